"""Transforming double-faced cards in real games (CR 701.28, 712)."""

from __future__ import annotations

import pytest
from tests.dfc._records import RECORDS, definitions, pass_until
from tests.dice_rules._util import cast, game, ids, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.pool import CardPool
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

DFCS = definitions("Bloodline Keeper", "The Modern Age", "Blightreaper Thallid")


def _transform_ability(g: Game, oid: int) -> int:
    return next(i for i, a in enumerate(g.objects[oid].info.card.abilities)
                if isinstance(a, ir.ActivatedAbility) and isinstance(a.effect, ir.Transform))


def test_pool_compiles_the_back_face_of_a_transforming_card() -> None:
    """CR 712.1: a transforming double-faced card has a back face; a Scryfall record
    (``card_faces``) compiles to the front face carrying it."""
    pool = CardPool([RECORDS["Bloodline Keeper"]])
    card = pool.get("Bloodline Keeper // Lord of Lineage")
    assert card.name == "Bloodline Keeper" and card.back is not None
    assert (card.back.name, card.back.power, card.back.toughness) == ("Lord of Lineage", 5, 5)


def test_activated_transform_turns_the_same_object_over() -> None:
    """CR 701.28a: "{B}: Transform this creature" turns it over; CR 712.18: it is the same
    object (id, damage stay); CR 712.8e: it has only its back face's characteristics; the
    back face's static ability applies, and its mana value is the front face's."""
    vampires = tuple(perm("Bloodline Keeper", token=True) for _ in range(3))
    g = game(PlayerSpec(battlefield=(perm("Bloodline Keeper", damage=1), *vampires,
                                     perm("Swamp"))), extra=DFCS)
    keeper = ids(g, "Bloodline Keeper")
    oid = next(i for i in keeper if g.objects[i].kind == "card")
    with pytest.raises(IllegalActionError):  # four Vampires: the condition fails (602.5b)
        g.apply(ActivateAbility(oid, _transform_ability(g, oid)))
    g = game(PlayerSpec(battlefield=(perm("Bloodline Keeper", damage=1), *vampires,
                                     perm("Bloodline Keeper", token=True), perm("Swamp"))),
             extra=DFCS)
    oid = next(i for i in ids(g, "Bloodline Keeper") if g.objects[i].kind == "card")
    g.apply(ActivateAbility(oid, _transform_ability(g, oid)))
    resolve(g)
    lord = g.objects[oid]
    assert lord.name == "Lord of Lineage" and lord.damage == 1
    assert lord.info.mana_value == 4  # CR 712.8e: the front face's {2}{B}{B}
    assert (query.power(g, lord), query.toughness(g, lord)) == (5, 5)
    assert query.has_keyword(g, lord, "flying")
    token = g.objects[ids(g, "Bloodline Keeper")[0]]
    assert (query.power(g, token), query.toughness(g, token)) == (5, 5)  # 3/3 + 2/2
    assert any(isinstance(e, ev.Transformed) and e.object == oid for e in g.events)
    # Game.copy() and save/load keep the face that is up
    assert g.copy().objects[oid].name == "Lord of Lineage"
    assert Game.load(g.save(), g.pool).objects[oid].name == "Lord of Lineage"


def test_transformed_permanent_leaving_is_its_front_face() -> None:
    """CR 712.8a: in a zone other than the battlefield a double-faced card has only its
    front face's characteristics."""
    g = game(PlayerSpec(battlefield=(perm("Bloodline Keeper"),
                                     *(perm("Bloodline Keeper", token=True) for _ in range(4)),
                                     perm("Swamp"))), extra=DFCS)
    oid = next(i for i in ids(g, "Bloodline Keeper") if g.objects[i].kind == "card")
    g.apply(ActivateAbility(oid, _transform_ability(g, oid)))
    resolve(g)
    from grimoire.rules import zones
    new = zones.move(g, oid, "graveyard")
    assert g.objects[new].name == "Bloodline Keeper"
    assert "transformed" not in g.objects[new].flags


def test_saga_final_chapter_returns_it_transformed() -> None:
    """CR 714.2b chapter III "Exile this Saga, then return it to the battlefield transformed
    under your control": CR 712.14a it enters with its back face up (a creature, not a
    Saga: no lore counter, CR 714.3a; not sacrificed, CR 714.4)."""
    g = game(PlayerSpec(battlefield=(perm("The Modern Age", counters=(("lore", 2),)),
                                     *lands("Island", 1))), step="draw", extra=DFCS)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.step == "main1" and len(g.stack) == 1
    resolve(g)
    glider = g.objects[one(g, "Vector Glider")]
    assert glider.info.is_creature and glider.counter("lore") == 0
    assert (query.power(g, glider), query.toughness(g, glider)) == (2, 3)
    assert query.has_keyword(g, glider, "flying")
    assert not ids(g, "The Modern Age", "graveyard")
    pass_until(g, "main1", active=0)  # its next precombat main phase: still there
    assert one(g, "Vector Glider") == glider.id


def test_transform_does_nothing_to_a_single_faced_permanent() -> None:
    """CR 701.28c: instructing to transform a permanent that isn't a transforming
    double-faced card does nothing."""
    from grimoire.rules.transform import transform
    g = game(PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    bears = g.objects[one(g, "Grizzly Bears")]
    assert not transform(g, bears) and bears.name == "Grizzly Bears"


def test_transforms_into_trigger_and_dies() -> None:
    """CR 701.28e: "When this creature transforms into Blightsower Thallid or dies" triggers
    when it transforms into that face (CR 603.2: either event), and again when it dies."""
    g = game(PlayerSpec(hand=("Lightning Bolt",),
                        battlefield=(perm("Blightreaper Thallid"), *lands("Swamp", 3),
                                     perm("Forest"), perm("Mountain"))), extra=DFCS)
    oid = one(g, "Blightreaper Thallid")
    g.apply(ActivateAbility(oid, _transform_ability(g, oid)))
    resolve(g)
    assert g.objects[oid].name == "Blightsower Thallid"

    def saprolings() -> int:
        return sum(1 for o in g.objects.values() if o.zone == "battlefield"
                   and o.kind == "token" and "Saproling" in o.info.subtypes)

    assert saprolings() == 1
    cast(g, "Lightning Bolt", targets=((oid,),))
    resolve(g)  # 3 damage: the 3/3 dies
    assert ids(g, "Blightreaper Thallid", "graveyard")  # a card of its front face (712.8a)
    assert saprolings() == 2
