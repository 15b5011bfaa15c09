"""Reveal the top cards, keep a kind, bottom the rest (Truth Seekers, Mysterious Realms;
issue 13): "reveal the top three cards of your library. Put all land cards revealed this way
into your hand and the rest on the bottom of your library in any order." (CR 701.20a,
608.2c: every matching card goes to the hand; CR 401.4: the owner orders the rest)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import cast, game, lands, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
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
    for record in (WAYFINDER, PINE):
        d = compile_source(record)
        assert not [a for a in ir.iter_nodes(d) if isinstance(a, ir.Unimplemented)], d.name
        assert not engine_gaps(d), d.name


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
