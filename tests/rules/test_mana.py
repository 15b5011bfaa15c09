"""Mana abilities (CR 605) and the automatic payer (CR 601.2g-h, 107.4)."""

from __future__ import annotations

from tests.rules.helpers import game_at, one, perm

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.rules import manapay
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import TREASURE, mana_ability

DUAL = ir.CardDefinition("Dual Land", card_types=("land",),
                         abilities=(mana_ability("R"), mana_ability("G")))
TREASURE_CARD = ir.CardDefinition("Treasure", card_types=("artifact",),
                                  subtypes=("Treasure",), abilities=TREASURE.abilities)


def test_mana_ability_does_not_use_the_stack() -> None:
    """CR 605.3a: a mana ability resolves immediately, without the stack."""
    game = game_at(PlayerSpec(battlefield=(perm("Mountain"),)))
    game.offer_mana_abilities = True
    mountain = one(game, "Mountain")
    assert ActivateAbility(mountain, 0) in game.legal_actions()
    game.apply(ActivateAbility(mountain, 0))
    assert not game.stack and game.players[0].pool[3] == 1
    assert game.pending is not None and game.pending.kind == "priority"


def test_explicit_payment_from_pool() -> None:
    """CR 601.2g-h: mana abilities first, then the cost is paid from the pool."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",),
                              battlefield=(perm("Mountain"), perm("Mountain"))))
    first = game.battlefield[0]
    game.apply(ActivateAbility(first, 0))
    game.apply(CastSpell(game.players[0].hand[0], ((Seat(1),),)))
    tapped = [game.objects[o].tapped for o in game.battlefield]
    assert tapped == [True, False]  # the pool paid: the second Mountain stays untapped


def test_payer_keeps_flexible_sources_and_treasure_for_last() -> None:
    """The payer prefers sources producing only what's needed; Treasure-like last."""
    game = game_at(PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        perm("Dual Land"), perm("Treasure", token=True), perm("Forest"), perm("Mountain"))),
        extra=(DUAL, TREASURE_CARD))
    game.apply(CastSpell(game.players[0].hand[0]))
    assert game.objects[one(game, "Forest")].tapped
    assert game.objects[one(game, "Mountain")].tapped
    assert not game.objects[one(game, "Dual Land")].tapped
    assert ids_named(game, "Treasure")


def ids_named(game: object, name: str) -> list[int]:
    from grimoire.rules.game import Game
    assert isinstance(game, Game)
    return [o for o in game.battlefield if game.objects[o].name == name]


def test_treasure_used_when_needed() -> None:
    """Sacrifice-for-mana sources pay when nothing else can (CR 111.10a Treasure)."""
    game = game_at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        perm("Forest"), perm("Treasure", token=True))), extra=(TREASURE_CARD,))
    game.apply(CastSpell(game.players[0].hand[0], ((Seat(1),),)))
    assert not ids_named(game, "Treasure")
    assert not game.objects[one(game, "Forest")].tapped


def test_never_taps_the_source_whose_tap_is_in_the_cost() -> None:
    """Seeds (tap symbol): a tapped permanent can't be tapped again to pay the cost."""
    pinger = ir.CardDefinition("Pinging Rock", card_types=("artifact",), abilities=(
        mana_ability("R"),
        ir.ActivatedAbility(ir.Cost(ManaCost.parse("{R}"), (ir.TapCost(),)),
                            ir.DealDamage(ir.Fixed(1), ir.TargetRef(0)),
                            (ir.TargetSpec("any"),))))
    game = game_at(PlayerSpec(battlefield=(perm("Pinging Rock"),)), extra=(pinger,))
    rock = one(game, "Pinging Rock")
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    game2 = game_at(PlayerSpec(battlefield=(perm("Pinging Rock"), perm("Mountain"))),
                    extra=(pinger,))
    rock = one(game2, "Pinging Rock")
    game2.apply(ActivateAbility(rock, 1, ((Seat(1),),)))
    game2.apply(PassPriority())
    game2.apply(PassPriority())
    assert game2.players[1].life == 19


def test_solver_hybrid_and_phyrexian() -> None:
    """CR 107.4e hybrid; CR 107.4f Phyrexian paid with 2 life."""
    forest = manapay.Candidate(1, ((0, ("G",)),), False)
    plan = manapay.solve(("W/G",), [0] * 6, [forest])
    assert plan is not None and plan.taps == ((1, 0, ("G",)),)
    plan = manapay.solve(("R/P",), [0] * 6, [forest], life=20)
    assert plan is not None and plan.life == 2 and not plan.taps
    assert manapay.solve(("2/W",), [0] * 6, [forest, manapay.Candidate(2, ((0, ("G",)),),
                                                                       False)]) is not None
    assert manapay.solve(("C",), [0, 0, 0, 0, 1, 0], []) is None


def _mixed_sources() -> list[manapay.Candidate]:
    """Nineteen mana sources of nineteen kinds: five basics, ten duals, four Signet-like
    rocks ({1}: add two colors): 23 mana, 19 net of the rocks' own costs."""
    colors = "WUBRG"
    out = [manapay.Candidate(i + 1, ((0, (c,)),), False) for i, c in enumerate(colors)]
    pairs = [(a, b) for i, a in enumerate(colors) for b in colors[i + 1:]]
    out += [manapay.Candidate(10 + i, ((0, (a,)), (1, (b,))), False)
            for i, (a, b) in enumerate(pairs)]
    out += [manapay.Candidate(30 + i, ((0, (colors[i], colors[i + 1])),), False,
                              costs=((0, ("1",)),)) for i in range(4)]
    return out


def test_solver_refuses_an_unpayable_cost_without_trying_every_subset() -> None:
    """CR 601.2g-h: {18}{W}{U} needs 20 mana; the nineteen sources make at most 19 net of
    the rocks' own {1} (CR 605.3a): the payer answers None at once (it used to try every
    subset of the sources' kinds first, which hung four-player Commander games on such a
    listing); {17}{W}{U} (19) is paid."""
    sources = _mixed_sources()
    assert manapay.solve(("18", "W", "U"), [0] * 6, sources) is None
    assert manapay.solve(("25",), [0] * 6, sources) is None
    plan = manapay.solve(("17", "W", "U"), [0] * 6, sources)
    assert plan is not None and len(plan.taps) == 19
