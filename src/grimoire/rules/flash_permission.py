"""Casting "as though it had flash" (CR 601.3b, 702.8a): a static ability "You may cast green
creature spells as though they had flash" lets its controller cast such spells any time they
could cast an instant (CR 307.1's timing no longer applies to them).

The spell's qualities are those of the card as it would be cast (the card's own
characteristics; CR 601.3e), matched against the permission's filter without its "on the
stack" part.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.cardinfo import present

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


_WORDS = frozenset({"CastAsThoughFlash"})
"""The permission's IR node: a game none of whose cards has it scans no battlefield (it is
asked for each card in a hand at each priority outside the main phases)."""


def flash_permitted(game: Game, player: int, obj: GameObject) -> bool:
    """Whether a static ability of a permanent ``player`` controls lets them cast ``obj``
    as though it had flash."""
    if not game.n_statics or not present(game, _WORDS):
        return False
    for sid in game.battlefield:
        source = game.objects[sid]
        if source.controller != player:
            continue
        for _, ability in source.info.statics:
            effect = ability.effect
            if isinstance(effect, ir.CastAsThoughFlash) and query.matches(
                    game, obj, replace(effect.filter, zone=None, is_spell=False), player, sid):
                return True
    return False
