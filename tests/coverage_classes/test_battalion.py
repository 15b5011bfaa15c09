"""Battalion: "Whenever this creature and at least two other creatures attack" triggers when
it is declared as an attacker together with at least two others (CR 508.1, 508.3a); with only
one other, or when it stays home, it doesn't."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, one, perm

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _attack(names: tuple[str, ...], attackers: tuple[str, ...]) -> Game:
    me = PlayerSpec(battlefield=tuple(perm(n) for n in names))
    g = game(me, PlayerSpec(), step="beginning_of_combat", extra=defs("Makeshift Battalion"))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    chosen = [o for o in g.battlefield if g.objects[o].name in attackers]
    picked: list[int] = []
    for name in attackers:  # one object per listed name (names may repeat)
        picked.append(next(o for o in chosen if g.objects[o].name == name and o not in picked))
    g.apply(DeclareAttackers(tuple((o, Seat(1)) for o in picked)))
    for _ in range(20):
        if not g.stack and g.step != "declare_attackers":
            break
        if g.pending is None or g.pending.kind != "priority":
            break
        g.apply(PassPriority())
    return g


def _counters(g: Game) -> int:
    return g.objects[one(g, "Makeshift Battalion")].counter("+1/+1")


def test_honoured() -> None:
    assert not engine_gaps(defs("Makeshift Battalion")[0])


def test_with_two_others() -> None:
    g = _attack(("Makeshift Battalion", "Grizzly Bears", "Hill Giant"),
                ("Makeshift Battalion", "Grizzly Bears", "Hill Giant"))
    assert _counters(g) == 1


def test_with_only_one_other() -> None:
    g = _attack(("Makeshift Battalion", "Grizzly Bears", "Hill Giant"),
                ("Makeshift Battalion", "Grizzly Bears"))
    assert _counters(g) == 0


def test_not_when_it_stays_home() -> None:
    """Three other creatures attack without it: no trigger ("this creature and ...")."""
    g = _attack(("Makeshift Battalion", "Grizzly Bears", "Hill Giant", "Llanowar Elves"),
                ("Grizzly Bears", "Hill Giant", "Llanowar Elves"))
    assert _counters(g) == 0
