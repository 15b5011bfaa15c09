"""Searches of several zones and of another player's library, in real games.

CR 701.19a: to search a zone is to look at its cards and find the ones asked for;
CR 701.19b: a search for a stated quality may find nothing; CR 701.20a: to shuffle a
library is to randomize it ("If you search your library this way, shuffle", "Then that
player shuffles").
"""

from __future__ import annotations

from tests.dice_rules._util import cast, game, ids, perm
from tests.players_emblems._cards import card

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

VRASKA = "Vraska, Scheming Gorgon"
LIBRARY = ("Swamp", VRASKA, "Swamp", "Swamp", "Forest", "Forest")


def _scorn(library: tuple[str, ...], graveyard: tuple[str, ...] = ()) -> Game:
    g = game(PlayerSpec(hand=("Vraska's Scorn",), library=library, graveyard=graveyard,
                        battlefield=tuple(perm("Swamp") for _ in range(4))),
             extra=[card("Vraska's Scorn"), card(VRASKA)])
    cast(g, "Vraska's Scorn", targets=((Seat(1),),))
    g.apply(PassPriority())
    g.apply(PassPriority())  # it resolves: opponent loses 4, then "you may search"
    assert g.pending is not None and g.pending.kind == "yes_no"  # MayDo (CR 608.2c)
    g.apply(Choose(True))
    return g


def _shuffles(g: Game, seat: int) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.Shuffled) and e.player == seat)


def test_compiles_to_one_search_of_two_zones() -> None:
    """"your library and/or graveyard": one search of both zones; the next sentence is its
    conditional shuffle."""
    spell = card("Vraska's Scorn").spell
    assert spell is not None
    search = spell.effect.steps[1].effect  # type: ignore[union-attr]
    assert isinstance(search, ir.SearchZones)
    assert (search.zones, search.either, search.shuffle, search.destination) == (
        ("library", "graveyard"), True, True, "hand")
    assert search.filter.name == VRASKA


def test_search_library_finds_the_named_card_and_shuffles() -> None:
    """Searching the library too: the named card is found there and the library is
    shuffled (CR 701.20a)."""
    g = _scorn(LIBRARY)
    assert g.players[1].life == 16
    assert g.pending is not None and g.pending.prompt == "search your library too?"
    g.apply(Choose(True))
    assert g.pending is not None and g.pending.kind == "choose_objects"
    (found,) = g.pending.options
    assert g.objects[found].name == VRASKA and g.objects[found].zone == "library"
    before = _shuffles(g, 0)
    g.apply(Choose((found,)))
    assert [g.objects[o].name for o in g.players[0].hand] == [VRASKA]
    assert _shuffles(g, 0) == before + 1
    assert len(g.players[0].library) == len(LIBRARY) - 1


def test_search_only_the_graveyard_does_not_shuffle() -> None:
    """Declining to search the library: only the graveyard is searched, no shuffle, and
    the library keeps its order."""
    g = _scorn(("Swamp", "Forest", "Island"), graveyard=(VRASKA,))
    order = list(g.players[0].library)
    g.apply(Choose(False))
    assert g.pending is not None and g.pending.kind == "choose_objects"
    (found,) = g.pending.options
    assert g.objects[found].zone == "graveyard"
    before = _shuffles(g, 0)
    g.apply(Choose((found,)))
    assert [g.objects[o].name for o in g.players[0].hand] == [VRASKA]
    assert _shuffles(g, 0) == before
    assert g.players[0].library == order


def test_search_for_a_quality_may_find_nothing() -> None:
    """CR 701.19b: the searcher may decline to find the named card."""
    g = _scorn(LIBRARY)
    g.apply(Choose(True))
    assert g.pending is not None and g.pending.min_count == 0
    g.apply(Choose(()))
    assert g.players[0].hand == []
    assert _shuffles(g, 0) >= 1


def test_search_target_players_library_and_that_player_shuffles() -> None:
    """Extract: its caster searches the target player's library (CR 701.19d: "a card" must
    be found), exiles the card, then that player shuffles (CR 701.20a)."""
    g = game(PlayerSpec(hand=("Extract",), battlefield=(perm("Island"),)),
             PlayerSpec(library=("Grizzly Bears", "Forest", "Forest")),
             extra=[card("Extract")])
    cast(g, "Extract", targets=((Seat(1),),))
    g.apply(PassPriority())
    g.apply(PassPriority())
    pending = g.pending
    assert pending is not None and pending.kind == "choose_objects"
    assert pending.player == 0 and pending.min_count == 1
    assert set(pending.options) == set(g.players[1].library)
    bears = next(o for o in pending.options if g.objects[o].name == "Grizzly Bears")
    g.apply(Choose((bears,)))
    assert ids(g, "Grizzly Bears", "exile")
    assert len(g.players[1].library) == 2
    assert _shuffles(g, 1) == 1 and _shuffles(g, 0) == 0


def test_bribery_puts_the_found_creature_under_your_control() -> None:
    """Bribery: a creature card from the opponent's library enters under its caster's
    control; its owner stays the opponent; then the opponent shuffles."""
    g = game(PlayerSpec(hand=("Bribery",), battlefield=tuple(perm("Island") for _ in range(5))),
             PlayerSpec(library=("Grizzly Bears", "Forest", "Forest")),
             extra=[card("Bribery")])
    cast(g, "Bribery", targets=((Seat(1),),))
    g.apply(PassPriority())
    g.apply(PassPriority())
    pending = g.pending
    assert pending is not None and pending.kind == "choose_objects"
    assert [g.objects[o].name for o in pending.options] == ["Grizzly Bears"]
    g.apply(Choose(pending.options))
    (bears,) = ids(g, "Grizzly Bears")
    assert (g.objects[bears].controller, g.objects[bears].owner) == (0, 1)
    assert _shuffles(g, 1) == 1


def test_counterbore_exiles_every_card_with_the_countered_spells_name() -> None:
    """Counterbore: the countered spell's name (its last known information, CR 608.2h)
    is searched for in its controller's graveyard, hand and library; every such card in
    the graveyard is exiled (a public zone), the hidden zones' ones the searcher finds
    (CR 701.19b), then that player shuffles (CR 701.20a)."""
    from grimoire.rules.actions import CastSpell

    g = game(PlayerSpec(hand=("Counterbore",), battlefield=tuple(perm("Island") for _ in range(5))),
             PlayerSpec(hand=("Grizzly Bears", "Grizzly Bears"), graveyard=("Grizzly Bears",),
                        library=("Forest", "Grizzly Bears", "Forest"),
                        battlefield=(perm("Forest"), perm("Forest"))),
             active=1, extra=[card("Counterbore")])
    g.apply(CastSpell(ids(g, "Grizzly Bears", "hand")[0]))
    g.apply(PassPriority())  # the caster passes: Counterbore's controller gets priority
    spell = g.stack[-1]
    cast(g, "Counterbore", targets=((spell,),))
    g.apply(PassPriority())
    g.apply(PassPriority())
    pending = g.pending
    assert pending is not None and pending.kind == "choose_objects" and pending.player == 0
    assert sorted(g.objects[o].zone for o in pending.options) == ["hand", "library"]
    assert pending.min_count == 0
    g.apply(Choose(pending.options))
    assert len(ids(g, "Grizzly Bears", "exile")) == 4  # countered, graveyard, hand, library
    assert ids(g, "Grizzly Bears", "graveyard") == [] and ids(g, "Grizzly Bears", "hand") == []
    assert _shuffles(g, 1) == 1
