""""Whenever a player plays a land" (CR 305.1: playing a land is a special action; a land put
onto the battlefield by an effect isn't played) and "Whenever you play a land or cast a
spell" (either event, CR 601.2i).
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, PassPriority, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Horn of Greed", "{3}", "Artifact",
         "Whenever a player plays a land, that player draws a card."),
    card("The Endstone", "{6}", "Legendary Artifact",
         "Whenever you play a land or cast a spell, draw a card.\nAt the beginning of your end "
         "step, your life total becomes half your starting life total, rounded up."),
)
DEFS = [compile_source(r) for r in RECORDS]


def _settle(g: Game) -> None:
    for _ in range(30):
        assert g.pending is not None
        if g.pending.kind == "priority" and not g.stack and not g.pending_triggers:
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def _draws(g: Game, seat: int) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn) and e.player == seat)


def test_compiled_and_honoured() -> None:
    for d in DEFS:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def test_player_plays_a_land() -> None:
    """The opponent's Horn: you play a land, you ("that player") draw; a land put onto the
    battlefield by an effect isn't played (CR 305.1)."""
    g = game(PlayerSpec(hand=("Forest", "Forest")), PlayerSpec(battlefield=(perm(
        "Horn of Greed"),)), extra=DEFS)
    before = _draws(g, 0)
    g.apply(PlayLand(g.players[0].hand[0]))
    _settle(g)
    assert _draws(g, 0) - before == 1 and _draws(g, 1) == 0
    zones.move(g, g.players[0].hand[0], "battlefield")
    _settle(g)
    assert _draws(g, 0) - before == 1


def test_land_or_spell() -> None:
    """The Endstone: a land played and a spell cast each draw a card."""
    g = game(PlayerSpec(hand=("Forest", "Grizzly Bears"),
                        battlefield=(perm("The Endstone"), *lands("Forest", 2))), extra=DEFS)
    before = _draws(g, 0)
    g.apply(PlayLand(one(g, "Forest", "hand")))
    _settle(g)
    assert _draws(g, 0) - before == 1
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    _settle(g)
    assert _draws(g, 0) - before == 2
