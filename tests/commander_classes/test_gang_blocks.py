"""Dividing combat damage among many blockers (CR 510.1c-d, 702.19b) without listing every
division: a 20-power trampler blocked by eight creatures has C(28, 8) = 3.1 million ways to
divide its damage, which made four-player games with big boards crawl. The listing is
bounded (``grimoire.rules.combat.ASSIGNMENT_CAP``) and ``apply`` checks any division
directly against the rules."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.rules import choice_bounds, query
from grimoire.rules.actions import AssignDamage, DeclareAttackers, DeclareBlockers
from grimoire.rules.combat import ASSIGNMENT_CAP
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

BEHEMOTH = record("Trample Behemoth", "{8}{G}{G}", "Creature — Beast", "Trample", "20", "20")


def _gang_block() -> tuple:  # type: ignore[type-arg]
    game = table((BEHEMOTH,), PlayerSpec(battlefield=(PermanentSpec("Trample Behemoth"),)),
                 PlayerSpec(life=40, battlefield=tuple(PermanentSpec("Grizzly Bears")
                                                       for _ in range(8))))
    beast = one(game, "Trample Behemoth")
    bears = ids(game, "Grizzly Bears")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((beast, Seat(1)),)))
    pass_to(game, "declare_blockers", active=0)
    game.apply(DeclareBlockers(tuple((b, beast) for b in bears)))
    pass_to(game, "assign_damage", active=0)
    return game, beast, bears


def test_the_listing_of_divisions_is_bounded_and_says_so() -> None:
    """The listing holds at most the cap plus the lethal-in-order division, and is marked
    as a bounded subset (``choice_bounds.truncated``)."""
    game, beast, bears = _gang_block()
    listed = game.legal_actions()
    assert len(listed) <= ASSIGNMENT_CAP + 1 and choice_bounds.truncated(listed)
    lethal_first = AssignDamage(beast, (*((b, 2) for b in bears), (Seat(1), 4)))
    assert any(sorted(map(repr, a.assignment)) == sorted(map(repr, lethal_first.assignment))
               for a in listed)


def test_an_unlisted_legal_division_is_accepted() -> None:
    """CR 702.19b: lethal damage (2) to each of the eight Bears and the other 4 to Bob is
    legal even when not listed: the Bears die and Bob takes 4."""
    game, beast, bears = _gang_block()
    game.apply(AssignDamage(beast, (*((b, 2) for b in bears[:7]), (bears[7], 3),
                                    (Seat(1), 3))))
    pass_to(game, "priority", active=0)
    assert not ids(game, "Grizzly Bears") and game.players[1].life == 37


def test_an_illegal_division_is_refused() -> None:
    """CR 702.19b: damage to the player before lethal damage to every blocker is illegal;
    so is assigning more or less than its power (CR 510.1c), and it changes nothing."""
    game, beast, bears = _gang_block()
    too_soon = AssignDamage(beast, (*((b, 2) for b in bears[:7]), (bears[7], 1),
                                    (Seat(1), 5)))
    short = AssignDamage(beast, tuple((b, 2) for b in bears))
    for bad in (too_soon, short):
        with pytest.raises(IllegalActionError):
            game.apply(bad)
    assert game.pending is not None and game.pending.kind == "assign_damage"
    assert query.power(game, game.objects[beast]) == 20
