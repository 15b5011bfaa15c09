"""Playing lands from other zones: "You may play lands from your graveyard" (Crucible of
Worlds, Ramunap Excavator), "You may play Desert lands from your graveyard", "You may play
lands from the top of your library" (Courser of Kruphix, Oracle of Mul Daya).

CR 305.1: a player plays a land from their hand unless an effect allows another zone; the
play is still their land play (CR 305.2: it counts against the plays allowed), in their main
phase with an empty stack. A permanent with :class:`~grimoire.oracle.ir.PlayLandsFrom` lets
its controller play such a land card they own from their graveyard, or the top card of their
library. The kernel asks :data:`grimoire.rules.hooks.LAND_PLAYABLE` when it validates a
land play (:func:`grimoire.rules.casting.land_problem`); this mechanism answers, and offers
those plays with priority (:data:`grimoire.rules.hooks.PRIORITY_OPTIONS`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.mechanics.library_top import unwrapped
from grimoire.oracle import ir
from grimoire.rules import casting, hooks, query
from grimoire.rules.actions import PlayLand

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_WORDS = frozenset({"PlayLandsFrom"})


def permissions(game: Game, player: int) -> list[ir.PlayLandsFrom]:
    """The "play lands from ..." abilities of the permanents ``player`` controls (printed or
    granted, as they are now: CR 613.1f)."""
    return [effect for obj, effect in unwrapped(game)
            if obj.controller == player and isinstance(effect, ir.PlayLandsFrom)]


def _zone(game: Game, player: int, obj: GameObject) -> str | None:
    """Where ``obj`` is, as a permission names it: its owner's graveyard, or the top of
    their library (no other card of the library)."""
    if obj.owner != player or obj.kind != "card":
        return None
    if obj.zone == "graveyard":
        return "graveyard"
    library = game.players[player].library
    if obj.zone == "library" and library and library[-1] == obj.id:
        return "library"
    return None


def playable(game: Game, player: int, obj: GameObject) -> bool:
    """Whether a permanent ``player`` controls lets them play the land ``obj`` from where
    it is (CR 305.1)."""
    zone = _zone(game, player, obj)
    return zone is not None and any(
        p.zone == zone and query.matches(game, obj, p.filter, player)
        for p in permissions(game, player))


def options(game: Game, player: int) -> list[Action]:
    """The land plays from a graveyard or a library's top open to ``player`` now."""
    allowed = permissions(game, player)
    if not allowed:
        return []
    zones = {p.zone for p in allowed}
    me = game.players[player]
    cards = [*(me.graveyard if "graveyard" in zones else ()),
             *(me.library[-1:] if "library" in zones else ())]
    return [PlayLand(oid) for oid in cards if game.objects[oid].info.is_land
            and casting.land_problem(game, player, oid) is None]


hooks.LAND_PLAYABLE.add(playable, words=_WORDS)  # CR 305.1
hooks.PRIORITY_OPTIONS.add(options, order=40, words=_WORDS)
