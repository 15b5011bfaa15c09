"""Predicate lists that change characteristics (grimoire.oracle.char_predicates): one
subject, "loses all abilities" (CR 613.1f), "has base power and toughness N/M" (613.4b),
"is / becomes a [color] <Type> [card type]" (CR 205.1a-b, 105.3) and other predicates
compiled as they would be alone. Expectations come from the rules and the cards' rulings
(Frogify, Lignify, Humble, Oko, Mimic)."""

from __future__ import annotations

from typing import Any

import pytest
from tests.dice_rules._util import activate, cast, game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query, zones
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PlayerSpec


def _card(name: str, cost: str, type_line: str, text: str, pt: str = "") -> dict[str, Any]:
    record: dict[str, Any] = {"name": name, "mana_cost": cost, "type_line": type_line,
                              "oracle_text": text}
    if pt:
        record["power"], record["toughness"] = pt.split("/")
    return record


_RECORDS = (
    _card("Frogify", "{1}{U}", "Enchantment — Aura",
          "Enchant creature\nEnchanted creature loses all abilities and is a blue Frog "
          "creature with base power and toughness 1/1. (It loses all other card types and "
          "creature types.)"),
    _card("Lignify", "{1}{G}", "Kindred Enchantment — Treefolk Aura",
          "Enchant creature\nEnchanted creature is a Treefolk with base power and toughness "
          "0/4 and loses all abilities."),
    _card("Deep Freeze", "{2}{U}", "Enchantment — Aura",
          "Enchant creature\nEnchanted creature has base power and toughness 0/4, has "
          "defender, loses all other abilities, and is a blue Wall in addition to its other "
          "colors and types."),
    _card("Humble", "{1}{W}", "Instant",
          "Until end of turn, target creature loses all abilities and has base power and "
          "toughness 0/1."),
    _card("Jump", "{U}", "Instant", "Target creature gains flying until end of turn."),
    _card("Mimic", "{2}", "Artifact — Treasure",
          "{T}, Sacrifice this artifact: Add one mana of any color.\n{2}: This artifact "
          "becomes a Shapeshifter artifact creature with base power and toughness 3/3 until "
          "end of turn."),
    _card("Chromium, the Mutable", "{4}{W}{U}{B}", "Legendary Creature — Elder Dragon",
          "Flash\nThis spell can't be countered.\nFlying\nDiscard a card: Until end of turn, "
          "Chromium becomes a Human with base power and toughness 1/1, loses all abilities, "
          "and gains hexproof. It can't be blocked this turn.", "7/7"),
    _card("Steel Sentry", "{3}", "Artifact Creature — Golem",
          "Vigilance", "2/3"),
    _card("Dralnu's Crusade", "{1}{B}{R}", "Enchantment",
          "Goblin creatures get +1/+1.\nAll Goblins are black and are Zombies in addition to "
          "their other creature types."),
    _card("Raging Goblin", "{R}", "Creature — Goblin Berserker", "Haste", "1/1"),
)
_DEFS = tuple(compile_source(dict(r)) for r in _RECORDS)


def _pt(g: Game, oid: int) -> tuple[int, int]:
    obj = g.objects[oid]
    return query.power(g, obj), query.toughness(g, obj)


def _end_turn(g: Game) -> None:
    turn = g.turn
    while g.turn == turn:
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def _enchanted(aura: str, host: str, **host_kwargs: Any) -> tuple[Game, int]:
    g = game(PlayerSpec(battlefield=(perm(host, **host_kwargs),
                                     perm(aura, attached_to=(0, 0)), *lands("Island", 2)),
                        hand=("Jump",)),
             extra=_DEFS)
    return g, one(g, host)


def test_frogify_sets_card_types_creature_types_color_and_base_stats() -> None:
    """Frogify (rulings 2020-08-07; CR 205.1a, 613.1d-f, 613.4b): the enchanted artifact
    creature is just a blue Frog creature (artifact lost), 1/1, with no abilities; a +1/+1
    counter still applies (layer 7c)."""
    g, host = _enchanted("Frogify", "Steel Sentry", counters=(("+1/+1", 1),))
    chars = characteristics(g, g.objects[host])
    assert chars.types == {"creature"} and chars.subtypes == {"Frog"}
    assert chars.colors == {"U"}
    assert _pt(g, host) == (2, 2)
    assert "vigilance" not in query.keywords(g, g.objects[host])


def test_frogify_keeps_an_ability_gained_afterwards() -> None:
    """Frogify ruling: "If the affected creature gains an ability after Frogify becomes
    attached to it, it will keep that ability" (CR 613.7: the later timestamp)."""
    g, host = _enchanted("Frogify", "Steel Sentry")
    cast(g, "Jump", ((host,),))
    resolve(g)
    assert "flying" in query.keywords(g, g.objects[host])


def test_lignify_replaces_only_creature_types() -> None:
    """Lignify: "is a Treefolk" sets the creature types only (CR 205.1a): an artifact
    creature stays an artifact; 0/4; no abilities."""
    g, host = _enchanted("Lignify", "Steel Sentry")
    chars = characteristics(g, g.objects[host])
    assert chars.types == {"artifact", "creature"} and chars.subtypes == {"Treefolk"}
    assert _pt(g, host) == (0, 4)
    assert not query.keywords(g, g.objects[host])


def test_deep_freeze_keeps_defender_and_adds_color_and_type() -> None:
    """Deep Freeze: "has defender, loses all other abilities, and is a blue Wall in addition
    to its other colors and types" (CR 205.1b, 105.3): defender stays, flying goes; white
    and blue; Angel Wall; 0/4."""
    g, host = _enchanted("Deep Freeze", "Serra Angel")
    chars = characteristics(g, g.objects[host])
    assert query.keywords(g, g.objects[host]) == {"defender"}
    assert chars.colors == {"W", "U"} and chars.subtypes == {"Angel", "Wall"}
    assert _pt(g, host) == (0, 4)


def test_colors_set_by_one_predicate_and_types_added_by_another() -> None:
    """Dralnu's Crusade: "are black" sets the color (CR 105.3) and "are Zombies in addition
    to their other creature types" adds a creature type (CR 205.1b): a red Goblin Berserker
    is a black Goblin Berserker Zombie (and gets +1/+1)."""
    g = game(PlayerSpec(battlefield=(perm("Dralnu's Crusade"), perm("Raging Goblin"))),
             extra=_DEFS)
    goblin = one(g, "Raging Goblin")
    chars = characteristics(g, g.objects[goblin])
    assert chars.colors == {"B"}
    assert chars.subtypes == {"Goblin", "Berserker", "Zombie"}
    assert _pt(g, goblin) == (2, 2)


def test_humble_until_end_of_turn_and_counters_still_apply() -> None:
    """Humble (rulings 2016-06-08): base 0/1 overwrites, a +1/+1 counter still applies;
    the abilities come back when the turn ends (CR 514.2)."""
    g = game(PlayerSpec(hand=("Humble",), battlefield=lands("Plains", 2)),
             PlayerSpec(battlefield=(perm("Serra Angel", counters=(("+1/+1", 1),)),)),
             extra=_DEFS)
    angel = one(g, "Serra Angel")
    cast(g, "Humble", ((angel,),))
    resolve(g)
    assert _pt(g, angel) == (1, 2)
    assert not query.keywords(g, g.objects[angel])
    _end_turn(g)
    assert _pt(g, angel) == (5, 5)
    assert "flying" in query.keywords(g, g.objects[angel])


def test_humble_with_its_target_gone_does_nothing() -> None:
    """CR 608.2b: the only target is gone as Humble resolves; it does nothing."""
    g = game(PlayerSpec(hand=("Humble",), battlefield=lands("Plains", 2)),
             PlayerSpec(battlefield=(perm("Serra Angel"),)), extra=_DEFS)
    angel = one(g, "Serra Angel")
    cast(g, "Humble", ((angel,),))
    zones.move(g, angel, "graveyard")
    resolve(g)
    assert not g.effects


def test_mimic_stays_a_treasure_and_replaces_creature_types() -> None:
    """Mimic ruling (2021-07-23) and CR 205.1b: "becomes a Shapeshifter artifact creature"
    keeps its other types and subtypes (still a Treasure), 3/3 until end of turn."""
    g = game(PlayerSpec(battlefield=(perm("Mimic"), *lands("Island", 2))), extra=_DEFS)
    mimic = one(g, "Mimic")
    activate(g, "Mimic", nth=1)
    resolve(g)
    chars = characteristics(g, g.objects[mimic])
    assert chars.types == {"artifact", "creature"}
    assert chars.subtypes == {"Treasure", "Shapeshifter"}
    assert _pt(g, mimic) == (3, 3)


def test_chromium_loses_all_abilities_then_gains_hexproof() -> None:
    """Chromium: the abilities are lost first, then hexproof is gained (CR 613.7: in the
    order written); a Human 1/1 until end of turn."""
    g = game(PlayerSpec(battlefield=(perm("Chromium, the Mutable"),), hand=("Jump",)),
             extra=_DEFS)
    chromium = one(g, "Chromium, the Mutable")
    activate(g, "Chromium, the Mutable", costs=(one(g, "Jump", "hand"),))
    resolve(g)
    obj = g.objects[chromium]
    assert query.keywords(g, obj) == {"hexproof"}
    assert characteristics(g, obj).subtypes == {"Human"}
    assert _pt(g, chromium) == (1, 1)


def test_the_cards_above_compile() -> None:
    """Every card above is playable: all of its text compiles."""
    assert all(card_is_compiled([d]) for d in _DEFS)


@pytest.mark.parametrize("text", [
    "Enchanted creature has flying and loses all abilities.",
    "Enchanted creature is a Frog with base power and toughness 1/1 and blinking.",
])
def test_unhonourable_lists_stay_unplayable(text: str) -> None:
    """A grant before "loses all abilities" (which would lose it) and an unknown word after
    "with" are refused: the card is not playable (no partial compile)."""
    definition = compile_source(_card("Test Aura", "{U}", "Enchantment — Aura",
                                      "Enchant creature\n" + text))
    assert not card_is_compiled([definition])
