"""Optional rerolls in a roll's window (CR 706.2a-b): Clam-I-Am, Monitor Monitor, Wall of
Fortune, and "reroll any die" (Pippa, Duchess of Dice), in real games."""

from __future__ import annotations

import pytest
from tests.dice_rerolls._helpers import done, options, roll, settle, table
from tests.dice_rules._util import activate, counted, one, perm, rolls

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import Choose


def test_clam_rerolls_a_three_and_the_first_result_never_counts() -> None:
    """CR 706.2b: "If you roll a 3 on a six-sided die, you may reroll that die": the reroll
    replaces the result; the 3 is ignored (CR 706.6: it triggers nothing) and the new 5 is
    the result the ability uses (gain 5 life)."""
    g = table([perm("Clam-I-Am")])
    roll(g, 3, 5)
    assert g.pending is not None and g.pending.player == 0 and g.pending.rule == "CR 706.2b"
    (reroll,) = options(g)
    g.apply(Choose(reroll))
    settle(g)
    assert [(e.natural, e.ignored) for e in rolls(g)] == [(3, True), (5, False)]
    assert g.players[0].life == 25


def test_clam_may_reroll_again_on_another_three_or_keep_it() -> None:
    """CR 706.2b: each new 3 may be rerolled again; declining keeps the 3 (gain 3)."""
    g = table([perm("Clam-I-Am")])
    roll(g, 3, 3)
    g.apply(Choose(options(g)[0]))
    assert len(options(g)) == 1  # the new die shows a 3 again
    done(g)
    settle(g)
    assert counted(g) == [(3, 3)]
    assert g.players[0].life == 23


def test_clam_offers_nothing_on_other_results_or_other_players_rolls() -> None:
    """CR 706.2b: no 3, no reroll, so no question; "If you roll": not the opponent's roll."""
    g = table([perm("Clam-I-Am")])
    roll(g, 4)
    assert g.pending is not None and g.pending.kind == "priority" and not g.stack
    assert g.players[0].life == 24
    g2 = table(theirs=[perm("Clam-I-Am")])
    roll(g2, 3)
    assert g2.pending is not None and g2.pending.kind == "priority" and not g2.stack
    assert g2.players[0].life == 23


def test_monitor_monitor_pays_one_to_reroll_once_each_turn() -> None:
    """CR 706.2a: "Once each turn, you may pay {1} to reroll one or more dice you rolled":
    the {1} is paid by the automatic payer (mana abilities first, CR 706.2a); the second
    roll that turn is offered nothing."""
    g = table([perm("Monitor Monitor")], mana=4)
    roll(g, 1, 6)
    (reroll,) = options(g)
    assert reroll[0] == "reroll"
    g.apply(Choose(reroll))
    settle(g)
    assert g.players[0].life == 26
    assert sum(g.objects[i].tapped for i in g.battlefield
               if g.objects[i].name == "Island") == 2
    roll(g, 2)
    assert g.pending is not None and g.pending.kind == "priority" and not g.stack
    assert g.players[0].life == 28


def test_monitor_monitor_needs_the_mana() -> None:
    """CR 706.2a: a modifier whose cost can't be paid isn't offered."""
    g = table([perm("Monitor Monitor")], mana=1)
    roll(g, 1)
    assert g.pending is not None and g.pending.kind == "priority" and not g.stack
    assert g.players[0].life == 21


def test_wall_of_fortune_lets_its_controller_have_the_roller_reroll() -> None:
    """Wall of Fortune rulings: the opponent taps an untapped Wall they control (even the
    Wall itself, summoning sick) to have the roller reroll the die; the new die is the
    roller's own roll; a second Wall allows a second reroll."""
    g = table(theirs=[perm("Wall of Fortune", sick=True), perm("Wall of Fortune")])
    roll(g, 6, 2, 1)
    assert g.pending is not None and g.pending.player == 1
    walls = options(g)
    assert len(walls) == 2  # either Wall may be tapped
    g.apply(Choose(walls[0]))
    assert g.pending is not None and g.pending.player == 1  # the roller has nothing
    g.apply(Choose(options(g)[0]))
    assert g.pending is not None and g.pending.kind != "choose_mode"  # no untapped Wall
    settle(g)
    assert [(e.player, e.natural, e.ignored) for e in rolls(g)] == [
        (0, 6, True), (0, 2, True), (0, 1, False)]
    assert g.players[0].life == 21
    assert all(g.objects[w].tapped for w in g.battlefield
               if g.objects[w].name == "Wall of Fortune")


def test_reroll_any_die_cannot_be_activated_with_priority() -> None:
    """CR 706.2b, "Activate only any time it makes sense": with priority no die roll can be
    modified, so activating Pippa's "Reroll any die" is illegal and changes nothing."""
    g = table([perm("Pippa, Duchess of Dice")])
    before = (len(g.events), g.pending, [o.tapped for o in g.objects.values()])
    with pytest.raises(IllegalActionError) as err:
        activate(g, "Pippa, Duchess of Dice", nth=1)
    assert err.value.rule == "CR 706.2b"
    assert (len(g.events), g.pending, [o.tapped for o in g.objects.values()]) == before
    assert not any(a for a in g.legal_actions()
                   if getattr(a, "source", None) == one(g, "Pippa, Duchess of Dice")
                   and getattr(a, "index", None) == 1)


def test_pippa_reroll_of_the_opponents_die() -> None:
    """Pippa ruling: "If you reroll another player's roll, the result still counts for
    whatever instructed them to roll a die, but abilities you control that trigger
    'whenever you roll a die' will trigger": the new DieRolled is player 1's."""
    from tests.dice_rerolls._helpers import defs
    from tests.dice_rules._util import game, lands

    from grimoire.rules.position import PlayerSpec
    g = game(PlayerSpec(battlefield=(perm("Dice Tower"), *lands("Island", 1))),
             PlayerSpec(battlefield=(perm("Pippa, Duchess of Dice"), *lands("Island", 3))),
             extra=defs())
    roll(g, 2, 5)
    assert g.pending is not None and g.pending.player == 1
    (reroll,) = options(g)
    g.apply(Choose(reroll))
    settle(g)
    assert [(e.player, e.natural, e.ignored) for e in rolls(g)] == [(0, 2, True), (1, 5, False)]
    assert g.players[0].life == 25  # the Dice Tower's controller gains the new result
    assert g.objects[one(g, "Pippa, Duchess of Dice")].tapped
    assert all(g.objects[i].tapped for i in g.battlefield
               if g.objects[i].name == "Island" and g.objects[i].controller == 1)


def test_pippa_rolls_a_die_creature_and_it_is_rerolled_later() -> None:
    """Pippa rulings: "Roll a six-sided die. It becomes a green Die creature token with
    power and toughness each equal to its result" (a 4: a green 4/4 Die, on the
    battlefield); "Die creatures have an inherent ability to be rerolled at any time", so
    "reroll any die" (Goblin Bookie's here) can be activated with priority: it uses the
    stack, and as it resolves the Die is rerolled (a 2: now 2/2, CR 613.4b)."""
    from tests.dice_rerolls._helpers import defs
    from tests.dice_rules._util import game, lands

    from grimoire.rules import query
    from grimoire.rules.position import PlayerSpec
    g = game(PlayerSpec(battlefield=(perm("Pippa, Duchess of Dice"), perm("Goblin Bookie"),
                                     *lands("Forest", 3), *lands("Mountain", 1))),
             extra=defs())
    g.script_dice([4])
    activate(g, "Pippa, Duchess of Dice")
    settle(g)
    die = g.objects[one(g, "Die")]
    assert (query.power(g, die), query.toughness(g, die)) == (4, 4)
    assert die.info.colors == {"G"} and "Die" in die.info.subtypes and die.kind == "token"
    g.script_dice([2])
    activate(g, "Goblin Bookie")
    assert g.stack  # on the stack like any activated ability (CR 602.2)
    settle(g)
    assert (query.power(g, die), query.toughness(g, die)) == (2, 2)
    assert [(e.player, e.natural) for e in rolls(g)] == [(0, 4), (0, 2)]
