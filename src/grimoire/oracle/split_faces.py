"""Split cards (CR 709) and adventurer cards (CR 715, and omens): a record's faces as one
definition whose :attr:`~grimoire.oracle.ir.CardDefinition.faces` are the castable halves.

A split card (layouts ``split`` and ``aftermath``, fuse included) is one card with two
castable halves (CR 709.1-709.2). Outside the stack it has the two halves' characteristics
combined (CR 709.4): both names ("Fire // Ice", CR 709.4a), the combined mana cost from
which its colors and mana value come (CR 709.4b), each card type and each ability of either
half (CR 709.4c). Its definition is that combined object, with no spell of its own, and
``faces`` holds the two halves, each compiled as a full definition: the spell is cast as one
of them (:mod:`grimoire.rules.faces`).

An adventurer card (layout ``adventure``; an omen, whose inset half has the subtype Omen, is
stored with layout ``split`` by MTGJSON) has its normal characteristics everywhere but on the
stack as an Adventure (CR 715.4): its definition is its normal face, and ``faces`` holds the
Adventure (or Omen) half, the alternative characteristics it may be cast with (CR 715.2-715.3).

Rooms (split permanents with a shared type line, CR 709.5) are not built here: their doors
and unlocking are not implemented (:mod:`grimoire.oracle.faces` says so).

>>> fire_ice = {"name": "Fire // Ice", "layout": "split", "card_faces": [
...     {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
...      "oracle_text": "Fire deals 2 damage to any target."},
...     {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
...      "oracle_text": "Draw a card."}]}
>>> card = multiface_definition(fire_ice)
>>> card.name, card.mana_cost.mana_value, sorted(card.mana_cost.colors), card.spell
('Fire // Ice', 4, ['R', 'U'], None)
>>> [f.name for f in card.faces]
['Fire', 'Ice']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from grimoire.core.mana import ManaCost
from grimoire.oracle.compiler import compile_faces
from grimoire.oracle.ir import CardDefinition

SEPARATOR = " // "
SPLIT_LAYOUTS = frozenset({"split", "aftermath"})
"""The layouts of split cards (MTGJSON and Scryfall); omens and Rooms are stored as ``split``
too (told apart by their halves' subtypes)."""
ADVENTURER_SUBTYPES = ("Adventure", "Omen")
"""The subtypes of the inset half of an adventurer card (CR 715.1) or an omen card."""


def face_records(record: Mapping[str, Any]) -> list[Mapping[str, Any]] | None:
    """The two faces of ``record`` (its ``card_faces``, else its joined fields split at
    " // "), or None for a card without two faces."""
    given = record.get("card_faces")
    names = str(record.get("name") or "").split(SEPARATOR)
    if len(names) > 2:
        return None  # a reversible card's record of both its sides (not one card's faces)
    if isinstance(given, list) and len(given) == 2 and all(isinstance(f, Mapping)
                                                           for f in given):
        return list(given)
    if len(names) != 2:
        return None
    if given is not None:
        return None  # faces given, but not two
    types = str(record.get("type_line") or "").split(SEPARATOR)
    costs = str(record.get("mana_cost") or "").split(SEPARATOR)
    text = str(record.get("oracle_text") or "").replace("\n// \n", "\n//\n")
    texts = text.split("\n//\n")
    if len(types) != 2 or len(texts) != 2:
        return None
    costs = costs if len(costs) == 2 else [costs[0], ""]
    first = {k: record.get(k) for k in ("power", "toughness", "loyalty")}
    return [{"name": names[0], "type_line": types[0], "mana_cost": costs[0],
             "oracle_text": texts[0], **first},
            {"name": names[1], "type_line": types[1], "mana_cost": costs[1],
             "oracle_text": texts[1]}]


def _subtypes(face: Mapping[str, Any]) -> set[str]:
    type_line = str(face.get("type_line") or "")
    return set(type_line.partition("—")[2].split())


def kind(record: Mapping[str, Any]) -> str | None:
    """``"split"`` (a split card, CR 709), ``"adventurer"`` (CR 715, omens too), or None
    (another kind of card: one face, a double-faced card, a flip card, a Room).

    >>> kind({"name": "Bonecrusher Giant // Stomp", "layout": "adventure"})
    'adventurer'
    """
    layout = record.get("layout")
    if layout is not None and layout not in SPLIT_LAYOUTS and layout not in (
            "adventure", "normal"):
        return None
    faces = face_records(record)
    if faces is None:
        return "adventurer" if layout == "adventure" else None
    if layout == "adventure" or any(s in _subtypes(faces[1]) for s in ADVENTURER_SUBTYPES):
        return "adventurer"
    if all("Room" in _subtypes(f) for f in faces):
        return None  # CR 709.5: a Room (not built here)
    spells = ("Instant", "Sorcery")
    if layout in SPLIT_LAYOUTS or all(any(t in str(f.get("type_line") or "") for t in spells)
                                      for f in faces):
        return "split"
    return None


def _union(*groups: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(v for group in groups for v in group))


def combined(name: str, left: CardDefinition, right: CardDefinition,
             oracle_text: str = "") -> CardDefinition:
    """The split card ``name`` outside the stack: its halves' characteristics combined
    (CR 709.4), no spell of its own, the halves in ``faces``."""
    return CardDefinition(
        name=name,
        mana_cost=ManaCost(left.mana_cost.symbols + right.mana_cost.symbols),  # CR 709.4b
        card_types=_union(left.card_types, right.card_types),  # CR 709.4c
        subtypes=_union(left.subtypes, right.subtypes),
        supertypes=_union(left.supertypes, right.supertypes),
        colors=_union(left.colors, right.colors),
        oracle_text=oracle_text or f"{left.oracle_text}\n//\n{right.oracle_text}",
        abilities=left.abilities + right.abilities,  # CR 709.4c: each ability of each half
        oracle_id=left.oracle_id,
        faces=(left, right),
    )


def multiface_definition(record: Mapping[str, Any]) -> CardDefinition | None:
    """The definition of a split or adventurer card ``record`` (see the module docstring),
    or None for any other card."""
    found = kind(record)
    faces = face_records(record) if found is not None else None
    if faces is None:
        return None
    shaped = {**record, "card_faces": faces}
    first, second = compile_faces(shaped)[:2]
    if found == "adventurer":  # CR 715.4: the normal characteristics, the Adventure aside
        return replace(first, faces=(second,))
    name = str(record.get("name") or f"{first.name}{SEPARATOR}{second.name}")
    return combined(name, first, second, str(record.get("oracle_text") or ""))
