"""A spell exiled as it resolves, linked to the ability's source: "Whenever a player casts
an instant or sorcery spell, exile it instead of putting it into a graveyard as it
resolves." (CR 608.2n, 614.1a; the exiled card is one "exiled with ~", CR 607.2a)."""

from __future__ import annotations

from dataclasses import dataclass, field

from grimoire.oracle.ir.values import ObjectRef, TriggeringObject


@dataclass(frozen=True, slots=True)
class ExileAsItResolves:
    """``what`` (a spell on the stack) gets a replacement effect (CR 614.1a): when it
    finishes resolving (CR 608.2n; not when it is countered or fizzles), it is exiled
    instead of put into a graveyard, and the card is linked to this ability's source
    (CR 607.2a: "cards exiled with ~")."""

    what: ObjectRef = field(default_factory=TriggeringObject)
