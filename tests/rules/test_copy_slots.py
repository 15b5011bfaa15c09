"""Every slot of every class :meth:`Game.copy` copies is copied, by the rule of its slot.

The copy functions are written out slot by slot (so that the compiled build reads and
writes each slot natively, :mod:`grimoire.rules.slot_copy`), so nothing but these tests
stops a slot added to a class from being left out of its copy. Each test fills every slot
of an instance with its own sentinel, copies it, and compares slot by slot: a slot named in
``SPECIAL`` must be a new value equal to the original's (a zone, a log, counters: CR 400.1,
CR 122.1, the copy plays on from the same state) or a reset cache, every other slot the
original's own value. A slot left out fails (no value in the copy), and so does one copied
from another slot (each sentinel is distinct).

Against the compiled build (``make same-games-fast``) a native slot only takes a value of
its type: a slot gets the first of several distinct sentinels its type accepts, or keeps
its value when none fits (a ``bool``); the pure build, where every slot takes a sentinel,
checks the source itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from grimoire.rules.cardinfo import info_for
from grimoire.rules.combat import Combat
from grimoire.rules.game import Game
from grimoire.rules.layers import Chars
from grimoire.rules.loops import LoopState
from grimoire.rules.objects import GameObject, Player, copy_object, copy_player
from grimoire.rules.resolution import Resolution
from grimoire.rules.slot_copy import slot_names
from grimoire.rules.testing import vanilla_pool

Check = Callable[[Any, Any], bool]
"""(the original's value, the copy's value) -> whether the copy's is right."""


def _equal_new(original: Any, copied: Any) -> bool:
    """A new container equal to the original's (the copy changes it on its own)."""
    return copied is not original and copied == original


def _reset(expected: Any) -> Check:
    """A cache the copy starts again: ``expected`` (and never the original's container)."""
    return lambda original, copied: copied is not original and copied == expected


def _copies_each(key: Callable[[Any], Any]) -> Check:
    """A new container of new items, each a copy of the original's item (same ``key``)."""
    def check(original: Any, copied: Any) -> bool:
        pairs = (list(zip(original.values(), copied.values(), strict=True))
                 if isinstance(original, dict) else list(zip(original, copied, strict=True)))
        return (copied is not original and type(copied) is type(original)
                and all(c is not o and type(c) is type(o) and key(c) == key(o)
                        for o, c in pairs))
    return check


def _copied_object(key: Callable[[Any], Any]) -> Check:
    """A new object of the same class, a copy of the original's (same ``key``)."""
    return lambda original, copied: (copied is not original and type(copied) is type(original)
                                     and key(copied) == key(original))


@dataclass
class Case:
    """A class, how to make an instance and how to copy it, and its slots copied other than
    by sharing: slot -> (the instance -> a value of the slot's kind to put in, the check of
    the copy's value)."""

    cls: type
    make: Callable[[], Any]
    copy: Callable[[Any], Any]
    special: dict[str, tuple[Callable[[Any], Any], Check]] = field(default_factory=dict)


def _played(seed: int = 2, steps: int = 120) -> Game:
    """A vanilla game some random actions in (objects on the battlefield, in graveyards)."""
    deck = ["Grizzly Bears"] * 20 + ["Forest"] * 20
    game = Game.new([deck, deck], vanilla_pool(), seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.result is not None or game.pending is None:
            break
        actions = game.legal_actions()
        game.apply(actions[rng.randrange(len(actions))])
    return game


def _game_case() -> Case:
    """A played game: zones, logs and caches special, the rest shared."""
    lists = ("action_log", "battlefield", "command", "events", "exile", "mulligan_queue",
             "mulligan_takers", "pending_triggers", "stack")
    dicts = ("exiled_until", "known", "last_known", "linked", "play_permissions",
             "renumbered")
    special: dict[str, tuple[Callable[[Any], Any], Check]] = {
        **{name: (lambda _: [object()], _equal_new) for name in lists},
        **{name: (lambda _: {1: object()}, _equal_new) for name in dicts},
        "players": (lambda g: list(g.players),
                    _copies_each(lambda p: (p.index, p.name, p.life, p.hand))),
        "objects": (lambda g: dict(g.objects),
                    _copies_each(lambda o: (o.id, o.info, o.zone, o.counters))),
        "resolving": (lambda _: [Resolution(source=5, controller=1, x=3)],
                      _copies_each(lambda r: (r.source, r.controller, r.x))),
        "combat": (lambda _: Combat(), _copied_object(lambda c: c.attackers)),
        "loops": (lambda _: LoopState(4, watching=True), _equal_new),
        "_rng_shared": (lambda _: False, lambda original, copied: original and copied),
        "batch": (lambda _: object(), lambda original, copied: copied is None),
        "checking_batch": (lambda _: (object(),), lambda original, copied: copied is None),
        "_legal": (lambda _: [object()], lambda original, copied: copied is None),
        "cand_cache": (lambda _: {1: 2}, _reset({})),
    }
    return Case(Game, _played, lambda g: g.copy(), special)


def _chars() -> Chars:
    """The characteristics of a Grizzly Bears, before any effect."""
    return Chars(info_for(vanilla_pool().get("Grizzly Bears")), 0)


def _cases() -> list[Case]:
    return [
        _game_case(),
        Case(GameObject, lambda: next(iter(_played().objects.values())), copy_object,
             {"counters": (lambda _: {"+1/+1": 2}, _equal_new)}),
        Case(Player, lambda: _played().players[1], copy_player,
             {name: (lambda _: [7, 8], _equal_new)
              for name in ("graveyard", "hand", "library", "pool")}
             | {"counters": (lambda _: {"poison": 3}, _equal_new)}),
        Case(Chars, _chars, lambda c: c.copy(),
             {"shared": (lambda _: True, lambda original, copied: copied is False)}),
        Case(Resolution, lambda: Resolution(source=3, controller=0), lambda r: r.copy(),
             {"bindings": (lambda _: {"it": (3,)}, _equal_new),
              "scratch": (lambda _: {"n": 1}, _equal_new),
              "work": (lambda _: [(object(), 0, 0)], _equal_new)}),
        Case(Combat, Combat, lambda c: c.copy(),
             {name: (lambda _: {5: (6,)}, _equal_new)
              for name in ("assigned", "attackers", "blocked_by", "blocking",
                           "gone_blocking")}),
        Case(LoopState, lambda: LoopState(2), lambda s: s.copy(),
             {"taken": (lambda _: {(0, object())}, _equal_new),
              "first": (lambda _: {"state": 0}, _equal_new),
              "history": (lambda _: [("state", 0, object())], _equal_new),
              "banned": (lambda _: {"state": frozenset()}, _equal_new),
              "activations": (lambda _: {(1, 0): 2}, _equal_new)}),
    ]


def _sentinels(index: int) -> tuple[Any, ...]:
    """Distinct values: the first that a slot's type accepts is put in it."""
    number = 10**9 + index
    return (object(), number, f"sentinel {index}", (number,), frozenset({number}))


def _fill(instance: Any, case: Case) -> None:
    """Every slot of ``instance``: its ``special`` value, or its own sentinel (in the
    compiled build, a slot whose type takes none of them keeps its value)."""
    for index, name in enumerate(slot_names(case.cls)):
        values = ((case.special[name][0](instance),) if name in case.special
                  else _sentinels(index))
        for value in values:
            try:
                setattr(instance, name, value)
            except TypeError:  # a compiled native slot of another type
                continue
            break


def _shared(original: Any, copied: Any) -> bool:
    """The original's own value (a compiled build boxes a native int again on each read)."""
    return copied is original or (type(original) is int and copied == original)


@pytest.mark.parametrize("case", _cases(), ids=lambda case: case.cls.__name__)
def test_every_slot_is_copied_by_its_rule(case: Case) -> None:
    """Each slot of the copy is the original's value (shared: immutable or a scalar) or,
    for the slots named in ``special``, a new value as the copy's rule says: the copy plays
    on from the same state without touching the original (CR 400.1: zones; CR 122.1:
    counters)."""
    assert set(case.special) <= set(slot_names(case.cls)), "special names a missing slot"
    original = case.make()
    _fill(original, case)
    copied = case.copy(original)
    assert type(copied) is case.cls
    left_out = [name for name in slot_names(case.cls) if not hasattr(copied, name)]
    assert left_out == [], f"{case.cls.__name__} copy leaves out {left_out}"
    wrong = []
    for name in slot_names(case.cls):
        mine, theirs = getattr(copied, name), getattr(original, name)
        check = case.special[name][1] if name in case.special else _shared
        if not check(theirs, mine):
            wrong.append(name)
    assert wrong == [], f"{case.cls.__name__} copy gets these slots wrong: {wrong}"


def test_an_object_without_counters_copies_none() -> None:
    """An object with no counters (None, not an empty dict) copies as None (CR 122.1)."""
    obj = next(iter(_played().objects.values()))
    obj.counters = None
    assert copy_object(obj).counters is None


def test_a_game_without_a_loop_record_copies_none() -> None:
    """A game whose turn has no loop record yet (CR 729.3: ``loops`` None) copies as None."""
    game = _played()
    game.loops = None
    assert game.copy().loops is None
