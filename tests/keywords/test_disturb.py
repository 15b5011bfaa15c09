"""Disturb in real games (CR 702.146; grimoire.mechanics.disturb): a transforming
double-faced card cast transformed from its owner's graveyard for its disturb cost.

Expectations from CR 702.146a-b, 712.8a, 712.8c, 712.11a and the cards' rulings
(2021-09-24): "When you cast a spell using a card's disturb ability, the card is put onto
the stack with its back face up"; "The mana value of a spell cast using disturb is
determined by the mana cost on the front face"; "A spell cast this way enters the
battlefield with its back face up"; "if the spell is countered after you cast it using the
disturb ability, it will be put into exile"."""

from __future__ import annotations

import pytest
from tests.dfc._records import RECORDS
from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.hostile.test_listing_agrees import digest

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.dfc_text import transforming_definition
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.transform import is_transformed

_DISTURB = "(You may cast this card from your graveyard transformed for its disturb cost.)"
RECORDS.update({
    "Beloved Beggar": {
        "name": "Beloved Beggar // Generous Soul", "layout": "transform",
        "type_line": "Creature — Human Peasant // Creature — Spirit",
        "card_faces": [
            {"name": "Beloved Beggar", "mana_cost": "{1}{W}",
             "type_line": "Creature — Human Peasant",
             "oracle_text": "Disturb {4}{W}{W} " + _DISTURB, "power": "0", "toughness": "4"},
            {"name": "Generous Soul", "mana_cost": "", "type_line": "Creature — Spirit",
             "oracle_text": "Flying, vigilance\nIf Generous Soul would be put into a graveyard "
             "from anywhere, exile it instead.", "power": "4", "toughness": "4"}]},
    "Binding Geist": {
        "name": "Binding Geist // Spectral Binding", "layout": "transform",
        "type_line": "Creature — Spirit // Enchantment — Aura",
        "card_faces": [
            {"name": "Binding Geist", "mana_cost": "{2}{U}", "type_line": "Creature — Spirit",
             "oracle_text": "Whenever this creature attacks, target creature an opponent "
             "controls gets -2/-0 until end of turn.\nDisturb {1}{U} " + _DISTURB,
             "power": "3", "toughness": "1"},
            {"name": "Spectral Binding", "mana_cost": "", "type_line": "Enchantment — Aura",
             "oracle_text": "Enchant creature\nEnchanted creature gets -2/-0.\nIf Spectral "
             "Binding would be put into a graveyard from anywhere, exile it instead."}]},
})


def _definitions() -> tuple[ir.CardDefinition, ...]:
    out = []
    for name in ("Beloved Beggar", "Binding Geist"):
        found = transforming_definition(RECORDS[name])
        assert found is not None and found.back is not None
        out.append(found)
    return tuple(out)


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None) -> Game:
    return game(p0, p1, extra=_definitions())


def _casts(g: Game, oid: int) -> list[CastSpell]:
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid]


def test_cast_transformed_from_the_graveyard_enters_with_its_back_face_up() -> None:
    """CR 702.146a: from its owner's graveyard, for the disturb cost only; CR 712.8c,
    712.11a: on the stack it has only its back face's characteristics, its mana value the
    front face's mana cost's; CR 702.146b: it enters the battlefield transformed."""
    g = _game(PlayerSpec(graveyard=("Beloved Beggar",), battlefield=lands("Plains", 6)))
    card = one(g, "Beloved Beggar", "graveyard")
    (action,) = _casts(g, card)
    assert action.alt is not None  # the disturb cost, not the mana cost (CR 118.9)
    g.apply(action)
    spell = g.objects[one(g, "Generous Soul", "stack")]
    assert spell.info.mana_value == 2 and "flying" in spell.info.keywords
    assert all(g.objects[o].tapped for o in ids(g, "Plains"))  # {4}{W}{W} paid
    resolve(g)
    soul = g.objects[one(g, "Generous Soul")]
    assert is_transformed(soul)  # CR 701.28g: a transformed permanent
    assert (query.power(g, soul), query.toughness(g, soul)) == (4, 4)
    assert query.has_keyword(g, soul, "flying") and query.has_keyword(g, soul, "vigilance")
    assert soul.info.mana_value == 2  # CR 712.8e


def test_no_disturb_from_the_hand_and_none_from_another_players_graveyard() -> None:
    """CR 702.146a: "from your graveyard": in a hand only the mana cost is paid (front face
    up, CR 712.11); a card in an opponent's graveyard is not castable by its disturb."""
    g = _game(PlayerSpec(hand=("Beloved Beggar",), battlefield=lands("Plains", 6)),
              PlayerSpec(graveyard=("Beloved Beggar",)))
    in_hand = one(g, "Beloved Beggar", "hand")
    assert [a.alt for a in _casts(g, in_hand)] == [None]
    theirs = one(g, "Beloved Beggar", "graveyard")
    assert _casts(g, theirs) == []
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(theirs, alt=0))
    g.apply(_casts(g, in_hand)[0])
    resolve(g)
    beggar = g.objects[one(g, "Beloved Beggar")]
    assert not is_transformed(beggar) and query.power(g, beggar) == 0


def test_not_enough_mana_for_the_disturb_cost() -> None:
    """CR 601.2f-h: the disturb cost {4}{W}{W} must be paid; five lands can't, and the
    refused cast changes nothing."""
    g = _game(PlayerSpec(graveyard=("Beloved Beggar",), battlefield=lands("Plains", 5)))
    card = one(g, "Beloved Beggar", "graveyard")
    assert _casts(g, card) == []
    before = digest(g)
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(card, alt=0))
    assert digest(g) == before


def test_countered_disturbed_spell_is_exiled() -> None:
    """Ruling (2021-09-24): the back face's "put into a graveyard from anywhere, exile it
    instead" includes from the stack: countered (CR 701.6a), it is exiled."""
    g = _game(PlayerSpec(graveyard=("Beloved Beggar",), battlefield=lands("Plains", 6)),
              PlayerSpec(hand=("Cancel",), battlefield=lands("Island", 3)))
    g.apply(_casts(g, one(g, "Beloved Beggar", "graveyard"))[0])
    spell = one(g, "Generous Soul", "stack")
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Cancel", "hand"), ((spell,),)))
    resolve(g)
    assert ids(g, "Beloved Beggar", "exile") and not ids(g, "Beloved Beggar", "graveyard")


def test_back_face_destroyed_is_exiled() -> None:
    """The back face's replacement (CR 614.1a): destroyed (CR 701.8a), the permanent that
    entered transformed is exiled instead of put into its owner's graveyard."""
    g = _game(PlayerSpec(graveyard=("Beloved Beggar",), battlefield=lands("Plains", 6)),
              PlayerSpec(hand=("Murder",), battlefield=lands("Swamp", 3)))
    g.apply(_casts(g, one(g, "Beloved Beggar", "graveyard"))[0])
    resolve(g)
    soul = one(g, "Generous Soul")
    g.apply(PassPriority())  # the stack is empty: the turn moves to its next step
    assert g.pending is not None
    while g.pending.player != 1:
        g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Murder", "hand"), ((soul,),)))
    resolve(g)
    assert ids(g, "Beloved Beggar", "exile") and not ids(g, "Beloved Beggar", "graveyard")


def test_back_face_returned_to_hand_is_its_front_face() -> None:
    """CR 712.8a, 400.7: returned to a hand the card is a new object with only its front
    face's characteristics; cast from there it is paid with its mana cost, front face up
    (CR 712.11)."""
    g = _game(PlayerSpec(graveyard=("Beloved Beggar",), hand=("Unsummon",),
                         battlefield=(*lands("Plains", 8), *lands("Island", 1))))
    g.apply(_casts(g, one(g, "Beloved Beggar", "graveyard"))[0])
    resolve(g)
    soul = one(g, "Generous Soul")
    g.apply(CastSpell(one(g, "Unsummon", "hand"), ((soul,),)))
    resolve(g)
    card = g.objects[one(g, "Beloved Beggar", "hand")]
    assert card.info.card.name == "Beloved Beggar" and not is_transformed(card)
    (again,) = _casts(g, card.id)
    assert again.alt is None
    g.apply(again)
    resolve(g)
    beggar = g.objects[one(g, "Beloved Beggar")]
    assert not is_transformed(beggar) and query.toughness(g, beggar) == 4


def test_aura_back_face_targets_as_it_is_cast_and_is_exiled_when_unattached() -> None:
    """CR 712.8c, 303.4a, 601.2c: cast transformed, the Aura back face targets a creature
    it may enchant; it enters attached (CR 303.4f) and enchanted creature gets -2/-0. When
    the creature leaves, the Aura is put into a graveyard by state-based actions (CR
    704.5m): exiled instead, its own replacement."""
    g = _game(PlayerSpec(graveyard=("Binding Geist",), battlefield=lands("Island", 2),
                         hand=("Doom Blade",)),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    card = one(g, "Binding Geist", "graveyard")
    bears = one(g, "Grizzly Bears")
    casts = _casts(g, card)
    assert casts and all(a.targets for a in casts)
    (action,) = [a for a in casts if a.targets == ((bears,),)]
    g.apply(action)
    assert g.objects[one(g, "Spectral Binding", "stack")].info.mana_value == 3
    resolve(g)
    aura = g.objects[one(g, "Spectral Binding")]
    assert aura.attached_to == bears and is_transformed(aura)
    assert query.power(g, g.objects[bears]) == 0


def test_aura_back_face_with_its_target_gone_does_not_resolve_and_is_exiled() -> None:
    """CR 608.3b: an Aura spell whose target is illegal as it resolves doesn't resolve; it
    would be put into its owner's graveyard, and is exiled instead (its replacement)."""
    g = _game(PlayerSpec(graveyard=("Binding Geist",), battlefield=lands("Island", 2)),
              PlayerSpec(battlefield=(perm("Grizzly Bears"), *lands("Mountain", 1)),
                         hand=("Shock",)))
    bears = one(g, "Grizzly Bears")
    g.apply(next(a for a in _casts(g, one(g, "Binding Geist", "graveyard"))
                 if a.targets == ((bears,),)))
    g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Shock", "hand"), ((bears,),)))
    resolve(g)
    assert not ids(g, "Grizzly Bears") and not ids(g, "Spectral Binding")
    assert ids(g, "Binding Geist", "exile") and not ids(g, "Binding Geist", "graveyard")
