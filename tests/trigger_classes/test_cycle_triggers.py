"""Cycling triggers of any card (CR 702.29a: to cycle a card is to discard it to pay its
cycling cost): "Whenever a player cycles a card" (Stoic Champion: "this creature gets
+2/+2 until end of turn"), "Whenever you cycle another card" (Drannith Healer: "you gain 1
life"). A discard that isn't cycling triggers neither."""

from __future__ import annotations

from tests.dice_rules._util import ids, one, resolve
from tests.trigger_classes._records import defs, lands, perm, table

from grimoire.oracle.support import engine_gaps
from grimoire.rules import layers
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat

MINE = (perm("Stoic Champion"), perm("Drannith Healer"), *lands("Swamp", 3))


def _cycle(g: Game, player: int) -> None:
    card = next(o for o in ids(g, "Drifting Meadow", "hand")
                if g.objects[o].owner == player)
    cycling = next(a for a in g.legal_actions()
                   if isinstance(a, ActivateAbility) and a.source == card)
    g.apply(cycling)


def _champion(g: Game) -> int:
    return layers.power(g, g.objects[one(g, "Stoic Champion")])


def test_honoured() -> None:
    for d in defs("Stoic Champion", "Drannith Healer"):
        assert not engine_gaps(d), d.name


def test_i_cycle() -> None:
    g = table(MINE, ("Drifting Meadow",))
    _cycle(g, 0)
    resolve(g)
    assert _champion(g) == 4 and g.players[0].life == 21


def test_the_opponent_cycles() -> None:
    """"a player": the opponent's cycling triggers the Champion; "you": not the Healer."""
    g = table(MINE, theirs=lands("Plains", 2), their_hand=("Drifting Meadow",))
    g.apply(PassPriority())  # the opponent gets priority in my main phase
    assert g.pending is not None and g.pending.player == 1
    _cycle(g, 1)
    resolve(g)
    assert _champion(g) == 4 and g.players[0].life == 20


def test_a_plain_discard_isnt_cycling() -> None:
    """Mind Rot makes me discard Drifting Meadow and Grizzly Bears: no trigger."""
    g = table(MINE, ("Mind Rot", "Drifting Meadow", "Grizzly Bears"))
    g.apply(CastSpell(one(g, "Mind Rot", "hand"), targets=((Seat(0),),)))
    resolve(g)
    assert one(g, "Drifting Meadow", "graveyard")
    assert _champion(g) == 2 and g.players[0].life == 20
