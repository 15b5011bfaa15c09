"""'Activate only during combat' covers every step of the combat phase, the first-strike
combat damage step included (CR 506.1: the combat phase's steps; CR 510.4: with first or
double strike, a second combat damage step; CR 602.5b: the restriction). Kjeldoran Elite
Guard, compiled from its Oracle text."""

from __future__ import annotations

import pytest
from tests.rules.helpers import game_at, one, pass_to_step, pass_until, perm

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import creature

GUARD = compile_source({
    "name": "Kjeldoran Elite Guard", "type_line": "Creature — Human Soldier",
    "mana_cost": "{3}{W}", "power": "2", "toughness": "2",
    "oracle_text": "{T}: Target creature gets +2/+2 until end of turn. When that creature "
                   "leaves the battlefield this turn, sacrifice this creature. Activate only "
                   "during combat."})
STRIKER = creature("Test First Striker", "{1}{W}", 2, 2, "first strike")


def _guard_actions(game: Game, guard: int) -> list[ActivateAbility]:
    return [a for a in game.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == guard]


def _in_first_strike_step() -> tuple[Game, int, int]:
    """Alice attacks with a first striker, Bob has no creature to block; priority to Alice in the
    first-strike combat damage step."""
    game = game_at(PlayerSpec(battlefield=(perm("Kjeldoran Elite Guard"),
                                           perm("Test First Striker"))),
                   step="beginning_of_combat", extra=(GUARD, STRIKER))
    guard, striker = one(game, "Kjeldoran Elite Guard"), one(game, "Test First Striker")
    pass_until(game, "declare_attackers")
    game.apply(DeclareAttackers(((striker, Seat(1)),)))
    pass_to_step(game, "first_strike_damage", player=0)
    return game, guard, striker


def test_the_ability_parses_as_a_combat_restriction() -> None:
    """CR 602.5b: "Activate only during combat" is read as the combat window."""
    assert GUARD.abilities[0].during == "combat"


def test_activate_only_during_combat_in_the_first_strike_damage_step() -> None:
    """CR 506.1, 510.4: the first-strike combat damage step is a step of the combat phase,
    so the ability is listed there, and activating it resolves (+2/+2 on the striker)."""
    game, guard, striker = _in_first_strike_step()
    assert game.step == "first_strike_damage"
    listed = _guard_actions(game, guard)
    assert ActivateAbility(guard, 0, ((striker,),)) in listed
    game.apply(ActivateAbility(guard, 0, ((striker,),)))
    assert game.objects[guard].tapped and game.stack
    pass_until(game, "priority")
    while game.stack:
        game.apply(game.legal_actions()[0])  # (the pass, first in every listing)
    assert game.players[1].life == 20 - 2  # its first-strike damage, dealt before
    assert (query.power(game, game.objects[striker]),
            query.toughness(game, game.objects[striker])) == (4, 4)
    assert any(isinstance(e, ev.StepBegan) and e.step == "first_strike_damage"
               for e in game.events)


def test_refused_outside_combat() -> None:
    """CR 506.1, 602.5b: outside the combat phase (a main phase) the ability is neither
    listed nor accepted, and the refusal changes nothing."""
    game = game_at(PlayerSpec(battlefield=(perm("Kjeldoran Elite Guard"),
                                           perm("Test First Striker"))),
                   extra=(GUARD, STRIKER))
    guard, striker = one(game, "Kjeldoran Elite Guard"), one(game, "Test First Striker")
    assert _guard_actions(game, guard) == []
    with pytest.raises(IllegalActionError, match=r"only during combat"):
        game.apply(ActivateAbility(guard, 0, ((striker,),)))
    assert not game.objects[guard].tapped and not game.stack
