"""The next spell a player casts gains a keyword (see :class:`NextSpellGains`)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class NextSpellGains:
    """ "The next spell you cast this turn has convoke" (Wand of the Worldsoul; improvise,
    delve): the next spell its controller casts this turn (matching ``kind``, None: any
    spell) has the keyword as it is cast, so it helps pay its total cost (CR 702.51a,
    702.126a, 702.66a), and while it is on the stack (grimoire.mechanics.next_spell)."""

    keyword: str
    kind: ObjectFilter | None = None
