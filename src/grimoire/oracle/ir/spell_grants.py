"""The IR node of a static ability that gives the spells its controller casts a keyword."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle.ir.filters import ObjectFilter

if TYPE_CHECKING:
    from grimoire.oracle.ir.abilities import Keyword

__all__ = ["SpellsHave"]


@dataclass(frozen=True, slots=True)
class SpellsHave:
    """ "Creature spells you cast have offspring {2}" (Zinnia, Valley's Voice), "Artifact
    spells you cast have convoke" (Chief Engineer):
    while the source is on the battlefield, each spell its controller casts that matches
    ``kind`` (None: every spell; its characteristics as it is cast) and, with ``from_zone``,
    is cast from that zone has ``keyword`` (CR 611.3a, 613.1f; the spell has it as it is
    cast, so its costs are determined with it, CR 601.2b, 601.2f, 113.6d-e). An ability it
    gives that works only on the battlefield (offspring's enters trigger) stays with the
    permanent the spell becomes (CR 611.3d; grimoire.mechanics.spell_grants)."""

    keyword: Keyword
    kind: ObjectFilter | None = None
    from_zone: str | None = None
