"""The classes of Family Matters [BLC] (issue #14), each for every card with its shape:

* "<creatures> with base power 1" / "with base power and toughness 1/1" / "with base power or
  toughness 1 or less" (CR 208.4b: the power after characteristic-defining abilities and
  effects that set it, layers 7a-7b, ignoring the effects and counters that modify it).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import layers, query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

ZINNIA_BOOST = record("Zinnia, Test Bard", "{U}{R}{W}", "Legendary Creature — Bird Bard",
                      "Flying\nZinnia gets +X/+0, where X is the number of other creatures you "
                      "control with base power 1.", "1", "3")
AUGMENTER = record("Rapid Augmenter", "{1}{U}{R}", "Creature — Otter Artificer",
                   "Haste\nWhenever another creature you control with base power 1 enters, it "
                   "gains haste until end of turn.\nWhenever another creature you control "
                   "enters, if it wasn't cast, put a +1/+1 counter on this creature and this "
                   "creature can't be blocked this turn.", "1", "3")
DUSKANA = record("Duskana, the Rage Mother", "{3}{G}", "Legendary Creature — Bear Berserker",
                 "When Duskana enters, draw a card for each creature you control with base "
                 "power and toughness 2/2.\nWhenever a creature you control with base power and "
                 "toughness 2/2 attacks, it gets +3/+3 until end of turn.", "2", "2")
ANTHEM = record("Glorious Anthem", "{1}{W}{W}", "Enchantment",
                "Creatures you control get +1/+1.")
SHRINK = record("Test Shrink", "{U}", "Instant",
                "Target creature has base power and toughness 1/1 until end of turn.")
SOLDIER = record("Test Soldier", "{W}", "Creature — Human Soldier", "", "1", "1")
BEAR = record("Test Bear", "{1}{G}", "Creature — Bear", "", "2", "2")
RECORDS = (ZINNIA_BOOST, AUGMENTER, DUSKANA, ANTHEM, SHRINK, SOLDIER, BEAR)
ISLANDS = tuple(PermanentSpec("Island") for _ in range(4))


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None) -> Game:
    return table(RECORDS, p0, p1 or PlayerSpec(), PlayerSpec(), PlayerSpec())


def _power(game: Game, name: str) -> int:
    return query.power(game, game.objects[ids(game, name)[0]])


def test_base_power_records_compile() -> None:
    """Every card of the class compiles with nothing the engine ignores."""
    compiled(ZINNIA_BOOST, AUGMENTER, DUSKANA, SHRINK)


def test_a_malformed_base_phrase_is_not_understood() -> None:
    """"base power and toughness 1" names one number for two stats: no filter is guessed."""
    bad = record("Test Bad", "{1}", "Creature — Bird", "This creature gets +X/+0, where X is "
                 "the number of creatures you control with base power and toughness 1.",
                 "1", "1")
    assert not card_is_compiled([compile_source(bad)])


def test_zinnia_counts_base_power_not_counters_or_anthems() -> None:
    """CR 208.4b: a 1/1 with a +1/+1 counter under an anthem still has base power 1 (counters
    and "+1/+1" modify, they don't set); a 2/2 doesn't; Zinnia herself is not "other"."""
    game = _game(PlayerSpec(battlefield=(
        PermanentSpec("Zinnia, Test Bard"), PermanentSpec("Test Soldier", counters=(("+1/+1", 1),)),
        PermanentSpec("Test Soldier"), PermanentSpec("Test Bear"),
        PermanentSpec("Glorious Anthem"))),
        PlayerSpec(battlefield=(PermanentSpec("Test Soldier"),)))  # not "you control"
    assert _power(game, "Zinnia, Test Bard") == 1 + 1 + 2  # printed 1, anthem, two Soldiers
    soldiers = ids(game, "Test Soldier")
    assert [query.power(game, game.objects[o]) for o in soldiers] == [3, 2, 1]  # (the anthem: mine only)


def test_a_setting_effect_changes_the_base_power() -> None:
    """CR 208.4b, 613.4b: "has base power and toughness 1/1" sets it in layer 7b: the Bear
    counts for Zinnia while it lasts."""
    game = _game(PlayerSpec(hand=("Test Shrink",), battlefield=(
        PermanentSpec("Zinnia, Test Bard"), PermanentSpec("Test Bear"), *ISLANDS)))
    assert _power(game, "Zinnia, Test Bard") == 1
    game.apply(CastSpell(one(game, "Test Shrink", "hand"),
                         targets=((ids(game, "Test Bear")[0],),)))
    settle(game)
    assert _power(game, "Test Bear") == 1
    assert _power(game, "Zinnia, Test Bard") == 2


def test_rapid_augmenter_hastes_only_base_power_one() -> None:
    """A creature with base power 1 entering gains haste (CR 702.10); a 2/2 doesn't."""
    game = _game(PlayerSpec(hand=("Test Soldier", "Test Bear"), battlefield=(
        PermanentSpec("Rapid Augmenter"), *ISLANDS, PermanentSpec("Forest"),
        PermanentSpec("Plains"))))
    game.apply(CastSpell(one(game, "Test Soldier", "hand")))
    settle(game)
    game.apply(CastSpell(one(game, "Test Bear", "hand")))
    settle(game)
    soldier, bear = ids(game, "Test Soldier")[0], ids(game, "Test Bear")[0]
    assert "haste" in layers.keywords(game, game.objects[soldier])
    assert "haste" not in layers.keywords(game, game.objects[bear])


def test_duskana_draws_for_base_two_two() -> None:
    """"each creature you control with base power and toughness 2/2": both stats; a 2/2 with
    a counter still counts (CR 208.4b), a 1/1 doesn't; Duskana (2/2) counts herself."""
    game = _game(PlayerSpec(hand=("Duskana, the Rage Mother",), battlefield=(
        PermanentSpec("Test Bear", counters=(("+1/+1", 2),)), PermanentSpec("Test Soldier"),
        *ISLANDS, PermanentSpec("Forest"))))
    hand = len(game.players[0].hand)
    game.apply(CastSpell(one(game, "Duskana, the Rage Mother", "hand")))
    settle(game)
    assert len(game.players[0].hand) == hand - 1 + 2
