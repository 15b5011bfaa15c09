"""Grimoire: a Magic: The Gathering rules engine and offline, multilingual card database.

The public API, python-chess style: a game says what it needs next, you answer.

>>> from grimoire import CardPool, Game, builtin_deck
>>> from grimoire.agents import RandomAgent
>>> pool = CardPool.builtin()
>>> deck = list(builtin_deck("bench-vanilla").main)
>>> game = Game.new(decks=[deck, deck], pool=pool, seed=1)
>>> game.pending.kind
'mulligan'
>>> result = game.run([RandomAgent(1), RandomAgent(2)])
>>> result.winner in (0, 1, None)
True
"""

import grimoire.assembly  # noqa: F401  (plugs the resolvers and the card pool into the kernel)
from grimoire.cards import open_db
from grimoire.decks import Deck, builtin_deck, load_deck
from grimoire.dice import odds
from grimoire.errors import (
    DataFileError,
    DeckError,
    GrimoireError,
    IllegalActionError,
    ScenarioError,
    ScriptedDiceExhaustedError,
    UnknownCardError,
)
from grimoire.oracle import compile_card
from grimoire.pool import CardPool
from grimoire.rules import Game, GameResult

__version__ = "0.18.1"

__all__ = [
    "CardPool",
    "DataFileError",
    "Deck",
    "DeckError",
    "Game",
    "GameResult",
    "GrimoireError",
    "IllegalActionError",
    "ScenarioError",
    "ScriptedDiceExhaustedError",
    "UnknownCardError",
    "builtin_deck",
    "compile_card",
    "load_deck",
    "odds",
    "open_db",
]
