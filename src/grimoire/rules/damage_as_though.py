"""Damage dealt as though its source had a keyword (:class:`~grimoire.oracle.ir.
DamageAsThough`): "All damage is dealt as though its source had wither." (Everlasting
Torment). While such a permanent is on the battlefield, the results of all damage (CR 120.3)
are those of a source with wither (-1/-1 counters on a creature, CR 120.3d, 702.80a) or
infect (also poison counters for a player, CR 120.3b, 702.90b), whatever the source and
wherever it deals damage from (CR 702.80c; the card's ruling). Only the results change: the
source doesn't gain the keyword."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.cardinfo import present

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_WORDS = frozenset({"DamageAsThough"})


def damage_keywords(game: Game) -> frozenset[str]:
    """The keywords every source's damage is dealt as though it had now."""
    if not game.n_statics or not present(game, _WORDS):
        return frozenset()
    found: set[str] = set()
    for oid in game.battlefield:
        for _index, ability in game.objects[oid].info.statics:
            if isinstance(ability.effect, ir.DamageAsThough):
                found.add(ability.effect.keyword)
    return frozenset(found)
