"""Suspend (CR 702.62) in real games: the special action, the time counters, the free cast.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, lands, one, resolve
from tests.unsets._util import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, DeclareAttackers, Decline, PassPriority, Suspend
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

_REMINDER = ("(Rather than cast this card from your hand, you may pay {0} and exile it with {1} "
             "on it. At the beginning of your upkeep, remove a time counter. When the last is "
             "removed, you may cast it without paying its mana cost.{2})")
RECORDS = {r["name"]: r for r in (
    {"name": "Rift Bolt", "type_line": "Sorcery", "mana_cost": "{2}{R}",
     "oracle_text": "Rift Bolt deals 3 damage to any target.\nSuspend 1—{R} "
     + _REMINDER.format("{R}", "a time counter", "")},
    {"name": "Infiltrator il-Kor", "type_line": "Creature — Kor Rogue", "mana_cost": "{4}{U}",
     "power": "3", "toughness": "1",
     "oracle_text": "Shadow (This creature can block or be blocked by only creatures with "
     "shadow.)\nSuspend 2—{1}{U} " + _REMINDER.format("{1}{U}", "two time counters",
                                                      " It has haste.")},
)}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def _start(hand: tuple[str, ...], battlefield: tuple[object, ...]) -> Game:
    me = PlayerSpec(hand=hand, battlefield=battlefield)  # type: ignore[arg-type]
    return game(me, PlayerSpec(), extra=_defs())


def _to_cast(g: Game) -> None:
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "cast_copy")


def test_compiled_without_gaps() -> None:
    """CR 702.62a: suspend N—[cost] with a fixed N is honoured (no engine gap)."""
    for record in RECORDS.values():
        card = compile_source(dict(record))
        assert engine_gaps(card) == []
        assert not any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(card))


def test_suspend_is_a_special_action_exiling_with_time_counters() -> None:
    """CR 702.62a, 116.2f: pay {R}, exile Rift Bolt with one time counter; no stack."""
    g = _start(("Rift Bolt",), lands("Mountain", 1))
    bolt = one(g, "Rift Bolt", "hand")
    assert Suspend(bolt) in g.legal_actions()
    g.apply(Suspend(bolt))
    exiled = one(g, "Rift Bolt", "exile")
    assert g.objects[exiled].counter("time") == 1
    assert not g.stack
    assert g.objects[one(g, "Mountain")].tapped
    assert g.pending is not None and g.pending.kind == "priority" and g.pending.player == 0


def test_suspend_only_when_you_could_cast_it() -> None:
    """CR 702.62a, 702.62c: a sorcery can be suspended only when it could be cast: not
    with a spell on the stack, not without its cost."""
    g = _start(("Rift Bolt", "Lightning Bolt"), lands("Mountain", 2))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(1),),)))
    bolt = one(g, "Rift Bolt", "hand")
    assert Suspend(bolt) not in g.legal_actions()
    with pytest.raises(IllegalActionError):
        g.apply(Suspend(bolt))
    g = _start(("Rift Bolt",), ())
    assert Suspend(one(g, "Rift Bolt", "hand")) not in g.legal_actions()


def test_last_counter_removed_cast_without_paying() -> None:
    """CR 702.62a: at its owner's next upkeep the last time counter is removed; Rift Bolt
    is cast without paying its mana cost (no land untapped for it: all three tapped)."""
    g = _start(("Rift Bolt",), lands("Mountain", 1))
    g.apply(Suspend(one(g, "Rift Bolt", "hand")))
    _to_cast(g)
    assert g.step == "upkeep" and g.active == 0 and g.turn == 5
    assert g.objects[one(g, "Rift Bolt", "exile")].counter("time") == 0
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and a.targets == ((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 17
    assert one(g, "Rift Bolt", "graveyard")


def test_declined_it_remains_exiled_no_longer_suspended() -> None:
    """CR 702.62a-b: "If you don't, it remains exiled" (with no time counter: no longer
    suspended, nothing more happens at later upkeeps)."""
    g = _start(("Rift Bolt",), lands("Mountain", 1))
    g.apply(Suspend(one(g, "Rift Bolt", "hand")))
    _to_cast(g)
    g.apply(Decline())
    pass_until(g, lambda g: g.turn == 7 and g.step == "main1")
    assert one(g, "Rift Bolt", "exile")
    assert g.players[1].life == 20


def test_suspended_creature_has_haste() -> None:
    """CR 702.62a: a creature spell cast this way gains haste: Infiltrator il-Kor
    (suspend 2) attacks the turn its last counter is removed."""
    g = _start(("Infiltrator il-Kor",), lands("Island", 2))
    g.apply(Suspend(one(g, "Infiltrator il-Kor", "hand")))
    assert g.objects[one(g, "Infiltrator il-Kor", "exile")].counter("time") == 2
    pass_until(g, lambda g: g.turn == 5 and g.step == "main1")
    assert g.objects[one(g, "Infiltrator il-Kor", "exile")].counter("time") == 1
    _to_cast(g)
    assert g.turn == 7
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    resolve(g)
    rogue = one(g, "Infiltrator il-Kor")
    assert query.has_keyword(g, g.objects[rogue], "haste")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((rogue, Seat(1)),)))
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 17


def test_cast_normally_no_haste() -> None:
    """Cast from the hand for its mana cost it has no haste (only the suspend cast gives
    it)."""
    g = _start(("Infiltrator il-Kor",), lands("Island", 5))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    resolve(g)
    assert not query.has_keyword(g, g.objects[one(g, "Infiltrator il-Kor")], "haste")
    assert ids(g, "Infiltrator il-Kor", "exile") == []
    assert PassPriority() in g.legal_actions()
