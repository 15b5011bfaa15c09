"""Dredge (CR 702.52): "As long as you have at least N cards in your library, if you would
draw a card, you may instead mill N cards and return this card from your graveyard to your
hand."

* The replacement (CR 702.52a, 614.1a) is a provider of the kernel's replacement pipeline
  (:mod:`grimoire.rules.replace`) for a proposed draw: each card with dredge N in the
  drawing player's graveyard, while that player has at least N cards in their library
  (CR 702.52b), offers to replace the draw; so does drawing normally (it is a "may": the
  player declines every dredge by choosing it, :attr:`ProposedDraw.plain`). The player
  chooses (CR 616.1); where the game can't stop for an answer (a draw outside a
  resolution: the monarch's end-step draw) the card is drawn normally.
* Dredging mills N cards (CR 701.13a: the top N, one event each) and returns the card to
  its owner's hand; the card isn't drawn (no draw event, nothing "whenever you draw" sees).
* The draw step's draw (CR 504.1) is the turn-based action the kernel performs; while the
  active player could dredge it is performed here as a resolution instead, so that the
  player can be asked (:func:`_draw_step`, on the kernel's ``step_begins("draw")`` hook).
  A draw of "draw N cards" asks before each card (CR 121.2: one at a time).

>>> from grimoire.oracle.ir import Fixed, Keyword
>>> dredge_count(Keyword("dredge", amount=Fixed(5)))
5
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, replace, zones
from grimoire.rules.resolution import Resolution, begin

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

KEYWORD = "dredge"


def dredge_count(ability: object) -> int | None:
    """N of a printed "Dredge N" keyword ability, or None."""
    if isinstance(ability, ir.Keyword) and ability.name.lower() == KEYWORD \
            and isinstance(ability.amount, ir.Fixed):
        return ability.amount.value
    return None


def dredge_of(obj: GameObject) -> int | None:
    """The card's dredge N (the first printed, CR 702.52a), or None."""
    for ability in obj.info.card.abilities:
        count = dredge_count(ability)
        if count is not None:
            return count
    return None


def dredgeable(game: Game, player: int) -> list[tuple[int, int]]:
    """``(card, N)`` for each card in ``player``'s graveyard whose dredge N could replace a
    draw now: at least N cards in their library (CR 702.52b)."""
    p = game.players[player]
    out: list[tuple[int, int]] = []
    for oid in p.graveyard:
        obj = game.objects.get(oid)
        if obj is None or obj.kind != "card":
            continue
        count = dredge_of(obj)
        if count is not None and count <= len(p.library):
            out.append((oid, count))
    return out


def _dredge(player: int, card: int, count: int) -> Callable[[Game], None]:
    def perform(game: Game) -> None:
        library = game.players[player].library
        for oid in list(reversed(library[-count:])) if count > 0 else ():  # CR 701.13a
            zones.move(game, oid, "graveyard")
        if card in game.objects and game.objects[card].zone == "graveyard":
            zones.move(game, card, "hand")  # CR 702.52a: returned, not drawn
    return perform


@replace.provider(replace.ProposedDraw)
def _replacements(game: Game, event: replace.ProposedDraw) -> Iterator[replace.Replacement]:
    """CR 702.52a: draw normally (listed first: what happens where nobody can be asked), or
    dredge one of the cards that can."""
    if event.plain or KEYWORD not in game.vocabulary:
        return
    found = dredgeable(game, event.player)
    if not found:
        return
    serial = len(game.players[event.player].library)  # (each draw of an instruction differs)
    yield replace.Replacement((KEYWORD, event.player, serial, "draw"), "draw the card",
                              replace.ProposedDraw(event.player, plain=True))
    for card, count in found:
        name = game.objects[card].name
        yield replace.Replacement((KEYWORD, event.player, serial, card),
                                  f"dredge {count}: mill {count}, return {name} to your hand",
                                  None, perform=_dredge(event.player, card, count))


def _draw_step(game: Game) -> bool:
    """CR 504.1: the active player draws as a resolution (the game can stop there to ask)
    when a card in their graveyard could dredge; CR 103.8a: not on the first turn."""
    if KEYWORD not in game.vocabulary or game.turn == 1 \
            or not dredgeable(game, game.active):
        return False
    res = Resolution(source=0, controller=game.active, source_name="draw step (CR 504.1)")
    res.push(ir.DrawCards(ir.Fixed(1)))
    return begin(game, res)


replace.OUTSIDE_WORDS.add(KEYWORD)
hooks.step_begins("draw").add(_draw_step)
