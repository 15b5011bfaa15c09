"""Embalm and eternalize in real games (CR 702.128, 702.129;
grimoire.oracle.alt_keywords.zombie_copy_ability).

Expectations from CR 702.128a / 702.129a ("[Cost], Exile this card from your graveyard:
Create a token that's a copy of this card, except it's white [black, 4/4], it has no mana
cost, and it's a Zombie in addition to its other types. Activate only as a sorcery.") and
the rulings (2017-04-18, 2017-07-14): "The token is a Zombie in addition to its other types
and is white instead of its other colors. It has no mana cost, and thus its converted mana
cost is 0"; "Once you've activated an embalm ability, the card is immediately exiled"."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, ids, index_of, lands, one, resolve
from tests.hostile.test_listing_agrees import digest
from tests.ir_completeness._game import card

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SACRED_CAT = card("Sacred Cat", "Creature — Cat", "Lifelink\nEmbalm {W} ({W}, Exile this card "
                  "from your graveyard: Create a token that's a copy of it, except it's a white "
                  "Zombie Cat with no mana cost. Embalm only as a sorcery.)", "1", "1",
                  mana_cost="{W}")
PROVEN_COMBATANT = card(
    "Proven Combatant", "Creature — Human Warrior", "Eternalize {4}{U}{U} ({4}{U}{U}, Exile "
    "this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 "
    "black Zombie Human Warrior with no mana cost. Eternalize only as a sorcery.)", "1", "1",
    mana_cost="{U}")
EXTRA = (SACRED_CAT, PROVEN_COMBATANT)


def _activation(g: Game, name: str) -> ActivateAbility:
    oid = one(g, name, "graveyard")
    return ActivateAbility(oid, index_of(g, oid, ir.ActivatedAbility))


def test_embalm_exiles_the_card_and_makes_a_white_zombie_token_copy() -> None:
    """CR 702.128a: the card is exiled as the cost (ruling: immediately, before the ability
    resolves); the token is a copy: its name, Cat and lifelink, plus Zombie, white instead
    of its colors, no mana cost (mana value 0, CR 202.3a)."""
    g = game(PlayerSpec(graveyard=("Sacred Cat",), battlefield=lands("Plains", 1)), extra=EXTRA)
    action = _activation(g, "Sacred Cat")
    assert action in g.legal_actions()
    g.apply(action)
    assert ids(g, "Sacred Cat", "exile") and g.stack  # exiled as a cost (CR 602.2b, 601.2h)
    resolve(g)
    token = g.objects[one(g, "Sacred Cat")]
    assert token.kind == "token"
    assert set(token.info.subtypes) == {"Cat", "Zombie"}
    assert token.info.colors == {"W"} and token.info.mana_value == 0
    assert query.has_keyword(g, token, "lifelink")
    assert (query.power(g, token), query.toughness(g, token)) == (1, 1)


def test_eternalize_makes_a_black_four_four_zombie() -> None:
    """CR 702.129a: black instead of blue, 4/4 base power and toughness, no mana cost, a
    Zombie Human Warrior."""
    g = game(PlayerSpec(graveyard=("Proven Combatant",), battlefield=lands("Island", 6)),
             extra=EXTRA)
    g.apply(_activation(g, "Proven Combatant"))
    resolve(g)
    token = g.objects[one(g, "Proven Combatant")]
    assert token.kind == "token" and token.info.colors == {"B"}
    assert set(token.info.subtypes) == {"Zombie", "Human", "Warrior"}
    assert (query.power(g, token), query.toughness(g, token)) == (4, 4)
    assert token.info.mana_value == 0
    assert ids(g, "Proven Combatant", "exile")


def test_only_as_a_sorcery_and_only_from_the_graveyard() -> None:
    """CR 702.128a: "Activate only as a sorcery" (CR 307.1: a main phase of your turn, the
    stack empty); it functions only in a graveyard (CR 113.6k): from a hand, no activation.
    A refused activation changes nothing."""
    g = game(PlayerSpec(graveyard=("Sacred Cat",), battlefield=lands("Plains", 2),
                        hand=("Sacred Cat",)), extra=EXTRA)
    in_hand = one(g, "Sacred Cat", "hand")
    assert not any(isinstance(a, ActivateAbility) and a.source == in_hand
                   for a in g.legal_actions())
    g.apply(CastSpell(in_hand))  # a spell on the stack: not sorcery timing
    action = _activation(g, "Sacred Cat")
    assert action not in g.legal_actions()
    before = digest(g)
    with pytest.raises(IllegalActionError):
        g.apply(action)
    assert digest(g) == before
    g = game(PlayerSpec(graveyard=("Sacred Cat",), battlefield=lands("Plains", 1)),
             PlayerSpec(), active=1, extra=EXTRA)
    g.apply(PassPriority())  # the opponent's turn: never
    assert _activation(g, "Sacred Cat") not in g.legal_actions()


def test_without_the_mana_no_activation() -> None:
    """CR 602.2b, 601.2g-h: the embalm cost {W} must be paid."""
    g = game(PlayerSpec(graveyard=("Sacred Cat",), battlefield=lands("Island", 1)), extra=EXTRA)
    assert _activation(g, "Sacred Cat") not in g.legal_actions()
