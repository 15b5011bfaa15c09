""""When this land enters untapped, ..." (the Eldraine castles' cycle): it triggers only if
the land entered untapped (CR 603.6a: the enters event; its "enters tapped unless" static
decided how, CR 614.1c).
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import PassPriority, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Dwarven Mine", "", "Land — Mountain",
         "({T}: Add {R}.)\nThis land enters tapped unless you control three or more other "
         "Mountains.\nWhen this land enters untapped, create a 1/1 red Dwarf creature token."),
)
DEFS = [compile_source(r) for r in RECORDS]


def _play(mountains: int) -> Game:
    g = game(PlayerSpec(hand=("Dwarven Mine",), battlefield=lands("Mountain", mountains)),
             extra=DEFS)
    g.apply(PlayLand(one(g, "Dwarven Mine", "hand")))
    for _ in range(10):
        assert g.pending is not None
        if g.pending.kind == "priority" and not g.stack and not g.pending_triggers:
            break
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    return g


def _dwarves(g: Game) -> int:
    return sum(1 for o in g.battlefield if g.objects[o].name == "Dwarf")


def test_compiled_and_honoured() -> None:
    (d,) = DEFS
    assert ir.is_fully_implemented(d) and not engine_gaps(d)


def test_untapped_triggers() -> None:
    """Three other Mountains: it enters untapped and makes a Dwarf."""
    g = _play(3)
    assert not g.objects[one(g, "Dwarven Mine")].tapped and _dwarves(g) == 1


def test_tapped_doesnt() -> None:
    """Two other Mountains: it enters tapped; no Dwarf."""
    g = _play(2)
    assert g.objects[one(g, "Dwarven Mine")].tapped and _dwarves(g) == 0
