"""Playing the cards a permanent exiled (:class:`~grimoire.oracle.ir.PlayExiledWith`): "You
may play lands and cast spells from among cards exiled with this creature." (Nightveil
Specter), "During your turn, if an opponent lost life this turn, you may play lands and
cast spells from among cards exiled with this enchantment." (Theater of Horrors).

CR 607.2a: "exiled with this" names the cards the permanent's linked ability exiled
(``game.linked``); CR 611.3a: the permission holds while its condition does; CR 601.3: the
card is cast with its usual timing and costs (Theater of Horrors' rulings: a sorcery only in
your main phase with an empty stack); CR 305.1-305.2: a land is played as the turn's land
play. Casting or playing it moves it out of exile, so it can't be used twice (CR 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import casting, hooks, layers, query
from grimoire.rules.actions import PlayLand

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_WORDS = frozenset({"PlayExiledWith"})


def _allowed(game: Game, player: int) -> list[tuple[int, ir.PlayExiledWith]]:
    """The permanents ``player`` controls whose permission holds now, with it."""
    out: list[tuple[int, ir.PlayExiledWith]] = []
    for obj, effect in layers.static_effects(game):
        if obj.controller == player and isinstance(effect, ir.PlayExiledWith) and (
                effect.condition is None
                or query.static_condition(game, obj, effect.condition)):
            out.append((obj.id, effect))
    return out


def _permits(game: Game, player: int, card: GameObject, land: bool) -> bool:
    """Whether a permission lets ``player`` play (``land``) or cast ``card`` from exile."""
    if card.zone != "exile" or "PlayExiledWith" not in game.vocabulary:
        return False
    return any(card.id in game.linked.get(source, ()) and (p.lands if land else p.spells)
               for source, p in _allowed(game, player))


def castable(game: Game, player: int, card: GameObject) -> bool:
    """Whether ``player`` may cast ``card`` (not a land) from exile this way (CR 601.3)."""
    return not card.info.is_land and _permits(game, player, card, land=False)


def playable(game: Game, player: int, card: GameObject) -> bool:
    """Whether ``player`` may play the land ``card`` from exile this way (CR 305.1)."""
    return card.info.is_land and _permits(game, player, card, land=True)


def options(game: Game, player: int) -> list[Action]:
    """The casts and land plays of such exiled cards open to ``player`` now."""
    out: list[Action] = []
    allowed = _allowed(game, player)
    for source, permission in allowed:
        for oid in game.linked.get(source, ()):
            card = game.objects.get(oid)
            if card is None or card.zone != "exile" or oid in game.play_permissions:
                continue
            if card.info.is_land:
                if permission.lands and casting.land_problem(game, player, oid) is None:
                    out.append(PlayLand(oid))
            elif permission.spells:
                out.extend(casting.cast_options(game, player, oid))
    return list(dict.fromkeys(out))


hooks.castable_from("exile").add(castable)  # CR 601.3, 607.2a
hooks.LAND_PLAYABLE.add(playable, words=_WORDS)  # CR 305.1
hooks.PRIORITY_OPTIONS.add(options, order=41, words=_WORDS)
