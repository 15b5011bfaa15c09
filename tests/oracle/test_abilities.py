"""Ability shapes: mana abilities (CR 605.1a), restrictions (CR 602.5b/d), tables (CR 706),
intervening "if" (CR 603.4), keywords (CR 702), tokens (CR 111.10)."""

from __future__ import annotations

from grimoire.oracle import compile_card
from grimoire.oracle.ir import (
    ActivatedAbility,
    AddManaChoice,
    ClassLevel,
    DiceRolledTrigger,
    Keyword,
    RollDice,
    Sequence,
    StepTrigger,
    TriggeredAbility,
    is_fully_implemented,
)
from grimoire.oracle.tokens import PREDEFINED_TOKENS


def test_mana_ability_that_also_rolls() -> None:
    """CR 605.1a: no target, could add mana, not loyalty -> a mana ability, even if it rolls."""
    card = compile_card("Box", "Artifact", "{3}", "{T}: Add one mana of any color. Roll a d20.")
    ability = card.abilities[0]
    assert isinstance(ability, ActivatedAbility) and ability.is_mana_ability
    assert isinstance(ability.effect, Sequence)
    assert isinstance(ability.effect.steps[0], AddManaChoice)
    assert isinstance(ability.effect.steps[1], RollDice)


def test_targeted_ability_is_not_a_mana_ability() -> None:
    """CR 605.1a: an ability with a target is never a mana ability."""
    card = compile_card(
        "X", "Artifact", "{1}", "{T}: Add {G}. Target creature gets +1/+1 until end of turn."
    )
    assert not card.abilities[0].is_mana_ability  # type: ignore[union-attr]


def test_restrictions() -> None:
    """CR 602.5d: "Activate only as a sorcery"; CR 602.5b: "only once each turn"."""
    card = compile_card(
        "X",
        "Artifact",
        "{1}",
        "{1}: Draw a card. Activate only once each turn.\n{2}: Scry 1. Activate only as a sorcery.",
    )
    first, second = card.abilities
    assert first.once_per_turn and first.timing == "any"  # type: ignore[union-attr]
    assert second.timing == "sorcery"  # type: ignore[union-attr]


def test_graveyard_activation_zone() -> None:
    """ "Activate only if this card is in your graveyard" sets the ability's zone."""
    card = compile_card(
        "Troll",
        "Creature — Troll",
        "{G}",
        "{3}{G}: Roll a d20. Activate only if "
        "this card is in your graveyard.\n1—9 | Put this card on top of your library."
        "\n10–19 | Return this card to your hand.\n20+ | Draw a card.",
        "2",
        "2",
    )
    ability = card.abilities[0]
    assert ability.zone == "graveyard"  # type: ignore[union-attr]
    table = ability.effect.table  # type: ignore[union-attr]
    assert [(r.low, r.high) for r in table] == [(1, 9), (10, 19), (20, None)]


def test_table_dash_variants() -> None:
    """CR 706: rows with em dash, en dash and hyphen ranges all parse."""
    for dash in ("—", "–", "-"):
        card = compile_card(
            "Spell",
            "Sorcery",
            "{1}",
            f"Roll a d20.\n1{dash}9 | Draw a card.\n10{dash}20 | Draw two cards.",
        )
        assert is_fully_implemented(card)
        assert [(r.low, r.high) for r in card.spell.effect.table] == [(1, 9), (10, 20)]  # type: ignore[union-attr]


def test_intervening_if_and_step_trigger() -> None:
    """CR 603.4: an intervening "if" is the ability's condition."""
    card = compile_card(
        "Angel",
        "Enchantment",
        "{1}",
        "At the beginning of your upkeep, if you have no cards in hand, draw a card.",
    )
    ability = card.abilities[0]
    assert isinstance(ability, TriggeredAbility)
    assert ability.trigger == StepTrigger("upkeep", "you") and ability.condition is not None


def test_natural_20_trigger_works_from_graveyard() -> None:
    """CR 113.6k: "return this card from your graveyard" -> functions in the graveyard."""
    card = compile_card(
        "Critical Hit",
        "Instant",
        "{1}{R}",
        "Target creature gains double strike "
        "until end of turn.\nWhen you roll a natural 20, return this card from your "
        "graveyard to your hand.",
    )
    trigger = card.abilities[0]
    assert isinstance(trigger, TriggeredAbility) and trigger.zone == "graveyard"
    assert isinstance(trigger.trigger, DiceRolledTrigger) and trigger.trigger.natural == 20


def test_keywords_with_parameters() -> None:
    """CR 702.21a ward, 702.5a enchant; CR 702.6a: "Equip [cost]" means "[Cost]: Attach
    this permanent to target creature you control. Activate only as a sorcery." — it
    compiles to that activated ability (tests/attachments)."""
    card = compile_card("K", "Artifact — Equipment", "{1}", "Ward {4}\nEquip {1}{R}")
    assert [k.name for k in card.abilities if isinstance(k, Keyword)] == ["ward"]
    from grimoire.oracle.ir import ActivatedAbility

    equip = card.abilities[1]
    assert isinstance(equip, ActivatedAbility) and equip.timing == "sorcery"


def test_class_levels() -> None:
    """CR 716.2a: "[Cost]: Level N" and the abilities below it form a level."""
    card = compile_card(
        "C",
        "Enchantment — Class",
        "{R}",
        "Draw a card.\n{1}{R}: Level 2\nCreatures you control have haste.",
    )
    levels = [a for a in card.abilities if isinstance(a, ClassLevel)]
    assert levels and levels[0].level == 2 and len(levels[0].abilities) == 1


def test_predefined_tokens_compile_from_their_text() -> None:
    """CR 111.10a-g: predefined tokens are ordinary specs compiled from their rules text."""
    tokens = PREDEFINED_TOKENS()
    for name in ("Treasure", "Food", "Gold", "Clue", "Blood", "Shard"):
        assert tokens[name].abilities and is_fully_implemented(tokens[name]), name
    assert tokens["Treasure"].abilities[0].is_mana_ability  # type: ignore[union-attr]
    assert not tokens["Clue"].abilities[0].is_mana_ability  # type: ignore[union-attr]
