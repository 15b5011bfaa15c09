""""~ deals 1 damage to each opponent and each battle they protect" (Joyful Stormsculptor):
CR 310.5, a battle is protected by a player. No battle card is playable in this engine
(``grimoire.oracle.faces.BATTLE``: protectors, defeat and back faces are not implemented), so
no battle is ever on the battlefield and the damage goes to each opponent only. This test
guards that reading: if battles become playable, it fails and the battle part must be built.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.faces import BATTLE, face_gap

JOYFUL = record("Joyful Stormsculptor", "{3}{U}{R}", "Creature — Human Shaman",
                "When this creature enters, create two 1/1 blue and red Elemental creature "
                "tokens.\nWhenever you cast a spell that has convoke, this creature deals 1 "
                "damage to each opponent and each battle they protect.", "2", "3")
SIEGE = {"name": "Invasion of Tolvada // The Broken Sky", "layout": "battle",
         "type_line": "Battle — Siege // Enchantment Creature — Spirit",
         "card_faces": [{"name": "Invasion of Tolvada", "mana_cost": "{3}{W}{B}",
                         "type_line": "Battle — Siege", "oracle_text": "When this Siege "
                         "enters, return target nonbattle permanent card from your graveyard "
                         "to the battlefield."},
                        {"name": "The Broken Sky", "mana_cost": "",
                         "type_line": "Enchantment Creature — Spirit",
                         "oracle_text": "Flying"}]}


def test_damage_to_each_opponent_only_while_no_battle_is_playable() -> None:
    compiled(JOYFUL)
    cast = compile_source(JOYFUL).abilities[-1]
    assert isinstance(cast, ir.TriggeredAbility)
    assert cast.effect == ir.DealDamage(ir.Fixed(1), ir.EachOpponent(), ir.ThisObject())
    assert face_gap(SIEGE) == BATTLE  # (no battle can be on the battlefield)


def test_a_battle_alone_is_not_read_away() -> None:
    """"each battle they protect" without the players before it stays not understood."""
    text = record("Test Battle Burner", "{R}", "Sorcery",
                  "Test Battle Burner deals 1 damage to each battle they protect.")
    spell = compile_source(text).spell
    assert spell is not None and isinstance(spell.effect, ir.Unimplemented)
