"""Coin flips (CR 705) and Goblin Bookie's "Reflip any coin or reroll any die", in games."""

from __future__ import annotations

import pytest
from tests.dice_rerolls._helpers import defs, options, roll, settle
from tests.dice_rules._util import activate, game, lands, one, pass_to_decision, perm, rolls

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.actions import Choose
from grimoire.rules.coins import DONE
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

SWINDLER = compile_source({
    "name": "Tavern Swindler", "type_line": "Creature — Human Rogue", "mana_cost": "{1}{B}",
    "power": "2", "toughness": "2",
    "oracle_text": "{T}, Pay 3 life: Flip a coin. If you win the flip, you gain 6 life.",
})
SANDSWIMMER = compile_source({
    "name": "Viashino Sandswimmer", "type_line": "Creature — Lizard", "mana_cost": "{3}{R}",
    "power": "3", "toughness": "2",
    "oracle_text": "{R}: Flip a coin. If you win the flip, return this creature to its "
                   "owner's hand. If you lose the flip, sacrifice this creature.",
})


def _table(mine: tuple[PermanentSpec, ...] = (), theirs: tuple[PermanentSpec, ...] = ()) -> Game:
    return game(PlayerSpec(battlefield=(perm("Tavern Swindler"), perm("Viashino Sandswimmer"),
                                        *mine, *lands("Mountain", 2))),
                PlayerSpec(battlefield=theirs), extra=(*defs(), SWINDLER, SANDSWIMMER))


def _flips(g: Game) -> list[tuple[int, bool, bool, bool]]:
    return [(e.player, e.heads, e.won, e.ignored) for e in g.events
            if isinstance(e, ev.CoinFlipped)]


def test_flip_a_coin_the_call_decides_who_wins() -> None:
    """CR 705.2: the flipper calls heads or tails and wins if the coin comes up that way:
    tails called, heads up: the flip is lost (no life gained; 3 life paid); the flip is
    no die roll (no DieRolled event)."""
    g = _table()
    g.script_dice([1])
    activate(g, "Tavern Swindler")
    pass_to_decision(g)
    assert g.pending is not None and g.pending.rule == "CR 705.2"
    assert g.pending.options == ("heads", "tails")
    g.apply(Choose("tails"))
    settle(g)
    assert _flips(g) == [(0, True, False, False)]
    assert g.players[0].life == 17
    assert not rolls(g)


def test_win_and_lose_branches() -> None:
    """CR 705.2: "If you win the flip, return this creature to its owner's hand. If you
    lose the flip, sacrifice this creature": heads called and heads up returns it; in a
    copy of the game, tails up sacrifices it."""
    g = _table()
    activate(g, "Viashino Sandswimmer")
    pass_to_decision(g)
    lost = g.copy()
    g.script_dice([1])
    g.apply(Choose("heads"))
    settle(g)
    assert one(g, "Viashino Sandswimmer", "hand")
    lost.script_dice([2])
    lost.apply(Choose("heads"))
    settle(lost)
    assert one(lost, "Viashino Sandswimmer", "graveyard")


def test_a_call_that_is_no_side_is_illegal() -> None:
    """CR 705.2: the call is "heads" or "tails"; anything else changes nothing."""
    g = _table()
    activate(g, "Tavern Swindler")
    pass_to_decision(g)
    before = (g.pending, len(g.events))
    with pytest.raises(IllegalActionError) as err:
        g.apply(Choose("edge"))
    assert err.value.rule == "CR 705.2"
    assert (g.pending, len(g.events)) == before


def test_goblin_bookie_reflips_a_lost_flip() -> None:
    """Goblin Bookie: "{R}, {T}: Reflip any coin" (reminder: "Activate only any time it
    makes sense"): after the coin comes up against the call, its controller pays {R}, taps
    it, and the coin is flipped again; the first flip's result isn't used."""
    g = _table(mine=(perm("Goblin Bookie"), PermanentSpec("Mountain")))
    g.script_dice([2, 1])
    activate(g, "Tavern Swindler")
    pass_to_decision(g)
    g.apply(Choose("heads"))
    assert g.pending is not None and g.pending.options[0] == DONE
    (reflip,) = g.pending.options[1:]
    g.apply(Choose(reflip))
    assert g.pending is not None and g.pending.kind == "priority"  # Bookie is tapped now
    settle(g)
    assert _flips(g) == [(0, False, False, True), (0, True, True, False)]
    assert g.players[0].life == 20 - 3 + 6
    assert g.objects[one(g, "Goblin Bookie")].tapped


def test_goblin_bookie_rerolls_the_opponents_die_and_not_with_priority() -> None:
    """CR 706.2b: Goblin Bookie's "reroll any die" works in the window of any player's roll
    (the opponent's Dice Tower here: 1 becomes 6); with priority there is no die to
    reroll, so activating it is illegal."""
    g = game(PlayerSpec(battlefield=(perm("Dice Tower"), *lands("Island", 1))),
             PlayerSpec(battlefield=(perm("Goblin Bookie"), *lands("Mountain", 1))),
             extra=defs())
    roll(g, 1, 6)
    assert g.pending is not None and g.pending.player == 1
    (reroll,) = options(g)
    g.apply(Choose(reroll))
    settle(g)
    assert [(e.player, e.natural, e.ignored) for e in rolls(g)] == [(0, 1, True), (1, 6, False)]
    assert g.players[0].life == 26
    bookie = one(g, "Goblin Bookie")
    g.objects[bookie].tapped = False
    ability = next(i for i, a in enumerate(g.objects[bookie].info.card.abilities)
                   if isinstance(a, ir.ActivatedAbility))
    with pytest.raises(IllegalActionError):
        from grimoire.rules.actions import ActivateAbility
        g.apply(ActivateAbility(bookie, ability))


def test_a_game_paused_on_the_call_saves_exactly() -> None:
    """DESIGN principle 4: the flip's state is plain data: save and load replay to the same
    decision, and both continue the same way."""
    g = _table()
    activate(g, "Tavern Swindler")
    pass_to_decision(g)
    loaded = Game.load(g.save(), g.pool)
    assert loaded.pending == g.pending
    for each in (g, loaded):
        each.script_dice([1])
        each.apply(Choose("heads"))
        settle(each)
        assert each.players[0].life == 23
