"""Changes to characteristics from resolving spells and abilities (CR 611.2c-d, 613):
Turn to Frog and Mirror Entity, with their rulings."""

from __future__ import annotations

from tests.dice_rules._util import cast, game, index_of, lands, one, perm, resolve
from tests.layers._cards import definitions

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PlayerSpec

_CARDS = definitions("Turn to Frog", "Mirror Entity", "Glorious Anthem", "Humility")


def _pt(g: Game, oid: int) -> tuple[int, int]:
    obj = g.objects[oid]
    return query.power(g, obj), query.toughness(g, obj)


def _end_turn(g: Game) -> None:
    turn = g.turn
    while g.turn == turn:
        assert g.pending is not None
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])


def test_turn_to_frog_makes_a_blue_frog_without_abilities_until_end_of_turn() -> None:
    """Turn to Frog (rulings 2014-07-18): the creature loses all abilities, other colors
    and creature types, is a 1/1 blue Frog; counters and +N/+N effects still apply (7c);
    it all ends in the cleanup step (CR 514.2)."""
    g = game(PlayerSpec(hand=("Turn to Frog",), battlefield=lands("Island", 2)),
             PlayerSpec(battlefield=(perm("Serra Angel", counters=(("+1/+1", 1),)),
                                     perm("Glorious Anthem"))), extra=_CARDS)
    angel = one(g, "Serra Angel")
    assert _pt(g, angel) == (6, 6)
    cast(g, "Turn to Frog", ((angel,),))
    resolve(g)
    chars = characteristics(g, g.objects[angel])
    assert _pt(g, angel) == (3, 3)  # base 1/1, counter, Anthem
    assert chars.subtypes == {"Frog"} and chars.colors == {"U"}
    assert not query.keywords(g, g.objects[angel])
    _end_turn(g)
    assert _pt(g, angel) == (6, 6)
    assert "flying" in query.keywords(g, g.objects[angel])


def test_mirror_entity_sets_base_power_of_creatures_you_control() -> None:
    """Mirror Entity ({X}): creatures you control have base power and toughness X/X and
    gain all creature types until end of turn (CR 613.4b, 205.3m); only those there as it
    resolves (CR 611.2c); the Anthem still adds +1/+1 (ruling)."""
    g = game(PlayerSpec(battlefield=(perm("Mirror Entity"), perm("Grizzly Bears"),
                                     perm("Glorious Anthem"), *lands("Plains", 4))),
             extra=_CARDS)
    bears, entity = one(g, "Grizzly Bears"), one(g, "Mirror Entity")
    g.apply(ActivateAbility(entity, index_of(g, entity, ir.ActivatedAbility), x=3))
    resolve(g)
    assert _pt(g, bears) == (4, 4) and _pt(g, entity) == (4, 4)
    assert "Elf" in characteristics(g, g.objects[bears]).subtypes
    g.apply(ActivateAbility(entity, index_of(g, entity, ir.ActivatedAbility), x=0))
    resolve(g)  # the later 0/0 wins (CR 613.7); the Anthem keeps them 1/1
    assert _pt(g, bears) == (1, 1)
    _end_turn(g)
    assert _pt(g, bears) == (3, 3)
    assert "Elf" not in characteristics(g, g.objects[bears]).subtypes
