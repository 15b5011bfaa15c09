"""Double-faced cards (CR 712.1-712.3): a record's two faces as one definition.

A card record (Scryfall or pool shape) with ``card_faces`` whose layout is ``transform``
(or, for records without a layout, a second face with no mana cost on a card that speaks of
transforming, as every transforming back face has no mana cost, CR 712.8e) compiles to its
front face carrying the back face in :attr:`~grimoire.oracle.ir.CardDefinition.back`;
:mod:`grimoire.rules.transform` turns the permanent over.

>>> record = {"name": "A // B", "layout": "transform", "card_faces": [
...     {"name": "A", "type_line": "Creature — Human", "mana_cost": "{G}",
...      "oracle_text": "{2}: Transform this creature.", "power": "1", "toughness": "1"},
...     {"name": "B", "type_line": "Creature — Wolf", "mana_cost": "",
...      "oracle_text": "Trample", "power": "3", "toughness": "3"}]}
>>> card = transforming_definition(record)
>>> card.name, card.back.name, card.back.power
('A', 'B', 3)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from grimoire.oracle import ir
from grimoire.oracle.context import Context
from grimoire.oracle.ir import CardDefinition
from grimoire.oracle.lexer import SELF
from grimoire.oracle.triggers import split_trigger


def _faces(record: Mapping[str, Any]) -> list[Mapping[str, Any]] | None:
    faces = record.get("card_faces")
    if not isinstance(faces, list) or len(faces) != 2:
        return None
    if not all(isinstance(f, Mapping) for f in faces):
        return None
    return faces


_FACED_LAYOUTS = frozenset({"transform", "modal_dfc", "flip"})
"""The layouts whose faces a pool record carries (:func:`faces_of`)."""


def faces_of(card: object) -> dict[str, Any]:
    """The ``layout`` and ``card_faces`` fields of a database card (a
    :class:`~grimoire.cards.model.Card`) that is a transforming or modal double-faced card or
    a flip card (each half's own power and toughness, CR 710.1a-b), else {}."""
    faces = getattr(card, "faces", ())
    layout = getattr(card, "layout", None)
    if layout not in _FACED_LAYOUTS or len(faces) != 2:
        return {}
    keys = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty")
    return {"layout": layout,
            "card_faces": [{k: getattr(f, k, None) for k in keys} for f in faces]}


def is_transforming(record: Mapping[str, Any]) -> bool:
    """Whether ``record`` is a transforming double-faced card (CR 712.2)."""
    faces = _faces(record)
    if faces is None:
        return False
    layout = record.get("layout")
    if layout is not None:
        return bool(layout == "transform")
    text = " ".join(str(f.get("oracle_text") or "") for f in faces).lower()
    return not faces[1].get("mana_cost") and ("transform" in text or "daybound" in text)


def transforming_definition(record: Mapping[str, Any]) -> CardDefinition | None:
    """The front face of a transforming double-faced card with its back face, or None."""
    if not is_transforming(record):
        return None
    front, back = two_faces(record)
    # CR 712.8e: the back face's mana value is that of the front face's mana cost.
    return replace(front, back=replace(back, front_mana_cost=front.mana_cost))


def two_faces(record: Mapping[str, Any]) -> tuple[CardDefinition, CardDefinition]:
    """The record's two faces, each compiled (the compiler imports this module)."""
    from grimoire.oracle.compiler import compile_faces
    front, back = compile_faces(record)[:2]
    return front, back


_BECOMES_DAY = re.compile(r"If it's neither day nor night, it becomes day as (?:" + re.escape(SELF)
                          + r"|this creature) enters\.?")
_DAY_NIGHT = re.compile(r"Whenever day becomes night or night becomes day, ")


def day_night_static(text: str) -> ir.StaticAbility | None:
    """ "If it's neither day nor night, it becomes day as this creature enters" (CR 728).

    >>> day_night_static("If it's neither day nor night, it becomes day as ~ enters.").effect
    BecomesDayAsEnters()
    """
    if _BECOMES_DAY.fullmatch(text.strip()) is None:
        return None
    return ir.StaticAbility(ir.BecomesDayAsEnters(), text=text.strip())


_TRANSFORMS = re.compile(r"(?:When|Whenever) " + re.escape(SELF) + r"(?P<enters> enters or)? "
                         r"transforms into " + re.escape(SELF) + r"(?P<dies> or dies)?, ")


def day_night_trigger(text: str, ctx: Context) -> tuple[ir.Trigger, str] | None:
    """ "Whenever day becomes night or night becomes day, [effect]" (CR 728.1a); "When ~
    [enters or] transforms into ~ [or dies], [effect]" (CR 701.28e, 603.2): the trigger and
    the effect text, or None.

    >>> day_night_trigger("When ~ transforms into ~, draw a card.", Context())
    (TransformsTrigger(), 'draw a card.')
    """
    match = _DAY_NIGHT.match(text)
    if match is not None:
        return ir.DayNightTrigger(), text[match.end():]
    match = _TRANSFORMS.match(text)
    if match is None:
        return None
    rest = text[match.end():]
    other = "enters" if match.group("enters") else "dies" if match.group("dies") else None
    if other is None:
        return ir.TransformsTrigger(), rest
    first, _ = split_trigger(f"When {SELF} {other}, {rest}", ctx)
    return ir.EitherTrigger(first, ir.TransformsTrigger()), rest
