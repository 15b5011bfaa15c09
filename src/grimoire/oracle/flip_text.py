"""Flip cards (CR 710): a record's two halves as one definition.

A flip card (layout ``flip``, or without a layout two faces whose second has no mana cost
and isn't a land, the first speaking of flipping: :func:`grimoire.oracle.faces.is_flip`)
compiles to its normal characteristics (the top half, CR 710.1a) carrying its alternative
ones (the upside-down half, CR 710.1b) in
:attr:`~grimoire.oracle.ir.CardDefinition.flipped`, with the card's own mana cost and
colors (CR 710.1c: they don't change when it flips). :mod:`grimoire.rules.flip` flips the
permanent; "flip ~" is :mod:`grimoire.oracle.verbs.flip_verbs`.

>>> record = {"name": "A // B", "layout": "flip", "card_faces": [
...     {"name": "A", "type_line": "Creature — Goblin", "mana_cost": "{1}{R}",
...      "oracle_text": "{T}: Flip this creature.", "power": "1", "toughness": "1"},
...     {"name": "B", "type_line": "Legendary Creature — Goblin Shaman", "mana_cost": "",
...      "oracle_text": "Haste", "power": "2", "toughness": "2"}]}
>>> card = flip_definition(record, is_flip=True)
>>> card.name, card.flipped.name, card.flipped.power, str(card.flipped.mana_cost)
('A', 'B', 2, '{1}{R}')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from grimoire.oracle.dfc_text import two_faces
from grimoire.oracle.ir import CardDefinition
from grimoire.oracle.split_faces import face_records


def flip_definition(record: Mapping[str, Any], *,
                    is_flip: bool) -> CardDefinition | None:
    """The normal characteristics of the flip card ``record`` with its alternative ones,
    or None if ``is_flip`` is False or it hasn't two halves."""
    if not is_flip:
        return None
    faces = face_records(record)
    if faces is None:
        return None
    top, bottom = two_faces({**record, "card_faces": faces})
    # CR 710.1c: the flipped permanent keeps the card's mana cost and color
    return replace(top, flipped=replace(bottom, mana_cost=top.mana_cost, colors=top.colors,
                                        oracle_id=top.oracle_id))
