"""Memory stays flat over many games (issue 18): every cache the engine fills while it
plays (card data made for copies, tokens, granted and bound abilities, layered
characteristics) is bounded, so a long run reaches a plateau."""

from __future__ import annotations

import dataclasses
import gc
import random
import sys
import types

import pytest

from grimoire.agents import RandomAgent
from grimoire.mechanics import bestow, classes
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.pool import CardPool
from grimoire.rules import (
    cardinfo,
    copy_effects,
    division,
    granted_source,
    grants,
    layers,
    legal,
    manapay,
    text_change,
)
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

POOL = CardPool.builtin()
BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
LIMIT = 16
# The tests that lower the caches' limit set ``remember.__defaults__``: a compiled function
# (make fast) has none to set, and its callers in the build pass the default it was compiled
# with, so against the compiled build the limit stays CACHE_LIMIT (4096) and they can't test it.
INTERPRETED_ONLY = pytest.mark.interpreted_only(
    reason="lowers the cache limit through remember.__defaults__, which compiled code ignores")


def _caches() -> dict[str, dict[object, object]]:
    return {"cardinfo._CACHE": cardinfo._CACHE, "cardinfo._TOKEN_CACHE": cardinfo._TOKEN_CACHE,
            "grants._CACHE": grants._CACHE,
            "grants._MADE": grants._MADE, "classes._CACHE": classes._CACHE,
            "granted_source._NAMES": granted_source._NAMES,
            "granted_source._BOUND": granted_source._BOUND, "division._FOUND": division._FOUND,
            "manapay._CANDIDATES": manapay._CANDIDATES, "copy_effects._MADE": copy_effects._MADE,
            "text_change._DONE": text_change._DONE}


@INTERPRETED_ONLY
def test_the_engines_card_caches_stay_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the caches' limit lowered to 16 entries, 12 random games on random decks of the
    built-in pool (tokens, copies, Auras, Equipment, Classes) fill each cache no further
    than the limit; games still end (a dropped entry is only computed again)."""
    monkeypatch.setattr(cardinfo.remember, "__defaults__", (LIMIT,))
    for name in _caches():  # empty caches for the test (monkeypatch restores the real ones)
        module, attribute = name.split(".")
        monkeypatch.setattr(globals()[module], attribute, {})
    rng = random.Random(18)
    names = sorted(n for n in POOL if n not in BASICS)
    peak = dict.fromkeys(_caches(), 0)
    for seed in range(12):
        decks = [[rng.choice(names) for _ in range(24)] + [rng.choice(BASICS) for _ in range(16)]
                 for _ in range(2)]
        result = Game.new(decks, POOL, seed=seed).run([RandomAgent(seed), RandomAgent(seed + 1)])
        assert result.reason
        for name, cache in _caches().items():
            peak[name] = max(peak[name], len(cache))
    assert all(size <= LIMIT for size in peak.values()), peak
    assert peak["cardinfo._CACHE"] == LIMIT  # the games did fill it: the bound was reached


def _module_containers() -> dict[str, int]:
    """The size of every dict, list and set held by a module of the package."""
    sizes: dict[str, int] = {}
    for name, module in list(sys.modules.items()):
        if name.partition(".")[0] != "grimoire" or not isinstance(module, types.ModuleType):
            continue
        for attribute, value in list(vars(module).items()):
            if isinstance(value, dict | list | set) and not attribute.startswith("__"):
                sizes[f"{name}.{attribute}"] = len(value)
    return sizes


def _random_games(seeds: range, rng: random.Random) -> None:
    names = sorted(n for n in POOL if n not in BASICS)
    for seed in seeds:
        decks = [[rng.choice(names) for _ in range(24)] + [rng.choice(BASICS) for _ in range(16)]
                 for _ in range(2)]
        assert Game.new(decks, POOL, seed=seed).run(
            [RandomAgent(seed), RandomAgent(seed + 1)]).reason


@INTERPRETED_ONLY
def test_no_module_level_container_keeps_growing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 18 (memory flat over 10,000 games): no dict, list or set a module holds grows
    with the number of games played. With the caches' limit lowered to 16, after two games
    that fill the registries, twelve more random games grow no module-level container by
    more than the limit (a cache that isn't bounded, or a log kept alive, would)."""
    monkeypatch.setattr(cardinfo.remember, "__defaults__", (LIMIT,))
    rng = random.Random(180)
    _random_games(range(100, 102), rng)
    before = _module_containers()
    _random_games(range(102, 114), rng)
    grown = {name: (before[name], size) for name, size in _module_containers().items()
             if name in before and size - before[name] > LIMIT}
    assert not grown, grown


@INTERPRETED_ONLY
def test_caches_keyed_by_new_objects_drop_old_entries(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each game makes new card data and new granting objects: 100 new definitions, and
    one granted ability bound to 100 granters (as 100 games' Equipment would), leave at
    most the limit in each cache."""
    monkeypatch.setattr(cardinfo.remember, "__defaults__", (LIMIT,))
    for name in _caches():
        module, attribute = name.split(".")
        monkeypatch.setattr(globals()[module], attribute, {})
    base = POOL.get("Grizzly Bears")
    kunai = compile_source({
        "name": "Test Kunai", "type_line": "Artifact — Equipment", "mana_cost": "{1}",
        "oracle_text": "Equipped creature has \"{1}, Sacrifice Test Kunai: Test Kunai deals "
                       "2 damage to any target.\"\nEquip {1}"})
    granted = next(a for a in kunai.abilities if isinstance(a, ir.StaticAbility))
    assert isinstance(granted.effect, ir.GrantAbilities)
    for i in range(100):
        info = cardinfo.info_for(dataclasses.replace(base, name=f"Bears {i}"))
        layers._plain(info)
        granted_source.bind(granted.effect.abilities, 1000 + i)
    sizes = {name: len(cache) for name, cache in _caches().items()}
    assert sizes["cardinfo._CACHE"] <= LIMIT
    assert 0 < sizes["granted_source._BOUND"] <= LIMIT


@INTERPRETED_ONLY
def test_what_is_derived_from_card_data_lives_with_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 18: the characteristics of an untouched object, whether a card's casts depend
    on its data only, and its {T} mana abilities are kept by the card data itself, not in
    tables keyed by its id: once the info cache drops 100 new infos (limit 16), no other
    reference keeps them alive (tables keyed by id kept thousands of dropped infos, and
    the mana table 65,536 serials)."""
    monkeypatch.setattr(cardinfo.remember, "__defaults__", (LIMIT,))
    monkeypatch.setattr(cardinfo, "_CACHE", {})
    g = Game.from_position(Position(players=(
        PlayerSpec(hand=("Grizzly Bears",), battlefield=(PermanentSpec("Forest"),)),
        PlayerSpec())), POOL, seed=0)
    forest = g.objects[g.battlefield[0]]
    bears = g.objects[g.players[0].hand[0]]
    for i in range(100):
        for obj in (forest, bears):
            card = dataclasses.replace(obj.info.card, name=f"Lifetime probe {i}")
            obj.info = cardinfo.info_for(card)
        layers.characteristics(g, forest)
        assert manapay._tap_mana_abilities(forest.info)  # {T}: Add {G}.
        legal._simple_cast(g, bears)
    del forest, bears
    g = None  # type: ignore[assignment]
    gc.collect()
    alive = [o for o in gc.get_objects() if isinstance(o, cardinfo.CardInfo)
             and o.name.startswith("Lifetime probe ")]
    assert len(alive) <= LIMIT


def test_the_loop_record_keeps_digests_not_states() -> None:
    """Issue 18 (the 10,000-game soak): a turn of a free-ability loop records a state at
    every priority decision (CR 729.3, grimoire.rules.loops); the record keeps each state's
    digest, never the state itself, so a 20,000-action turn doesn't hold thousands of copies
    of the board (it grew the soak's memory to over 1 GB)."""
    glider = compile_source({
        "name": "Test Glider", "type_line": "Creature — Bird", "mana_cost": "{1}{U}",
        "power": "1", "toughness": "1",
        "oracle_text": "{0}: Test Glider gains flying until end of turn."})
    pool = CardPool.builtin()
    pool.add(glider)
    game = Game.from_position(Position(players=(
        PlayerSpec(library=("Forest",) * 5, battlefield=(PermanentSpec("Test Glider"),)),
        PlayerSpec(library=("Forest",) * 5)), active=0, turn=3, step="main1"), pool, seed=0)
    oid = next(o for o in game.battlefield if game.objects[o].info.name == "Test Glider")
    activate = ActivateAbility(oid, 0)
    for _ in range(6):
        if activate not in game.legal_actions():
            break
        game.apply(activate)
        game.apply(PassPriority())
        game.apply(PassPriority())
    loops = game.loops
    assert loops is not None and loops.history
    assert all(isinstance(state, bytes) and len(state) == 16 for state, _, _ in loops.history)
    assert all(isinstance(state, bytes) for state in loops.first)


def test_the_per_game_caches_empty_as_a_new_game_starts() -> None:
    """Issue 18 (memory flat over many games): the caches of card data and object ids that
    a game makes (``grants._MADE``, ``division._FOUND``, ``manapay._CANDIDATES``) are
    emptied as the next game starts, so a process holds one game's entries, however
    many games it plays; the new game still plays to its end."""
    per_game = {"grants._MADE": grants._MADE, "division._FOUND": division._FOUND,
                "manapay._CANDIDATES": manapay._CANDIDATES}
    rng = random.Random(5)
    _random_games(range(200, 203), rng)
    assert manapay._CANDIDATES  # played games filled them
    deck = ["Grizzly Bears"] * 20 + ["Forest"] * 20
    game = Game.new([deck, deck], POOL, seed=1)
    assert {name: len(cache) for name, cache in per_game.items()} == dict.fromkeys(per_game, 0)
    assert game.run([RandomAgent(1), RandomAgent(2)]).reason


def test_card_data_a_game_makes_is_dropped_when_the_next_game_starts() -> None:
    """Issue 18 (memory flat): token definitions by spec, text-changed abilities, a copy's
    and a bestowed card's values are made during play and keyed by objects no later game
    meets. Kept across games, they grew by hundreds of entries every 1,000 soak games
    (``bench/soak.py --growth``), each keeping card data alive; they are per game now:
    filled while a game plays, empty once the next game starts."""
    made = {"cardinfo._TOKEN_CACHE": lambda: cardinfo._TOKEN_CACHE,
            "text_change._DONE": lambda: text_change._DONE,
            "copy_effects._MADE": lambda: copy_effects._MADE,
            "bestow._MADE": lambda: bestow._MADE}
    rng = random.Random(81)
    names = sorted(n for n in POOL if n not in BASICS)
    filled: dict[str, int] = dict.fromkeys(made, 0)
    for seed in range(8):
        decks = [[rng.choice(names) for _ in range(24)] + [rng.choice(BASICS) for _ in range(16)]
                 for _ in range(2)]
        game = Game.new(decks, POOL, seed=seed)
        assert all(len(cache()) == 0 for cache in made.values())
        assert game.run([RandomAgent(seed), RandomAgent(seed + 1)]).reason
        for name, cache in made.items():
            filled[name] = max(filled[name], len(cache()))
    assert filled["cardinfo._TOKEN_CACHE"] > 0, filled  # the games did make tokens
    Game.new([["Forest"] * 40, ["Forest"] * 40], POOL, seed=0)
    assert all(len(cache()) == 0 for cache in made.values())
