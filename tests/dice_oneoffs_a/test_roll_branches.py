"""One-of-a-kind dice texts: a result condition on the roll just made ("On a 5 or higher,
untap it."), and a choice made on resolution ("You may choose a creature. ~ deals 3 damage
to each creature not chosen this way.")."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import activate, cast, choose, game, lands, one, perm, resolve

from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _lobber_game() -> tuple[Game, int]:
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                     perm("Lobe Lobber", attached_to=(0, 0)))),
             extra=[definition("Lobe Lobber")])
    return g, one(g, "Grizzly Bears")


def test_lobe_lobber_untaps_on_five_or_higher() -> None:
    """CR 706.2: "On a 5 or higher" reads the result of the roll just made; "untap it" is
    the creature whose ability it is (CR 701.21a: a player can't be tapped or untapped)."""
    g, bears = _lobber_game()
    g.script_dice([5])
    activate(g, "Grizzly Bears", targets=((Seat(1),),))
    assert g.objects[bears].tapped
    resolve(g)
    assert g.players[1].life == 19
    assert not g.objects[bears].tapped


def test_lobe_lobber_stays_tapped_below_five() -> None:
    """CR 706.2: a 4 is not "5 or higher": the creature stays tapped."""
    g, bears = _lobber_game()
    g.script_dice([4])
    activate(g, "Grizzly Bears", targets=((Seat(1),),))
    resolve(g)
    assert g.players[1].life == 19
    assert g.objects[bears].tapped


def _thunderwave(natural: int) -> Game:
    g = game(PlayerSpec(hand=("Thunderwave",),
                        battlefield=(*lands("Mountain", 4), perm("Hill Giant"),
                                     perm("Grizzly Bears"))),
             PlayerSpec(battlefield=(perm("Craw Wurm"), perm("Gray Ogre"))),
             extra=[definition("Thunderwave")])
    g.script_dice([natural])
    cast(g, "Thunderwave")
    return g


def test_thunderwave_spares_the_chosen_creature() -> None:
    """CR 608.2d: the creature is chosen as the spell resolves; the 3 damage goes to each
    creature not chosen this way (CR 706.2: the 10-19 row)."""
    g = _thunderwave(12)
    giant = one(g, "Hill Giant")
    resolve(g, [choose(True), choose((giant,))])
    assert g.objects[giant].damage == 0
    assert one(g, "Craw Wurm") and g.objects[one(g, "Craw Wurm")].damage == 3
    assert not [o for o in g.objects.values()
                if o.name in ("Grizzly Bears", "Gray Ogre") and o.zone == "battlefield"]


def test_thunderwave_choosing_nothing_hits_every_creature() -> None:
    """"You may choose": declining leaves no creature chosen, so every creature is dealt
    3 damage."""
    g = _thunderwave(15)
    resolve(g, [choose(False)])
    assert one(g, "Hill Giant", "graveyard")
    assert g.objects[one(g, "Craw Wurm")].damage == 3


def test_thunderwave_other_rows() -> None:
    """CR 706.2: 1-9 damages each creature; 20 deals 6 to each creature your opponents
    control only."""
    g = _thunderwave(3)
    resolve(g)
    assert one(g, "Hill Giant", "graveyard")
    assert g.objects[one(g, "Craw Wurm")].damage == 3
    g = _thunderwave(20)
    resolve(g)
    assert g.objects[one(g, "Hill Giant")].damage == 0
    assert not [o for o in g.objects.values() if o.name == "Craw Wurm" and o.zone ==
                "battlefield"]


def test_thunderwave_choice_survives_save_load_and_copy() -> None:
    """A choice pending mid-resolution (CR 608.2d) is plain game state: a copy and a loaded
    save continue exactly like the original."""
    g = _thunderwave(12)
    giant = one(g, "Hill Giant")
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(choose(True))
    assert g.pending is not None and g.pending.kind == "choose_objects"
    copy = g.copy()
    loaded = Game.load(g.save(), g.pool)
    for each in (g, copy, loaded):
        resolve(each, [choose((giant,))])
        assert each.objects[giant].damage == 0
        assert each.objects[one(each, "Craw Wurm")].damage == 3
