"""The game behind both environments: decks, seeds, slots, and running to the next choice.

A :class:`Table` owns one game at a time. Its seeds come from its own
``random.Random(seed)``: each :meth:`Table.reset` draws the next game's seed (and the
built-in opponents' seeds) from it, so a run of episodes is reproducible from the
environment's seed, and ``reset(seed=s)`` starts that stream again from ``s``. The game's
randomness is the game's seeded RNG, as everywhere in Grimoire.

Decisions with a single legal answer are answered at once (as :meth:`Game.run
<grimoire.rules.game.Game.run>` does); the turn and action caps and a loop of mandatory
actions end the game as a draw (CR 104.4b), which the environments report as truncation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from grimoire.decks import builtin_deck, deck_from_spec
from grimoire.errors import GrimoireError
from grimoire.pool import CardPool
from grimoire.rl.encoding import CombatChoice, Slot, mask, observe, slots
from grimoire.rules.game import (
    FORCED_LOOP,
    MAX_ACTIONS,
    MAX_TURN_ACTIONS,
    MAX_TURNS,
    CardSource,
    Game,
)
from grimoire.rules.view import PlayerView

DEMO_DECKS = ("demo-red-green", "demo-wub-flyers")

DeckSpec = str | Sequence[str]
"""A deck: a built-in deck name or deck file, or a list of card names."""


class EnvError(GrimoireError):
    """An environment was made or driven wrongly (decks, seats, a step after the end)."""


def resolve_decks(decks: Sequence[DeckSpec] | None, pool: CardSource | None
                  ) -> tuple[list[list[str]], CardSource]:
    """The decks as card-name lists, and the pool they play with: the built-in demo decks
    and pool by default; a deck given by name or file is read like ``grimoire play``
    reads it."""
    if decks is None:
        chosen = pool if pool is not None else CardPool.builtin()
        return [list(builtin_deck(name).main) for name in DEMO_DECKS], chosen
    chosen = pool if pool is not None else CardPool.open()
    if not 2 <= len(decks) <= 6:
        raise EnvError(f"give two to six decks (CR 800.1), not {len(decks)}")
    out = []
    for deck in decks:
        if isinstance(deck, str):
            if not isinstance(chosen, CardPool):
                raise EnvError("decks given by name or file need a CardPool")
            out.append(list(deck_from_spec(deck, pool=chosen).main))
        else:
            out.append([str(name) for name in deck])
    return out, chosen


class Table:
    """One game at a time for the environments (see the module docstring)."""

    def __init__(self, decks: Sequence[DeckSpec] | None, seed: int, pool: CardSource | None,
                 max_turns: int | None = MAX_TURNS, max_actions: int | None = MAX_ACTIONS
                 ) -> None:
        self.decks, self.pool = resolve_decks(decks, pool)
        self.seats = len(self.decks)
        self.seeds = random.Random(seed)
        self.max_turns = max_turns
        self.max_actions = max_actions
        self.max_turn_actions: int | None = MAX_TURN_ACTIONS
        self.turn_start = (0, 0)
        """(turn, length of the action log as it began) for the cap on one turn's actions."""
        self.game: Game | None = None
        self.combat = [CombatChoice() for _ in range(self.seats)]

    def reset(self, seed: int | None = None) -> Game:
        """A new game, seeded from the table's stream (restarted at ``seed`` if given)."""
        if seed is not None:
            self.seeds = random.Random(seed)
        self.game = Game.new(self.decks, self.pool, seed=self.seeds.getrandbits(32))
        self.turn_start = (self.game.turn, 0)
        self.combat = [CombatChoice() for _ in range(self.seats)]
        self.advance()
        return self.game

    def next_seed(self) -> int:
        """A seed for something the table makes alongside the game (an opponent)."""
        return self.seeds.getrandbits(32)

    @property
    def current(self) -> Game:
        if self.game is None:
            raise EnvError("reset the environment before stepping or observing it")
        return self.game

    @property
    def over(self) -> bool:
        return self.current.result is not None

    @property
    def capped(self) -> bool:
        """Whether the game ended as a draw by a cap (a truncation, not a result)."""
        result = self.current.result
        return result is not None and result.winner is None and (
            "cap" in result.reason or "loop of mandatory" in result.reason)

    def deciding(self) -> int | None:
        """The seat whose decision the game waits for (None once over)."""
        pending = self.current.pending
        return None if pending is None or self.over else pending.player

    def view(self, seat: int) -> PlayerView:
        return self.current.view(seat)

    def choices(self, seat: int) -> list[Slot]:
        return slots(self.view(seat), self.combat[seat])

    def observation(self, seat: int) -> dict[str, npt.NDArray[Any]]:
        """``{"observation": vector, "action_mask": mask}`` of ``seat``'s view."""
        view = self.view(seat)
        choices = slots(view, self.combat[seat])
        return {"observation": observe(view, choices, self.combat[seat]),
                "action_mask": mask(choices)}

    def mask(self, seat: int) -> npt.NDArray[np.int8]:
        return mask(self.choices(seat))

    def act(self, seat: int, index: int) -> bool:
        """Apply slot ``index`` for ``seat``; False (nothing changes) when that slot holds
        no legal choice."""
        choices = self.choices(seat)
        if not 0 <= index < len(choices):
            return False
        slot = choices[index]
        combat = self.combat[seat]
        if slot.pair is not None:
            combat.pairs.append(slot.pair)
            return True
        if slot.clear:
            combat.pairs.clear()
            return True
        if slot.next_page:
            combat.page += 1
            return True
        if slot.action is None:
            return False
        self.current.apply(slot.action)
        self.advance()
        return True

    def apply(self, action: Any) -> None:
        """Apply an action chosen otherwise (a built-in opponent's), then advance."""
        self.current.apply(action)
        self.advance()

    def advance(self) -> None:
        """Answer single-choice decisions and enforce the caps (as ``Game.run``)."""
        game = self.current
        for choice in self.combat:  # the game moved on: no pairs or page carry over
            choice.new_decision()
        forced = 0
        while game.result is None:
            if self.max_turns is not None and game.turn > self.max_turns:
                game.end_by_cap(f"turn cap {self.max_turns} reached: a draw")
            elif self.max_actions is not None and len(game.action_log) >= self.max_actions:
                game.end_by_cap(f"action cap {self.max_actions} reached: a draw")
            elif self.max_turn_actions is not None and \
                    self._turn_actions(game) >= self.max_turn_actions:
                game.end_by_cap(f"turn action cap {self.max_turn_actions} reached in turn "
                                f"{game.turn}: a loop no player ended, a draw")
            elif forced >= FORCED_LOOP:
                game.end_by_cap("a loop of mandatory actions: a draw (CR 104.4b)")
            else:
                legal = game.legal_actions()
                if len(legal) != 1:
                    return
                forced += 1
                game.apply(legal[0])

    def _turn_actions(self, game: Game) -> int:
        """How many actions this turn has taken (``Game.run``'s ``max_turn_actions``)."""
        if self.turn_start[0] != game.turn:
            self.turn_start = (game.turn, len(game.action_log))
        return len(game.action_log) - self.turn_start[1]

    def rewards(self) -> list[float]:
        """Per seat: +1 for the winner, -1 for a player who lost, 0 otherwise (a draw or
        the game still going for them)."""
        game = self.current
        winner = game.result.winner if game.result is not None else None
        return [1.0 if s == winner else -1.0 if game.players[s].lost else 0.0
                for s in range(self.seats)]

    def render(self) -> str:
        game = self.current
        lives = ", ".join(f"{p.name} {p.life}" for p in game.players)
        state = f"over: {game.result.reason}" if game.result else f"{game.step}"
        return f"turn {game.turn} {state} ({lives})"
