"""Whose library "their library" is: the clause's player subject (CR 109.5).

"that player exiles the top card of their library" (ingest, CR 702.115a), "Each opponent
exiles the top card of their library", "Exile the top card of target player's library":
the library is the subject's or the named player's, not the controller's.
"""

from __future__ import annotations

from tests.dfc._records import pass_until as pass_to_step
from tests.dice_rules._util import activate, game, ids, one, perm, resolve
from tests.players_emblems._cards import card
from tests.rules.helpers import pass_until

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card
from grimoire.rules.actions import DeclareAttackers
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

MINE = ("Island", "Island", "Island", "Island", "Island")
THEIRS = ("Forest", "Mountain", "Swamp", "Plains", "Forest")


def _top_players(text: str) -> list[object]:
    definition = compile_card("Probe", "Creature — Eldrazi", "{2}", text, "1", "1")
    assert not ir.unimplemented_nodes(definition), text
    return [n.player for n in ir.iter_nodes(definition) if isinstance(n, ir.TopCards)]


def test_their_library_is_the_subjects() -> None:
    """The possessive follows the clause's player subject, in both templatings."""
    assert _top_players("{1}: Each opponent exiles the top card of their library.") == [
        ir.EachOpponent()]
    assert _top_players("{1}: Target opponent exiles the top two cards of their library.") \
        == [ir.TargetRef(0)]
    assert _top_players("{1}: Exile the top card of target player's library.") == [
        ir.TargetRef(0)]
    assert _top_players("Whenever ~ deals combat damage to a player, that player exiles "
                        "the top card of their library.") == [ir.TriggeringPlayer()]
    assert _top_players("{1}: Exile the top card of your library.") == [ir.You()]


def test_their_hand_in_an_amount_is_the_subjects() -> None:
    """"the number of cards in their hand" (Viseling), "for each card in their graveyard"
    (Guiltfeeder): counted in the referenced player's zone, not the controller's."""
    viseling = compile_card(
        "Viseling", "Artifact Creature — Construct", "{4}",
        "At the beginning of each opponent's upkeep, this creature deals X damage to that "
        "player, where X is the number of cards in their hand minus 4.", "2", "2")
    guilt = compile_card(
        "Guiltfeeder", "Creature — Horror", "{3}{B}{B}",
        "Fear\nWhenever this creature attacks and isn't blocked, defending player loses 1 "
        "life for each card in their graveyard.", "0", "4")
    counts = [n for d in (viseling, guilt) for n in ir.iter_nodes(d)
              if isinstance(n, ir.CardsIn)]
    assert counts == [ir.CardsIn("hand", ir.TriggeringPlayer()),
                      ir.CardsIn("graveyard", ir.DefendingPlayer())]


def test_ingest_exiles_from_the_damaged_players_library() -> None:
    """Benthic Infiltrator (unblockable, ingest): combat damage to the opponent makes them
    exile the top card of their own library (CR 702.115a)."""
    g = game(PlayerSpec(battlefield=(perm("Benthic Infiltrator"),), library=MINE),
             PlayerSpec(library=THEIRS), step="beginning_of_combat",
             extra=[card("Benthic Infiltrator")])
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(((one(g, "Benthic Infiltrator"), Seat(1)),)))
    top = g.players[1].library[-1]
    pass_to_step(g, "end_of_combat")
    assert g.players[1].life == 19
    assert g.objects.get(top) is None or g.objects[top].zone != "library"
    assert [g.objects[o].name for o in g.exile] == ["Forest"]
    assert len(g.players[1].library) == len(THEIRS) - 1
    assert len(g.players[0].library) == len(MINE)


def test_each_opponent_exiles_from_their_own_library() -> None:
    """Fathom Feeder's {3}{U}{B}: "Draw a card. Each opponent exiles the top card of their
    library." — the opponent's library loses its top card, the controller's only the
    drawn one."""
    lands = tuple(perm(n) for n in ("Island", "Island", "Island", "Island", "Swamp"))
    g = game(PlayerSpec(battlefield=(perm("Fathom Feeder"), *lands), library=MINE),
             PlayerSpec(library=THEIRS), extra=[card("Fathom Feeder")])
    activate(g, "Fathom Feeder")
    resolve(g)
    assert [g.objects[o].name for o in g.exile] == ["Forest"]
    assert len(g.players[1].library) == len(THEIRS) - 1
    assert len(g.players[0].library) == len(MINE) - 1
    assert len(g.players[0].hand) == 1


def test_top_card_of_target_players_library() -> None:
    """Scrib Nibblers: "{T}: Exile the top card of target player's library. If it's a land
    card, you gain 1 life." targeting the opponent."""
    g = game(PlayerSpec(battlefield=(perm("Scrib Nibblers"),), library=MINE),
             PlayerSpec(library=(*THEIRS, "Grizzly Bears")), extra=[card("Scrib Nibblers")])
    activate(g, "Scrib Nibblers", targets=((Seat(1),),))
    resolve(g)
    assert [g.objects[o].name for o in g.exile] == ["Forest"]  # the top card (listed first)
    assert g.players[0].life == 21  # it's a land card
    assert len(g.players[0].library) == len(MINE)
    assert ids(g, "Grizzly Bears", "library")
