"""Object references in scenario files: ``Card``, ``Player:Card``, ``Card#2``, ``Player``.

A reference names a card (case-insensitively); ``Bob:`` restricts it to objects Bob
controls (on the battlefield or the stack) or owns (elsewhere); ``#2`` picks the second
such object in the first zone searched that has any (battlefield order, library from the
top). A reference that matches nothing, or objects of both players when it doesn't say
whose, is a :class:`UnknownReferenceError`.

>>> parse_reference("Bob:Grizzly Bears#2", ("Alice", "Bob"))
('Bob', 'Grizzly Bears', 2)
>>> parse_reference("Circle of Protection: Red", ("Alice", "Bob"))
(None, 'Circle of Protection: Red', None)
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from grimoire.errors import GrimoireError

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_NTH = re.compile(r"^(.*?)\s*#(\d+)$")

ALL_ZONES = ("battlefield", "stack", "hand", "graveyard", "exile", "library")


class UnknownReferenceError(GrimoireError):
    """A scenario reference names no object (or can't tell which one)."""


def parse_reference(text: str, players: Sequence[str]) -> tuple[str | None, str, int | None]:
    """Split a reference into (player or None, card name, N of ``#N`` or None)."""
    nth: int | None = None
    match = _NTH.match(text)
    if match is not None:
        text, nth = match.group(1), int(match.group(2))
    whose: str | None = None
    head, sep, rest = text.partition(":")
    if sep and head.strip() in players and rest.strip():
        whose, text = head.strip(), rest.strip()
    return whose, text.strip(), nth


def zone_ids(game: Game, zone: str) -> list[int]:
    """Ids in ``zone`` in reading order (a library from the top; the stack from the top)."""
    if zone == "battlefield":
        return list(game.battlefield)
    if zone == "stack":
        return list(reversed(game.stack))
    if zone == "exile":
        return list(game.exile)
    out: list[int] = []
    for p in game.players:
        ids: list[int] = getattr(p, zone)
        out.extend(reversed(ids) if zone == "library" else ids)
    return out


def whose(game: Game, oid: int) -> int:
    """The player an object belongs to for references: controller or owner."""
    obj = game.objects[oid]
    return obj.controller if obj.zone in ("battlefield", "stack") else obj.owner


def find(game: Game, text: str, *, zones: Sequence[str] = ALL_ZONES,
         default_player: int | None = None, within: Sequence[int] | None = None) -> list[int]:
    """The objects ``text`` may mean, in order (one object when it says ``#N``).

    ``default_player``: without ``Player:``, that player's objects are preferred;
    ``within``: only these ids count (a decision's options).
    """
    names = [p.name for p in game.players]
    who, name, nth = parse_reference(text, names)
    seat = names.index(who) if who is not None else None
    allowed = set(within) if within is not None else None
    wanted = name.casefold()
    found: list[int] = []
    for zone in zones:
        found = [o for o in zone_ids(game, zone) if game.objects[o].name.casefold() == wanted
                 and (allowed is None or o in allowed)
                 and (seat is None or whose(game, o) == seat)]
        if seat is None and default_player is not None:
            mine = [o for o in found if whose(game, o) == default_player]
            found = mine or found
        if found:
            break
    if not found:
        present = sorted({game.objects[o].name for z in zones for o in zone_ids(game, z)})
        close = difflib.get_close_matches(name, present, n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        scope = f"{who}'s " if who else ""
        raise UnknownReferenceError(f"no {name!r} in {scope}{'/'.join(zones)}{hint}")
    if seat is None and default_player is None and len({whose(game, o) for o in found}) > 1:
        options = " or ".join(f"{names[s]}:{name}" for s in sorted(
            {whose(game, o) for o in found}))
        raise UnknownReferenceError(f"{text!r} is ambiguous: say {options}")
    if nth is not None:
        if nth < 1 or nth > len(found):
            raise UnknownReferenceError(f"{text!r}: there are only {len(found)} {name!r}")
        return [found[nth - 1]]
    return found


def player_seat(game: Game, text: str) -> int | None:
    """The seat of the player named ``text``, or None."""
    for p in game.players:
        if p.name == text:
            return p.index
    return None
