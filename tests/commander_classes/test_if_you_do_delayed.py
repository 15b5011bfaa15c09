""""If you do, ..." after a delayed instruction belongs to the delayed ability (CR 603.7a,
608.2c): "Exile target creature. You draw cards equal to that creature's power. At the
beginning of your next upkeep, return that card to the battlefield under its owner's
control. If you do, discard cards equal to that creature's toughness." (Vanish into Memory)
and "At the beginning of the next end step, sacrifice it. If you do, you gain life equal to
its toughness." (Spinal Embrace).

Vanish into Memory's rulings: the draw uses the creature's power just before it left (a
counter counts), the discard its toughness just after it returns (no counter then); a token
never returns, so nothing is discarded.
"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec as P
from grimoire.rules.position import PlayerSpec

VANISH = record("Vanish into Memory", "{2}{W}{U}", "Instant",
                "Exile target creature. You draw cards equal to that creature's power. At the "
                "beginning of your next upkeep, return that card to the battlefield under its "
                "owner's control. If you do, discard cards equal to that creature's toughness.")
EMBRACE = record("Test Embrace", "{2}{U}{U}{B}", "Instant",
                 "Untap target creature you don't control and gain control of it. It gains "
                 "haste until end of turn. At the beginning of the next end step, sacrifice it. "
                 "If you do, you gain life equal to its toughness.")
LANDS = tuple(P(n) for n in ("Plains", "Plains", "Island", "Island", "Swamp"))


def test_the_records_compile_with_the_branch_inside_the_delayed_ability() -> None:
    compiled(VANISH, EMBRACE)
    assert "IfDid" in repr(compile_source(VANISH).spell)


def _vanish(token: bool) -> tuple[Game, int]:
    game = table((VANISH,), PlayerSpec(hand=("Vanish into Memory",), battlefield=LANDS),
                 PlayerSpec(battlefield=(P("Grizzly Bears", counters=(("+1/+1", 1),),
                                           token=token),)))
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(one(game, "Vanish into Memory", "hand"), targets=((bears,),)))
    settle(game)
    return game, len(game.players[0].hand)


def test_draw_by_power_before_discard_by_toughness_after() -> None:
    game, drawn = _vanish(token=False)
    assert drawn == 3  # the 3/3 (a +1/+1 counter) was exiled: three cards
    assert not ids(game, "Grizzly Bears")
    start = game.turn
    advance(game, lambda g: g.turn == start + 2 and g.step == "draw")
    assert ids(game, "Grizzly Bears")  # back under Bob's control, a 2/2 without the counter
    assert game.objects[one(game, "Grizzly Bears")].controller == 1
    assert len(game.players[0].hand) == 3 - 2 + 1  # discarded two, then drew for the turn


def test_a_token_never_returns_so_nothing_is_discarded() -> None:
    game, drawn = _vanish(token=True)
    assert drawn == 3
    start = game.turn
    advance(game, lambda g: g.turn == start + 2 and g.step == "draw")
    assert not ids(game, "Grizzly Bears")
    assert len(game.players[0].hand) == 3 + 1


def test_gain_life_equal_to_the_sacrificed_creatures_toughness() -> None:
    game = table((EMBRACE,), PlayerSpec(hand=("Test Embrace",), battlefield=LANDS),
                 PlayerSpec(battlefield=(P("Hill Giant"),)))
    giant = one(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Test Embrace", "hand"), targets=((giant,),)))
    settle(game)
    assert game.objects[giant].controller == 0
    advance(game, lambda g: g.step == "cleanup" or g.turn > 3)
    assert ids(game, "Hill Giant", "graveyard")
    assert game.players[0].life == 20 + 3  # Hill Giant is a 3/3


def test_a_bare_its_after_another_object_is_not_guessed() -> None:
    """"Draw cards equal to the sacrificed creature's toughness, then discard cards equal to
    its power." (Felothar the Steadfast): "its" is the sacrificed creature, not the source;
    the compiler doesn't read it as the source's power (it stays not understood)."""
    felothar = record("Felothar the Steadfast", "{2}{W}", "Legendary Creature — Human Soldier",
                      "{3}, {T}, Sacrifice another creature: Draw cards equal to the "
                      "sacrificed creature's toughness, then discard cards equal to its power.",
                      "2", "5")
    assert "Unimplemented" in repr(compile_source(felothar).abilities)
