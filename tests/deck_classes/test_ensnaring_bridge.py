""""Creatures with power greater than the number of cards in your hand can't attack."
(Ensnaring Bridge: a static whose number is read whenever attackers are declared, CR 508.1c;
"your hand" is its controller's, CR 109.5). It applies to every player's creatures."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, one, perm

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

BRIDGE = card("Ensnaring Bridge", "{3}", "Artifact",
              "Creatures with power greater than the number of cards in your hand can't "
              "attack.")


def test_the_record_is_honoured() -> None:
    assert_honoured((BRIDGE,))


def _at_attack(hand: tuple[str, ...]) -> Game:
    """Player 1 (active) with Hill Giant (3) and Llanowar Elves (1); player 0 controls the
    Bridge holding ``hand``."""
    me = PlayerSpec(hand=hand, battlefield=(perm("Ensnaring Bridge"),))
    them = PlayerSpec(battlefield=(perm("Hill Giant"), perm("Llanowar Elves")))
    g = game(me, them, active=1, extra=[compile_source(BRIDGE)])
    while g.step in ("main1", "beginning_of_combat") and g.pending is not None \
            and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "declare_attackers"
    return g


def _attackers(g: Game) -> set[int]:
    return {a for act in g.legal_actions() if isinstance(act, DeclareAttackers)
            for a, _ in act.attacks}


def test_power_above_the_hand_size_cant_attack() -> None:
    g = _at_attack(("Shock",))
    giant, elves = one(g, "Hill Giant"), one(g, "Llanowar Elves")
    assert _attackers(g) == {elves}
    with pytest.raises(IllegalActionError):
        g.apply(DeclareAttackers(((giant, Seat(0)),)))


def test_a_bigger_hand_lets_it_attack() -> None:
    """Three cards in the Bridge controller's hand: the 3-power Giant may attack."""
    g = _at_attack(("Shock", "Shock", "Shock"))
    assert _attackers(g) == {one(g, "Hill Giant"), one(g, "Llanowar Elves")}
