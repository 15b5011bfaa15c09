"""Cards with several faces the engine can't play: which kind, and the rule it lacks.

The compiler compiles a multi-face card ("A // B") from its front face only; transforming
double-faced cards (CR 712.2) get their back face and modal double-faced cards (CR 712.3)
their other face (:mod:`grimoire.oracle.dfc_text`). Any other kind of multi-face card has text
the engine does not honour (the other half of a split card can't be cast, an Adventure can't
be gone on), so such a card is not playable: :func:`face_gap` names what is missing. A face
that does not compile makes the card unplayable with that face's reason (the coverage and
the pool read every face).

The kind comes from the record's ``layout`` (a database card, a Scryfall record) when it has
one, else from its faces (``card_faces`` or the " // " in its name and type line).

>>> face_gap({"name": "Fire // Ice", "type_line": "Instant // Instant"})
'split card: casting either half is not implemented (CR 709.3)'
>>> face_gap({"name": "Shock", "type_line": "Instant"}) is None
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

SPLIT = "split card: casting either half is not implemented (CR 709.3)"
AFTERMATH = ("aftermath split card: casting the second half from a graveyard is not "
             "implemented (CR 702.127a, 709)")
FUSE = "split card with fuse: fusing or casting either half is not implemented (CR 702.102a, 709)"
ROOM = ("Room (split card with a shared type line): doors and unlocking are not implemented "
        "(CR 709.5)")
FLIP = "flip card: flipping to its other half is not implemented (CR 710)"
ADVENTURE = "adventurer card: casting it as an Adventure is not implemented (CR 715.3)"
OMEN = ("omen card: casting its Omen half is not implemented (an alternative spell like an "
        "Adventure, CR 715; the 2025-02-07 CR predates omens)")
MELD = ("melded back face: it exists only as a melded permanent and melding is not "
        "implemented (CR 712.4, 701.37)")
TRANSFORM_BACK = ("transforming double-faced card: its back face is not compiled (a back face "
                  "with a mana cost, or converting; CR 712.2, 701.28, 701.50)")
BATTLE = "battle: a Siege's protector, defeat and back face are not implemented (CR 310, 712)"
SEVERAL_FACES = ("a card with several faces: only its front face is implemented (CR 709, 712, "
                 "715)")

_BY_LAYOUT: dict[str, str | None] = {
    "split": SPLIT, "aftermath": AFTERMATH, "flip": FLIP, "adventure": ADVENTURE,
    "meld": MELD, "battle": BATTLE,  # (meld: see face_gap)
    "transform": None,  # CR 712.2: both faces compiled (grimoire.oracle.dfc_text)
    "modal_dfc": None,  # CR 712.3, 712.11b-712.12: either face cast or played
    # (grimoire.oracle.dfc_text, grimoire.rules.card_faces)
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


def _split_kind(faces: list[Mapping[str, Any]]) -> str:
    """Which kind of split card (CR 709): aftermath, fuse, Room, or a plain one."""
    texts = [str(f.get("oracle_text") or "") for f in faces]
    if any(t.startswith("Aftermath") for t in texts[1:]):
        return AFTERMATH
    if any(line == "Fuse" or line.startswith("Fuse (") for t in texts for line in t.split("\n")):
        return FUSE
    if all("Room" in _subtypes(f) for f in faces):
        return ROOM
    return SPLIT


_TURNS_OVER = re.compile(r"\b(?:transform|convert)(?:s|ed)?\b", re.IGNORECASE)


def _kind_from_faces(record: Mapping[str, Any], faces: list[Mapping[str, Any]]) -> str | None:
    """The gap of a record without a layout, from its faces."""
    if len({str(f.get("name") or "") for f in faces}) == 1:
        return None  # a reversible card: the same card printed on both sides
    if is_transforming(record):
        return BATTLE if "Battle" in str(faces[0].get("type_line") or "") else None
    back = faces[-1]
    if "Adventure" in _subtypes(back):
        return ADVENTURE
    if "Omen" in _subtypes(back):
        return OMEN
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
    one-faced card, or a transforming double-faced card whose both faces are compiled).

    ``record`` is a pool, Scryfall or database-derived mapping: ``name``, ``type_line``,
    ``oracle_text``, optional ``layout`` and ``card_faces``.

    >>> face_gap({"name": "Bonecrusher Giant // Stomp", "layout": "adventure"})
    'adventurer card: casting it as an Adventure is not implemented (CR 715.3)'
    >>> face_gap({"name": "Dusk // Dawn", "type_line": "Sorcery // Sorcery",
    ...           "oracle_text": "Destroy all creatures with power 3 or greater.\\n//\\n"
    ...                          "Aftermath (Cast this spell only from your graveyard.)"}
    ...          ) == AFTERMATH
    True
    """
    layout = record.get("layout")
    faces = _faces(record)
    if layout in _BY_LAYOUT:
        gap = _BY_LAYOUT[str(layout)]
        if gap == MELD and record.get("mana_cost"):
            return None  # a meld pair's front face: its own text says whether it melds
        return _split_kind(faces) if gap == SPLIT else gap
    if layout is not None and layout != "normal":
        return None  # one face (leveler, saga, class, case, prototype, ...)
    if len(faces) < 2:
        return None
    kind = _kind_from_faces(record, faces)
    return None if kind == _MODAL else kind


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
