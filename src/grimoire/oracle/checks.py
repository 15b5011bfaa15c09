"""D&D-style checks and their bullet results, and "for each <permanent>, <effect on that
permanent>".

* "make a charisma check. (Roll a d20.)": the reminder text says what the check is — a
  d20 roll (CR 706.1); any "<ability> check" reads the same way.
* Bullets under an ability that is not modal ("• If the result plus the number of
  creatures you control is greater than 11, ..."): each bullet is one more sentence of the
  ability, checked in order after the roll (no "choose", so no modes, CR 700.2).
* "For each nonlegendary creature you control, create a token that's a copy of that
  creature": :class:`~grimoire.oracle.ir.ForEachObject`, with "that creature" bound to each.

>>> from grimoire.oracle.context import Context
>>> ctx = Context(of_permanent=True)
>>> check_clause("make a charisma check", ctx), ctx.rolled
(RollDice(count=Fixed(value=1), sides=20, bonus=None, table=(), choose_from=1, \
keep_highest=None, player=You(), store_on=None), True)
>>> check_condition("the result is a natural 20", ctx)
AmountCompare(amount=DieResult(natural=True, total=False, other=False), \
check=NumberCheck(op='eq', value=20))
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.absorb_text import absorb_sentence
from grimoire.oracle.accepted_text import accepted_sentence
from grimoire.oracle.activation_text import forbid_sentence
from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.and_subjects_text import and_subjects
from grimoire.oracle.another_token_text import another_tokens
from grimoire.oracle.chosen_text import choose_sentence
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.delayed_text import after_delayed
from grimoire.oracle.devotion_mana_text import devotion_mana_sentence
from grimoire.oracle.difference_text import difference_sentence
from grimoire.oracle.each_boost_text import each_own_boost
from grimoire.oracle.each_choose_text import each_choose_sentence
from grimoire.oracle.each_of_those_text import each_of_those
from grimoire.oracle.exile_text import exile_sentence
from grimoire.oracle.extra_phases_text import effect_and_phases, extra_phases_sentence
from grimoire.oracle.face_down_exile_text import face_down_exile
from grimoire.oracle.face_down_pile_text import pile_on_top
from grimoire.oracle.fight_pairs_text import fight_pairs_sentence
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.follow_up import rest_after_look
from grimoire.oracle.for_each_front import for_each_front
from grimoire.oracle.goaded_text import goaded_sentence
from grimoire.oracle.ir import (
    AmountCompare,
    Bound,
    CompareAmounts,
    Condition,
    Conditional,
    DieResult,
    Effect,
    Fixed,
    ForEachObject,
    NumberCheck,
    Plus,
    RollDice,
    Unimplemented,
)
from grimoire.oracle.kicked_targets import kicked_targets_sentence
from grimoire.oracle.lasting_grant_text import lasting_grant_sentence
from grimoire.oracle.lasting_text import lasting_sentence
from grimoire.oracle.moved_this_way import moved_this_way
from grimoire.oracle.named_choice_text import opponents_choose_sentence, who_chose_sentence
from grimoire.oracle.noted import note_sentence
from grimoire.oracle.offer_text import offer_sentence
from grimoire.oracle.per_player_text import tap_each_sentence
from grimoire.oracle.permission_text import permission_sentence
from grimoire.oracle.piles_text import pile_sentence
from grimoire.oracle.repeat_paid_text import last_looked_on_top, repeat_paid_sentence
from grimoire.oracle.restated_did import restated_did
from grimoire.oracle.returned_counters_text import entered_counters
from grimoire.oracle.reveal_text import once_sentence, this_way_sentence
from grimoire.oracle.seating_text import next_player_sentence
from grimoire.oracle.stack_text import (
    copy_targets_sentence,
    lowest_roller_sentence,
    new_targets_sentence,
    storm_sentence,
)
from grimoire.oracle.tapped_duration import remains_tapped
from grimoire.oracle.this_way_text import searched_shuffle
from grimoire.oracle.token_attack_text import token_enters_attacking
from grimoire.oracle.vote_text import vote_sentence
from grimoire.oracle.who_cant_text import who_cant_sentence
from grimoire.oracle.x_payment_text import x_payment_sentence

_ABILITIES = ("strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma")
_CHECK = re.compile(r"make an? (" + "|".join(_ABILITIES) + r") check", re.IGNORECASE)
_COMPARE = {
    "greater than": "gt",
    "less than": "lt",
    "equal to": "eq",
    "greater than or equal to": "ge",
    "less than or equal to": "le",
}
_PLUS = re.compile(
    r"the result plus (.+?) is (" + "|".join(sorted(_COMPARE, key=len, reverse=True))
    + r") (\d+)",
    re.IGNORECASE,
)
_THAT = re.compile(r"\bthat (creature|permanent|artifact|land|enchantment|planeswalker)\b")


def check_clause(text: str, ctx: Context) -> Effect | None:
    """ "make a charisma check" (a d20 roll, per its reminder text), or None."""
    if _CHECK.fullmatch(text.strip()):
        ctx.rolled = True
        return RollDice(Fixed(1), 20)
    return None


def check_condition(text: str, ctx: Context) -> Condition | None:
    """ "the result plus <amount> is greater than N", "the result is a natural 20"."""
    low = text.strip().lower()
    match = re.fullmatch(r"the result is a natural (\d+)", low)
    if match and ctx.rolled:  # CR 706.2: the natural result, before modifiers
        return AmountCompare(DieResult(natural=True), NumberCheck("eq", int(match.group(1))))
    match = _PLUS.fullmatch(text.strip())
    if match and ctx.rolled:
        extra = parse_amount(match.group(1), ctx)
        op = _COMPARE[match.group(2).lower()]
        return CompareAmounts(Plus((DieResult(), extra)), op,  # type: ignore[arg-type]
                              Fixed(int(match.group(3))))
    return None


def bullet_results(bullets: list[str], ctx: Context) -> list[Effect]:
    """The bullets of a non-modal ability as its further sentences ("• If ..., ...")."""
    if not bullets or not all(b.lower().startswith("if ") for b in bullets):
        raise ParseFailure(" / ".join(bullets), "bullets without 'choose'")
    from grimoire.oracle.effects import parse_compound

    out: list[Effect] = []
    for bullet in bullets:
        text = bullet.strip().rstrip(".")
        match = re.fullmatch(r"if (.+?), ((?!\d).+)", text, re.IGNORECASE)
        state = ctx.snapshot()
        try:
            if match is None:
                raise ParseFailure(bullet, "bullet without a condition")
            condition = check_condition(match.group(1), ctx)
            if condition is None:
                condition = parse_condition(match.group(1), ctx)
            then = for_each_sentence(match.group(2), ctx) or parse_compound(match.group(2), ctx)
            out.append(Conditional(condition, then))
        except ParseFailure as failure:
            ctx.restore(state)
            out.append(Unimplemented(bullet, failure.reason))
    return out


def for_each_sentence(text: str, ctx: Context) -> Effect | None:
    """ "for each <permanents>, <effect on "that creature">", or None."""
    match = re.fullmatch(r"for each (.+?), (.+)", text.strip().rstrip("."), re.IGNORECASE)
    if match is None or not _THAT.search(match.group(2)):
        return None
    from grimoire.oracle.effects import parse_compound

    try:
        flt, _ = parse_filter(match.group(1))
    except ParseFailure:
        return None
    if not flt.types_any and not flt.subtypes_any:
        return None
    flt = needs_battlefield(flt, match.group(1))
    saved = ctx.antecedent
    ctx.antecedent = Bound("each")
    try:
        effect = parse_compound(match.group(2), ctx)
    finally:
        ctx.antecedent = saved
    return ForEachObject(flt, effect)


def special_sentence(sentence: str, steps: list[Effect], ctx: Context,
                     parse: Callable[[str, Context], Effect] | None = None) -> Effect | None:
    """The sentences of this round's one-off classes, tried in order (None: not one of them;
    an ``Unimplemented`` if its effect is not understood): noted roll totals
    (:mod:`~grimoire.oracle.noted`), new targets (:mod:`~grimoire.oracle.stack_text`), cast
    permissions (:mod:`~grimoire.oracle.permission_text`), "Do this only once each turn" and
    "Whenever you reveal ... this way" (:mod:`~grimoire.oracle.reveal_text`), exiling until
    (:mod:`~grimoire.oracle.exile_text`) and "for each <permanent>, ..." (above)."""

    found = devotion_mana_sentence(sentence, steps) or lasting_grant_sentence(  # "Add an
        sentence, ctx)  # amount of mana of that color equal to your devotion to that color."
    # after "Choose a color." (CR 700.5; amends); "It gains "<static>"." (CR 611.2a, 613.1f)
    found = found or tap_each_sentence(sentence, steps, ctx, parse)  # "for each opponent,
    # tap up to one ... When you do, ..." (CR 603.12a; amends its step)
    found = found or after_delayed(sentence, steps, ctx, parse) or pile_sentence(  # piles (700.3;
        sentence, steps, ctx) or pile_on_top(  # amends its step); "If you do" after a
        sentence, steps, ctx)  # delayed instruction; a face-down pile put back (CR 406.3)
    if found is None and parse is not None:  # "If you don't put the card into your hand,
        found = restated_did(sentence, steps, ctx, parse)  # ..." (CR 608.2d; amends steps)
    if found is None and parse is not None:  # "Each player who can't discards a card."
        found = who_cant_sentence(sentence, steps, ctx, parse)  # (CR 608.2c, 701.17a)
    if found is None and parse is not None:  # "it and Zombies you control gain deathtouch
        found = and_subjects(sentence, ctx, parse)  # until end of turn" (two grants)
    if found is None and parse is not None:  # "For each opponent who does, ..." after "Each
        found = offer_sentence(sentence, steps, ctx, parse)  # opponent may ..." (amends)
    if found is None and parse is not None:  # "untap all other creatures you control and
        found = effect_and_phases(sentence, ctx, parse)  # after this phase, there is ..."
    found = found or x_payment_sentence(sentence, ctx)  # "pay {X}, where X is less than ..."
    if found is None and parse is not None:  # "As many times as you choose, you may pay 1
        found = repeat_paid_sentence(sentence, ctx, parse)  # life, ..." (CR 118.3)
    found = found or last_looked_on_top(sentence, steps)  # "Then shuffle and put the last ..."
    found = found or absorb_sentence(sentence, ctx)  # "exile it ... as it resolves" (614.1a)
    found = found or token_enters_attacking(sentence, steps, ctx)  # "The token enters tapped
    # and attacking that player." (amends the token copy before it, CR 508.4)
    found = found or entered_counters(sentence, steps, ctx)  # "... enters with an additional
    # +1/+1 counter on it if it's a creature" (amends the put onto the battlefield before it)
    found = found or goaded_sentence(sentence, ctx)  # "The tokens are goaded for the rest of
    # the game." (CR 701.38a)
    found = found or accepted_sentence(sentence, steps)  # "If a player does, creatures that
    # player controls can't attack you ... until your next turn." (amends "each player may")
    found = found or opponents_choose_sentence(sentence)  # "each opponent chooses money,
    if found is None and parse is not None:  # friends, or secrets. For each player who chose
        found = who_chose_sentence(sentence, steps, ctx, parse)  # money, ..." (CR 101.4)
    if found is not None:
        return found
    chose = choose_sentence(sentence, ctx) or vote_sentence(sentence)  # "Choose a creature
    if chose is not None:  # type." (CR 608.2d), "each player votes for A or B" (CR 701.32a)
        return chose
    chosen = each_choose_sentence(sentence, ctx, parse)  # "Starting with you, each player
    if chosen is not None:  # may choose ..." and "Destroy each permanent chosen this way."
        return chosen
    lasting = lasting_sentence(sentence, ctx, parse)  # "For as long as ~ remains on the
    if lasting is not None:  # battlefield, gain control of it, it loses all abilities, ..."
        return lasting
    forbid = forbid_sentence(sentence, ctx)  # "Its activated abilities can't be activated."
    if forbid is not None:
        return forbid
    found = note_sentence(sentence, steps, ctx)  # catches its own parse failures
    if found is not None:
        return found
    found = once_sentence(sentence, steps) or searched_shuffle(sentence, steps)  # (amend the
    if found is not None:  # step before: "Do this only once each turn.", "Then each player
        return found  # who searched their library this way shuffles.")
    found = copy_targets_sentence(sentence, steps) or rest_after_look(  # "... new targets
        sentence, steps, ctx)  # for the copy" (amends); "Put the rest on the bottom ..."
    if found is not None:
        return found
    found = lowest_roller_sentence(sentence, steps, ctx) or fight_pairs_sentence(
        sentence, steps, ctx) or next_player_sentence(  # Ricochet's change of target;
        sentence, steps, ctx)  # "fights a different one of"; "... the next player in that
    # direction" (Order of Succession)
    if found is not None:
        return found
    found = storm_sentence(sentence, ctx) or another_tokens(  # "copy it for each spell cast
        sentence, steps, ctx) or extra_phases_sentence(  # before it"; "for each ..., create
        sentence) or kicked_targets_sentence(sentence, ctx)  # another one of those tokens";
    # "After this phase, there is an additional combat phase"; "another target for each kick"
    if found is not None:
        return found
    found = moved_this_way(sentence, steps, ctx, parse) if parse else None  # "If you return
    if found is None and parse is not None:  # a nonland card to your hand this way, ..."
        found = difference_sentence(sentence, ctx, parse)  # "... equal to the difference"
    if found is not None:  # (CR 608.2c)
        return found
    state = ctx.snapshot()
    try:
        return (new_targets_sentence(sentence, ctx) or permission_sentence(sentence, ctx)
                or this_way_sentence(sentence, steps, ctx) or exile_sentence(sentence, ctx)
                or for_each_sentence(sentence, ctx) or each_own_boost(sentence, ctx)
                or (face_down_exile(sentence, ctx, parse) if parse else None)  # CR 406.3
                or (each_of_those(sentence, ctx, parse) if parse else None)
                or (for_each_front(sentence, ctx, parse) if parse else None)
                or (remains_tapped(sentence, ctx, parse) if parse else None))  # CR 611.2b
    except ParseFailure as failure:
        ctx.restore(state)

        return Unimplemented(sentence, failure.reason)
