"""Attack restrictions that last while a permanent has a counter (CR 508.1c, 611.2b):
"Each of those creatures can't attack you or planeswalkers you control for as long as it has
a vow counter on it" (Promise of Loyalty), a :class:`~grimoire.oracle.ir.VowRestriction`.

The game keeps which permanent may not attack which player (:data:`STATE`); the kernel asks
through :data:`grimoire.rules.hooks.ATTACK_TARGET_BARRED` while declaring attackers. A
permanent that leaves the battlefield is a new object (CR 400.7): its entry no longer names
anything on the battlefield.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

STATE: hooks.StateKey[tuple[tuple[int, int, str], ...]] = hooks.StateKey("vows")
"""(permanent id, the player it may not attack, the counter kind the effect lasts with)."""


@resolves(ir.VowRestriction)
def vow(game: Game, res: Resolution, node: ir.VowRestriction, answer: Action | None) -> None:
    """CR 611.2b: the restriction starts now for the permanents named, barring ``You()``."""
    hit = [o for o in objects(game, res, node.what) if game.objects[o].zone == "battlefield"]
    if hit:
        STATE.set(game, (*(STATE.get(game) or ()), *((o, res.you, node.kind) for o in hit)))
    res.did = bool(hit)


def barred(game: Game, attacker: GameObject, player: int) -> bool:
    """Whether ``attacker`` may not attack ``player`` (or their planeswalkers) now: it has
    the counter its restriction lasts with."""
    return any(oid == attacker.id and seat == player and attacker.counter(kind) > 0
               for oid, seat, kind in STATE.get(game) or ())


hooks.ATTACK_TARGET_BARRED.add(barred)  # CR 508.1c
