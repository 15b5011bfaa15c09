"""Xathrid Gorgon's instruction: "Put a petrification counter on target creature. It gains
defender and becomes a colorless artifact in addition to its other types. Its activated
abilities can't be activated." With no duration stated, each lasts for as long as the
creature stays on the battlefield (CR 611.2a, 400.7): defender (CR 702.3b), a card type
added (layer 4, CR 205.1b), colorless (layer 5, CR 105.2c), activations prohibited (CR
602.5, including mana abilities, CR 605.1a)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import assert_honoured, card, defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.rules import costs, query
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.layers import characteristics
from grimoire.rules.position import PlayerSpec

GORGON = card("Xathrid Gorgon", "{5}{B}", "Creature — Gorgon",
              "Deathtouch (Any amount of damage this deals to a creature is enough to destroy "
              "it.)\n{2}{B}, {T}: Put a petrification counter on target creature. It gains "
              "defender and becomes a colorless artifact in addition to its other types. Its "
              "activated abilities can't be activated. (A creature with defender can't "
              "attack.)", "3/6")


def test_the_record_is_honoured() -> None:
    assert_honoured((GORGON,))


def _petrify(target: str, hand: tuple[str, ...] = ()) -> Game:
    g = game(PlayerSpec(battlefield=(perm("Xathrid Gorgon"), *lands("Swamp", 3)), hand=hand),
             PlayerSpec(battlefield=(perm(target), *lands("Forest", 2))),
             extra=[compile_source(GORGON), *defs("Prodigal Pyromancer")])
    g.apply(ActivateAbility(one(g, "Xathrid Gorgon"), 1, ((one(g, target),),)))
    resolve(g)
    return g


def test_petrified_creature_is_a_colorless_artifact_with_defender() -> None:
    g = _petrify("Prodigal Pyromancer")
    obj = g.objects[one(g, "Prodigal Pyromancer")]
    chars = characteristics(g, obj)
    assert obj.counter("petrification") == 1
    assert "artifact" in chars.types and "creature" in chars.types
    assert not chars.colors
    assert query.has_keyword(g, obj, "defender")


def test_its_abilities_cant_be_activated_even_next_turn() -> None:
    """The Pyromancer's {T} ability is refused (CR 602.5), still on the following turn; a
    petrified Llanowar Elves makes no mana (CR 605.1a)."""
    g = _petrify("Prodigal Pyromancer")
    while g.active == 0:
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else next(iter(g.legal_actions())))
    while g.step != "main1":
        g.apply(PassPriority())
    pyro = one(g, "Prodigal Pyromancer")
    with pytest.raises(IllegalActionError, match=r"CR 602\.5"):
        g.apply(ActivateAbility(pyro, 0, ((one(g, "Xathrid Gorgon"),),)))
    elves = _petrify("Llanowar Elves")
    assert one(elves, "Llanowar Elves") not in {c.oid for c in costs.sources(elves, 1)}
