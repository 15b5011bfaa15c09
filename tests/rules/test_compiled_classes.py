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


def test_the_combat_listings_are_told_apart_from_other_sequences() -> None:
    """CR 508.1, 509.1: a listing of attack declarations, one of block declarations and a
    plain list of actions are three things. Compiled, the listings (native classes under the
    abstract ``Sequence``) shared ``Sequence``'s caches: once ``isinstance([], Sequence)`` had
    been asked, a list and a block listing were attack listings too (the rl encoder read
    ``.creatures`` of a block listing)."""
    from collections.abc import Sequence

    from grimoire.rules.combat import AttackOptions, BlockOptions
    from grimoire.rules.combat_restrictions import RestrictedBlockOptions

    assert isinstance([], Sequence) and issubclass(RestrictedBlockOptions, Sequence)
    for listing in (AttackOptions, BlockOptions, RestrictedBlockOptions):
        assert issubclass(listing, Sequence)
        assert not isinstance([], listing) and not isinstance((), listing)
    assert issubclass(RestrictedBlockOptions, BlockOptions)
    assert not issubclass(RestrictedBlockOptions, AttackOptions)
    assert not issubclass(BlockOptions, AttackOptions)
    assert not issubclass(AttackOptions, BlockOptions)
    attacks = AttackOptions([1], [[None]])
    assert isinstance(attacks, Sequence) and isinstance(attacks, AttackOptions)
    assert not isinstance(attacks, BlockOptions)


def test_a_game_pickles_in_either_build() -> None:
    """A game played a few turns (its objects' card data included) pickles, the same before
    and after its derived card data is looked up. Compiled, ``CardInfo.__getstate__`` read
    ``__slots__``, which a native class lacks: AttributeError. (Compiled, such a pickle does
    not load: CardInfo is not a ``serializable`` class; nothing in the engine loads one.)"""
    game = Game.new([["Grizzly Bears"] * 20 + ["Forest"] * 20] * 2, vanilla_pool(), seed=4)
    game.run([RandomAgent(4), RandomAgent(5)], max_turns=4)
    info = next(iter(game.objects.values())).info
    before = pickle.dumps(info)
    assert info.vocabulary  # derived on demand, not pickled
    assert pickle.dumps(info) == before
    assert pickle.dumps({s: getattr(game, s) for s in slot_names(Game) if s != "pool"})


def test_a_save_loads_from_bytes_and_anything_else_is_refused_in_either_build() -> None:
    """A save read as bytes loads as its text does, and what is not an action or not a save
    is refused with the engine's own errors (IllegalActionError, DataFileError). Compiled,
    ``Game.load`` and ``Game.apply`` took ``str`` and ``Action``: a TypeError came first."""
    from grimoire.errors import DataFileError, IllegalActionError

    pool = vanilla_pool()
    game = Game.new([["Grizzly Bears"] * 20 + ["Forest"] * 20] * 2, pool, seed=2)
    game.run([RandomAgent(2), RandomAgent(3)], max_turns=3)
    saved = game.save()
    assert Game.load(saved.encode(), pool).save() == saved
    for text in (None, 3, ["a save"]):
        with pytest.raises(DataFileError):
            Game.load(text, pool)
    for action in (None, "PassPriority", 0):
        with pytest.raises(IllegalActionError, match="is not a Grimoire action"):
            game.apply(action)
    assert game.save() == saved


class _Answers:
    """An agent whose every answer is ``answer`` (for a forged answer)."""

    def __init__(self, answer: object) -> None:
        self.answer = answer

    def decide(self, view: object, decision: object) -> object:
        return self.answer


@pytest.mark.parametrize("answer", [None, "PassPriority", 0])
def test_an_agent_answering_with_no_action_is_refused_in_either_build(answer: object) -> None:
    """``Game.run`` refuses an agent's answer that is not an action (CR 117.1) with the
    engine's IllegalActionError, as ``Game.apply`` does, and the game is unchanged. Compiled,
    the answer was held in a variable typed ``Action``: a TypeError came first."""
    from grimoire.errors import IllegalActionError

    game = Game.new([["Grizzly Bears"] * 20 + ["Forest"] * 20] * 2, vanilla_pool(), seed=2)
    saved = game.save()
    with pytest.raises(IllegalActionError, match="is not a Grimoire action") as refused:
        game.run([_Answers(answer), _Answers(answer)])  # type: ignore[list-item]
    assert refused.value.rule == "CR 117.1"
    assert game.save() == saved
