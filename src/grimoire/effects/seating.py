"""Choices passed around the table (:class:`~grimoire.oracle.ir.ChooseFromNextPlayer`,
CR 101.4, 608.2d): "Starting with you and proceeding in the chosen direction, each player
chooses a creature controlled by the next player in that direction. Each player gains
control of the creature they chose." (Order of Succession).

Each player still in the game chooses in that order, knowing the choices before theirs
(CR 101.4b); the choices are not targets (its rulings: protection doesn't stop them), a
player whose next player controls none chooses nothing; then every player gains control of
their choice at once, for good (CR 613.1b, 611.2a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import continuous, query
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.control import sync
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.seating import CHOSEN_DIRECTION, DIRECTIONS, next_in_direction, order_from

if TYPE_CHECKING:
    from grimoire.rules.game import Game

PICKS = "next_player_picks"
"""Scratch key: the choices made so far, ``(chooser, object id or None)`` in order."""


def _direction(game: Game, res: Resolution) -> str | None:
    side = res.scratch.get(CHOSEN_DIRECTION)
    if side is None:
        source = game.objects.get(res.source)
        side = source.chosen if source is not None else None
    return side if side in DIRECTIONS else None


def _choosable(game: Game, res: Resolution, flt: ir.ObjectFilter,
               owner: int | None) -> tuple[int, ...]:
    """The permanents ``flt`` matches that ``owner`` (the next player) controls."""
    if owner is None:
        return ()
    return tuple(o for o in game.battlefield if game.objects[o].controller == owner
                 and query.matches(game, game.objects[o], flt, res.you, res.source))


@resolves(ir.ChooseFromNextPlayer)
def choose_from_next(game: Game, res: Resolution, node: ir.ChooseFromNextPlayer,
                     answer: Action | None) -> Decision | None:
    """Ask the next chooser in the chosen direction; at the end, the control changes."""
    side = _direction(game, res)
    if side is None:
        res.did = False
        return None
    order = order_from(game, res.you, side)
    picks: tuple[tuple[int, int | None], ...] = res.scratch.get(PICKS, ())
    if answer is not None:
        assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
        picks = (*picks, (order[len(picks)], answer.value[0] if answer.value else None))
    while len(picks) < len(order):
        chooser = order[len(picks)]
        options = _choosable(game, res, node.filter, next_in_direction(game, chooser, side))
        if len(options) > 1:  # CR 608.2d: "chooses a creature": one, if there is one
            res.scratch[PICKS] = picks
            return Decision("choose_objects", chooser, prompt="choose a creature controlled "
                            "by the next player in the chosen direction", options=options,
                            source=res.source, rule="CR 101.4")
        picks = (*picks, (chooser, options[0] if options else None))
    res.scratch.pop(PICKS, None)
    moved = False
    if node.gain_control:  # CR 613.1b: all at once, with no end (its rulings)
        for chooser, oid in picks:
            obj = game.objects.get(oid) if oid is not None else None
            if obj is not None and obj.zone == "battlefield" and obj.controller != chooser:
                continuous.lasting(game, res.source, res.you, "permanent",
                                   frozenset({obj.id}), control=chooser)
                moved = True
        sync(game)
    res.did = moved or any(oid is not None for _, oid in picks)
    return None
