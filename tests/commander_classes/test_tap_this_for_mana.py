""""Whenever you tap this creature for mana, it deals 1 damage to each opponent." (Zhur-Taa
Druid): CR 106.12, it triggers when its own mana ability is activated (it is tapped for
mana), not when another permanent is; the damage goes to each opponent (CR 120.3)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.rules.actions import ActivateAbility
from grimoire.rules.position import PermanentSpec, PlayerSpec

DRUID = record("Zhur-Taa Druid", "{R}{G}", "Creature — Human Druid",
               "{T}: Add {G}.\nWhenever you tap this creature for mana, it deals 1 damage to "
               "each opponent.", "1", "1")
ELF = record("Test Elf", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", "1", "1")


def test_tapping_it_for_mana_pings_each_opponent() -> None:
    compiled(DRUID, ELF)
    game = table((DRUID, ELF), PlayerSpec(battlefield=(PermanentSpec("Zhur-Taa Druid"),
                                                       PermanentSpec("Test Elf"))),
                 PlayerSpec(), PlayerSpec())
    game.apply(ActivateAbility(one(game, "Test Elf"), 0))
    settle(game)
    assert [p.life for p in game.players] == [20, 20, 20]
    game.apply(ActivateAbility(one(game, "Zhur-Taa Druid"), 0))
    settle(game)
    assert [p.life for p in game.players] == [20, 19, 19]
