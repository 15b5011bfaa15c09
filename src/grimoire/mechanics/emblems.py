"""Emblems (CR 114): "You get an emblem with "<ability>"".

CR 114.2: the player puts an emblem with the abilities into the command zone; it is owned
and controlled by that player. CR 114.3: it has no characteristics but those abilities (no
types, no mana cost, no color). CR 114.4: its abilities function in the command zone.
CR 114.5: it is neither a card nor a permanent, so nothing removes it.

An emblem is a :class:`~grimoire.rules.objects.GameObject` of kind ``"emblem"`` in
``game.command`` whose definition holds the compiled quoted abilities; being an ordinary
object, it is copied with the game and replayed by saves. The engine applies from the
command zone what :data:`EMBLEM_STATICS` lists (read by :mod:`grimoire.rules.query`),
every triggered ability (checked by :func:`check_triggers`) and every activated ability
(compiled with ``zone="command"``, offered by :func:`activations`, activated by its owner,
CR 114.2, 602.2); other abilities are engine gaps
(:func:`grimoire.oracle.support.engine_gaps`).

>>> emblem_definition((), "Creatures you control get +1/+1.").card_types
()
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import casting, hooks, zones
from grimoire.rules.cardinfo import info_for
from grimoire.rules.registry import resolves
from grimoire.rules.triggers import _check_source
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.actions import Action, ActivateAbility
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

EMBLEM_KIND = "emblem"
"""The :attr:`GameObject.kind` of an emblem (CR 114.5: not a card, not a permanent)."""

EMBLEM_NAME = "Emblem"
"""CR 114.3: most emblems have no name; the log and views call it this."""


def emblem_definition(abilities: tuple[ir.Ability, ...], text: str) -> ir.CardDefinition:
    """An emblem's characteristics: only its abilities (CR 114.3)."""
    return ir.CardDefinition(EMBLEM_NAME, oracle_text=text, abilities=abilities)


def create_emblem(game: Game, seat: int, abilities: tuple[ir.Ability, ...],
                  text: str) -> GameObject:
    """CR 114.2: ``seat`` puts an emblem with ``abilities`` into the command zone, owned and
    controlled by them. Its statics and triggered abilities start working at once
    (CR 114.4): the game's watcher counters say there is something to check."""
    info = info_for(emblem_definition(abilities, text))
    obj = zones.new_object(game, info, seat, "command", EMBLEM_KIND)
    obj.controller = seat
    game.n_statics += bool(info.statics)
    game.n_watchers += bool(info.triggered)
    return obj


def emblems(game: Game, seat: int | None = None) -> Iterator[GameObject]:
    """The emblems in the command zone (``seat``'s only, if given)."""
    for oid in game.command:
        obj = game.objects[oid]
        if obj.kind == EMBLEM_KIND and (seat is None or obj.owner == seat):
            yield obj


def static_sources(game: Game) -> list[int]:
    """The objects whose static abilities apply: the permanents, then the emblems
    (CR 114.4)."""
    if not game.command:
        return game.battlefield
    return [*game.battlefield, *(o.id for o in emblems(game))]


def check_triggers(game: Game, event: object) -> None:
    """CR 114.4: the emblems' triggered abilities trigger from the command zone."""
    for obj in list(emblems(game)):
        if obj.info.triggered:
            _check_source(game, obj, event)


def activations(game: Game, player: int) -> list[ActivateAbility]:
    """CR 114.4, 602.2: the activated abilities of ``player``'s emblems they may activate
    now (from the command zone, with the costs and targets they can choose)."""
    out: list[ActivateAbility] = []
    for obj in emblems(game, player) if game.command else ():
        for index, ability in obj.info.zone_activated:
            out.extend(casting.ability_options(game, player, obj, index, ability))
    return out


@resolves(ir.GetEmblem)
def resolve_get_emblem(game: Game, res: Resolution, node: ir.GetEmblem,
                       answer: Action | None) -> None:
    """CR 114.2: each player ``node.player`` names gets an emblem with the abilities."""
    for seat in players(game, res, node.player):
        create_emblem(game, seat, node.abilities, node.text)


hooks.COMMAND_ZONE_TRIGGERS.add(check_triggers)  # CR 114.4
hooks.PRIORITY_OPTIONS.add(activations, order=35, words=frozenset({"GetEmblem"}))
