"""Which mana was spent to cast a spell (CR 601.2h), for "If {W} was spent to cast ~" and
adamant ("if at least three white mana was spent to cast this spell").

The payment notes, on the spell, one flag ``"spent:<type>:<n>"`` per type of mana spent
(WUBRGC); the permanent the spell becomes keeps them (:mod:`grimoire.rules.turn`), and a
copy of a spell has none (CR 707.10: no mana was spent to cast a copy).

>>> from types import SimpleNamespace
>>> spell = SimpleNamespace(flags=frozenset())
>>> note_spent(spell, [2, 0, 0, 1, 0, 0], [1, 0, 0, 0, 0, 0])
>>> sorted(spell.flags), spent_on(spell.flags, "W"), spent_on(spell.flags, "G")
(['spent:R:1', 'spent:W:1'], 1, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from grimoire.core.mana import MANA_TYPES

SPENT = "spent:"


def note_spent(spell: Any, before: Sequence[int], after: Sequence[int]) -> None:
    """Add to ``spell.flags`` the mana that went from the pool ``before`` to ``after``
    (counts in WUBRGC order) to pay for it."""
    spent = {f"{SPENT}{kind}:{b - a}" for kind, b, a in zip(MANA_TYPES, before, after, strict=True)
             if b > a}
    if spent:
        old = {f for f in spell.flags if f.startswith(SPENT)}
        totals = {f.split(":")[1]: int(f.split(":")[2]) for f in old}
        for flag in spent:
            kind, n = flag.split(":")[1], int(flag.split(":")[2])
            totals[kind] = totals.get(kind, 0) + n  # a cost paid in two parts adds up
        spell.flags = (spell.flags - old) | {f"{SPENT}{k}:{n}" for k, n in totals.items()}


def spent_on(flags: frozenset[str], kind: str) -> int:
    """How much mana of ``kind`` was spent to cast the object with these flags."""
    prefix = f"{SPENT}{kind}:"
    return sum(int(f[len(prefix):]) for f in flags if f.startswith(prefix))
