"""The trigger of "Reveal the first card you draw each turn. Whenever you reveal a <quality>
card this way, <effect>" (Primitive Etchings, Rowen, Keranos, Inquisitor Eisenhorn): CR
603.2 — a triggered ability linked to the static's reveal (CR 607.2)."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter

__all__ = ["FirstDrawRevealed"]


@dataclass(frozen=True, slots=True)
class FirstDrawRevealed:
    """ "Whenever you reveal <``filter``> card this way", the way being "reveal the first
    card you draw each turn [as you draw it]" (CR 121.1: the controller's first draw of the
    turn; ``own_turn``: "on each of your turns" only). The drawn card is the triggering
    object ("that card"). "You may reveal ...": the controller chooses to reveal as the
    ability resolves (the compiler wraps its effect in a "may")."""

    filter: ObjectFilter
    own_turn: bool = False
