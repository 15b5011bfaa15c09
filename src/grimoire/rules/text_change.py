"""Layer 3: text-changing effects (CR 612, 613.1c).

"Change the text of target spell or permanent by replacing all instances of one color word
with another" (Sleight of Mind), "... one basic land type with another" (Magical Hack),
"... one creature type with another" (Artificial Evolution). A :data:`TextChange` names the
kind of word, the word replaced and its replacement; :func:`rewrite` applies it to a part of
the ability IR, so every reader of the object's abilities (filters, keywords, triggers,
costs) sees the changed text, as layer 3 must leave it for the layers after it.

CR 612.2: only words used as that kind of word change — a color word used as a color (the
colors of a filter, "protection from black", the colors of a token it makes), a basic land
type used as a land type (a filter's subtypes, landwalk: "swampwalk"), a creature type used
as one (a filter's subtypes, a token's creature types, CR 612.2a), never a card name. Mana
symbols are symbols, not color words. CR 612.1: the type line is text too, so the object's
own land or creature subtypes change as well (a Swamp hacked to Island is an Island).
CR 612.3: abilities granted by other effects are added in layer 6, after this layer, and are
not changed.

>>> from grimoire.oracle import ir
>>> walk = ir.Keyword("swampwalk")
>>> rewrite(walk, ("land_type", "Swamp", "Island")).name
'islandwalk'
>>> pro = ir.Keyword("protection", filter=ir.ObjectFilter(colors_any=("B",)))
>>> rewrite(pro, ("color", "B", "U")).filter.colors_any
('U',)
>>> rewrite(pro, ("color", "R", "U")) is pro
True
"""

from __future__ import annotations

import dataclasses
import re
from typing import Literal, TypeVar

from grimoire.oracle import ir
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules.cardinfo import per_game, remember
from grimoire.rules.type_changes import land_mana_ability

TextKind = Literal["color", "land_type", "creature_type"]
TextChange = tuple[str, str, str]
"""``(kind, old, new)``: a color as a letter (``"B"``), a type as its capitalized word."""

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
"""The color words (CR 105.1) by the letter the IR uses."""
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""The basic land types (CR 205.3i)."""

_COLOR_FIELDS = frozenset({"colors", "colors_any", "colors_none"})
_SUBTYPE_FIELDS = frozenset({"subtypes", "subtypes_any", "subtypes_none", "subtypes_all",
                             "add_subtypes",
                             "creature_subtypes", "subtype"})
_TEXT_FIELDS = frozenset({"text", "rules_text"})

T = TypeVar("T")

_DONE: dict[tuple[int, TextChange], tuple[object, object]] = per_game({})
"""Rewrites already made (the same node object each time the layers are computed, so the
abilities keep their identity from one computation to the next). Per game: each rewrite is
a new node that no other game meets (issue 18: kept across games, it grew by about 150
entries every 1,000 soak games, toward ``CACHE_LIMIT``)."""


def words(kind: str) -> tuple[str, ...]:
    """The words of ``kind`` a player may choose (colors as letters)."""
    if kind == "color":
        return tuple(COLOR_NAMES)
    if kind == "land_type":
        return BASIC_LAND_TYPES
    return tuple(sorted(CREATURE_TYPES))


def rewrite(node: T, change: TextChange) -> T:
    """``node`` (an IR node, a tuple of them, or a value) with ``change`` made; the same
    object when nothing in it changes."""
    key = (id(node), change)
    hit = _DONE.get(key)
    if hit is not None and hit[0] is node:
        return hit[1]  # type: ignore[return-value]
    result = _rewrite(node, change)
    if dataclasses.is_dataclass(node) or isinstance(node, tuple):
        remember(_DONE, key, (node, result))  # bounded: see cardinfo.CACHE_LIMIT
    return result


def _rewrite(node: T, change: TextChange) -> T:
    if isinstance(node, tuple):
        items = tuple(rewrite(item, change) for item in node)
        return node if all(a is b for a, b in zip(items, node, strict=True)) \
            else items  # type: ignore[return-value]
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return node
    kind, old, new = change
    updates: dict[str, object] = {}
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if f.name in (_COLOR_FIELDS if kind == "color" else _SUBTYPE_FIELDS):
            changed = _swap(value, old, new)
        elif f.name in _TEXT_FIELDS and isinstance(value, str):
            changed = reword(value, change)
        elif isinstance(node, ir.Keyword) and f.name == "name" and kind == "land_type" \
                and value == f"{old.lower()}walk":  # landwalk (CR 702.14)
            changed = f"{new.lower()}walk"
        else:
            changed = rewrite(value, change)
        if changed is not value:
            updates[f.name] = changed
    return dataclasses.replace(node, **updates) if updates else node  # type: ignore[type-var]


def _swap(value: object, old: str, new: str) -> object:
    """A word (or the words of a tuple) ``old`` replaced by ``new``."""
    if value == old:
        return new
    if isinstance(value, tuple) and old in value:
        return tuple(dict.fromkeys(new if v == old else v for v in value))
    return value


def reword(text: str, change: TextChange) -> str:
    """The printed text with the word changed, for display ("nonblack" -> "nonblue",
    "swampwalk" -> "islandwalk"). A color word in rules text is lowercase; a capitalized one
    begins a name (Black Knight), which no text change touches (CR 612.2)."""
    kind, old, new = change
    if kind == "color":
        return re.sub(rf"\b([Nn]on-?)?{COLOR_NAMES[old]}\b",
                      lambda m: (m.group(1) or "") + COLOR_NAMES[new], text)
    return re.sub(rf"\b{re.escape(old)}(?=walk\b|s?\b)",
                  lambda m: new if m.group(0)[0].isupper() else new.lower(), text,
                  flags=re.IGNORECASE)


def subtypes(values: frozenset[str], change: TextChange) -> frozenset[str]:
    """The object's own subtypes with its type line's text changed (CR 612.1)."""
    kind, old, new = change
    if kind == "color" or old not in values:
        return values
    return (values - {old}) | {new}


def abilities(current: tuple[ir.Ability, ...], texts: dict[int, ir.Ability] | None,
              change: TextChange, *, land_type_line: bool = False
              ) -> tuple[tuple[ir.Ability, ...], dict[int, ir.Ability] | None]:
    """``current`` with ``change`` made, and the map from each changed printed ability (by
    id) to what it reads now (so the object keeps its abilities' positions).
    ``land_type_line``: a land whose type line has the replaced basic land type — its
    intrinsic mana ability (CR 305.6) becomes the new type's."""
    kind, old, new = change
    intrinsic = land_mana_ability(old) if land_type_line and kind == "land_type" else None
    changed = tuple(land_mana_ability(new) if intrinsic is not None and a == intrinsic
                    else rewrite(a, change) for a in current)
    if all(a is b for a, b in zip(changed, current, strict=True)):
        return current, texts
    printed_of = {id(v): k for k, v in (texts or {}).items()}
    updated = dict(texts or {})
    for before, after in zip(current, changed, strict=True):
        if after is not before:
            updated[printed_of.get(id(before), id(before))] = after
    return changed, updated
