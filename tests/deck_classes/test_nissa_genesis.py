"""Nissa, Genesis Mage: "+2: Untap up to two target creatures and up to two target lands."
(two target groups, CR 601.2c; each instruction done to its still-legal targets, CR 608.2b)
and "−10: Look at the top ten cards of your library. You may put any number of creature
and/or land cards from among them onto the battlefield. Put the rest on the bottom of your
library in a random order." (CR 107.1c: any number is zero or more; CR 401.4)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, ids, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NISSA = card("Nissa, Genesis Mage", "{5}{G}{G}", "Legendary Planeswalker — Nissa",
             "+2: Untap up to two target creatures and up to two target lands.\n−3: Target "
             "creature gets +5/+5 until end of turn.\n−10: Look at the top ten cards of your "
             "library. You may put any number of creature and/or land cards from among them "
             "onto the battlefield. Put the rest on the bottom of your library in a random "
             "order.")
NISSA["loyalty"] = "5"


def test_the_record_is_honoured() -> None:
    assert_honoured((NISSA,))


def _nissa(loyalty: int, battlefield: tuple[object, ...] = (),
           library: tuple[str, ...] = ()) -> Game:
    return game(PlayerSpec(battlefield=(perm("Nissa, Genesis Mage",
                                             counters=(("loyalty", loyalty),)),
                                        *battlefield),  # type: ignore[arg-type]
                           library=library),
                extra=[compile_source(NISSA)])


def test_plus_two_untaps_two_creatures_and_two_lands() -> None:
    g = _nissa(5, (perm("Grizzly Bears", tapped=True), perm("Hill Giant", tapped=True),
                   *(perm("Forest", tapped=True) for _ in range(3))))
    creatures = (one(g, "Grizzly Bears"), one(g, "Hill Giant"))
    forests = ids(g, "Forest")[:2]
    g.apply(ActivateAbility(one(g, "Nissa, Genesis Mage"), 0, (creatures, tuple(forests))))
    resolve(g)
    assert not any(g.objects[o].tapped for o in (*creatures, *forests))
    assert sum(g.objects[o].tapped for o in ids(g, "Forest")) == 1
    assert g.objects[one(g, "Nissa, Genesis Mage")].counter("loyalty") == 7


def test_minus_ten_puts_chosen_creatures_and_lands_onto_the_battlefield() -> None:
    """Top ten: three Forests, two Hill Giants, five Shocks: both Giants and two Forests
    chosen enter; the rest (a Forest and the Shocks) go to the bottom: 6 cards there plus
    the library below the top ten."""
    top = ("Forest", "Hill Giant", "Shock", "Forest", "Shock", "Hill Giant", "Shock",
           "Forest", "Shock", "Shock")
    library = top + ("Island",) * 5
    g = _nissa(10, library=library)
    giants = ids(g, "Hill Giant", "library")
    forests = ids(g, "Forest", "library")[:2]
    g.apply(ActivateAbility(one(g, "Nissa, Genesis Mage"), 2))
    resolve(g, [Choose(True), Choose((*giants, *forests))])
    assert len(ids(g, "Hill Giant")) == 2 and len(ids(g, "Forest")) == 2
    pile = [g.objects[o].name for o in g.players[0].library]
    assert len(pile) == 11
    assert pile[-5:] == ["Island"] * 5  # the top (the list's end) is untouched
    assert sorted(pile[:6]) == ["Forest"] + ["Shock"] * 5
