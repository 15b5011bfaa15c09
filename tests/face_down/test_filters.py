"""Face-down creatures as a filter ("face-down creature", CR 708) in real games."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, perm, resolve
from tests.face_down._cards import EXTRA, face_down_cast, face_down_ids, hand_card

from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, PassPriority, TurnFaceUp
from grimoire.rules.position import PlayerSpec


def test_secret_plans_boosts_face_down_and_draws_on_turning_up() -> None:
    """Secret Plans: "Face-down creatures you control get +0/+1." and "Whenever a permanent
    you control is turned face up, draw a card." (CR 708.8)."""
    g = game(PlayerSpec(hand=("Battering Craghorn",),
                        battlefield=(perm("Secret Plans"), *lands("Mountain", 6))),
             extra=EXTRA)
    g.apply(face_down_cast(g, hand_card(g, "Battering Craghorn")))
    resolve(g)
    (oid,) = face_down_ids(g)
    obj = g.objects[oid]
    assert (query.power(g, obj), query.toughness(g, obj)) == (2, 3)
    hand = len(g.players[0].hand)
    g.apply(TurnFaceUp(oid))
    resolve(g)
    assert len(g.players[0].hand) == hand + 1
    assert (query.power(g, obj), query.toughness(g, obj)) == (3, 1)  # face up: no boost


def test_nosy_goblin_targets_only_face_down_creatures() -> None:
    """Nosy Goblin: "Destroy target face-down creature." — a face-up creature is not a
    legal target (CR 115.1)."""
    g = game(PlayerSpec(hand=("Battering Craghorn",), battlefield=lands("Mountain", 3)),
             PlayerSpec(battlefield=(perm("Nosy Goblin"), perm("Grizzly Bears"))),
             extra=EXTRA)
    g.apply(face_down_cast(g, hand_card(g, "Battering Craghorn")))
    resolve(g)
    (oid,) = face_down_ids(g)
    g.apply(PassPriority())
    goblin = next(o for o in g.battlefield if g.objects[o].name == "Nosy Goblin")
    uses = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == goblin]
    assert [a.targets for a in uses] == [((oid,),)]
    g.apply(uses[0])
    resolve(g)
    assert oid not in g.battlefield
    assert [g.objects[o].name for o in g.players[0].graveyard] == ["Battering Craghorn"]
