"""Living metal (CR 702.161a): "During your turn, this permanent is an artifact creature in
addition to its other types."."""

from __future__ import annotations

from tests.dice_rules._util import game, one, perm
from tests.vehicles._cards import card

from grimoire.rules import combat, query
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SEEKER = card("Test Seeker", "Legendary Artifact — Vehicle",
              "Living metal (During your turn, this Vehicle is also a creature.)\nFlying",
              "2", "3", "{3}")


def _next_turn(g: Game) -> None:
    turn = g.turn
    while g.turn == turn or g.step not in ("main1",):
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_a_creature_during_its_controllers_turn_only() -> None:
    """CR 702.161a: an artifact creature during your turn (it can attack, CR 508.1a); not
    a creature during the opponent's turn (it can't block, CR 509.1a); again on your turn."""
    g = game(PlayerSpec(battlefield=(perm("Test Seeker"),)), extra=[SEEKER])
    seeker = one(g, "Test Seeker")
    obj = g.objects[seeker]
    assert query.is_creature(g, obj) and obj.info.types == {"artifact", "creature"}
    assert combat.can_attack(g, obj) and (query.power(g, obj), query.toughness(g, obj)) == (2, 3)
    _next_turn(g)
    assert g.active == 1 and not query.is_creature(g, g.objects[seeker])
    _next_turn(g)
    assert g.active == 0 and query.is_creature(g, g.objects[seeker])


def test_living_metal_state_copies_and_replays() -> None:
    """The type change is recomputed from the game state: a copy and a reloaded save agree."""
    g = game(PlayerSpec(battlefield=(perm("Test Seeker"),)), extra=[SEEKER])
    _next_turn(g)
    seeker = one(g, "Test Seeker")
    assert not g.copy().objects[seeker].info.is_creature
    assert not Game.load(g.save(), g.pool).objects[seeker].info.is_creature
