"""Detain (CR 701.29a): until the next turn of the detaining spell's or ability's controller,
the permanent can't attack or block and its activated abilities can't be activated."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


DETAINED = "detained:"
"""The flag prefix of a detained permanent, followed by the seat whose next turn ends it."""


ANY_DETENTION = "detained"
"""Set beside the ``detained:<seat>`` flags while any remains, so the check is one lookup
(it runs for every permanent in every mana payment and attack listing)."""


def is_detained(obj: GameObject) -> bool:
    """CR 701.29a: whether ``obj`` is detained (it can't attack or block and its activated
    abilities can't be activated).

    >>> from grimoire.oracle import ir
    >>> from grimoire.rules.cardinfo import info_for
    >>> from grimoire.rules.objects import GameObject
    >>> bear = ir.CardDefinition("Bear", card_types=("creature",), power=2, toughness=2)
    >>> obj = GameObject(1, info_for(bear), 0, "battlefield", "card", 0)
    >>> is_detained(obj), is_detained(obj.copy()) or None
    (False, None)
    """
    return ANY_DETENTION in obj.flags


def end_detentions(game: Game) -> None:
    """CR 701.29a: as ``game.active``'s turn begins, what they detained is released."""
    ends = f"{DETAINED}{game.active}"
    for oid in game.battlefield:
        obj = game.objects[oid]
        if ends in obj.flags:
            obj.flags = obj.flags - {ends}
            if not any(flag.startswith(DETAINED) for flag in obj.flags):
                obj.flags = obj.flags - {ANY_DETENTION}


hooks.TURN_BEGINS.add(end_detentions)  # CR 701.29a


hooks.LOCKED_DOWN.add(is_detained)  # CR 701.29a
