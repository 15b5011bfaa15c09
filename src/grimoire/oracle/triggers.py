"""Trigger conditions: "When ~ enters", "Whenever you roll one or more dice", "At the
beginning of your upkeep" (CR 603).

>>> trigger, rest = split_trigger("Whenever you roll one or more dice, draw a card.", Context())
>>> trigger.once_per_roll, trigger.natural, rest
(True, None, 'draw a card.')
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle import ir
from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.attack_triggers import attack_trigger
from grimoire.oracle.batch_triggers import batch_trigger
from grimoire.oracle.card_moves import card_moved_trigger, several_events
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.deck_triggers import deck_trigger
from grimoire.oracle.event_triggers import event_trigger
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import (
    AttacksTrigger,
    AttractionVisitedTrigger,
    BecomesMonstrousTrigger,
    BlockTrigger,
    CardMovedTrigger,
    CastThisTrigger,
    CastTrigger,
    ChaosEnsuesTrigger,
    CheckedIsOpponent,
    CoinFlipTrigger,
    CombatDamageTrigger,
    Condition,
    CrankTrigger,
    DamageTrigger,
    DiceRolledTrigger,
    DiesTrigger,
    DrawTrigger,
    EitherTrigger,
    EnchantedOrEquipped,
    EnchantedPlayer,
    EndOfCombatTrigger,
    EntersTrigger,
    LeavesTrigger,
    LifeGainTrigger,
    ObjectFilter,
    PhasedTrigger,
    PlayerActionTrigger,
    SacrificeTrigger,
    StateChangeTrigger,
    StateTrigger,
    StepTrigger,
    TappedForManaTrigger,
    ThisObject,
    Trigger,
    TriggeringObject,
    TriggeringPlayer,
    VisitRollTrigger,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.linked_text import exiled_owner_trigger
from grimoire.oracle.player_counts import checked_condition
from grimoire.oracle.stack_text import stack_trigger
from grimoire.oracle.vehicles import vehicle_trigger

_STEPS = {
    "upkeep": "upkeep",
    "end step": "end",
    "draw step": "draw",
    "combat": "beginning_of_combat",
    "precombat main phase": "main1",
    "first main phase": "main1",
    # CR 505.1, 505.1b: the second main phase (the postcombat one; no effect here adds a
    # main phase, so the second is the only postcombat main phase)
    "second main phase": "main2",
    "postcombat main phase": "main2",
}
_WHOSE = {
    "your": "you",
    "each": "each",
    "each opponent's": "opponent",
    "each player's": "each",
    "the": "each",
    "each of your opponents'": "opponent",
}
_SUBJECT = r"(~|[^,]+?)"
_UNBLOCKED = "Whenever one or more creatures an opponent controls attack you and aren't blocked, "
_ORDINALS = {w: n for n, w in enumerate(("second", "third", "fourth", "fifth", "sixth",
                                         "seventh", "eighth", "ninth", "tenth", "eleventh",
                                         "twelfth"), start=2)}


def _dies(subject: str, ctx: Context) -> DiesTrigger:
    """ "When <subject> dies": "it" is then the card it became in the graveyard (CR 400.7,
    603.10a), also for "enchanted/equipped creature" (it is attached to nothing now)."""
    trigger = DiesTrigger(_subject_filter(subject, ctx))
    if ctx.antecedent == EnchantedOrEquipped():
        ctx.antecedent = TriggeringObject()
    return trigger


def _subject_filter(text: str, ctx: Context) -> ObjectFilter | None:
    if text == SELF:
        ctx.antecedent = ThisObject()
        return None
    if text in ("equipped creature", "enchanted creature", "enchanted permanent",
                "enchanted land"):  # "When enchanted land dies" (the Zendikons)
        ctx.antecedent = EnchantedOrEquipped()
        kind = text.split()[1]
        return ObjectFilter(
            types_any=() if kind == "permanent" else (kind,),
            attached_to_source=True,
            zone="battlefield",
        )
    ctx.antecedent = TriggeringObject()
    both = re.fullmatch(re.escape(SELF) + r" or another (.+)", text)
    if both:  # "this creature or another creature you control": "another" says this object
        text = both.group(1)  # is one of them, so the trigger is "a creature you control"
    flt, _ = parse_filter(text.removeprefix("a ").removeprefix("an "))
    return needs_battlefield(flt, text)


_COUNTING_TRIGGERS = (ir.DamageTrigger, ir.CombatDamageTrigger, ir.LifeGainTrigger,
                      ir.LifeLossTrigger, ir.CountersPutTrigger)
"""Triggers whose event has a number (:func:`grimoire.rules.triggers.event_amount`: the
damage dealt, CR 120.3; the life gained, CR 119.3): "that many" in the effect is that
number."""


_CAST_FROM = re.compile(r"^(Whenever (?:you|a player|an opponent) casts? [^,]*?spell)"
                        r"( from (your hand|your graveyard|a graveyard|exile|your library|"
                        r"anywhere other than your hand))(?: each turn)?, ")
_CAST_ZONES = {"your hand": "hand", "your graveyard": "graveyard", "a graveyard": "graveyard",
               "exile": "exile", "your library": "library",
               "anywhere other than your hand": "not_hand"}


def split_trigger(text: str, ctx: Context) -> tuple[Trigger, str]:
    """Split "When/Whenever/At <event>, <effect>" into the trigger and the effect text."""
    trigger, rest = _split_trigger(text, ctx)
    ctx.event_counts = isinstance(trigger, _COUNTING_TRIGGERS) or bool(
        getattr(trigger, "once_per_batch", False))  # "that many": the batch's (CR 603.2c)
    if isinstance(trigger, ir.LifeGainTrigger | ir.LifeLossTrigger) and trigger.whose == "you":
        ctx.life_event = "gained" if isinstance(trigger, ir.LifeGainTrigger) else "lost"
    return trigger, rest


def _split_trigger(text: str, ctx: Context) -> tuple[Trigger, str]:
    ctx.in_trigger = True
    # "Whenever you cast a spell during an opponent's turn, ...": the turn can't change
    # between the cast and the ability's resolution, so it reads as an intervening "if"
    # (CR 603.4); every other player is an opponent in a free-for-all game (CR 102.3)
    text = re.sub(r"^(Whenever you cast (?:a|an) [^,]+?) during an opponent's turn, ",
                  r"\1, if it's not your turn, ", text)
    # "your first spell during each opponent's turn": the first spell of that turn, on a
    # turn that isn't yours (the same reading, CR 603.4)
    first = re.match(r"^Whenever you cast your first spell during each (opponent's turn|of "
                     r"your turns), ", text)
    if first:
        whose = "not your turn" if first.group(1) == "opponent's turn" else "your turn"
        text = f"Whenever you cast your first spell each turn, if it's {whose}, " + \
            text[first.end():]
    cast_from = _CAST_FROM.match(text)
    if cast_from:  # "Whenever you cast a spell from your graveyard, ..." (CR 601.2a)
        trigger, rest = _split_trigger(text[:cast_from.start(2)] + text[cast_from.end(2):], ctx)
        if not isinstance(trigger, CastTrigger) or trigger.from_zone is not None:
            raise ParseFailure(text, "a spell cast from a zone")
        zone = _CAST_ZONES[cast_from.group(3)]
        return replace(trigger, from_zone=zone), rest  # type: ignore[arg-type]
    moved = card_moved_trigger(text) or several_events(text, ctx, _split_trigger)
    if moved is not None:  # cards moving between zones; "Whenever A, or B, or C, ..."
        if isinstance(moved[0], CardMovedTrigger) and moved[0].filter.this_object:
            ctx.antecedent = ThisObject()  # "When ~ is put into a graveyard ..., ... it"
        return moved
    from grimoire.oracle.planar_text import planar_trigger
    planar = planar_trigger(text, ctx)  # Planechase (CR 901) and two-event triggers
    if planar is not None:
        return planar
    linked = exiled_owner_trigger(text, ctx)  # "the upkeep of the exiled card's owner"
    if linked is not None:
        return linked
    cast_at = stack_trigger(text, ctx)  # "casts a spell that targets a single player"
    if cast_at is not None:
        return cast_at
    from grimoire.oracle.dfc_text import day_night_trigger
    day_night = day_night_trigger(text, ctx)  # CR 728.1a; "transforms into ~" (701.28e)
    if day_night is not None:
        return day_night
    attacked = attack_trigger(text, ctx) or deck_trigger(text, ctx)  # "attacks you or a
    if attacked is not None:  # planeswalker you control", "a creature you control fights"
        return attacked
    batched = batch_trigger(text, ctx)  # "Whenever one or more artifacts you control enter"
    if batched is not None:
        return batched
    state = re.match(r"^When (you control no .+?|you have no cards in hand|there are [^,]+? "
                     r"counters on ~|~ has [^,]+? counters on it|you have \d+ or (?:more|less) "
                     r"life), ", text)  # (CR 603.8: "When you have 30 or more life")
    if state:  # CR 603.8: a state trigger (grimoire.rules.state_triggers); counters on it
        if "counters on" in state.group(1):
            ctx.antecedent = ThisObject()  # "..., exile it": this permanent
        return StateTrigger(parse_condition(state.group(1), ctx)), text[state.end():]
    match = re.match(
        r"^(?:When|Whenever) " + _SUBJECT + r" enters(?: the battlefield)?"
        r"(?: under your control)?"
        r"(?: from anywhere other than (?:a |your )?(\w+)(?: or (?:a |your )?(\w+))?)?, ",
        text,
    )
    if match:
        # CR 603.6a; "from anywhere other than a graveyard or exile": zones it must not
        # have come from (checked by grimoire.rules.entered_from)
        not_from = tuple(z for z in match.group(2, 3) if z)
        if any(z not in ("graveyard", "exile", "hand", "library") for z in not_from):
            raise ParseFailure(text, "enters from which zone")
        trigger = EntersTrigger(_subject_filter(match.group(1), ctx),
                                not_from=not_from)  # type: ignore[arg-type]
        return trigger, text[match.end() :]
    try:
        found = vehicle_trigger(text, ctx) or event_trigger(text, ctx) or \
            _more_triggers(text, ctx)
    except ParseFailure:
        found = None  # e.g. "~ attacks or blocks" is not a "blocks" subject; try the rest
    if found is not None:
        return found
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" dies, ", text)
    if match:
        return _dies(match.group(1), ctx), text[match.end() :]
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" leaves the battlefield, ", text)
    if match:
        return LeavesTrigger(_subject_filter(match.group(1), ctx)), text[match.end() :]
    match = re.match(r"^Whenever (?:a|an) ([^,]+?) attacks enchanted player, ", text)
    if match:  # a Curse (CR 303.4, 508.3a): once for each creature attacking that player
        flt, _ = parse_filter(match.group(1))
        ctx.antecedent = TriggeringObject()  # "its controller"
        return AttacksTrigger(replace(flt, zone="battlefield",
                                      attacking_enchanted_player=True)), text[match.end():]
    match = re.match(r"^Whenever (?:a|an) ([^,]+?) attacks you( or a planeswalker you "
                     r"control)?, ", text)
    if match:  # CR 508.3a, 506.2: the attacked player (or their planeswalker) is you
        flt, _ = parse_filter(match.group(1))
        flt = replace(flt, zone="battlefield")
        flt = replace(flt, attacking_you_or_yours=True) if match.group(2) else \
            replace(flt, attacking_you=True)
        ctx.antecedent = TriggeringObject()  # "that creature"
        return AttacksTrigger(flt), text[match.end():]
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" and at least (one|two|three) "
                     r"other creatures? attack, ", text)
    if match:  # battalion: it and N others declared as attackers (CR 508.1, 508.3a)
        others = {"one": 1, "two": 2, "three": 3}[match.group(2)]
        return AttacksTrigger(_subject_filter(match.group(1), ctx), at_least=1 + others), \
            text[match.end():]
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" attacks( or blocks| alone)?, ", text)
    if match:
        return (
            AttacksTrigger(
                _subject_filter(match.group(1), ctx),
                or_blocks=match.group(2) == " or blocks",
                alone=match.group(2) == " alone",  # CR 506.5
            ),
            text[match.end() :],
        )
    match = re.match(r"^Whenever (?:a|an) ([^,]+?) deals combat damage to enchanted player, ",
                     text)
    if match:  # a Curse (CR 303.4): "that creature" is the one that dealt it
        flt, _ = parse_filter(match.group(1))
        ctx.antecedent = TriggeringObject()
        ctx.player_antecedent = EnchantedPlayer()
        return CombatDamageTrigger(replace(flt, zone="battlefield"), True, True), \
            text[match.end():]
    match = re.match(
        r"^(?:When|Whenever) "
        + _SUBJECT
        + r" deals combat damage( to a player| to an opponent| to one of your opponents| to you)?"
        r"( or planeswalker| or battle)?"
        r"(?: (?:who|that) ([^,]+))?, ",
        text,
    )
    if match and match.group(3) and match.group(2) != " to a player":
        raise ParseFailure(text, "'or planeswalker/battle' after another recipient")
    if match:
        opponent = "opponent" in (match.group(2) or "")  # (CR 102.3: not its controller)
        quality: Condition | None = CheckedIsOpponent() if opponent else None
        if match.group(4):  # "to a player who controls more lands than you" (CR 603.2)
            quality = checked_condition(match.group(4))
            if quality is None or not match.group(2) or match.group(3) or opponent:
                raise ParseFailure(text, "what the damaged player must be")
            ctx.player_antecedent = TriggeringPlayer()
        to_you = match.group(2) == " to you"  # (Teysa: "destroy that creature")
        return (
            CombatDamageTrigger(_subject_filter(match.group(1), ctx), bool(match.group(2)),
                                or_planeswalker=match.group(3) == " or planeswalker",
                                or_battle=match.group(3) == " or battle", to_you=to_you,
                                player_quality=quality),
            text[match.end() :],
        )
    # CR 505.1: with no additional phases, "each of your postcombat main phases" is the one
    text = re.sub(r"^At the beginning of each of your (precombat|postcombat) main phases, ",
                  r"At the beginning of your \1 main phase, ", text)
    match = re.match(
        r"^At the beginning of (your|each|each opponent's|each player's|the) "
        r"(upkeep|end step|draw step|precombat main phase|first main phase|second main phase|"
        r"postcombat main phase), ",
        text,
    )
    if match:
        if match.group(1) in ("each", "each opponent's", "each player's"):
            ctx.player_antecedent = TriggeringPlayer()  # "that player": whose step it is
        return (
            StepTrigger(_STEPS[match.group(2)], _WHOSE[match.group(1)]),  # type: ignore[arg-type]
            text[match.end() :],
        )
    if text.startswith("At the beginning of each of your main phases, "):  # CR 505.1: both
        return EitherTrigger(StepTrigger("main1"), StepTrigger("main2")), \
            text[len("At the beginning of each of your main phases, "):]
    match = re.match(r"^At the beginning of (?:the (upkeep|draw step) of enchanted (\w+)'s "
                     r"controller|enchanted player's upkeep), ", text)
    if match:  # CR 303.4: the player of the enchanted permanent / the enchanted player
        ctx.player_antecedent = TriggeringPlayer()  # "that player"
        if match.group(2):  # "that creature": the enchanted permanent (the trigger's object)
            ctx.antecedent = EnchantedOrEquipped()
        step = _STEPS[match.group(1) or "upkeep"]
        return StepTrigger(step, "each", enchanted=True), text[match.end():]  # type: ignore[arg-type]
    match = re.match(r"^At the beginning of combat on (your|each|each opponent's|each "
                     r"player's) turn, ", text)
    if match:
        return StepTrigger("beginning_of_combat", _WHOSE[match.group(1)]), text[match.end() :]  # type: ignore[arg-type]
    match = re.match(
        r"^Whenever you roll (one or more dice|a die|a d(\d+)|one or more d(\d+)), ", text
    )
    if match:
        ctx.rolled, ctx.result_total = True, match.group(1) == "one or more dice"
        sides = match.group(2) or match.group(3)
        return (
            DiceRolledTrigger(
                sides=int(sides) if sides else None,
                once_per_roll=match.group(1).startswith("one or more"),
            ),
            text[match.end() :],
        )
    match = re.match(r"^When(?:ever)? you roll a natural (\d+)(?: on a d(\d+))?, ", text)
    if match:
        ctx.rolled = True
        sides = int(match.group(2)) if match.group(2) else None
        return (
            DiceRolledTrigger(natural=int(match.group(1)), sides=sides, once_per_roll=False),
            text[match.end() :],
        )
    match = re.match(r"^Whenever you roll a die's highest natural result, ", text)
    if match:
        ctx.rolled = True
        return DiceRolledTrigger(highest_natural=True, once_per_roll=False), text[match.end() :]
    match = re.match(
        r"^Whenever (you|an opponent|a player) casts? (?:a|an|your first|(another)) "
        r"(?:([^,]+?) )?spell( with [^,]+|"
        r" that has [a-z]+| of the chosen (?:type|color))?(?: each turn)?, ", text
    )
    if match and "first" not in match.group(0) and (match.group(3) or match.group(4)) and (
            match.group(1) == "you" or match.group(4)):
        # "with mana value greater than the number of experience counters you have": an
        # amount read as the spell is cast (CR 603.2, Mizzix); "a spell with mana value 5
        # or greater", "a spell of the chosen color": any spell with that quality
        flt, _ = parse_filter((match.group(2) or "") + " " + (match.group(3) or "").strip()
                              + " card" + (match.group(4) or ""),
                              lambda words: parse_amount(words, ctx))  # ("another": CR 109)
        ctx.cast_spell = TriggeringObject()  # "copy it": the spell cast (CR 603.2)
        if match.group(1) != "you":  # "Whenever an opponent casts a noncreature spell with
            ctx.player_antecedent = TriggeringPlayer()  # mana value less than ~'s power"
        return CastTrigger(replace(flt, zone="stack", is_spell=True),
                           _PLAYER_WHOSE[match.group(1)]), text[match.end() :]  # type: ignore[arg-type]
    match = re.match(r"^Whenever enchanted player casts (?:a|an) (.+?) spell, ", text)
    if match:
        flt, _ = parse_filter(match.group(1) + " card")
        ctx.player_antecedent = TriggeringPlayer()
        return (
            CastTrigger(replace(flt, zone="stack", is_spell=True), "each", enchanted_player=True),
            text[match.end() :],
        )
    if text.startswith(f"When you cast {SELF}, "):
        ctx.cast_this = True  # (CR 113.6c: ~ is the spell, on the stack)
        return CastThisTrigger(), text[len(f"When you cast {SELF}, ") :]
    if text.startswith("At end of combat, "):
        return EndOfCombatTrigger(), text[len("At end of combat, ") :]  # CR 511.2
    match = re.match(
        r"^Whenever (you roll|a player rolls|a) (?:a |an )?(\d+)(?: or (\d+)| or (higher|greater))?"
        r"(?: is rolled)?(?: on (?:a die|a d(\d+)))?, ",
        text,
    )
    if match:
        # CR 706.2: "roll a 4 or higher" reads the result after modifiers.
        ctx.rolled = True
        low = int(match.group(2))
        high = int(match.group(3)) if match.group(3) else (None if match.group(4) else low)
        return (
            DiceRolledTrigger(
                sides=int(match.group(5)) if match.group(5) else None,
                once_per_roll=False,
                result_min=low,
                result_max=high,
                any_player=match.group(1) != "you roll",
            ),
            text[match.end() :],
        )
    if text.startswith(("Whenever chaos ensues, ", "Whenever you roll {CHAOS}, ")):
        return ChaosEnsuesTrigger(), text.split(", ", 1)[1]  # CR 311.7
    if text.startswith("Whenever you visit an Attraction, "):
        return AttractionVisitedTrigger(), text.split(", ", 1)[1]  # CR 701.49a
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" phases (in|out), ", text)
    if match:
        phasing = _subject_filter(match.group(1), ctx)  # CR 702.26
        return PhasedTrigger(match.group(2) == "out", phasing), text[match.end() :]
    match = re.match(r"^Whenever you crank " + _SUBJECT + r", ", text)
    if match and match.group(1) == SELF:
        return CrankTrigger(), text[match.end() :]
    match = re.match(r"^Whenever you roll your (second|third|fourth|fifth) die each turn, ", text)
    if match:
        nth = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}[match.group(1)]
        return DiceRolledTrigger(once_per_roll=False, nth_each_turn=nth), text[match.end() :]
    match = re.match(r"^Whenever you roll the planar die, ", text)
    if match:
        return DiceRolledTrigger(planar=True, once_per_roll=False), text[match.end() :]
    match = re.match(
        r"^Whenever you roll to visit your Attractions, (?:if you roll a (\d+), )?", text
    )
    if match:
        ctx.rolled = True
        result = int(match.group(1)) if match.group(1) else None
        return VisitRollTrigger(result), text[match.end() :]  # CR 701.49
    match = re.match(r"^Whenever you cast a spell, ", text)
    if match:
        ctx.cast_spell = TriggeringObject()
        return CastTrigger(ObjectFilter(zone="stack", is_spell=True)), text[match.end() :]
    match = re.match(r"^Whenever (you|a player) (win|lose)s? a coin flip, ", text)
    if match:  # CR 705.2 (grimoire.rules.coins)
        coin = CoinFlipTrigger("you" if match.group(1) == "you" else "each",
                               match.group(2) == "win")
        return coin, text[match.end() :]
    if text.startswith("Whenever you gain life for the first time each turn, "):
        return LifeGainTrigger(first_each_turn=True), text[len(
            "Whenever you gain life for the first time each turn, "):]
    if text.startswith("Whenever you gain life, "):
        return LifeGainTrigger(), text[len("Whenever you gain life, ") :]
    match = re.match(r"^Whenever one or more ([^,]+?) deal combat damage to (a player|an opponent|"
                     r"one or more players|you), ", text)
    if match:  # CR 510.2, 603.2c: once per damaged player / once, per combat damage step
        dealers = _subject_filter(match.group(1), ctx)  # "to you": "that opponent" controls
        ctx.player_antecedent = TriggeringPlayer() if match.group(2) != "you" else \
            ir.ControllerOf(TriggeringObject())  # them; else "that player": the damaged player
        if dealers is None:  # (combat damage is dealt to opponents only, CR 506.2, 802.2)
            raise ParseFailure(text, "one or more of what")
        return CombatDamageTrigger(dealers, True, to_you=match.group(2) == "you", batch="step"
                                   if match.group(2) == "one or more players" else "player"), \
            text[match.end():]
    if text.startswith(_UNBLOCKED):  # (Coveted Jewel) "that player": the attacking opponent
        ctx.player_antecedent = TriggeringPlayer()
        return BlockTrigger("opponent_attacks_you_unblocked"), text[len(_UNBLOCKED):]
    match = re.match(r"^When the (\w+) (\w+) counter is put on (?:~|this \w+), ", text)
    if match and match.group(1) in _ORDINALS:  # "When the twelfth hour counter is put on ~"
        ctx.antecedent = ThisObject()
        return ir.CountersPutTrigger(match.group(2), None, nth=_ORDINALS[match.group(1)]), \
            text[match.end():]
    match = re.match(r"^Whenever (?:one or more ([+\-\w/]+) counters are put on " + _SUBJECT
                     + r"|you put one or more ([+\-\w/]+) counters on " + _SUBJECT + "), ", text)
    if match:  # CR 122.6, 122.6a ("you put": counters the controller put)
        kind, subject = match.group(1, 2) if match.group(1) else match.group(3, 4)
        return ir.CountersPutTrigger(kind, _subject_filter(subject, ctx),
                                     by_you=not match.group(1)), text[match.end():]
    match = re.match(r"^Whenever (you lose|an opponent loses) life, ", text)
    if match:  # CR 119.3
        loss = ir.LifeLossTrigger("you" if match.group(1) == "you lose" else "opponent")
        return loss, text[match.end() :]
    if text.startswith("Whenever you draw a card, "):
        return DrawTrigger(), text[len("Whenever you draw a card, ") :]
    match = re.match(r"^Whenever (a player|you) taps? (?:a|an) (.+?) for mana, ", text)
    if match:
        flt, _ = parse_filter(match.group(2))
        if match.group(1) == "you":
            flt = replace(flt, controller="you")
        else:
            ctx.player_antecedent = TriggeringPlayer()
        ctx.antecedent = TriggeringObject()
        return TappedForManaTrigger(replace(flt, zone="battlefield")), text[match.end() :]
    match = re.match(r"^Whenever you tap (?:~|this (?:creature|artifact|land)) for mana, ", text)
    if match:  # CR 106.12: this permanent's own mana ability (Zhur-Taa Druid)
        ctx.antecedent = ThisObject()
        return TappedForManaTrigger(ObjectFilter(zone="battlefield", this_object=True,
                                                 controller="you")), text[match.end():]
    match = re.match(r"^Whenever enchanted (\w+) is tapped for mana, ", text)
    if match:
        flt, _ = parse_filter(match.group(1))
        ctx.antecedent = EnchantedOrEquipped()
        return (
            TappedForManaTrigger(replace(flt, attached_to_source=True, zone="battlefield")),
            text[match.end() :],
        )
    match = re.match(r"^Whenever you're dealt (combat )?damage, ", text)
    if match:  # CR 120.3: any source's damage to you; "that many": the damage dealt
        return DamageTrigger(ObjectFilter(), recipient="you", combat_only=bool(
            match.group(1))), text[match.end():]
    match = re.match(r"^Whenever an opponent is dealt damage(?: by (.+?))?, ", text)
    if match:  # CR 120.3: the opponent is the triggering player; the sources a filter
        ctx.player_antecedent = TriggeringPlayer()
        sources = _damage_sources(match.group(1)) if match.group(1) else ObjectFilter()
        return DamageTrigger(sources, recipient="opponent"), text[match.end():]
    match = re.match(r"^Whenever a source you control( other than (?:~|this \w+))? deals "
                     r"(?:(\d+) or more )?(noncombat )?damage to (an opponent|a player), ", text)
    if match:  # Talon of Pain (CR 120.3: any source, a spell too; "other than": not itself)
        ctx.player_antecedent = TriggeringPlayer()  # "that player": the one dealt damage
        return DamageTrigger(ObjectFilter(controller="you", another=bool(match.group(1))),
                             recipient="opponent" if "opponent" in match.group(4)
                             else "player", at_least=int(match.group(2) or 0),
                             noncombat_only=bool(match.group(3))), text[match.end():]
    match = re.match(r"^Whenever a source deals damage to (?:~|this creature), ", text)
    if match:  # Belltower Sphinx (CR 120.3): "that source's controller" is the player
        ctx.antecedent, ctx.player_antecedent = ThisObject(), TriggeringPlayer()
        return DamageTrigger(None, receives=True, source_controller=True), text[match.end():]
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" (is dealt|deals) (combat )?damage, ",
                     text)
    if match:  # CR 120.3; "combat damage" (CR 510.2)
        return (
            DamageTrigger(
                _subject_filter(match.group(1), ctx), receives=match.group(2) == "is dealt",
                combat_only=bool(match.group(3)),
            ),
            text[match.end() :],
        )
    match = re.match(r"^When you sacrifice (?:~|this (?:Aura|artifact|enchantment|creature|"
                     r"permanent|Equipment|land)), ", text)
    if match:  # CR 701.17a (Ordeals): the sacrifice is seen while it is still there
        ctx.antecedent = ThisObject()
        return (SacrificeTrigger(ObjectFilter(zone="battlefield", this_object=True)),
                text[match.end() :])
    match = re.match(r"^Whenever you sacrifice (.+?), ", text)
    if match:
        flt, _ = parse_filter(
            match.group(1).removeprefix("a ").removeprefix("an ").replace("another ", "another ")
        )
        ctx.antecedent = TriggeringObject()
        return SacrificeTrigger(replace(flt, zone="battlefield")), text[match.end() :]
    match = re.match(r"^When(?:ever)? ~ becomes (monstrous|renowned), ", text)
    if match:  # CR 701.31b, 702.112b
        return BecomesMonstrousTrigger(match.group(1)), text[match.end() :]  # type: ignore[arg-type]
    match = re.match(r"^Whenever a spell or ability (an opponent|you) controls? destroys "
                     r"(?:a|an) (.+?), ", text)
    if match:  # CR 701.8a: the destroying spell or ability's controller is "that player"
        flt, _ = parse_filter(match.group(2))
        ctx.antecedent = TriggeringObject()
        ctx.player_antecedent = TriggeringPlayer()
        return ir.DestroyedTrigger(replace(flt, zone="battlefield"),
                                   "opponent" if match.group(1) == "an opponent" else "you"), \
            text[match.end():]
    raise ParseFailure(text, "unknown trigger")


_BLOCKS = {
    "blocks": "blocks",
    "blocks a creature": "blocks_creature",
    "becomes blocked": "becomes_blocked",
    "becomes blocked by a creature": "becomes_blocked_by_creature",
    "blocks or becomes blocked": "blocks_or_becomes_blocked",
    "blocks or becomes blocked by a creature": "blocks_or_becomes_blocked_by_creature",
    "attacks and isn't blocked": "attacks_and_isnt_blocked",
}
_STATES = {
    "becomes tapped": "tapped",
    "becomes untapped": "untapped",
    "is turned face up": "turned_face_up",
    "becomes the target of a spell or ability": "targeted",
    "becomes the target of a spell or ability you control": "targeted_by_you",
}
_ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4}
_PLAYER_WHOSE = {"you": "you", "a player": "each", "an opponent": "opponent"}


def _more_triggers(text: str, ctx: Context) -> tuple[Trigger, str] | None:
    """Block, tap-state, targeting, cycling and per-turn-count triggers."""

    face_up = f"When {SELF} enters or is turned face up, "
    if text.startswith(face_up):  # CR 603.2, 708.8: either event triggers it
        ctx.antecedent = ThisObject()
        return EitherTrigger(EntersTrigger(), StateChangeTrigger("turned_face_up")), \
            text[len(face_up):]
    match = re.match(f"^Whenever {SELF} or another (creature|permanent)( you control)? is "
                     "turned face up, ", text)
    if match:  # "~ or another creature you control": any creature you control (CR 708.8)
        ctx.antecedent = TriggeringObject()
        turned = ObjectFilter(types_any=("creature",) if match.group(1) == "creature" else (),
                              controller="you" if match.group(2) else "any",
                              zone="battlefield")
        return StateChangeTrigger("turned_face_up", turned), text[match.end():]
    by = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" (blocks or becomes blocked by|"
                  r"becomes blocked by|blocks) (?:a|an) ([^,]*?creature(?: with(?:out)? [^,]+)?), ",
                  text)
    if by and by.group(3) != "creature":  # "... by a nonblack creature" (CR 509.3b, 509.3d);
        # "blocks a creature with flying": once for each such attacker it blocks (509.3b)
        flt = _subject_filter(by.group(1), ctx)
        other, _ = parse_filter(by.group(3))
        kind = {"blocks": "blocks_creature", "becomes blocked by": "becomes_blocked_by_creature"
                }.get(by.group(2), "blocks_or_becomes_blocked_by_creature")
        ctx.antecedent = TriggeringObject()  # "that creature": the other creature
        return BlockTrigger(kind, flt,  # type: ignore[arg-type]
                            replace(other, zone="battlefield")), text[by.end():]
    events = "|".join(sorted(_BLOCKS, key=len, reverse=True))
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" (" + events + r"), ", text)
    if match:  # CR 509.3a-g
        flt = _subject_filter(match.group(1), ctx)
        event = _BLOCKS[match.group(2)]
        if event.endswith("_by_creature"):  # "that creature": the other creature (as with
            ctx.antecedent = TriggeringObject()  # "by a nonblack creature" above, CR 509.3)
        return BlockTrigger(event, flt), text[match.end() :]  # type: ignore[arg-type]
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" becomes the target of (?:a|an) "
                     r"((?:(?:\w+ or )?\w+ )?spell)( you control| an opponent controls)?, ", text)
    if match:  # "of an instant or sorcery spell" (CR 115.1: a spell that targets it)
        flt = _subject_filter(match.group(1), ctx)
        spell, _ = parse_filter(match.group(2))
        if match.group(3) == " an opponent controls":  # (Tectonic Giant)
            spell = replace(spell, controller="opponent")
        return StateChangeTrigger("targeted_by_you" if match.group(3) == " you control"
                                  else "targeted", flt, by=spell), text[match.end():]
    states = "|".join(sorted(_STATES, key=len, reverse=True))
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" becomes the target of a spell or "
                     r"ability an opponent controls, ", text)
    if match:  # CR 115.1, 603.2: any spell or ability an opponent controls that targets it
        ctx.player_antecedent = TriggeringPlayer()  # "that player": the targeting controller
        return StateChangeTrigger("targeted", _subject_filter(match.group(1), ctx),
                                  by=ObjectFilter(controller="opponent")), text[match.end():]
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" (" + states + r"), ", text)
    if match:
        flt = _subject_filter(match.group(1), ctx)
        event = _STATES[match.group(2)]
        rest = text[match.end() :]
        declared = "if it isn't being declared as an attacker, "
        if event == "tapped" and rest.startswith(declared):  # (Verity Circle, CR 508.1f)
            return StateChangeTrigger("tapped", flt, not_attacking=True), rest[len(declared):]
        return StateChangeTrigger(event, flt), rest  # type: ignore[arg-type]
    if text.startswith(f"When you cycle {SELF}, "):  # CR 702.29c
        return PlayerActionTrigger("cycle_this"), text[len(f"When you cycle {SELF}, ") :]
    match = re.match(
        r"^Whenever (you|a player|an opponent) (cycles? or discards?|cycles?|discards?|scry|"
        r"scries|surveils?)(?: a card| another card| one or more cards)?,? ?",
        text,
    )
    if match and text[match.end() - 2 : match.end()] == ", " and not (
            "another" in match.group(0) and not match.group(2).startswith("cycle")):
        verb = match.group(2)  # ("another card": not this permanent, never cycled itself)
        action = (
            "cycle_or_discard"
            if verb.startswith("cycle") and "discard" in verb
            else "cycle"  # CR 702.29a: discarding it to pay a cycling cost
            if verb.startswith("cycle")
            else "discard"
            if verb.startswith("discard")
            else "scry"
            if verb.startswith("scr")
            else "surveil"
        )
        if match.group(1) != "you":
            ctx.player_antecedent = TriggeringPlayer()
        whose = _PLAYER_WHOSE[match.group(1)]
        return PlayerActionTrigger(action, whose), text[match.end() :]  # type: ignore[arg-type]
    level = re.match(r"^When (?:this Class|~) becomes level (\d+), ", text)
    if level:  # CR 716.2c
        ctx.antecedent = ThisObject()
        return ir.ClassLevelTrigger(int(level.group(1))), text[level.end():]
    crime = re.match(r"^Whenever you commit a crime( during your turn)?, ", text)
    if crime:  # CR 700.13; "during your turn" can't change before it resolves (CR 603.4)
        rest = text[crime.end():]
        return ir.CrimeTrigger(), ("if it's your turn, " + rest) if crime.group(1) else rest
    match = re.match(r"^Whenever you expend (\d+), ", text)
    if match:  # CR 700.14
        return ir.ExpendTrigger(int(match.group(1))), text[match.end():]
    if text.startswith("Whenever you attack, "):
        return PlayerActionTrigger("attack"), text[len("Whenever you attack, ") :]
    if text.startswith("Whenever one or more creatures you control attack, "):
        # the same event as "whenever you attack": attacking with one or more creatures
        return PlayerActionTrigger("attack"), text[len("Whenever one or more creatures you "
                                                       "control attack, "):]
    match = re.match(
        r"^Whenever (you|a player|an opponent) draws? (?:your|their|a) (first|second|third|fourth) "
        r"card each turn, ",
        text,
    )
    if match:
        if match.group(1) != "you":
            ctx.player_antecedent = TriggeringPlayer()
        whose = _PLAYER_WHOSE[match.group(1)]
        nth = _ORDINAL[match.group(2)]
        return (
            PlayerActionTrigger("draw", whose, nth),  # type: ignore[arg-type]
            text[match.end() :],
        )
    match = re.match(r"^Whenever (an opponent|a player) draws a card, ", text)
    if match:
        ctx.player_antecedent = TriggeringPlayer()
        whose = _PLAYER_WHOSE[match.group(1)]
        return DrawTrigger(whose), text[match.end() :]  # type: ignore[arg-type]
    match = re.match(
        r"^(?:Whenever|When) (you|a player|an opponent) casts? (?:a|an|your|their) "
        r"(first|second|third)? ?(?:(.+?) )?spell(?P<chosen> of the chosen (?:color|type))?"
        r"(?P<each> each turn)?, ",
        text,
    )
    if match and not re.search(r"\bthat targets\b", text[: match.end()]) and (
            match.group(2) != "first" or match.group("each")):  # "first": of each turn
        flt = ObjectFilter()
        if match.group(3) or match.group("chosen"):  # CR 607.2d: the chosen color or type
            flt, _ = parse_filter((match.group(3) or "") + " card" + (match.group("chosen") or ""))
        if match.group(1) != "you":
            ctx.player_antecedent = TriggeringPlayer()
        whose = _PLAYER_WHOSE[match.group(1)]
        count: int | None = _ORDINAL[match.group(2)] if match.group(2) else None
        trigger = CastTrigger(
            replace(flt, zone="stack", is_spell=True),
            whose,  # type: ignore[arg-type]
            nth_each_turn=count,
        )
        ctx.cast_spell = TriggeringObject()  # "that spell's mana value": the spell cast
        return trigger, text[match.end() :]
    match = re.match(
        r"^Whenever you cast (?:a|an) (?:(.+?) )?spell that targets " + re.escape(SELF) + ", ",
        text,
    )
    if match:  # heroic
        flt = parse_filter(match.group(1) + " card")[0] if match.group(1) else ObjectFilter()
        trigger = CastTrigger(replace(flt, zone="stack", is_spell=True), targets_source=True)
        # "put a +1/+1 counter on it": "it" is this creature, as printed ("on Lagonna-Band
        # Trailblazer"); the spell is "that spell" (CR 603.2, 702.84 heroic ability words)
        ctx.antecedent = ThisObject()
        return trigger, text[match.end() :]
    match = re.match(r"^Whenever you cast or copy (?:a|an) (.+?) spell, ", text)
    if match:  # magecraft
        flt, _ = parse_filter(match.group(1) + " card")
        trigger = CastTrigger(replace(flt, zone="stack", is_spell=True), or_copy=True)
        return trigger, text[match.end() :]
    match = re.match(
        r"^(?:When|Whenever) " + _SUBJECT + r" deals (?:(?P<least>\d+) or more )?"
        r"(?P<combat>combat )?damage to (?P<to>a player|an opponent|a creature), ",
        text,
    )
    if match:  # "deals 5 or more damage": one event's amount (CR 120.3)
        flt = _subject_filter(match.group(1), ctx)
        to, combat, least = match.group("to"), match.group("combat"), match.group("least")
        recipient = {"a player": "player", "an opponent": "opponent", "a creature": "creature"}
        if to != "a creature":
            ctx.player_antecedent = TriggeringPlayer()
        else:  # "that creature" is the creature dealt damage (the engine's triggering object)
            ctx.antecedent = TriggeringObject()
        if combat and to != "a creature" and not least:
            return (
                CombatDamageTrigger(flt, True),
                text[match.end() :],
            )
        return (
            DamageTrigger(
                flt,
                recipient=recipient[to],  # type: ignore[arg-type]
                combat_only=bool(combat), at_least=int(least or 0),
            ),
            text[match.end() :],
        )
    match = re.match(
        r"^(?:When|Whenever) " + _SUBJECT + r" is put into (?:a|your) graveyard from the "
        r"battlefield, ",
        text,
    )
    if match:  # CR 700.4: "dies" means "is put into a graveyard from the battlefield"
        return _dies(match.group(1), ctx), text[match.end() :]
    if text.startswith("At the beginning of each combat, "):
        return StepTrigger("beginning_of_combat", "each"), text[
            len("At the beginning of each combat, ") :
        ]
    return None


def _damage_sources(text: str) -> ObjectFilter:
    """The sources of "is dealt damage by a red instant or sorcery spell you control or by a
    red planeswalker you control": one filter when the alternatives differ only in card type
    (red, controlled by you, and an instant, a sorcery or a planeswalker); matched wherever
    the source is (a spell on the stack, a permanent), CR 120.3."""
    found: list[ObjectFilter] = []
    for part in re.split(r" or by ", text):
        part = re.sub(r"^(?:a|an) ", "", part.strip())
        if re.search(r"\b(?:that|those|it|its|target|chosen)\b", part):
            raise ParseFailure(text, "damage from particular sources")
        flt, _ = parse_filter(re.sub(r"\bspell\b", "card", part))
        found.append(replace(flt, zone=None, is_spell=False))
    first = found[0]
    if any(replace(f, types_any=first.types_any) != first for f in found[1:]):
        raise ParseFailure(text, "sources that differ in more than their card types")
    return replace(first, types_any=tuple(dict.fromkeys(t for f in found for t in f.types_any)))
