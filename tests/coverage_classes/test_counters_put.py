"""Triggers on counters being put: "Whenever one or more +1/+1 counters are put on this
creature / a creature you control" (CR 122.6: also counters a permanent enters with; CR
603.2c: one trigger per event, however many counters it puts; "that many" is the number
put)."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Herd Baloth", "Simic Ascendancy", "Moss-Pit Skeleton")


def _game(me: PlayerSpec) -> Game:
    return game(me, PlayerSpec(), extra=defs(*NAMES))


def _grow(g: Game, target: str) -> None:
    """Activate Simic Ascendancy's "Put a +1/+1 counter on target creature you control"."""
    ascendancy = one(g, "Simic Ascendancy")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == ascendancy and a.targets == ((one(g, target),),)))


def _growth(g: Game) -> int:
    return g.objects[one(g, "Simic Ascendancy")].counter("growth")


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.CountersPutTrigger) for n in ir.iter_nodes(d)), d.name


def test_entering_with_counters_triggers_once_that_many() -> None:
    """CR 122.6, 603.2c: Endless One entering with three +1/+1 counters: one trigger of the
    Ascendancy, which puts that many (3) growth counters."""
    g = _game(PlayerSpec(hand=("Endless One",), battlefield=(
        perm("Simic Ascendancy"), *lands("Forest", 3))))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.x == 3))
    resolve(g)
    assert g.objects[one(g, "Endless One")].counter("+1/+1") == 3
    assert _growth(g) == 3


def test_may_declined_and_another_players_creature() -> None:
    """Herd Baloth's "you may create a 4/4 Beast", declined: no token (the Ascendancy's
    trigger still puts one growth counter); accepted: a Beast."""
    me = PlayerSpec(battlefield=(perm("Simic Ascendancy"), perm("Herd Baloth"),
                                 *lands("Forest", 2), *lands("Island", 1)))
    for accept, beasts in ((False, 0), (True, 1)):
        g = _game(me)
        _grow(g, "Herd Baloth")
        for _ in range(20):
            if g.pending is None or (g.pending.kind == "priority" and not g.stack):
                break
            if g.pending.kind == "priority":
                g.apply(PassPriority())
            elif g.pending.kind == "yes_no":
                g.apply(Choose(accept))
            else:
                g.apply(g.legal_actions()[0])
        assert len(ids(g, "Beast")) == beasts and _growth(g) == 1


def test_from_the_graveyard() -> None:
    """Moss-Pit Skeleton's ability works from its owner's graveyard (CR 113.6k): a counter
    put on Grizzly Bears lets its owner put it on top of their library."""
    g = _game(PlayerSpec(graveyard=("Moss-Pit Skeleton",), battlefield=(
        perm("Simic Ascendancy"), perm("Grizzly Bears"), *lands("Forest", 2),
        *lands("Island", 1))))
    _grow(g, "Grizzly Bears")
    resolve(g, [Choose(True)] * 3)
    assert not ids(g, "Moss-Pit Skeleton", "graveyard")
    top = g.objects[g.players[0].library[-1]]
    assert top.name == "Moss-Pit Skeleton"
