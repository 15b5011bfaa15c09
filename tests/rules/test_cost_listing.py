"""The ways to pay an activated ability's other cost parts, listed as far as the listing
reads them (CR 602.2b, 601.2b: each way to pay "Tap four untapped creatures you control" is
a different activation): the listing is the one every way would make, in the same order,
cut at its limit; a way whose mana can't then be paid is left out (the seeds' rulings: a
creature tapped for the cost can't also tap for mana). Nullmage Shepherd and Selesnya
Evangel, compiled from their Oracle text."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from tests.rules.helpers import game_at, ids, one, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules import casting, costs
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SHEPHERD = compile_source({
    "name": "Nullmage Shepherd", "type_line": "Creature — Elf Shaman", "mana_cost": "{3}{G}",
    "power": "2", "toughness": "4",
    "oracle_text": "Tap four untapped creatures you control: Destroy target artifact or "
                   "enchantment."})
EVANGEL = compile_source({
    "name": "Selesnya Evangel", "type_line": "Creature — Elf Shaman", "mana_cost": "{G}{W}",
    "power": "1", "toughness": "2",
    "oracle_text": "{1}, {T}, Tap an untapped creature you control: Create a 1/1 green "
                   "Saproling creature token."})
ELVES = compile_source({
    "name": "Llanowar Elves", "type_line": "Creature — Elf Druid", "mana_cost": "{G}",
    "power": "1", "toughness": "1", "oracle_text": "{T}: Add {G}."})


def _listing(game: Game, name: str, limit: int = 4096) -> list[ActivateAbility]:
    obj = game.objects[one(game, name)]
    ability = obj.info.card.abilities[0]
    assert not isinstance(ability, str)
    return casting.ability_options(game, 0, obj, 0, ability, limit)  # type: ignore[arg-type]


def test_every_way_in_order_and_cut_at_the_limit() -> None:
    """CR 602.2b, 601.2b: twelve creatures give C(12, 4) = 495 ways to tap four, each an
    activation targeting the one artifact (CR 115.1); the listing holds them all, in the
    order of :func:`costs.choices`, and a listing with a limit is its beginning."""
    game = game_at(PlayerSpec(battlefield=(perm("Nullmage Shepherd"),
                                           *(perm("Grizzly Bears"),) * 11,
                                           perm("Treasure Chest"))), extra=(SHEPHERD,))
    shepherd, chest = one(game, "Nullmage Shepherd"), one(game, "Treasure Chest")
    parts = game.objects[shepherd].info.card.abilities[0].cost.parts  # type: ignore[union-attr]
    ways = costs.choices(game, 0, parts, shepherd)
    assert len(ways) == 495 and all(len(set(w)) == 4 for w in ways)
    every = _listing(game, "Nullmage Shepherd")
    assert every == [ActivateAbility(shepherd, 0, ((chest,),), 0, w) for w in ways]
    assert _listing(game, "Nullmage Shepherd", limit=7) == every[:7]
    assert [a for a in game.legal_actions() if isinstance(a, ActivateAbility)] == every


def test_a_creature_tapped_for_the_cost_does_not_pay_the_mana() -> None:
    """Selesnya Evangel's {1} can be paid only by Llanowar Elves: tapping the Elves as
    the "untapped creature" leaves no mana (a permanent tapped for a cost can't be tapped
    again, CR 118.3, 302.6), so only the way that taps the Grizzly Bears is listed; with
    two Elves, each way is."""
    game = game_at(PlayerSpec(battlefield=(perm("Selesnya Evangel"), perm("Llanowar Elves"),
                                           perm("Grizzly Bears"))), extra=(EVANGEL, ELVES))
    bears = one(game, "Grizzly Bears")
    assert [a.costs for a in _listing(game, "Selesnya Evangel")] == [(bears,)]
    two = game_at(PlayerSpec(battlefield=(perm("Selesnya Evangel"),
                                          *(perm("Llanowar Elves"),) * 2,
                                          perm("Grizzly Bears"))), extra=(EVANGEL, ELVES))
    elves, bears = ids(two, "Llanowar Elves"), one(two, "Grizzly Bears")
    assert sorted(a.costs for a in _listing(two, "Selesnya Evangel")) == sorted(
        [(elves[0],), (elves[1],), (bears,)])


@pytest.mark.interpreted_only
def test_a_cut_listing_makes_only_the_ways_it_lists(monkeypatch: pytest.MonkeyPatch) -> None:
    """A listing cut at 7 of 495 ways makes those 7 ways, not the 488 others (the work
    :mod:`grimoire.rules.streams` saves: a big board made every listing make them all)."""
    game = game_at(PlayerSpec(battlefield=(perm("Nullmage Shepherd"),
                                           *(perm("Grizzly Bears"),) * 11,
                                           perm("Treasure Chest"))), extra=(SHEPHERD,))
    made: list[tuple[int, ...]] = []
    stream = costs.choice_stream

    def counted(*args: Any) -> Iterator[tuple[int, ...]]:
        for way in stream(*args):
            made.append(way)
            yield way

    monkeypatch.setattr(costs, "choice_stream", counted)
    assert len(_listing(game, "Nullmage Shepherd", limit=7)) == 7
    assert len(made) == 7
    assert len(_listing(game, "Nullmage Shepherd")) == 495 and len(made) == 7 + 495
