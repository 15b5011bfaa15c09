"""Damage divided as its controller chooses, announced as the spell is cast or the
triggered ability is put on the stack (CR 601.2d, 603.3d), dealt as announced to the
targets still legal (CR 608.2b)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

ALL = ("Arc Lightning", "Rolling Thunder", "Gang of Devils")


def _start(hand: tuple[str, ...], n: int = 3, them: tuple[str, ...] = ("Hill Giant",),
           mine: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=lands("Mountain", n) + tuple(perm(m) for m in mine))
    return game(me, PlayerSpec(battlefield=tuple(perm(t) for t in them)), extra=defs(*ALL))


def test_honoured() -> None:
    """The division is announced as it is put on the stack: no gap left."""
    for d in defs(*ALL):
        assert not engine_gaps(d), d.name


def test_division_is_announced_on_casting() -> None:
    """CR 601.2d: the caster announces the division before anyone gets priority; each
    target gets at least 1; it resolves as announced."""
    g = _start(("Arc Lightning",))
    giant = one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Arc Lightning", "hand"), targets=((Seat(1), giant),)))
    assert g.pending is not None and g.pending.kind == "divide"
    assert g.pending.player == 0 and g.pending.rule == "CR 601.2d"
    assert set(g.legal_actions()) == {Choose((1, 2)), Choose((2, 1))}
    with pytest.raises(IllegalActionError):
        g.apply(Choose((3, 0)))  # each target gets at least one
    g.apply(Choose((1, 2)))
    assert g.pending is not None and g.pending.kind == "priority"
    resolve(g)
    assert g.players[1].life == 19
    assert g.objects[giant].damage == 2


def test_a_target_gone_keeps_the_others_share() -> None:
    """CR 608.2b: a target illegal on resolution is dealt nothing; the legal one is dealt
    what was announced for it, not the whole amount."""
    g = _start(("Arc Lightning", "Lightning Bolt"), n=4, them=("Hill Giant", "Grizzly Bears"))
    giant, bears = one(g, "Hill Giant"), one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Arc Lightning", "hand"), targets=((giant, bears),)))
    g.apply(Choose((1, 2)))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((bears,),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard")
    assert g.objects[giant].damage == 1


def test_one_target_gets_it_all_without_a_question() -> None:
    """With a single target there is only one division (CR 601.2d)."""
    g = _start(("Arc Lightning",))
    g.apply(CastSpell(one(g, "Arc Lightning", "hand"), targets=((Seat(1),),)))
    assert g.pending is not None and g.pending.kind == "priority"
    resolve(g)
    assert g.players[1].life == 17


def test_no_more_targets_than_damage() -> None:
    """CR 601.2d: each target must receive at least 1, so Rolling Thunder with X=1 can't
    have two targets (and X=0 can't have one)."""
    g = _start(("Rolling Thunder",), n=3)
    thunder, giant = one(g, "Rolling Thunder", "hand"), one(g, "Hill Giant")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert CastSpell(thunder, targets=((Seat(1),),), x=1) in casts
    assert CastSpell(thunder, targets=((Seat(1), giant),), x=1) not in casts
    assert not any(a.x == 0 for a in casts)
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(thunder, targets=((Seat(1), giant),), x=1))


def test_a_triggered_ability_divides_as_it_goes_on_the_stack() -> None:
    """CR 603.3d: Gang of Devils' dies trigger: targets, then the division, as it is put
    on the stack."""
    g = _start(("Lightning Bolt",), n=1, them=("Grizzly Bears", "Hill Giant"),
               mine=("Gang of Devils",))
    devils, bears = one(g, "Gang of Devils"), one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((devils,),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    g.apply(Choose(((Seat(1), bears),)))
    assert g.pending is not None and g.pending.kind == "divide"
    g.apply(Choose((1, 2)))
    resolve(g)
    assert g.players[1].life == 19
    assert one(g, "Grizzly Bears", "graveyard")
