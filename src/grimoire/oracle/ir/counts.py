"""Amounts that count a quality over a player's permanents or an object's counters.

* :class:`BasicLandTypes`: domain's "the number of basic land types among lands you
  control" (CR 305.6; domain is an ability word, CR 207.2c);
* :class:`PartySize`: "the number of creatures in your party" (CR 700.8);
* :class:`AllCountersOn`: "for each counter on ~" (counters of every kind, CR 122.1);
* :class:`ColorsAmong`: "for each color among permanents you control" (CR 105.2);
* :class:`DistinctNames`: "the number of differently named lands you control" (CR 201.2);
* :class:`SpellsCastThisTurn`: "for each spell you've cast this turn" (CR 601.2i);
* :class:`CommanderCastsBy`: "for each time you've cast your commander from the command
  zone this game" (CR 903.8).

They live apart from :mod:`.values` (which re-exports them in its ``Amount`` union) and are
evaluated by :mod:`grimoire.mechanics.amount_counts`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from grimoire.oracle.ir.filters import ObjectFilter

if TYPE_CHECKING:
    from grimoire.oracle.ir.values import ObjectRef, PlayerRef


@dataclass(frozen=True, slots=True)
class BasicLandTypes:
    """How many of the five basic land types (CR 305.6) appear among the lands ``player``
    controls (summed over several players, each counted alone); a land with two types
    counts for both, ten Forests count once (the domain rulings)."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class PartySize:
    """How many creatures are in ``player``'s party: up to one each of Cleric, Rogue,
    Warrior and Wizard they control, counted the way that gives the highest number
    (CR 700.8, 700.8a-b), 0 to 4."""

    player: PlayerRef


@dataclass(frozen=True, slots=True)
class AllCountersOn:
    """How many counters of any kind are on the referenced object ("for each counter on
    ~"; CR 122.1), last known information when it is gone (CR 608.2h)."""

    ref: ObjectRef


@dataclass(frozen=True, slots=True)
class ColorsAmong:
    """How many of the five colors appear among the objects matching ``filter`` (CR 105.2:
    a multicolored object shows each of its colors; colorless adds none)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class DistinctNames:
    """How many different names the objects matching ``filter`` have (CR 201.2; a
    face-down permanent has no name and adds none, CR 708.2)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class SpellsCastThisTurn:
    """How many spells matching ``filter`` ``player`` cast this turn (CR 601.2i: one cast
    each; a copy isn't cast, CR 707.10); ``other``: the source spell itself not counted
    ("each other spell you've cast this turn")."""

    player: PlayerRef
    filter: ObjectFilter = field(default_factory=ObjectFilter)
    other: bool = False


@dataclass(frozen=True, slots=True)
class CommanderCastsBy:
    """How many times ``player`` cast their commanders from the command zone this game
    (CR 903.8: "for each time you've cast your commander from the command zone this game");
    0 without a commander."""

    player: PlayerRef


__all__ = ["AllCountersOn", "BasicLandTypes", "ColorsAmong", "CommanderCastsBy",
           "DistinctNames", "PartySize", "SpellsCastThisTurn"]
