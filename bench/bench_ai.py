"""Benchmark the AI against the random agent on the built-in demo decks.

Usage: ``python bench/bench_ai.py [--games 200] [--seed 0] [--level normal]
[--decks DECK DECK]`` (default: the built-in demo decks; ``bench/attachments-deck.txt``
plays Auras and Equipment).

Plays ``games`` games: the AI takes each deck half the time and each seat plays first
half the time. Prints the AI's win rate, the mean / p99 / max time per AI decision, and
how often it activated a die-rolling ability it was offered (the odds-based choice), and
where its Auras and Equipment went (on its own permanents or the opponent's).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from grimoire.agents import RandomAgent
from grimoire.agents.ai import AIAgent
from grimoire.agents.ai.statics import benefit, is_aura
from grimoire.decks import deck_from_spec
from grimoire.dice import find_rolls
from grimoire.oracle import ir
from grimoire.pool import CardPool
from grimoire.rules.actions import Action, ActivateAbility, CastSpell, Decision
from grimoire.rules.game import Agent, Game
from grimoire.rules.view import PlayerView


class Timed:
    """Wraps an agent, recording the seconds each decision takes and die-roll choices."""

    def __init__(self, agent: AIAgent) -> None:
        self.agent = agent
        self.times: list[float] = []
        self.roll_offers = 0
        self.roll_taken = 0
        self.attached: dict[str, int] = {}

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        start = time.perf_counter()
        action = self.agent.decide(view, decision)
        self.times.append(time.perf_counter() - start)
        if decision.kind == "priority":
            rolls = [a for a in view.legal_actions if isinstance(a, ActivateAbility)
                     and _rolls(view, a)]
            if rolls:
                self.roll_offers += 1
                self.roll_taken += action in rolls
            self._attachment(view, action)
        return action

    def _attachment(self, view: PlayerView, action: Action) -> None:
        """Count Aura spells and equip activations by whose permanent they go on."""
        if isinstance(action, CastSpell) and is_aura(view.definition(action.card)):
            kind = "aura"
        elif isinstance(action, ActivateAbility):
            ability = view.definition(action.source).abilities[action.index]
            if not isinstance(ability, ir.ActivatedAbility) \
                    or not isinstance(ability.effect, ir.Attach):
                return
            kind = "equip"
        else:
            return
        host = action.targets[0][0] if action.targets and action.targets[0] else None
        perms = {p.id: p for p in view.battlefield()}
        target = perms.get(host) if isinstance(host, int) else None
        if target is None:
            return
        card = view.definition(action.card if isinstance(action, CastSpell) else action.source)
        boon = sum(benefit(a.effect, target) for a in card.abilities
                   if isinstance(a, ir.StaticAbility)) >= 0  # the sign from the IR
        side = "own" if target.controller == view.player else "opponent's"
        key = f"{'boon' if boon else 'drawback'} {kind} on {side}"
        self.attached[key] = self.attached.get(key, 0) + 1


def _rolls(view: PlayerView, action: ActivateAbility) -> bool:
    ability = view.definition(action.source).abilities[action.index]
    return isinstance(ability, ir.ActivatedAbility) and bool(find_rolls(
        ir.CardDefinition("probe", abilities=(ability,))))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--level", default="normal", choices=("easy", "normal"))
    parser.add_argument("--decks", nargs=2, default=("demo-red-green", "demo-wub-flyers"))
    args = parser.parse_args()
    pool = CardPool.builtin()
    decks = [list(deck_from_spec(d, pool=pool).main) for d in args.decks]
    seeds = random.Random(args.seed)
    wins = 0
    times: list[float] = []
    offers = taken = 0
    attached: dict[str, int] = {}
    start = time.perf_counter()
    for i in range(args.games):
        ai_deck, ai_seat = (i // 2) % 2, (i // 4) % 2  # each deck, each seat, each
        seat_decks = [decks[1 - ai_deck], decks[1 - ai_deck]]  # plays first: a quarter
        seat_decks[ai_seat] = decks[ai_deck]
        game = Game.new(seat_decks, pool, seed=seeds.getrandbits(32), first_player=i % 2)
        timed = Timed(AIAgent(seeds.getrandbits(32), args.level))
        agents: list[Agent] = [timed, RandomAgent(seeds.getrandbits(32))]
        if ai_seat == 1:
            agents.reverse()
        result = game.run(agents)
        wins += result.winner == ai_seat
        times.extend(timed.times)
        offers += timed.roll_offers
        taken += timed.roll_taken
        for key, n in timed.attached.items():
            attached[key] = attached.get(key, 0) + n
    elapsed = time.perf_counter() - start
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(json.dumps({
        "games": args.games, "level": args.level, "ai_wins": wins,
        "win_rate": round(wins / args.games, 3), "decisions": len(times),
        "mean_ms": round(statistics.fmean(times) * 1000, 3), "p99_ms": round(p99 * 1000, 3),
        "max_ms": round(times[-1] * 1000, 3), "die_roll_offers": offers,
        "die_roll_activations": taken, "attachments": dict(sorted(attached.items())),
        "seconds": round(elapsed, 1)}))


if __name__ == "__main__":
    main()
