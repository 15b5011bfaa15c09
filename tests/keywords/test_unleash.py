"""Unleash (CR 702.98) in real games.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one, perm
from tests.unsets._util import pass_until

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import combat
from grimoire.rules.actions import (
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

CACKLER = {"name": "Rakdos Cackler", "type_line": "Creature — Devil", "mana_cost": "{B/R}",
           "power": "1", "toughness": "1",
           "oracle_text": "Unleash (You may have this creature enter with a +1/+1 counter on "
           "it. It can't block as long as it has a +1/+1 counter on it.)"}


def _cast(unleash: bool) -> tuple[Game, int]:
    me = PlayerSpec(hand=("Rakdos Cackler",), battlefield=lands("Swamp", 1))
    g = game(me, PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
             extra=[compile_source(dict(CACKLER))])
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "yes_no"
    assert g.pending.rule == "CR 702.98a"
    g.apply(Choose(unleash))
    return g, one(g, "Rakdos Cackler")


def test_compiled_without_gaps() -> None:
    """CR 702.98a: unleash is honoured where printed."""
    assert engine_gaps(compile_source(dict(CACKLER))) == []


def _attack(g: Game) -> int:
    """The opponent attacks with its Grizzly Bears."""
    pass_until(g, lambda g: g.active == 1 and g.pending is not None
               and g.pending.kind == "declare_attackers")
    bears = one(g, "Grizzly Bears")
    g.apply(DeclareAttackers(((bears, Seat(0)),)))
    return bears


def test_unleashed_enters_with_a_counter_and_cant_block() -> None:
    """CR 702.98a: chosen, it enters with a +1/+1 counter (a 2/2) and can't block: the
    opponent's Bears get through."""
    g, cackler = _cast(True)
    assert g.objects[cackler].counter("+1/+1") == 1
    assert combat.has_rule(g, g.objects[cackler], "cant_block")
    _attack(g)
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[0].life == 18


def test_not_unleashed_no_counter_can_block() -> None:
    """Declined: no counter, and it can block the opponent's attacker."""
    g, cackler = _cast(False)
    assert g.objects[cackler].counter("+1/+1") == 0
    assert not combat.has_rule(g, g.objects[cackler], "cant_block")
    bears = _attack(g)
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    g.apply(DeclareBlockers(((cackler, bears),)))
    assert g.players[0].life == 20
