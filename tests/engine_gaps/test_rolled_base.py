"""'As ~ enters, roll a six-sided die twice. Its base power becomes the first result and its
base toughness becomes the second result' (CR 614.1c, 613.4b)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, counted, game, lands, one, perm, resolve

from grimoire.rules import events as ev
from grimoire.rules import query, zones
from grimoire.rules.position import PlayerSpec


def test_elvish_impersonators_rolls_its_base_as_it_enters() -> None:
    """CR 614.1c: two d6 rolls as it enters; first = base power, second = base toughness;
    a +1/+1 counter applies on top (CR 613.4c)."""
    g = game(PlayerSpec(hand=("Elvish Impersonators",), battlefield=lands("Forest", 4)),
             extra=[definition("Elvish Impersonators")])
    g.script_dice([5, 2])
    cast(g, "Elvish Impersonators")
    resolve(g)
    elves = g.objects[one(g, "Elvish Impersonators")]
    assert (query.power(g, elves), query.toughness(g, elves)) == (5, 2)
    assert counted(g) == [(5, 5), (2, 2)]
    rolled = [i for i, e in enumerate(g.events) if isinstance(e, ev.DieRolled)]
    assert len(rolled) == 2
    elves.counters = {"+1/+1": 1}
    assert (query.power(g, elves), query.toughness(g, elves)) == (6, 3)


def test_rolled_again_when_it_enters_again() -> None:
    """CR 400.7: back on the battlefield it is a new object and rolls again."""
    g = game(PlayerSpec(battlefield=(perm("Forest"),), hand=("Elvish Impersonators",)),
             extra=[definition("Elvish Impersonators")])
    g.script_dice([1, 6, 3, 3])
    oid = one(g, "Elvish Impersonators", "hand")
    first = zones.move(g, oid, "battlefield", controller=0)  # put onto it by an effect
    assert (query.power(g, g.objects[first]), query.toughness(g, g.objects[first])) == (1, 6)
    gone = zones.move(g, first, "graveyard")
    printed = definition("Elvish Impersonators")
    assert (g.objects[gone].info.power, g.objects[gone].info.toughness) == (
        printed.power, printed.toughness)  # the card's own characteristics again
    again = zones.move(g, gone, "battlefield", controller=0)
    assert (query.power(g, g.objects[again]), query.toughness(g, g.objects[again])) == (3, 3)


def test_vedalken_squirrel_whacker_entering_half() -> None:
    """The same replacement worded "As this creature enters"."""
    g = game(PlayerSpec(hand=("Vedalken Squirrel-Whacker",), battlefield=lands("Island", 4)),
             extra=[definition("Vedalken Squirrel-Whacker")])
    g.script_dice([2, 4])
    cast(g, "Vedalken Squirrel-Whacker")
    resolve(g)
    whacker = g.objects[one(g, "Vedalken Squirrel-Whacker")]
    assert (query.power(g, whacker), query.toughness(g, whacker)) == (2, 4)
