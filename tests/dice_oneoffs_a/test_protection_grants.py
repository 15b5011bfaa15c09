"""Protection granted with a quality (CR 702.16a): a static "has protection from ..." (the
Swords, see test_sword.py) and an effect "gains protection from artifacts until end of
turn" (CR 613.1f, 514.2), compiled from the real Oracle text of Tower of the Magistrate."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_oneoffs_a._combat import can_block
from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.engine_gaps._util import attack_with, card

from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.position import PlayerSpec

TOWER = card("Tower of the Magistrate", "Land",
             "{T}: Add {C}.\n{1}, {T}: Target creature gains protection from artifacts until "
             "end of turn.")


def test_tower_compiles_to_gained_protection() -> None:
    """The keyword keeps its quality: protection from artifacts (types_any=artifact)."""
    ability = TOWER.abilities[1]
    assert isinstance(ability, ir.ActivatedAbility)
    assert isinstance(ability.effect, ir.GainAbilities)
    (kw,) = ability.effect.abilities
    assert isinstance(kw, ir.Keyword) and kw.filter is not None
    assert kw.filter.types_any == ("artifact",)


def test_gained_protection_stops_an_artifact_blocker_until_end_of_turn() -> None:
    """CR 702.16f: Celebr-8000 (an artifact creature) can't block the protected Bears."""
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Tower of the Magistrate"),
                                     *lands("Mountain", 1))),
             PlayerSpec(battlefield=(perm("Celebr-8000"),)),
             extra=[TOWER, definition("Celebr-8000")])
    bears = one(g, "Grizzly Bears")
    control = g.copy()
    g.apply(ActivateAbility(one(g, "Tower of the Magistrate"), 1, targets=((bears,),)))
    resolve(g)
    assert "protection" in g.objects[bears].info.keywords
    attack_with(g, bears)
    assert not can_block(g, one(g, "Celebr-8000"), bears)
    attack_with(control, one(control, "Grizzly Bears"))  # not activated: it can block
    assert can_block(control, one(control, "Celebr-8000"), one(control, "Grizzly Bears"))


LEATHER_ARMOR = card(
    "Leather Armor", "Artifact — Equipment",
    "Equipped creature gets +0/+1 and has ward {1}. (Whenever equipped creature becomes the "
    "target of a spell or ability an opponent controls, counter it unless that player pays "
    "{1}.)\nEquip {0}. Activate only once each turn.", "{1}")


def test_granted_ward_counters_an_unpaid_spell() -> None:
    """CR 702.21a: the equipped creature has ward {1} (granted with its cost, CR 613.1f);
    Bob can't pay {1} more, so his Lightning Bolt is countered and the Bears live."""
    (boost, grant) = [a.effect for a in LEATHER_ARMOR.abilities if isinstance(a, ir.StaticAbility)]
    assert isinstance(boost, ir.PowerToughnessBoost) and isinstance(grant, ir.GrantAbilities)
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                     perm("Leather Armor", attached_to=(0, 0)))),
             PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
             active=1, extra=[LEATHER_ARMOR])
    bears = one(g, "Grizzly Bears")
    assert "ward" in g.objects[bears].info.keywords
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((bears,),)))
    resolve(g)
    assert one(g, "Grizzly Bears") == bears and g.objects[bears].damage == 0
    assert one(g, "Lightning Bolt", "graveyard")
