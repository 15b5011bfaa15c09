"""Cards with several faces: which kinds the engine plays, and the rule a kind still lacks.

Split cards (CR 709: plain, fuse, aftermath) and adventurer cards (CR 715, and omens) are
played with all their faces (:mod:`grimoire.oracle.split_faces` builds them,
:mod:`grimoire.rules.faces` casts a face), as are transforming double-faced cards (CR 712.2,
:mod:`grimoire.oracle.dfc_text`), modal double-faced cards (CR 712.3, :func:`modal_definition`;
either face cast or played, :mod:`grimoire.rules.faces`) and flip cards (CR 710,
:mod:`grimoire.oracle.flip_text`, :mod:`grimoire.rules.flip`). Any other kind of multi-face
card has text the engine does not honour (a Room's doors can't be unlocked, a melded face),
so such a card is not playable: :func:`face_gap` names what is missing. A kind that is
honoured is playable only when every face compiles (the coverage and the pool read every
face's text: a face that doesn't compile keeps the card unplayable with that face's reason).

The kind comes from the record's ``layout`` (a database card, a Scryfall record) when it has
one, else from its faces (``card_faces`` or the " // " in its name and type line).

>>> face_gap({"name": "Fire // Ice", "type_line": "Instant // Instant"}) is None
True
>>> face_gap({"name": "Akki Lavarunner // Tok-Tok, Volcano Born", "layout": "flip"}) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from grimoire.oracle.dfc_text import is_transforming, two_faces
from grimoire.oracle.ir import CardDefinition

FACE_SEPARATOR = " // "
"""What joins the faces' names, type lines and mana costs (Scryfall, the card database)."""

ROOM = ("Room (split card with a shared type line): doors and unlocking are not implemented "
        "(CR 709.5)")
FLIP = "flip card: flipping to its other half is not implemented (CR 710)"
MELD = ("melded back face: it exists only as a melded permanent and melding is not "
        "implemented (CR 712.4, 701.37)")
TRANSFORM_BACK = ("transforming double-faced card: its back face is not compiled (a back face "
                  "with a mana cost, or converting; CR 712.2, 701.28, 701.50)")
BATTLE = "battle: a Siege's protector, defeat and back face are not implemented (CR 310, 712)"
SEVERAL_FACES = ("a card with several faces: only its front face is implemented (CR 709, 712, "
                 "715)")

_BY_LAYOUT: dict[str, str | None] = {
    "split": None, "aftermath": None,  # CR 709.3, 702.127 (a Room: see face_gap)
    "flip": None, "adventure": None,  # CR 710 (grimoire.oracle.flip_text), 715.3
    "meld": MELD, "battle": BATTLE,  # (meld: see face_gap)
    "transform": None,  # CR 712.2: both faces compiled (grimoire.oracle.dfc_text)
    "modal_dfc": None,  # CR 712.3, 712.11b-712.12: either face cast or played
    # (modal_definition, grimoire.rules.faces)
}
"""Scryfall and MTGJSON layouts with several faces: the gap, or None when honoured. Any other
layout (normal, leveler, saga, class, case, prototype, ...) is one face."""


def _faces(record: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """Each face's name, type line, mana cost and text (from ``card_faces``, else split at
    the " // " of the joined fields)."""
    given = record.get("card_faces")
    if isinstance(given, list) and all(isinstance(f, Mapping) for f in given):
        return list(given)
    names = str(record.get("name") or "").split(FACE_SEPARATOR)
    types = str(record.get("type_line") or "").split(FACE_SEPARATOR)
    texts = str(record.get("oracle_text") or "").replace("\n// \n", "\n//\n").split("\n//\n")
    count = max(len(names), len(types))
    return [{"name": names[i] if i < len(names) else "",
             "type_line": types[i] if i < len(types) else "",
             "oracle_text": texts[i] if i < len(texts) else ""} for i in range(count)]


def _subtypes(face: Mapping[str, Any]) -> set[str]:
    type_line = str(face.get("type_line") or "")
    return set(type_line.partition("—")[2].split()) if "—" in type_line else set()


def _split_kind(faces: list[Mapping[str, Any]]) -> str | None:
    """The gap of a split-layout card (CR 709): None for a plain split card, fuse,
    aftermath, or an omen (stored as a split card), the Room's gap for a Room."""
    if all("Room" in _subtypes(f) for f in faces):
        return ROOM
    return None


_TURNS_OVER = re.compile(r"\b(?:transform|convert)(?:s|ed)?\b", re.IGNORECASE)


def _kind_from_faces(record: Mapping[str, Any], faces: list[Mapping[str, Any]]) -> str | None:
    """The gap of a record without a layout, from its faces."""
    if len({str(f.get("name") or "") for f in faces}) == 1:
        return None  # a reversible card: the same card printed on both sides
    if is_transforming(record):
        return BATTLE if "Battle" in str(faces[0].get("type_line") or "") else None
    back = faces[-1]
    if {"Adventure", "Omen"} & _subtypes(back):
        return None  # CR 715.3: cast as an Adventure (an omen alike)
    if "Battle" in str(faces[0].get("type_line") or ""):
        return BATTLE
    spells = ("Instant", "Sorcery")
    halves = all(any(t in str(f.get("type_line") or "") for t in spells)
                 or "Room" in _subtypes(f) for f in faces)
    if halves:
        return _split_kind(faces)
    if any(_TURNS_OVER.search(str(f.get("oracle_text") or "")) for f in faces):
        return TRANSFORM_BACK
    if not back.get("mana_cost") and "Land" not in str(back.get("type_line")):
        text = str(faces[0].get("oracle_text") or "").lower()
        return FLIP if "flip" in text else SEVERAL_FACES
    return _MODAL if "card_faces" in record else SEVERAL_FACES


_MODAL = "modal double-faced card"
"""The kind of a record without a layout that is a modal double-faced card (CR 712.3): its
faces are honoured (:func:`modal_definition`), so it has no gap."""


def face_gap(record: Mapping[str, Any]) -> str | None:
    """Why the engine can't play the faces of ``record`` beyond its front face, or None (a
    one-faced card, or a kind whose faces are honoured: split, adventurer, transforming and
    modal double-faced cards).

    ``record`` is a pool, Scryfall or database-derived mapping: ``name``, ``type_line``,
    ``oracle_text``, optional ``layout`` and ``card_faces``.

    >>> face_gap({"name": "Bonecrusher Giant // Stomp", "layout": "adventure"}) is None
    True
    >>> face_gap({"name": "Dusk // Dawn", "type_line": "Sorcery // Sorcery",
    ...           "oracle_text": "Destroy all creatures with power 3 or greater.\\n//\\n"
    ...                          "Aftermath (Cast this spell only from your graveyard.)"}
    ...          ) is None
    True
    """
    layout = record.get("layout")
    faces = _faces(record)
    names = str(record.get("name") or "").split(FACE_SEPARATOR)
    if len(names) > 2 and len(set(names)) > 1:
        return SEVERAL_FACES  # no split or adventurer card has three names (CR 709.1, 715.1)
    if layout in _BY_LAYOUT:
        gap = _BY_LAYOUT[str(layout)]
        if gap == MELD and record.get("mana_cost"):
            return None  # a meld pair's front face: its own text says whether it melds
        return _split_kind(faces) if layout in ("split", "aftermath") else gap
    if layout is not None and layout != "normal":
        return None  # one face (leveler, saga, class, case, prototype, ...)
    if len(faces) < 2:
        return None
    kind = _kind_from_faces(record, faces)
    return None if kind in (_MODAL, FLIP) else kind  # CR 712.3, 710: both honoured


def is_flip(record: Mapping[str, Any]) -> bool:
    """Whether ``record`` is a flip card (CR 710): its layout says so, or, without one, its
    two faces (the second with no mana cost and not a land, the first speaking of flipping).

    >>> is_flip({"name": "A // B", "layout": "flip"})
    True
    >>> is_flip({"name": "Fire // Ice", "type_line": "Instant // Instant"})
    False
    """
    layout = record.get("layout")
    if layout is not None and layout != "normal":
        return bool(layout == "flip")
    faces = _faces(record)
    names = str(record.get("name") or "").split(FACE_SEPARATOR)
    return len(faces) == 2 and len(names) == 2 and _kind_from_faces(record, faces) == FLIP


def is_modal(record: Mapping[str, Any]) -> bool:
    """Whether ``record`` is a modal double-faced card (CR 712.3): its layout says so, or,
    without one, its two faces (each with its own text, the back one a land or with a mana
    cost, neither speaking of transforming).

    >>> is_modal({"name": "A // B", "card_faces": [
    ...     {"name": "A", "type_line": "Sorcery", "mana_cost": "{G}"},
    ...     {"name": "B", "type_line": "Land", "mana_cost": ""}]})
    True
    >>> is_modal({"name": "Fire // Ice", "type_line": "Instant // Instant"})
    False
    """
    faces = record.get("card_faces")
    if not isinstance(faces, list) or len(faces) != 2:
        return False
    layout = record.get("layout")
    if layout is not None and layout != "normal":
        return bool(layout == "modal_dfc")
    return _kind_from_faces(record, _faces(record)) == _MODAL


def modal_definition(record: Mapping[str, Any]) -> CardDefinition | None:
    """The front face of a modal double-faced card with its back face in
    :attr:`~grimoire.oracle.ir.CardDefinition.faces` (CR 712.3: two independent faces,
    each compiled on its own), or None.

    >>> card = modal_definition({"name": "A // B", "layout": "modal_dfc", "card_faces": [
    ...     {"name": "A", "type_line": "Sorcery", "mana_cost": "{1}{G}",
    ...      "oracle_text": "Draw a card."},
    ...     {"name": "B", "type_line": "Land", "mana_cost": "", "oracle_text": "{T}: Add {G}."}]})
    >>> card.name, card.faces[0].name, card.faces[0].card_types
    ('A', 'B', ('land',))
    """
    if not is_modal(record):
        return None
    front, back = two_faces(record)
    return replace(front, faces=(back,))
