"""Evaluate an agent in the Gymnasium environment: a random agent that respects the
action mask, against the built-in heuristic AI on the demo decks.

Usage: ``python examples/random_masked_agent.py [--episodes 20] [--seed 0]``
(needs ``pip install grimoire[rl]``). Replace ``choose`` with a trained policy: it gets
the observation dict (``observation`` vector and ``action_mask``) and returns a slot.
"""

from __future__ import annotations

import argparse

import numpy as np
import numpy.typing as npt

from grimoire.rl import gym_env
from grimoire.sim.stats import wilson


def choose(observation: dict[str, npt.NDArray[np.float32]], rng: np.random.Generator) -> int:
    """A uniformly random legal slot (the mask's nonzero entries)."""
    legal = np.flatnonzero(observation["action_mask"])
    return int(rng.choice(legal))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    env = gym_env(seed=args.seed)
    rng = np.random.default_rng(args.seed)
    wins = draws = steps = 0
    for _ in range(args.episodes):
        observation, _ = env.reset()
        done = False
        reward = 0.0
        while not done:
            observation, r, terminated, truncated, _ = env.step(choose(observation, rng))
            reward, done = float(r), terminated or truncated
            steps += 1
        wins += reward > 0
        draws += reward == 0
    lo, hi = wilson(wins, args.episodes)
    print(f"random masked agent vs heuristic AI: {wins}/{args.episodes} wins "
          f"({100 * wins / args.episodes:.1f}%, 95% CI {100 * lo:.1f}-{100 * hi:.1f}%), "
          f"{draws} draws, {steps / args.episodes:.0f} decisions per game")


if __name__ == "__main__":
    main()
