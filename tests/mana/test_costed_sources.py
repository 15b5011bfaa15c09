"""Mana abilities with costs or riders in the automatic payer and ``legal_actions()``
(CR 601.2g, 605.3a, 605.1b, 605.4a): Signets, Talismans, painlands, filter lands, Mana
Confluence, Ancient Tomb, and mana a triggered mana ability adds (Heartbeat of Spring)."""

from __future__ import annotations

from tests.mana._costed_sources import DEFINITIONS
from tests.mana._game import cast, game_at, ids, one, perm, resolve

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _game(hand: tuple[str, ...], battlefield: tuple[str, ...], life: int = 20,
          them: tuple[str, ...] = ("Grizzly Bears",)) -> Game:
    return game_at(PlayerSpec(life=life, hand=hand,
                              battlefield=tuple(perm(n) for n in battlefield)),
                   PlayerSpec(battlefield=tuple(perm(n) for n in them)), extra=DEFINITIONS)


def _castable(g: Game, name: str) -> bool:
    card = one(g, name, "hand")
    return any(isinstance(a, CastSpell) and a.card == card for a in g.legal_actions())


def test_the_cards_compile() -> None:
    """Every mana source here compiles fully, "{B}{B}, {B}{R}, or {R}{R}" included."""
    assert all(card_is_compiled([d]) for d in DEFINITIONS)


def test_rakdos_signet_and_mountain_cast_terminate() -> None:
    """CR 605.3a, 601.2g: the Mountain's {R} pays the Signet's {1}; the Signet's {B}{R}
    pays Terminate, which destroys the Bears."""
    g = _game(("Terminate",), ("Rakdos Signet", "Mountain"))
    assert _castable(g, "Terminate")
    cast(g, "Terminate", targets=((one(g, "Grizzly Bears", controller=1),),))
    resolve(g)
    assert ids(g, "Grizzly Bears", "graveyard")
    assert all(g.objects[o].tapped for o in (one(g, "Rakdos Signet"), one(g, "Mountain")))
    assert g.players[0].pool == [0] * 6


def test_a_signet_cant_pay_for_itself() -> None:
    """CR 605.3a: its {1} is paid before it adds mana, so a Signet alone (or two Signets)
    can't cast Terminate."""
    for lands in (("Rakdos Signet",), ("Rakdos Signet", "Rakdos Signet")):
        g = _game(("Terminate",), lands)
        assert not _castable(g, "Terminate")


def test_painland_and_talisman_deal_damage() -> None:
    """CR 605.1a: "{T}: Add {B} or {R}. This land deals 1 damage to you." is a mana ability
    the payer uses; its damage happens as it resolves. Terminate with Sulfurous Springs and
    Talisman of Indulgence: 2 damage."""
    g = _game(("Terminate",), ("Sulfurous Springs", "Talisman of Indulgence"))
    assert _castable(g, "Terminate")
    cast(g, "Terminate", targets=((one(g, "Grizzly Bears", controller=1),),))
    resolve(g)
    assert ids(g, "Grizzly Bears", "graveyard") and g.players[0].life == 18


def test_painless_colorless_first_for_generic() -> None:
    """The payer prefers the painless {C} of a painland when {C} will do (Grizzly Bears'
    {1}{G} with a Forest and Sulfurous Springs: no damage)."""
    g = _game(("Grizzly Bears",), ("Forest", "Sulfurous Springs"), them=())
    cast(g, "Grizzly Bears")
    resolve(g)
    assert ids(g, "Grizzly Bears") and g.players[0].life == 20


def test_filter_land_pays_both_colors() -> None:
    """Graven Cairns: {B/R}, {T}: Add {B}{B}, {B}{R}, or {R}{R}; a Mountain pays its hybrid
    cost and it makes {B}{R} for Terminate."""
    g = _game(("Terminate",), ("Graven Cairns", "Mountain"))
    assert _castable(g, "Terminate")
    cast(g, "Terminate", targets=((one(g, "Grizzly Bears", controller=1),),))
    resolve(g)
    assert ids(g, "Grizzly Bears", "graveyard")


def test_mana_confluence_costs_life_and_needs_it() -> None:
    """CR 119.4, 605.3a: "{T}, Pay 1 life": two Confluences cast Terminate for 2 life; a
    player with 1 life can pay only one of them."""
    g = _game(("Terminate",), ("Mana Confluence", "Mana Confluence"))
    cast(g, "Terminate", targets=((one(g, "Grizzly Bears", controller=1),),))
    resolve(g)
    assert ids(g, "Grizzly Bears", "graveyard") and g.players[0].life == 18
    g = _game(("Terminate",), ("Mana Confluence", "Mana Confluence"), life=1)
    assert not _castable(g, "Terminate")


def test_ancient_tomb_two_colorless_and_damage() -> None:
    """Ancient Tomb: "{T}: Add {C}{C}. This land deals 2 damage to you." pays Murder's {1}
    (one {C} is left over and empties later, CR 500.4) with two Swamps for {B}{B}; its
    controller takes 2 damage."""
    g = _game(("Murder",), ("Ancient Tomb", "Swamp", "Swamp"))
    assert _castable(g, "Murder")
    cast(g, "Murder", targets=((one(g, "Grizzly Bears", controller=1),),))
    resolve(g)
    assert ids(g, "Grizzly Bears", "graveyard") and g.players[0].life == 18


def test_heartbeat_of_spring_counts_for_the_payer() -> None:
    """CR 605.1b, 605.4a: Heartbeat of Spring's triggered mana ability adds {G} right after
    the Forest's; the payer counts it, so one Forest casts Grizzly Bears."""
    g = _game(("Grizzly Bears",), ("Forest", "Heartbeat of Spring"), them=())
    assert _castable(g, "Grizzly Bears")
    cast(g, "Grizzly Bears")
    resolve(g)
    assert ids(g, "Grizzly Bears") and g.players[0].pool == [0] * 6
