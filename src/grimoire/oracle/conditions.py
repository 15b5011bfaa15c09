"""Condition phrases ("it's an artifact card", "you have no cards in hand", "the result is
10 or higher").

>>> from grimoire.oracle.ir import Bound
>>> cond = parse_condition("it's an artifact card", Context(antecedent=Bound("found")))
>>> cond.ref.name, cond.filter.types_any
('found', ('artifact',))
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.core.mana import ManaCost, ManaSymbolError
from grimoire.oracle.amounts import parse_amount, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.event_conditions import event_condition
from grimoire.oracle.filters import count_word, parse_filter
from grimoire.oracle.ir import (
    ActivationsThisTurn,
    AllMatching,
    AllOf,
    Amount,
    AmountCompare,
    AnyOf,
    CardsIn,
    CardTypesIn,
    CastFrom,
    CastInMainPhase,
    CastWith,
    CompareAmounts,
    Condition,
    CountersOn,
    CountOf,
    DiceRolledThisTurn,
    DieResult,
    DistinctAmong,
    Fixed,
    HappenedThisTurn,
    HasDesignation,
    HasGreatestPower,
    HighestRollers,
    IsYourTurn,
    KickedWith,
    LifeChangedTotal,
    LifeTotal,
    ManaSpentToCast,
    Minus,
    Not,
    NumberCheck,
    ObjectFilter,
    ObjectMatches,
    PlayerOrController,
    PlayersExist,
    PlayerStatus,
    Plus,
    ResultCount,
    ResultIn,
    ResultInRange,
    RolledDoubles,
    SacrificedAsCost,
    SharesCreatureType,
    SpellsCastLastTurn,
    StartingLife,
    TargetRef,
    ThisObject,
    TriggeringObject,
    VarX,
    WonClash,
    WonFlip,
    You,
    YouControl,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.player_conditions import player_condition
from grimoire.oracle.reveal_bonus_text import revealed_condition
from grimoire.oracle.state_conditions import state_condition
from grimoire.oracle.threshold_conditions import threshold_condition
from grimoire.oracle.unless_text import board_condition
from grimoire.oracle.vote_text import vote_condition

_CMP = {
    "or less": "le",
    "or greater": "ge",
    "or more": "ge",
    "or fewer": "le",
    "or higher": "ge",
    "or lower": "le",
}


_GREATER = {
    "greater than": "gt",
    "less than": "lt",
    "equal to": "eq",
    "greater than or equal to": "ge",
    "equal to or greater than": "ge",
    "less than or equal to": "le",
    "equal to or less than": "le",
}



IN_COMMAND_ZONE = ObjectMatches(ThisObject(), ObjectFilter(zone="command"))
"""'if ~ is in the command zone' (Oloro): the ability works only from there (CR 113.6)."""
EMINENCE = AnyOf((ObjectMatches(ThisObject(), ObjectFilter(zone="command")),
                  ObjectMatches(ThisObject(), ObjectFilter(zone="battlefield"))))
"""The condition of an eminence ability: "if ~ is in the command zone or on the battlefield"
(its triggered abilities function from both zones, see :mod:`grimoire.oracle.abilities`)."""

def _roll_condition(low: str, ctx: Context, original: str = "") -> Condition | None:
    """ "you roll a 6", "you rolled 2, 3, or 12", "you rolled doubles", "the result is 12",
    "the result is greater than the damage dealt" (only after a roll in this ability)."""
    if not ctx.rolled:
        return None
    match = re.fullmatch(
        r"you (?:a )?roll(?:ed)? (?:a |an )?(\d+)(?: or (higher|greater|more))?", low
    )
    if match:
        value = int(match.group(1))
        return ResultInRange(value, None if match.group(2) else value)
    match = re.fullmatch(r"you (?:a )?roll(?:ed)? (?:a |an )?(\d+) or (less|lower)", low)
    if match:
        return AmountCompare(DieResult(total=True), NumberCheck("le", int(match.group(1))))
    match = re.fullmatch(r"you rolled ((?:\d+, )+(?:or )?\d+|\d+ or \d+)", low)
    if match:
        values = tuple(int(v) for v in re.findall(r"\d+", match.group(1)))
        return ResultIn(values)
    if low in (
        "you rolled doubles",
        "you roll doubles",
        "they roll doubles",
        "both results are the same",
    ):
        return RolledDoubles()  # CR 706.5
    match = re.fullmatch(r"the (natural )?result is (\d+)", low)
    if match:
        return AmountCompare(
            DieResult(natural=bool(match.group(1))), NumberCheck("eq", int(match.group(2)))
        )
    match = re.fullmatch(
        r"the result is (" + "|".join(sorted(_GREATER, key=len, reverse=True)) + r") (.+)", low
    )
    if match:
        right_text = original[len(original) - len(match.group(2)) :] if original else ""
        right = parse_amount(right_text or match.group(2), ctx)
        return CompareAmounts(DieResult(total=ctx.result_total), _GREATER[match.group(1)], right)  # type: ignore[arg-type]
    return None


def _quality_filter(noun: str) -> ObjectFilter:
    """The filter of "it's a(n) <noun>"; "enchanted creature" there is a quality of the
    object, an Aura attached to it (CR 303.4e), not the source Aura's creature."""
    if noun.startswith("enchanted "):
        return replace(parse_filter(noun[len("enchanted "):])[0], enchanted=True)
    return parse_filter(noun)[0]


def parse_condition(text: str, ctx: Context) -> Condition:
    """Parse the condition of an "if" clause."""
    text = re.sub(r"^an? (creature|permanent|artifact) you control has ",  # "a creature you
                  r"you control a \1 with ", text.strip())  # control has flying"
    low = text.lower()
    voted = vote_condition(low)  # "If grace gets more votes" (CR 701.32a)
    if voted is not None:
        return voted
    if re.fullmatch(r"you cast (?:~|this spell|it) during your main phase", low):
        return CastInMainPhase()  # addendum
    if low == "you win":  # after "clash with an opponent" (CR 701.23d)
        return WonClash()
    if low in ("you win the flip", "you lose the flip"):  # CR 705.2, after "Flip a coin"
        return WonFlip(won=low == "you win the flip")
    cast = re.fullmatch(r"(?:~|this spell) was cast from (?:a |your )?(graveyard|exile|hand)",
                        low)
    if cast:  # CR 601.2a: where the spell was when it was put on the stack
        return CastFrom(cast.group(1))  # type: ignore[arg-type]

    shares = re.fullmatch(r"(?:it|that card) shares a creature type with (?:~|this \w+)", low)
    if shares and ctx.antecedent is not None:  # kinship (CR 205.3m)
        return SharesCreatureType(ctx.antecedent, ThisObject())
    about_players = player_condition(low, ctx)  # "you have two or more opponents"
    if about_players is not None:
        return about_players
    revealed = revealed_condition(text, ctx)  # "if you revealed a Dragon card or ..."
    if revealed is not None:
        return revealed
    counted = threshold_condition(low, ctx)  # "if creatures you control have total power ..."
    if counted is not None:
        return counted
    if (
        " or " in low
        and ctx.rolled
        and low.count(" the result is ") == 1
        and low.startswith("the result is ")
    ):
        left, _, right = low.partition(" or the result is ")
        if right:
            return AnyOf(
                (parse_condition(left, ctx), parse_condition("the result is " + right, ctx))
            )
    rolled = _roll_condition(low, ctx, text.strip())
    if rolled is not None:
        return rolled
    match = re.fullmatch(r"you rolled (\d+) exactly (\w+) times", low)
    if match and ctx.rolled:
        times = parse_number(match.group(2), ctx)
        if isinstance(times, Fixed):
            count = ResultCount(value=int(match.group(1)))
            return AmountCompare(count, NumberCheck("eq", times.value))
    match = re.fullmatch(
        r"(it|~) has the greatest power or is tied for greatest power among creatures "
        r"on the battlefield",
        text.strip(),
    )
    if match:
        ref = ThisObject() if match.group(1) == SELF else ctx.antecedent
        if ref is None:
            raise ParseFailure(text, "'it' without an antecedent")
        return HasGreatestPower(ref, ties=True)
    extra = _more_conditions(low, text.strip(), ctx)
    if extra is not None:
        return extra
    if low in ("it's your turn", "it is your turn"):
        return IsYourTurn()
    if low in ("it's not your turn", "it isn't your turn", "it is not your turn"):
        return Not(IsYourTurn())  # an opponent's turn (CR 102.3: free-for-all)
    match = re.fullmatch(
        r"you've rolled (a die|one or more dice|(\w+) or more dice) this turn", low
    )
    if match:
        least = parse_number(match.group(2), ctx) if match.group(2) else Fixed(1)
        if isinstance(least, Fixed):
            return AmountCompare(DiceRolledThisTurn(), NumberCheck("ge", least.value))
    match = re.fullmatch(r"(?:there are )?(\w+) or more cards (?:are )?in your graveyard", low)
    if match:  # threshold-style counts
        least = parse_number(match.group(1), ctx)
        if isinstance(least, Fixed):
            return AmountCompare(CardsIn("graveyard"), NumberCheck("ge", least.value))
    match = re.fullmatch(r"the roll was (\d+) or (higher|greater|more)", low)
    if match and ctx.rolled:
        return ResultInRange(int(match.group(1)), None)
    if low in ("you're the defending player", "you are the defending player"):
        # CR 802.2a: the defending player of an attacking creature is the player it attacks
        # (or the controller of the planeswalker it attacks): "a creature ... attacks, if
        # you're the defending player" (Kazuul)
        return ObjectMatches(TriggeringObject(),
                             ObjectFilter(attacking=True, attacking_you_or_yours=True))
    match = re.fullmatch(r"that player has more cards in (?:their )?hand than you", low)
    if match and ctx.player_antecedent is not None:  # (Sandstone Oracle)
        in_hand, yours = CardsIn("hand", ctx.player_antecedent), CardsIn("hand")
        ctx.difference = Minus(in_hand, yours)  # "the difference"
        return CompareAmounts(in_hand, "gt", yours)
    match = re.fullmatch(r"that player has (\w+) or (more|fewer) cards in (?:their )?hand", low)
    if match and ctx.player_antecedent is not None:  # (Shrieking Affliction; CR 402)
        least = parse_number(match.group(1), ctx)
        if isinstance(least, Fixed):
            return AmountCompare(CardsIn("hand", ctx.player_antecedent), NumberCheck(
                "ge" if match.group(2) == "more" else "le", least.value))
    match = re.fullmatch(r"that player controls more (\w+) than you", low)
    if match and ctx.player_antecedent is not None:  # (Keeper of the Accord)
        flt, _ = parse_filter(match.group(1))
        flt = replace(flt, zone="battlefield")
        theirs = CountOf(flt, among=AllMatching(flt, controlled_by=ctx.player_antecedent))
        return CompareAmounts(theirs, "gt", CountOf(replace(flt, controller="you")))
    if re.fullmatch(r"~ is in the command zone or on the battlefield", text.strip()):
        return EMINENCE  # eminence (CR 207.2c): the ability works from both zones
    if re.fullmatch(r"~ is in the command zone", text.strip()):
        return IN_COMMAND_ZONE  # (CR 113.6, 408: an ability that works from there)
    match = re.fullmatch(r"(?:~|it) is in your graveyard", text.strip())
    if match:
        return ObjectMatches(ThisObject(), ObjectFilter(zone="graveyard", owner="you"))
    match = re.fullmatch(r"this ability has been activated (\w+) or more times this turn", low)
    if match:  # Dragon Whelp (CR 602.2: this activation included)
        number = parse_number(match.group(1), ctx)
        if isinstance(number, Fixed):
            return AmountCompare(ActivationsThisTurn(), NumberCheck("ge", number.value))
    match = re.fullmatch(r"it has (\w+) or more (.+?) counters on it", low)
    if match and ctx.antecedent is not None:  # Ordeals: "Then if it [the enchanted creature]
        # has three or more +1/+1 counters on it" (CR 608.2c, counted as it resolves)
        number = parse_number(match.group(1), ctx)
        if isinstance(number, Fixed):
            return AmountCompare(CountersOn(ctx.antecedent, match.group(2)),
                                 NumberCheck("ge", number.value))
    match = re.fullmatch(
        r"(?:there are (\w+) or (more|fewer) (.+?) counters on (?:~|it)"
        r"|~ has (\w+) or (more|fewer) (.+?) counters on it)", text.strip()
    )
    if match and match.group(4):  # "this enchantment has seven or more quest counters on it"
        match = re.fullmatch(r"~ has (\w+) or (more|fewer) (.+?) counters on it", text.strip())
    if match:
        number = parse_number(match.group(1), ctx)
        if not isinstance(number, Fixed):
            raise ParseFailure(text, "counter threshold")
        op = "ge" if match.group(2) == "more" else "le"
        return AmountCompare(
            CountersOn(ThisObject(), match.group(3)),
            NumberCheck(op, number.value),  # type: ignore[arg-type]
        )
    if low == "one or more opponents had the highest result":
        ctx.player_antecedent = HighestRollers(opponents_only=True)
        return PlayersExist(HighestRollers(opponents_only=True))
    that = re.fullmatch(r"(that creature|the sacrificed creature) (?:is|was) (?:a|an) (.+)",
                        text.strip(), re.IGNORECASE)
    if that:  # "If that creature was a Human" (CR 608.2h: as it last existed if gone)
        ref = SacrificedAsCost() if that.group(1).lower().startswith("the sacrificed") \
            else ctx.antecedent
        if ref is not None:
            return ObjectMatches(ref, _quality_filter(that.group(2)))
    more_life = re.fullmatch(r"that player or that planeswalker's controller has more life "
                             r"than you", low)
    if more_life and isinstance(ctx.antecedent, TargetRef):  # Pulse of the Forge (CR 119)
        return CompareAmounts(LifeTotal(PlayerOrController(ctx.antecedent.index)), "gt",
                              LifeTotal())
    was = re.fullmatch(r"that (?:land|creature|permanent|artifact) was (nonbasic|basic|"
                       r"legendary|nonlegendary)", low)
    if was and ctx.antecedent is not None:  # Molten Rain: as it last existed (CR 608.2h)
        word = was.group(1)
        flt = ObjectFilter(supertypes_none=(word[3:],)) if word.startswith("non") \
            else ObjectFilter(supertypes=(word,))
        return ObjectMatches(ctx.antecedent, flt)
    kw = re.fullmatch(r"(?:that creature|it) has (flying|reach|defender|haste|trample|"
                      r"deathtouch|lifelink|vigilance|menace|first strike|double strike|"
                      r"hexproof|indestructible|shroud|infect|wither)", low)
    if kw and ctx.antecedent is not None:  # "If that creature has infect" (CR 702.90)
        return ObjectMatches(ctx.antecedent, ObjectFilter(keywords_all=(kw.group(1),)))
    color = re.fullmatch(r"(?:it's|it is) (white|blue|black|red|green)", low)
    if color and ctx.antecedent is not None:  # "... on equipped creature if it's black"
        letter = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
        return ObjectMatches(ctx.antecedent, ObjectFilter(colors_any=(letter[color.group(1)],)))
    spell = ctx.antecedent or ctx.cast_spell  # "Whenever you cast a spell, if it's ..."
    if low == "it's at least one of the chosen colors" and spell is not None:
        return ObjectMatches(spell, ObjectFilter(chosen_quality="color"))  # CR 607.2d
    match = re.fullmatch(r"that (?:creature|enchantment|artifact|permanent|land) is (?:a|an) (.+)",
                         low)
    if match and ctx.in_trigger:  # "Whenever an enchantment you control enters, ... If that
        # enchantment is an Aura, ...": the object the event was about (CR 603.2)
        ctx.antecedent = TriggeringObject()
        flt, _ = parse_filter(text.strip()[match.start(1):match.end(1)])
        return ObjectMatches(TriggeringObject(), flt)
    match = re.fullmatch(r"(?:it's|it is|it was|that card is|that card was|the card is|that's) "
                         r"(?:a|an) (.+)", low)
    if match and ctx.antecedent is not None:  # (a subtype keeps its capital: "a Zombie card")
        noun = text.strip()[match.start(1):match.end(1)]
        either = noun.split(" or ")
        if len(either) == 2 and any(e.startswith("enchanted ") for e in either):
            # "an enchanted creature or enchantment creature": either (CR 303.4e)
            return AnyOf(tuple(ObjectMatches(ctx.antecedent, _quality_filter(e))
                               for e in either))
        return ObjectMatches(ctx.antecedent, _quality_filter(noun))
    match = re.fullmatch(r"you have no cards in hand", low)
    if match:
        return AmountCompare(CardsIn("hand"), NumberCheck("eq", 0))
    match = re.fullmatch(r"you have (\d+) or (more|less|fewer) (cards in hand|life)", low)
    if match:
        amount: Amount = LifeTotal() if match.group(3) == "life" else CardsIn("hand")
        op = "ge" if match.group(2) == "more" else "le"
        return AmountCompare(amount, NumberCheck(op, int(match.group(1))))  # type: ignore[arg-type]
    match = re.fullmatch(r"(?:~|this creature|it) is (monstrous|renowned)", low)
    if match:  # CR 701.31b, 702.112b: a designation of the source permanent
        return HasDesignation(match.group(1))  # type: ignore[arg-type]
    match = re.fullmatch(r"an opponent controls (?:a|an) (.+)", text.strip(), re.IGNORECASE)
    if match:  # "as long as an opponent controls a Human": one or more of theirs
        noun = re.sub(r" or (?:a|an) ", " or ", match.group(1))
        flt, _ = parse_filter(noun)
        flt = replace(flt, controller="opponent", zone="battlefield")
        return AmountCompare(CountOf(flt), NumberCheck("ge", 1))
    match = re.fullmatch(r"you control (\w+)s named (.+) and (.+)", text.strip())
    if match:  # "you control artifacts named Crown of Empires and Throne of Empires" (one of
        # each name, CR 201.2)
        kind = match.group(1).lower()
        return AllOf(tuple(YouControl(ObjectFilter(types_any=(kind,), name=name,
                                                   controller="you", zone="battlefield"))
                           for name in match.group(2, 3)))
    match = re.fullmatch(r"you (?:control (a|an|another|no)|(?:don't|do not) control (?:a|an)) "
                         r"(.+)", text.strip(), re.IGNORECASE)
    if match:  # "If you don't control a creature named Mowu" (Jiang Yanggu): "no"
        # "a Swamp or a Mountain" (the check lands): one filter, "Swamp or Mountain"
        noun = re.sub(r" or (?:a|an) ", " or ", match.group(2))
        flt, _ = parse_filter(noun)
        flt = replace(flt, controller="you", zone="battlefield",  # "no other creatures" too
                      another=flt.another or (match.group(1) or "").lower() == "another")
        cond = YouControl(flt)
        if match.group(1) is None or match.group(1).lower() == "no":
            return Not(cond)
        return cond
    match = re.fullmatch(
        r"the (natural )?result is (\d+) (or less|or greater|or more|or higher|or lower)", low
    )
    if match and ctx.rolled:
        return AmountCompare(
            DieResult(natural=bool(match.group(1))),
            NumberCheck(_CMP[match.group(3)], int(match.group(2))),  # type: ignore[arg-type]
        )
    match = re.fullmatch(r"any of those results was (\d+) or (higher|greater|more)", low)
    if match and ctx.rolled:
        return ResultInRange(int(match.group(1)), None, any_die=True)
    match = re.fullmatch(r"(?:~|it) is (?:a|an) (.+)", text.strip().replace(SELF, "~"))
    if match:
        flt, _ = parse_filter(match.group(1))
        return ObjectMatches(ThisObject(), flt)

    state = state_condition(text, ctx)  # "~ is equipped", "your devotion to ... is less ..."
    if state is not None:
        return state
    happened = event_condition(text, ctx)  # "if you cast it", celebration, descend, "it
    if happened is not None:  # had counters on it" (grimoire.oracle.event_conditions)
        return happened
    board = board_condition(text, ctx)  # "enchanted creature is a Human", "there are ..."
    if board is not None:
        return board
    from grimoire.oracle.compound_conditions import compound_condition

    compound = compound_condition(text, ctx)  # "it's on the battlefield and ..."
    if compound is not None:
        return compound
    raise ParseFailure(text, "unknown condition")


_TURN_EVENTS = {
    "a creature died this turn": "creature_died",
    "you attacked this turn": "you_attacked",
    "you attacked with a creature this turn": "you_attacked",
    "a creature attacked this turn": "creature_attacked",  # any player's (CR 508.1)
    "you gained life this turn": "you_gained_life",
    "an opponent lost life this turn": "opponent_lost_life",
    "a permanent left the battlefield under your control this turn": (
        "permanent_left_your_control"
    ),
    "a permanent you controlled left the battlefield this turn": "permanent_left_your_control",
    "you've cast a spell this turn": "you_cast_spell",
    "you cast a spell this turn": "you_cast_spell",
    "an opponent was dealt damage this turn": "opponent_dealt_damage",  # CR 702.54a
    "you've visited an attraction this turn": "you_visited_attraction",  # CR 701.49a
    "you had a land enter under your control this turn": "land_entered_yours",  # CR 603.6a
    "you had a land enter the battlefield under your control this turn": "land_entered_yours",
    "you created a token this turn": "you_created_token",  # CR 111.2
    "you've created a token this turn": "you_created_token",
    "a nonland permanent left the battlefield this turn": "nonland_permanent_left",  # void
    "a spell was warped this turn": "spell_warped",  # void (warp: grimoire.mechanics.warp)
    "a noncreature permanent under your control was destroyed this turn by a spell or ability "
    "an opponent controlled": "noncreature_yours_destroyed_by_opponent",  # (Cobra Trap)
}
_NEGATED = {
    "you didn't cast a spell this turn": "you cast a spell this turn",
    "you haven't cast a spell this turn": "you cast a spell this turn",
    "you didn't attack this turn": "you attacked this turn",
    "you didn't attack with a creature this turn": "you attacked with a creature this turn",
    "no creatures died this turn": "a creature died this turn",
    "no creatures attacked this turn": "a creature attacked this turn",
}
"""Turn-history conditions in the negative, as ``Not`` of the positive one."""
_CAST_WITH = {
    "kicked": "kicked",
    "bargained": "bargained",
}
_STATUS = {
    "you're the monarch": "monarch",
    "you are the monarch": "monarch",
    "you have the city's blessing": "citys_blessing",
    "you have the initiative": "initiative",
    "you've completed a dungeon": "completed_dungeon",  # CR 309.7
    "you have completed a dungeon": "completed_dungeon",
    "you control your commander": "controls_commander",  # CR 903.3d (lieutenant)
    "you control a commander": "controls_a_commander",  # any player's (Fierce Guardianship)
    "you have max speed": "max_speed",  # CR 702.179e
    "you were the monarch as the turn began": "monarch_as_turn_began",  # CR 722
}


def _more_conditions(low: str, text: str, ctx: Context) -> Condition | None:
    """Kicker, this-turn history, designations, counts of permanents and card types."""

    match = re.fullmatch(r"(?:~'s|its|this \w+'s) (surge|spectacle) cost was paid", low)
    if match:  # CR 702.117a, 702.137a (the alternative cost's cast option)
        return CastWith("surged" if match.group(1) == "surge" else "spectacle")
    match = re.fullmatch(r"(that creature|it) was cast for its warp cost", low)
    if match and ctx.antecedent is not None:  # Full Bore (how the permanent was cast)
        return ObjectMatches(ctx.antecedent, ObjectFilter(cast_with="warped"))
    if low == "tribute wasn't paid":  # CR 702.104b (grimoire.mechanics.tribute)
        return Not(CastWith("tribute_paid"))
    match = re.fullmatch(r"you control (\w+) or more creatures with different (powers|"
                         r"toughnesses|mana values)", low)
    if match:  # coven (CR 207.2c): that many different powers among creatures you control
        stat = {"powers": "power", "toughnesses": "toughness"}.get(match.group(2), "mana_value")
        mine = ObjectFilter(types_any=("creature",), controller="you", zone="battlefield")
        return AmountCompare(DistinctAmong(mine, stat),  # type: ignore[arg-type]
                             NumberCheck("ge", count_word(match.group(1))))
    if low == "that spell was kicked" and ctx.cast_spell is not None:  # CR 702.33d: the
        # spell cast (still read if it was countered since: the ability resolves anyway)
        return ObjectMatches(ctx.cast_spell, ObjectFilter(cast_with="kicked"))
    match = re.fullmatch(r"(?:~|it|this \w+) was (kicked|bargained)", low)
    if match:
        return CastWith(_CAST_WITH[match.group(1)])  # type: ignore[arg-type]  # CR 702.33d
    match = re.fullmatch(r"(?:~|it|this \w+) was kicked with its ((?:\{[^}]+\})+) kicker",
                         text.strip(), re.IGNORECASE)
    if match:  # CR 702.33f: the ability linked to that kicker cost
        try:
            return KickedWith(str(ManaCost.parse(match.group(1).upper())))
        except ManaSymbolError as error:
            raise ParseFailure(text, str(error)) from error
    match = re.fullmatch(r"your life total is (less|greater) than your starting life total", low)
    if match:  # CR 119.1, 103.4
        return CompareAmounts(LifeTotal(You()), "lt" if match.group(1) == "less" else "gt",
                              StartingLife())
    match = re.fullmatch(r"you have at least (\d+) life more than your starting life total", low)
    if match:  # CR 119.1, 103.4: life total >= starting life total + N
        return CompareAmounts(LifeTotal(You()), "ge",
                              Plus((StartingLife(), Fixed(int(match.group(1))))))
    match = re.fullmatch(r"you(?:'ve| have)? (gained|lost) (?:(\w+) or more )?life (this|last) "
                         r"turn", low)
    if match and (match.group(2) or match.group(3) == "last" or match.group(1) == "lost"):
        least = parse_number(match.group(2), ctx) if match.group(2) else Fixed(1)
        if isinstance(least, Fixed):  # CR 119.3 ("you gained life this turn" is an event)
            return AmountCompare(LifeChangedTotal(match.group(1) == "gained",
                                                  match.group(3) == "last"),
                                 NumberCheck("ge", least.value))
    match = re.fullmatch(r"\{([wubrg])\} was spent to cast (?:~|it|this spell|this creature)",
                         low)
    if match:  # CR 601.2h: the mana paid for the spell
        return ManaSpentToCast(match.group(1).upper())
    match = re.fullmatch(r"at least (\w+) (white|blue|black|red|green) mana was spent to cast "
                         r"(?:~|it|this spell|this creature)", low)
    if match:  # adamant
        least = parse_number(match.group(1), ctx)
        if isinstance(least, Fixed):
            color = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
            return ManaSpentToCast(color[match.group(2)], least.value)
    if low == "the gift was promised":
        return CastWith("gift_promised")
    if low in _TURN_EVENTS:
        return HappenedThisTurn(_TURN_EVENTS[low])  # type: ignore[arg-type]
    negated = _NEGATED.get(low)
    if negated is not None:  # "if you didn't cast a spell this turn" (CR 603.4)
        return Not(HappenedThisTurn(_TURN_EVENTS[negated]))  # type: ignore[arg-type]
    if low in _STATUS:
        return PlayerStatus(_STATUS[low])  # type: ignore[arg-type]
    match = re.fullmatch(r"x is (\d+) or (more|greater|less)", low)
    if match:
        op = "le" if match.group(2) == "less" else "ge"
        return AmountCompare(VarX(), NumberCheck(op, int(match.group(1))))  # type: ignore[arg-type]
    match = re.fullmatch(r"you control (\w+) or (fewer|more) (other )?(.+)", text, re.IGNORECASE)
    if match and (match.group(2) == "fewer" or match.group(3)):
        most = parse_number(match.group(1), ctx)
        if isinstance(most, Fixed):
            flt, _ = parse_filter(match.group(4))
            flt = replace(flt, controller="you", zone="battlefield", another=bool(match.group(3)))
            op = "le" if match.group(2) == "fewer" else "ge"
            return AmountCompare(CountOf(flt), NumberCheck(op, most.value))  # type: ignore[arg-type]
    match = re.fullmatch(r"you control (\w+) or more (.+)", text, re.IGNORECASE)
    if match:
        least = parse_number(match.group(1), ctx)
        if isinstance(least, Fixed) and " with " not in match.group(2):
            flt, _ = parse_filter(match.group(2))
            return YouControl(replace(flt, controller="you", zone="battlefield"), least.value)
    match = re.fullmatch(r"there are (\w+) or more card types among cards in your graveyard", low)
    if match:
        least = parse_number(match.group(1), ctx)
        if isinstance(least, Fixed):
            return AmountCompare(CardTypesIn("graveyard"), NumberCheck("ge", least.value))
    if low == "no spells were cast last turn":
        return AmountCompare(SpellsCastLastTurn(), NumberCheck("eq", 0))
    match = re.fullmatch(r"a player cast (\w+) or more spells last turn", low)
    if match:
        least = parse_number(match.group(1), ctx)
        if isinstance(least, Fixed):
            return AmountCompare(SpellsCastLastTurn(True), NumberCheck("ge", least.value))
    match = re.fullmatch(r"(~|it) is (tapped|untapped|attacking|blocking)", text.replace(SELF, "~"))
    if match:
        ref = ThisObject() if match.group(1) == "~" else ctx.antecedent
        if ref is None:
            return None
        word = match.group(2)
        flt = (
            ObjectFilter(tapped=word == "tapped")
            if word in ("tapped", "untapped")
            else ObjectFilter(attacking=True)
            if word == "attacking"
            else ObjectFilter(blocking=True)
        )
        return ObjectMatches(ref, flt)
    return None
