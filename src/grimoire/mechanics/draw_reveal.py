"""Revealing the first card drawn each turn (CR 121.1, 701.20a): the matcher of
:class:`~grimoire.oracle.ir.FirstDrawRevealed` ("Reveal the first card you draw each turn.
Whenever you reveal a creature card this way, draw a card."). It triggers on the
controller's first ``CardDrawn`` of the turn (each turn, or only their own turns) when the
drawn card has the quality (as it is in the hand, CR 701.20a); the card is the triggering
object ("that card"). Drawing it is what reveals it, so later draws that turn never do (a
draw replaced by something else draws nothing, CR 121.6, and isn't the first card drawn).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, count_this_turn, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@matcher(ir.FirstDrawRevealed, ev.CardDrawn)
def _first_draw(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.FirstDrawRevealed) and isinstance(event, ev.CardDrawn)
    if event.player != source.controller or (trig.own_turn and game.active != event.player):
        return []
    card = game.objects.get(event.card)
    if card is None or not query.matches(game, card, trig.filter, source.controller, source.id):
        return []
    if count_this_turn(game, ev.CardDrawn, event.player) != 1:
        return []  # CR 121.1: only the first card drawn this turn is revealed
    return [(event.card, event.player)]
