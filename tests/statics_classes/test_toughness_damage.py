""""Each creature [you control] assigns combat damage equal to its toughness rather than its
power" (Doran, the Siege Tower; Assault Formation): CR 510.1a reads the amount from the
toughness instead; the power itself is unchanged (Doran's rulings), and "you control"
limits it to its controller's creatures."""

from __future__ import annotations

from tests.dice_rules._util import game, one, perm
from tests.rules.helpers import pass_until
from tests.statics_classes._records import defs

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

EXTRA = defs("Doran, the Siege Tower", "Assault Formation")


def _fight(mine: tuple[PermanentSpec, ...], theirs: tuple[PermanentSpec, ...],
           attacker: str, blocker: str | None) -> Game:
    """``attacker`` attacks player 1, blocked by ``blocker`` (if any); combat damage done."""
    g = game(PlayerSpec(battlefield=mine), PlayerSpec(battlefield=theirs),
             step="beginning_of_combat", extra=EXTRA)
    pass_until(g, "declare_attackers")
    a = one(g, attacker)
    g.apply(DeclareAttackers(((a, Seat(1)),)))
    if blocker is not None:
        pass_until(g, "declare_blockers")
        g.apply(DeclareBlockers(((one(g, blocker), a),)))
    for _ in range(40):
        if g.step in ("end_of_combat", "main2"):
            break
        g.apply(g.legal_actions()[0])
    return g


def test_compiled() -> None:
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_doran_unblocked_deals_its_toughness() -> None:
    """Doran (0/5) attacking unblocked deals 5; its power is still 0."""
    g = _fight((perm("Doran, the Siege Tower"),), (), "Doran, the Siege Tower", None)
    assert g.players[1].life == 15
    assert query.power(g, g.objects[one(g, "Doran, the Siege Tower")]) == 0


def test_doran_applies_to_each_creature() -> None:
    """"Each creature": Giant Spider (2/4) blocking Craw Wurm (6/4) deals 4 to it (lethal)
    and the Wurm deals 4 to the Spider, both Doran's opponent's creatures or not."""
    g = _fight((perm("Craw Wurm"),), (perm("Giant Spider"), perm("Doran, the Siege Tower")),
               "Craw Wurm", "Giant Spider")
    assert not [o for o in g.objects.values() if o.name in ("Craw Wurm", "Giant Spider")
                and o.zone == "battlefield"]


def test_assault_formation_only_yours() -> None:
    """Assault Formation names creatures you control: its controller's Giant Spider
    (2/4) deals 4 to a blocking Craw Wurm (6/4, lethal), the Wurm deals its power, 6."""
    g = _fight((perm("Giant Spider"), perm("Assault Formation")), (perm("Craw Wurm"),),
               "Giant Spider", "Craw Wurm")
    assert one(g, "Craw Wurm", "graveyard") and one(g, "Giant Spider", "graveyard")
    without = _fight((perm("Giant Spider"),), (perm("Craw Wurm"),), "Giant Spider", "Craw Wurm")
    assert one(without, "Craw Wurm") and one(without, "Giant Spider", "graveyard")
