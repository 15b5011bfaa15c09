"""Bounty of the Luxa: "At the beginning of your first main phase, remove all flood counters
from this enchantment. If no counters were removed this way, put a flood counter on this
enchantment and draw a card. Otherwise, add {C}{G}{U}." (CR 608.2c: the two branches of one
test of what the first instruction did; CR 505.4: the trigger at the main phase's start)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, one, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

BOUNTY = card("Bounty of the Luxa", "{2}{G}{U}", "Enchantment",
              "At the beginning of your first main phase, remove all flood counters from this "
              "enchantment. If no counters were removed this way, put a flood counter on this "
              "enchantment and draw a card. Otherwise, add {C}{G}{U}.")


def test_the_record_is_honoured() -> None:
    assert_honoured((BOUNTY,))


def _main(flood: int) -> Game:
    counters = (("flood", flood),) if flood else ()
    g = game(PlayerSpec(battlefield=(perm("Bounty of the Luxa", counters=counters),)),
             step="draw", extra=[compile_source(BOUNTY)])
    while g.step == "draw" or g.stack or (g.pending is not None
                                          and g.pending.kind != "priority"):
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else next(iter(g.legal_actions())))
    return g


def test_no_counter_puts_one_and_draws() -> None:
    """No flood counter: one is put on it and a card drawn; no mana."""
    g = _main(0)
    assert g.step == "main1"
    assert g.objects[one(g, "Bounty of the Luxa")].counter("flood") == 1
    assert len(g.players[0].hand) == 1
    assert g.players[0].pool == [0] * 6


def test_a_counter_is_removed_and_mana_added() -> None:
    """One flood counter: removed, {C}{G}{U} added, no card drawn, no counter put back."""
    g = _main(1)
    assert g.objects[one(g, "Bounty of the Luxa")].counter("flood") == 0
    assert len(g.players[0].hand) == 0
    assert g.players[0].pool == [0, 1, 0, 0, 1, 1]  # W U B R G C
