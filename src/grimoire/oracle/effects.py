"""Effect text to IR: sentences, "Then", "If you do", "Otherwise", "you may", "unless", and
clauses joined by "and" / ", then", each clause handed to a verb parser (:mod:`verbs`).

>>> ctx = Context()
>>> parse_effect("You gain 3 life and draw three cards.", ctx).steps[1]
DrawCards(amount=Fixed(value=3), player=You())
>>> parse_effect("~ deals 3 damage to any target.", ctx)  # doctest: +NORMALIZE_WHITESPACE
DealDamage(amount=Fixed(value=3), recipient=TargetRef(index=0), source=ThisObject(),
           no_regenerate=False, each_source=False, unpreventable=False)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle import keep_rest_text as rest_text
from grimoire.oracle.amount_phrases import amount_ahead, each_players_own, equal_to
from grimoire.oracle.amounts import for_each_amount, result_count
from grimoire.oracle.attacking_each_text import tokens_attacking_each
from grimoire.oracle.block_tax_text import block_tax_sentence
from grimoire.oracle.cant_text import cant_do
from grimoire.oracle.char_predicates import predicate_effect
from grimoire.oracle.characteristic_text import characteristic_effect, while_counter_effect
from grimoire.oracle.checks import check_clause, special_sentence
from grimoire.oracle.chosen_text import each_chooses_type, that_quality
from grimoire.oracle.combat_text import combat_clause
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.costs import defined_x, parse_cost
from grimoire.oracle.delayed_text import delayed_instruction
from grimoire.oracle.each_player_text import each_player_clause
from grimoire.oracle.emblem_text import emblem_clause
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.follow_up import amend_nested
from grimoire.oracle.granted_source import granter_ref
from grimoire.oracle.instead_text import conditional_instead
from grimoire.oracle.ir import (
    AddMana,
    AddManaChoice,
    AllMatching,
    Animate,
    Bound,
    CastCard,
    Chosen,
    ChosenPlayer,
    Conditional,
    ControllerOf,
    CopySpell,
    CreateTokens,
    DealDamage,
    DelayedTrigger,
    Destroy,
    DiesTrigger,
    EachOpponent,
    EachPlayer,
    Effect,
    EntersTappedEffect,
    Exile,
    ExtraLandPlay,
    ForEach,
    IfDid,
    KeywordAction,
    LeavesTrigger,
    MayDo,
    MayPlay,
    NameObjects,
    ObjectMatches,
    RepeatForResults,
    ResultInRange,
    RollAgain,
    SacrificeObjects,
    Sequence,
    SetMaxHandSize,
    StepTrigger,
    TargetRef,
    ThisObject,
    TriggeringObject,
    Unimplemented,
    UnlessPays,
    WonFlip,
    You,
    iter_nodes,
)
from grimoire.oracle.kicked_instead import kicked_instead
from grimoire.oracle.lexer import NO_LOW, SELF
from grimoire.oracle.life_text import life_total_clause
from grimoire.oracle.loyalty import loyalty_clause
from grimoire.oracle.mana_rider_text import mana_rider
from grimoire.oracle.mana_text import spend_restriction
from grimoire.oracle.next_cast_text import next_cast_sentence
from grimoire.oracle.other_may import other_player_may
from grimoire.oracle.others_text import target_and_others, targets_others
from grimoire.oracle.per_opponent import both_players_each, does_the_same, per_opponent_targets
from grimoire.oracle.planar_text import planar_sentence
from grimoire.oracle.prevention_shields import prevented_sentence
from grimoire.oracle.reflexive_text import reflexive_clause
from grimoire.oracle.refs import parse_object, parse_player, parse_target
from grimoire.oracle.repeat import damaged_this_way, exile_countered, exile_if_dies, repeat_process
from grimoire.oracle.roll_duration_text import until_roll_sentence
from grimoire.oracle.same_is_true import same_is_true
from grimoire.oracle.search_list_text import joined_search
from grimoire.oracle.search_text import amend_search
from grimoire.oracle.sentence_links import link_binds, merge_linked, trailing_if
from grimoire.oracle.spell_enters_text import spell_enters_sentence
from grimoire.oracle.spent_pairs import spent_pairs
from grimoire.oracle.still_types import keeping_types
from grimoire.oracle.text_change_text import not_new_word
from grimoire.oracle.this_way_text import per_controller, per_controller_search, per_player
from grimoire.oracle.token_binding import token_bound
from grimoire.oracle.token_pt_text import token_pt
from grimoire.oracle.tokens import compile_rules
from grimoire.oracle.until_eot_text import eot_front
from grimoire.oracle.verbs import VERBS, doesnt_untap, put_rest
from grimoire.oracle.vow_text import vow_sentence
from grimoire.oracle.warp_text import shuffle_then_reveal
from grimoire.oracle.who_did_text import players_who_did

_THIRD = {
    "draws": "draw", "gains": "gain", "loses": "lose", "gets": "get",
    "deals": "deal", "endures": "endure", "assigns": "assign",
    "creates": "create",
    "destroys": "destroy",
    "exiles": "exile",
    "returns": "return",
    "puts": "put",
    "sacrifices": "sacrifice",
    "discards": "discard",
    "taps": "tap",
    "untaps": "untap",
    "scries": "scry",
    "surveils": "surveil",
    "mills": "mill",
    "searches": "search",
    "shuffles": "shuffle",
    "counters": "counter",
    "adds": "add",
    "copies": "copy",
    "explores": "explore",
    "connives": "connive",
    "ventures": "venture",
    "learns": "learn",
    "amasses": "amass",
    "takes": "take",
    "skips": "skip",
    "casts": "cast",
    "looks": "look",
    "fights": "fight",
    "rolls": "roll",
    "becomes": "become",
    "doubles": "double",
    "wins": "win",
    "assembles": "assemble",
    "regenerates": "regenerate",
    "proliferates": "proliferate", "incubates": "incubate",
    "investigates": "investigate",
    "reveals": "reveal",
    "pays": "pay",
    "transforms": "transform",
    "phases": "phase",
    "chooses": "choose",
}
_THEY_VERBS = frozenset(("draw", "discard", "mill", "scry", "surveil", "search", "shuffle"))
"""Verbs only a player does: "If the player does, they draw a card" ("they": the player
antecedent, never objects)."""
_THIRD_RE = re.compile(r"\b(" + "|".join(_THIRD) + r")\b")
_THIRD_OF = {base: third for third, base in _THIRD.items()}
_HAVE = re.compile(r"have (.+?) (" + "|".join(_THIRD_OF) + r")(?= )(.*)")
_NOOP = Sequence(())


def split_sentences(text: str) -> list[str]:
    """Split effect text into sentences, never inside quoted text.

    >>> split_sentences('Create a token with "Draw a card." Then scry 1.')
    ['Create a token with "Draw a card."', 'Then scry 1.']
    """
    sentences: list[str] = []
    current = ""
    quoted = False
    for index, char in enumerate(text):
        current += char
        if char == '"':
            quoted = not quoted
            if (
                not quoted
                and current[-2:-1] in (".", "!")
                and text[index + 1 : index + 2] in ("", " ")
            ):
                sentences.append(current.strip())
                current = ""
            continue
        if char in ".!" and not quoted:
            following = text[index + 1 : index + 2]
            if following in ("", " ", '"'):
                if following == '"':
                    continue
                sentences.append(current.strip())
                current = ""
    if current.strip():
        sentences.append(current.strip())
    return [s for s in sentences if s]


def seq(steps: list[Effect]) -> Effect:
    """One step, or a :class:`Sequence` of several (nested sequences flattened)."""
    flat: list[Effect] = []
    for step in steps:
        if isinstance(step, Sequence):
            flat.extend(step.steps)
        else:
            flat.append(step)
    for index, step in enumerate(flat):
        # "create a token, then attach ~ to it": the token is bound for the later step.
        flat[index] = token_bound(step, flat[index + 1 :])
    # "the creature you sacrificed this way" reads the sacrifice's bound objects
    return flat[0] if len(flat) == 1 else link_binds(Sequence(tuple(flat)))


def parse_effect(text: str, ctx: Context) -> Effect:
    """Parse one or more sentences of effect text."""
    steps: list[Effect] = []
    for sentence in spent_pairs(split_sentences(joined_search(text))):  # (Firespout: two
        # halves; Shard Convergence: one search for a list)
        exiled = exile_countered(sentence, steps)  # "...countered this way, exile it instead"
        if exiled is not None:
            steps[-1] = exiled
            continue
        instead = exile_if_dies(sentence, steps, ctx) or damaged_this_way(  # "If a creature
            sentence, steps, ctx, parse_compound) or prevented_sentence(  # is dealt damage
            sentence, steps, ctx, parse_compound)  # this way" (608.2c), "prevented" (615.5)
        if instead is not None:
            steps.append(instead)
            continue
        try:
            repeat = repeat_process(sentence, steps, ctx)  # "..., repeat this process."
        except ParseFailure:
            repeat = None
        if repeat is not None:
            steps[:] = [repeat]
            continue
        amended = _amend_previous(sentence, steps) or token_pt(sentence, steps, ctx) or \
            amend_nested(sentence, steps, _amend_previous)  # (inside "If you do", "you may")
        if amended is not None:
            steps[-1] = amended
            continue
        # "If ~ was kicked, ... instead."
        kicked = kicked_instead(sentence, steps, ctx, parse_effect)
        if kicked is not None:
            steps[-1] = kicked
            continue

        replaced = conditional_instead(sentence, steps, ctx)  # "If C, ... instead." (608.2c)
        if replaced is not None:
            steps[-1] = replaced
            continue

        warped = shuffle_then_reveal(sentence, steps, ctx)  # Chaos Warp
        if warped is not None:
            steps.append(warped)
            continue

        same = does_the_same(sentence, steps, ctx, parse_compound) or same_is_true(
            sentence, steps)  # "The same is true for flying, ..."; "Each opponent attacking
        # that player does the same." / "... untaps all nonland permanents they control."
        if same is not None:
            steps.append(same)
            continue
        try:
            rider = mana_rider(sentence, steps, ctx)  # "When that mana is spent to cast ..."
        except ParseFailure as failure:
            steps.append(Unimplemented(sentence, failure.reason))
            continue
        if rider is not None:
            steps.append(rider)
            continue
        try:  # "When you next cast an instant or sorcery spell this turn, ..." (CR 603.7)
            noted = next_cast_sentence(sentence, ctx, parse_compound)
        except ParseFailure as failure:
            noted = Unimplemented(sentence, failure.reason)
        noted = noted or special_sentence(sentence, steps, ctx, parse_sentence)  # "for each"
        if noted is not None:
            steps.append(noted)
            continue
        state = ctx.snapshot()
        try:
            step = parse_sentence(sentence, ctx)
        except ParseFailure as failure:
            ctx.restore(state)
            step = trailing_if(sentence, ctx, parse_sentence) or Unimplemented(sentence,
                                                                       failure.reason)
        if step != _NOOP and not merge_linked(steps, step, sentence):
            steps.append(step)
    if not steps:
        raise ParseFailure(text, "no effect")
    return seq(steps)


def _amend_previous(sentence: str, steps: list[Effect]) -> Effect | None:
    """Sentences that qualify the step before: "It can't be regenerated." (CR 701.15c),
    "It's still a land." (after a land becomes a creature, it keeps its types)."""

    text = sentence.strip().rstrip(".").lower()
    if not steps:
        return None
    last = steps[-1]
    if (searched := amend_search(sentence, last)) is not None:
        return searched  # "If you search your library this way, shuffle." (CR 701.20a)
    if (changed := not_new_word(sentence, last)) is not None:
        return changed  # "The new creature type can't be Wall." (CR 612.2)
    inner = last.steps[-1] if isinstance(last, Sequence) and last.steps else last
    if isinstance(inner, MayDo) and isinstance(inner.effect, CreateTokens):
        # "You may create a 0/1 ... token. It has "Sacrifice this token: Add {C}."": the
        # token made if the player chooses to (its definition, CR 111.4)
        amended = _amend_previous(sentence, [inner.effect])
        if amended is None:
            return None
        new_may: Effect = replace(inner, effect=amended)
        if isinstance(last, Sequence):
            return Sequence((*last.steps[:-1], new_may))
        return new_may

    if text in ("it can't be regenerated", "they can't be regenerated",
                "that creature can't be regenerated", "the creature can't be regenerated",
                "that permanent can't be regenerated") and isinstance(inner, Destroy):
        new: Effect = replace(inner, no_regenerate=True)
    elif text in ("a creature dealt damage this way can't be regenerated this turn",
                  "it can't be regenerated this turn",
                  "that creature can't be regenerated this turn") and isinstance(
            inner, DealDamage):
        new = replace(inner, no_regenerate=True)  # CR 701.15c, for this turn
    elif text in ("you may choose new targets for the copy",
                  "you may choose a new target for the copy") and isinstance(inner, CopySpell):
        new = replace(inner, new_targets=True)  # CR 707.10c
    elif text in ("if a spell cast this way would be put into a graveyard, exile it instead",
                  "if that spell would be put into a graveyard, exile it instead",
                  "if that spell would be put into your graveyard, exile it instead") and \
            isinstance(inner, CastCard | MayPlay):  # CR 614.1a: a replacement on the spell
        new = replace(inner, exile_instead=True)
    elif re.fullmatch(r"it's still an? (?:land|enchantment|artifact)|they're still (?:lands|"
                      r"enchantments|artifacts)", text) and any(
            isinstance(n, Animate) for n in iter_nodes(last)):
        return keeping_types(last)  # type: ignore[no-any-return]  # CR 205.1b
    elif isinstance(inner, MayDo) and isinstance(inner.effect, CreateTokens) and \
            re.fullmatch(r'(?:it has|they have) .*".+"', text):
        # "you may create a 0/1 ... token. It has "..."": the token made if you do
        made = _amend_previous(sentence, [inner.effect])
        if made is None:
            return None
        new = replace(inner, effect=made)
    elif isinstance(inner, CreateTokens) and (has := re.fullmatch(
            r'(?:it has|they have) (?:((?:[a-z ]+, )+)and )?".+"', text)):
        # "Create a 0/1 Eldrazi Spawn creature token. It has "Sacrifice this creature: Add
        # {C}."": the ability is part of the token's definition (CR 111.4); "It has
        # trample, haste, and "At the beginning of the end step, sacrifice this token."":
        # keywords first, then the quoted ability.

        quoted = sentence.strip().rstrip(".")
        quoted = quoted[quoted.index('"') + 1 : quoted.rindex('"')]
        if has.group(1):
            words = [w.strip() for w in has.group(1).split(",") if w.strip()]
            quoted = "\n".join([*(w.capitalize() for w in words), quoted])
        abilities = compile_rules(inner.token.name, quoted.replace(SELF, "this creature"))
        if any(isinstance(a, Unimplemented) for a in abilities):
            return None
        token = replace(
            inner.token,
            abilities=inner.token.abilities + abilities,
            rules_text=(inner.token.rules_text + "\n" + quoted).strip(),
        )
        new = replace(inner, token=token)
    elif isinstance(inner, AddMana | AddManaChoice) and (
            spend := spend_restriction(sentence)) is not None:
        new = replace(inner, spend_only=spend)  # CR 106.6
    elif isinstance(inner, AddMana | AddManaChoice) and text in _KEPT:
        new = replace(inner, kept=True)  # CR 106.4a
    else:
        return None
    if isinstance(last, Sequence):
        return Sequence((*last.steps[:-1], new))
    return new


_KEPT = frozenset(f"until end of turn, {who} don't lose this mana as steps and phases end"
                  for who in ("you", "they"))


def parse_sentence(sentence: str, ctx: Context) -> Effect:
    """Parse one sentence (its "where X is ..." tail sets X for the sentence only)."""
    text = sentence.strip().rstrip(".").strip()
    own = rest_text.keep_one_of_each(text, ctx) or each_players_own(  # (CR 101.4: all first)
        text, ctx, parse_compound, _THIRD.get) or players_who_did(
        text, ctx, parse_compound, _THIRD.get)  # "each player ... they", "... who did"
    if own is not None:
        return own
    saved_x = ctx.x_value
    match = next((m for m in re.finditer(r",? where X is (.+?)(?:(?=, then )|$)", text)
                  if not text[:m.start()].count('"') % 2), None)  # (not a quoted ability's)
    if match:  # (Ugin's Insight: "Scry X, where X is ..., then draw three cards")
        ctx.x_value = amount_ahead(text[: match.start()], match.group(1), ctx,  # "its power"
                                   objects=" itself" not in text)  # (its own verb)
        text = text[: match.start()] + text[match.end():]
        if ctx.in_trigger and ctx.chosen_x is None:  # the later sentences' X is this one
            ctx.chosen_x = ctx.x_value  # (CR 107.3: a triggered ability has no X to choose)
    if re.fullmatch(r".+? (?:gains? life|draws? cards) and (?:gains? life|draws? cards|loses? "
                    r"life) equal to .+", text):  # both amounts are that number (Lifeblood
        text = equal_to(text, ctx)  # Hydra: "you gain life and draw cards equal to its power")
    try:
        return _sentence_body(text, ctx)
    finally:
        ctx.x_value = saved_x


_INDICATED = re.compile(
    r"(?:~|This ability) (?:has|gets) the indicated (?:effect|result)", re.IGNORECASE
)


def _sentence_body(text: str, ctx: Context) -> Effect:
    low = text.lower()
    if low.startswith("then "):
        text, low = text[5:], low[5:]
    planar = planar_sentence(text, ctx) or block_tax_sentence(text, ctx) or \
        spell_enters_sentence(text, ctx)  # CR 901, 509.1d; 614.1c: a spell's permanent
    if planar is not None:
        return planar

    rolled_off = until_roll_sentence(text, ctx)  # "..., or until any player rolls a 1, ..."
    if rolled_off is not None:
        return rolled_off
    match = re.fullmatch(r"repeat this process (one|two|three) more times?", low)
    if match and ctx.rolled:
        # CR 706.3c: the process is the roll with its table; each repeat is a roll again.
        times = {"one": 1, "two": 2, "three": 3}[match.group(1)]
        return Sequence(tuple(RollAgain() for _ in range(times)))
    if _INDICATED.fullmatch(text) and ctx.rolled:
        if text.startswith(SELF):
            ctx.antecedent = ThisObject()  # rows say "It gets -2/-2 ..."
        return _NOOP  # the results table below says what happens (CR 706.3a)
    match = re.fullmatch(r"you choose (?:a|an) (.+?) from it", text, re.IGNORECASE)
    if match and ctx.cards is not None:
        flt, _ = parse_filter(match.group(1))
        ctx.antecedent = Chosen(replace(flt, zone=None), among=ctx.cards)
        return _NOOP  # the choice is made by the step that acts on it (CR 608.2d)
    if low in ("the ring tempts you",):
        return KeywordAction("ring_tempts")  # CR 701.52a
    match = re.fullmatch(r"choose (an opponent|a player)( at random)?", low)
    if match:
        chosen = ChosenPlayer(opponent=match.group(1) == "an opponent", random=bool(match.group(2)))
        earlier = ctx.player_antecedent  # a second "Choose an opponent" is a new choice
        ctx.player_antecedent = replace(chosen, bind=earlier.bind + "'") \
            if isinstance(earlier, ChosenPlayer) else chosen
        return _NOOP
    match = re.fullmatch(r"until your next turn, (.+?) enter tapped", text, re.IGNORECASE)
    if match:
        flt = needs_battlefield(parse_filter(match.group(1))[0], match.group(1))
        return EntersTappedEffect(flt)  # CR 614.1c
    text = eot_front(text)  # "Until end of turn, ..."; "... until end of turn if <cond>"
    others = target_and_others(text, ctx, parse_compound) or targets_others(
        text, ctx, parse_compound)  # "... and other creatures ...", "each other creature"
    if others is not None:
        return others
    # "it gains haste and gets +X/+0" = "it gets +X/+0 and gains haste"; "creatures you
    # control gain trample and get +X/+X" likewise (both until end of turn, CR 611.2a)
    swap = re.fullmatch(r"(.+?) (gains?) (.+?) and (gets?) ([+-]\w+/[+-]\w+) until end of turn",
                        text)
    if swap:
        text = (f"{swap.group(1)} {swap.group(4)} {swap.group(5)} and {swap.group(2)} "
                f"{swap.group(3)} until end of turn")
    low = text.lower()
    based = re.fullmatch(r"(.+?) (has|have) (base power and toughness \d+/\d+) and (gains?) (.+) "
                         r"until end of turn", text)
    if based:  # "target creature has base power and toughness 5/5 and gains trample": both
        pronoun = "it" if based.group(2) == "has" else "they"  # until end of turn (611.2a)
        text = (f"{based.group(1)} {based.group(2)} {based.group(3)} until end of turn, then "
                f"{pronoun} {based.group(4)} {based.group(5)} until end of turn")
        low = text.lower()
    both = re.fullmatch(r"(.+?) gets ([+-]\w+/[+-]\w+) and becomes (.+) until end of turn", text)
    if both:  # "~ gets +3/+3 and becomes a Bear Berserker until end of turn": both last
        subject = both.group(1)  # until end of turn (CR 611.2a)
        text = (f"{subject} gets {both.group(2)} until end of turn, then {subject} becomes "
                f"{both.group(3)} until end of turn")
        low = text.lower()

    changed = predicate_effect(text, ctx, parse_compound) or characteristic_effect(
        text, ctx)  # CR 613: "loses all abilities and has base P/T 0/1"
    if changed is not None:
        return changed
    each = both_players_each(text, ctx, parse_compound)  # "You and that player each ..."
    if each is not None:
        return each
    per = per_opponent_targets(text, ctx, parse_compound) or per_controller(
        text, ctx, parse_compound) or each_chooses_type(text, ctx, parse_compound) \
        or per_controller_search(text, ctx) or vow_sentence(text, ctx) \
        or rest_text.keep_rest_sentence(text, ctx) or rest_text.greatest_this_way(text, ctx) \
        or tokens_attacking_each(text, ctx, parse_compound)  # "... its controller
    # may search ..."; "Each player puts a vow counter on a creature they control ..."
    if per is not None:  # "for each opponent, exile up to one target ... that player controls"
        return per
    match = re.fullmatch(r"for each (.+?), (.+)", text, re.IGNORECASE)
    if match:
        which = result_count(match.group(1), ctx)
        if which is not None:
            return RepeatForResults(which, parse_compound(match.group(2), ctx))
    match = re.fullmatch(
        r"on a (\d+)(?: or (\d+)| or (higher|greater|more|lower|less))?, (.+)", text, re.IGNORECASE
    )
    if match and ctx.rolled:
        value = int(match.group(1))
        high: int | None = int(match.group(2)) if match.group(2) else value
        low_end = value
        if match.group(3) in ("higher", "greater", "more"):
            high = None
        elif match.group(3):
            low_end, high = NO_LOW, value
        return Conditional(ResultInRange(low_end, high), parse_compound(match.group(4), ctx))
    targeted = re.fullmatch(r"(destroy|exile) (target [^,]+?) at end of combat", low)
    if targeted:  # "Destroy target blocking creature at end of combat": the target is chosen
        # now (CR 601.2c), the destruction is a delayed trigger (CR 603.7a) below
        parse_object(targeted.group(2), ctx)
        low = f"{targeted.group(1)} that creature at end of combat"
    combat_end = re.fullmatch(r"(destroy|sacrifice|exile) (that creature|it) at end of combat",
                              low)
    if combat_end and isinstance(ctx.antecedent, TriggeringObject | TargetRef | ThisObject):
        # CR 603.7a, 603.7c: a delayed ability that remembers the creature named now (this
        # object for "When this creature attacks, sacrifice it at end of combat", CR 400.7)
        named = Bound("at_end_of_combat")
        inner = parse_compound(f"{combat_end.group(1)} that creature", ctx) \
            if combat_end.group(1) != "sacrifice" else SacrificeObjects(named)
        if not isinstance(inner, Destroy | Exile | SacrificeObjects):
            raise ParseFailure(text, "which creature at end of combat")
        later = replace(inner, what=named)
        return Sequence((NameObjects(ctx.antecedent, named.name),
                         DelayedTrigger(StepTrigger("end_of_combat", "each"), later)))
    delayed = None if low.startswith(("if ", "until ")) else delayed_instruction(
        text, ctx, parse_compound)  # CR 603.7a
    if delayed is not None:
        return delayed
    if (reflexive := reflexive_clause(text, ctx, parse_compound)) is not None:
        return reflexive  # "When you do, ..." (CR 603.12)
    if re.fullmatch(r"you have no maximum hand size for the rest of the game", low):
        return SetMaxHandSize(You())  # CR 402.2
    cant = cant_do(text, ctx, parse_compound)  # "If you can't [sacrifice a creature], ..."
    if cant is not None:
        return cant
    match = re.fullmatch(r"when (that creature|it|that card) (dies|leaves the battlefield)"
                         r"( this turn)?, (.+)", text, re.IGNORECASE)  # (Searing Blood)
    if match and ctx.antecedent is not None:
        # CR 603.7a: a delayed triggered ability created by the resolving effect.

        watch = ctx.antecedent
        if isinstance(watch, Chosen):
            watch = Bound(watch.bind)
        state = ctx.snapshot()
        ctx.antecedent = TriggeringObject()
        inner = parse_compound(match.group(4), ctx)
        ctx.restore(state)
        event = DiesTrigger() if match.group(2) == "dies" else LeavesTrigger()
        return DelayedTrigger(event, inner, watch=watch, this_turn=bool(match.group(3)))
    match = re.fullmatch(r"if (?:you|the player|that player) do(?:es)?, (.+)", text,
                         re.IGNORECASE)
    if match:
        return IfDid(then=parse_compound(match.group(1), ctx))
    match = re.fullmatch(r"if (?:(?:you|the player|that player) (?:don't|doesn't)|no counters "
                         r"were removed this way), (.+)", text, re.IGNORECASE)
    if match:
        return IfDid(then=None, otherwise=parse_compound(match.group(1), ctx))
    match = re.fullmatch(r"otherwise, (.+)", text, re.IGNORECASE)
    if match:
        return IfDid(then=None, otherwise=parse_compound(match.group(1), ctx))
    match = re.fullmatch(r"if (it's an? (?:non\w+, )+non\w+ card|.+?), (.+)", text, re.I)
    if match:  # ("If it's a noncreature, nonland card, ...": a list of qualities)
        condition = parse_condition(match.group(1), ctx)
        before = ctx.antecedent  # the branches exclude each other: "it" in one never means
        if isinstance(condition, WonFlip):  # what the other one exiled
            branch = parse_compound(match.group(2), ctx)
            ctx.antecedent = before
            return Conditional(condition, branch)
        # "If ..., sacrifice ~ at the beginning of the next end step" (Dragon Whelp): the
        # delayed trigger is created only if the condition holds
        found = Conditional(condition, delayed_instruction(match.group(2), ctx, parse_compound)
                            or parse_compound(match.group(2), ctx))
        if isinstance(condition, ObjectMatches) and match.group(1).lower().startswith("it's"):
            ctx.antecedent = before  # "If it's a creature card, create a token. If it's a
        return found  # land card, put that card onto the battlefield": the revealed card
    return parse_compound(text, ctx)



_SEPARATORS = (", then ", " then ", ", and ", " and ", ", ")  # ", ": "X, Y, then Z"


def parse_compound(text: str, ctx: Context) -> Effect:
    """Parse a clause, or clauses joined by "then" / "and" (tried left to right)."""
    text = that_quality(text, ctx)  # "of that type" after "Choose a creature type."
    deals = re.fullmatch(r"(.+?) gets ([+-]\w+/[+-]\w+) until end of turn and (deals .+)", text)
    if deals:  # "~ gets +X/+0 until end of turn and deals X damage to ...": in that order
        text = f"{deals.group(1)} gets {deals.group(2)} until end of turn, then " \
               f"{deals.group(1)} {deals.group(3)}"
    state = ctx.snapshot()
    try:
        return parse_clause(text, ctx)
    except ParseFailure as failure:
        ctx.restore(state)
        first_failure = failure
    for separator in _SEPARATORS:
        start = 0
        while True:
            index = text.find(separator, start)
            if index < 0:
                break
            start = index + 1
            left, right = text[:index], text[index + len(separator) :]
            try:
                first = parse_clause(left, ctx)
                second = parse_compound(right, ctx)
            except ParseFailure:
                ctx.restore(state)
                continue
            return seq([s for s in (first, second) if s != _NOOP] or [_NOOP])
    raise first_failure


def parse_clause(text: str, ctx: Context) -> Effect:
    """Parse one clause: [subject] verb rest."""
    text = text.strip().rstrip(",")
    # "it also gains double strike": "also" adds nothing to the instruction
    text = re.sub(r"^(it|~|this creature|that creature) also (?=gains |gets )", r"\1 ", text)
    low = text.lower()
    if not text:
        raise ParseFailure(text, "empty clause")
    check = check_clause(text, ctx) or planar_sentence(text, ctx) or while_counter_effect(
        text, ctx)  # "make a charisma check"; "for as long as it has a feather counter"
    if check is not None:  # (a d20 roll); "If planeswalk gets more votes, planeswalk."
        return check
    life = life_total_clause(text, ctx) or each_player_clause(text, ctx)  # (CR 119.5, 101.4)
    if life is not None:
        return life
    if (loyal := loyalty_clause(text, ctx)) is not None:
        return loyal  # "[+2]" (CR 107.7), "you may activate ~'s loyalty ability ..." (606.3)
    if (emblem := emblem_clause(text, ctx)) is not None:
        return emblem  # "You get an emblem with "..."" (CR 114.2)
    each_may = re.fullmatch(r"each (other player|player|opponent) may (.+)", text,
                            re.IGNORECASE)
    if each_may:  # "each other player may put a creature card from their hand onto the
        # battlefield": each of them in turn order decides and acts (CR 101.4, 608.2d); in a
        # free-for-all game every other player is an opponent (CR 102.3)
        body = re.sub(r"\btheir\b", "your", re.sub(r"\bthey\b", "you", each_may.group(2)))
        each: EachPlayer | EachOpponent = (
            EachPlayer() if each_may.group(1).lower() == "player" else EachOpponent())
        return ForEach(each, parse_clause("you may " + body, ctx))
    if low.startswith("you may "):
        body = text[len("you may ") :]
        have = _HAVE.fullmatch(body)  # "you may have ~ deal 1 damage to itself" = "you
        if have:  # may: ~ deals ..."; "have target player mill two cards" (any verb)
            body = f"{have.group(1)} {_THIRD_OF[have.group(2)]}{have.group(3)}"
        late = re.fullmatch(r"((?:cast|play) .+? without paying (?:its|their) mana costs?) "
                            r"if (.+)", body)
        if late:  # "you may play the exiled card without paying its mana cost if ..."
            played = parse_compound(late.group(1), ctx)
            if isinstance(played, CastCard):  # checked as it resolves (hideaway, 702.75a)
                return Conditional(parse_condition(late.group(2), ctx),
                                   replace(played, optional=True))
        inner = parse_compound(body, ctx)
        if isinstance(inner, CastCard):
            return replace(inner, optional=True)
        if isinstance(inner, MayPlay | ExtraLandPlay):
            return inner  # a permission, not an optional action
        return MayDo(inner)
    other_may = other_player_may(text, ctx)  # "Its controller may search ..." (Path to Exile)
    if other_may is not None:
        return other_may
    match = re.fullmatch(r"(.+) unless (you|its controller|that player|they|target opponent|"
                         r"target player|that creature's controller) (.+)", text)
    if match:
        named_before = ctx.antecedent  # "that creature": named before this sentence
        effect = parse_compound(match.group(1), ctx)
        who_text = match.group(2)
        cost_text = match.group(3)
        per = re.fullmatch(r"(pays? (?:\{\w\})+) for each (.+)", cost_text)
        times = for_each_amount(per.group(2), ctx) if per else None  # CR 118.12a: "pays
        cost_text = per.group(1) if per else cost_text  # {1} for each card in your hand"
        if who_text != "you":  # CR 118.12a: that player may pay
            cost_text = re.sub(r"^(pay|sacrifice|discard)s ", r"\1 ", cost_text)
            # "sacrifices a creature of their choice": the payer chooses what pays it
            cost_text = re.sub(r" of their choice$", "", cost_text)
        if who_text == "that creature's controller" and named_before is None:
            raise ParseFailure(text, "'that creature' without an antecedent")
        who = ControllerOf(named_before) if named_before and who_text.startswith("that c") \
            else You() if who_text == "you" else parse_player(who_text, ctx)
        first, *others = rest_text.unless_alternatives(cost_text) if times is None else [cost_text]
        unless = UnlessPays(effect, parse_cost(first), who, times,  # {X}: 107.3c
                            x=defined_x(cost_text, ctx),
                            alternatives=tuple(parse_cost(o) for o in others))
        return rest_text.each_unless(unless, who_text, match.group(1))
    match = re.fullmatch(r"(?:you )?choose (.*\btarget\b.*)", text, re.IGNORECASE)
    if match:
        parse_target(match.group(1), ctx)
        return _NOOP
    special = combat_clause(text, ctx)
    if special is not None:
        return special
    text = equal_to(text, ctx)

    special = doesnt_untap(text, ctx) or (
        put_rest(text, ctx) if text.startswith("the rest ") else None
    )
    if special is not None:
        return special
    if text.lower().startswith("tap or untap "):
        ctx.last_subject = You()
        return VERBS["tap or untap"](You(), text[len("tap or untap ") :], ctx)
    words = text.split(" ", 1)
    head = words[0].lower()
    rest = words[1] if len(words) > 1 else ""
    if head == "you" and rest.split(" ", 1)[0] in VERBS:
        head, _, rest = rest.partition(" ")
    if head in VERBS:
        ctx.last_subject = You()
        return VERBS[head](You(), rest, ctx)
    if head in _THIRD and ctx.last_subject is not None:
        return VERBS[_THIRD[head]](ctx.last_subject, rest, ctx)
    verb, _, after = rest.partition(" ")  # "they draw a card": "they" is the player named,
    player = ctx.player_antecedent  # unless objects are named and the verb isn't a player's
    if head == "they" and verb in VERBS and player and (verb in _THEY_VERBS or not ctx.antecedent):
        return VERBS[verb](player, after, ctx)
    for match in _THIRD_RE.finditer(text):
        subject_text = text[: match.start()].strip()
        if not subject_text:
            continue
        state = ctx.snapshot()
        try:
            subject = _subject(subject_text, ctx)
        except ParseFailure:
            ctx.restore(state)
            continue
        ctx.last_subject = subject
        return per_player(VERBS[_THIRD[match.group(1)]](subject, text[match.end() :].strip(),
                                                        ctx))
    match = re.fullmatch(r"(.+?)(?: each)? (get|gain|lose|become|phase) (.+)", text)
    if match:  # plural subjects: "Creatures you control get +2/+2 until end of turn";
        # "Two target creatures each get +1/+1": each of them gets it (the same for all)
        state = ctx.snapshot()
        try:
            subject = _subject(match.group(1), ctx)
        except ParseFailure:
            ctx.restore(state)
        else:
            ctx.last_subject = subject
            return VERBS[match.group(2)](subject, match.group(3), ctx)
    raise ParseFailure(text, "unknown effect")


def _plural_subject(text: str, ctx: Context) -> object:
    """A bare plural noun phrase as a subject: "Creatures you control" = each of them."""

    flt, plural = parse_filter(text)
    if not plural:
        raise ParseFailure(text, "not a plural subject")
    return AllMatching(needs_battlefield(flt, text))


def _subject(text: str, ctx: Context) -> object:
    if text[:1].isupper() and not text[1:2].isupper():
        first, _, rest = text.partition(" ")
        if first.lower() in (
            "target", "each", "all", "that", "its", "it", "another", "up", "equipped",
            "enchanted", "you", "defending", "creatures", "those", "the", "other",
            "one", "two", "three", "four", "five",  # "Two target creatures each get ..."
            "any",  # "Any number of target players each gain 6 life"
            "permanents", "artifacts", "enchantments", "lands", "planeswalkers",  # plurals
        ):
            text = first.lower() + (" " + rest if rest else "")
    if text in ("they", "They") and ctx.antecedent is not None:
        return ctx.antecedent
    granter = granter_ref(text)  # CR 201.5a: in a granted ability, the granting object
    if granter is not None:
        return granter
    if text == SELF:
        if ctx.antecedent is None:  # "~ gains first strike ... it gains menace"
            ctx.antecedent = ThisObject()
        return ThisObject()
    if text == "it" and ctx.antecedent is None and ctx.of_permanent:
        return ThisObject()
    try:
        return parse_player(text, ctx)
    except ParseFailure:
        pass
    try:
        return parse_object(text, ctx)
    except ParseFailure:
        return _plural_subject(text, ctx)
