"""Stun counters (CR 122.1d): "If a permanent with a stun counter on it would become
untapped, instead remove a stun counter from it" — one replacement effect however many
stun counters it has, applied to every untap (the untap step, "untap target creature").

>>> from grimoire.oracle import ir
>>> from grimoire.rules.cardinfo import info_for
>>> from grimoire.rules.objects import GameObject
>>> bear = GameObject(1, info_for(ir.CardDefinition("B", card_types=("creature",))), 0,
...                   "battlefield")
>>> bear.counters = {"stun": 2}
>>> class G:
...     events = []
...     def emit(self, event): self.events.append(event)
>>> stunned(G(), bear), bear.counters
(True, {'stun': 1})
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import events as ev
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def stunned(game: Game, obj: GameObject) -> bool:
    """If ``obj`` has a stun counter, remove one instead of untapping it and say so
    (CR 122.1d); the caller untaps it only when this is False."""
    if not obj.counters or not obj.counters.get("stun"):
        return False
    counters = obj.counters
    if counters["stun"] > 1:
        counters["stun"] -= 1
    else:
        del counters["stun"]
    game.emit(ev.CountersChanged(obj.id, "stun", -1))
    return True


hooks.UNTAP_REPLACED.add(stunned)  # CR 122.1d
