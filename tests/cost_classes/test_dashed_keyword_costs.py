"""Keywords whose cost is not only mana, written "<keyword>—<cost>": "Kicker—Sacrifice a
creature" (CR 702.33a), "Flashback—{1}{U}, Pay 3 life" (CR 702.34a), "Buyback—Pay 4 life"
(CR 702.27a), "Cycling—Pay 2 life" (CR 702.29a). The whole cost is paid: every part of it,
mana and the others, and a part that can't be paid makes the whole cost unpayable (CR
118.3, 119.4: life can be paid only up to the life total; 601.2h: no partial payment)."""

from __future__ import annotations

from tests.cost_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Deep Analysis", "Vicious Offering", "Slaughter", "Street Wraith", "Battle Screech",
         "Constant Mists", "Flowstone Flood", "Savannah Lions", "Craw Wurm")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES), **kwargs)  # type: ignore[arg-type]


def _casts(g: Game, name: str, zone: str = "hand") -> list[CastSpell]:
    oid = one(g, name, zone)
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid]


def test_compiled_with_every_part_of_the_cost() -> None:
    """The keyword's cost keeps its non-mana parts: the additional (kicker, buyback) and
    alternative (flashback) costs and the cycling ability pay them."""
    deep, offering, slaughter, wraith, screech, mists, flood = defs(*NAMES[:7])
    assert deep.alternative_costs[0].cost.parts == (ir.PayLifeCost(ir.Fixed(3)),)
    assert deep.alternative_costs[0].cost.mana.symbols == ("1", "U")
    assert isinstance(offering.additional_costs[0].cost.parts[0], ir.SacrificeCost)
    assert offering.additional_costs[0].option == "kicked"
    assert slaughter.additional_costs[0].option == "buyback"
    assert isinstance(mists.additional_costs[0].cost.parts[0], ir.SacrificeCost)
    flood_parts = flood.additional_costs[0].cost.parts
    assert flood_parts[0] == ir.PayLifeCost(ir.Fixed(3)) and flood_parts[1].random
    cycling = next(a for a in wraith.abilities if isinstance(a, ir.ActivatedAbility))
    assert cycling.cycling and cycling.zone == "hand"
    assert cycling.cost.parts[0] == ir.PayLifeCost(ir.Fixed(2))
    assert isinstance(cycling.cost.parts[1], ir.DiscardCost) and cycling.cost.parts[1].this
    assert screech.alternative_costs[0].flashback


def test_flashback_pays_mana_and_life() -> None:
    """CR 702.34a: Deep Analysis cast from the graveyard for {1}{U} and 3 life; the target
    player draws two, then the card is exiled."""
    g = _game(PlayerSpec(graveyard=("Deep Analysis",), battlefield=lands("Island", 2)))
    [cast] = [c for c in _casts(g, "Deep Analysis", "graveyard") if c.targets == ((Seat(0),),)]
    hand = len(g.players[0].hand)
    g.apply(cast)
    assert g.players[0].life == 17
    resolve(g)
    assert len(g.players[0].hand) == hand + 2
    assert ids(g, "Deep Analysis", "exile")


def test_flashback_life_beyond_the_life_total_cant_be_paid() -> None:
    """CR 119.4, 118.3: with 2 life the 3 life can't be paid, so no flashback cast."""
    g = _game(PlayerSpec(life=2, graveyard=("Deep Analysis",), battlefield=lands("Island", 2)))
    assert _casts(g, "Deep Analysis", "graveyard") == []


def test_kicker_sacrifice_is_optional_and_changes_the_spell() -> None:
    """CR 702.33a, d: kicked by sacrificing a creature, Vicious Offering gives -5/-5 (the
    Wurm dies); not kicked, -2/-2 (it survives). Without a creature to sacrifice only the
    unkicked cast exists."""
    board = (perm("Savannah Lions"), *lands("Swamp", 2))
    g = _game(PlayerSpec(hand=("Vicious Offering",), battlefield=board),
              PlayerSpec(battlefield=(perm("Craw Wurm"),)))
    wurm, lions = one(g, "Craw Wurm"), one(g, "Savannah Lions")
    casts = [c for c in _casts(g, "Vicious Offering") if c.targets == ((wurm,),)]
    kicked = [c for c in casts if c.additional == (0,)]
    assert [c.costs for c in kicked] == [(lions,)]
    g.apply(kicked[0])
    assert ids(g, "Savannah Lions", "graveyard")
    resolve(g)
    assert ids(g, "Craw Wurm", "graveyard")

    g = _game(PlayerSpec(hand=("Vicious Offering",), battlefield=board),
              PlayerSpec(battlefield=(perm("Craw Wurm"),)))
    wurm = one(g, "Craw Wurm")
    g.apply(next(c for c in _casts(g, "Vicious Offering")
                 if c.targets == ((wurm,),) and c.additional == ()))
    resolve(g)
    assert ids(g, "Craw Wurm") == [wurm] and ids(g, "Savannah Lions")

    g = _game(PlayerSpec(hand=("Vicious Offering",), battlefield=lands("Swamp", 2)),
              PlayerSpec(battlefield=(perm("Craw Wurm"),)))
    assert {c.additional for c in _casts(g, "Vicious Offering")} == {()}


def test_kicker_paid_target_gone_the_sacrifice_stays() -> None:
    """CR 608.2b, 601.2h: the kicker cost is paid as the spell is cast; its only target
    gone, the spell doesn't resolve and the sacrificed creature stays in the graveyard."""
    g = _game(PlayerSpec(hand=("Vicious Offering",),
                         battlefield=(perm("Savannah Lions"), *lands("Swamp", 2))),
              PlayerSpec(battlefield=(perm("Craw Wurm"),)))
    wurm = one(g, "Craw Wurm")
    g.apply(next(c for c in _casts(g, "Vicious Offering")
                 if c.targets == ((wurm,),) and c.additional == (0,)))
    zones.move(g, wurm, "hand")
    resolve(g)
    assert ids(g, "Savannah Lions", "graveyard") and ids(g, "Vicious Offering", "graveyard")


def test_buyback_paid_with_life_returns_the_card() -> None:
    """CR 702.27a: buyback paid (4 life), Slaughter goes to its owner's hand as it
    resolves; declined, to the graveyard."""
    for paid in (True, False):
        g = _game(PlayerSpec(hand=("Slaughter",), battlefield=lands("Swamp", 4)),
                  PlayerSpec(battlefield=(perm("Craw Wurm"),)))
        wurm = one(g, "Craw Wurm")
        g.apply(next(c for c in _casts(g, "Slaughter")
                     if c.targets == ((wurm,),) and c.additional == ((0,) if paid else ())))
        resolve(g)
        assert ids(g, "Craw Wurm", "graveyard")
        assert g.players[0].life == (16 if paid else 20)
        assert ids(g, "Slaughter", "hand" if paid else "graveyard")


def test_buyback_sacrificing_a_land() -> None:
    """Constant Mists' buyback sacrifices a land (any land, even one tapped for its mana,
    CR 701.17a); paid, the card comes back."""
    g = _game(PlayerSpec(hand=("Constant Mists",), battlefield=lands("Forest", 3)))
    cast = next(c for c in _casts(g, "Constant Mists") if c.additional == (0,))
    g.apply(cast)
    assert len(ids(g, "Forest", "graveyard")) == 1
    resolve(g)
    assert ids(g, "Constant Mists", "hand")


def test_buyback_with_a_random_discard_uses_the_game_rng() -> None:
    """Flowstone Flood: "Pay 3 life, Discard a card at random": both paid, the discarded
    card drawn by the game's seeded RNG (the same seed, the same card)."""
    discarded = []
    for _ in range(2):
        g = _game(PlayerSpec(hand=("Flowstone Flood", "Craw Wurm", "Savannah Lions",
                                   "Slaughter"), battlefield=lands("Mountain", 4)),
                  PlayerSpec(battlefield=lands("Plains", 1)), seed=7)
        plains = one(g, "Plains")
        cast = next(c for c in _casts(g, "Flowstone Flood")
                    if c.additional == (0,) and c.targets == ((plains,),))
        g.apply(cast)
        assert g.players[0].life == 17 and len(g.players[0].hand) == 2
        discarded.append([g.objects[o].name for o in g.players[0].graveyard])
        resolve(g)
        assert ids(g, "Flowstone Flood", "hand") and ids(g, "Plains", "graveyard")
    assert discarded[0] == discarded[1] and len(discarded[0]) == 1


def test_cycling_pays_life_and_discards() -> None:
    """CR 702.29a: "Cycling—Pay 2 life" is "Pay 2 life, Discard this card: Draw a card."; with
    1 life it can't be activated (CR 119.4)."""
    g = _game(PlayerSpec(hand=("Street Wraith",)))
    wraith = one(g, "Street Wraith", "hand")
    [cycle] = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == wraith]
    g.apply(cycle)
    resolve(g)
    assert g.players[0].life == 18 and ids(g, "Street Wraith", "graveyard")
    assert len(g.players[0].hand) == 1
    g = _game(PlayerSpec(life=1, hand=("Street Wraith",)))
    wraith = one(g, "Street Wraith", "hand")
    assert not [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == wraith]


def test_flashback_tapping_creatures_even_summoning_sick_ones() -> None:
    """Battle Screech's flashback taps three untapped white creatures, including ones that
    came under its controller's control this turn (its ruling; CR 302.6 is only for {T}):
    the two Birds it just made and a Savannah Lions."""
    g = _game(PlayerSpec(hand=("Battle Screech",),
                         battlefield=(perm("Savannah Lions"), *lands("Plains", 4))))
    [cast] = _casts(g, "Battle Screech")
    g.apply(cast)
    resolve(g)
    assert len(ids(g, "Bird")) == 2
    [flashback] = _casts(g, "Battle Screech", "graveyard")
    assert sorted(flashback.costs) == sorted([*ids(g, "Bird"), one(g, "Savannah Lions")])
    g.apply(flashback)
    assert all(g.objects[o].tapped for o in flashback.costs)
    resolve(g)
    assert len(ids(g, "Bird")) == 4 and ids(g, "Battle Screech", "exile")
