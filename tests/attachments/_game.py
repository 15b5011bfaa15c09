"""Positions over the built-in card pool for the attachment tests (real Oracle text)."""

from __future__ import annotations

import dataclasses

from tests.rules.helpers import perm

from grimoire.oracle import compile_card, ir
from grimoire.pool import CardPool
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec, Position


def card(name: str, type_line: str, text: str, mana_cost: str = "",
         power: str | None = None, toughness: str | None = None) -> ir.CardDefinition:
    """A test card compiled from Oracle-style text, like every card of the pool."""
    return compile_card(name=name, type_line=type_line, mana_cost=mana_cost, oracle_text=text,
                        power=power, toughness=toughness)


LANDS = tuple(perm(n) for n in ("Plains", "Island", "Swamp", "Mountain", "Forest") * 2)


def game_at(p0: PlayerSpec, p1: PlayerSpec | None = None, *, step: str = "main1",
            active: int = 0, extra: tuple[ir.CardDefinition, ...] = ()) -> Game:
    """A game in ``active``'s ``step`` of turn 3 with the built-in pool (plus ``extra``)."""
    library = ("Forest",) * 10
    specs = []
    for spec in (p0, p1 or PlayerSpec()):
        specs.append(dataclasses.replace(spec, library=spec.library or library))
    pool = CardPool.builtin().add(*extra)
    return Game.from_position(Position(players=tuple(specs), turn=3, step=step,
                                       active=active), pool, seed=0)


def ids(game: Game, name: str, zone: str = "battlefield") -> list[int]:
    return sorted(o.id for o in game.objects.values() if o.name == name and o.zone == zone)


def one(game: Game, name: str, zone: str = "battlefield", controller: int | None = None) -> int:
    found = [o for o in ids(game, name, zone)
             if controller is None or game.objects[o].controller == controller]
    assert len(found) == 1, (name, zone, found)
    return found[0]


def casts(game: Game, name: str) -> list[CastSpell]:
    """The legal ways to cast ``name`` now."""
    return [a for a in game.legal_actions()
            if isinstance(a, CastSpell) and game.objects[a.card].name == name]


def equips(game: Game, name: str) -> list[ActivateAbility]:
    """The legal activations of ``name``'s abilities now."""
    return [a for a in game.legal_actions()
            if isinstance(a, ActivateAbility) and game.objects[a.source].name == name]


def resolve(game: Game) -> None:
    """Both players pass until the stack is empty (answering nothing else)."""
    for _ in range(20):
        if not game.stack:
            return
        assert game.pending is not None and game.pending.kind == "priority", game.pending
        game.apply(PassPriority())
    raise AssertionError("the stack never emptied")
