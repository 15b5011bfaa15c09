""""If you do, that creature has base power and toughness 3/1 and has flying for as long as it
has a feather counter on it." (Aven Mimeomancer): a resolved effect (CR 611.2a) in layers 7b
and 6 lasting while the creature keeps a feather counter (CR 611.2b). Its rulings: it
continues after Aven Mimeomancer leaves the battlefield; moving the counters away ends it;
it doesn't overwrite effects that modify power or toughness (Giant Growth's +3/+3 still
applies, CR 613.4b-c)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.counters import add_counters
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

AVEN = card("Aven Mimeomancer", "{1}{W}{U}", "Creature — Bird Wizard",
            "Flying\nAt the beginning of your upkeep, you may put a feather counter on target "
            "creature. If you do, that creature has base power and toughness 3/1 and has "
            "flying for as long as it has a feather counter on it.", "3/1")


def test_the_record_is_honoured() -> None:
    assert_honoured((AVEN,))


def _upkeep(put: bool) -> Game:
    """Player 0's upkeep: the trigger targets player 1's Hill Giant (3/3)."""
    me = PlayerSpec(battlefield=(perm("Aven Mimeomancer"), *lands("Forest", 2)),
                    hand=("Giant Growth",))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = game(me, them, step="end", active=1, extra=[compile_source(AVEN)])
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    g.apply(Choose(((one(g, "Hill Giant"),),)))
    resolve(g, [Choose(put)])
    return g


def _giant(g: Game) -> tuple[int, int, bool]:
    obj = g.objects[one(g, "Hill Giant")]
    return query.power(g, obj), query.toughness(g, obj), query.has_keyword(g, obj, "flying")


def test_a_feathered_creature_is_a_3_1_flyer() -> None:
    g = _upkeep(True)
    assert g.objects[one(g, "Hill Giant")].counter("feather") == 1
    assert _giant(g) == (3, 1, True)


def test_declined_nothing_changes() -> None:
    g = _upkeep(False)
    assert _giant(g) == (3, 3, False)


def test_it_lasts_after_the_mimeomancer_leaves() -> None:
    g = _upkeep(True)
    zones.move(g, one(g, "Aven Mimeomancer"), "graveyard")
    assert _giant(g) == (3, 1, True)


def test_without_its_feather_counter_it_ends() -> None:
    g = _upkeep(True)
    giant = g.objects[one(g, "Hill Giant")]
    add_counters(g, giant, "feather", -1)
    assert _giant(g) == (3, 3, False)


def test_a_later_pump_still_applies() -> None:
    """Giant Growth after it: base 3/1, then +3/+3: 6/4 (CR 613.4b-c)."""
    g = _upkeep(True)
    while g.step == "upkeep" or g.step == "draw" or g.stack:
        g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Giant Growth", "hand"), targets=((one(g, "Hill Giant"),),)))
    resolve(g)
    assert _giant(g) == (6, 4, True)
