"""Abundance's replacement of a draw (CR 614.1a, 614.6, 121.6): "If you would draw a card,
you may instead choose land or nonland and reveal cards from the top of your library until
you reveal a card of the chosen kind. Put that card into your hand and put all other cards
revealed this way on the bottom of your library in any order."

* A provider of the kernel's replacement pipeline (:mod:`grimoire.rules.replace`) for a
  proposed draw of the static's controller offers drawing normally (listed first: what
  happens where nobody can be asked; it declines every such "may", :attr:`ProposedDraw.
  plain`), "land" and "nonland" (choosing one is applying the replacement, CR 614.1a,
  616.1). The draw doesn't happen (CR 614.6): nothing "whenever you draw" sees it (the
  ruling), and with an empty library it still applies, so the player doesn't draw from it
  (CR 121.4; the ruling).
* Applying it reveals from the top until a card of the chosen kind (CR 701.16a): that card
  goes to its owner's hand, the other revealed cards to the bottom of the library in the
  order the player chooses (asked one card at a time, bottommost first, by stopping the
  instruction as a replacement's question does; none found: every card of the library was
  revealed and is ordered, the ruling).
* Each draw of "draw N cards" is replaced or not separately (the ruling; CR 121.2): the
  draws' keys count the replacements already applied during the instruction.
* The draw step's draw (CR 504.1) is performed as a resolution while the active player
  controls such a static, so that the game can stop to ask (as dredge's, CR 702.52a).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, knowledge, replace, zones
from grimoire.rules.actions import Decision
from grimoire.rules.resolution import Resolution, begin

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_DONE = "abundance_done"
_ORDER = "abundance_order"


def _sources(game: Game, player: int) -> list[tuple[int, int]]:
    """(permanent, ability index) of each such static ``player`` controls, in timestamp
    order."""
    out: list[tuple[int, int]] = []
    if not game.n_statics:
        return out
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller != player:
            continue
        for index, ability in obj.info.statics:
            if isinstance(ability.effect, ir.DrawRevealKindInstead):
                out.append((oid, index))
    return out


def _serial(game: Game, player: int) -> int:
    """How many of ``player``'s draws this instruction such a replacement already replaced."""
    return sum(1 for keys, _ in game.replacement_answers
               if isinstance(keys, tuple) and keys[:2] == (_DONE, player))


def _revealed(game: Game, player: int, land: bool) -> tuple[list[int], int | None]:
    """The cards revealed from the top of ``player``'s library (top first) and the one of
    the chosen kind among them (None: the library has none, CR 701.16a)."""
    shown: list[int] = []
    for oid in reversed(game.players[player].library):
        shown.append(oid)
        if ("land" in game.objects[oid].info.types) == land:
            return shown[:-1], oid
    return shown, None


def _order(game: Game, player: int, serial: int, cards: list[int]) -> list[int]:
    """The order the player put ``cards`` on the bottom, bottommost first: the answers so
    far, asking for the next where the game can stop (else the order revealed)."""
    chosen: list[int] = []
    rest = list(cards)
    while len(rest) > 1:
        key = (_ORDER, player, serial, len(chosen))
        answer = next((v for k, v in game.replacement_answers if k == key), None)
        picked = answer[0] if isinstance(answer, tuple) and answer else None
        if picked not in rest:
            if not replace.can_ask():
                break
            raise replace.ReplacementOrderNeeded(Decision(
                "choose_objects", player, prompt="put which revealed card on the bottom "
                "next (the bottommost first)?", options=tuple(rest), min_count=1,
                max_count=1, rule="CR 614.1a, 401.4", data=(key,)))
        chosen.append(picked)
        rest.remove(picked)
    return chosen + rest


def _perform(player: int, land: bool, serial: int) -> Callable[[Game], None]:
    def perform(game: Game) -> None:
        others, found = _revealed(game, player, land)
        bottom = _order(game, player, serial, others)  # (may stop to ask: nothing done yet)
        shown = others + ([found] if found is not None else [])
        if shown:
            knowledge.revealed(game, shown)  # CR 701.16a
        if found is not None:
            zones.move(game, found, "hand")  # put into the hand: not drawn (the ruling)
        for oid in reversed(bottom):  # the bottommost moved last (CR 401.4)
            zones.move(game, oid, "library", position=0)
        replace.record(game, (_DONE, player, serial), True)
    return perform


def _declined(player: int, serial: int) -> Callable[[Game], None]:
    def perform(game: Game) -> None:  # the next draw of the instruction asks again
        replace.record(game, (_DONE, player, serial), False)
    return perform


@replace.provider(replace.ProposedDraw)
def _replacements(game: Game, event: replace.ProposedDraw) -> Iterator[replace.Replacement]:
    """CR 614.1a: draw normally (listed first), or choose land or nonland, for each such
    static the drawing player controls."""
    if event.plain:
        return
    sources = _sources(game, event.player)
    if not sources:
        return
    serial = _serial(game, event.player)
    yield replace.Replacement((_DONE, event.player, serial, "draw"), "draw the card",
                              replace.ProposedDraw(event.player, plain=True),
                              perform=_declined(event.player, serial))
    for oid, index in sources:
        name = game.objects[oid].name
        for land in (True, False):
            kind = "land" if land else "nonland"
            yield replace.Replacement(
                (_DONE, event.player, serial, oid, index, kind),
                f"{name}: reveal until a {kind} card instead", None,
                perform=_perform(event.player, land, serial))


def _draw_step(game: Game) -> bool:
    """CR 504.1: the active player draws as a resolution (the game can stop there to ask)
    while they control such a static; CR 103.8a: not on the first turn."""
    if game.turn == 1 or not _sources(game, game.active):
        return False
    res = Resolution(source=0, controller=game.active, source_name="draw step (CR 504.1)")
    res.push(ir.DrawCards(ir.Fixed(1)))
    return begin(game, res)


hooks.step_begins("draw").add(_draw_step)
