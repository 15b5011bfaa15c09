"""Undefined mana types and "could produce" (CR 106.5, 106.7): Fellwar Stone, Exotic
Orchard, Reflecting Pool, Naga Vitalist, and replacement effects in any possible order."""

from __future__ import annotations

from tests.mana._game import card, game_at, one, perm, pool_of, produced, tap

from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose
from grimoire.rules.mana_production import could_produce
from grimoire.rules.position import PlayerSpec
from grimoire.rules.resolution import Resolution

SHIFT = card("Blood Shift", "Enchantment",
             "If a land is tapped for mana, it produces {R} instead of any other type and amount.")


def test_no_lands_no_mana() -> None:
    """ruling:mana-undefined-type — CR 106.5, 106.7 example: Exotic Orchard with no land
    an opponent controls has no type it could produce, so it produces no mana at all."""
    game = game_at(PlayerSpec(battlefield=(perm("Exotic Orchard"), perm("Fellwar Stone"))))
    tap(game, one(game, "Exotic Orchard"))
    tap(game, one(game, "Fellwar Stone"))
    assert pool_of(game) == "" and not produced(game)
    assert game.objects[one(game, "Exotic Orchard")].tapped  # the ability was activated


def test_two_reflecting_pools_make_nothing() -> None:
    """ruling:mana-could-produce — CR 106.7: two Reflecting Pools and nothing else: neither
    would produce a defined type, so each produces no mana; with a Forest, both make {G}."""
    game = game_at(PlayerSpec(battlefield=(perm("Reflecting Pool"), perm("Reflecting Pool"))))
    for pool in [o for o in game.battlefield]:
        tap(game, pool)
    assert pool_of(game) == ""
    game = game_at(PlayerSpec(battlefield=(perm("Reflecting Pool"), perm("Reflecting Pool"),
                                           perm("Forest"))))
    for oid in [o for o in game.battlefield if game.objects[o].name == "Reflecting Pool"]:
        tap(game, oid)
    assert pool_of(game) == "GG"


def test_opposing_orchards() -> None:
    """ruling:mana-could-produce — CR 106.7 example: you control a Forest and an Exotic
    Orchard, the opponent an Exotic Orchard: each Orchard could produce {G}."""
    game = game_at(PlayerSpec(battlefield=(perm("Exotic Orchard"), perm("Forest"))),
                   PlayerSpec(battlefield=(perm("Exotic Orchard"),)))
    theirs = one(game, "Exotic Orchard", controller=1)
    orchard = game.objects[theirs].info.card.abilities[0]
    assert isinstance(orchard, ir.ActivatedAbility)
    assert isinstance(orchard.effect, ir.AddManaCouldProduce)
    res = Resolution(source=theirs, controller=1)
    assert could_produce(game, res, orchard.effect.filter) == ("G",)
    tap(game, one(game, "Exotic Orchard", controller=0))
    assert pool_of(game) == "G"


def test_fellwar_stone_offers_the_opponents_colors() -> None:
    """ruling:mana-could-produce — Fellwar Stone: any color the opponent's lands could
    produce; its controller chooses among exactly those (CR 106.7)."""
    game = game_at(PlayerSpec(battlefield=(perm("Fellwar Stone"),)),
                   PlayerSpec(battlefield=(perm("Swamp"), perm("Mountain"), perm("Swamp"))))
    tap(game, one(game, "Fellwar Stone"))
    assert game.pending is not None and game.pending.kind == "choose_color"
    assert set(game.pending.options) == {"B", "R"}
    game.apply(Choose("R"))
    assert pool_of(game) == "R"


def test_replacements_in_any_order() -> None:
    """ruling:mana-could-produce — CR 106.7 counts replacement effects in any possible
    order: with Contamination ({B} instead) and another "{R} instead", an opponent's Forest
    could produce {B} or {R} but not {G}; Fellwar Stone (not a land) isn't replaced."""
    game = game_at(PlayerSpec(battlefield=(perm("Fellwar Stone"),)),
                   PlayerSpec(battlefield=(perm("Forest"), perm("Contamination"),
                                           perm("Blood Shift"))), extra=(SHIFT,))
    tap(game, one(game, "Fellwar Stone"))
    assert game.pending is not None and set(game.pending.options) == {"B", "R"}
    game = game_at(PlayerSpec(battlefield=(perm("Fellwar Stone"),)),
                   PlayerSpec(battlefield=(perm("Forest"), perm("Contamination"))))
    tap(game, one(game, "Fellwar Stone"))
    assert pool_of(game) == "B"


def test_naga_vitalist_and_summoning_sickness() -> None:
    """ruling:mana-could-produce — Naga Vitalist: any type a land you control could
    produce; ruling:tap-symbol — a creature that came under control this turn can't use
    its {T} ability (CR 302.6)."""
    game = game_at(PlayerSpec(battlefield=(perm("Naga Vitalist", sick=True), perm("Island"))))
    naga = one(game, "Naga Vitalist")
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == naga]
    game.objects[naga].sick = False
    tap(game, naga)
    assert pool_of(game) == "U"


def test_payer_uses_could_produce_sources() -> None:
    """The automatic payer uses Exotic Orchard for the color it could produce now
    (CR 106.7) and never for a color it couldn't."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Exotic Orchard"),)),
                   PlayerSpec(battlefield=(perm("Mountain"),)), offer=False)
    bolt = one(game, "Lightning Bolt", "hand")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert casts
    game.apply(casts[0])
    assert game.objects[one(game, "Exotic Orchard")].tapped and bolt not in game.players[0].hand
    swampy = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Exotic Orchard"),)),
                     PlayerSpec(battlefield=(perm("Swamp"),)), offer=False)
    assert not [a for a in swampy.legal_actions() if isinstance(a, CastSpell)]
