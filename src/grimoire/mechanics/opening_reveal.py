"""Revealing cards from the opening hand (CR 103.6b): "You may reveal this card from your
opening hand. If you do, at the beginning of the first upkeep, <effect>" (the Chancellors,
Providence, Sphinx of Foresight; :class:`~grimoire.oracle.ir.OpeningHandReveal`).

After mulligans each player, starting player first (CR 103.6), chooses which such cards of
their opening hand to reveal (any of them, none: "you may"). Each card revealed is shown
to every player (CR 701.16a) and creates a delayed triggered ability (CR 603.7) controlled
by its owner, whose source is the card: it triggers at the beginning of the first upkeep
(of the game, or of its owner's turn: "your first upkeep") and does the effect once
(CR 603.7c), wherever the card is by then. Two cards revealed make two abilities (Sphinx
of Foresight's ruling: scry 3 twice, not scry 6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, knowledge
from grimoire.rules.triggers import Delayed

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def _reveals(obj: GameObject) -> list[ir.OpeningHandReveal]:
    return [a.effect for _, a in obj.info.statics if isinstance(a.effect, ir.OpeningHandReveal)]


def _offers(obj: GameObject) -> bool:
    return bool(_reveals(obj))


def reveal(game: Game, seat: int, chosen: tuple[int, ...]) -> None:
    """``seat`` reveals the ``chosen`` cards of their opening hand (CR 103.6b): each one's
    delayed triggered abilities are created (CR 603.7a)."""
    if not chosen:
        return
    knowledge.revealed(game, chosen)  # CR 701.16a: every player sees them
    game.emit(ev.HandRevealed(seat, tuple(game.objects[o].name for o in chosen)))
    made = [Delayed(ir.TriggeredAbility(ir.StepTrigger(r.step, r.whose), r.effect), seat, oid)
            for oid in chosen for r in _reveals(game.objects[oid])]
    game.delayed = (*game.delayed, *made)


hooks.OPENING_ACTIONS.append(("reveal these cards", _offers, reveal))  # CR 103.6b
