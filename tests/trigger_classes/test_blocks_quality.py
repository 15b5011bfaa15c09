"""Block triggers with a quality of the blocked creature (CR 509.3b: "Whenever [this
creature] blocks a [quality] creature" triggers once for each such attacker it blocks, as
blockers are declared). Netcaster Spider: "... blocks a creature with flying, this creature
gets +2/+0 until end of turn."; Crimson Roc: "... blocks a creature without flying, this
creature gets +1/+0 and gains first strike until end of turn."."""

from __future__ import annotations

from tests.dice_rules._util import one, resolve
from tests.rules.helpers import pass_until
from tests.trigger_classes._records import defs, perm, table

from grimoire.oracle.support import engine_gaps
from grimoire.rules import layers
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat


def _blocked(blocks: tuple[tuple[str, str], ...]) -> Game:
    """I attack with Ornithopter (flying) and Grizzly Bears; the opponent blocks with
    Netcaster Spider and Crimson Roc as ``blocks`` says; the block triggers resolve."""
    g = table((perm("Ornithopter"), perm("Grizzly Bears")),
              theirs=(perm("Netcaster Spider"), perm("Crimson Roc")), step="beginning_of_combat")
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(((one(g, "Ornithopter"), Seat(1)),
                              (one(g, "Grizzly Bears"), Seat(1)))))
    pass_until(g, "declare_blockers")
    g.apply(DeclareBlockers(tuple((one(g, b), one(g, a)) for b, a in blocks)))
    resolve(g)
    return g


def _power(g: Game, name: str) -> int:
    return layers.power(g, g.objects[one(g, name)])


def test_honoured() -> None:
    for d in defs("Netcaster Spider", "Crimson Roc"):
        assert not engine_gaps(d), d.name


def test_each_blocks_the_quality_it_names() -> None:
    g = _blocked((("Netcaster Spider", "Ornithopter"), ("Crimson Roc", "Grizzly Bears")))
    assert _power(g, "Netcaster Spider") == 4
    roc = g.objects[one(g, "Crimson Roc")]
    assert _power(g, "Crimson Roc") == 3 and "first strike" in layers.characteristics(
        g, roc).keywords


def test_the_other_quality_doesnt_trigger() -> None:
    g = _blocked((("Netcaster Spider", "Grizzly Bears"), ("Crimson Roc", "Ornithopter")))
    assert _power(g, "Netcaster Spider") == 2 and _power(g, "Crimson Roc") == 2
