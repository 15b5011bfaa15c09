""""Skip your draw step." (CR 614.1b, 614.10: the step is skipped, as though it didn't
exist; CR 500.11): its controller draws nothing in their draw step and no "at the beginning
of your draw step" happens; the other player still draws; once the permanent is gone, its
controller draws again."""

from __future__ import annotations

from tests.dice_rules._util import game, one, perm
from tests.effd_classes._cards import defs
from tests.unsets._util import pass_until

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules import zones
from grimoire.rules.position import PlayerSpec


def test_honoured() -> None:
    (card,) = defs("Symbiotic Deployment")
    assert not engine_gaps(card)
    assert any(isinstance(n, ir.PlayerRestriction) and n.rule == "skip_draw"
               for n in ir.iter_nodes(card))


def test_controller_skips_the_draw_step() -> None:
    g = game(PlayerSpec(battlefield=(perm("Symbiotic Deployment"),)), PlayerSpec(),
             extra=defs("Symbiotic Deployment"))
    pass_until(g, lambda g: g.turn == 4 and g.step == "main1")
    assert len(g.players[1].hand) == 1  # the opponent drew
    pass_until(g, lambda g: g.turn == 5 and g.step == "main1")
    assert len(g.players[0].hand) == 0
    assert not any(isinstance(e, ev.StepBegan) and e.step == "draw" and e.player == 0
                   for e in g.events)
    zones.move(g, one(g, "Symbiotic Deployment"), "graveyard")
    pass_until(g, lambda g: g.turn == 7 and g.step == "main1")
    assert len(g.players[0].hand) == 1
