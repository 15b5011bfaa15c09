"""Casting from the top of your library: "You may cast creature spells from the top of your
library" (Garruk's Horde, Vizier of the Menagerie, Bolas's Citadel's kin), usually with "Play
with the top card of your library revealed" (CR 401.5, 701.14c).

A permanent with :class:`~grimoire.oracle.ir.CastFromLibraryTop` lets its controller cast the
top card of their library when the card matches the filter (CR 601.3: an effect allows
casting from that zone), paying its costs with its usual timing (CR 601.3b; the reminder
text: "Do this only any time you could cast that creature spell. You still pay the spell's
costs."). The kernel asks :data:`grimoire.rules.hooks.CASTABLE_FROM` ``["library"]`` whether a
card may be cast from there; this mechanism answers, and offers those casts with priority
(:data:`grimoire.rules.hooks.PRIORITY_OPTIONS`). Which top cards a player may see is
:func:`grimoire.rules.view.visible_tops`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import casting, hooks, layers, query
from grimoire.rules.cardinfo import present

if TYPE_CHECKING:
    from collections.abc import Iterator

    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_WORDS = frozenset({"CastFromLibraryTop"})


def permissions(game: Game, player: int) -> list[ir.ObjectFilter]:
    """The card filters of the "cast ... from the top of your library" abilities of the
    permanents ``player`` controls (printed or granted, CR 613.1f)."""
    if not present(game, _WORDS):
        return []
    return [effect.filter for obj, effect in unwrapped(game)
            if obj.controller == player and isinstance(effect, ir.CastFromLibraryTop)]


def unwrapped(game: Game) -> Iterator[tuple[GameObject, ir.StaticEffect]]:
    """The static effects, those under an "as long as" condition only while it holds ("As
    long as you've cast a spell this turn, you may play cards from the top of your library",
    CR 611.3a)."""
    for obj, effect in layers.static_effects(game):
        if isinstance(effect, ir.ConditionalStatic):
            if not query.static_condition(game, obj, effect.condition):
                continue
            effect = effect.effect
        yield obj, effect


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """Whether ``player`` may cast ``obj`` because it is the top card of their library and
    a permanent they control allows it (CR 601.3)."""
    library = game.players[player].library
    if obj.zone != "library" or obj.owner != player or not library or library[-1] != obj.id:
        return False
    return any(query.matches(game, obj, flt, player) for flt in permissions(game, player))


def options(game: Game, player: int) -> list[Action]:
    """The casts of the top card of ``player``'s library open to them now."""
    library = game.players[player].library
    if not library or not present(game, _WORDS):
        return []
    top = game.objects[library[-1]]
    if top.info.is_land or not castable(game, player, top):
        return []  # CR 305.9: a land is played, never cast
    return list(casting.cast_options(game, player, top.id))


hooks.castable_from("library").add(castable)  # CR 601.3
hooks.PRIORITY_OPTIONS.add(options, order=40, words=_WORDS)
