"""A conditional alternative cost (CR 118.9, 601.2b): "If you control a commander, you may
cast this spell without paying its mana cost" (Obscuring Haze, Fierce Guardianship...). Any
commander counts, whoever owns it (Fierce Guardianship's ruling; CR 903.3): the player's own
on the battlefield, or another player's they gained control of; none, only the mana cost."""

from __future__ import annotations

from tests.commander_classes._table import record
from tests.rules.helpers import pool

from grimoire.core.mana import ManaCost
from grimoire.mechanics.commander import STATE as COMMANDERS
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Keep, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game

HAZE = record("Obscuring Haze", "{2}{G}", "Instant",
              "If you control a commander, you may cast this spell without paying its mana "
              "cost.\nPrevent all damage that would be dealt this turn by creatures your "
              "opponents control.")
LORD = ir.CardDefinition("Elf Lord", mana_cost=ManaCost.parse("{G}"), card_types=("creature",),
                         supertypes=("legendary",), subtypes=("Elf",), colors=("G",), power=1,
                         toughness=1)
MAIN = ["Grizzly Bears"] * 99


def _game() -> tuple[Game, int]:
    """A Commander game at player 0's first main phase (no lands), Obscuring Haze in hand."""
    game = Game.new([MAIN] * 2, pool(LORD, compile_source(HAZE)), seed=1, first_player=0,
                    format="commander", commanders=[["Elf Lord"], ["Elf Lord"]])
    while game.stage == "mulligan":
        game.apply(Keep())
    while not (game.step == "main1" and game.pending is not None
               and game.pending.kind == "priority" and game.pending.player == 0):
        game.apply(PassPriority())
    haze = zones.new_object(game, info_for(game.pool.get("Obscuring Haze")), 0, "hand")
    return game, haze.id


def _free_casts(game: Game, haze: int) -> list[CastSpell]:
    return [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == haze]


def _commanders(game: Game) -> tuple[int, ...]:
    state = COMMANDERS.get(game)
    assert state is not None
    return tuple(state.ids)


def test_no_commander_controlled_no_free_cast() -> None:
    game, haze = _game()
    assert _free_casts(game, haze) == []  # no lands: the mana cost can't be paid either


def test_own_commander_on_the_battlefield() -> None:
    game, haze = _game()
    mine = _commanders(game)[0]
    zones.move(game, mine, "battlefield")
    [cast] = _free_casts(game, haze)
    assert cast.alt is not None
    game.apply(cast)
    assert [game.objects[o].name for o in game.stack] == ["Obscuring Haze"]


def test_another_players_commander_under_control() -> None:
    """The opponent's commander, on the battlefield under player 0's control, counts; under
    its owner's control, it doesn't."""
    for controller, offered in ((0, 1), (1, 0)):
        game, haze = _game()
        moved = zones.move(game, _commanders(game)[1], "battlefield")
        game.objects[moved].controller = controller
        assert len(_free_casts(game, haze)) == offered
