"""The new decisions and state survive Game.copy(), save() and load() (replays)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, dice_pool, game, lands, one, perm, resolve
from tests.engine_gaps._util import card
from tests.engine_gaps.test_chosen_player import VALLEYMAKER
from tests.engine_gaps.test_enter_statics import SHOCK

from grimoire.rules.actions import ActivateAbility, Choose, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def test_pending_land_payment_and_chosen_player_save_and_load() -> None:
    """A paused "pay 2 life?" and a chosen player replay exactly from a save."""
    garden = card("Temple Garden", "Land — Forest Plains", SHOCK)
    valley = card("Valleymaker", "Creature — Giant Shaman", VALLEYMAKER, "{5}{R/G}", "5", "5")
    g = game(PlayerSpec(hand=("Temple Garden",), battlefield=(perm("Valleymaker"),
                                                              perm("Forest"))),
             extra=[garden, valley])
    g.apply(PlayLand(one(g, "Temple Garden", "hand")))
    copy = g.copy()
    loaded = Game.load(g.save(), dice_pool(garden, valley))
    for h in (g, copy, loaded):
        h.apply(Choose(True))
        assert h.players[0].life == 18 and not h.objects[one(h, "Temple Garden")].tapped
    g.apply(ActivateAbility(one(g, "Valleymaker"), 1, costs=(one(g, "Forest"),)))
    reloaded = Game.load(g.save(), dice_pool(garden, valley))
    for h in (g, reloaded):
        h.apply(Choose((Seat(1),)))
        assert sum(h.players[1].pool) == 3


def test_centaur_stored_results_copy() -> None:
    """Stored results (CR 706.8a) and the boost they give are the same in a copy."""
    centaur = definition("Centaur of Attention")
    g = game(PlayerSpec(hand=("Centaur of Attention",), battlefield=lands("Forest", 5)),
             extra=[centaur])
    g.script_dice([2, 2, 6, 6, 6])
    cast(g, "Centaur of Attention")
    resolve(g)
    copy = g.copy()
    loaded = Game.load(g.save(), dice_pool(centaur))
    for h in (copy, loaded):
        assert h.objects[one(h, "Centaur of Attention")].stored == (2, 2, 6, 6, 6)
