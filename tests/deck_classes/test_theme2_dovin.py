"""Dovin, Architect of Law's deck (issue 13): "That player skips their next untap step."
(CR 500.11: the step is passed as though it didn't exist; CR 302.6: creatures that came
under the player's control last turn still lose summoning sickness)."""

from __future__ import annotations

from tests.dice_rules._util import activate, game, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

DOVIN = {"name": "Dovin, Architect of Law", "mana_cost": "{4}{W}{U}",
         "type_line": "Legendary Planeswalker — Dovin", "loyalty": "5",
         "oracle_text": "+1: You gain 2 life and draw a card.\n−1: Tap target creature. It "
                        "doesn't untap during its controller's next untap step.\n−9: Tap all "
                        "permanents target opponent controls. That player skips their next "
                        "untap step."}


def _ultimate() -> Game:
    me = PlayerSpec(battlefield=(perm("Dovin, Architect of Law", counters=(("loyalty", 10),)),))
    them = PlayerSpec(battlefield=(perm("Hill Giant"), perm("Forest"),
                                   perm("Grizzly Bears", sick=True)))
    g = game(me, them, extra=(compile_source(DOVIN),))
    activate(g, "Dovin, Architect of Law", ((Seat(1),),), nth=2)
    resolve(g)
    return g


def test_the_record_is_honoured() -> None:
    d = compile_source(DOVIN)
    assert not [a for a in ir.iter_nodes(d) if isinstance(a, ir.Unimplemented)]
    assert not engine_gaps(d)


def test_ultimate_taps_and_skips_one_untap_step() -> None:
    g = _ultimate()
    theirs = [o for o in g.battlefield if g.objects[o].controller == 1]
    assert all(g.objects[o].tapped for o in theirs)
    pass_to_step(g, "upkeep", active=1)
    assert all(g.objects[o].tapped for o in theirs)  # the untap step was skipped
    assert not [e for e in g.events if isinstance(e, ev.StepBegan)
                and e.step == "untap" and e.player == 1]
    assert not g.objects[one(g, "Grizzly Bears")].sick  # CR 302.6
    pass_to_step(g, "upkeep", active=0)
    pass_to_step(g, "upkeep", active=1)  # only the next one: this one untaps
    assert not any(g.objects[o].tapped for o in theirs)


def test_your_own_untap_step_is_not_skipped() -> None:
    g = _ultimate()
    pass_to_step(g, "upkeep", active=1)
    pass_to_step(g, "upkeep", active=0)
    assert [e for e in g.events if isinstance(e, ev.StepBegan)
            and e.step == "untap" and e.player == 0]
