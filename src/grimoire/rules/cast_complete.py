"""What happens as a spell becomes cast (CR 601.2i): after its costs were paid, just before
the ``SpellCast`` event. A mechanism notes there what the game was like "as you cast this
spell" (:mod:`grimoire.mechanics.reveal_bonus`: "if you controlled a Dragon as you cast
this spell")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from grimoire.rules.hooks import Hook

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

CAST_COMPLETE: Hook[Callable[[Game, int, GameObject], None]] = Hook("cast_complete")
"""``(game, player, spell)``: ``player`` has finished casting ``spell`` (on the stack, its
costs paid; CR 601.2i)."""
