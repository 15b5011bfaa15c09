"""Zurzoth, Chaos Rider's two triggers.

* "Whenever an opponent draws their first card each turn, if it's not their turn, you create
  a 1/1 red Devil creature token with "When this token dies, it deals 1 damage to any
  target."": CR 121.1 (a card drawn), 603.4 (the intervening "if": checked as it triggers
  and as it resolves); the ruling: putting a card into a hand without the word "draw" is
  not drawing.
* "Whenever one or more Devils you control attack one or more players, you and those players
  each draw a card, then discard a card at random." (CR 508.1, 506.2: once per declaration;
  the ruling: Devils attacking a planeswalker make nobody draw; "those players" are the
  players the Devils attack, not those other creatures attack; CR 701.9b: a random discard).
"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
ZURZOTH = record("Zurzoth, Chaos Rider", "{2}{R}", "Legendary Creature — Devil",
                 "Whenever an opponent draws their first card each turn, if it's not their "
                 "turn, you create a 1/1 red Devil creature token with \"When this token dies, "
                 "it deals 1 damage to any target.\"\nWhenever one or more Devils you control "
                 "attack one or more players, you and those players each draw a card, then "
                 "discard a card at random.", "2", "3")
DRAW = record("Test Draw", "{0}", "Instant", "Target player draws a card.")
DESTROY = record("Test Destroy", "{0}", "Instant", "Destroy target creature.")
IMP = record("Test Imp", "{R}", "Creature — Devil", "", "1", "1")
RECORDS = (ZURZOTH, DRAW, DESTROY, IMP)


def test_the_records_compile() -> None:
    """The first trigger counts the first card drawn each turn; the second's "those players"
    are the players the Devils attacked."""
    compiled(ZURZOTH)
    first, attack = compile_source(ZURZOTH).abilities
    assert isinstance(first, ir.TriggeredAbility) and isinstance(attack, ir.TriggeredAbility)
    assert first.trigger == ir.PlayerActionTrigger("draw", "opponent", 1)
    assert first.condition == ir.Not(ir.PlayersTurn(ir.TriggeringPlayer()))
    assert isinstance(attack.trigger, ir.AttackWithTrigger)


def _devils(game: Game) -> list[int]:
    return [o for o in ids(game, "Devil") if game.objects[o].kind == "token"]


def _draw(game: Game, caster: int, seat: int) -> None:
    """``caster`` casts "Target player draws a card." on ``seat``; everything resolves."""
    spell = next(o for o in game.players[caster].hand if game.objects[o].name == "Test Draw")
    game.apply(CastSpell(spell, targets=((Seat(seat),),)))
    settle(game)


def test_an_opponents_first_draw_in_another_players_turn_makes_a_devil() -> None:
    """Alice's turn: Bob's first card drawn makes a Devil, his second doesn't; Carol's first
    does too (each player's own count)."""
    game = table(RECORDS, PlayerSpec(hand=("Test Draw",) * 3,
                                     battlefield=(P("Zurzoth, Chaos Rider"),)),
                 PlayerSpec(), PlayerSpec())
    _draw(game, 0, 1)
    assert len(_devils(game)) == 1
    assert game.objects[_devils(game)[0]].controller == 0
    _draw(game, 0, 1)
    assert len(_devils(game)) == 1  # Bob's second card this turn
    _draw(game, 0, 2)
    assert len(_devils(game)) == 2


def test_no_devil_in_the_drawing_players_own_turn_nor_for_you_nor_without_draw() -> None:
    """Bob's draw step in his own turn: no Devil (the intervening "if"); Alice drawing:
    she isn't an opponent; Bob returning a card to his hand isn't drawing (the ruling)."""
    game = table(RECORDS, PlayerSpec(hand=("Test Draw",), battlefield=(
        P("Zurzoth, Chaos Rider"),)), PlayerSpec(graveyard=("Forest",)),
        PlayerSpec())
    _draw(game, 0, 0)
    assert _devils(game) == []
    zones.move(game, one(game, "Forest", "graveyard"), "hand")  # put into his hand
    settle(game)
    assert _devils(game) == []
    advance(game, lambda g: g.active == 1 and g.step == "main1")
    assert _devils(game) == []


def test_the_devil_token_deals_one_damage_when_it_dies() -> None:
    """The token's own ability (CR 111.4): it dies, 1 damage to any target (Bob)."""
    game = table(RECORDS, PlayerSpec(hand=("Test Draw", "Test Destroy"), battlefield=(
        P("Zurzoth, Chaos Rider"),)), PlayerSpec(), PlayerSpec())
    _draw(game, 0, 1)
    devil = _devils(game)[0]
    game.apply(CastSpell(one(game, "Test Destroy", "hand"), targets=((devil,),)))
    settle(game, answers={"trigger_targets": ((Seat(1),),)})
    assert game.players[1].life == 19


def _attack_table() -> Game:
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("Zurzoth, Chaos Rider"), P("Test Imp"), P("Grizzly Bears"))),
        PlayerSpec(hand=("Forest",)), PlayerSpec(hand=("Forest",)), PlayerSpec(hand=("Forest",)))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    return game


def _hands(game: Game) -> list[int]:
    return [len(p.hand) for p in game.players]


def test_devils_attacking_players_make_you_and_those_players_loot() -> None:
    """Zurzoth attacks Bob and another Devil attacks Carol, the Bears attack Dan: one
    trigger; Alice, Bob and Carol each draw then discard at random (hand sizes unchanged,
    one more card in each graveyard); Dan, attacked only by the Bears, does nothing."""
    game = _attack_table()
    graveyards = [len(p.graveyard) for p in game.players]
    hands = _hands(game)
    game.apply(DeclareAttackers(((one(game, "Zurzoth, Chaos Rider"), Seat(1)),
                                 (one(game, "Test Imp"), Seat(2)),
                                 (one(game, "Grizzly Bears"), Seat(3)))))
    settle(game)
    assert _hands(game) == hands
    assert [len(p.graveyard) for p in game.players] == [
        graveyards[0] + 1, graveyards[1] + 1, graveyards[2] + 1, graveyards[3]]


def test_one_devil_attacking_one_player() -> None:
    """Only the Imp attacks, Carol: Alice and Carol loot, Bob doesn't."""
    game = _attack_table()
    graveyards = [len(p.graveyard) for p in game.players]
    game.apply(DeclareAttackers(((one(game, "Test Imp"), Seat(2)),)))
    settle(game)
    assert [len(p.graveyard) for p in game.players] == [
        graveyards[0] + 1, graveyards[1], graveyards[2] + 1, graveyards[3]]


def test_no_devil_attacking_no_trigger() -> None:
    """Only the Bears attack: no trigger (the filter, CR 508.1)."""
    game = _attack_table()
    graveyards = [len(p.graveyard) for p in game.players]
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(1)),)))
    settle(game)
    assert [len(p.graveyard) for p in game.players] == graveyards
