"""Invigorate's class: "If you control a Forest, rather than pay this spell's mana cost, you
may have an opponent gain 3 life." / "... have each other player gain 6 life" (Reverent
Silence): an alternative cost (CR 118.9) usable while the condition holds as the spell is
cast (CR 601.2b), the opponent chosen as the cost is paid (CR 601.2h); an opponent who
can't gain life can't be chosen (the ruling, CR 119.7); the gain is an event replacement
effects apply to (CR 614, the ruling on Sulfuric Vortex)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

INVIGORATE = record("Invigorate", "{2}{G}", "Instant",
                    "If you control a Forest, rather than pay this spell's mana cost, you may "
                    "have an opponent gain 3 life.\nTarget creature gets +4/+4 until end of "
                    "turn.")
SILENCE = record("Reverent Silence", "{3}{G}", "Sorcery",
                 "If you control a Forest, rather than pay this spell's mana cost, you may "
                 "have each other player gain 6 life.\nDestroy all enchantments.")
BARRIER = record("Test Sulfuric Ward", "{1}{R}", "Enchantment",
                 "Your opponents can't gain life.")
REFLECTION = record("Boon Reflection", "{4}{W}", "Enchantment",
                    "If you would gain life, you gain twice that much life instead.")
RECORDS = (INVIGORATE, SILENCE, BARRIER, REFLECTION)


def _casts(game: Game, name: str) -> list[CastSpell]:
    card = one(game, name, "hand")
    return [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def _alice(*permanents: str, hand: str = "Invigorate") -> PlayerSpec:
    return PlayerSpec(hand=(hand,), battlefield=tuple(PermanentSpec(n) for n in permanents))


def test_the_records_compile() -> None:
    """Invigorate, Reverent Silence and Skyshroud Cutter's shape compile with nothing the
    engine ignores."""
    compiled(INVIGORATE, SILENCE, record(
        "Skyshroud Cutter", "{4}{G}", "Creature — Beast",
        "If you control a Forest, rather than pay this spell's mana cost, you may have each "
        "other player gain 5 life.", "3", "5"))


def test_an_opponent_of_the_casters_choice_gains_three() -> None:
    """With a Forest and no other mana, Invigorate is cast for free by having an opponent
    (one of Bob or Carol, the caster's choice) gain 3 life; the Bears get +4/+4."""
    game = table(RECORDS, _alice("Forest", "Grizzly Bears"), PlayerSpec(), PlayerSpec())
    alts = [a for a in _casts(game, "Invigorate") if a.alt is not None]
    assert {a.costs for a in alts} == {(-2,), (-3,)}  # Bob (seat 1) or Carol (seat 2)
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(alts[0].card, targets=((bears,),), alt=alts[0].alt, costs=(-3,)))
    settle(game)
    assert [p.life for p in game.players] == [20, 20, 23]
    assert query.power(game, game.objects[bears]) == 6
    assert not game.objects[one(game, "Forest")].tapped


def test_no_forest_no_alternative() -> None:
    """The condition is checked as the spell is cast: without a Forest (Islands only) no
    alternative cost is offered."""
    game = table(RECORDS, _alice("Island", "Island", "Island", "Grizzly Bears"), PlayerSpec())
    assert all(a.alt is None for a in _casts(game, "Invigorate"))


def test_an_opponent_who_cant_gain_life_cant_be_chosen() -> None:
    """The ruling: under Alice's own "Your opponents can't gain life" no opponent can be
    chosen, so the alternative cost can't be paid (CR 119.7, 118.3)."""
    game = table(RECORDS, _alice("Forest", "Grizzly Bears", "Test Sulfuric Ward"),
                 PlayerSpec(), PlayerSpec())
    assert all(a.alt is None for a in _casts(game, "Invigorate"))


def test_the_gain_goes_through_replacement_effects() -> None:
    """CR 614.1a: Bob's Boon Reflection doubles the gain Alice has him make: he gains 6."""
    game = table(RECORDS, _alice("Forest", "Grizzly Bears"), PlayerSpec(
        battlefield=(PermanentSpec("Boon Reflection"),)))
    alts = [a for a in _casts(game, "Invigorate") if a.alt is not None]
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(alts[0].card, targets=((bears,),), alt=alts[0].alt, costs=(-2,)))
    settle(game)
    assert game.players[1].life == 26
    assert query.power(game, game.objects[bears]) == 6


def test_reverent_silence_each_other_player_gains_six() -> None:
    """Four players: Bob, Carol and Dan each gain 6; Bob's enchantment is destroyed."""
    game = table(RECORDS, _alice("Forest", hand="Reverent Silence"), PlayerSpec(
        battlefield=(PermanentSpec("Boon Reflection"),)), PlayerSpec(), PlayerSpec())
    alts = [a for a in _casts(game, "Reverent Silence") if a.alt is not None]
    assert alts and alts[0].costs == ()
    game.apply(alts[0])
    settle(game)
    assert [p.life for p in game.players] == [20, 32, 26, 26]  # (Bob's gain doubled)
    assert not [o for o in game.battlefield if game.objects[o].name == "Boon Reflection"]


def test_reverent_silence_cant_be_paid_while_one_cant_gain() -> None:
    """CR 118.3: "each other player gain 6 life" can't be paid while one of them can't gain
    life (Alice's "Your opponents can't gain life")."""
    game = table(RECORDS, _alice("Forest", "Test Sulfuric Ward", hand="Reverent Silence"),
                 PlayerSpec(), PlayerSpec())
    assert all(a.alt is None for a in _casts(game, "Reverent Silence"))
