"""One-shot "the next time ... would roll" replacements (CR 614.1a, 706.6): with "this
turn" they end with the turn (CR 514.2, Bamboozling Beeble); without it they wait for the
next such roll, even turns later (The Big Idea)."""

from __future__ import annotations

from tests.dice_rerolls._helpers import defs
from tests.dice_rules._util import activate, counted, game, ids, lands, perm, rolls

from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _resolve(g: Game) -> None:
    while g.pending is not None and g.stack:
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def _next_turn(g: Game) -> None:
    """Play on (no attacks, first legal answers) until the next turn begins."""
    turn = g.turn
    while g.turn == turn:
        assert g.pending is not None
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])


def _big_idea() -> Game:
    return game(PlayerSpec(battlefield=(perm("The Big Idea"), perm("Dice Tower"),
                                        *lands("Mountain", 6))), extra=defs())


def test_the_big_idea_replaces_the_next_d6_roll_even_on_a_later_turn() -> None:
    """The Big Idea: "Tap three untapped Brainiacs you control: The next time you would
    roll a six-sided die, instead roll two six-sided dice and use the total" has no "this
    turn": it survives the cleanup step (CR 514.2 ends only "this turn" effects) and
    replaces the next d6 roll; per its ruling both dice are rolled (two DieRolled events)
    and the result is their total (3 + 4: gain 7)."""
    g = _big_idea()
    g.script_dice([3])
    activate(g, "The Big Idea")  # Brainiacs: three tokens
    _resolve(g)
    brainiacs = tuple(ids(g, "Brainiac"))
    assert len(brainiacs) == 3
    big = ids(g, "The Big Idea")[0]
    index = [i for i, a in enumerate(g.objects[big].info.card.abilities)
             if isinstance(a, ir.ActivatedAbility)][1]
    g.apply(ActivateAbility(big, index, costs=brainiacs))
    _resolve(g)
    assert all(g.objects[b].tapped for b in brainiacs)
    _next_turn(g)
    _next_turn(g)
    assert g.active == 0 and len(g.next_rolls) == 1
    while g.step != "main1":
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    life = g.players[0].life
    g.script_dice([3, 4])
    activate(g, "Dice Tower")
    _resolve(g)
    assert counted(g)[-2:] == [(3, 3), (4, 4)]
    assert g.players[0].life == life + 7
    assert g.next_rolls == ()


def test_this_turn_replacement_ends_with_the_turn() -> None:
    """CR 514.2: Bamboozling Beeble's "The next time target player would roll one or more
    dice this turn" ends in the cleanup step if no roll used it: the next turn's roll is
    one die."""
    g = game(PlayerSpec(battlefield=(perm("Bamboozling Beeble"), *lands("Island", 2))),
             PlayerSpec(battlefield=(perm("Dice Tower"), *lands("Island", 2))), extra=defs())
    beeble = ids(g, "Bamboozling Beeble")[0]
    index = next(i for i, a in enumerate(g.objects[beeble].info.card.abilities)
             if isinstance(a, ir.ActivatedAbility))
    g.apply(ActivateAbility(beeble, index, targets=((Seat(1),),)))
    _resolve(g)
    assert len(g.next_rolls) == 1
    _next_turn(g)
    assert g.next_rolls == ()
    while g.step != "main1":
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    g.script_dice([2])
    activate(g, "Dice Tower")
    _resolve(g)
    assert [e.natural for e in rolls(g)] == [2]
