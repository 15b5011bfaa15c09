""""This spell costs {3} less to cast if it targets a tapped creature" (CR 601.2c: targets
are chosen before the total cost is determined, CR 601.2f, so the reduction reads them)."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _game(plains: int) -> Game:
    them = PlayerSpec(battlefield=(perm("Grizzly Bears", tapped=True), perm("Hill Giant")))
    return game(PlayerSpec(hand=("Seized from Slumber",), battlefield=lands("Plains", plains)),
                them, extra=defs("Seized from Slumber"))


def _targets(g: Game) -> set[str]:
    return {g.objects[a.targets[0][0]].name for a in g.legal_actions()
            if isinstance(a, CastSpell)}


def test_honoured() -> None:
    assert not engine_gaps(defs("Seized from Slumber")[0])


def test_only_the_tapped_target_is_cheap() -> None:
    """With two Plains the spell ({4}{W}) can be cast only at the tapped Grizzly Bears
    ({1}{W}); with five, at the untapped Hill Giant too."""
    g = _game(2)
    assert _targets(g) == {"Grizzly Bears"}
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    resolve(g)
    assert ids(g, "Grizzly Bears", "graveyard")
    assert all(g.objects[o].tapped for o in ids(g, "Plains"))
    assert _targets(_game(5)) == {"Grizzly Bears", "Hill Giant"}
    g = _game(5)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and a.targets == ((one(g, "Grizzly Bears"),),)))
    assert sum(g.objects[o].tapped for o in ids(g, "Plains")) == 2  # {1}{W} paid
