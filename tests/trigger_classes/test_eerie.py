"""Eerie: "Whenever an enchantment you control enters and whenever you fully unlock a Room,
..." (CR 603.2: either event triggers it; CR 709.5i: a Room is fully unlocked when it has one
unlocked designation and gets the other, or has neither and gets both).

Rooms aren't implemented (a Room card is reported as unsupported), so no game fully unlocks
one yet: the second event is checked here by the event a Room implementation emits
(:class:`~grimoire.rules.events.RoomFullyUnlocked`).
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Entity Tracker", "{2}{U}", "Creature — Human Scout",
         "Flash\nEerie — Whenever an enchantment you control enters and whenever you fully "
         "unlock a Room, draw a card.", "2/3"),
)
DEFS = [compile_source(r) for r in RECORDS]


def _game(hand: tuple[str, ...] = (), theirs: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(perm("Entity Tracker"), *lands("Plains", 3)))
    return game(me, PlayerSpec(hand=theirs, battlefield=lands("Plains", 3)), extra=DEFS)


def _draws(g: Game, player: int = 0) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.CardDrawn) and e.player == player)


def _settle(g: Game) -> None:
    for _ in range(30):
        assert g.pending is not None
        if not g.stack and g.pending.kind == "priority" and not g.pending_triggers:
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_compiled_and_honoured() -> None:
    """Both events compile: an enchantment you control entering, a Room fully unlocked."""
    (d,) = DEFS
    assert ir.is_fully_implemented(d) and not engine_gaps(d)
    kinds = set()
    for a in d.abilities:
        if isinstance(a, ir.TriggeredAbility):
            trig = a.trigger
            parts = (trig.first, trig.second) if isinstance(trig, ir.EitherTrigger) else (trig,)
            kinds |= {type(t).__name__ for t in parts}
    assert kinds == {"EntersTrigger", "FullyUnlockTrigger"}


def test_enchantment_enters() -> None:
    """An enchantment you control entering draws a card."""
    g = _game(hand=("Holy Strength",))
    before = _draws(g)
    g.apply(CastSpell(one(g, "Holy Strength", "hand"), targets=((one(g, "Entity Tracker"),),)))
    _settle(g)
    assert _draws(g) - before == 1


def test_fully_unlocked_room() -> None:
    """CR 709.5i: you fully unlock a Room: it triggers; an opponent's doesn't."""
    g = _game()
    before = _draws(g)
    theirs = next(o for o in g.battlefield if g.objects[o].controller == 1)
    g.emit(ev.RoomFullyUnlocked(1, theirs))  # an opponent's unlock: nothing
    assert not g.pending_triggers
    g.emit(ev.RoomFullyUnlocked(0, one(g, "Entity Tracker")))
    assert len(g.pending_triggers) == 1
    _settle(g)
    assert _draws(g) - before == 1
