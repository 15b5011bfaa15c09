"""Every numeric-die card that counts as compiled is played in a real game.

The coverage figure of issue 3 counts a card only if its IR holds nothing the engine
ignores; this test checks the other half of the claim for the whole class: each such card
of ``dice_cards.tsv`` (from ``dice_records.json``) goes into a deck, random agents play a
game with it to the end, and the game keeps every object in exactly one zone (CR 400.1),
never loses or invents a card, ends (CR 104), and replays to the same event log. Cards of
the supplementary decks (planes, phenomena, Contraptions, Attractions) are played by the
tests of those decks (tests/planechase, tests/unsets).
"""

from __future__ import annotations

import json
from importlib import resources

import pytest
from tests.dice_cards._records import records
from tests.properties.test_builtin_pool_games import _one_zone_each, _owned_cards

from grimoire.agents import RandomAgent
from grimoire.oracle.compiler import compile_faces
from grimoire.oracle.coverage import card_is_compiled
from grimoire.pool import CardPool
from grimoire.rules import events as ev
from grimoire.rules.game import Game
from grimoire.rules.save import events_hash, save_game

SUPPLEMENTARY = ("Plane", "Phenomenon", "Contraption", "Attraction")
MAIN_DECK_TYPES = ("Creature", "Artifact", "Enchantment", "Instant", "Sorcery", "Land",
                   "Planeswalker", "Battle")
COLOR_LANDS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def _main_deck_cards() -> list[str]:
    names = []
    for name, record in records().items():
        type_line = record.get("type_line", "")
        if any(t in type_line for t in SUPPLEMENTARY) \
                or not any(t in type_line for t in MAIN_DECK_TYPES):
            continue
        if card_is_compiled(compile_faces(record)):
            names.append(name)
    return sorted(names)


CARDS = _main_deck_cards()


def _pool() -> CardPool:
    path = resources.files("grimoire").joinpath("cards", "bundled", "pool.json")
    builtin = {r["name"]: r for r in json.loads(path.read_text(encoding="utf-8"))}
    return CardPool([*builtin.values(), *(records()[n] for n in CARDS if n not in builtin)])


POOL = _pool()


def test_the_class_is_large() -> None:
    """Most of the 173 compiled numeric-die cards are main-deck cards played here."""
    assert len(CARDS) >= 150


def _deck(name: str) -> list[str]:
    """Sixteen copies of the card, eight Netherese Puzzle-Wards (a d4 every upkeep, so
    cards that modify or watch rolls see some), basics of the card's colors and Islands."""
    cost = str(records()[name].get("mana_cost", ""))
    lands = [COLOR_LANDS[c] for c in "WUBRG" if "{" + c in cost or "/" + c in cost]
    lands = [*lands, "Island"] if "Island" not in lands else lands
    basics = [lands[i % len(lands)] for i in range(36)]
    return [name] * 16 + ["Netherese Puzzle-Ward"] * 8 + basics


OPPONENT = ["Forest"] * 56 + ["Grizzly Bears"] * 4  # a slow opponent: the games last


def _play(name: str) -> Game:
    """A whole game of the card's deck against a slow green one; invariants checked as it
    goes (CR 400.1: one zone per object; no card lost or invented; CR 104: it ends)."""
    game = Game.new([_deck(name), OPPONENT], POOL, seed=len(name), turn_limit=40)
    start = _owned_cards(game)
    agents = [RandomAgent(7), RandomAgent(8)]
    rounds = 0
    while game.result is None:
        game.run(agents, max_decisions=50)
        rounds += 1
        _one_zone_each(game)
        assert _owned_cards(game) == start
        assert rounds < 3000, "the game does not end"
    return game


@pytest.mark.parametrize("name", CARDS)
def test_dice_card_plays_a_whole_game(name: str) -> None:
    """CR 400.1, 104, 706: a game with the card ends with the invariants kept and replays."""
    game = _play(name)
    replayed = Game.load(save_game(game, replay_only=True), POOL)
    assert events_hash(replayed) == events_hash(game)


def test_the_games_really_use_the_cards() -> None:
    """The games are not vacuous: in nearly every one the card left its owner's hand and
    library (cast, played or put onto the battlefield) while dice were being rolled."""
    unused = []
    for name in CARDS:
        game = _play(name)
        used = any(o.name == name and o.zone in ("battlefield", "graveyard", "exile", "stack")
                   for o in game.objects.values())
        rolled = any(isinstance(e, ev.DieRolled) for e in game.events)
        if not (used and rolled):
            unused.append(name)
    assert len(unused) <= len(CARDS) // 10, unused
