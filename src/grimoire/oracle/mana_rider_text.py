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

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AddMana,
    AddManaChoice,
    AddManaCommanderIdentity,
    Effect,
    ManaSpentRider,
)

_RIDER = re.compile(r"When that mana is spent to cast (.+?), (.+)")
_SHARES = " that shares a creature type with your commander"
_MANA = (AddMana, AddManaChoice, AddManaCommanderIdentity)


def mana_rider(sentence: str, steps: list[Effect], ctx: Context) -> ManaSpentRider | None:
    """The rider ``sentence`` puts on the mana the step before it adds, or None."""
    match = _RIDER.fullmatch(sentence.strip().rstrip("."))
    if match is None or not steps or not isinstance(steps[-1], _MANA):
        return None
    phrase, rest = match.groups()
    if "that spell" in rest or "it" in rest.split():
        raise ParseFailure(sentence, "a rider's effect on the spell")
    shares = phrase.endswith(_SHARES)
    if shares:
        phrase = phrase[: -len(_SHARES)]
    flt, _ = parse_filter(re.sub(r"^an? ", "", phrase))
    if not flt.is_spell:
        raise ParseFailure(sentence, "mana spent on something other than a spell")
    from grimoire.oracle.effects import parse_effect

    inner = Context(card_name=ctx.card_name)
    effect = parse_effect(rest, inner)
    if inner.targets:
        raise ParseFailure(sentence, "a rider with targets")
    return ManaSpentRider(flt, effect, shares)
