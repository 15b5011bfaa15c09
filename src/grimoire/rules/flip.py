"""Flip cards (CR 710) and the flipped status (CR 110.5).

A flip card's definition carries its alternative characteristics, the upside-down half
(:attr:`~grimoire.oracle.ir.CardDefinition.flipped`, see :mod:`grimoire.oracle.flip_text`):
its name, text, type line, power and toughness, with the card's own mana cost and color
(CR 710.1c: they don't change when the permanent flips). Flipping (CR 701 "flip", CR 710.4)
makes the permanent use that half: it stays the same object (its counters, damage and the
effects on it stay, CR 710.1c), and it can't become unflipped. Like a transformed permanent
(:mod:`grimoire.rules.transform`), the object's ``base`` holds the unflipped characteristics
while it is flipped: what the card is in every other zone (CR 710.2, 710.4: a flipped
permanent that leaves the battlefield retains no memory of its status, a new object,
CR 400.7) and its copiable values (CR 707.3: a copy of it has the copy's own status: an
unflipped copy of a flipped permanent has the normal characteristics). Its flags hold
``"flipped"``.

>>> from grimoire.rules.objects import GameObject
>>> half = ir.CardDefinition("Tok-Tok", card_types=("creature",), power=2, toughness=2)
>>> card = ir.CardDefinition("Akki", card_types=("creature",), power=1, toughness=1,
...                          flipped=half)
>>> obj = GameObject(1, info_for(card), 0, "battlefield", "card", 0)
>>> can_flip(obj), flip_object(obj), obj.name, is_flipped(obj), can_flip(obj)
(True, True, 'Tok-Tok', True, False)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.cardinfo import info_for
from grimoire.rules.grants import leaving
from grimoire.rules.objects import GameObject

if TYPE_CHECKING:
    from grimoire.rules.game import Game

FLIPPED = "flipped"
"""The flag of a flipped permanent (CR 110.5)."""


def is_flipped(obj: GameObject) -> bool:
    """CR 110.5: whether the permanent is flipped."""
    return FLIPPED in obj.flags


def _half(obj: GameObject) -> ir.CardDefinition | None:
    own = obj.base if obj.base is not None else obj.info
    return own.card.flipped


def can_flip(obj: GameObject) -> bool:
    """Whether ``obj`` is an unflipped flip card that is face up (a face-down permanent
    has no flip half, CR 708.2): CR 710.4, flipping is one-way."""
    return not is_flipped(obj) and obj.hidden is None and _half(obj) is not None


def flip_object(obj: GameObject) -> bool:
    """Give ``obj`` its alternative characteristics and the flipped status (no game
    bookkeeping: see :func:`flip`); False if it can't flip."""
    if not can_flip(obj):
        return False
    half = _half(obj)
    assert half is not None
    obj.base = obj.info
    obj.info = info_for(half)
    obj.flags = obj.flags | {FLIPPED}
    return True


def flip(game: Game, obj: GameObject) -> bool:
    """CR 710.2, 710.4: flip the permanent ``obj``; False if nothing happens (not on the
    battlefield, not a flip card, already flipped)."""
    if obj.zone != "battlefield" or not can_flip(obj):
        return False
    if obj.grant is not None:  # granted abilities are recomputed for the new half (613.1f)
        leaving(game, obj)
        obj.grant = None
    before_statics, before_triggers = bool(obj.info.statics), bool(obj.info.triggered)
    flip_object(obj)
    game.n_statics += bool(obj.info.statics) - before_statics
    game.n_watchers += bool(obj.info.triggered) - before_triggers
    return True
