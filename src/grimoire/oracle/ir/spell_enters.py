"""The IR node of an effect that makes a spell's permanent enter with counters."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.values import Amount, ObjectRef

__all__ = ["SpellEntersWithCounters"]


@dataclass(frozen=True, slots=True)
class SpellEntersWithCounters:
    """ "When you cast this spell, ... This creature enters with X +1/+1 counters on it, where
    X is ..." (Naya Soulbeast), "Whenever you cast a creature spell, that creature enters with
    X additional +1/+1 counters on it, where X is ..." (Communal Brewing): a replacement
    effect on how the permanent the spell ``what`` becomes enters (CR 614.1c), made as the
    cast trigger resolves; ``amount`` is read then, so every player knows it while the spell
    is on the stack (Naya Soulbeast's ruling). No spell there any more (countered), it does
    nothing; the trigger countered, it never applies (grimoire.mechanics.spell_enters)."""

    what: ObjectRef
    amount: Amount
