"""Agents play planeswalkers: loyalty activations are legal actions (CR 606.3) that the
random agent and the AI take, and such games replay exactly from a save."""

from __future__ import annotations

from tests.dice_rules._util import dice_pool, game, one, perm

from grimoire.agents import RandomAgent
from grimoire.agents.ai import AIAgent
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

WALKER = compile_card("Test Chandra", "Legendary Planeswalker — Chandra", "{1}{R}",
                      "+1: Test Chandra deals 1 damage to each opponent.\n"
                      "−2: Test Chandra deals 2 damage to target creature.", loyalty="3")


def _loyalty_uses(g: Game) -> list[ev.AbilityActivated]:
    return [e for e in g.events if isinstance(e, ev.AbilityActivated)
            and e.name == "Test Chandra"]


def test_random_agents_activate_loyalty_abilities_and_replay() -> None:
    pool = dice_pool(WALKER)
    deck = ["Test Chandra"] * 12 + ["Mountain"] * 16 + ["Grizzly Bears"] * 12
    g = Game.new(decks=[deck, deck], pool=pool, seed=5, turn_limit=30)
    saved_at_start = g.save()
    result = g.run([RandomAgent(1), RandomAgent(2)])
    assert _loyalty_uses(g)
    # CR 606.3: never two loyalty activations of one permanent in a turn
    seen: set[tuple[int, int]] = set()
    turn = 0
    for e in g.events:
        if isinstance(e, ev.TurnBegan):
            turn, seen = e.turn, set()
        elif isinstance(e, ev.AbilityActivated) and e.name == "Test Chandra":
            assert (turn, e.source) not in seen
            seen.add((turn, e.source))
    assert Game.load(saved_at_start, pool).run([RandomAgent(1), RandomAgent(2)]) == result


def test_ai_uses_a_plus_ability() -> None:
    """The AI values +1 (damage and a loyalty counter) above passing."""
    g = game(PlayerSpec(battlefield=(perm("Test Chandra"),)), extra=[WALKER])
    oid = one(g, "Test Chandra")
    assert g.pending is not None
    action = AIAgent(seed=1).decide(g.view(0), g.pending)
    assert isinstance(action, ActivateAbility) and action.source == oid
    ability = g.objects[oid].info.card.abilities[action.index]
    assert isinstance(ability, ir.ActivatedAbility)
    assert ability.cost.parts == (ir.LoyaltyCost(1),)
