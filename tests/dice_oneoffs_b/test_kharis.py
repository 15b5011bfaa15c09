"""Kharis & The Beholder: "When ~ enters and at the beginning of your upkeep" (one ability,
two trigger events, CR 603.2), "make a charisma check. (Roll a d20.)" and bullet results
checked in order after the roll: "the result plus the number of creatures you control is
greater than 11" and "the result is a natural 20" (CR 706.2: the natural result)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, ids, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

KHARIS = "Kharis & The Beholder"
BEARS = "Grizzly Bears"


def _cast(die: int, *others: str) -> Game:
    mana = (*lands("Forest", 2), *lands("Plains", 3))
    g = game(PlayerSpec(hand=(KHARIS,), battlefield=(*(perm(n) for n in others), *mana)),
             extra=(definition(KHARIS),))
    g.script_dice([die])
    cast(g, KHARIS)
    resolve(g)
    return g


def test_check_passes_with_the_creatures_count() -> None:
    """d20 = 10: 10 + 2 creatures (Kharis, the new Human) = 12 > 11: a +1/+1 counter on
    each creature you control."""
    g = _cast(10)
    human = one(g, "Human")
    assert g.objects[human].counter("+1/+1") == 1
    assert g.objects[one(g, KHARIS)].counter("+1/+1") == 1


def test_check_fails_at_exactly_eleven() -> None:
    """d20 = 9: 9 + 2 = 11, not greater than 11: nothing."""
    g = _cast(9)
    assert g.objects[one(g, "Human")].counter("+1/+1") == 0
    assert g.objects[one(g, KHARIS)].counter("+1/+1") == 0


def test_natural_20_copies_each_nonlegendary_creature() -> None:
    """A natural 20: counters on all three, then a token copy of each nonlegendary creature
    (the Human and the Bears; Kharis is legendary). Copies don't copy counters (CR 707.2)."""
    g = _cast(20, BEARS)
    assert len(ids(g, "Human")) == 2 and len(ids(g, BEARS)) == 2 and len(ids(g, KHARIS)) == 1
    assert sorted(g.objects[o].counter("+1/+1") for o in ids(g, BEARS)) == [0, 1]


def test_upkeep_trigger_makes_another_check() -> None:
    """At the beginning of your upkeep: another Human and another check (d20 = 1: 1 + 3 is
    not greater than 11)."""
    g = _cast(1)
    g.script_dice([1])
    pass_to_step(g, "end", active=1)
    pass_to_step(g, "draw", active=0)
    assert len(ids(g, "Human")) == 2
    assert all(g.objects[o].counter("+1/+1") == 0 for o in ids(g, "Human"))
