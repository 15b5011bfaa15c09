"""Untap locks with a duration: "Those creatures don't untap during their controllers' untap
steps for as long as you control ~" (Shipbreaker Kraken; CR 502.3, 611.2b), or "for as long
as ~ remains tapped" (Mana Leech, Deserter's Quarters: ``untap_lock_tapped:<source>:<event
index>``, over once the source untaps or leaves, even if it is tapped again).

Each held permanent carries a flag naming the source and the player who must keep
controlling it; in its controller's untap step the permanent stays tapped while that source
is still on the battlefield under that player's control. A new object (CR 400.7) carries no
flags, so a permanent that left and came back is free; a source that left or changed
controllers ends the lock for good (its flag is dropped the first time it is seen stale).
The lock is not a replacement effect: it only applies in its controller's own untap step
(an "untap target creature" or another player's untap step still untaps it, CR 502.3).

>>> from grimoire.oracle import ir
>>> from grimoire.rules.cardinfo import info_for
>>> from grimoire.rules.objects import GameObject
>>> bear = GameObject(1, info_for(ir.CardDefinition("B", card_types=("creature",))), 0,
...                   "battlefield")
>>> sorted(_flags(bear, 7, 1))
['untap_lock:7:1', 'untap_locked']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks
from grimoire.rules.continuous import still_tapped

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

LOCK = "untap_lock:"
"""The flag prefix: ``untap_lock:<source id>:<seat that must control it>``."""
TAPPED_LOCK = "untap_lock_tapped:"
"""The flag prefix of a lock for as long as the source remains tapped:
``untap_lock_tapped:<source id>:<event index as it began>``."""
ANY_LOCK = "untap_locked"
"""Set beside the ``untap_lock:`` flags while any remains (one lookup per untap)."""


def _flags(obj: GameObject, source: int, seat: int) -> frozenset[str]:
    return obj.flags | {f"{LOCK}{source}:{seat}", ANY_LOCK}


def hold(game: Game, oids: list[int], source: int, seat: int) -> bool:
    """Lock ``oids`` for as long as ``seat`` controls ``source``. CR 611.2b: if the source
    already left the battlefield or ``seat`` no longer controls it, the duration never
    starts and nothing happens (False)."""
    obj = game.objects.get(source)
    if obj is None or obj.zone != "battlefield" or obj.controller != seat or not oids:
        return False
    for oid in oids:
        held = game.objects[oid]
        held.flags = _flags(held, source, seat)
    return True


def hold_while_tapped(game: Game, oids: list[int], source: int) -> bool:
    """Lock ``oids`` for as long as ``source`` remains tapped. CR 611.2b: if it is already
    untapped or gone, the duration never starts and nothing happens (False)."""
    since = len(game.events)
    if not oids or not still_tapped(game, source, since):
        return False
    for oid in oids:
        held = game.objects[oid]
        held.flags = held.flags | {f"{TAPPED_LOCK}{source}:{since}", ANY_LOCK}
    return True


def _live(game: Game, flag: str) -> bool:
    if flag.startswith(TAPPED_LOCK):
        source, _, since = flag[len(TAPPED_LOCK):].partition(":")
        return still_tapped(game, int(source), int(since))
    source, _, seat = flag[len(LOCK):].partition(":")
    src = game.objects.get(int(source))
    return src is not None and src.zone == "battlefield" and src.controller == int(seat)


def held(game: Game, obj: GameObject) -> bool:
    """Whether ``obj`` stays tapped in this untap step (its controller's, CR 502.3)."""
    if ANY_LOCK not in obj.flags or game.step != "untap" or obj.controller != game.active:
        return False
    locks = {f for f in obj.flags if f.startswith((LOCK, TAPPED_LOCK))}
    live = {f for f in locks if _live(game, f)}
    stale = locks - live
    if stale:  # CR 611.2b: those durations ended
        obj.flags = obj.flags - stale - (set() if live else {ANY_LOCK})
    return bool(live)


hooks.UNTAP_REPLACED.add(held, order=10)  # before stun counters (nothing would untap)
