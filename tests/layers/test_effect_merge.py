"""Identical lasting effects merge (issue 15) without changing any rules outcome.

A free ability activated again and again ("{0}: gets -1/-0 and gains flying until end of
turn", Hyalopterous Lemure) used to leave one record per activation in ``game.effects``;
:func:`grimoire.rules.continuous.add` now merges a record identical to one already there but
for its timestamp and layer 7c amounts. These tests compute every permanent's
characteristics with the merge and without it (the records appended one by one, as
before) over random sequences of effects interleaved with static abilities that read and
change the same characteristics, and require them to be identical (CR 613.4c: layer 7c only
adds; CR 613.7: a "set" applied again at a later timestamp decides alone).
"""

from __future__ import annotations

import random

from tests.dice_rules._util import game, lands, one, perm
from tests.layers._cards import definitions

from grimoire.oracle import ir
from grimoire.rules import continuous as ce
from grimoire.rules import query
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PlayerSpec

_CARDS = definitions("Crosswinds", "Favorable Winds", "Glorious Anthem", "Chaosphere",
                     "Windstorm Drake", "Wind Drake")


def _start() -> tuple[Game, list[int]]:
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Wind Drake"),
                                     perm("Favorable Winds"), perm("Windstorm Drake"),
                                     *lands("Island", 2))),
             PlayerSpec(battlefield=(perm("Serra Angel"), perm("Crosswinds"),
                                     perm("Chaosphere"))), extra=_CARDS)
    ids = [one(g, n) for n in ("Grizzly Bears", "Wind Drake", "Windstorm Drake",
                               "Serra Angel")]
    return g, ids


_CREATURE = ir.ObjectFilter(types_any=("creature",))
_FLYING = ir.ObjectFilter(types_any=("creature",), keywords_all=("flying",))
_GROUNDED = ir.ObjectFilter(types_any=("creature",), keywords_none=("flying",))
_CHANGES: tuple[dict[str, object], ...] = (
    {"filter": _FLYING, "lose_all": True},
    {"filter": _GROUNDED, "add_keywords": ("flying",)},
    {"filter": _FLYING, "colors": ("B",)},
    {"filter": _CREATURE, "power": 1, "remove_keywords": ("flying",)},
    {"power": -1, "add_keywords": ("flying",)},       # Hyalopterous Lemure
    {"power": 1, "toughness": 1},
    {"add_keywords": ("flying",)},
    {"remove_keywords": ("flying",)},
    {"lose_all": True},
    {"colors": ("U",)},
    {"colors": ("R",)},
    {"add_types": ("artifact",)},
    {"base_power": 0, "base_toughness": 1},
    {"base_power": 4, "base_toughness": 4},
    {"switch": True},
    {"control": 1},
    {"control": 0},
    {"power": 2, "add_keywords": ("trample", "haste")},
)


def _snapshot(g: Game) -> list[tuple[object, ...]]:
    out: list[tuple[object, ...]] = []
    for oid in sorted(g.battlefield):
        obj = g.objects[oid]
        chars = characteristics(g, obj)
        out.append((oid, chars.controller, sorted(chars.types), sorted(chars.subtypes),
                    sorted(chars.colors), sorted(query.keywords(g, obj)),
                    query.power(g, obj), query.toughness(g, obj)))
    return out


def _play(seed: int) -> tuple[list[list[tuple[object, ...]]], list[list[tuple[object, ...]]],
                              int, int]:
    """The same random sequence of effects, merged and appended one by one."""
    rng = random.Random(seed)
    merged = _start()[0]
    plain, ids = _start()
    merged_states: list[list[tuple[object, ...]]] = []
    plain_states: list[list[tuple[object, ...]]] = []
    sources = ids[:2]
    group: list[tuple[dict[str, object], frozenset[int] | None, int]] = []
    for _ in range(40):
        if not group or rng.random() < 0.4:  # else the same again: a free ability
            group = []
            for _ in range(rng.choice((1, 1, 2))):  # one ability may make two effects
                change = rng.choice(_CHANGES)
                affected = None if "filter" in change else frozenset(
                    rng.sample(ids, rng.choice((1, 1, 2))))
                group.append((change, affected, rng.choice(sources)))
        for change, affected, source in group:
            for g, merge in ((merged, True), (plain, False)):
                g.timestamp += 1
                effect = ce.ContinuousEffect(source=source, timestamp=g.timestamp,
                                             affected=affected,
                                             **change)  # type: ignore[arg-type]
                if merge:
                    ce.add(g, effect)
                else:
                    g.effects = (*g.effects, effect)
                    g.version += 1
        merged_states.append(_snapshot(merged))
        plain_states.append(_snapshot(plain))
    return merged_states, plain_states, len(merged.effects), len(plain.effects)


def test_merged_effects_give_the_same_characteristics_as_separate_ones() -> None:
    """CR 613.4c, 613.7: over 60 random sequences of 40 effects (P/T changes, abilities
    gained and lost, colors, types, base P/T, switches, control) on four creatures beside
    static abilities that read flying (Crosswinds, Favorable Winds, Windstorm Drake,
    Chaosphere), every permanent's characteristics after every effect are the same with the
    merge as with one record per effect; and the merge did merge."""
    fewer = 0
    for seed in range(60):
        merged, plain, n_merged, n_plain = _play(seed)
        assert merged == plain, seed
        fewer += n_plain - n_merged
    assert fewer > 100


def test_a_permanent_newer_than_the_last_copy_breaks_the_run() -> None:
    """CR 613.7a-b: a permanent that entered after the last copy has static abilities with a
    later timestamp, which apply between that copy and a new one: the new one stays apart."""
    g, ids = _start()
    bears = frozenset({ids[0]})
    ce.lasting(g, ids[0], 0, "end_of_turn", bears, power=1)
    ce.lasting(g, ids[0], 0, "end_of_turn", bears, power=1)
    assert len(g.effects) == 1
    g.timestamp += 1
    g.objects[ids[3]].timestamp = g.timestamp  # as if it had just entered
    ce.lasting(g, ids[0], 0, "end_of_turn", bears, power=1)
    assert len(g.effects) == 2
    obj = g.objects[ids[0]]
    assert query.power(g, obj) == 2 + 3


def test_a_free_ability_activated_again_leaves_one_record() -> None:
    """Hyalopterous Lemure's "{0}: gets -1/-0 and gains flying until end of turn" resolved
    five times: two records (the first and the latest timestamps, CR 613.7) with -5/-0 in
    all, the creature at -5 power with flying; they end in the cleanup step like the five
    would have (CR 514.2)."""
    g, ids = _start()
    bears = ids[0]
    for _ in range(5):
        ce.lasting(g, bears, 0, "end_of_turn", frozenset({bears}), power=-1,
                   add_keywords=("flying",))
    first, latest = g.effects  # the first and the latest copy (CR 613.7, 613.8b)
    assert first.power + latest.power == -5 and latest.timestamp == g.timestamp
    obj = g.objects[bears]
    # Grizzly Bears 2/2, -5/-0, now flying: Crosswinds -2/-0, Favorable Winds +1/+1,
    # Windstorm Drake +1/+0 (other creatures you control with flying)
    assert query.power(g, obj) == 2 - 5 - 2 + 1 + 1 and query.toughness(g, obj) == 3
    assert "flying" in query.keywords(g, obj)
    ce.expire(g, cleanup=True)
    assert not g.effects and query.power(g, obj) == 2


def test_an_ability_with_two_effects_merges_each() -> None:
    """Hyalopterous Lemure's ability makes two effects each time (-1/-0 in layer 7c, flying
    in layer 6): the -1/-0s form one run in layer 7c and the gains one in layer 6, since
    neither comes between the other's copies in its own layer (CR 613.7)."""
    g, ids = _start()
    bears = frozenset({ids[0]})
    for _ in range(6):
        ce.lasting(g, ids[0], 0, "end_of_turn", bears, power=-1)
        ce.lasting(g, ids[0], 0, "end_of_turn", bears, add_keywords=("flying",))
    assert len(g.effects) == 3
    assert sum(e.power for e in g.effects) == -6
    assert query.power(g, g.objects[ids[0]]) == 2 - 6 - 2 + 1 + 1


def test_a_loss_between_two_gains_is_overridden_by_the_later_gain() -> None:
    """CR 613.7: gains flying (t1), loses flying (t2), gains flying again (t3): it has
    flying (the two gains are not one run: a loss came between, so both stay); with the
    loss last, it hasn't."""
    g, ids = _start()
    bears = frozenset({ids[0]})
    ce.lasting(g, ids[0], 0, "end_of_turn", bears, add_keywords=("flying",))
    ce.lasting(g, ids[1], 0, "end_of_turn", bears, remove_keywords=("flying",))
    ce.lasting(g, ids[0], 0, "end_of_turn", bears, add_keywords=("flying",))
    assert len(g.effects) == 3
    assert "flying" in query.keywords(g, g.objects[ids[0]])
    ce.lasting(g, ids[1], 0, "end_of_turn", bears, remove_keywords=("flying",))
    assert "flying" not in query.keywords(g, g.objects[ids[0]])


def test_switches_and_different_durations_or_objects_stay_apart() -> None:
    """CR 613.4d: two switches cancel out, so switch effects never merge; effects with
    different durations (CR 611.2a) or different objects are different effects."""
    g, ids = _start()
    bears = frozenset({ids[0]})
    ce.lasting(g, ids[0], 0, "end_of_turn", bears, switch=True, power=1)
    ce.lasting(g, ids[0], 0, "end_of_turn", bears, switch=True, power=1)
    ce.lasting(g, ids[0], 0, "until_your_next_turn", bears, power=1)
    ce.lasting(g, ids[0], 0, "end_of_turn", bears, power=1)
    ce.lasting(g, ids[0], 0, "end_of_turn", frozenset({ids[1]}), power=1)
    assert len(g.effects) == 5
    obj = g.objects[ids[0]]
    assert (query.power(g, obj), query.toughness(g, obj)) == (2 + 4, 2)  # no flying
