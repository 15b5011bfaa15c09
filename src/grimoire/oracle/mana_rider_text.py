"""Riders on mana (CR 106.6): "When that mana is spent to cast a creature spell that shares a
creature type with your commander, scry 1." (Path of Ancestry), a sentence after "Add ...".

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import AddManaCommanderIdentity
>>> rider = mana_rider("When that mana is spent to cast a creature spell that shares a "
...                    "creature type with your commander, scry 1", [AddManaCommanderIdentity()],
...                    Context())
>>> rider.filter.types_any, rider.shares_commander_type, type(rider.effect).__name__
(('creature',), True, 'LibraryLook')
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AddMana,
    AddManaChoice,
    AddManaCommanderIdentity,
    Effect,
    Fixed,
    ManaSpentRider,
    ObjectFilter,
)

_RIDER = re.compile(r"When (?:that mana is spent|you spend this mana) to cast (.+?), (.+)")
_ENTERS = re.compile(
    r"If (?:you spend this mana|(?:that|this) mana is spent) (?:to cast|on) (.+?), "
    r"(?:it|that creature) enters with (an additional \+1/\+1 counter|a number of additional "
    r"\+1/\+1 counters) on it(?: equal to (.+))?")
_SHARES = " that shares a creature type with your commander"
_MANA = (AddMana, AddManaChoice, AddManaCommanderIdentity)


def mana_rider(sentence: str, steps: list[Effect], ctx: Context) -> ManaSpentRider | None:
    """The rider ``sentence`` puts on the mana the step before it adds, or None."""
    if not steps or not isinstance(steps[-1], _MANA):
        return None
    text = sentence.strip().rstrip(".")
    enters = _ENTERS.fullmatch(text)
    if enters:  # CR 614.1c: a replacement on how the spell's permanent enters
        phrase, counters, equal = enters.groups()
        flt, shares = _spell_filter(phrase, sentence)
        if (equal is None) != counters.startswith("an additional"):
            raise ParseFailure(sentence, "how many counters")
        amount = Fixed(1) if equal is None else parse_amount(equal, ctx)
        return ManaSpentRider(flt, None, shares, counters=amount)
    match = _RIDER.fullmatch(text)
    if match is None:
        return None
    phrase, rest = match.groups()
    if "that spell" in rest or "it" in rest.split():
        raise ParseFailure(sentence, "a rider's effect on the spell")
    flt, shares = _spell_filter(phrase, sentence)
    from grimoire.oracle.effects import parse_effect

    inner = Context(card_name=ctx.card_name)
    effect = parse_effect(rest, inner)
    if inner.targets:
        raise ParseFailure(sentence, "a rider with targets")
    return ManaSpentRider(flt, effect, shares)


def _spell_filter(phrase: str, sentence: str) -> tuple[ObjectFilter, bool]:
    """The spells the mana must be spent on, and whether they must share a creature type
    with the commander; "your commander" is a commander spell you own (CR 903.3)."""
    shares = phrase.endswith(_SHARES)
    if shares:
        phrase = phrase[: -len(_SHARES)]
    if phrase == "your commander":
        return ObjectFilter(commander=True, owner="you", is_spell=True, zone="stack"), shares
    flt, _ = parse_filter(re.sub(r"^an? ", "", phrase))
    if not flt.is_spell:
        raise ParseFailure(sentence, "mana spent on something other than a spell")
    return flt, shares
