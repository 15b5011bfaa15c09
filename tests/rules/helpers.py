"""Shared helpers for the rules tests: positions over the hand-built IR pool."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping

from grimoire.oracle import ir
from grimoire.rules.actions import Action, Decision, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import DictPool, vanilla_pool


def pool(*extra: ir.CardDefinition) -> DictPool:
    """The test pool, plus extra definitions."""
    return vanilla_pool().add(*extra)


def perm(name: str, *, tapped: bool = False, sick: bool = False, damage: int = 0,
         counters: Mapping[str, int] | Iterable[tuple[str, int]] = (), token: bool = False,
         attached_to: tuple[int, int] | None = None) -> PermanentSpec:
    """A :class:`PermanentSpec`, its counters given as a mapping (``{"+1/+1": 2}``) or as
    pairs: the spec holds a tuple of pairs, which the compiled build (``make fast``) checks."""
    pairs = tuple(counters.items()) if isinstance(counters, Mapping) else tuple(counters)
    return PermanentSpec(name, tapped=tapped, sick=sick, damage=damage, counters=pairs,
                         token=token, attached_to=attached_to)


def game_at(p0: PlayerSpec, p1: PlayerSpec | None = None, *, step: str = "main1",
            active: int = 0, turn: int = 3, extra: Iterable[ir.CardDefinition] = (),
            seed: int = 0) -> Game:
    """A game in ``step`` of ``active``'s turn, with priority to the active player."""
    library = ("Forest",) * 10
    p1 = p1 or PlayerSpec(library=library)
    if not p0.library:
        p0 = PlayerSpec(**{**_fields(p0), "library": library})
    if not p1.library:
        p1 = PlayerSpec(**{**_fields(p1), "library": library})
    position = Position(players=(p0, p1), active=active, turn=turn, step=step)
    return Game.from_position(position, pool(*extra), seed=seed)


def _fields(spec: PlayerSpec) -> dict[str, object]:
    # dataclasses.fields, not __slots__: a class compiled by mypyc (make fast) has none.
    return {f.name: getattr(spec, f.name) for f in dataclasses.fields(PlayerSpec)}


def ids(game: Game, name: str, zone: str = "battlefield") -> list[int]:
    """Ids of objects named ``name`` in ``zone``."""
    return [o.id for o in game.objects.values() if o.name == name and o.zone == zone]


def one(game: Game, name: str, zone: str = "battlefield") -> int:
    found = ids(game, name, zone)
    assert len(found) == 1, (name, zone, found)
    return found[0]


def pass_until(game: Game, kind: str, limit: int = 200) -> Decision:
    """Pass priority until a decision of ``kind`` is pending."""
    for _ in range(limit):
        assert game.pending is not None
        if game.pending.kind == kind:
            return game.pending
        assert game.pending.kind == "priority", game.pending
        game.apply(PassPriority())
    raise AssertionError(f"no {kind} decision")


def pass_to_step(game: Game, step: str, player: int | None = None, limit: int = 300,
                 active: int | None = None) -> None:
    """Pass priority until the game is in ``step`` with a priority decision (for
    ``player``, in ``active``'s turn)."""
    for _ in range(limit):
        assert game.pending is not None
        if game.step == step and game.pending.kind == "priority" and (
                player is None or game.pending.player == player) and (
                active is None or game.active == active):
            return
        if game.pending.kind != "priority":
            legal = game.legal_actions()
            game.apply(legal[0])
            continue
        game.apply(PassPriority())
    raise AssertionError(f"never reached {step}")


def resolve_stack(game: Game) -> None:
    """Both players pass until the stack is empty (answers nothing else)."""
    while game.stack and game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())


def answer(game: Game, action: Action) -> None:
    game.apply(action)


def finish_combat(game: Game) -> None:
    """Pass priority (and take the first answer of any other decision) until combat ends."""
    while game.step not in ("end_of_combat", "main2") and game.pending is not None:
        if game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
