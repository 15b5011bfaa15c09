"""Benchmark a loop random agents never end: a free ``{0}`` ability on both sides.

Usage: ``PYTHONPATH=src python bench/bench_free_loop.py [--seed 4] [--max-turn-actions N]``

Both decks are 20 copies of a 1/1 with "{0}: gets +1/+0 until end of turn" (or, with
``--targeted``, "{0}: Target creature gets -1/-0 until end of turn") and 20 Forests; two
random agents play with ``Game.run``'s caps. Reports how the game ended, its actions, the
largest stack seen at a decision, CPU seconds and the process's peak resident memory: a
loop of optional actions is the players' to end (CR 729.2a), so the engine's caps end it,
and each action costs time in proportion to the stack (soak game 5435 built a 7,972-object
stack). ``--max-turn-actions 0`` turns the cap on one turn's actions off.
"""

from __future__ import annotations

import argparse
import resource
import time

from grimoire.agents import RandomAgent
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import Action, Decision
from grimoire.rules.game import MAX_TURN_ACTIONS, Game
from grimoire.rules.testing import vanilla_pool
from grimoire.rules.view import PlayerView

TEXTS = {False: "{0}: Test Tinkerer gets +1/+0 until end of turn.",
         True: "{0}: Target creature gets -1/-0 until end of turn."}


class _Watching(RandomAgent):
    """A random agent that notes the largest stack it decides at."""

    def __init__(self, seed: int, game: Game, peak: list[int]) -> None:
        super().__init__(seed)
        self.game, self.peak = game, peak

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        self.peak[0] = max(self.peak[0], len(self.game.stack))
        return super().decide(view, decision)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=4)
    parser.add_argument("--targeted", action="store_true")
    parser.add_argument("--max-turn-actions", type=int, default=MAX_TURN_ACTIONS)
    args = parser.parse_args()
    card = compile_source({"name": "Test Tinkerer", "type_line": "Creature — Human",
                           "mana_cost": "{G}", "power": "1", "toughness": "1",
                           "oracle_text": TEXTS[args.targeted]})
    deck = ["Test Tinkerer"] * 20 + ["Forest"] * 20
    game = Game.new([deck, deck], vanilla_pool().add(card), seed=args.seed)
    peak = [0]
    started = time.process_time()
    result = game.run([_Watching(1, game, peak), _Watching(2, game, peak)],
                      max_turn_actions=args.max_turn_actions or None)
    print(f"{result.reason}; {len(game.action_log)} actions, largest stack {peak[0]}, "
          f"{time.process_time() - started:.1f} CPU-s, peak RSS "
          f"{resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB")


if __name__ == "__main__":
    main()
