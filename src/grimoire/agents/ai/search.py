"""The hard AI: information-set Monte Carlo tree search over the heuristic AI's choices.

At a decision that matters (priority, attackers, blockers) with more than one sensible
answer, the agent runs single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012) in
rounds. Each round:

1. samples a game consistent with what the player may know
   (:func:`grimoire.rules.determinize.determinize`: the opponents' hands and every
   library dealt from the unseen cards, the RNG reseeded; never the real hidden cards);
2. for every root action in turn, on a copy of that same sample (paired samples: the
   actions are compared on the same hidden cards and the same playout seed, so a
   difference between them is the actions', not the draw's), descends the tree below
   that action, choosing at each later searched decision of any player, among that
   player's candidates available in this sample, by UCB1 with availability counts, and
   adds one new node;
3. plays on with the heuristic AI for every seat to the end of the turn after the
   decision's, or the end of the game, and scores the result for every seat (1 a win,
   0 a loss, else a logistic of life, board and cards against the best opponent);
4. adds each seat's score to the nodes of the actions that seat chose.

The answer is the root action with the best mean score, but the heuristic's own choice
unless another beats it by more than :data:`MARGIN` (with a few dozen samples, a small
difference is noise). Candidates come from the heuristic AI, so the search chooses
among plans it would consider: at priority, passing and the best-scored actions
(:data:`WIDTH`); in combat, its plan, no attack or block, everyone in, the plan with one
attacker or block added or removed, and double blocks. Playouts pass priority at once in
steps where the heuristic has nothing to answer (:func:`_quiet`), which makes an
iteration two to three times cheaper.

Randomness: the samples and the rollout agents draw from the agent's own
``random.Random(seed)`` (never from the game's RNG, whose state would tell future
shuffles and rolls), so a game between seeded agents replays exactly. ``iterations`` is
the budget per decision (rounded up to whole rounds); ``seconds`` caps a decision's time
as well (:data:`SECONDS` by default), checked before each iteration and during its
playout (an iteration the cap cuts short is dropped; with none complete, the heuristic's
choice stands). When it cuts a search short, the iterations run depend on the machine's
speed: pass ``seconds=None`` for results that never do.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from grimoire.agents.ai.agent import AIAgent
from grimoire.agents.ai.board import CARD_VALUE, Board, permanent_value
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.combat import AttackOptions, BlockOptions
from grimoire.rules.determinize import determinize
from grimoire.rules.game import Game
from grimoire.rules.objects import Target
from grimoire.rules.view import HiddenObjectError, PlayerView

SEARCHED = frozenset({"priority", "declare_attackers", "declare_blockers"})
"""The decisions the search makes; the heuristic AI answers the others."""
ITERATIONS = 32
"""The default budget: iterations (sampled games) per searched decision."""
SECONDS: float | None = 0.8
"""The default time cap per decision (a safety net for p99 latency under one second)."""
WIDTH = 6
"""At priority: passing and at most this many of the heuristic's best actions."""
COMBAT_WIDTH = 8
ROLLOUT_TURNS = 1
"""Rollouts stop at the end of the turn this many turns after the decision's."""
ROLLOUT_DECISIONS = 150
TREE_DEPTH = 6
EXPLORATION = 0.7
MARGIN = 0.02
"""How much better (in mean score, 0-1) an action must do than the heuristic's choice."""
SCALE = 6.0
"""The evaluation's logistic scale, in the heuristic's value units."""


@dataclass(slots=True)
class _Node:
    player: int
    visits: int = 0
    value: float = 0.0
    avail: int = 0
    children: dict[Action, _Node] = field(default_factory=dict)

    def ucb(self) -> float:
        return (self.value / self.visits
                + EXPLORATION * math.sqrt(math.log(max(self.avail, 1)) / self.visits))


class SearchAgent:
    """The ISMCTS agent (see the module docstring); ``AIAgent(seed, "hard")`` is one."""

    def __init__(self, seed: int | None = None, iterations: int = ITERATIONS,
                 seconds: float | None = SECONDS) -> None:
        self.rng = random.Random(seed)
        self.heuristic = AIAgent(self.rng.getrandbits(32), "normal")
        self.iterations = max(1, iterations)
        self.seconds = seconds
        self.last_iterations = 0
        """How many iterations the last searched decision ran (for tests and benches)."""

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        legal = view.legal_actions
        if len(legal) == 1 or decision.kind not in SEARCHED:
            return self.heuristic.decide(view, decision)
        options = candidates(self.heuristic, view, decision, legal)
        if len(options) == 1 or not worth_searching(view, decision, options):
            return options[0]
        return self._search(view, options)

    def _search(self, view: PlayerView, options: list[Action]) -> Action:
        me = view.player
        root = _Node(me)
        for action in options:
            root.children[action] = _Node(me)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while done < self.iterations:
            sample = determinize(view, self.rng)
            seed = self.rng.getrandbits(32)
            for action in options:  # every root action on the same sample (paired)
                # the time cap is checked before each iteration, and inside it (an
                # iteration the cap cuts short is dropped): one iteration on a real deck
                # can take a large part of the budget
                if deadline is not None and time.perf_counter() > deadline:
                    self.last_iterations = done
                    return choose(root, options)
                if self._iterate(sample.copy(), root.children[action], action, seed,
                                 deadline):
                    done += 1
        self.last_iterations = done
        return choose(root, options)

    def _iterate(self, game: Game, first: _Node, action: Action, seed: int,
                 deadline: float | None = None) -> bool:
        """One descent: ``action`` at the root, then the tree below it (UCB1 with
        availability at every searched decision), one new node, a playout, the update.
        False when it taught nothing: the engine refused the sample, or ``deadline``
        (``time.perf_counter``) passed before the playout ended."""
        rollout = AIAgent(seed, "normal")
        turn = game.turn
        path = [first]
        node = first
        try:
            game.apply(action)
            while game.result is None and len(path) < TREE_DEPTH:
                pending = game.pending
                assert pending is not None
                seat = pending.player
                legal = game.legal_actions()
                if len(legal) == 1:
                    game.apply(legal[0])
                    continue
                view = game.view(seat)
                if pending.kind not in SEARCHED:
                    game.apply(rollout.decide(view, pending))
                    continue
                actions = candidates(rollout, view, pending, legal)
                if len(actions) == 1:
                    game.apply(actions[0])
                    continue
                for known in actions:
                    child = node.children.get(known)
                    if child is not None:
                        child.avail += 1
                untried = [a for a in actions if a not in node.children]
                if untried:
                    chosen = untried[0]  # the playout policy's own choice first
                    node.children[chosen] = child = _Node(seat, avail=1)
                    game.apply(chosen)
                    path.append(child)
                    break
                chosen = max(actions, key=lambda a: node.children[a].ucb())
                node = node.children[chosen]
                game.apply(chosen)
                path.append(node)
            scores = _play_out(game, rollout, turn + ROLLOUT_TURNS, deadline)
        except Exception:  # a sample the engine refuses teaches nothing
            return False
        if scores is None:
            return False
        for visited in path:
            visited.visits += 1
            visited.value += scores[visited.player]
        return True


def choose(root: _Node, options: list[Action]) -> Action:
    """The root action with the best mean score; the heuristic's choice (``options[0]``)
    unless another beats it by more than :data:`MARGIN` (the samples are few: a small
    difference is noise, and the heuristic's choice is the better prior)."""
    def mean(action: Action) -> float:
        node = root.children[action]
        return node.value / node.visits if node.visits else float("-inf")
    base = options[0]
    best = max(options, key=mean)
    if best != base and mean(best) - mean(base) <= MARGIN:
        return base
    return best


QUIET_STEPS = frozenset({"untap", "upkeep", "draw", "beginning_of_combat",
                         "first_strike_damage", "combat_damage", "end_of_combat", "end",
                         "cleanup"})
"""Steps in which a playout passes priority on an empty stack without listing actions."""


def _quiet(game: Game, seat: int) -> bool:
    """Whether a playout passes priority at once: the stack is empty and it is a step
    without combat decisions to answer, or another player's main phase. (The playout
    policy thereby never casts an instant at those moments; the real decision, and the
    tree's, always consider every action.)"""
    if game.stack:
        return False
    return game.step in QUIET_STEPS or (game.step in ("main1", "main2") and
                                        game.active != seat)


def _play_out(game: Game, agent: AIAgent, last_turn: int,
              deadline: float | None = None) -> list[float] | None:
    """Play on with ``agent`` for every seat, then score the game for each seat; None
    when ``deadline`` (``time.perf_counter``) passes first."""
    decisions = 0
    while game.result is None and game.turn <= last_turn and decisions < ROLLOUT_DECISIONS:
        if deadline is not None and time.perf_counter() > deadline:
            return None
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority" and _quiet(game, pending.player):
            game.apply(PassPriority())
            continue
        legal = game.legal_actions()
        if len(legal) == 1:
            game.apply(legal[0])
            continue
        game.apply(agent.decide(game.view(pending.player), pending))
        decisions += 1
    return evaluate(game)


def evaluate(game: Game) -> list[float]:
    """Each seat's score in [0, 1]: 1 a win, 0 a loss, 0.5 each for a draw; a game still
    going by a logistic of the seat's standing (life, permanents, cards in hand) less the
    best opponent's."""
    seats = range(len(game.players))
    if game.result is not None:
        winner = game.result.winner
        return [0.5 if winner is None else float(s == winner) for s in seats]
    battlefield = game.view(0).battlefield()
    standing = []
    for s in seats:
        player = game.players[s]
        if player.lost:
            standing.append(-1e9)
            continue
        board = sum(permanent_value(p) for p in battlefield if p.controller == s)
        standing.append(_life_value(player.life) + board + CARD_VALUE * len(player.hand))
    out = []
    for s in seats:
        if game.players[s].lost:
            out.append(0.0)
            continue
        best = max(standing[o] for o in seats if o != s)
        diff = max(-50.0, min(50.0, (standing[s] - best) / SCALE))
        out.append(1 / (1 + math.exp(-diff)))
    return out


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
        best = heuristic.decide(view, decision)
        scored = sorted(((heuristic.score(board, a), i) for i, a in enumerate(legal)
                         if not isinstance(a, PassPriority)), key=lambda t: (-t[0], t[1]))
        out = [best]
        if PassPriority() in legal:
            out.append(PassPriority())
        out.extend(legal[i] for s, i in scored[:WIDTH] if s > -1.0)
        return _unique(out)
    if decision.kind == "declare_attackers":
        return _attack_candidates(heuristic, board, legal)
    return _block_candidates(heuristic, board, legal)


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


def _unique(actions: Sequence[Action]) -> list[Action]:
    return list(dict.fromkeys(actions))


def _attack_candidates(heuristic: AIAgent, board: Board, legal: Sequence[Action]
                       ) -> list[Action]:
    plan = heuristic.decide(board.view, board.view.pending)  # type: ignore[arg-type]
    if not isinstance(plan, DeclareAttackers):
        return [plan]
    pairs: list[tuple[int, Target]] = []
    if isinstance(legal, AttackOptions):
        pairs = [(c, next(t for t in options if t is not None))
                 for c, options in zip(legal.creatures, legal.choices, strict=True)
                 if any(t is not None for t in options)]
    chosen = dict(plan.attacks)
    out: list[Action] = [plan, DeclareAttackers(()), DeclareAttackers(tuple(pairs))]
    for creature in chosen:
        out.append(DeclareAttackers(tuple(p for p in plan.attacks if p[0] != creature)))
    for creature, target in pairs:
        if creature not in chosen:
            out.append(DeclareAttackers((*plan.attacks, (creature, target))))
    return [a for a in _unique(out) if a in legal][:COMBAT_WIDTH]


def _block_candidates(heuristic: AIAgent, board: Board, legal: Sequence[Action]
                      ) -> list[Action]:
    plan = heuristic.decide(board.view, board.view.pending)  # type: ignore[arg-type]
    if not isinstance(plan, DeclareBlockers):
        return [plan]
    options: list[tuple[int, int]] = []
    if isinstance(legal, BlockOptions):
        options = [(b, a) for b, attackers in zip(legal.blockers, legal.choices, strict=True)
                   for a in attackers]
    used = {b for b, _ in plan.blocks}
    out: list[Action] = [plan, DeclareBlockers(())]
    for pair in plan.blocks:
        out.append(DeclareBlockers(tuple(p for p in plan.blocks if p != pair)))
    for blocker, attacker in options:
        if blocker not in used:
            out.append(DeclareBlockers((*plan.blocks, (blocker, attacker))))
    double = [(b1, b2, a) for i, (b1, a) in enumerate(options) for (b2, a2) in options[i + 1:]
              if a2 == a and b1 != b2 and b1 not in used and b2 not in used]
    for b1, b2, attacker in double:  # two blockers on one attacker: the trade that saves
        out.append(DeclareBlockers((*plan.blocks, (b1, attacker), (b2, attacker))))
    return [a for a in _unique(out) if a in legal][:COMBAT_WIDTH]
