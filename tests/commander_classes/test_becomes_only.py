"""An Aura that sets a creature's types, abilities and base power and toughness (CR 205.1a,
613.1d, 613.1f, 613.4b): "Enchanted creature is an Insect artifact creature with base power
and toughness 0/1 and has indestructible, and it loses all other abilities, card types, and
creature types." (Darksteel Mutation; rulings: only an artifact and a creature and only an
Insect; supertypes kept (a legendary creature stays legendary); colors unchanged; counters
and boosts still apply; abilities gained afterwards work normally)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import layers, query, zones
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
MUTATION = record("Darksteel Mutation", "{1}{W}", "Enchantment — Aura",
                  "Enchant creature\nEnchanted creature is an Insect artifact creature with "
                  "base power and toughness 0/1 and has indestructible, and it loses all other "
                  "abilities, card types, and creature types.")
HERO = record("Legend Tester", "{2}{W}{W}", "Legendary Enchantment Creature — Human Knight",
              "Flying, vigilance", "4", "4")
ANTHEM = record("Anthem Tester", "{2}{W}", "Enchantment", "Creatures you control get +1/+1.")


def test_the_record_compiles() -> None:
    compiled(MUTATION)


def test_the_creature_becomes_only_an_indestructible_insect() -> None:
    """Types set (artifact creature, Insect; legendary kept), flying and vigilance lost,
    indestructible had, base 0/1; its white color stays."""
    game = table((MUTATION, HERO), PlayerSpec(battlefield=(
        P("Legend Tester"), P("Darksteel Mutation", attached_to=(0, 0)))), PlayerSpec())
    hero = game.objects[one(game, "Legend Tester")]
    chars = layers.characteristics(game, hero)
    assert set(chars.types) == {"artifact", "creature"}
    assert tuple(chars.subtypes) == ("Insect",)
    assert "legendary" in chars.supertypes and "W" in chars.colors
    assert query.keywords(game, hero) == frozenset({"indestructible"})
    assert (query.power(game, hero), query.toughness(game, hero)) == (0, 1)


def test_counters_and_boosts_still_apply() -> None:
    """Ruling: counters and "gets +1/+1" effects aren't overwritten: 0/1 + counter + anthem."""
    game = table((MUTATION, HERO, ANTHEM), PlayerSpec(battlefield=(
        P("Legend Tester", counters=(("+1/+1", 1),)), P("Darksteel Mutation", attached_to=(0, 0)),
        P("Anthem Tester"))), PlayerSpec())
    hero = game.objects[one(game, "Legend Tester")]
    assert (query.power(game, hero), query.toughness(game, hero)) == (2, 3)


def test_without_the_aura_it_is_itself_again() -> None:
    """The Aura gone (a static ability, CR 611.3): the creature is a 4/4 flier again."""
    game = table((MUTATION, HERO), PlayerSpec(battlefield=(
        P("Legend Tester"), P("Darksteel Mutation", attached_to=(0, 0)))), PlayerSpec())
    zones.move(game, one(game, "Darksteel Mutation"), "graveyard")
    hero = game.objects[one(game, "Legend Tester")]
    assert "flying" in query.keywords(game, hero) and query.power(game, hero) == 4
