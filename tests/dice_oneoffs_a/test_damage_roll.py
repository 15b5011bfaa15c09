"""Goblin Bowling Team: "If ~ would deal damage to a permanent or player, it deals that much
damage plus the result of a six-sided die roll to that permanent or player instead."
(CR 614.1a replacement; CR 120.8: 0 damage isn't dealt, so nothing is replaced)."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import game, one, perm
from tests.engine_gaps._util import attack_with

from grimoire.rules import events as ev
from grimoire.rules.actions import PassPriority
from grimoire.rules.damage import deal_damage
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

TEAM = "Goblin Bowling Team"


def _finish(g: Game) -> None:
    for _ in range(60):
        if g.step in ("end_of_combat", "main2"):
            return
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_combat_damage_to_a_player_plus_the_roll() -> None:
    """The 1/1 deals 1 + 4 = 5 combat damage to the player; the roll is its controller's."""
    g = game(PlayerSpec(battlefield=(perm(TEAM),)), extra=[definition(TEAM)])
    g.script_dice([4])
    attack_with(g, one(g, TEAM))
    _finish(g)
    assert g.players[1].life == 15
    rolled = [e for e in g.events if isinstance(e, ev.DieRolled)]
    assert [(e.player, e.sides, e.result) for e in rolled] == [(0, 6, 4)]


def test_damage_to_a_creature_plus_the_roll() -> None:
    """1 damage to Craw Wurm (6/4) becomes 1 + 3 = 4 damage marked on it (CR 120.3e)."""
    g = game(PlayerSpec(battlefield=(perm(TEAM),)), PlayerSpec(battlefield=(perm("Craw Wurm"),)),
             extra=[definition(TEAM)])
    g.script_dice([3])
    team = one(g, TEAM)
    assert g.objects[team].info.statics
    deal_damage(g, g.objects[team], one(g, "Craw Wurm"), 1)
    assert g.objects[one(g, "Craw Wurm")].damage == 4


def test_zero_damage_is_not_replaced() -> None:
    """CR 120.8: a source that would deal 0 damage deals none: no roll."""
    g = game(PlayerSpec(battlefield=(perm(TEAM),)), extra=[definition(TEAM)])
    g.script_dice([])
    assert deal_damage(g, g.objects[one(g, TEAM)], one(g, TEAM), 0) == 0
    assert not [e for e in g.events if isinstance(e, ev.DieRolled)]
