"""Blocks chosen for an opponent's creatures: "you choose how those creatures block"
(Brutal Hordechief, Master Warcraft; CR 509.1). The chooser is not the defending player, so
the good declarations are the defending player's bad ones: a blocker that dies without
killing its attacker, no block that only stops damage.

>>> from grimoire.rules.view import PermanentView
>>> def c(oid, p, t, ctl):
...     return PermanentView(oid, "X", ctl, False, p, t, 0, (), False,
...                          frozenset({"creature"}), frozenset())
>>> perms = {1: c(1, 5, 5, 0), 2: c(2, 2, 2, 1)}
>>> block_score(perms, DeclareBlockers(((2, 1),))) > block_score(perms, DeclareBlockers(()))
True
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from grimoire.agents.ai.board import Board, creature_value
from grimoire.agents.ai.combat import fight
from grimoire.rules.actions import Action, DeclareBlockers
from grimoire.rules.combat import BlockOptions
from grimoire.rules.view import PermanentView

SAMPLE = 64
"""How many legal declarations are scored besides the greedy one."""


def block_score(perms: Mapping[int, PermanentView], action: DeclareBlockers) -> float:
    """How good ``action`` is for the attacking side: the blockers that die, less the
    attackers that die and the damage a block stops (one fight per pair)."""
    score = 0.0
    stopped: set[int] = set()
    for blocker, attacker in action.blocks:
        b, a = perms.get(blocker), perms.get(attacker)
        if a is None or b is None:
            continue
        attacker_dies, blocker_dies = fight(a, b)
        score += creature_value(b) if blocker_dies else 0.0
        score -= creature_value(a) if attacker_dies else 0.0
        if attacker not in stopped and "trample" not in a.keywords:
            stopped.add(attacker)
            score -= 0.5 * max(a.power or 0, 0)
    return score


def hostile_blocks(board: Board, legal: Sequence[Action],
                   rng: random.Random) -> Action | None:
    """The declaration to choose for another player's creatures, or None when the blockers
    are ``board.me``'s own (the usual defending player's choice)."""
    if not isinstance(legal, BlockOptions) or not legal.blockers:
        return None
    if all(board.perms[b].controller == board.me for b in legal.blockers
           if b in board.perms):
        return None
    blocks: list[tuple[int, int]] = []
    for blocker, choices in zip(legal.blockers, legal.choices, strict=True):
        scored = [(block_score(board.perms, DeclareBlockers(((blocker, a),))), a)
                  for a in choices]
        best = max(scored, default=None)
        if best is not None and best[0] > 0:
            blocks.append((blocker, best[1]))
    candidates: list[DeclareBlockers] = [DeclareBlockers(tuple(blocks))]
    n = len(legal)
    picks = range(n) if n <= SAMPLE else [rng.randrange(n) for _ in range(SAMPLE)]
    candidates.extend(legal[i] for i in picks)
    fitting = [c for c in candidates if c in legal]
    return max(fitting, key=lambda c: block_score(board.perms, c), default=legal[0])
