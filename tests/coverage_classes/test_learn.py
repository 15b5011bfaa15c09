"""Learn (CR 701.45a): "You may discard a card. If you do, draw a card. If you didn't
discard a card, you may reveal a Lesson card you own from outside the game and put it into
your hand." A game Grimoire plays has no card outside it (CR 400.11: sideboards are not
loaded), so learning is the optional discard and the draw that follows it."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Pop Quiz", "Eyetwitch")


def _quiz(hand: tuple[str, ...], answers: list[object]) -> Game:
    """Player 0 casts Pop Quiz with ``hand`` besides it and answers the decisions."""
    g = game(PlayerSpec(hand=("Pop Quiz", *hand), battlefield=lands("Island", 3)),
             PlayerSpec(), extra=defs(*NAMES))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    queue: list[object] = list(answers)
    for _ in range(20):
        if g.pending is None or (g.pending.kind == "priority" and not g.stack):
            break
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            value = queue.pop(0)
            g.apply(Choose((one(g, value, "hand"),) if isinstance(value, str) else value))
    return g


def _drawn(g: Game) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn) and e.player == 0)


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert ir.KeywordAction("learn") in list(ir.iter_nodes(d)), d.name


def test_discard_then_draw() -> None:
    """CR 701.45a: the player discards Grizzly Bears, then draws: two cards drawn in all
    (Pop Quiz's and learn's), the Bears in the graveyard."""
    g = _quiz(("Grizzly Bears",), [True, "Grizzly Bears"])
    assert _drawn(g) == 2 and ids(g, "Grizzly Bears", "graveyard")


def test_declined_nothing_more() -> None:
    """CR 701.45a: "you may" declined: no discard, no draw beyond Pop Quiz's own."""
    g = _quiz(("Grizzly Bears",), [False])
    assert _drawn(g) == 1 and ids(g, "Grizzly Bears", "hand")


def test_dies_trigger() -> None:
    """Eyetwitch's "When this creature dies, learn.": Lightning Bolt kills it; its
    controller discards Hill Giant and draws."""
    g = game(PlayerSpec(hand=("Hill Giant",), battlefield=(perm("Eyetwitch"),)),
             PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
             extra=defs(*NAMES), active=1)
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((one(g, "Eyetwitch"),),)))
    resolve(g, [Choose(True), Choose((one(g, "Hill Giant", "hand"),))])
    assert ids(g, "Eyetwitch", "graveyard") and ids(g, "Hill Giant", "graveyard")
    assert len(g.players[0].hand) == 1
