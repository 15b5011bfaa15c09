"""Mana abilities (CR 605): no stack, activatable while paying, not again until resolved
(CR 605.3c), a die-rolling mana ability (Vexing Puzzlebox), and mana pools emptying
between steps and phases (CR 106.4, 500.4)."""

from __future__ import annotations

from tests.mana._game import game_at, kind, one, perm, pool_of, tap

from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, Choose, PassPriority
from grimoire.rules.position import PlayerSpec


def test_not_again_until_resolved() -> None:
    """CR 605.3c: while Sylvan Caryatid's mana ability waits for its color, it can't be
    activated again (nor anything else done) until it has resolved; no stack is used."""
    game = game_at(PlayerSpec(battlefield=(perm("Sylvan Caryatid"), perm("Forest"))))
    caryatid = one(game, "Sylvan Caryatid")
    tap(game, caryatid, 2)  # abilities: defender, hexproof, the mana ability
    assert game.pending is not None and game.pending.kind == "choose_color"
    assert ActivateAbility(caryatid, 2) not in game.legal_actions()
    assert ActivateAbility(one(game, "Forest"), 0) not in game.legal_actions()
    assert not game.stack
    game.apply(Choose("W"))
    assert pool_of(game) == "W" and kind(game) == "priority"


def test_vexing_puzzlebox_is_a_mana_ability() -> None:
    """ruling:dice-same-ability — CR 605.1a: Vexing Puzzlebox adds mana and rolls a d20 as
    one mana ability: no stack, no response between the mana and the roll; the "whenever
    you roll" trigger is not a mana ability and goes on the stack afterwards."""
    game = game_at(PlayerSpec(battlefield=(perm("Vexing Puzzlebox"),)))
    box = one(game, "Vexing Puzzlebox")
    game.script_dice([13])
    tap(game, box, 1)
    assert game.pending is not None and game.pending.kind == "choose_color"
    game.apply(Choose("U"))
    rolls = [e for e in game.events if isinstance(e, ev.DieRolled)]
    assert pool_of(game) == "U" and [(r.sides, r.natural) for r in rolls] == [(20, 13)]
    assert [game.objects[o].name for o in game.stack] == ["Vexing Puzzlebox"]  # the trigger
    assert game.stack[0] != box and game.objects[game.stack[0]].kind == "ability"


def test_pools_empty_between_steps() -> None:
    """CR 106.4, 500.4: unused mana empties at the end of each step and phase."""
    game = game_at(PlayerSpec(battlefield=(perm("Forest"),)), step="upkeep")
    tap(game, one(game, "Forest"))
    assert pool_of(game) == "G"
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.step == "draw" and pool_of(game) == ""
