"""Positions over the built-in card pool for the mana tests (real Oracle text compiled)."""

from __future__ import annotations

import dataclasses

from tests.rules.helpers import perm as perm  # the one perm (counters: mapping or pairs)

from grimoire.oracle import compile_card, ir
from grimoire.pool import CardPool
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec, Position


def card(name: str, type_line: str, text: str, mana_cost: str = "",
         power: str | None = None, toughness: str | None = None) -> ir.CardDefinition:
    """A test card compiled from Oracle-style text, like every card of the pool."""
    return compile_card(name=name, type_line=type_line, mana_cost=mana_cost, oracle_text=text,
                        power=power, toughness=toughness)


TREASURE = card("Treasure", "Token Artifact — Treasure",
                "{T}, Sacrifice this artifact: Add one mana of any color.")
KAROO = card("Growth Chamber", "Land", "{T}: Add {G}{U}.")


def game_at(p0: PlayerSpec, p1: PlayerSpec | None = None, *, step: str = "main1",
            extra: tuple[ir.CardDefinition, ...] = (), offer: bool = True) -> Game:
    """A game in player 0's ``step`` of turn 3 with the built-in pool (plus ``extra``)."""
    library = ("Forest",) * 10
    p0 = _with_library(p0, library)
    p1 = _with_library(p1 or PlayerSpec(), library)
    pool = CardPool.builtin().add(TREASURE, KAROO, *extra)
    game = Game.from_position(Position(players=(p0, p1), turn=3, step=step), pool, seed=0)
    game.offer_mana_abilities = offer
    return game


def _with_library(spec: PlayerSpec, library: tuple[str, ...]) -> PlayerSpec:
    if spec.library:
        return spec
    return dataclasses.replace(spec, library=library)


def ids(game: Game, name: str, zone: str = "battlefield") -> list[int]:
    return [o.id for o in game.objects.values() if o.name == name and o.zone == zone]


def one(game: Game, name: str, zone: str = "battlefield", controller: int | None = None) -> int:
    found = [o for o in ids(game, name, zone)
             if controller is None or game.objects[o].controller == controller]
    assert len(found) == 1, (name, zone, found)
    return found[0]


def tap(game: Game, oid: int, index: int = 0) -> None:
    """Activate ``oid``'s ``index``-th ability (a mana ability) at priority."""
    game.apply(ActivateAbility(oid, index))


def pool_of(game: Game, player: int = 0) -> str:
    """The mana pool as symbols in WUBRGC order, e.g. ``"GG"``."""
    return "".join(m * n for m, n in zip("WUBRGC", game.players[player].pool, strict=True))


def produced(game: Game) -> list[ev.ManaProduced]:
    return [e for e in game.events if isinstance(e, ev.ManaProduced)]


def cast(game: Game, name: str, **kwargs: object) -> None:
    game.apply(CastSpell(one(game, name, "hand"), **kwargs))  # type: ignore[arg-type]


def resolve(game: Game) -> None:
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())


def kind(game: Game) -> str:
    """The kind of the pending decision ("" when none)."""
    return game.pending.kind if game.pending is not None else ""


def can(game: Game, action: Action) -> bool:
    return action in game.legal_actions()
