"""Type changes that reach cards outside the battlefield (CR 604.1, 611.3a, 613.1d): "Lands
you control and land cards you own that aren't on the battlefield are Deserts in addition to
their other types." (Dune Chanter).

The permanents named first change as any type-changing static makes them
(:class:`~grimoire.oracle.ir.SetCharacteristics`, layer 4); the cards "you own that aren't
on the battlefield" — in a hand, a library, a graveyard, exile, the command zone — change
by :class:`~grimoire.oracle.ir.CardsOutsideAre` (:mod:`grimoire.mechanics.outside_types`).
The types are added (CR 205.1b): a land card stays every land type it was.

>>> from grimoire.oracle.context import Context
>>> chanter = outside_statics("Lands you control and land cards you own that aren't on the "
...                           "battlefield are Deserts in addition to their other types",
...                           Context())
>>> [type(e).__name__ for e in chanter], chanter[1].subtypes, chanter[1].filter.types_any
(['SetCharacteristics', 'CardsOutsideAre'], ('Desert',), ('land',))
>>> outside_statics("Lands you control are Deserts", Context()) is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import CardsOutsideAre, ObjectFilter, SetCharacteristics, StaticEffect
from grimoire.oracle.statics import _subject as static_subject
from grimoire.oracle.subtypes import SUBTYPES

_OUTSIDE = re.compile(
    r"(?:(.+?) and )?((?:artifact|creature|enchantment|land|planeswalker) )?cards you own "
    r"that aren't on the battlefield are (?:an? )?(.+?) in addition to their other types\.?")
_CARD_TYPES = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
               "lands": "land", "artifact": "artifact", "creature": "creature",
               "enchantment": "enchantment", "land": "land"}


def _types(words: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The card types and subtypes of "Deserts", "artifact creatures" (plural or not), or
    None for a word that is neither."""
    types: list[str] = []
    subtypes: list[str] = []
    for word in words.split():
        if word in _CARD_TYPES:
            types.append(_CARD_TYPES[word])
        elif word in SUBTYPES:
            subtypes.append(word)
        elif word.endswith("s") and word[:-1] in SUBTYPES:
            subtypes.append(word[:-1])
        else:
            return None
    return tuple(types), tuple(subtypes)


def outside_statics(text: str, ctx: Context) -> list[StaticEffect] | None:
    """The static effects of the line, or None when it isn't of this shape."""
    match = _OUTSIDE.fullmatch(text.strip())
    if match is None:
        return None
    found = _types(match.group(3))
    if found is None or not any(found):
        return None
    types, subtypes = found
    kind = (match.group(2) or "").strip()
    cards = CardsOutsideAre(ObjectFilter(types_any=(kind,) if kind else (), owner="you"),
                            subtypes=subtypes, card_types=types)
    if match.group(1) is None:
        return [cards]
    permanents = static_subject(match.group(1))
    return [SetCharacteristics(permanents, card_types=types, subtypes=subtypes), cards]
