"""Prototype (CR 702.160a, 718): cast prototyped, the spell and the permanent it becomes have
the prototype's mana cost, power and toughness and the colors of that cost (CR 718.3b);
copies of either copy those values (CR 718.2a, 718.3c-d); in every other zone the card has
its normal characteristics (CR 718.4)."""

from __future__ import annotations

from typing import Any

from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import layers, zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

_REMINDER = ("(You may cast this spell with different mana cost, color, and size. It keeps "
             "its abilities and types.)")


def _card(name: str, cost: str, type_line: str, text: str, pt: str) -> dict[str, Any]:
    power, toughness = pt.split("/")
    return {"name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text,
            "power": power, "toughness": toughness}


RECORDS = {r["name"]: r for r in (
    _card("Boulderbranch Golem", "{7}", "Artifact Creature — Golem",
          f"Prototype {{3}}{{G}} — 3/3 {_REMINDER}\nWhen this creature enters, you gain life "
          "equal to its power.", "6/5"),
    _card("Rust Goliath", "{10}", "Artifact Creature — Construct",
          f"Prototype {{3}}{{G}}{{G}} — 3/5 {_REMINDER}\nReach, trample", "10/10"),
    _card("Clone", "{3}{U}", "Creature — Shapeshifter",
          "You may have this creature enter as a copy of any creature on the battlefield.",
          "0/0"),
    _card("Test Replicator", "{2}{U}", "Creature — Human Wizard",
          "Whenever you cast an artifact spell, copy it.", "1/1"),
)}


def _defs(*names: str) -> list[ir.CardDefinition]:
    return [compile_source(RECORDS[n]) for n in names]


def _game(hand: tuple[str, ...], mine: tuple[str, ...] = (), forests: int = 10) -> Game:
    me = PlayerSpec(life=10, hand=hand, battlefield=(*(perm(n) for n in mine),
                                                      *lands("Forest", forests),
                                                      *lands("Island", 4)))
    return game(me, PlayerSpec(), extra=_defs(*RECORDS))


def _cast(g: Game, name: str, prototyped: bool) -> int:
    """Cast ``name`` from the hand, prototyped or not (CR 718.3); the spell's id."""
    card = one(g, name, "hand")
    costs = g.objects[card].info.card.alternative_costs
    alt = next(i for i, c in enumerate(costs) if c.option == "prototyped") if prototyped \
        else None
    g.apply(CastSpell(card, alt=alt))
    return one(g, name, "stack")


def test_prototype_cards_compile_and_are_honoured() -> None:
    for d in _defs("Boulderbranch Golem", "Rust Goliath"):
        assert ir.is_fully_implemented(d), d.name
        assert not engine_gaps(d), d.name
        assert [c.option for c in d.alternative_costs] == ["prototyped"]


def test_prototyped_spell_and_permanent() -> None:
    """CR 718.3b: on the stack and on the battlefield, a green 3/3 with mana value 4; its
    enters trigger reads its power (3 life, not 6)."""
    g = _game(("Boulderbranch Golem",))
    spell = g.objects[_cast(g, "Boulderbranch Golem", prototyped=True)]
    assert (spell.info.power, spell.info.toughness, spell.info.mana_value) == (3, 3, 4)
    assert spell.info.colors == frozenset({"G"})
    resolve(g)
    golem = g.objects[one(g, "Boulderbranch Golem")]
    chars = layers.characteristics(g, golem)
    assert (chars.power, chars.toughness, chars.colors) == (3, 3, frozenset({"G"}))
    assert golem.info.mana_value == 4
    assert g.players[0].life == 13


def test_cast_normally_it_has_its_normal_values() -> None:
    """CR 718.4: cast normally it is a colorless 6/5 with mana value 7 (6 life)."""
    g = _game(("Boulderbranch Golem",))
    spell = g.objects[_cast(g, "Boulderbranch Golem", prototyped=False)]
    assert (spell.info.power, spell.info.mana_value, spell.info.colors) == (6, 7, frozenset())
    resolve(g)
    assert g.players[0].life == 16


def test_the_prototype_cost_is_what_is_paid() -> None:
    """CR 718.3a: with five lands (four Forests) only the prototype cast {3}{G}{G} is
    possible for Rust Goliath, whose mana cost is {10}."""
    g = game(PlayerSpec(hand=("Rust Goliath",), battlefield=lands("Forest", 5)), PlayerSpec(),
             extra=_defs("Rust Goliath"))
    card = one(g, "Rust Goliath", "hand")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    assert casts and all(a.alt is not None for a in casts)
    g.apply(casts[0])
    resolve(g)
    goliath = g.objects[one(g, "Rust Goliath")]
    assert (layers.power(g, goliath), layers.toughness(g, goliath)) == (3, 5)
    assert all(g.objects[o].tapped for o in ids(g, "Forest"))


def test_in_the_graveyard_and_in_the_hand_it_is_the_normal_card() -> None:
    """CR 718.4: a prototyped permanent put into the graveyard is a colorless 6/5 card
    there, and the same card returned to the hand has mana value 7."""
    g = _game(("Boulderbranch Golem",))
    _cast(g, "Boulderbranch Golem", prototyped=True)
    resolve(g)
    golem = one(g, "Boulderbranch Golem")
    card = g.objects[zones.move(g, golem, "graveyard")]
    assert (card.info.power, card.info.toughness, card.info.mana_value) == (6, 5, 7)
    assert card.info.colors == frozenset() and "prototyped" not in card.flags
    in_hand = g.objects[zones.move(g, card.id, "hand")]
    assert in_hand.info.mana_value == 7


def test_a_prototyped_spell_leaving_the_stack_is_the_normal_card() -> None:
    """CR 718.4: on the stack it is prototyped; put into the graveyard from there it is
    not."""
    g = _game(("Boulderbranch Golem",))
    spell = _cast(g, "Boulderbranch Golem", prototyped=True)
    card = g.objects[zones.move(g, spell, "graveyard")]
    assert (card.info.power, card.info.mana_value) == (6, 7)


def test_a_copy_of_a_prototyped_permanent_is_prototyped() -> None:
    """CR 718.3d: Clone copying a prototyped Rust Goliath is a green 3/5 with mana value
    5."""
    g = _game(("Rust Goliath", "Clone"))
    _cast(g, "Rust Goliath", prototyped=True)
    resolve(g)
    goliath = one(g, "Rust Goliath")
    g.apply(CastSpell(one(g, "Clone", "hand")))
    resolve(g, [Choose((goliath,))])
    clones = [o for o in ids(g, "Rust Goliath") if o != goliath]
    assert len(clones) == 1
    clone = g.objects[clones[0]]
    chars = layers.characteristics(g, clone)
    assert (chars.power, chars.toughness, chars.colors) == (3, 5, frozenset({"G"}))
    assert clone.info.mana_value == 5


def test_a_copy_of_a_prototyped_spell_is_prototyped() -> None:
    """CR 718.3c: "copy it" of a prototyped artifact spell: the copy is a prototyped spell
    too; it becomes a 3/3 token (CR 707.10f) whose enters trigger gains 3 life."""
    g = _game(("Boulderbranch Golem",), mine=("Test Replicator",))
    _cast(g, "Boulderbranch Golem", prototyped=True)
    while g.pending is not None and (g.stack or g.pending.kind != "priority"):
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    golems = [g.objects[o] for o in ids(g, "Boulderbranch Golem")]
    assert sorted(o.kind for o in golems) == ["card", "token"]
    assert all((layers.power(g, o), layers.toughness(g, o)) == (3, 3) for o in golems)
    assert g.players[0].life == 16
