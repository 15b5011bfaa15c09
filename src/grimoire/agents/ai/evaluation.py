"""The hard AI's evaluation of a game still going, fitted to who went on to win.

A playout of :mod:`grimoire.agents.ai.search` that ends before the game does is scored by
an evaluation: each seat's chance to win. :func:`evaluate` gives each seat a *standing*,
a weighted sum of what it has (:func:`seat_features`: life, the power and toughness of
its creatures, evasion, lands, cards in hand, whose turn it is...), and each seat still in
the game its share of ``exp(standing)``; with two players that is the logistic of the
difference of the two standings, a logistic regression on the difference of the features.

The weights (:data:`WEIGHTS`) were fitted by ``bench/bench_evaluation.py --fit`` (numpy,
the ``rl`` extra; not needed here at play time): positions at the start of each turn of
heuristic-vs-heuristic games (the moment a playout's horizon ends), each labelled with the
game's winner; the data and seeds are in the script's docstring and bench/RESULTS.md.

>>> from grimoire.rules.game import Game
>>> from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
>>> from grimoire.rules.testing import vanilla_pool
>>> game = Game.from_position(Position(players=(
...     PlayerSpec(life=20, battlefield=(PermanentSpec("Grizzly Bears"),)),
...     PlayerSpec(life=20)), active=0, turn=3, step="main1"), vanilla_pool(), seed=0)
>>> ahead, behind = evaluate(game)
>>> ahead > 0.5 > behind
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from grimoire.agents.ai.board import COMMANDER_DAMAGE, KEYWORD_BONUS
from grimoire.rules.game import Game
from grimoire.rules.view import PermanentView, PlayerView

FEATURES = ("life_low", "life_high", "power", "toughness", "creatures", "flying_power",
            "unblocked_flying", "keywords", "tapped_power", "lands", "others", "hand",
            "active", "pressure", "out_of_cards")
"""The names of :func:`seat_features`' values, in order."""

WEIGHTS: tuple[float, ...] = (0.144, 0.0668, 0.2782, -0.0661, 0.1133, 0.0712, 0.0712,
                              0.2534, -0.0873, 0.3231, 0.0534, 0.2767, 0.2419, 0.6886, 0.0)
"""A standing's weight for each of :data:`FEATURES` (see the module docstring): the
``refit`` line of ``bench/bench_evaluation.py --games 4000 --seed 0 --test-games 2000
--test-seed 1 --fit`` (73,180 positions of 4,000 demo games; held-out log loss 0.545 on
36,735 positions of 2,000 other games, against 0.580 for ``search.evaluate``)."""

TURN_WEIGHTS: tuple[float, ...] = (0.0,) * len(FEATURES)
"""And its weight times the game's progress (:func:`progress`): how a feature's worth
changes as the game goes on. All 0: the fit with them (``refit_turn``) predicted a little
better (0.537) but gave life a negative worth in the first turns."""

EVASIVE = frozenset({"flying"})
"""Keywords that let a creature's attacks past blockers without them (CR 702.9b)."""
REACHING = frozenset({"flying", "reach"})
"""Keywords that let a creature block a flyer (CR 702.9b, 702.17b)."""


def _creature(p: PermanentView) -> bool:
    return "creature" in p.types


def seat_features(view: PlayerView, seat: int, opponent: int,
                  board: Sequence[PermanentView] | None = None) -> tuple[float, ...]:
    """``seat``'s features (:data:`FEATURES`) from what everyone sees, against
    ``opponent`` (the main one: cross features, e.g. how much of ``seat``'s flying power
    ``opponent`` can't block, and how close it is to killing them). ``board``: the
    battlefield, if the caller has it already. Life counts for no more than the commander
    damage the seat can still take (CR 903.10a, 704.6c)."""
    battlefield = view.battlefield() if board is None else board
    power = toughness = creatures = flying = keywords = tapped = lands = others = 0.0
    blockers_fly = False
    for p in battlefield:
        if p.controller == opponent and _creature(p) and p.keywords & REACHING:
            blockers_fly = True
        if p.controller != seat:
            continue
        if _creature(p):
            strength = 0 if "defender" in p.keywords else max(p.power or 0, 0)
            power += strength
            toughness += max((p.toughness or 0) - p.damage, 0)
            creatures += 1
            keywords += sum(KEYWORD_BONUS.get(k, 0.0) for k in p.keywords)
            if p.keywords & EVASIVE:
                flying += strength
            if p.tapped:
                tapped += strength
        elif "land" in p.types:
            lands += 1
        else:
            others += 1
    life = _room(view, seat)
    their_life = max(_room(view, opponent), 1)
    return (min(life, 10), max(life - 10, 0), power, toughness, creatures, flying,
            0.0 if blockers_fly else flying, keywords, tapped, min(lands, 8), others,
            view.hand_sizes[seat], float(view.active == seat), min(power / their_life, 2.0),
            float(view.library_sizes[seat] == 0))


def _room(view: PlayerView, seat: int) -> int:
    """How far ``seat`` is from losing by damage: its life, or less when a commander is
    nearer 21 combat damage to it (CR 903.10a)."""
    return min((COMMANDER_DAMAGE - dealt[seat] for _, _, _, dealt in view.commanders()),
               default=view.life[seat])


def progress(turn: int) -> float:
    """How far the game has gone, for :data:`TURN_WEIGHTS`: the turn over 10, at most 2."""
    return min(turn, 20) / 10


def standing(features: Sequence[float], turn: int,
             weights: tuple[Sequence[float], Sequence[float]] = (WEIGHTS, TURN_WEIGHTS)
             ) -> float:
    """The weighted sum of a seat's features in turn ``turn``."""
    late = progress(turn)
    return sum((w + late * v) * f for w, v, f in zip(*weights, features, strict=True))


def final_scores(game: Game) -> list[float]:
    """Each seat's score in a finished game: 1 the winner, 0 the others, 0.5 each in a
    draw (CR 104.4a)."""
    assert game.result is not None
    winner = game.result.winner
    return [0.5 if winner is None else float(s == winner) for s in range(len(game.players))]


def evaluate(game: Game, weights: tuple[Sequence[float], Sequence[float]] = (
        WEIGHTS, TURN_WEIGHTS)) -> list[float]:
    """Each seat's score in [0, 1]: 1 a win, 0 a loss, 0.5 each for a draw; a game still
    going by the seat's share of ``exp(standing)`` among the players still in it (a
    player who left the game, CR 800.4a, takes none). A seat's cross features are read
    against its main opponent: the one still in the game closest to losing (CR 104.3a),
    the next seat first on a tie."""
    seats = range(len(game.players))
    if game.result is not None:
        return final_scores(game)
    view = game.view(0)
    board = view.battlefield()
    alive = [s for s in seats if not game.players[s].lost]
    if not alive:
        return [0.5 for _ in seats]
    standings = {}
    for s in alive:
        others = [(s + i) % len(game.players) for i in range(1, len(game.players))]
        rivals = [o for o in others if o in alive] or others
        opponent = min(rivals, key=lambda o: (_room(view, o), rivals.index(o)))
        standings[s] = standing(seat_features(view, s, opponent, board), game.turn, weights)
    top = max(standings.values())
    weight = [math.exp(max(-50.0, standings[s] - top)) if s in standings else 0.0
              for s in seats]
    total = sum(weight)
    return [w / total for w in weight]
