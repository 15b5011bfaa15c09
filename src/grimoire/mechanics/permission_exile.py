"""A spell cast with a play permission that says "If that spell would be put into a
graveyard, exile it instead" (Dire Fleet Daredevil, Mission Briefing; CR 614.1a): as the
card is cast with that permission (:data:`grimoire.rules.cast_permission.EXILE_INSTEAD`
on the card, the permission its caster's), the spell keeps the flag whose move rule exiles
it instead of putting it into a graveyard (resolved, countered, CR 608.2n, 701.6a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks
from grimoire.rules.cast_permission import exiled_instead
from grimoire.rules.casting import EXILE_IF_GRAVEYARD

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_NONE: frozenset[str] = frozenset()
_EXILE = frozenset({EXILE_IF_GRAVEYARD})


def _casting(game: Game, player: int, card: GameObject, action: CastSpell,
             ctx: CastContext) -> frozenset[str]:
    if card.flags and exiled_instead(game, player, card):
        return _EXILE
    return _NONE


hooks.SPELL_CAST.add(_casting)
