"""Play permissions from the top of the library said in one sentence (CR 601.3, 305.1):
"You may play cards from the top of your library" (a land played, a spell cast: CR 305.9,
601.3), "You may play lands and cast spells from the top of your library" (Future Sight),
"You may play snow lands and cast snow spells ...", each two static effects: a
:class:`~grimoire.oracle.ir.PlayLandsFrom` of the library's top (its land play, CR 305.2)
and a :class:`~grimoire.oracle.ir.CastFromLibraryTop` (its usual timing and costs, CR
601.3b).

>>> from grimoire.oracle.context import Context
>>> [type(e).__name__ for e in library_top_statics(
...     "You may play cards from the top of your library", Context())]
['PlayLandsFrom', 'CastFromLibraryTop']
>>> library_top_statics("You may play cards from your graveyard", Context()) is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import CastFromLibraryTop, ObjectFilter, PlayLandsFrom, StaticEffect

_TOP = " from the top of your library"
_CARDS = re.compile(r"[Yy]ou may play cards" + _TOP)
_BOTH = re.compile(r"[Yy]ou may play ((?:[a-z]+ )?)lands and cast ((?:[A-Za-z]+ )?)spells" + _TOP)


def library_top_statics(text: str, ctx: Context) -> list[StaticEffect] | None:
    """The two permissions of the sentence, or None for another sentence."""
    line = text.strip().rstrip(".")
    if _CARDS.fullmatch(line):  # CR 305.9, 601.3: lands are played, other cards cast
        return [PlayLandsFrom("library", ObjectFilter(types_any=("land",))),
                CastFromLibraryTop(ObjectFilter(types_none=("land",)))]
    both = _BOTH.fullmatch(line)
    if both is None:
        return None
    lands, _ = parse_filter(f"{both.group(1)}land card")
    spells, _ = parse_filter(f"{both.group(2)}card") if both.group(2) else (ObjectFilter(),
                                                                              False)
    return [PlayLandsFrom("library", replace(lands, zone=None)),
            CastFromLibraryTop(replace(spells, zone=None, is_spell=False))]
