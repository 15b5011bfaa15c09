"""How permanents enter (CR 614.1c, 614.12): "enters tapped unless you pay", "creatures your
opponents control enter tapped"; and additional land plays (CR 305.2)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.engine_gaps._util import card

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.actions import Choose, PlayLand
from grimoire.rules.position import PlayerSpec

SHOCK = ("({T}: Add {G} or {W}.)\nAs this land enters, you may pay 2 life. If you don't, it "
         "enters tapped.")


def _garden() -> ir.CardDefinition:
    return card("Temple Garden", "Land — Forest Plains", SHOCK)


def test_shockland_paid_enters_untapped() -> None:
    """CR 614.12a: the choice is made before it enters; paying 2 life (CR 119.4)."""
    g = game(PlayerSpec(hand=("Temple Garden",)), extra=[_garden()])
    g.apply(PlayLand(one(g, "Temple Garden", "hand")))
    assert g.pending is not None and g.pending.kind == "yes_no"
    assert one(g, "Temple Garden", "hand")  # not on the battlefield yet
    g.apply(Choose(True))
    assert g.players[0].life == 18
    assert not g.objects[one(g, "Temple Garden")].tapped
    assert g.pending is not None and g.pending.kind == "priority" and g.pending.player == 0


def test_shockland_not_paid_enters_tapped() -> None:
    g = game(PlayerSpec(hand=("Temple Garden",)), extra=[_garden()])
    g.apply(PlayLand(one(g, "Temple Garden", "hand")))
    g.apply(Choose(False))
    assert g.players[0].life == 20
    assert g.objects[one(g, "Temple Garden")].tapped
    assert g.players[0].lands_played == 1


def test_shockland_life_too_low_enters_tapped_without_asking() -> None:
    """CR 119.4: a player with less life than the cost can't pay it."""
    g = game(PlayerSpec(life=1, hand=("Temple Garden",)), extra=[_garden()])
    g.apply(PlayLand(one(g, "Temple Garden", "hand")))
    assert g.objects[one(g, "Temple Garden")].tapped and g.players[0].life == 1


def test_shockland_put_onto_battlefield_by_an_effect_enters_tapped() -> None:
    """An effect moving it can't wait for the choice: the cost isn't paid, so it enters
    tapped."""
    g = game(PlayerSpec(hand=("Temple Garden",)), extra=[_garden()])
    new = zones.move(g, one(g, "Temple Garden", "hand"), "battlefield", controller=0)
    assert g.objects[new].tapped and g.players[0].life == 20


SUNWING = "Flying\nCreatures your opponents control enter tapped."


def test_opponents_creatures_enter_tapped() -> None:
    """CR 614.1c, 614.12: the static applies to the opponent's creature entering, not to
    its controller's own."""
    sunwing = card("Kinjalli's Sunwing", "Creature — Dinosaur", SUNWING, "{2}{W}", "2", "3")
    g = game(PlayerSpec(hand=("Grizzly Bears", "Mountain"), battlefield=lands("Forest", 2)),
             PlayerSpec(battlefield=(perm("Kinjalli's Sunwing"),), hand=("Walking Corpse",)),
             extra=[sunwing])
    cast(g, "Grizzly Bears")
    resolve(g)
    assert g.objects[one(g, "Grizzly Bears")].tapped
    mine = zones.move(g, one(g, "Walking Corpse", "hand"), "battlefield", controller=1)
    assert not g.objects[mine].tapped
    g.apply(PlayLand(one(g, "Mountain", "hand")))
    assert not g.objects[one(g, "Mountain")].tapped  # a land isn't a creature


EXPLORATION = "You may play an additional land on each of your turns."


def test_additional_land_play() -> None:
    """CR 305.2, 305.2b: two lands with Exploration; a third is illegal and changes
    nothing."""
    exploration = card("Exploration", "Enchantment", EXPLORATION, "{G}")
    g = game(PlayerSpec(hand=("Forest", "Island", "Swamp"),
                        battlefield=(perm("Exploration"),)), extra=[exploration])
    g.apply(PlayLand(one(g, "Forest", "hand")))
    g.apply(PlayLand(one(g, "Island", "hand")))
    assert not [a for a in g.legal_actions() if isinstance(a, PlayLand)]
    with pytest.raises(IllegalActionError, match=r"CR 305\.2"):
        g.apply(PlayLand(one(g, "Swamp", "hand")))
    assert one(g, "Swamp", "hand") and g.players[0].lands_played == 2


def test_one_land_without_the_static() -> None:
    """CR 305.2: normally one land a turn."""
    g = game(PlayerSpec(hand=("Forest", "Island")))
    g.apply(PlayLand(one(g, "Forest", "hand")))
    with pytest.raises(IllegalActionError):
        g.apply(PlayLand(one(g, "Island", "hand")))
