"""Choices made once for each player of a group, with a reflexive ability per choice
(CR 603.12, 603.12a): "for each opponent, tap up to one untapped creature you control. When
you do, gain control of target creature that player controls with power less than or equal
to the tapped creature's power ..." (Nihiloor)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.effects_more import ReflexiveTrigger
from grimoire.oracle.ir.filters import ObjectFilter
from grimoire.oracle.ir.values import PlayerRef


@dataclass(frozen=True, slots=True)
class TapForEachPlayer:
    """For each player of ``players``, you choose up to one untapped permanent matching
    ``filter``, a different one each time (CR 608.2d), then tap them all at the same time
    (Nihiloor's ruling). ``then``: "When you do, ...", a reflexive ability that triggers
    once for each permanent tapped this way (CR 603.12a), its ``TriggeringObject()`` ("the
    tapped creature", read as it last existed, CR 608.2h) the permanent and its
    ``TriggeringPlayer()`` ("that player") the player it was chosen for."""

    players: PlayerRef
    filter: ObjectFilter
    then: ReflexiveTrigger | None = None
