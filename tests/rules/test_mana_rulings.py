"""The seeds' mana rulings that the engine core implements (CR 106, 605, 107.3i)."""

from __future__ import annotations

from tests.rules.helpers import game_at, one, perm

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import mana_ability

ORCHARD = ir.CardDefinition("Orchard", card_types=("land",), abilities=(ir.ActivatedAbility(
    ir.Cost(parts=(ir.TapCost(),)),
    ir.AddManaCouldProduce(ir.ObjectFilter(types_any=("land",), controller="opponent")),
    is_mana_ability=True),))
FERTILE = ir.CardDefinition("Fertile Ground", card_types=("enchantment",), abilities=(
    ir.TriggeredAbility(ir.TappedForManaTrigger(ir.ObjectFilter(types_any=("land",),
                                                                controller="you")),
                        ir.AddManaLikeProduced(), is_mana_ability=True),))
HYDRA = ir.CardDefinition(
    "X Hydra", mana_cost=ManaCost.parse("{X}{G}"), card_types=("creature",), power=0,
    toughness=0, abilities=(ir.StaticAbility(ir.EntersWithCounters("+1/+1", ir.VarX())),))
TAPPER = ir.CardDefinition("Tapper", card_types=("artifact",), abilities=(
    mana_ability("C"), ir.ActivatedAbility(ir.Cost(parts=(ir.TapCost(),)),
                                           ir.GainLife(ir.Fixed(1)))))


def _mana_game(p0: PlayerSpec, p1: PlayerSpec | None = None) -> Game:
    game = game_at(p0, p1, extra=(ORCHARD, FERTILE, HYDRA, TAPPER))
    game.offer_mana_abilities = True
    return game


def test_undefined_type_produces_nothing() -> None:
    """ruling:mana-undefined-type — with no type it could produce, it adds no mana."""
    game = _mana_game(PlayerSpec(battlefield=(perm("Orchard"),)))
    game.apply(ActivateAbility(one(game, "Orchard"), 0))
    assert game.players[0].pool == [0] * 6
    assert not any(isinstance(e, ev.ManaProduced) for e in game.events)


def test_could_produce_reads_the_abilities() -> None:
    """ruling:mana-could-produce — the types the opponent's lands' abilities would make."""
    game = _mana_game(PlayerSpec(battlefield=(perm("Orchard"),)),
                      PlayerSpec(battlefield=(perm("Swamp"),)))
    game.apply(ActivateAbility(one(game, "Orchard"), 0))
    assert game.players[0].pool == [0, 0, 1, 0, 0, 0]


def test_tap_for_mana_and_its_trigger() -> None:
    """ruling:mana-tap-for-mana — activating a mana ability with {T} taps it for mana;
    ruling:mana-tapped-for-mana-trigger — the trigger resolves at once (CR 605.1b)."""
    game = _mana_game(PlayerSpec(battlefield=(perm("Forest"), perm("Fertile Ground"))))
    game.apply(ActivateAbility(one(game, "Forest"), 0))
    produced = [e for e in game.events if isinstance(e, ev.ManaProduced)]
    assert produced[0].tapped_for_mana and game.players[0].pool == [0, 0, 0, 0, 2, 0]
    assert not game.stack
    tapper = _mana_game(PlayerSpec(battlefield=(perm("Tapper"),)))
    tapper.apply(ActivateAbility(one(tapper, "Tapper"), 1))
    assert not any(isinstance(e, ev.ManaProduced) for e in tapper.events)


def test_x_in_enters_with_counters() -> None:
    """ruling:mana-x-in-etb — "enters with X counters" uses the X paid for the spell."""
    game = _mana_game(PlayerSpec(hand=("X Hydra",), battlefield=(perm("Forest"),) * 4))
    game.apply(CastSpell(one(game, "X Hydra", "hand"), x=3))
    game.apply(PassPriority())
    game.apply(PassPriority())
    hydra = game.objects[one(game, "X Hydra")]
    assert hydra.counter("+1/+1") == 3


REFLECTION = ir.CardDefinition("Reflection", card_types=("enchantment",), abilities=(
    ir.StaticAbility(ir.ManaReplacement(ir.ObjectFilter(controller="you"), multiplier=2)),))


def test_tapped_for_mana_replacement() -> None:
    """ruling:mana-tapped-for-mana-replacement — it modifies the mana production event
    while the ability resolves (CR 106.12b); mana not from tapping is unchanged."""
    game = game_at(PlayerSpec(hand=("Grizzly Bears",),
                              battlefield=(perm("Forest"), perm("Reflection"))),
                   extra=(REFLECTION,))
    game.offer_mana_abilities = True
    game.apply(ActivateAbility(one(game, "Forest"), 0))
    assert game.players[0].pool == [0, 0, 0, 0, 2, 0]
    game.apply(CastSpell(one(game, "Grizzly Bears", "hand")))  # paid from the pool
    assert game.players[0].pool == [0] * 6
