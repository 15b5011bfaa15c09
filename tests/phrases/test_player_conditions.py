"""Lands that enter tapped unless a condition about the players holds (CR 614.1c, 614.12):
"unless you have two or more opponents" (players who left the game are no one's opponents,
CR 800.4a) and "unless a player has 13 or less life" (CR 119.1)."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import LIBRARY, dice_pool, one

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.oracle.ir import CardDefinition
from grimoire.rules.actions import PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec, Position

SEA = {"name": "Sea of Clouds", "mana_cost": "", "type_line": "Land",
       "oracle_text": "This land enters tapped unless you have two or more opponents.\n"
       "{T}: Add {W} or {U}."}
SEWER = {"name": "Murky Sewer", "mana_cost": "", "type_line": "Land",
         "oracle_text": "This land enters tapped unless a player has 13 or less life.\n"
         "{T}: Add {U} or {B}."}
EXTRA: tuple[CardDefinition, ...] = (compile_source(SEA), compile_source(SEWER))


def _game(land: str, players: int = 2, lives: tuple[int, ...] = (20, 20, 20)) -> Game:
    specs = [PlayerSpec("Ann", hand=(land,), library=LIBRARY, life=lives[0])]
    specs += [PlayerSpec(f"P{i}", library=LIBRARY, life=lives[i]) for i in range(1, players)]
    position = Position(players=tuple(specs), active=0, turn=3, step="main1")
    return Game.from_position(position, dice_pool(*EXTRA), seed=0)


def _play(g: Game, land: str) -> bool:
    """Play ``land``; whether it entered tapped."""
    g.apply(PlayLand(one(g, land, "hand")))
    return g.objects[one(g, land)].tapped


def test_compiled() -> None:
    assert all(card_is_compiled([d]) for d in EXTRA)


@pytest.mark.parametrize(("players", "tapped"), [(2, True), (3, False)])
def test_two_or_more_opponents(players: int, tapped: bool) -> None:
    """Sea of Clouds: tapped in a two-player game, untapped with two opponents."""
    g = _game(SEA["name"], players)
    assert _play(g, SEA["name"]) is tapped


def test_an_opponent_who_left_is_not_counted() -> None:
    """CR 800.4a: once an opponent has left the game, one opponent remains: tapped."""
    g = _game(SEA["name"], 3)
    g.players[2].lost = True
    assert _play(g, SEA["name"]) is True


@pytest.mark.parametrize(("lives", "tapped"), [
    ((20, 20, 20), True), ((20, 13, 20), False), ((13, 20, 20), False), ((20, 14, 20), True)])
def test_a_player_at_13_or_less(lives: tuple[int, ...], tapped: bool) -> None:
    """Murky Sewer: untapped when any player (an opponent or its controller) has 13 or
    less life."""
    g = _game(SEWER["name"], 2, lives)
    assert _play(g, SEWER["name"]) is tapped
