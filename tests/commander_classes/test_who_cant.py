"""The players who couldn't follow the instruction before (CR 608.2c; a player must sacrifice
or discard when able, CR 701.17a, 701.9a): "When this creature enters, each player sacrifices
a creature or planeswalker of their choice. Each player who can't discards a card."
(Plaguecrafter); "Each player discards a card. Each opponent who can't loses 3 life."
(Liliana, Waker of the Dead's +1).

Plaguecrafter's rulings: all the chosen permanents are sacrificed at the same time, then each
player who couldn't sacrifice a permanent discards a card; Plaguecrafter can be the creature
its controller sacrifices. A player with neither a creature nor a planeswalker discards; one
who sacrificed doesn't; one with an empty hand who couldn't sacrifice just discards nothing.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec as P
from grimoire.rules.position import PlayerSpec

PLAGUECRAFTER = record(
    "Plaguecrafter", "{2}{B}", "Creature — Human Shaman",
    "When this creature enters, each player sacrifices a creature or planeswalker of their "
    "choice. Each player who can't discards a card.", "3", "2")
LILIANA_LIKE = record(
    "Test Waker", "{2}{B}{B}", "Sorcery",
    "Each player discards a card. Each opponent who can't loses 3 life.")
SWAMPS = tuple(P("Swamp") for _ in range(4))


def test_the_records_compile() -> None:
    compiled(PLAGUECRAFTER, LILIANA_LIKE)


def _plaguecrafter(*others: PlayerSpec) -> Game:
    game = table((PLAGUECRAFTER,),
                 PlayerSpec(hand=("Plaguecrafter", "Forest"), battlefield=SWAMPS), *others)
    game.apply(CastSpell(one(game, "Plaguecrafter", "hand")))
    settle(game)
    return game


def test_only_the_players_who_could_not_sacrifice_discard() -> None:
    """Bob sacrifices his Bears and keeps his hand; Carol has no creature and discards her
    only card; Alice sacrifices Plaguecrafter itself (the only creature she has) and keeps
    her Forest (CR 701.17a: she could sacrifice, so she isn't one who can't)."""
    game = _plaguecrafter(PlayerSpec(hand=("Island",), battlefield=(P("Grizzly Bears"),)),
                          PlayerSpec(hand=("Mountain",)))
    alice, bob, carol = game.players[:3]
    assert not ids(game, "Plaguecrafter") and not ids(game, "Grizzly Bears")
    assert [len(p.hand) for p in (alice, bob, carol)] == [1, 1, 0]
    assert ids(game, "Mountain", "graveyard")


def test_an_empty_hand_discards_nothing_and_the_game_goes_on() -> None:
    """Bob has nothing to sacrifice and nothing to discard: nothing happens to him."""
    game = _plaguecrafter(PlayerSpec(), PlayerSpec(battlefield=(P("Grizzly Bears"),),
                                                   hand=("Island",)))
    assert len(game.players[1].hand) == 0 and len(game.players[2].hand) == 1
    assert game.players[1].life == 20 and not ids(game, "Grizzly Bears")


def test_only_opponents_who_could_not_discard_lose_life() -> None:
    """Each player discards; Bob (empty hand) can't and loses 3; Carol discards and keeps her
    life; Alice, with an empty hand after casting, is not an opponent: she loses nothing."""
    game = table((LILIANA_LIKE,),
                 PlayerSpec(hand=("Test Waker",), battlefield=SWAMPS, life=20),
                 PlayerSpec(life=20), PlayerSpec(hand=("Island",), life=20))
    game.apply(CastSpell(one(game, "Test Waker", "hand")))
    settle(game)
    assert [p.life for p in game.players] == [20, 17, 20]
    assert not game.players[2].hand
