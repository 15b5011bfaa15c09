""""Distribute N counters among one, two, or three target creatures" (Glint Weaver,
Contagion, Quirion Beastcaller): CR 601.2d, the division is announced as the spell or
ability is put on the stack, each target getting at least one; CR 608.2b, a target illegal
as it resolves gets nothing and the others exactly their share. CR 122.1a: a -2/-1 counter
gives -2/-1. Quirion Beastcaller's X is the number of +1/+1 counters it had as it died
(CR 608.2h: last known information)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm
from tests.verb_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Glint Weaver", "Contagion", "Quirion Beastcaller")


def _game(hand: tuple[str, ...], mine: tuple[str, ...], land: str, n: int,
          theirs: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(*(perm(x) for x in mine), *lands(land, n)))
    them = PlayerSpec(battlefield=tuple(perm(x) for x in theirs))
    return game(me, them, extra=defs(*NAMES))


def _cast(g: Game, name: str, targets: tuple[tuple[int, ...], ...] = ()) -> None:
    card = one(g, name, "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card
                 and a.targets == targets and a.alt is None))


def _run(g: Game, targets: tuple[int, ...], division: tuple[int, ...] | None,
         respond: str | None = None, at: int | None = None) -> list[tuple[int, ...]]:
    """Pass and answer until the stack is empty: the trigger's targets, the division (the
    options offered are returned), and optionally a Lightning Bolt at ``at`` in response."""
    offered: list[tuple[int, ...]] = []
    responded = targeted = False
    while g.stack or (g.pending is not None and g.pending.kind != "priority"):
        assert g.pending is not None
        kind = g.pending.kind
        if kind == "trigger_targets":
            targeted = True
            g.apply(Choose((targets,)))
        elif kind == "divide":
            offered = list(g.pending.options)  # type: ignore[arg-type]
            g.apply(Choose(division))
        elif kind == "priority" and respond and not responded and targeted:
            responded = True
            _cast(g, respond, ((at,),) if at is not None else ())
        elif kind == "priority":
            g.apply(PassPriority())
        else:
            g.apply(g.legal_actions()[0])
    return offered


def _pt(g: Game, oid: int) -> tuple[int, int]:
    obj = g.objects[oid]
    return query.power(g, obj), query.toughness(g, obj)


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.DistributeCounters) for n in ir.iter_nodes(d)), d.name


def test_three_counters_announced_among_two_targets() -> None:
    """Glint Weaver's trigger on Grizzly Bears and Hill Giant: the divisions offered are
    (1, 2) and (2, 1); (2, 1) gives the Bears two counters and the Giant one."""
    g = _game(("Glint Weaver",), ("Grizzly Bears", "Hill Giant"), "Forest", 7)
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    _cast(g, "Glint Weaver")
    offered = _run(g, (bears, giant), (2, 1))
    assert sorted(offered) == [(1, 2), (2, 1)]
    assert g.objects[bears].counters.get("+1/+1") == 2
    assert g.objects[giant].counters.get("+1/+1") == 1
    assert _pt(g, bears) == (4, 4)


def test_one_target_gets_all_without_a_question() -> None:
    g = _game(("Glint Weaver",), ("Grizzly Bears",), "Forest", 7)
    bears = one(g, "Grizzly Bears")
    _cast(g, "Glint Weaver")
    assert _run(g, (bears,), None) == []  # no division to announce: all three on it
    assert g.objects[bears].counters.get("+1/+1") == 3


def test_a_target_gone_gets_nothing_and_the_other_its_share() -> None:
    """CR 608.2b: Glint Weaver's trigger divides (2, 1) between Grizzly Bears and Hill
    Giant; the Bears are bolted in response: the Giant gets exactly one counter."""
    g = _game(("Glint Weaver", "Lightning Bolt"), ("Grizzly Bears", "Hill Giant", "Mountain"),
              "Forest", 7)
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    _cast(g, "Glint Weaver")
    _run(g, (bears, giant), (2, 1), respond="Lightning Bolt", at=bears)
    assert not ids(g, "Grizzly Bears")
    assert g.objects[giant].counters.get("+1/+1") == 1


def test_minus_two_minus_one_counters() -> None:
    """Contagion: two -2/-1 counters on Hill Giant (3/3) make it -1/1 (CR 122.1a)."""
    g = _game(("Contagion",), (), "Swamp", 5, theirs=("Hill Giant",))
    giant = one(g, "Hill Giant")
    _cast(g, "Contagion", ((giant,),))
    _run(g, (), None)
    assert g.objects[giant].counters.get("-2/-1") == 2
    assert _pt(g, giant) == (-1, 1)


def test_x_is_the_counters_it_had_as_it_died() -> None:
    """Quirion Beastcaller with two +1/+1 counters dies (Murder): its trigger distributes
    two counters (its last known information, CR 608.2h) onto Grizzly Bears."""
    g = game(PlayerSpec(hand=("Murder",), battlefield=(
        perm("Quirion Beastcaller", counters=(("+1/+1", 2),)), perm("Grizzly Bears"),
        *lands("Swamp", 3))), PlayerSpec(), extra=defs(*NAMES))
    beast, bears = one(g, "Quirion Beastcaller"), one(g, "Grizzly Bears")
    _cast(g, "Murder", ((beast,),))
    _run(g, (bears,), None)
    assert g.objects[bears].counters.get("+1/+1") == 2
