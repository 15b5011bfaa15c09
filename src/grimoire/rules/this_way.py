"""What the earlier instructions of a resolution did (CR 608.2c: "for each creature destroyed
this way", "for each card discarded this way", "the number of creatures they controlled that
were destroyed this way").

A resolution's instructions are followed in order (CR 608.2c), and each move is one
``ZoneChanged`` event in the game's log; a resolution remembers where the log stood when it
began (:func:`began`), so the moves it made are the events after that point. A permanent put
into a graveyard by a sacrifice has a ``Sacrificed`` event first (CR 701.17a); the "destroy"
instructions record what they destroyed (:data:`DESTROYED`), so a destroyed creature that a
replacement effect exiled instead still counts as destroyed (CR 614.6; the rulings on Bane of
Progress and Fumigate). The objects are matched as they last existed (CR 608.2h).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

BEGAN = "began"
"""Scratch key: the length of the event log when the resolution began."""
DESTROYED = "destroyed"
"""Scratch key: the ids of the permanents the resolution's "destroy" instructions destroyed
(wherever they went: a destroyed permanent a replacement effect exiles instead was still
destroyed, CR 614.6; one that regenerated or is indestructible wasn't, CR 701.15, 702.12b)."""


def damage_dealt(game: Game, res: Resolution) -> int:
    """The damage ``res``'s earlier instructions dealt ("You gain life equal to the damage
    dealt this way", CR 608.2c); prevented damage isn't dealt (CR 615.1)."""
    start = res.scratch.get(BEGAN, len(game.events))
    return sum(e.amount for e in game.events[start:] if isinstance(e, ev.DamageDealt))


def began(game: Game, res: Resolution) -> None:
    """Remember where the event log stood when ``res`` began to resolve (once)."""
    if BEGAN not in res.scratch:
        res.scratch[BEGAN] = len(game.events)


def _kind(event: ev.ZoneChanged, sacrificed: set[int], destroyed: set[int]) -> str | None:
    if event.old in destroyed:
        return "destroyed"
    if event.old in sacrificed:
        return "sacrificed"
    if event.from_zone == "hand" and event.to_zone == "graveyard":
        return "discarded"  # CR 701.9a
    if event.from_zone == "library" and event.to_zone == "graveyard":
        return "milled"  # CR 701.13a
    if event.to_zone == "exile" or (event.to_zone == "command"
                                    and event.from_zone == "battlefield"):
        # a commander its owner put into the command zone instead (CR 903.9a) still counts
        # as exiled this way (the Synthetic Destiny ruling)
        return "exiled"
    return None


_MOVED_TO = {"put_into_graveyard": "graveyard", "put_onto_battlefield": "battlefield"}
"""The kinds of :class:`~grimoire.oracle.ir.CountedThisWay` that count moves to a zone."""


def counted(game: Game, res: Resolution, amount: ir.CountedThisWay, you: int) -> int:
    """How many objects the instructions of ``res`` so far moved the way ``amount`` says."""
    start = int(res.scratch.get(BEGAN, len(game.events)))
    log = game.events[start:]
    sacrificed = {e.object for e in log if isinstance(e, ev.Sacrificed)}
    destroyed = set(res.scratch.get(DESTROYED, ()))
    if amount.how == "drawn":  # CR 121.1: a draw moves the top card of a library to a hand
        return sum(1 for e in log if isinstance(e, ev.CardDrawn)
                   and (not amount.controlled_by_you or e.player == you)
                   and _card_matches(game, e.card, amount.filter, you, res))
    total = 0
    for event in log:
        if not isinstance(event, ev.ZoneChanged):
            continue
        kind = _kind(event, sacrificed, destroyed)
        moved_to = _MOVED_TO.get(amount.how)
        if moved_to is not None:
            if event.to_zone != moved_to:  # from anywhere
                continue
        elif kind != amount.how:
            continue
        if amount.controlled_by_you and event.controller != you:
            continue
        known = game.last_known.get(event.old)
        if known is None or not query.matches(game, known, amount.filter, you, res.source):
            continue
        total += 1
    if amount.how == "sacrificed":  # and those sacrificed to pay its cost (CR 601.2h):
        paid = res.scratch.get("sacrificed", ())  # "for each creature sacrificed this way"
        for oid in paid if isinstance(paid, tuple) else ():
            known = game.last_known.get(oid)
            if known is not None and query.matches(game, known, amount.filter, you,
                                                   res.source):
                total += 1
    return total


def _card_matches(game: Game, oid: int, flt: ir.ObjectFilter, you: int,
                  res: Resolution) -> bool:
    """Whether the card ``oid`` (where it is now, or as it last existed) matches ``flt``."""
    card = game.objects.get(oid) or game.last_known.get(oid)
    return card is not None and query.matches(game, card, flt, you, res.source)


def moved_this_way(game: Game, res: Resolution, how: str) -> list[tuple[int, int]]:
    """The objects the instructions of ``res`` so far moved ``how`` ("discarded",
    "milled"...), as ``(old id, player who controlled it)`` pairs, in order (CR 608.2c);
    their last known information is ``game.last_known[old id]`` (CR 608.2h)."""
    start = int(res.scratch.get(BEGAN, len(game.events)))
    log = game.events[start:]
    sacrificed = {e.object for e in log if isinstance(e, ev.Sacrificed)}
    destroyed = set(res.scratch.get(DESTROYED, ()))
    return [(e.old, e.controller) for e in log if isinstance(e, ev.ZoneChanged)
            and _kind(e, sacrificed, destroyed) == how]
