""""Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature
blocking it" (Elvish Berserker): the count is taken as the trigger resolves (CR 608.2h) and
the boost locked in (CR 611.2c); "it" is the creature itself. "... blocking it" said of
another creature ("that Sliver", "a Beast") is not this shape and stays a gap."""

from __future__ import annotations

from tests.dice_rules._util import game, one, perm
from tests.verb_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def test_honoured() -> None:
    (berserker,) = defs("Elvish Berserker")
    assert not engine_gaps(berserker)
    assert any(isinstance(n, ir.CreaturesBlocking) for n in ir.iter_nodes(berserker))


def test_another_creatures_blockers_stay_a_gap() -> None:
    card = compile_card("Berserk Murlodont", "Creature — Beast", "{4}{G}",
                        "Whenever a Beast becomes blocked, it gets +1/+1 until end of turn for "
                        "each creature blocking it.", "3/3")
    assert not ir.is_fully_implemented(card)


def test_two_blockers_give_plus_two() -> None:
    """Blocked by Grizzly Bears and Llanowar Elves: the Berserker is 3/3 this turn."""
    me = PlayerSpec(battlefield=(perm("Elvish Berserker"),))
    them = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Llanowar Elves")))
    g = game(me, them, step="beginning_of_combat", extra=defs("Elvish Berserker"))
    berserker = one(g, "Elvish Berserker")
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((berserker, Seat(1)),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareBlockers(((one(g, "Grizzly Bears"), berserker),
                             (one(g, "Llanowar Elves"), berserker))))
    while g.stack or (g.pending is not None and g.pending.kind != "priority"):
        g.apply(PassPriority() if g.pending.kind == "priority"  # type: ignore[union-attr]
                else g.legal_actions()[0])
    obj = g.objects[berserker]
    assert (query.power(g, obj), query.toughness(g, obj)) == (3, 3)
