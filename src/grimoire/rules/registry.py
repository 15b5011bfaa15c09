"""One resolver per effect node type, behind one registry (DESIGN principle 2).

The registry is the kernel's hook for effects: the kernel (:mod:`grimoire.rules.resolution`)
looks resolvers up here and never imports them; the resolvers (:mod:`grimoire.effects`, and
the mechanisms in :mod:`grimoire.rules` that resolve their own nodes) register themselves
with :func:`resolves` when imported. :mod:`grimoire.effects` imports all of them, and the
package ``grimoire`` imports :mod:`grimoire.effects`, so every game sees a full registry.

A resolver is ``resolve(game, res, node, answer) -> Decision | None``: ``answer`` is None
on the first call, and the player's action when the resolver asked a question. Resolvers
never read card text; they read IR nodes and the resolution context.

>>> from grimoire.oracle import ir
>>> ir.RollDice in RESOLVERS
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from grimoire.errors import GrimoireError

if TYPE_CHECKING:
    from grimoire.rules.actions import Action, Decision
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

Resolver = Callable[["Game", "Resolution", Any, "Action | None"], "Decision | None"]
RESOLVERS: dict[type, Resolver] = {}
F = TypeVar("F", bound=Callable[..., Any])


class UnsupportedEffectError(GrimoireError):
    """An effect the engine cannot execute (an ``Unimplemented`` node reached resolution)."""


def resolves(*node_types: type) -> Callable[[F], F]:
    """Register the decorated function as the resolver of ``node_types``."""
    def register(func: F) -> F:
        for node_type in node_types:
            if node_type in RESOLVERS:
                raise ValueError(f"two resolvers for {node_type.__name__}")
            RESOLVERS[node_type] = func
        return func
    return register
