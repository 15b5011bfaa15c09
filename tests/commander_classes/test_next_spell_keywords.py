""""The next spell you cast this turn has convoke." (Wand of the Worldsoul, Flockchaser
Phantom): CR 702.51a, the spell's creatures help pay its total cost as it is cast; the first
spell cast after the effect uses it up; the spell has convoke on the stack ("whenever you
cast a spell that has convoke" sees it, CR 603.2); the effect ends with the turn.
"""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.mechanics.next_spell import WAITING
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
WAND = record("Wand of the Worldsoul", "{2}{W}", "Artifact",
              "This artifact enters tapped.\n{T}: Add {W}.\n{T}: The next spell you cast this "
              "turn has convoke.")
PHANTOM = record("Flockchaser Phantom", "{4}{W}{U}", "Creature — Spirit",
                 "Convoke (Your creatures can help cast this spell. Each creature you tap while "
                 "casting this spell pays for {1} or one mana of that creature's color.)\n"
                 "Flying, vigilance\nWhenever this creature attacks, the next spell you cast "
                 "this turn has convoke.", "5", "5")
WATCHER = record("Test Watcher", "{1}", "Creature — Test",
                 "Whenever you cast a spell that has convoke, you gain 1 life.", "1", "1")
RECORDS = (WAND, PHANTOM, WATCHER)


def test_the_records_compile() -> None:
    compiled(*RECORDS)
    wand = compile_source(WAND).abilities[-1]
    assert isinstance(wand, ir.ActivatedAbility)
    assert wand.effect == ir.NextSpellGains("convoke")




def _game() -> Game:
    return table(RECORDS, PlayerSpec(hand=("Hill Giant", "Grizzly Bears"),
                                     battlefield=(P("Wand of the Worldsoul"), P("Test Watcher"),
                                                  P("Raging Goblin"), P("Mountain"),
                                                  P("Forest"))),
                 PlayerSpec(), PlayerSpec())


def _giant(game: Game) -> CastSpell:
    """Hill Giant ({3}{R}) with the Goblin (red) and the Watcher convoking, two lands
    paying the rest."""
    return CastSpell(one(game, "Hill Giant", "hand"),
                     costs=(one(game, "Raging Goblin"), one(game, "Test Watcher")))


def test_without_the_wand_no_convoke() -> None:
    """Hill Giant has no convoke: its creatures can't help (and two lands can't pay 4)."""
    game = _game()
    with pytest.raises(IllegalActionError):
        game.apply(_giant(game))


def test_the_wand_gives_the_next_spell_convoke_once() -> None:
    """After the Wand's ability resolves, Hill Giant is cast with two creatures convoking;
    the Watcher sees a spell that has convoke (+1 life). The effect is used up: Grizzly Bears
    can't be convoked, and gains nothing."""
    game = _game()
    index = len(compile_source(WAND).abilities) - 1
    game.apply(ActivateAbility(one(game, "Wand of the Worldsoul"), index))
    settle(game)
    assert any(isinstance(a, CastSpell) and a.costs for a in game.legal_actions())
    game.apply(_giant(game))
    settle(game)
    assert ids(game, "Hill Giant") and game.players[0].life == 21
    assert not any(isinstance(a, CastSpell) and a.costs for a in game.legal_actions())
    giant = game.objects[one(game, "Hill Giant")]
    assert "convoke" not in giant.info.keywords  # the permanent doesn't keep it (CR 400.7)


def test_the_effect_ends_with_the_turn() -> None:
    """An effect of an earlier turn gives nothing."""
    game = _game()
    WAITING.set(game, ((game.turn - 1, 0, "convoke", None, 0, 0),))
    with pytest.raises(IllegalActionError):
        game.apply(_giant(game))
