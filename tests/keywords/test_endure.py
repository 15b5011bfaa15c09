"""Endure N in real games (Tarkir: Dragonstorm, 2025, after the 2025-02-07 CR: its reminder
text "Put N +1/+1 counters on it or create an N/N white Spirit creature token";
grimoire.effects.keyword_actions._endure).

Expectations from that text and the set's release notes: the ability's controller chooses;
a permanent that has left the battlefield can't get the counters, so the token is made."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one
from tests.ir_completeness._game import card

from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

GUARD = card("Endure Guard Test", "Creature — Dog Soldier",
             "When this creature enters, it endures 2. (Put two +1/+1 counters on it or "
             "create a 2/2 white Spirit creature token.)", "1", "1", mana_cost="{W}")


def _cast() -> Game:
    g = game(PlayerSpec(hand=("Endure Guard Test",), battlefield=lands("Plains", 1)),
             extra=(GUARD,))
    g.apply(CastSpell(one(g, "Endure Guard Test", "hand")))
    g.apply(PassPriority())
    g.apply(PassPriority())  # the creature enters; its trigger goes on the stack
    assert g.stack
    return g


def _finish(g: Game, answer: bool | None) -> list[str]:
    kinds: list[str] = []
    for _ in range(20):
        pending = g.pending
        if pending is None or (pending.kind == "priority" and not g.stack):
            break
        if pending.kind == "priority":
            g.apply(PassPriority())
        else:
            kinds.append(pending.kind)
            assert pending.kind == "yes_no" and pending.player == 0 and answer is not None
            g.apply(Choose(answer))
    return kinds


def test_endure_choosing_the_counters() -> None:
    """The counters chosen: two +1/+1 counters on it, no token."""
    g = _cast()
    _finish(g, True)
    assert g.objects[one(g, "Endure Guard Test")].counter("+1/+1") == 2
    assert not ids(g, "Spirit")


def test_endure_choosing_the_token() -> None:
    """The token chosen: a 2/2 white Spirit creature token under your control, no counters."""
    g = _cast()
    _finish(g, False)
    assert g.objects[one(g, "Endure Guard Test")].counter("+1/+1") == 0
    spirit = g.objects[one(g, "Spirit")]
    assert (query.power(g, spirit), query.toughness(g, spirit)) == (2, 2)
    assert spirit.controller == 0 and spirit.kind == "token"


def test_the_permanent_gone_makes_the_token_without_asking() -> None:
    """Release notes: it left the battlefield before the ability resolved: the token is
    created (no question: the counters can't be put on it)."""
    g = _cast()
    zones.move(g, one(g, "Endure Guard Test"), "graveyard")
    assert _finish(g, None) == []
    assert len(ids(g, "Spirit")) == 1
