"""Costs that exile X cards from your graveyard (CR 107.3a, 601.2b: X is announced, and can't
be more than the cards there; 601.2h: those cards are exiled paying the cost; 602.2b for an
activated ability): "As an additional cost to cast this spell, exile X cards from your
graveyard. Harvest Pyre deals X damage to target creature." (X isn't in its mana cost),
"{X}, {T}, Exile X cards from your graveyard: Target creature gets -X/-X until end of turn."
(Necropolis Fiend: X is paid twice over), "exile X creature cards" (Chill Haunting) and
Skeletal Scrying's {X} in its mana cost and the same X exiled."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.hostile.test_listing_agrees import digest

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Harvest Pyre", "{1}{R}", "Instant",
         "As an additional cost to cast this spell, exile X cards from your graveyard.\n"
         "Harvest Pyre deals X damage to target creature."),
    card("Necropolis Fiend", "{7}{B}{B}", "Creature — Demon",
         "Delve (Each card you exile from your graveyard while casting this spell pays for "
         "{1}.)\nFlying\n{X}, {T}, Exile X cards from your graveyard: Target creature gets "
         "-X/-X until end of turn.", "4/5"),
    card("Test Grave Tapper", "{2}{B}", "Creature — Zombie",
         "{T}, Exile X cards from your graveyard: Target creature gets -X/-X until end of "
         "turn.", "1/1"),
    card("Chill Haunting", "{1}{B}", "Instant",
         "As an additional cost to cast this spell, exile X creature cards from your "
         "graveyard.\nTarget creature gets -X/-X until end of turn."),
)
GRAVE = ("Grizzly Bears", "Forest", "Shock")


def _defs() -> tuple[ir.CardDefinition, ...]:
    return tuple(compile_source(r) for r in RECORDS)


def test_honoured() -> None:
    for d in _defs():
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    pyre = _defs()[0]
    assert pyre.additional_costs[0].cost.parts == (ir.ExileCost(
        filter=ir.ObjectFilter(zone="graveyard", owner="you"), count=0, x=True),)


def _pyre_game(graveyard: tuple[str, ...] = GRAVE) -> Game:
    me = PlayerSpec(hand=("Harvest Pyre",), graveyard=graveyard,
                    battlefield=lands("Mountain", 2))
    return game(me, PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=_defs())


def _casts(g: Game) -> list[CastSpell]:
    pyre = one(g, "Harvest Pyre", "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == pyre]


def test_x_is_the_number_of_cards_exiled_up_to_the_graveyard() -> None:
    """Each listed cast exiles exactly X cards; X goes from 0 to the three cards there."""
    g = _pyre_game()
    casts = _casts(g)
    assert {a.x for a in casts} == {0, 1, 2, 3}
    assert all(len(a.costs) == a.x for a in casts)


def test_pyre_deals_x_and_the_chosen_cards_are_exiled() -> None:
    """X=3: the three cards are exiled as it's cast; 3 damage kills the Hill Giant."""
    g = _pyre_game()
    [cast] = [a for a in _casts(g) if a.x == 3]
    g.apply(cast)
    assert not g.players[0].graveyard and len(g.exile) == 3  # paid before it resolves
    resolve(g)
    assert one(g, "Hill Giant", "graveyard")


def test_pyre_with_x_two_leaves_the_giant_and_one_card() -> None:
    g = _pyre_game()
    bears = one(g, "Grizzly Bears", "graveyard")
    [cast] = [a for a in _casts(g) if a.x == 2 and bears not in a.costs]
    g.apply(cast)
    resolve(g)
    assert bears in g.players[0].graveyard and len(g.exile) == 2  # the two others
    assert g.objects[one(g, "Hill Giant")].damage == 2


def test_more_than_the_graveyard_or_mismatched_cards_is_refused() -> None:
    """X=4 with three cards, or X=2 with one card chosen: refused, nothing changes."""
    g = _pyre_game()
    pyre, giant = one(g, "Harvest Pyre", "hand"), one(g, "Hill Giant")
    cards = tuple(g.players[0].graveyard)
    before = digest(g)
    for x, chosen in ((4, cards), (2, cards[:1])):
        with pytest.raises(IllegalActionError):
            g.apply(CastSpell(pyre, targets=((giant,),), x=x, costs=chosen))
        assert digest(g) == before


def test_chill_haunting_counts_only_creature_cards() -> None:
    g = game(PlayerSpec(hand=("Chill Haunting",), graveyard=GRAVE,
                        battlefield=lands("Swamp", 2)),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=_defs())
    haunting = one(g, "Chill Haunting", "hand")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == haunting]
    assert {a.x for a in casts} == {0, 1}  # only Grizzly Bears is a creature card


def test_necropolis_fiend_pays_x_mana_and_x_cards() -> None:
    """{X}, {T}, exile X: with five lands and three cards, X is at most 3; X=2 gives the
    Giant -2/-2 and exiles two cards."""
    g = game(PlayerSpec(graveyard=GRAVE, battlefield=(perm("Necropolis Fiend"),
                                                      *lands("Swamp", 5))),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=_defs())
    fiend, giant = one(g, "Necropolis Fiend"), one(g, "Hill Giant")
    ways = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == fiend]
    assert {a.x for a in ways} == {0, 1, 2, 3} and all(len(a.costs) == a.x for a in ways)
    [two] = [a for a in ways if a.x == 2 and a.targets == ((giant,),)][:1]
    g.apply(two)
    resolve(g)
    assert len(g.exile) == 2 and len(g.players[0].graveyard) == 1
    assert query.toughness(g, g.objects[giant]) == 1


def test_x_only_in_the_exile_part_of_an_ability() -> None:
    """No {X} to pay: X is only the cards exiled, 0 up to the three cards there."""
    g = game(PlayerSpec(graveyard=GRAVE, battlefield=(perm("Test Grave Tapper"),)),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=_defs())
    tapper, giant = one(g, "Test Grave Tapper"), one(g, "Hill Giant")
    ways = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == tapper]
    assert {a.x for a in ways} == {0, 1, 2, 3} and all(len(a.costs) == a.x for a in ways)
    [three] = [a for a in ways if a.x == 3 and a.targets == ((giant,),)]
    g.apply(three)
    resolve(g)
    assert one(g, "Hill Giant", "graveyard") and not g.players[0].graveyard
