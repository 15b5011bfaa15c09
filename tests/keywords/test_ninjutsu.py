"""Ninjutsu (CR 702.49) in real games.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

from tests.dice_rules._util import game, ids, index_of, lands, one, perm
from tests.unsets._util import pass_until

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NINJA = {"name": "Ninja of the Deep Hours", "type_line": "Creature — Human Ninja",
         "mana_cost": "{3}{U}", "power": "2", "toughness": "2",
         "oracle_text": "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to "
         "hand: Put this card onto the battlefield from your hand tapped and attacking.)\n"
         "Whenever this creature deals combat damage to a player, you may draw a card."}


def _to_blockers_declared(blocked: bool) -> tuple[Game, int, int]:
    """Player 0 attacks with Grizzly Bears and Hill Giant; player 1's Wall of Wood blocks
    the Bears if ``blocked``, else the Giant; then player 0 has priority."""
    me = PlayerSpec(hand=("Ninja of the Deep Hours",), battlefield=(
        perm("Grizzly Bears"), perm("Hill Giant"), *lands("Island", 2)))
    them = PlayerSpec(battlefield=(perm("Wall of Wood"),))
    g = game(me, them, extra=[compile_source(dict(NINJA))])
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((bears, Seat(1)), (giant, Seat(1)))))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    g.apply(DeclareBlockers(((one(g, "Wall of Wood"), bears if blocked else giant),)))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "priority"
               and g.step == "declare_blockers" and g.pending.player == 0)
    return g, bears, giant


def _ninjutsu(g: Game) -> list[ActivateAbility]:
    ninja = one(g, "Ninja of the Deep Hours", "hand")
    index = index_of(g, ninja, ir.ActivatedAbility)
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == ninja and a.index == index]


def test_compiled_without_gaps() -> None:
    """CR 702.49a: ninjutsu is an activated ability that works from the hand."""
    card = compile_source(dict(NINJA))
    assert engine_gaps(card) == []
    assert [a.zone for a in card.abilities if isinstance(a, ir.ActivatedAbility)] == ["hand"]


def test_ninja_swaps_in_for_the_unblocked_attacker() -> None:
    """CR 702.49a, 702.49c: return the unblocked Bears (not the blocked Giant): the Ninja
    enters tapped and attacking the same player, deals its combat damage, and its trigger
    draws a card."""
    g, bears, _giant = _to_blockers_declared(blocked=False)
    options = _ninjutsu(g)
    assert [a.costs for a in options] == [(bears,)]  # only the unblocked attacker
    hand = len(g.players[0].hand)
    g.apply(options[0])
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "priority"
               and not g.stack)
    ninja = one(g, "Ninja of the Deep Hours")
    assert g.objects[ninja].tapped and g.combat.attackers.get(ninja) == Seat(1)
    assert one(g, "Grizzly Bears", "hand")
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 18
    assert len(g.players[0].hand) == hand - 1 + 1 + 1  # the Ninja left, Bears back, a draw


def test_no_ninjutsu_when_every_attacker_is_blocked_or_gone() -> None:
    """CR 509.1h: a blocked attacker isn't unblocked: with the Bears blocked, only the Giant
    can be returned."""
    g, _bears, giant = _to_blockers_declared(blocked=True)
    assert [a.costs for a in _ninjutsu(g)] == [(giant,)]
    assert ids(g, "Ninja of the Deep Hours", "hand")
