"""Goad for the rest of the game (CR 701.38a-b with a longer duration): "each opponent
creates a token that's a copy of it. The tokens are goaded for the rest of the game."
(Life of the Party), "that player creates a 4/2 red Pirate creature token ... The token is
goaded for the rest of the game." (Nettling Nuisance). The goading player is the controller
of the ability; the designation doesn't end as that player's next turn begins (unlike CR
701.38a's "until your next turn")."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.attack_requirements import end_goads, goad
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

PARTY = record("Life of the Party", "{3}{R}", "Creature — Elemental",
               "First strike, trample, haste\nWhenever this creature attacks, it gets +X/+0 "
               "until end of turn, where X is the number of creatures you control.\nWhen this "
               "creature enters, if it's not a token, each opponent creates a token that's a "
               "copy of it. The tokens are goaded for the rest of the game. (They attack each "
               "combat if able and attack a player other than you if able.)", "0", "1")
NUISANCE = record("Nettling Nuisance", "{2}{U}", "Creature — Faerie Rogue",
                  "Flying\nWhenever one or more Faeries you control deal combat damage to a "
                  "player, that player creates a 4/2 red Pirate creature token with \"This "
                  "token can't block.\" The token is goaded for the rest of the game.", "2", "2")
WAR_GAMES = record("The War Games", "{3}{R}{R}", "Enchantment — Saga",
                   "(As this Saga enters and after your draw step, add a lore counter.)\nI — "
                   "Each player creates three tapped 1/1 white Warrior creature tokens. The "
                   "tokens are goaded for as long as this Saga remains on the battlefield.\n"
                   "II, III — Put a +1/+1 counter on each Warrior creature.\nIV — You may exile "
                   "a nontoken creature you control. If you do, it deals damage equal to its "
                   "power to each creature.")
MOUNTAINS = tuple(PermanentSpec("Mountain") for _ in range(4))


def test_the_records_compile() -> None:
    """Both wordings of the class compile; another duration (the Saga's) stays not
    understood."""
    compiled(PARTY, NUISANCE)
    assert not card_is_compiled([compile_source(WAR_GAMES)])


def _party(players: int = 3) -> tuple:  # type: ignore[type-arg]
    game = table((PARTY,), PlayerSpec(hand=("Life of the Party",), battlefield=MOUNTAINS),
                 *(PlayerSpec() for _ in range(players - 1)))
    game.apply(CastSpell(next(o for o in game.players[0].hand
                              if game.objects[o].name == "Life of the Party")))
    for _ in range(10):
        if not game.stack:
            break
        game.apply(PassPriority())
    tokens = [o for o in game.battlefield if game.objects[o].kind == "token"]
    return game, tokens


def test_each_opponent_gets_a_goaded_token_copy_and_the_copies_dont_trigger() -> None:
    """CR 707.2, 701.38b: Bob and Carol each get a token copy, goaded by Alice; the copies'
    own "if it's not a token" trigger does nothing (no more tokens)."""
    game, tokens = _party()
    assert sorted(game.objects[t].controller for t in tokens) == [1, 2]
    assert all(game.objects[t].name == "Life of the Party" for t in tokens)
    assert all("goaded:0" in game.objects[t].flags for t in tokens)


def test_the_goad_outlasts_the_goaders_next_turn() -> None:
    """CR 701.38b: Bob's token attacks a player other than Alice (Carol) on his turn (the only
    legal declaration, CR 508.1d), and does again on his next turn, after Alice's next turn
    has begun (goaded for the rest of the game)."""
    game, tokens = _party()
    bobs = next(t for t in tokens if game.objects[t].controller == 1)
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))
    assert game.combat.attackers == {bobs: Seat(2)}
    advance(game, lambda g: g.active == 0)
    assert "goaded:0" in game.objects[bobs].flags
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))
    assert game.combat.attackers == {bobs: Seat(2)} and game.turn > 4


def test_two_players_the_token_attacks_the_goader() -> None:
    """CR 701.38b "if able": with only Alice to attack, Bob's goaded token attacks her."""
    game, tokens = _party(players=2)
    (bobs,) = tokens
    advance(game, lambda g: g.active == 1 and bool(g.combat.attackers))
    assert game.combat.attackers == {bobs: Seat(0)}


def test_a_plain_goad_by_the_same_player_still_ends() -> None:
    """CR 701.38a, 701.38d: a creature goaded only until Alice's next turn (no rest-of-game
    goad) stops being goaded then; the game-long designation is per token."""
    game = table((PARTY,), PlayerSpec(),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)))
    bears = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears")
    goad(game, game.objects[bears], 0)
    game.active = 0
    end_goads(game)
    assert "goaded" not in game.objects[bears].flags
    goad(game, game.objects[bears], 0, for_game=True)
    end_goads(game)
    assert "goaded:0" in game.objects[bears].flags
