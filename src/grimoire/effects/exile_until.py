"""Exiling cards from the top of a library until one qualifies (:class:`ir.ExileUntil`), a
results-table row that sets X (:class:`ir.SetX`), and casting "up to X" spells from among
cards (:class:`ir.CastUpTo`, CR 608.2g: during the resolution, timing ignored).

Each player exiles in APNAP order (CR 101.4), one card at a time from the top;
the card that matches is bound, and "then shuffles the rest into their library" shuffles
the others back with the game's RNG (CR 701.20).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.effects.copies import cast_card
from grimoire.oracle import ir
from grimoire.rules import query, zones
from grimoire.rules.actions import Action, CastSpell, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_LEFT = "cast_up_to_left"


@resolves(ir.ExileUntil)
def exile_until(game: Game, res: Resolution, node: ir.ExileUntil,
                answer: Action | None) -> None:
    """Exile from the top until a match (or the library is empty), per player."""
    flt = replace(node.filter, zone=None)
    found: list[int] = []
    exiled: list[int] = []
    for seat in players(game, res, node.player):
        library = game.players[seat].library
        rest: list[int] = []
        while library:
            new = zones.move(game, library[-1], "exile")  # the top card
            exiled.append(new)
            if query.matches(game, game.objects[new], flt, res.you, res.source):
                found.append(new)
                break
            rest.append(new)
        if node.rest == "shuffle" and rest:
            for oid in rest:
                zones.put_in_library(game, oid, None)
                exiled.remove(oid)
            zones.shuffle(game, seat)
    res.bindings[node.bind] = tuple(found)
    res.bindings[node.revealed] = tuple(exiled)
    res.did = bool(found)


@resolves(ir.SetX)
def set_x(game: Game, res: Resolution, node: ir.SetX, answer: Action | None) -> None:
    """ "X is two." (a results-table row): the steps after the roll read this X."""
    res.x = node.value


@resolves(ir.CastUpTo)
def cast_up_to(game: Game, res: Resolution, node: ir.CastUpTo,
               answer: Action | None) -> Decision | None:
    """Cast like ``node.cast`` (one at a time, or stop), at most ``node.count`` spells."""
    if answer is None:
        left = amount_value(game, res, node.count, res.you)
        if left <= 0:
            res.did = False
            return None
    else:
        left = res.scratch.pop(_LEFT)
        if isinstance(answer, CastSpell):
            left -= 1
    decision = cast_card(game, res, node.cast, answer)
    if decision is None:
        return None
    if left <= 0:  # the limit is reached: no more casts (the offered choice is dropped)
        res.scratch.pop("cast_remaining", None)
        return None
    res.scratch[_LEFT] = left
    return decision
