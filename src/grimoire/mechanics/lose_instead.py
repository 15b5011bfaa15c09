"""Replacing the loss of the game (CR 104.3, 614.1a): "If you would lose the game, instead
exile The Golden Throne and your life total becomes 1."
(:class:`~grimoire.oracle.ir.LoseGameInstead`).

The static's controller doesn't lose; the instruction is done at once, inside the event
(it asks nothing: the compiler allows only such, CR 614.6). A concession can't be replaced
(CR 104.3a). Each such effect applies to an event once (CR 614.5); when two apply, the
player chooses which (CR 616.1; the pipeline asks only if the outcome differs). A player
still meeting a state-based loss condition afterwards (ten poison counters, say) meets it
again at the next check (CR 704.3), and loses once no effect replaces it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import replace as rp
from grimoire.rules.registry import RESOLVERS
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _instead(source: int, controller: int, name: str,
             effect: ir.Effect) -> Callable[[Game], None]:
    """Do ``effect`` as the static's source's controller would (CR 614.6), now: its steps
    are instructions that ask nothing (exile this, a life total, draw), each done in turn."""
    steps = effect.steps if isinstance(effect, ir.Sequence) else (effect,)

    def perform(game: Game) -> None:
        res = Resolution(source=source, controller=controller, source_name=name)
        for step in steps:
            RESOLVERS[type(step)](game, res, step, None)

    return perform


@rp.provider(rp.ProposedLoss)
def _lose_instead(game: Game, event: rp.ProposedLoss) -> Iterator[rp.Replacement]:
    """ "If you would lose the game, instead ..." of each permanent ``event.player``
    controls (CR 614.1a); never a concession (CR 104.3a)."""
    if not game.n_statics or "CR 104.3a" in event.reason:
        return
    for oid in game.battlefield:
        source = game.objects[oid]
        if source.controller != event.player:
            continue
        for index, ability in source.info.statics:
            effect = ability.effect
            if isinstance(effect, ir.LoseGameInstead):
                yield rp.Replacement((oid, index), f"{source.name}: instead",
                                     None, _instead(oid, source.controller, source.name,
                                                    effect.instead))
