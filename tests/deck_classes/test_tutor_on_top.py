"""The tutors that put the found card on top: "Search your library for a creature card,
reveal it, then shuffle and put the card on top." (Worldly Tutor; Boggart Harbinger's
"you may search your library for a Goblin card ..."): CR 701.19a (search), 701.20a
(shuffle), 401.4 (the top of its owner's library)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import cast, game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import Choose
from grimoire.rules.position import PlayerSpec

TUTOR = card("Worldly Tutor", "{G}", "Instant",
             "Search your library for a creature card, reveal it, then shuffle and put the "
             "card on top.")
HARBINGER = card("Boggart Harbinger", "{2}{B}", "Creature — Goblin Shaman",
                 "When this creature enters, you may search your library for a Goblin card, "
                 "reveal it, then shuffle and put that card on top.", "2/1")


def test_the_records_are_honoured() -> None:
    assert_honoured((TUTOR, HARBINGER))


def test_the_found_creature_is_on_top_after_the_shuffle() -> None:
    """A library of Forests and one Hill Giant: after the tutor the Giant is the top card,
    and the library still has every card."""
    library = ("Forest",) * 10 + ("Hill Giant",) + ("Forest",) * 9
    g = game(PlayerSpec(battlefield=(perm("Forest"),), hand=("Worldly Tutor",),
                        library=library), extra=[compile_source(TUTOR)])
    cast(g, "Worldly Tutor")
    resolve(g, [Choose((one(g, "Hill Giant", "library"),))])
    pile = g.players[0].library
    assert len(pile) == 20
    assert g.objects[pile[-1]].name == "Hill Giant"  # the top card is the list's end


def test_harbinger_may_find_a_goblin() -> None:
    """Yes: the Goblin (Boggart Brute) is put on top; no Goblin found: the library is only
    shuffled."""
    library = ("Swamp",) * 5 + ("Boggart Brute",) + ("Swamp",) * 5
    g = game(PlayerSpec(battlefield=lands("Swamp", 3), hand=("Boggart Harbinger",),
                        library=library), extra=[compile_source(HARBINGER)])
    cast(g, "Boggart Harbinger")
    resolve(g, [Choose(True), Choose((one(g, "Boggart Brute", "library"),))])
    pile = g.players[0].library
    assert g.objects[pile[-1]].name == "Boggart Brute" and len(pile) == 11


TRACKER = card("Mwonvuli Beast Tracker", "{1}{G}{G}", "Creature — Human Scout",
               "When this creature enters, search your library for a creature card with "
               "deathtouch, hexproof, reach, or trample and reveal it. Shuffle and put that "
               "card on top.", "2/1")


def test_tracker_finds_a_creature_with_one_of_the_keywords() -> None:
    """Giant Spider (reach) may be found and goes on top; Hill Giant (none of the four
    keywords) is never offered."""
    assert_honoured((TRACKER,))
    library = ("Forest",) * 4 + ("Hill Giant", "Giant Spider") + ("Forest",) * 4
    g = game(PlayerSpec(battlefield=lands("Forest", 3), hand=("Mwonvuli Beast Tracker",),
                        library=library), extra=[compile_source(TRACKER)])
    cast(g, "Mwonvuli Beast Tracker")
    offered: list[tuple[object, ...]] = []
    spider = one(g, "Giant Spider", "library")
    while g.stack or (g.pending is not None and g.pending.kind != "priority"):
        d = g.pending
        assert d is not None
        if d.kind == "choose_objects":
            offered.append(d.options)
            g.apply(Choose((spider,)))
        else:
            g.apply(next(iter(g.legal_actions())))
    assert offered and set(offered[0]) == {spider}
    pile = g.players[0].library
    assert g.objects[pile[-1]].name == "Giant Spider" and len(pile) == 10
