"""The hard AI: information-set Monte Carlo search over the heuristic AI's choices.

At a decision that matters (priority, attackers, blockers) with more than one sensible
answer, the agent compares its candidate answers by playing each on games sampled from
what the player may know (determinized, or "perfect information" sampling of the
information set: Cowling, Powley and Whitehouse 2012, flat at the root), and keeps the
heuristic's own answer unless another does clearly better. A playout:

1. a game consistent with what the player may know
   (:func:`grimoire.rules.determinize.determinize`: the opponents' hands and every
   library dealt from the unseen cards, the RNG reseeded; never the real hidden cards),
   then conditioned on the opponents' land drops (:mod:`grimoire.agents.ai.inference`: an
   opponent who ended a turn without playing a land held none, so its sampled hand holds
   lands only among the cards it got since);
   every root action is played on a copy of that same sample with the same playout seed
   (paired samples, common random numbers: a difference between two actions is the
   actions', not the draw's);
2. the root action, then the heuristic AI for every seat (a rollout policy: the search is
   one step of policy improvement over the heuristic) to the end of the fifth turn after
   the decision's (:data:`ROLLOUT_TURNS`; as many after an attack or a block,
   :data:`COMBAT_ROLLOUT_TURNS`), or the end of the game, passing priority at once in steps
   where the heuristic has nothing to answer (:func:`grimoire.agents.ai.rollout.passes`);
3. the result scored for the player: 1 a win, 0 a loss, else a logistic of life, board
   and cards against the best opponent (:func:`evaluate`).

The budget is spent by sequential halving (Karnin, Koren and Somekh 2013): in each of
``ceil(log2(k))`` rounds every surviving action gets an equal share of fresh samples, then
the worse half is dropped (the heuristic's choice always survives: it is the default). No
tree is grown below the root actions (as ISMCTS proper does): with a budget of a
few dozen playouts, its nodes for the opponent's replies are each visited once or twice,
so a root action's value averaged the opponent's worst replies with its best.

The answer (:func:`choose`) is the heuristic's choice unless another surviving action
beats it on the samples both were played on by more than :data:`MARGIN` and
:data:`CONFIDENCE` standard errors. Candidates come from the heuristic AI, so the search
chooses among plans it would consider: at priority, passing, the best-scored actions
and the best uses of its spells on an opponent's permanent
(:func:`~grimoire.agents.ai.candidates.priority_candidates`); in combat, the
declarations of :mod:`grimoire.agents.ai.candidates` (its plan, none, all-in, the
attackers' safest subsets, one held back or added, the blocks that kill together or keep
the player alive), with :data:`COMBAT_BUDGET` times the playouts. A priority decision of
the same turn in the same situation as one already searched keeps that answer (:func:`situation`).

Randomness: the samples and the rollout agents draw from the agent's own
``random.Random(seed)`` (never from the game's RNG, whose state would tell future
shuffles and rolls), so a game between seeded agents replays exactly. ``iterations`` is
the budget of playouts per decision; ``seconds`` caps a decision's time as well
(:data:`SECONDS` by default), checked before each playout and during it (a playout the
cap cuts short is dropped; the comparison uses the samples played so far), and the
halving's schedule is planned for the playouts the time affords (:func:`_affordable`).
The playouts run then depend on the machine's speed: pass ``seconds=None`` for results
that never do.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from grimoire.agents.ai import evaluation
from grimoire.agents.ai.agent import AIAgent
from grimoire.agents.ai.board import CARD_VALUE, COMMANDER_DAMAGE, Board, permanent_value
from grimoire.agents.ai.candidates import (
    attack_candidates,
    block_candidates,
    priority_candidates,
)
from grimoire.agents.ai.inference import LandDrops, condition
from grimoire.agents.ai.rollout import passes, quiet_moment
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    Decision,
    PassPriority,
)
from grimoire.rules.determinize import determinize
from grimoire.rules.game import Game
from grimoire.rules.view import HiddenObjectError, PlayerView

SEARCHED = frozenset({"priority", "declare_attackers", "declare_blockers"})
"""The decisions the search makes; the heuristic AI answers the others."""
ITERATIONS = 32
"""The default budget: playouts (one root action on one sampled game) per searched
decision, over all its root actions."""
SECONDS: float | None = 0.8
"""The default time cap per decision (a safety net for p99 latency under one second)."""
ROLLOUT_TURNS = 5
"""Rollouts from a priority decision stop at the end of the turn this many turns after the
decision's. Five, as in combat (session 20, bench/RESULTS.md: on 200 paired games, 100 of
seed 0 and 100 of seed 1, five turns won 4 games three turns lost and lost none it won;
0.22 CPU-s instead of 0.16 per priority search, still below the combat searches, p99 of
all decisions unchanged at 0.41 CPU-s). Earlier, three, not one: the priority overrides
of 22 hard-vs-heuristic games valued by full-game playouts on the real hands
(bench/bench_search_overrides.py, bench/RESULTS.md session 19) gained +0.061 in win
probability each where the one-turn playouts had estimated +0.132 on the same hands,
and the two that lost were misread by that horizon (a spell cast now that looked better
at the end of the next turn, and lost the game more often); on 100 paired games
(bench_search_paired.py, seed 0) three turns won 5 games one turn lost and lost none it
won (67 against 62), at 0.19 CPU-s instead of 0.10 per priority search."""
COMBAT_ROLLOUT_TURNS = 5
"""And from an attack or a block: a combat's worth shows over the next turns (who wins the
race, what the creatures it spared do), not by the end of the turn after it. Measured on
positions of heuristic games whose candidates' values were estimated by full-game playouts
(bench/RESULTS.md, round 8): the attacks chosen gained 0.026 in win probability over the
heuristic's with 1 turn, 0.047 with 3, 0.062 with 5 (the priority decisions measured then
gained no more with a longer horizon, 0.016, 0.018, 0.010, but whole games later did: see
:data:`ROLLOUT_TURNS`)."""
COMBAT_HORIZONS = (COMBAT_ROLLOUT_TURNS, 3, 1)
"""The combat playout horizons, longest first, that a search short of time falls back
to (see :meth:`SearchAgent._horizon`). At equal time, 0.08 CPU seconds per search (what
a 0.8 s wall cap leaves at load 10-12), on 30 combat positions (bench/RESULTS.md, round
10): the attacks chosen gained 0.000 in win probability with 5 turns, 0.000 with 3,
0.049 with 1 and 0.026 with 0 (the end of this turn: the crack-back unseen, 6 of its 14
overrides for a worse attack); the fallback picks 1 there."""
SHORT_OF_TIME = 12
"""A combat search shortens its playouts when the time cap affords fewer than this many
(two candidates compared on :data:`MIN_PAIRS` samples twice over)."""
COMBAT_BUDGET = 1.5
"""Combat decisions get this many times the budget (``iterations``): that is where the
search gains (bench/RESULTS.md, round 8: attacks gained 0.06-0.11 in win probability per
decision, priority decisions 0.00-0.02), and they have more candidates to tell apart."""
ROLLOUT_DECISIONS = 150
MARGIN = 0.02
"""How much better (in mean score, 0-1) an action must do than the heuristic's choice."""
CONFIDENCE = 1.0
"""And by how many standard errors of the paired differences (a noisy lead is no lead)."""
MIN_PAIRS = 3
"""The fewest samples on which an action must have been compared with the heuristic's."""
SCALE = 6.0
"""The evaluation's logistic scale, in the heuristic's value units."""
TIE_STOP = True
"""Drop the actions that tie the heuristic's choice on every sample (see :func:`_distinct`)."""

EVALUATION = "standing"
"""How a playout that ends before the game does is scored: ``"standing"`` by
:func:`evaluate`, ``"fitted"`` by :func:`grimoire.agents.ai.evaluation.evaluate` (fitted
to who won heuristic games; bench/RESULTS.md, session 18)."""

QUIET_PASS = True
"""Playouts pass priority at once on an empty stack in the quiet steps and in another
player's main phase (:func:`grimoire.agents.ai.rollout.passes`), where the heuristic AI
itself would cast an instant it holds; False: they pass at once only where the heuristic
could only pass (the playouts then play the heuristic AI exactly). Off, the hard AI won
no game more and lost 6 (session 20: 3 of 100 paired games on each of seeds 0 and 1)."""

QUIET_BASE = True
"""At a priority decision the rollout policy leaves quiet (an empty stack in a quiet step
or another player's main phase: :func:`grimoire.agents.ai.rollout.quiet_moment`), the
default answer the others must beat is to pass, not the heuristic's choice: the search is
one step of improvement over its rollout policy, which holds its instants there. Measured
(session 20, bench/RESULTS.md, 100 paired games each of seeds 0 and 1, five-turn priority
playouts): with it the hard AI won 3 games it lost without and lost 1 it won; with it and
five-turn playouts, 6 won and none lost against the three-turn search without it. The
playouts' own policy there is the stronger one: letting them cast instants in those
moments as the heuristic does (:data:`QUIET_PASS` off) lost 6 games and won none."""

INFER = True
"""Condition the samples on the opponents' land drops (:mod:`grimoire.agents.ai.inference`)."""

Scores = dict[int, float]
"""One root action's playout scores, by sample number."""


class SearchAgent:
    """The search agent (see the module docstring); ``AIAgent(seed, "hard")`` is one."""

    def __init__(self, seed: int | None = None, iterations: int = ITERATIONS,
                 seconds: float | None = SECONDS) -> None:
        self.rng = random.Random(seed)
        self.heuristic = AIAgent(self.rng.getrandbits(32), "normal")
        self.iterations = max(1, iterations)
        self.seconds = seconds
        self.last_iterations = 0
        """How many playouts the last searched decision ran (for tests and benches)."""
        self.searches = 0
        """How many decisions this agent has searched."""
        self.last_scores: dict[Action, Scores] = {}
        """The last search's playout scores by root action and sample (for benches)."""
        self._answers: dict[tuple[object, ...], Action] = {}
        self._lands = LandDrops()
        """What the opponents' land drops tell about their hands (:mod:`.inference`)."""
        self._turn = -1
        self._pace: float | None = None
        """Seconds per playout and per turn of its horizon, over the recent searches (each
        new search counts half): what the machine affords now (see :meth:`_seconds`)."""

    def _seconds(self, turns: int) -> float | None:
        """The expected seconds of one playout ``turns`` turns past the decision's (the
        rest of this turn and ``turns`` more), at the recent pace; None before any."""
        return None if self._pace is None else self._pace * (turns + 1)

    def _left(self, start: float, turns: int) -> int | None:
        """How many playouts of horizon ``turns`` the time cap still affords for the
        decision begun at ``start``; None with no cap or no pace yet."""
        seconds = self._seconds(turns)
        if self.seconds is None or seconds is None or seconds <= 0:
            return None
        return max(0, int((start + self.seconds - time.perf_counter()) / seconds))

    def _horizon(self, start: float) -> int:
        """The playout horizon of an attack or a block: :data:`COMBAT_ROLLOUT_TURNS`, or
        a shorter one of :data:`COMBAT_HORIZONS` when the time cap affords fewer than
        :data:`SHORT_OF_TIME` playouts of it at the recent pace (on a loaded machine two
        or three five-turn playouts would compare nothing; the shorter look still tells a
        combat that loses creatures from one that trades up, on enough samples to
        count). With no cap, always the full horizon."""
        for turns in COMBAT_HORIZONS:
            left = self._left(start, turns)
            if left is None or left >= SHORT_OF_TIME:
                return turns
        return COMBAT_HORIZONS[-1]

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        start = time.perf_counter()  # the cap counts the candidates' time too
        legal = view.legal_actions
        if len(legal) == 1 or decision.kind not in SEARCHED:
            return self.heuristic.decide(view, decision)
        options = candidates(self.heuristic, view, decision, legal)
        if QUIET_BASE and decision.kind == "priority" and PassPriority() in options and \
                quiet_moment(bool(view.stack()), view.step, view.active, view.player):
            options = [PassPriority(), *(a for a in options if a != PassPriority())]
        if len(options) == 1 or not worth_searching(view, decision, options):
            return options[0]
        if view.turn != self._turn:
            self._answers.clear()
            self._turn = view.turn
        key = situation(view, decision, options)
        known = self._answers.get(key) if key is not None else None
        if known is not None:
            return known
        self.searches += 1
        turns = ROLLOUT_TURNS if decision.kind == "priority" else self._horizon(start)
        playouts = budget(decision.kind, self.iterations)
        begun = time.perf_counter()
        answer = self._search(view, options, start, turns, playouts)
        if self.last_iterations:
            pace = (time.perf_counter() - begun) / self.last_iterations / (turns + 1)
            self._pace = pace if self._pace is None else (self._pace + pace) / 2
        if key is not None:
            self._answers[key] = answer
        return answer

    def _search(self, view: PlayerView, options: list[Action], start: float,
                turns: int = 1, iterations: int | None = None) -> Action:
        """Sequential halving over ``options`` with paired samples (see the module
        docstring); the answer by :func:`choose` among the last survivors. After each
        sample the actions that tie the heuristic's choice leave the running
        (:func:`_distinct`): the budget left goes to the others, and a search with
        nothing left to compare stops. Under a time
        cap, the rest of the schedule is planned again after each sample for the
        playouts the time left affords at the pace so far (a slow machine halves sooner
        and compares the last two on more samples, instead of being cut short in the
        first round with every action on a sample or two)."""
        scores: dict[Action, Scores] = {action: {} for action in options}
        self.last_scores = scores
        limits = self._lands.limits(view) if INFER else {}
        alive = list(options)
        rounds = max(1, math.ceil(math.log2(len(options))))
        deadline = None if self.seconds is None else start + self.seconds
        begun = time.perf_counter()
        left = iterations or self.iterations  # the playouts the budget still allows
        played = sample_no = 0
        self.last_iterations = 0
        for round_no in range(rounds):
            done = 0  # this round's samples
            while True:
                budget = done * len(alive) + _affordable(left, played, begun, deadline)
                share = (rounds - round_no) * len(alive)  # the last round spends the rest
                target = max(1, budget // share if round_no < rounds - 1 else -(-budget // share))
                if done >= target:
                    break
                if deadline is not None and time.perf_counter() > deadline:
                    return choose(scores, alive, options)  # no sample dealt in vain
                sample = determinize(view, self.rng)
                if limits:
                    condition(sample, view, limits, self.rng)
                seed = self.rng.getrandbits(32)
                for i, action in enumerate(alive):  # paired: every action on this sample
                    if deadline is not None and time.perf_counter() > deadline:
                        return choose(scores, alive, options)
                    game = sample if i == len(alive) - 1 else sample.copy()
                    result = _playout(game, action, view.player, seed, deadline, turns)
                    if result is not None:
                        scores[action][sample_no] = result
                        self.last_iterations += 1
                    left -= 1
                    played += 1
                sample_no += 1
                done += 1
                alive = list(_distinct(scores, alive, options[0]))
                if len(alive) == 1:  # nothing left that could beat the heuristic's choice
                    return options[0]
            alive = _halve(scores, alive, options[0])
        return choose(scores, alive, options)


def budget(kind: str, iterations: int) -> int:
    """The playouts a searched decision of ``kind`` may run: ``iterations`` at priority,
    :data:`COMBAT_BUDGET` times as many for an attack or a block."""
    return iterations if kind == "priority" else max(1, round(iterations * COMBAT_BUDGET))


def _affordable(left: int, played: int, start: float, deadline: float | None) -> int:
    """The playouts still to run: what is ``left`` of the budget, and under a
    ``deadline`` no more than the time left affords at the pace of the ``played`` ones
    since ``start`` (samples included)."""
    if deadline is None or played == 0:
        return left
    now = time.perf_counter()
    pace = (now - start) / played
    return max(0, min(left, int((deadline - now) / pace))) if pace > 0 else left


STEP_GROUPS = {"upkeep": "beginning", "draw": "beginning", "main1": "precombat",
               "beginning_of_combat": "precombat", "end_of_combat": "postcombat",
               "main2": "postcombat"}
"""Steps in a row that end when every player passes on an empty stack (CR 117.4, 500.2)
and between which nothing changes unless a player acts or an ability triggers."""


def situation(view: PlayerView, decision: Decision,
              options: Sequence[Action]) -> tuple[object, ...] | None:
    """What a searched priority decision on an empty stack depends on, from the player's
    view: the step (steps in a row where nothing happens unless someone acts are one),
    the candidates, the battlefield, life totals, the player's hand, the cards in each
    hidden zone and the mana pool. A decision of the same turn in the same situation
    gets the same answer without a second search: the search would ask the same
    question, and asking it again only gives the noise another chance to pass for a
    lead (the searched answer stands until something changes). None for the decisions
    that are not remembered (combat, or something on the stack)."""
    if decision.kind != "priority" or view.stack():
        return None
    return (STEP_GROUPS.get(view.step, view.step), view.active, frozenset(options),
            view.battlefield(), view.life, view.hand, view.hand_sizes, view.library_sizes,
            view.mana_pool)


def _mean(values: Scores) -> float:
    return sum(values.values()) / len(values) if values else float("-inf")


def _distinct(scores: dict[Action, Scores], alive: list[Action], base: Action
              ) -> dict[Action, Scores]:
    """The actions of ``alive`` (in order) with their scores, less those that scored
    exactly as the heuristic's choice ``base`` on every one of at least :data:`MIN_PAIRS`
    shared samples (e.g. playing a land now or passing, when the rollout plays it next: the
    same game): they can't beat it, and the samples they would take are better spent on
    the others."""
    if not TIE_STOP:
        return {action: scores[action] for action in alive}
    mine = scores[base]
    kept = {}
    for action in alive:
        theirs = scores[action]
        pairs = theirs.keys() & mine.keys()
        if action == base or len(pairs) < MIN_PAIRS or \
                any(theirs[k] != mine[k] for k in pairs):
            kept[action] = theirs
    return kept


def _halve(scores: dict[Action, Scores], alive: list[Action], base: Action) -> list[Action]:
    """The better half of ``alive`` by mean score (at least two), the heuristic's choice
    ``base`` always kept: it is the default answer every other is measured against.
    Only the actions ``scores`` still holds stay in the running."""
    alive = [a for a in alive if a in scores]
    if len(alive) <= 2:
        return alive
    keep = max(2, (len(alive) + 1) // 2)
    ranked = sorted(alive, key=lambda a: -_mean(scores[a]))
    best = [a for a in ranked if a != base][:keep - 1]
    return [a for a in alive if a == base or a in best]


def _playout(game: Game, action: Action, me: int, seed: int,
             deadline: float | None, turns: int = 1) -> float | None:
    """``action`` on the sampled ``game``, then the heuristic AI for every seat to the end
    of the turn ``turns`` after the decision's (:func:`_play_out`): ``me``'s score, or None
    when it taught nothing (the engine refused the sample, or ``deadline`` passed first)."""
    rollout = AIAgent(seed, "normal")  # one seed for every action: common random numbers
    turn = game.turn
    try:
        game.apply(action)
        scores = _play_out(game, rollout, turn + turns, deadline)
    except Exception:  # a sample the engine refuses teaches nothing
        return None
    return None if scores is None else scores[me]


def choose(scores: dict[Action, Scores], alive: Sequence[Action],
           options: Sequence[Action]) -> Action:
    """The heuristic's choice (``options[0]``) unless an action still ``alive`` beats it
    on the samples both were played on: on at least :data:`MIN_PAIRS` of them, by more
    than :data:`MARGIN` in mean score and by :data:`CONFIDENCE` standard errors of the
    differences (the samples are few: a small or noisy lead is no lead, and the
    heuristic's choice is the better prior). Among several, the largest mean lead."""
    base = options[0]
    best, lead = base, 0.0
    for action in alive:
        if action == base:
            continue
        pairs = scores[action].keys() & scores[base].keys()
        n = len(pairs)
        if n < MIN_PAIRS:
            continue
        diffs = [scores[action][k] - scores[base][k] for k in pairs]
        mean = sum(diffs) / n
        spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)
        if mean > MARGIN and mean > CONFIDENCE * spread and mean > lead:
            best, lead = action, mean
    return best


def _play_out(game: Game, agent: AIAgent, last_turn: int,
              deadline: float | None = None) -> list[float] | None:
    """Play on with ``agent`` for every seat, then score the game for each seat; None
    when ``deadline`` (``time.perf_counter``) passes first. Between its actions only the
    engine acts on the game (the agent reads a view): ``apply(untouched=True)``."""
    decisions = 0
    while game.result is None and game.turn <= last_turn and decisions < ROLLOUT_DECISIONS:
        if deadline is not None and time.perf_counter() > deadline:
            return None
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority" and passes(game, pending.player, QUIET_PASS):
            game.apply(PassPriority(), untouched=True)
            continue
        legal = game.legal_actions()
        if len(legal) == 1:
            game.apply(legal[0], untouched=True)
            continue
        action = agent.decide(game.view(pending.player), pending)
        game.apply(action, untouched=True)
        decisions += 1
    return evaluation.evaluate(game) if EVALUATION == "fitted" else evaluate(game)


def evaluate(game: Game) -> list[float]:
    """Each seat's score in [0, 1]: 1 a win, 0 a loss, 0.5 each for a draw; a game still
    going by the seat's share of ``exp(standing / SCALE)`` among the players still in it
    (standing: life, permanents, cards in hand). With two players that is the logistic of
    the difference of their standings; with more, a player who left the game (CR 800.4a)
    takes no share, so knocking one out counts. In Commander a seat's life counts for no
    more than the commander damage it can still take (CR 903.10a)."""
    seats = range(len(game.players))
    if game.result is not None:
        return evaluation.final_scores(game)
    view = game.view(0)
    battlefield = view.battlefield()
    # CR 903.10a, 704.6c: 21 combat damage from one commander loses the game whatever the
    # life total, so a player is only as far from losing as the nearer of the two
    commanders = view.commanders()
    room = [min((COMMANDER_DAMAGE - dealt[s] for _, _, _, dealt in commanders),
                default=game.players[s].life) for s in seats]
    standing = []
    for s in seats:
        player = game.players[s]
        if player.lost:
            standing.append(0.0)  # (no share)
            continue
        board = sum(permanent_value(p) for p in battlefield if p.controller == s)
        life = min(player.life, room[s])
        standing.append(_life_value(life) + board + CARD_VALUE * len(player.hand))
    alive = [s for s in seats if not game.players[s].lost]
    top = max(standing[s] for s in alive)
    weight = [math.exp(max(-50.0, (standing[s] - top) / SCALE)) if s in alive else 0.0
              for s in seats]
    total = sum(weight)
    return [w / total for w in weight]


def _life_value(life: int) -> float:
    """Life is worth more when it runs low (the same shape as the heuristic's)."""
    if life <= 0:
        return -20.0
    return 0.6 * min(life, 10) + 0.2 * max(0, life - 10)


def candidates(heuristic: AIAgent, view: PlayerView, decision: Decision,
               legal: Sequence[Action]) -> list[Action]:
    """The actions the search considers (see the module docstring), the heuristic's own
    choice first."""
    board = Board.of(view)
    if decision.kind == "priority":
        return priority_candidates(heuristic, board, legal)
    if decision.kind == "declare_attackers":
        return attack_candidates(heuristic, board, legal)
    return block_candidates(heuristic, board, legal)


def worth_searching(view: PlayerView, decision: Decision, options: Sequence[Action]) -> bool:
    """Whether the search may improve on the heuristic: always in combat; at priority when
    something is on the stack, or an option is an instant, a sorcery or an ability (whose
    timing and targets the heuristic judges by a one-ply model), not only permanents to
    cast and lands to play (where it trusts the heuristic's order)."""
    if decision.kind != "priority" or view.stack():
        return True
    for action in options:
        if isinstance(action, ActivateAbility):
            return True
        if isinstance(action, CastSpell):
            try:
                types = view.definition(action.card).card_types
            except HiddenObjectError:
                continue
            if "instant" in types or "sorcery" in types or action.targets:
                return True
    return False
