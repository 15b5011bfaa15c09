""""<creature> assigns no combat damage this turn" (CR 510.1a: each attacking and blocking
creature assigns combat damage equal to its power; this one assigns none this turn): after
"If you do" (Ophidian: the "may" declined, it deals its damage as usual), as a plain step
(Keeper of Tresserhorn), and on a blocked creature (Laccolith Grunt: its blocker is dealt no
combat damage; the blocker still deals its own)."""

from __future__ import annotations

from collections.abc import Callable

from tests.dice_rules._util import game, ids, one, perm
from tests.effd_classes._cards import defs
from tests.unsets._util import pass_until

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import Choose, DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Ophidian", "Keeper of Tresserhorn", "Laccolith Grunt")


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.CombatRestriction) and n.rule == "no_combat_damage"
                   for n in ir.iter_nodes(d)), d.name


def _combat(attacker: str, theirs: tuple[str, ...], blocks: bool,
            answer: Callable[[Game], None]) -> Game:
    """``attacker`` attacks player 1 (who controls ``theirs`` and blocks with the first
    if ``blocks``); each non-priority decision is answered by ``answer``; played to the
    second main phase."""
    g = game(PlayerSpec(battlefield=(perm(attacker),)),
             PlayerSpec(battlefield=tuple(perm(n) for n in theirs)), extra=defs(*NAMES))
    me = one(g, attacker)
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((me, Seat(1)),)))
    for _ in range(100):
        if g.step == "main2" or g.pending is None:
            break
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        elif g.pending.kind == "declare_blockers":
            g.apply(DeclareBlockers(((ids(g, theirs[0])[0], me),) if blocks else ()))
        else:
            answer(g)
    return g


def _yes(accept: bool) -> Callable[[Game], None]:
    def answer(g: Game) -> None:
        assert g.pending is not None
        if g.pending.kind == "yes_no":
            g.apply(Choose(accept))
        else:  # a trigger's target: the last creature (the Bears that isn't blocking)
            g.apply(g.legal_actions()[-1])
    return answer


def test_if_you_do_no_combat_damage() -> None:
    """Ophidian unblocked: you draw, and it deals no combat damage; declined, no card and
    its 1 damage is dealt."""
    g = _combat("Ophidian", (), False, _yes(True))
    assert len(g.players[0].hand) == 1 and g.players[1].life == 20
    g = _combat("Ophidian", (), False, _yes(False))
    assert len(g.players[0].hand) == 0 and g.players[1].life == 19


def test_plain_step_with_life_loss() -> None:
    """Keeper of Tresserhorn unblocked: no combat damage, the defending player loses 2."""
    g = _combat("Keeper of Tresserhorn", (), False, _yes(True))
    assert g.players[1].life == 18


def test_blocked_creature_deals_none_to_its_blocker() -> None:
    """Laccolith Grunt blocked by one Grizzly Bears deals 2 damage to the other; the
    blocking Bears is dealt no combat damage (the Grunt is dealt 2 and dies). Declined: the
    blocker is dealt 2 combat damage and dies."""
    g = _combat("Laccolith Grunt", ("Grizzly Bears", "Grizzly Bears"), True, _yes(True))
    assert len(ids(g, "Grizzly Bears")) == 1
    assert g.objects[ids(g, "Grizzly Bears")[0]].damage == 0
    assert not ids(g, "Laccolith Grunt")
    g = _combat("Laccolith Grunt", ("Grizzly Bears", "Grizzly Bears"), True, _yes(False))
    assert len(ids(g, "Grizzly Bears")) == 1 and not ids(g, "Laccolith Grunt")
