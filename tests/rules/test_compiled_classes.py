"""The classes :meth:`Game.copy` copies slot by slot (``mypyc_attr(serializable=True)``,
:mod:`grimoire.rules.slot_copy`) work the same in the pure and the compiled build
(``make fast``; ``make same-games-fast`` runs tests/rules against it).

Compiled by mypyc 2.4.1, a class marked ``serializable=True`` alone never ran its
``__init__`` when called from interpreted code or through a ``type[...]`` variable
(``Game.new``'s ``cls(...)``): the instance had no attributes (mypyc/mypyc#1172). These
tests call each class the way interpreted code does, and copy a game played from such
instances (CR 103: a game starts from its players' decks; CR 119.1: each player's life).
"""

from __future__ import annotations

import pickle
from typing import Any

import pytest

from grimoire.agents.random import RandomAgent
from grimoire.pool import CardPool
from grimoire.rules import layers, objects
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.slot_copy import slot_names
from grimoire.rules.testing import vanilla_pool


def _construct(cls: Any, *args: Any) -> Any:
    """``cls(*args)`` the way interpreted code calls a class: through a variable."""
    return cls(*args)


def test_player_called_from_interpreted_code_has_its_attributes() -> None:
    """CR 119.1: a player starts with the life the caller gives (20 by default)."""
    player = _construct(objects.Player, 1, "Bob", 30)
    assert (player.index, player.name, player.life) == (1, "Bob", 30)
    assert player.library == [] and player.pool == [0] * 6 and player.counters == {}


def test_every_copied_class_sets_every_slot_when_constructed() -> None:
    """Each class Game.copy copies slot by slot, made by a call from interpreted code, has a
    value in every slot its ``__init__`` sets (no ``AttributeError`` on read)."""
    pool = vanilla_pool()
    info = info_for(pool.get("Grizzly Bears"))
    game = _construct(Game, pool, ["Alice", "Bob"], 7)
    thing = _construct(objects.GameObject, 3, info, 0, "battlefield")
    chars = _construct(layers.Chars, info, 0)
    for instance in (game, game.players[0], thing, chars):
        unset = [n for n in slot_names(type(instance)) if not hasattr(instance, n)]
        assert unset == [], (type(instance).__name__, unset)
    assert thing.id == 3 and thing.owner == 0 and thing.zone == "battlefield"
    assert chars.name == "Grizzly Bears" and chars.power == 2 and chars.toughness == 2


@pytest.mark.parametrize("seed", [0, 1])
def test_a_new_game_copies_and_plays_on_like_the_original(seed: int) -> None:
    """``Game.new`` (``cls(...)`` inside) then ``Game.copy``: the copy has every slot and
    plays the same random game as the original (CR 103.3: the shuffles come from the
    game's seeded RNG, copied with it)."""
    pool = CardPool.builtin()
    deck = ["Grizzly Bears"] * 20 + ["Forest"] * 20
    game = Game.new([deck, deck], pool, seed=seed)
    clone = game.copy()
    assert [n for n in slot_names(Game) if not hasattr(clone, n)] == []
    for g in (game, clone):
        g.run([RandomAgent(seed), RandomAgent(seed + 1)], max_turns=6)
    assert [type(e).__name__ for e in clone.events] == [type(e).__name__ for e in game.events]
    assert [p.life for p in clone.players] == [p.life for p in game.players]


def test_a_player_pickles_and_unpickles_in_either_build() -> None:
    """A player (a ``serializable`` class) survives a pickle round trip with its zones."""
    player = _construct(objects.Player, 0, "Alice")
    player.hand.append(4)
    back = pickle.loads(pickle.dumps(player))
    assert (back.name, back.life, back.hand, back.pool) == ("Alice", 20, [4], [0] * 6)


def test_no_function_of_the_compiled_package_binds_one_name_to_two_exception_types() -> None:
    """Compiled, a local name is one typed variable: ``except A as e`` then ``except B as e``
    in one function raised TypeError when a B was caught (resolution's ``need`` was a
    ReplacementOrderNeeded and a NeedChoice: every choice made on resolution failed in
    the compiled build). Each function of grimoire/rules names its caught exceptions
    apart unless they are of one type."""
    import ast
    from pathlib import Path

    clashes = []
    for path in (Path(__file__).resolve().parents[2] / "src" / "grimoire" / "rules").rglob("*.py"):
        for function in ast.walk(ast.parse(path.read_text())):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            kinds: dict[str, set[str]] = {}
            for node in ast.walk(function):
                if isinstance(node, ast.ExceptHandler) and node.name and node.type:
                    kinds.setdefault(node.name, set()).add(ast.unparse(node.type))
            clashes += [f"{path.name}:{function.name}: {name} {sorted(types)}"
                        for name, types in kinds.items() if len(types) > 1]
    assert clashes == []
