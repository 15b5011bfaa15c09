"""Issue 13, part 5: the real decklists of ../shared/data/decks play. Every deck the engine
can play whole is played against the next one (in file order, the last against the first)
with random agents, up to a decision cap; after every few decisions the invariants hold:
every object in exactly one zone (CR 400.1), each player's number of cards conserved (tokens
and copies aside, CR 111.7-8, 707.10, and dungeons, which venturing brings from outside
the game, CR 309.2a; a melded permanent is two cards, CR 712.4), and each game ends (CR 104)
or reaches the cap.

A Commander deck's commander starts in its library here (the command zone is the Commander
variant's, issue 14). Skipped without ../shared/data.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from grimoire.agents import RandomAgent
from grimoire.decks import load_deck
from grimoire.decks.names import NameResolver
from grimoire.errors import DeckError
from grimoire.mechanics import meld
from grimoire.pool import CardPool
from grimoire.rules.game import Game

DECISION_CAP = 1500
"""Random agents can loop free actions (tap and untap) for ever: the cap ends such a game."""
CHECK_EVERY = 50


def _zones(game: Game) -> None:
    seen: Counter[int] = Counter()
    for player in game.players:
        for zone in (player.library, player.hand, player.graveyard):
            seen.update(zone)
    for zone in (game.battlefield, game.stack, game.exile, game.command):
        seen.update(zone)
    assert set(seen) == set(game.objects), "an object in no zone, or a zone holding a ghost"
    assert all(count == 1 for count in seen.values()), "an object in two zones"


def _cards(game: Game) -> list[int]:
    """Each player's cards, less the dungeon cards venturing brings from outside the game
    (CR 309.2a, 701.46a), with the second card a melded permanent holds (CR 712.4: one
    permanent, two cards; :mod:`grimoire.mechanics.meld`)."""
    counts = [0] * len(game.players)
    for obj in game.objects.values():
        if obj.kind == "card" and "dungeon" not in obj.info.card.card_types:
            counts[obj.owner] += 1
    melded = meld.STATE.get(game)
    for _, _, owner in melded.parts if melded is not None else ():
        counts[owner] += 1
    return counts


def playable_decks(files: list[Path], pool: CardPool) -> list[tuple[Path, list[str]]]:
    """The decks of ``files`` whose every card the engine plays, as card lists."""
    resolver = NameResolver(pool)
    out: list[tuple[Path, list[str]]] = []
    for path in files:
        try:
            deck = load_deck(path, pool=resolver, playable_only=False)
        except DeckError:
            continue  # a card the Oracle list lacks (see test_wild_formats)
        cards = [*deck.commander, *deck.main]
        if not any(pool.support_problems(name) for name in set(cards)):
            out.append((path, cards))
    return out


@pytest.mark.slow
@pytest.mark.shared_data
def test_every_playable_real_deck_plays(deck_files: list[Path], oracle_pool: CardPool) -> None:
    decks = playable_decks(deck_files, oracle_pool)
    assert decks, "no real deck is fully playable"
    for index, (path, cards) in enumerate(decks):
        other_path, other = decks[(index + 1) % len(decks)]
        game = Game.new([cards, other], oracle_pool, seed=index)
        start = _cards(game)
        agents = [RandomAgent(index), RandomAgent(index + 1)]
        decisions = 0
        while game.result is None and decisions < DECISION_CAP:
            game.run(agents, max_decisions=CHECK_EVERY)
            decisions += CHECK_EVERY
            _zones(game)
            assert _cards(game) == start, f"{path.name} vs {other_path.name}: cards changed"
        assert game.result is not None or decisions >= DECISION_CAP
