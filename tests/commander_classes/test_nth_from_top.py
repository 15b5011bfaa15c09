"""A card put into a library "second (third...) from the top" (CR 401.3: a library's order
matters; the card goes directly beneath that many cards), and "second from the top or on the
bottom", the putting player's choice (Temporal Cleansing).

Oust's rulings (2010-06-15): with one or more cards in the library the creature goes directly
under the top card; with none it is the only card there; a token put there ceases to exist
(CR 111.7); an illegal target makes the spell not resolve (CR 608.2b). With fewer cards than
the depth, the card goes on the bottom (the Underdark Rift ruling; here: below all of them).
"""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
OUST = record("Oust", "{W}", "Sorcery", "Put target creature into its owner's library second "
              "from the top. Its controller gains 3 life.")
LOST = record("Lost to Legend", "{W}", "Sorcery",
              "Put target nonland historic permanent into its owner's library fourth from the "
              "top.")
CLEANSING = record("Temporal Cleansing", "{3}{U}", "Sorcery",
                   "Convoke (Your creatures can help cast this spell. Each creature you tap "
                   "while casting this spell pays for {1} or one mana of that creature's "
                   "color.)\nThe owner of target nonland permanent puts it into their library "
                   "second from the top or on the bottom.")
TUCK = record("Test Tuck", "{W}", "Sorcery",
              "Put target creature into its owner's library fourth from the top.")
RECORDS = (OUST, LOST, CLEANSING)
LIBRARY = ("Forest", "Island", "Mountain", "Plains", "Swamp")


def test_the_records_compile() -> None:
    compiled(*RECORDS)
    oust = compile_source(OUST).spell
    assert oust is not None and isinstance(oust.effect, ir.Sequence)
    assert oust.effect.steps[0] == ir.PutIntoLibrary(ir.TargetRef(0), "beneath_top",
                                                     ir.Fixed(1))
    cleansing = compile_source(CLEANSING).spell
    assert cleansing is not None
    assert cleansing.effect == ir.PutOnTopOrBottom(ir.TargetRef(0), ir.OwnerOf(ir.TargetRef(0)),
                                                   1)


def _cast(game: Game, spell: str, target: int, answer: bool | None = None) -> None:
    game.apply(CastSpell(one(game, spell, "hand"), targets=((target,),)))
    for _ in range(40):
        assert game.pending is not None
        if game.pending.kind == "yes_no" and answer is not None:
            game.apply(Choose(answer))
        elif game.pending.kind == "priority":
            if not game.stack:
                return
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("never resolved")


def _names(game: Game, seat: int) -> list[str]:
    """The library from the top."""
    return [game.objects[o].name for o in reversed(game.players[seat].library)]


@pytest.mark.parametrize(("library", "expected"), [
    (LIBRARY, ["Forest", "Grizzly Bears", "Island", "Mountain", "Plains", "Swamp"]),
    (("Forest",), ["Forest", "Grizzly Bears"]),
    ((), ["Grizzly Bears"]),
])
def test_oust_puts_it_second_from_the_top(library: tuple[str, ...],
                                          expected: list[str]) -> None:
    """Bob's Bears go directly under the top card of his library (or are the only card);
    Bob, its controller, gains 3 life."""
    game = table(RECORDS, PlayerSpec(hand=("Oust",), battlefield=(P("Plains"),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),), library=library or ("Forest",)),
                 PlayerSpec())
    if not library:  # (an empty library: the position fills empty ones)
        for oid in game.players[1].library:
            del game.objects[oid]
        game.players[1].library.clear()
    _cast(game, "Oust", one(game, "Grizzly Bears"))
    assert _names(game, 1) == expected and game.players[1].life == 23


@pytest.mark.parametrize(("library", "expected"), [
    (LIBRARY, ["Forest", "Island", "Mountain", "Grizzly Bears", "Plains", "Swamp"]),
    (LIBRARY[:2], ["Forest", "Island", "Grizzly Bears"]),
])
def test_fourth_from_the_top_and_fewer_cards(library: tuple[str, ...],
                                             expected: list[str]) -> None:
    """Fourth from the top: beneath three cards; with two cards, on the bottom."""
    lost = compile_source(LOST).spell
    assert lost is not None and lost.effect == ir.PutIntoLibrary(ir.TargetRef(0),
                                                                 "beneath_top", ir.Fixed(3))
    game = table((*RECORDS, TUCK), PlayerSpec(hand=("Test Tuck",), battlefield=(P("Plains"),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),), library=library), PlayerSpec())
    _cast(game, "Test Tuck", one(game, "Grizzly Bears"))
    assert _names(game, 1) == expected


@pytest.mark.parametrize("second", [True, False])
def test_temporal_cleansing_the_owner_chooses(second: bool) -> None:
    """Bob owns the Bears: he chooses second from the top or the bottom."""
    game = table(RECORDS, PlayerSpec(hand=("Temporal Cleansing",),
                                     battlefield=(P("Island"),) * 4),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),), library=LIBRARY), PlayerSpec())
    game.apply(CastSpell(one(game, "Temporal Cleansing", "hand"),
                         targets=((one(game, "Grizzly Bears"),),)))
    for _ in range(40):
        assert game.pending is not None
        if game.pending.kind == "yes_no":
            assert game.pending.player == 1
            game.apply(Choose(second))
        elif game.pending.kind == "priority" and not game.stack:
            break
        else:
            game.apply(PassPriority() if game.pending.kind == "priority"
                       else game.legal_actions()[0])
    names = _names(game, 1)
    assert names.index("Grizzly Bears") == (1 if second else len(names) - 1)
    assert not ids(game, "Grizzly Bears")
