"""Counters with rules meaning (CR 122.1b-d, 122.1h): keyword counters give their keyword
(layer 6, CR 613.1f), stun counters replace untapping; shield and finality counters are
not applied yet, so cards that put them are not counted as playable."""

from __future__ import annotations

from tests.dice_rules._util import cast, game, ids, lands, one, perm, resolve
from tests.layers._cards import definition, definitions

from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _next_turn(g: Game) -> None:
    """Pass (first answer to anything else) until the next turn's first main phase."""
    turn = g.turn
    for _ in range(200):
        assert g.pending is not None
        if g.turn > turn and g.step == "main1":
            return
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    raise AssertionError("the turn never ended")


_CARDS = definitions("Luminous Broodmoth", "Spontaneous Flight", "Impede Momentum")


def test_luminous_broodmoth_returns_a_creature_once() -> None:
    """Luminous Broodmoth: the Bears die without flying and return with a flying counter
    (CR 122.1b: it has flying now); dying again, with flying, they stay dead — no loop."""
    g = game(PlayerSpec(hand=("Lightning Bolt", "Lightning Bolt"),
                        battlefield=(perm("Luminous Broodmoth"), perm("Grizzly Bears"),
                                     *lands("Mountain", 2))), extra=_CARDS)
    bolts = ids(g, "Lightning Bolt", "hand")
    g.apply(CastSpell(bolts[0], targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    bears = g.objects[one(g, "Grizzly Bears")]
    assert bears.counter("flying") == 1
    assert query.has_keyword(g, bears, "flying")
    g.apply(CastSpell(bolts[1], targets=((bears.id,),)))
    resolve(g)
    assert not ids(g, "Grizzly Bears")
    assert len(ids(g, "Grizzly Bears", "graveyard")) == 1


def test_spontaneous_flight_counter_outlasts_the_boost() -> None:
    """Spontaneous Flight: +2/+2 until end of turn (CR 514.2 ends it) and a flying counter,
    whose flying stays (CR 122.1b)."""
    g = game(PlayerSpec(hand=("Spontaneous Flight",),
                        battlefield=(perm("Grizzly Bears"), *lands("Plains", 3))),
             extra=_CARDS)
    bears = one(g, "Grizzly Bears")
    cast(g, "Spontaneous Flight", ((bears,),))
    resolve(g)
    obj = g.objects[bears]
    assert (query.power(g, obj), query.toughness(g, obj)) == (4, 4)
    assert "flying" in query.keywords(g, obj)
    _next_turn(g)
    obj = g.objects[bears]
    assert (query.power(g, obj), query.toughness(g, obj)) == (2, 2)
    assert "flying" in query.keywords(g, obj)


def test_impede_momentum_stun_counters_replace_untapping() -> None:
    """Impede Momentum: CR 122.1d: in its controller's untap step the tapped creature
    stays tapped and loses one stun counter instead."""
    g = game(PlayerSpec(hand=("Impede Momentum",), battlefield=lands("Island", 2)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=_CARDS)
    bears = one(g, "Grizzly Bears")
    cast(g, "Impede Momentum", ((bears,),))
    resolve(g)
    obj = g.objects[bears]
    assert obj.tapped and obj.counter("stun") == 3
    _next_turn(g)  # Bob's turn: his untap step went by
    assert g.active == 1
    obj = g.objects[bears]
    assert obj.tapped and obj.counter("stun") == 2


def test_shield_and_finality_counters_are_counted_as_playable() -> None:
    """CR 122.1c, 122.1h: their replacement effects are applied
    (grimoire.mechanics.shield_finality, tests/keywords/test_shield_finality.py), so Boon
    of Safety and Rite of the Moth are offered as working."""
    assert not engine_gaps(definition("Boon of Safety"))
    assert not engine_gaps(definition("Rite of the Moth"))


def test_luminous_broodmoth_looks_back_at_flying_from_an_aura() -> None:
    """CR 603.10a, 608.2h: "dies" abilities look back in time; the Bears wearing Spectral
    Flight had flying (layer 6) as they died, so Luminous Broodmoth doesn't return them."""
    g = game(PlayerSpec(hand=("Murder",),
                        battlefield=(perm("Luminous Broodmoth"), perm("Grizzly Bears"),
                                     perm("Spectral Flight", attached_to=(0, 1)),
                                     *lands("Swamp", 3))), extra=_CARDS)
    bears = one(g, "Grizzly Bears")
    assert query.has_keyword(g, g.objects[bears], "flying")
    g.apply(CastSpell(one(g, "Murder", "hand"), targets=((bears,),)))
    resolve(g)
    assert ids(g, "Grizzly Bears") == []
    assert len(ids(g, "Grizzly Bears", "graveyard")) == 1
