"""Type, ability and base power/toughness changes from static abilities (CR 613.1d,
613.1f, 613.4a-b), with dependencies (CR 613.8) and the rulings of Blood Moon, Urborg,
Humility, Opalescence and Tarmogoyf."""

from __future__ import annotations

from tests.dice_rules._util import game, one, perm
from tests.layers._cards import definitions

from grimoire.rules import query, zones
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PlayerSpec

_CARDS = definitions("Blood Moon", "Urborg, Tomb of Yawgmoth", "Humility", "Opalescence",
                     "Tarmogoyf", "Glorious Anthem", "Wind Drake")


def _board(*names: str, graveyard: tuple[str, ...] = ()) -> Game:
    return game(PlayerSpec(battlefield=tuple(perm(n) for n in names), graveyard=graveyard),
                extra=_CARDS)


def _pt(g: Game, oid: int) -> tuple[int, int]:
    obj = g.objects[oid]
    return query.power(g, obj), query.toughness(g, obj)


def _mana_colors(g: Game, oid: int) -> set[str]:
    """The colors of mana the permanent's mana abilities add (as the engine sees them)."""
    return {m for source in g.objects[oid].info.mana_sources for m in source.types}


def test_urborg_makes_each_land_a_swamp_with_its_mana_ability() -> None:
    """Urborg: "Each land is a Swamp in addition to its other land types" (CR 305.7): a
    Forest is a Forest Swamp and taps for {G} or {B}; Urborg itself is a Swamp."""
    g = _board("Urborg, Tomb of Yawgmoth", "Forest")
    forest = one(g, "Forest")
    assert {"Forest", "Swamp"} <= characteristics(g, g.objects[forest]).subtypes
    assert "Swamp" in characteristics(g, g.objects[one(g, "Urborg, Tomb of Yawgmoth")]).subtypes
    g.apply(g.legal_actions()[0])  # anything: state-based actions give the land its ability
    assert _mana_colors(g, forest) == {"G", "B"}


def test_blood_moon_makes_nonbasic_lands_mountains_only() -> None:
    """Blood Moon (CR 305.7): a nonbasic land loses its other land types and abilities and
    taps for {R}; basic lands are untouched; names and supertypes stay (ruling)."""
    g = _board("Blood Moon", "Exotic Orchard", "Forest")
    orchard, forest = one(g, "Exotic Orchard"), one(g, "Forest")
    chars = characteristics(g, g.objects[orchard])
    assert chars.subtypes == {"Mountain"} and chars.name == "Exotic Orchard"
    assert "Mountain" not in characteristics(g, g.objects[forest]).subtypes
    g.apply(g.legal_actions()[0])
    assert _mana_colors(g, orchard) == {"R"}
    assert _mana_colors(g, forest) == {"G"}


def test_blood_moon_with_urborg_urborg_loses_its_ability_first() -> None:
    """Urborg ruling (2021-03-19) and CR 613.8a: Urborg's effect depends on Blood Moon's
    (Blood Moon removes the ability that makes it), so whatever the order, Urborg is just a
    Mountain and no land is a Swamp."""
    for order in (("Blood Moon", "Urborg, Tomb of Yawgmoth"),
                  ("Urborg, Tomb of Yawgmoth", "Blood Moon")):
        g = _board(*order, "Forest")
        urborg = characteristics(g, g.objects[one(g, "Urborg, Tomb of Yawgmoth")])
        assert urborg.subtypes == {"Mountain"}
        assert "Swamp" not in characteristics(g, g.objects[one(g, "Forest")]).subtypes


def test_humility_creatures_lose_abilities_and_are_one_one() -> None:
    """Humility: all creatures lose all abilities (layer 6) and have base power and
    toughness 1/1 (7b); Glorious Anthem's +1/+1 (7c) still applies after."""
    g = _board("Humility", "Serra Angel", "Glorious Anthem")
    angel = one(g, "Serra Angel")
    assert _pt(g, angel) == (2, 2)
    assert not query.keywords(g, g.objects[angel])


def test_humility_and_opalescence_by_timestamp() -> None:
    """Humility/Opalescence rulings (2006-02-01, 2009-10-01): Opalescence makes Humility a
    4/4 creature in layer 4; in layer 7b the later timestamp wins. Humility newer: it is
    1/1; Opalescence newer: Humility is 4/4 (its mana value) with no abilities."""
    g = _board("Opalescence", "Humility", "Grizzly Bears")
    humility = one(g, "Humility")
    assert "creature" in characteristics(g, g.objects[humility]).types
    assert _pt(g, humility) == (1, 1)
    assert _pt(g, one(g, "Grizzly Bears")) == (1, 1)
    assert "creature" not in characteristics(g, g.objects[one(g, "Opalescence")]).types
    g = _board("Humility", "Opalescence", "Grizzly Bears")
    humility = one(g, "Humility")
    assert _pt(g, humility) == (4, 4)
    assert not characteristics(g, g.objects[humility]).abilities
    assert _pt(g, one(g, "Grizzly Bears")) == (1, 1)


def test_tarmogoyf_counts_card_types_in_all_graveyards_in_every_zone() -> None:
    """Tarmogoyf (CR 604.3, 613.4a): */1+* where * is the number of card types among cards
    in all graveyards (rulings: an artifact creature counts twice, supertypes don't; it
    counts itself in a graveyard)."""
    g = _board("Tarmogoyf", graveyard=("Lightning Bolt", "Forest", "Hangarback Walker"))
    goyf = one(g, "Tarmogoyf")
    assert _pt(g, goyf) == (4, 5)  # instant, land, artifact, creature
    g = _board("Glorious Anthem", "Tarmogoyf")
    assert _pt(g, one(g, "Tarmogoyf")) == (1, 2)  # 0/1, +1/+1
    g = _board(graveyard=("Tarmogoyf", "Forest"))
    card = g.objects[one(g, "Tarmogoyf", "graveyard")]
    assert (query.power(g, card), query.toughness(g, card)) == (2, 3)
    zones.move(g, one(g, "Forest", "graveyard"), "exile")
    assert (query.power(g, card), query.toughness(g, card)) == (1, 2)


def test_an_aura_setting_base_power_and_toughness() -> None:
    """CR 613.4b: "Enchanted creature has base power and toughness 1/1" (layer 7b); the
    Anthem's +1/+1 (7c) applies after it."""
    from tests.engine_gaps._util import card
    shrink = card("Test Shrink", "Enchantment — Aura",
                  "Enchant creature\nEnchanted creature has base power and toughness 1/1.",
                  "{U}")
    g = game(PlayerSpec(battlefield=(perm("Serra Angel"), perm("Test Shrink", attached_to=(0, 0)),
                                     perm("Glorious Anthem"))), extra=(*_CARDS, shrink))
    assert _pt(g, one(g, "Serra Angel")) == (2, 2)
    assert "flying" in query.keywords(g, g.objects[one(g, "Serra Angel")])
