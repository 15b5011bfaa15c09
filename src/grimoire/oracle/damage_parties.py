"""The two parties of a damage event as replacement and prevention text names them
(CR 120, 614.1a, 615): the *source* ("a red source you control", "another creature", "an
instant or sorcery spell", "this creature") and the *recipient* ("a permanent or player", "an
opponent or a permanent an opponent controls", "a creature, battle, or opponent", "you").

A source is an object in any zone (CR 609.7a: a cycled card can deal damage), matched as the
damage would be dealt (CR 615.1a: not locked in); a spell keeps its stack zone. A recipient
is a set of players (``"none"``, ``"any"``, ``"you"``, ``"opponent"``, relative to the
controller of the effect's source) and a filter of permanents (None: no permanent).

>>> damage_source("a source") is None
True
>>> flt = damage_source("another red source you control")
>>> flt.colors_any, flt.controller, flt.another, flt.zone
(('R',), 'you', True, None)
>>> players, perms = damage_recipient("a creature, battle, or opponent")
>>> players, perms.types_any
('opponent', ('creature', 'battle'))
>>> damage_recipient("an opponent or a permanent an opponent controls")[1].controller
'opponent'
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Literal

from grimoire.oracle.context import ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import ObjectFilter

Players = Literal["none", "any", "you", "opponent"]

_SELF = frozenset({"~", "this creature", "this permanent", "this artifact", "this enchantment"})
_ATTACHED = re.compile(r"(enchanted|equipped) (creature|permanent)")
_PLAYER_WORDS: dict[str, Players] = {
    "player": "any", "a player": "any", "opponent": "opponent", "an opponent": "opponent",
    "you": "you"}


def _attached(text: str) -> ObjectFilter | None:
    match = _ATTACHED.fullmatch(text)
    if match is None:
        return None
    return ObjectFilter(types_any=() if match.group(2) == "permanent" else ("creature",),
                        attached_to_source=True, zone="battlefield")


def damage_source(text: str) -> ObjectFilter | None:
    """The sources "<text>" names (None: any source); raises :class:`ParseFailure` for words
    the filter grammar doesn't know."""
    low = text.strip().lower()
    if low in ("a source", "any source", "a source of damage"):
        return None
    if low in _SELF:
        return ObjectFilter(this_object=True, zone=None)
    attached = _attached(low)
    if attached is not None:
        return attached
    body = re.sub(r"^(?:a|an|any) ", "", text.strip())
    if re.search(r"\b(its|it's|they|their|chosen)\b|\bit\b(?<!\bon it)", body):
        raise ParseFailure(text, "a damage source relative to something else")
    body = re.sub(r"\bsources?\b", "object", body)
    flt, _ = parse_filter(body)
    if flt == ObjectFilter(zone=flt.zone):
        raise ParseFailure(text, "an unknown damage source")
    return flt if flt.is_spell else replace(flt, zone=None)


_PAIRS: dict[str, tuple[Players, ObjectFilter | None]] = {
    "a permanent or player": ("any", ObjectFilter()),
    "a player or permanent": ("any", ObjectFilter()),
    "any target": ("any", ObjectFilter(types_any=("creature", "planeswalker", "battle"))),
    "an opponent or a permanent an opponent controls": (
        "opponent", ObjectFilter(controller="opponent")),
    "you or a permanent you control": ("you", ObjectFilter(controller="you")),
}


def damage_recipient(text: str) -> tuple[Players, ObjectFilter | None]:
    """(the players, the permanents) "<text>" names as damage recipients."""
    low = text.strip().lower()
    if low in _PAIRS:
        return _PAIRS[low]
    if low in _PLAYER_WORDS:
        return _PLAYER_WORDS[low], None
    if low in _SELF:
        return "none", ObjectFilter(this_object=True)
    attached = _attached(low)
    if attached is not None:
        return "none", attached
    items = [i.strip() for i in re.split(r",\s*(?:or\s+)?|\s+or\s+", low) if i.strip()]
    players: Players = "none"
    kinds: list[str] = []
    for n, item in enumerate(items):
        word = re.sub(r"^(?:a|an) ", "", item) if n == 0 else item
        if word in _PLAYER_WORDS or item in _PLAYER_WORDS:
            if players != "none":
                raise ParseFailure(text, "two kinds of player recipients")
            players = _PLAYER_WORDS.get(word, _PLAYER_WORDS.get(item, "any"))
        elif word in ("creature", "planeswalker", "battle", "artifact", "land", "enchantment",
                      "permanent"):
            kinds.append(word)
        elif len(items) == 1:
            flt, _ = parse_filter(text.strip())
            if flt == ObjectFilter(zone=flt.zone) or flt.controller not in ("any", "you",
                                                                             "opponent"):
                raise ParseFailure(text, "an unknown damage recipient")
            return "none", replace(flt, zone="battlefield")
        else:
            raise ParseFailure(text, "an unknown damage recipient")
    if not kinds:
        return players, None
    perms = ObjectFilter() if "permanent" in kinds else ObjectFilter(types_any=tuple(kinds))
    return players, perms
