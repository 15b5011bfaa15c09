"""Small positions with test cards compiled from Oracle-style text (the built-in pool)."""

from __future__ import annotations

from dataclasses import replace

from tests.rules.helpers import perm as perm  # the one perm (counters: mapping or pairs)

from grimoire.oracle import compile_card, ir
from grimoire.pool import CardPool
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Target
from grimoire.rules.position import PlayerSpec, Position


def card(name: str, type_line: str, text: str, power: str | None = None,
         toughness: str | None = None, mana_cost: str = "{0}") -> ir.CardDefinition:
    """A test card compiled from its text, exactly as pool cards are; must fully compile."""
    definition = compile_card(name=name, type_line=type_line, mana_cost=mana_cost,
                              oracle_text=text, power=power, toughness=toughness)
    assert ir.is_fully_implemented(definition), definition
    return definition


def game_at(p0: PlayerSpec, p1: PlayerSpec | None = None, *, step: str = "main1",
            active: int = 0, extra: tuple[ir.CardDefinition, ...] = ()) -> Game:
    """A game in ``active``'s ``step`` of turn 3 (libraries of Forests unless given)."""
    specs = [replace(spec, library=spec.library or ("Forest",) * 10)
             for spec in (p0, p1 or PlayerSpec())]
    pool = CardPool.builtin().add(*extra)
    return Game.from_position(Position(players=tuple(specs), turn=3, step=step,
                                       active=active), pool, seed=0)


def ids(game: Game, name: str, zone: str = "battlefield") -> list[int]:
    return sorted(o.id for o in game.objects.values() if o.name == name and o.zone == zone)


def cast(game: Game, name: str, *targets: tuple[Target, ...]) -> None:
    """Cast the card ``name`` from the active player's hand with these targets."""
    oid = next(o for o in game.players[game.active].hand if game.objects[o].name == name)
    action = CastSpell(oid, targets=tuple(targets))
    assert action in game.legal_actions(), game.legal_actions()
    game.apply(action)


def resolve(game: Game, *answers: object) -> None:
    """Pass priority until the stack is empty, answering decisions with ``answers``."""
    queue = list(answers)
    for _ in range(40):
        if game.pending is not None and game.pending.kind == "order_triggers":
            game.apply(game.legal_actions()[0])  # the order doesn't matter here
            continue
        if game.pending is not None and game.pending.kind != "priority":
            game.apply(Choose(queue.pop(0)))  # type: ignore[arg-type]
            continue
        if not game.stack:
            assert not queue, queue
            return
        game.apply(PassPriority())
    raise AssertionError("the stack never emptied")
