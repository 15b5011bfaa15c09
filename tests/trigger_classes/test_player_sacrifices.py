""""Whenever a player sacrifices a permanent" / "Whenever an opponent sacrifices a nontoken
permanent" (CR 701.17a): any player's (or only an opponent's) sacrifice of a matching
permanent; "that player" ("them") is who sacrificed it.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import zones
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

RECORDS = (
    card("Mortician Beetle", "{B}", "Creature — Insect",
         "Whenever a player sacrifices a creature, you may put a +1/+1 counter on this "
         "creature.", "1/1"),
    card("Vengeful Tracker", "{2}{R}", "Creature — Human Rogue",
         "Whenever an opponent sacrifices an artifact, this creature deals 2 damage to them.",
         "2/2"),
)
DEFS = [compile_source(r) for r in RECORDS]


def _game(mine: tuple[str, ...], theirs: tuple[PermanentSpec, ...]) -> Game:
    return game(PlayerSpec(battlefield=tuple(perm(n) for n in mine)),
                PlayerSpec(battlefield=theirs), extra=DEFS)


def _settle(g: Game) -> None:
    for _ in range(20):
        assert g.pending is not None
        if g.pending.kind == "priority" and not g.stack and not g.pending_triggers:
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_compiled_and_honoured() -> None:
    for d in DEFS:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def test_any_player_creature() -> None:
    """Either player's creature sacrificed: a counter each time; a land isn't a creature."""
    g = _game(("Mortician Beetle", "Grizzly Bears"), (perm("Hill Giant"), perm("Forest")))
    for name in ("Grizzly Bears", "Hill Giant", "Forest"):
        zones.sacrifice(g, one(g, name))
        _settle(g)
    beetle = g.objects[one(g, "Mortician Beetle")]
    assert beetle.counter("+1/+1") == 2


def test_opponents_artifact_only() -> None:
    """An opponent sacrifices an artifact: 2 damage to them; their creature, or your own
    artifact, doesn't trigger it."""
    g = _game(("Vengeful Tracker", "Bonesplitter"), (perm("Short Sword"), perm("Hill Giant")))
    life = g.players[1].life
    zones.sacrifice(g, one(g, "Hill Giant"))
    zones.sacrifice(g, one(g, "Bonesplitter"))
    _settle(g)
    assert g.players[1].life == life
    zones.sacrifice(g, one(g, "Short Sword"))
    _settle(g)
    assert g.players[1].life == life - 2
