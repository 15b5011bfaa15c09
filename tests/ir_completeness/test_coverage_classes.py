"""Real cards of each class the coverage work made playable compile in full: no
``Unimplemented`` node and no engine gap (``grimoire.oracle.support``), from their Oracle
records (``tests/coverage_classes/_cards.py``); the scenario tests of each class are in
``tests/coverage_classes``."""

from __future__ import annotations

import pytest
from tests.coverage_classes._cards import RECORDS

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps

CLASSES: dict[str, tuple[str, ...]] = {
    # CR 113.6k, 602.2: "{cost}, Exile this card from your graveyard: ..."
    "exile_from_graveyard_cost": ("Dauntless Cathar", "Heron-Blessed Geist",
                                  "Gravestone Strider"),
    # CR 702.178-179, 704.5z: start your engines!, max speed, "your speed"
    "speed": ("Muraganda Raceway", "Swiftwing Assailant", "Risen Necroregent",
              "Glitch Ghost Surveyor", "Point the Way", "Racers' Scoreboard",
              "Hazoret, Godseeker", "Gastal Thrillseeker"),
    # CR 119.3: "Whenever an opponent loses life"
    "life_loss_trigger": ("Exquisite Blood",),
    # CR 106.6: "Spend this mana only to cast ... spells / activate abilities of ..."
    "spend_restrictions": ("Beastcaller Savant", "Mishra's Workshop", "Soldevi Machinist",
                           "Geosurge"),
    # CR 122.6, 603.2c: "Whenever one or more +1/+1 counters are put on ..."; CR 113.6k:
    # "..., if this card is in your graveyard" works from the graveyard
    "counters_put": ("Herd Baloth", "Simic Ascendancy", "Moss-Pit Skeleton"),
    # CR 701.45a: learn (no card is outside a game Grimoire plays)
    "learn": ("Pop Quiz", "Eyetwitch"),
    # CR 510.2, 603.2c: "Whenever one or more creatures you control deal combat damage to a
    # player"
    "combat_damage_batch": ("Nature's Will", "Grazilaxx, Illithid Scholar"),
    # CR 702.137a, 702.117a: spectacle, surge (alternative costs with a condition)
    "spectacle_surge": ("Skewer the Critics", "Reckless Bushwhacker"),
    # CR 702.3b: "can attack (this turn) as though it didn't have defender"
    "attacks_despite_defender": ("Mirror Wall", "Slithering Shade"),
    # CR 702.133a: jump-start
    "jump_start": ("Radical Idea",),
}


@pytest.mark.parametrize("name", [n for names in CLASSES.values() for n in names])
def test_compiles_in_full(name: str) -> None:
    card = compile_source(RECORDS[name])
    assert ir.is_fully_implemented(card) and engine_gaps(card) == []


def test_max_speed_abilities_are_had_only_at_max_speed() -> None:
    """CR 702.178a: no ability of a "Max speed —" line is had unconditionally: on the
    battlefield a static granting it while the controller has max speed; from the graveyard
    the activation condition."""
    max_speed = ir.PlayerStatus("max_speed")
    seen = 0
    for name in CLASSES["speed"]:
        card = compile_source(RECORDS[name])
        for ability in card.abilities:
            if not getattr(ability, "text", "").startswith("Max speed"):
                continue
            seen += 1
            if isinstance(ability, ir.ActivatedAbility):
                assert ability.zone == "graveyard" and ability.condition == max_speed
            else:
                assert isinstance(ability, ir.StaticAbility)
                assert isinstance(ability.effect, ir.ConditionalStatic)
                assert ability.effect.condition == max_speed
    assert seen == 6  # Point the Way, Hazoret: no max speed line


def test_restrictions_the_engine_cant_check_stay_unimplemented() -> None:
    """CR 106.6: a restriction naming what the engine doesn't check (a chosen creature
    type, "that spell can't be countered", costs containing {X}) keeps the card out."""
    for text in ("Spend this mana only to cast a creature spell of the chosen type.",
                 "Spend this mana only to cast a legendary spell, and that spell can't be "
                 "countered.",
                 "Spend this mana only on costs that contain {X}."):
        card = compile_source({"name": "Test Land", "type_line": "Land", "mana_cost": "",
                               "oracle_text": "{T}: Add one mana of any color. " + text})
        assert not ir.is_fully_implemented(card), text


def test_a_trigger_if_this_card_is_in_your_graveyard_works_from_there() -> None:
    """CR 113.6k: Moss-Pit Skeleton's "Whenever ..., if this card is in your graveyard, ..."
    is an ability of the card in the graveyard."""
    card = compile_source(RECORDS["Moss-Pit Skeleton"])
    [trigger] = [a for a in card.abilities if isinstance(a, ir.TriggeredAbility)]
    assert trigger.zone == "graveyard"
