"""Revealing until N matching cards are revealed (CR 701.20a), and the phrases naming what
was found: "Reveal cards from the top of your library until you reveal three nonland cards.
Put the nonland cards revealed this way into your hand, then put the rest of the revealed
cards on the bottom of your library in any order." (Fathom Trawl); "Exile all creatures you
control, then reveal cards from the top of your library until you reveal that many creature
cards. Put all creature cards revealed this way onto the battlefield, then shuffle the rest
of the revealed cards into your library." (Mass Polymorph: "that many" is how many were
exiled, CR 608.2c); "... until you reveal X creature cards of the chosen type, where X is the
number of creatures you control of that type." (Kindred Summons). A library that runs out
first ends the reveal with what was found (the Synthetic Destiny ruling)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import cast, game, ids, lands, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import Choose
from grimoire.rules.position import PlayerSpec

TRAWL = card("Fathom Trawl", "{2}{U}{U}", "Sorcery",
             "Reveal cards from the top of your library until you reveal three nonland cards. "
             "Put the nonland cards revealed this way into your hand, then put the rest of the "
             "revealed cards on the bottom of your library in any order.")
POLYMORPH = card("Mass Polymorph", "{5}{U}", "Sorcery",
                 "Exile all creatures you control, then reveal cards from the top of your "
                 "library until you reveal that many creature cards. Put all creature cards "
                 "revealed this way onto the battlefield, then shuffle the rest of the revealed "
                 "cards into your library.")
SUMMONS = card("Kindred Summons", "{5}{G}{G}", "Instant",
               "Choose a creature type. Reveal cards from the top of your library until you "
               "reveal X creature cards of the chosen type, where X is the number of creatures "
               "you control of that type. Put those cards onto the battlefield, then shuffle the "
               "rest of the revealed cards into your library.")
CARDS = tuple(compile_source(r) for r in (TRAWL, POLYMORPH, SUMMONS))


def test_compiled_whole() -> None:
    assert all(card_is_compiled([c]) for c in CARDS)


def test_fathom_trawl_three_nonland_cards() -> None:
    """Library (top first): Island, Shock, Forest, Divination, Island, Hill Giant, Shock:
    the first three nonland cards go to the hand, the two lands between them to the
    bottom; the rest of the library is untouched."""
    library = ("Island", "Shock", "Forest", "Divination", "Island", "Hill Giant", "Shock")
    g = game(PlayerSpec(hand=("Fathom Trawl",), battlefield=lands("Island", 4),
                        library=library), PlayerSpec(), extra=CARDS)
    cast(g, "Fathom Trawl")
    resolve(g)
    hand = sorted(g.objects[o].name for o in g.players[0].hand)
    assert hand == ["Divination", "Hill Giant", "Shock"]
    names = [g.objects[o].name for o in reversed(g.players[0].library)]  # top first
    assert names[0] == "Shock" and sorted(names[1:]) == ["Forest", "Island", "Island"]


def test_fathom_trawl_library_runs_out() -> None:
    """Only one nonland card left: it goes to the hand, the lands to the bottom."""
    g = game(PlayerSpec(hand=("Fathom Trawl",), battlefield=lands("Island", 4),
                        library=("Island", "Shock", "Forest")), PlayerSpec(), extra=CARDS)
    cast(g, "Fathom Trawl")
    resolve(g)
    assert [g.objects[o].name for o in g.players[0].hand] == ["Shock"]
    assert len(g.players[0].library) == 2


def test_mass_polymorph_as_many_as_exiled() -> None:
    """Two creatures exiled (one a token, it counts): the first two creature cards of the
    library enter; the Grizzly Bears below them stays in the library."""
    library = ("Island", "Hill Giant", "Shock", "Craw Wurm", "Grizzly Bears")
    g = game(PlayerSpec(hand=("Mass Polymorph",), battlefield=(
        *lands("Island", 6), perm("Wind Drake"), perm("Hill Giant", token=True)),
        library=library), PlayerSpec(), extra=CARDS)
    cast(g, "Mass Polymorph")
    resolve(g)
    on_field = sorted(g.objects[o].name for o in ids(g, "Hill Giant") + ids(g, "Craw Wurm"))
    assert on_field == ["Craw Wurm", "Hill Giant"]
    assert not ids(g, "Wind Drake") and not ids(g, "Grizzly Bears")
    assert len(g.players[0].library) == 3


def test_kindred_summons_counts_the_chosen_type() -> None:
    """Two Bears on the battlefield, Bear chosen: two Bear cards from the library enter (the
    Hill Giant, a Giant, is passed over)."""
    library = ("Hill Giant", "Grizzly Bears", "Forest", "Grizzly Bears", "Grizzly Bears")
    g = game(PlayerSpec(hand=("Kindred Summons",), battlefield=(
        *lands("Forest", 7), perm("Grizzly Bears"), perm("Grizzly Bears")),
        library=library), PlayerSpec(), extra=CARDS)
    cast(g, "Kindred Summons")
    resolve(g, [Choose("Bear")])
    assert len(ids(g, "Grizzly Bears")) == 4 and not ids(g, "Hill Giant")
    assert [g.objects[o].name for o in g.players[0].library].count("Grizzly Bears") == 1
