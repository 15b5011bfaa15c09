"""Reveal the top cards, keep a kind, bottom the rest (Truth Seekers, Mysterious Realms;
issue 13): "reveal the top three cards of your library. Put all land cards revealed this way
into your hand and the rest on the bottom of your library in any order." (CR 701.20a,
608.2c: every matching card goes to the hand; CR 401.4: the owner orders the rest); "Reveal
cards from the top of your library until you reveal a nonland card, then put all cards
revealed this way into your hand." and "Return target permanent you control and target
permanent you don't control to their owners' hands." (CR 115.1, 608.2b)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

WAYFINDER = card("Merfolk Wayfinder", "{2}{U}", "Creature — Merfolk Scout",
                 "Flying\nWhen this creature enters, reveal the top three cards of your "
                 "library. Put all Island cards revealed this way into your hand and the rest "
                 "on the bottom of your library in any order.", "1/2")
PINE = card("Elder Pine of Jukai", "{2}{G}", "Creature — Spirit",
            "Whenever you cast a Spirit or Arcane spell, reveal the top three cards of your "
            "library. Put all land cards revealed this way into your hand and the rest on the "
            "bottom of your library in any order.\nSoulshift 2 (When this creature dies, you "
            "may return target Spirit card with mana value 2 or less from your graveyard to "
            "your hand.)", "2/1")


def _game(library: tuple[str, ...]) -> Game:
    me = PlayerSpec(library=library, hand=("Merfolk Wayfinder",),
                    battlefield=lands("Island", 3))
    return game(me, extra=(compile_source(WAYFINDER), compile_source(PINE)))


def test_the_records_are_honoured() -> None:
    assert_honoured((WAYFINDER, PINE))


def _enter(g: Game, name: str) -> None:
    """Cast ``name`` and resolve it and its enters trigger."""
    cast(g, name)
    resolve(g)


def _names(g: Game, oids: list[int]) -> list[str]:
    return [g.objects[o].name for o in oids]


def test_wayfinder_keeps_every_island_and_bottoms_the_rest() -> None:
    """Top three: Island, Forest, Island: both Islands to the hand, the Forest to the bottom
    (under the rest of the library); the fourth card is now on top."""
    library = ("Island", "Forest", "Island", "Swamp", "Plains", "Mountain")
    g = _game(library)
    _enter(g, "Merfolk Wayfinder")
    assert sorted(_names(g, g.players[0].hand)) == ["Island", "Island"]
    lib = _names(g, g.players[0].library)
    assert lib[-1] == "Swamp" and lib[0] == "Forest"  # (the list is bottom first)
    assert len(lib) == 4


def test_wayfinder_no_island_all_to_the_bottom() -> None:
    library = ("Forest", "Swamp", "Mountain", "Plains")
    g = _game(library)
    _enter(g, "Merfolk Wayfinder")
    assert g.players[0].hand == []
    lib = _names(g, g.players[0].library)
    assert lib[-1] == "Plains" and sorted(lib[:-1]) == ["Forest", "Mountain", "Swamp"]


def test_wayfinder_short_library() -> None:
    """Fewer than three cards: all of them are revealed (CR 701.20a edge)."""
    g = _game(("Island",))
    _enter(g, "Merfolk Wayfinder")
    assert _names(g, g.players[0].hand) == ["Island"]
    assert g.players[0].library == []


# --- Treasure Hunt and Aether Tradewinds (Mysterious Realms) ------------------------------

HUNT = card("Treasure Hunt", "{1}{U}", "Sorcery",
            "Reveal cards from the top of your library until you reveal a nonland card, then "
            "put all cards revealed this way into your hand.")
TRADEWINDS = card("Aether Tradewinds", "{2}{U}", "Instant",
                  "Return target permanent you control and target permanent you don't control "
                  "to their owners' hands.")


def _realms(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them, extra=(compile_source(HUNT), compile_source(TRADEWINDS)))


def test_realms_records_are_honoured() -> None:
    assert_honoured((HUNT, TRADEWINDS))


def test_treasure_hunt_takes_the_lands_and_the_nonland() -> None:
    me = PlayerSpec(hand=("Treasure Hunt",), library=("Island", "Forest", "Hill Giant", "Swamp"),
                    battlefield=lands("Island", 2))
    g = _realms(me)
    cast(g, "Treasure Hunt")
    resolve(g)
    assert sorted(_names(g, g.players[0].hand)) == ["Forest", "Hill Giant", "Island"]
    assert _names(g, g.players[0].library) == ["Swamp"]


def test_treasure_hunt_all_lands_takes_everything() -> None:
    """No nonland card: every card is revealed and all go to the hand (CR 701.20a)."""
    me = PlayerSpec(hand=("Treasure Hunt",), library=("Island", "Forest"),
                    battlefield=lands("Island", 2))
    g = _realms(me)
    cast(g, "Treasure Hunt")
    resolve(g)
    assert sorted(_names(g, g.players[0].hand)) == ["Forest", "Island"]
    assert g.players[0].library == []


def test_tradewinds_returns_one_of_each() -> None:
    me = PlayerSpec(hand=("Aether Tradewinds",),
                    battlefield=(perm("Grizzly Bears"), *lands("Island", 3)))
    g = _realms(me, PlayerSpec(battlefield=(perm("Hill Giant"),)))
    cast(g, "Aether Tradewinds", ((one(g, "Grizzly Bears"),), (one(g, "Hill Giant"),)))
    resolve(g)
    assert _names(g, g.players[0].hand) == ["Grizzly Bears"]
    assert _names(g, g.players[1].hand) == ["Hill Giant"]


def test_tradewinds_wrong_sides_illegal_and_one_gone() -> None:
    """The second target must be a permanent you don't control (CR 601.2c); if the first
    has left before it resolves, the second still returns (CR 608.2b)."""
    me = PlayerSpec(hand=("Aether Tradewinds",),
                    battlefield=(perm("Grizzly Bears"), *lands("Island", 3)))
    g = _realms(me, PlayerSpec(battlefield=(perm("Hill Giant"),)))
    with pytest.raises(IllegalActionError):
        cast(g, "Aether Tradewinds", ((one(g, "Hill Giant"),), (one(g, "Grizzly Bears"),)))
    cast(g, "Aether Tradewinds", ((one(g, "Grizzly Bears"),), (one(g, "Hill Giant"),)))
    zones.move(g, one(g, "Grizzly Bears"), "graveyard")
    resolve(g)
    assert _names(g, g.players[1].hand) == ["Hill Giant"]
