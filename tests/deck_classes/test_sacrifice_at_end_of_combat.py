""""When this creature attacks or blocks, sacrifice it at end of combat." (Runaway Carriage,
Mardu Blazebringer): the trigger creates a delayed triggered ability (CR 603.7a) that
triggers at the end of combat step (CR 511.2) and sacrifices this creature (CR 701.17a);
combat damage is dealt first."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

CARRIAGE = card("Runaway Carriage", "{4}", "Artifact Creature — Construct",
                "Trample\nWhen this creature attacks or blocks, sacrifice it at end of combat.",
                "5/6")


def _game() -> Game:
    d = compile_source(CARRIAGE)
    assert ir.is_fully_implemented(d) and not engine_gaps(d)
    me = PlayerSpec(battlefield=(perm("Runaway Carriage"), perm("Grizzly Bears")))
    return game(me, PlayerSpec(), step="beginning_of_combat", extra=[d])


def _run_to(g: Game, step: str) -> None:
    for _ in range(100):
        if g.step == step or g.pending is None:
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_attacks_deals_damage_then_is_sacrificed() -> None:
    """The Carriage attacks (with the Bears): 5 damage is dealt, then at end of combat the
    Carriage is sacrificed; the Bears, which attacked too, stay."""
    g = _game()
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    carriage, bears = one(g, "Runaway Carriage"), one(g, "Grizzly Bears")
    g.apply(DeclareAttackers(((carriage, Seat(1)), (bears, Seat(1)))))
    _run_to(g, "main2")
    assert g.players[1].life == 13
    assert one(g, "Runaway Carriage", "graveyard")
    assert one(g, "Grizzly Bears") == bears


def test_not_attacking_stays() -> None:
    """Only the Bears attack: no trigger, the Carriage stays."""
    g = _game()
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Grizzly Bears"), Seat(1)),)))
    _run_to(g, "main2")
    assert one(g, "Runaway Carriage")
