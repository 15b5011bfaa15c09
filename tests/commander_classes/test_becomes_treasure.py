"""An Aura that makes a permanent a Treasure: "Enchanted permanent is a Treasure artifact with
"{T}, Sacrifice this artifact: Add one mana of any color," and it loses all other abilities.
(If it was a creature, it's no longer a creature.)" (Minimus Containment).

CR 205.1a: the new card type and subtype replace the old ones (a creature stops being a
creature); CR 613.1f, 613.7: it loses its other abilities but keeps the granted mana
ability; once the Aura leaves, it is what it was.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import query, zones
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PermanentSpec as P
from grimoire.rules.position import PlayerSpec

MINIMUS = record("Minimus Containment", "{2}{W}", "Enchantment — Aura",
                 "Enchant nonland permanent\nEnchanted permanent is a Treasure artifact with "
                 "\"{T}, Sacrifice this artifact: Add one mana of any color,\" and it loses all "
                 "other abilities. (If it was a creature, it's no longer a creature.)")
FLYER = record("Test Flyer", "{1}{U}", "Creature — Bird", "Flying", "2", "2")


def test_the_record_compiles() -> None:
    compiled(MINIMUS)


def test_a_creature_becomes_a_treasure_with_only_the_mana_ability() -> None:
    game = table((MINIMUS, FLYER), PlayerSpec(battlefield=(P("Minimus Containment",
                                                             attached_to=(1, 0)),)),
                 PlayerSpec(battlefield=(P("Test Flyer"),)))
    flyer = game.objects[one(game, "Test Flyer")]
    chars = characteristics(game, flyer)
    assert "creature" not in chars.types and "artifact" in chars.types
    assert "Treasure" in chars.subtypes and "Bird" not in chars.subtypes
    assert not query.has_keyword(game, flyer, "flying")
    mana = [a for a in chars.abilities if getattr(a, "is_mana_ability", False)]
    assert len(mana) == 1 and "Sacrifice this artifact" in mana[0].text


def test_it_is_itself_again_once_the_aura_is_gone() -> None:
    game = table((MINIMUS, FLYER), PlayerSpec(battlefield=(P("Minimus Containment",
                                                             attached_to=(1, 0)),)),
                 PlayerSpec(battlefield=(P("Test Flyer"),)))
    aura = one(game, "Minimus Containment")
    zones.move(game, aura, "graveyard")
    flyer = game.objects[one(game, "Test Flyer")]
    chars = characteristics(game, flyer)
    assert "creature" in chars.types and query.has_keyword(game, flyer, "flying")
