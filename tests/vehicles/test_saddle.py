"""Saddle (CR 702.171) and "attacks while saddled" triggers in real games."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, index_of, lands, one, perm, resolve
from tests.vehicles._cards import card, sunmare_like
from tests.vehicles.test_crew import to_attackers

from grimoire.errors import IllegalActionError
from grimoire.mechanics.vehicles import is_saddled
from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _board(**kw: object) -> Game:
    p0 = PlayerSpec(battlefield=(perm("Bridled Bighorn"), perm("Grizzly Bears"),
                                 perm("Llanowar Elves")))
    return game(p0, extra=[sunmare_like()], **kw)  # type: ignore[arg-type]


def _saddle(g: Game, *creatures: int) -> None:
    mount = one(g, "Bridled Bighorn")
    g.apply(ActivateAbility(mount, index_of(g, mount, ir.ActivatedAbility), costs=creatures))


def test_saddle_then_attack_while_saddled() -> None:
    """CR 702.171a: tap other creatures with total power 2 or more: it becomes saddled
    until end of turn (CR 702.171b); "whenever ~ attacks while saddled" triggers."""
    g = _board()
    mount, bears = one(g, "Bridled Bighorn"), one(g, "Grizzly Bears")
    _saddle(g, bears)
    assert g.objects[bears].tapped and not is_saddled(g.objects[mount])
    resolve(g)
    assert is_saddled(g.objects[mount])
    to_attackers(g)
    g.apply(DeclareAttackers(((mount, Seat(1)),)))
    resolve(g)
    assert len(ids(g, "Sheep")) == 1


def test_attacking_unsaddled_does_not_trigger() -> None:
    """CR 702.171b: the trigger needs the saddled designation."""
    g = _board()
    mount = one(g, "Bridled Bighorn")
    to_attackers(g)
    g.apply(DeclareAttackers(((mount, Seat(1)),)))
    resolve(g)
    assert ids(g, "Sheep") == []


def test_saddle_only_as_a_sorcery() -> None:
    """CR 702.171a: "Activate only as a sorcery" (CR 307.1): not in combat; nothing
    changes."""
    g = _board(step="beginning_of_combat")
    bears = one(g, "Grizzly Bears")
    before = len(g.events)
    with pytest.raises(IllegalActionError, match="sorcery"):
        _saddle(g, bears)
    assert not g.objects[bears].tapped and len(g.events) == before


def test_saddled_ends_at_end_of_turn_and_copies() -> None:
    """CR 702.171b: saddled until the end of the turn; the state copies with the game."""
    g = _board()
    mount = one(g, "Bridled Bighorn")
    _saddle(g, one(g, "Grizzly Bears"))
    resolve(g)
    assert is_saddled(g.copy().objects[mount])
    assert is_saddled(Game.load(g.save(), g.pool).objects[mount])
    turn = g.turn
    while g.turn == turn:
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert not is_saddled(g.objects[mount])


def test_a_mount_is_a_creature_and_can_attack_unsaddled() -> None:
    """Saddle changes no type: a Mount creature attacks like any creature (CR 508.1a)."""
    g = _board()
    to_attackers(g)
    assert one(g, "Bridled Bighorn") in g.legal_actions().creatures  # type: ignore[attr-defined]


MATRIX = card("Guidelight Matrix", "Artifact",
              "When this artifact enters, draw a card.\n{2}, {T}: Target Mount you control becomes "
              "saddled until end of turn. Activate only as a sorcery.\n{2}, {T}: Target Vehicle "
              "you control becomes an artifact creature until end of turn.", mana_cost="{2}")


def test_an_effect_makes_a_mount_saddled() -> None:
    """"Target Mount you control becomes saddled until end of turn" (CR 702.171b: saddled
    without tapping creatures): its "attacks while saddled" trigger then works."""
    p0 = PlayerSpec(battlefield=(perm("Bridled Bighorn"), perm("Guidelight Matrix"),
                                 *lands("Plains", 2)))
    g = game(p0, extra=[sunmare_like(), MATRIX])
    mount, matrix = one(g, "Bridled Bighorn"), one(g, "Guidelight Matrix")
    g.apply(ActivateAbility(matrix, index_of(g, matrix, ir.ActivatedAbility), ((mount,),)))
    resolve(g)
    assert is_saddled(g.objects[mount])
    to_attackers(g)
    g.apply(DeclareAttackers(((mount, Seat(1)),)))
    resolve(g)
    assert len(ids(g, "Sheep")) == 1
