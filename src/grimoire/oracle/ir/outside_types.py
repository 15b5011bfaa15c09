"""The IR node of a static ability that changes the types of cards outside the battlefield."""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.oracle.ir.filters import ObjectFilter

__all__ = ["CardsOutsideAre"]


@dataclass(frozen=True, slots=True)
class CardsOutsideAre:
    """ "Land cards you own that aren't on the battlefield are Deserts in addition to their
    other types" (CR 604.1, 611.3a: a static ability of a permanent can affect cards in
    other zones; CR 205.1b, 613.1d: the subtypes and card types are added). ``filter``: the
    cards, by their own card types and owner (``owner="you"``: the source's controller owns
    them); every zone but the battlefield."""

    filter: ObjectFilter
    subtypes: tuple[str, ...] = ()
    card_types: tuple[str, ...] = ()
