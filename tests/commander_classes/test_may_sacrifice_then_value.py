""""You may sacrifice another enchantment. If you do, search your library for a creature card
with mana value equal to 1 plus the sacrificed enchantment's mana value" (Enigmatic
Incarnation): the permanent that instruction sacrificed, as it last existed (CR 608.2c,
608.2h; CR 701.17a), not a cost's (there is none)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids

from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.position import PermanentSpec, PlayerSpec

INCARNATION = record("Enigmatic Incarnation", "{2}{G}{U}", "Enchantment",
                     "At the beginning of your end step, you may sacrifice another enchantment. "
                     "If you do, search your library for a creature card with mana value equal "
                     "to 1 plus the sacrificed enchantment's mana value, put that card onto the "
                     "battlefield, then shuffle.")
ANTHEM = record("Test Anthem", "{3}{W}", "Enchantment", "Creatures you control get +0/+1.")
FIVE = record("Test Five", "{4}{G}", "Creature — Beast", "", "5", "5")
ONE = record("Test One", "{G}", "Creature — Elf", "", "1", "1")


def test_the_records_compile() -> None:
    """Enigmatic Incarnation compiles with nothing the engine doesn't honour."""
    compiled(INCARNATION)


def test_searches_for_one_plus_the_sacrificed_mana_value() -> None:
    """The Anthem (mana value 4) is sacrificed: only a mana value 5 creature can be found."""
    game = table((INCARNATION, ANTHEM, FIVE, ONE), PlayerSpec(
        battlefield=(PermanentSpec("Enigmatic Incarnation"), PermanentSpec("Test Anthem")),
        library=("Test One", "Test Five", "Forest")), PlayerSpec(), step="main2")
    for _ in range(100):
        pending = game.pending
        assert pending is not None
        if game.step == "cleanup" or game.turn != 3:
            break
        if pending.kind == "priority":
            game.apply(PassPriority())
        elif pending.kind == "yes_no":
            game.apply(Choose(True))
        else:
            names = [game.objects[o].name for o in pending.options
                     if isinstance(o, int) and o in game.objects]
            assert "Test One" not in names
            game.apply(game.legal_actions()[-1])
    assert ids(game, "Test Anthem", "graveyard") and ids(game, "Test Five")
    assert not ids(game, "Test One")
