"""Spell Crumple's class: "Counter target spell. If that spell is countered this way, put it
<into its owner's hand | on top of / on the bottom of / on your choice of the top or bottom
of its owner's library> instead of into that player's graveyard." (CR 701.5a; the rider is a
self-replacement effect, CR 614.1a, 614.15): Remand, Memory Lapse, Lapse of Certainty,
Spell Crumple, Hinder."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

CRUMPLE = record("Spell Crumple", "{1}{U}", "Instant",
                 "Counter target spell. If that spell is countered this way, put it on the "
                 "bottom of its owner's library instead of into that player's graveyard. Put "
                 "Spell Crumple on the bottom of its owner's library.")
LAPSE = record("Memory Lapse", "{1}{U}", "Instant",
               "Counter target spell. If that spell is countered this way, put it on top of "
               "its owner's library instead of into that player's graveyard.")
REMAND = record("Remand", "{1}{U}", "Instant",
                "Counter target spell. If that spell is countered this way, put it into its "
                "owner's hand instead of into that player's graveyard.\nDraw a card.")
HINDER = record("Hinder", "{1}{U}{U}", "Instant",
                "Counter target spell. If that spell is countered this way, put that card on "
                "your choice of the top or bottom of its owner's library instead of into that "
                "player's graveyard.")
UNCOUNTERABLE = record("Test Uncounterable Giant", "{2}{R}", "Creature — Giant",
                       "This spell can't be countered.", "3", "3")
THINK = record("Test Think Again", "{U}", "Instant",
               "Draw a card.\nFlashback {1}{U}")
RECORDS = (CRUMPLE, LAPSE, REMAND, HINDER, UNCOUNTERABLE, THINK)
ISLANDS = tuple(PermanentSpec("Island") for _ in range(4))
MOUNTAINS = tuple(PermanentSpec("Mountain") for _ in range(4))
LIBRARY = ("Forest", "Swamp", "Plains")


def _names(game: Game, seat: int, zone: str) -> list[str]:
    return [game.objects[i].name for i in getattr(game.players[seat], zone)]


def _bob_answers(counter: str, spell: str = "Hill Giant", zone: str = "hand") -> tuple[Game, int]:
    """Alice casts ``spell``; Bob answers with ``counter`` targeting it."""
    game = table(RECORDS, PlayerSpec(hand=(spell,) if zone == "hand" else (),
                                     graveyard=(spell,) if zone == "graveyard" else (),
                                     battlefield=MOUNTAINS + ISLANDS, library=LIBRARY),
                 PlayerSpec(hand=(counter,), battlefield=ISLANDS, library=LIBRARY),
                 PlayerSpec())
    game.apply(CastSpell(one(game, spell, zone), alt=0 if zone == "graveyard" else None))
    target = game.stack[-1]
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.player == 1
    game.apply(CastSpell(one(game, counter, "hand"), targets=((target,),)))
    return game, target


def test_the_records_compile() -> None:
    """The five counterspells of the class compile with nothing the engine ignores."""
    compiled(*RECORDS)


def test_spell_crumple_puts_both_on_the_bottom() -> None:
    """CR 614.1a: the Giant goes to the bottom of Alice's (its owner's) library, never to her
    graveyard; Spell Crumple goes to the bottom of Bob's library."""
    game, _ = _bob_answers("Spell Crumple")
    settle(game)
    assert _names(game, 0, "library")[0] == "Hill Giant"
    assert "Hill Giant" not in _names(game, 0, "graveyard")
    assert _names(game, 1, "library")[0] == "Spell Crumple"
    assert not _names(game, 1, "graveyard")


def test_spell_crumple_on_an_uncounterable_spell_still_goes_to_the_bottom() -> None:
    """The ruling: a spell that can't be countered isn't put on the bottom (it resolves);
    Spell Crumple is still put on the bottom of its owner's library."""
    game, _ = _bob_answers("Spell Crumple", "Test Uncounterable Giant")
    settle(game)
    assert one(game, "Test Uncounterable Giant")
    assert _names(game, 1, "library")[0] == "Spell Crumple"


def test_spell_crumple_with_its_target_gone_goes_to_the_graveyard() -> None:
    """The ruling (CR 608.2b): the spell is an illegal target, so Spell Crumple doesn't
    resolve: none of its effects happen and it goes to its owner's graveyard."""
    game, target = _bob_answers("Spell Crumple")
    zones.move(game, target, "exile")
    settle(game)
    assert _names(game, 1, "graveyard") == ["Spell Crumple"]
    assert "Spell Crumple" not in _names(game, 1, "library")


def test_memory_lapse_puts_it_on_top() -> None:
    """Memory Lapse: the Giant is the top card of Alice's library."""
    game, _ = _bob_answers("Memory Lapse")
    settle(game)
    assert _names(game, 0, "library")[-1] == "Hill Giant"
    assert _names(game, 1, "graveyard") == ["Memory Lapse"]


def test_memory_lapse_on_a_flashback_spell_exiles_it() -> None:
    """Memory Lapse's ruling: flashback changes the destination from the library to exile
    (CR 702.34a applies to the new destination)."""
    game, _ = _bob_answers("Memory Lapse", "Test Think Again", "graveyard")
    settle(game)
    assert "Test Think Again" not in _names(game, 0, "library")
    assert one(game, "Test Think Again", "exile")


def test_remand_returns_it_to_its_owners_hand_and_draws() -> None:
    """Remand: the Giant goes back to Alice's hand; Bob draws a card."""
    game, _ = _bob_answers("Remand")
    settle(game)
    assert _names(game, 0, "hand") == ["Hill Giant"]
    assert len(game.players[1].hand) == 1 and _names(game, 1, "graveyard") == ["Remand"]


def test_hinder_its_controller_chooses_top_or_bottom() -> None:
    """Hinder's ruling: Hinder's controller (Bob), not the countered spell's, chooses; "no"
    puts the Giant on the bottom, "yes" on top."""
    for on_top in (True, False):
        game, _ = _bob_answers("Hinder")
        while game.pending is not None and game.pending.kind == "priority" and game.stack:
            game.apply(PassPriority())
        assert game.pending is not None and game.pending.kind == "yes_no"
        assert game.pending.player == 1
        game.apply(Choose(on_top))
        settle(game)
        library = _names(game, 0, "library")
        assert library[-1 if on_top else 0] == "Hill Giant"
