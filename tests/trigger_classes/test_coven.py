"""Coven (an ability word, CR 207.2c): "if you control three or more creatures with
different powers", an intervening "if" (CR 603.4: checked as the step begins and again as
the ability resolves). Candlelit Cavalry (5/5): "Coven — At the beginning of combat on your
turn, if you control three or more creatures with different powers, this creature gains
trample until end of turn." """

from __future__ import annotations

from tests.dice_rules._util import one, resolve
from tests.trigger_classes._records import defs, lands, pass_until, perm, table

from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules import layers
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game


def _trample(g: Game) -> bool:
    cavalry = g.objects[one(g, "Candlelit Cavalry")]
    return "trample" in layers.characteristics(g, cavalry).keywords


def test_honoured() -> None:
    assert not engine_gaps(defs("Candlelit Cavalry")[0])


def test_three_different_powers() -> None:
    """Powers 5, 2 and 1: three different ones."""
    g = table((perm("Candlelit Cavalry"), perm("Grizzly Bears"), perm("Llanowar Elves")))
    pass_until(g, "beginning_of_combat")
    resolve(g)
    assert _trample(g)


def test_three_creatures_two_powers() -> None:
    """Powers 5, 2 and 2: three creatures, but two different powers: no trigger."""
    g = table((perm("Candlelit Cavalry"), perm("Grizzly Bears"), perm("Goblin Piker")))
    pass_until(g, "beginning_of_combat")
    resolve(g)
    assert not _trample(g)
    assert not any(isinstance(e, ev.Resolved) and e.name == "Candlelit Cavalry"
                   for e in g.events)


def test_condition_false_on_resolution() -> None:
    """It triggers (5, 2, 1); in response I Shock my Llanowar Elves: as it resolves the
    "if" is checked again and is false, so it does nothing (CR 603.4)."""
    g = table((perm("Candlelit Cavalry"), perm("Grizzly Bears"), perm("Llanowar Elves"),
               *lands("Mountain", 1)), ("Shock",))
    pass_until(g, "beginning_of_combat")
    assert g.stack  # the coven trigger
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Llanowar Elves"),),)))
    while g.stack:
        g.apply(PassPriority())
    assert not _trample(g)
