"""Ezuri's Predation (CR 701.14): "For each creature your opponents control, create a 4/4
green Phyrexian Beast creature token. Each of those tokens fights a different one of those
creatures." The rulings: the fights happen at the same time; an extra token fights nothing.
Also the front "For each <thing>, <instruction>" shape (CR 608.2c) it relies on."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import cast, game, ids, lands, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.position import PlayerSpec

PREDATION = card("Ezuri's Predation", "{5}{G}{G}{G}", "Sorcery",
                 "For each creature your opponents control, create a 4/4 green Phyrexian Beast "
                 "creature token. Each of those tokens fights a different one of those "
                 "creatures.")
BOUNTY = card("Brass's Bounty", "{6}{R}", "Sorcery",
              "For each land you control, create a Treasure token.")
CARDS = tuple(compile_source(r) for r in (PREDATION, BOUNTY))


def test_compiled_whole() -> None:
    assert all(card_is_compiled([c]) for c in CARDS)
    spell = CARDS[0].spell
    assert spell is not None and isinstance(spell.effect, ir.Sequence)
    assert isinstance(spell.effect.steps[1], ir.FightPairs)


def test_each_beast_fights_one_creature() -> None:
    """Bob's Bears (2/2), Hill Giant (3/3) and Craw Wurm (6/4): three Beasts, each fights one.
    The Bears and the Giant die, their Beasts survive (2 and 3 damage); the Wurm (4
    damage) and its Beast (6 damage) both die. Alice's own Grizzly Bears fights nothing."""
    g = game(PlayerSpec(hand=("Ezuri's Predation",), battlefield=(
        *lands("Forest", 8), perm("Grizzly Bears"))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"), perm("Craw Wurm"))),
        extra=CARDS)
    cast(g, "Ezuri's Predation")
    resolve(g)
    assert [g.objects[o].controller for o in ids(g, "Grizzly Bears")] == [0]
    assert not ids(g, "Hill Giant") and not ids(g, "Craw Wurm")
    beasts = ids(g, "Phyrexian Beast")
    assert len(beasts) == 2
    assert sorted(g.objects[b].damage for b in beasts) == [2, 3]


def test_no_opponent_creatures_no_beasts() -> None:
    g = game(PlayerSpec(hand=("Ezuri's Predation",), battlefield=lands("Forest", 8)),
             PlayerSpec(), extra=CARDS)
    cast(g, "Ezuri's Predation")
    resolve(g)
    assert not ids(g, "Phyrexian Beast")


def test_front_for_each_counts() -> None:
    """Brass's Bounty with seven Mountains: seven Treasures."""
    g = game(PlayerSpec(hand=("Brass's Bounty",), battlefield=lands("Mountain", 7)),
             PlayerSpec(), extra=CARDS)
    cast(g, "Brass's Bounty")
    resolve(g)
    assert len(ids(g, "Treasure")) == 7
