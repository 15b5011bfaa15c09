"""Escape in real games (CR 702.138; grimoire.mechanics.escape): an alternative cost paid
only from its owner's graveyard, its "Exile N other cards from your graveyard" part of that
cost (CR 601.2f-h), any card type, and no exile of the escaped card itself."""

from __future__ import annotations

import pytest
from tests.hostile.test_listing_agrees import digest
from tests.ir_completeness._game import card, game_at, ids, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

SATYRS_CUNNING = card(
    "Satyr's Cunning", "Sorcery",
    "Create a 1/1 red Satyr creature token with \"This token can't block.\"\nEscape—{2}{R}, "
    "Exile two other cards from your graveyard. (You may cast this card from your graveyard "
    "for its escape cost.)", mana_cost="{R}")
ESCAPE_VELOCITY = card(
    "Escape Velocity", "Enchantment — Aura",
    "Enchant creature\nEnchanted creature gets +1/+0 and has haste.\nEscape—{1}{R}, Exile two "
    "other cards from your graveyard. (You may cast this card from your graveyard for its "
    "escape cost.)", mana_cost="{R}")
EXTRA = (SATYRS_CUNNING, ESCAPE_VELOCITY)


def _game(p0: PlayerSpec) -> Game:
    return game_at(p0, extra=EXTRA)


def _mountains(n: int) -> tuple[PermanentSpec, ...]:
    return tuple(perm("Mountain") for _ in range(n))


def _casts(g: Game, obj: int) -> list[CastSpell]:
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == obj]


def test_escape_from_the_graveyard_exiles_two_other_cards() -> None:
    """CR 702.138a: "You may cast this card from your graveyard by paying [cost] rather than
    paying its mana cost": {2}{R} and two other cards of its owner's graveyard exiled; the
    escaped sorcery then goes back to the graveyard (escape exiles nothing itself)."""
    g = _game(PlayerSpec(graveyard=("Satyr's Cunning", "Forest", "Island", "Swamp"),
                         battlefield=_mountains(3)))
    (yard,) = ids(g, "Satyr's Cunning", "graveyard")
    casts = _casts(g, yard)
    assert casts and {c.alt for c in casts} == {0}  # only the escape cost from there
    assert all(yard not in c.costs and len(c.costs) == 2 for c in casts)  # "other" cards
    g.apply(casts[0])
    (spell,) = ids(g, "Satyr's Cunning", "stack")
    assert "escaped" in g.objects[spell].flags  # CR 702.138b
    assert len([o for o in g.objects.values() if o.zone == "exile"]) == 2
    resolve(g)
    assert len(ids(g, "Satyr")) == 1
    assert ids(g, "Satyr's Cunning", "graveyard")  # not exiled: it may escape again


def test_escape_needs_enough_other_cards() -> None:
    """CR 601.2h, 702.138a: with only one other card in the graveyard the exile can't be
    paid, so the card can't be cast from there; an action naming it is refused and changes
    nothing."""
    g = _game(PlayerSpec(graveyard=("Satyr's Cunning", "Forest"), battlefield=_mountains(3)))
    (yard,) = ids(g, "Satyr's Cunning", "graveyard")
    assert _casts(g, yard) == []
    (forest,) = ids(g, "Forest", "graveyard")
    before, state = g.save(), digest(g)
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(yard, alt=0, costs=(forest, yard)))
    assert g.save() == before and digest(g) == state


def test_no_escape_cost_from_the_hand() -> None:
    """CR 702.138a: escape works only from the graveyard; from the hand the card is cast for
    its mana cost and is not "escaped" (CR 702.138b)."""
    g = _game(PlayerSpec(hand=("Satyr's Cunning",), graveyard=("Forest", "Island"),
                         battlefield=_mountains(3)))
    (in_hand,) = ids(g, "Satyr's Cunning", "hand")
    casts = _casts(g, in_hand)
    assert [c.alt for c in casts] == [None]
    g.apply(casts[0])
    (spell,) = ids(g, "Satyr's Cunning", "stack")
    assert "escaped" not in g.objects[spell].flags


def test_an_aura_escapes_onto_the_battlefield() -> None:
    """CR 702.138a: any card type may escape (unlike flashback): an escaped Aura spell
    resolves onto the battlefield attached to its target and stays there; the permanent
    "escaped" (CR 702.138b)."""
    g = _game(PlayerSpec(graveyard=("Escape Velocity", "Forest", "Island"),
                         battlefield=(*_mountains(2), perm("Grizzly Bears"))))
    (yard,) = ids(g, "Escape Velocity", "graveyard")
    (bears,) = ids(g, "Grizzly Bears")
    (first, *_) = [c for c in _casts(g, yard) if c.targets == ((bears,),)]
    g.apply(first)
    resolve(g)
    (aura,) = ids(g, "Escape Velocity")
    assert g.objects[aura].attached_to == bears and "escaped" in g.objects[aura].flags
    assert not g.players[0].graveyard
