"""Short names of legendary cards whose name has no comma (CR 201.4c's convention in
Oracle text: a legendary object may refer to itself by a shortened name).

"Whenever an opponent casts a spell, Kaervek deals damage ..." (Kaervek the Merciless),
"When Verix enters, if it was kicked, ..." (Verix Bladewing). Names with a comma
("Delina, Wild Mage") and " of the " are already read by :func:`grimoire.oracle.lexer.
short_name`; this module covers the others: the words before " of " or " the ", else the
first word. The short word is written back as the full name before lexing, so the lexer
turns it into ``~`` like any self-reference.

A candidate that is a subtype ("Sliver" of Sliver Queen, "Nissa" of Nissa Revane, "Dragon"
of Dragon Cultist) or an article is never a short name: there it names the type. An
occurrence followed by another capitalised word ("Marit Lage" in Marit Lage's Slumber) is
part of another name and is left alone, as is one followed by " the " or " of " ("Tuktuk the
Returned", the token Tuktuk the Explorer makes).

>>> expand_short_name("When Verix enters, if it was kicked, draw.", "Verix Bladewing")
'When Verix Bladewing enters, if it was kicked, draw.'
>>> expand_short_name("Kaervek deals damage equal to Kaervek's power.", "Kaervek the Merciless")
"Kaervek the Merciless deals damage equal to Kaervek the Merciless's power."
>>> expand_short_name("Slivers you control get +1/+1.", "Sliver Legion")
'Slivers you control get +1/+1.'
>>> expand_short_name("Sidar Jabari deals damage.", "Sidar Jabari of Zhalfir")
'Sidar Jabari of Zhalfir deals damage.'
"""

from __future__ import annotations

import re

from grimoire.oracle.subtypes import SUBTYPES

_ARTICLES = frozenset({"The", "A", "An"})


def _short(name: str) -> str | None:
    """The short name a comma-less legendary name may use, or None."""
    if ", " in name or " // " in name or " of the " in name:
        return None  # read by the lexer (CR 201.4c)
    for word in (" of ", " the "):
        if word in name:
            short = name.split(word, 1)[0]
            break
    else:
        short = name.split(" ", 1)[0]
    if short == name or len(short) < 3 or short in _ARTICLES or short in SUBTYPES:
        return None
    return short


def expand_short_name(text: str, name: str) -> str:
    """``text`` with each standalone use of the short name of ``name`` (a legendary card)
    written as the full name."""
    short = _short(name)
    if short is None or short not in text:
        return text
    pattern = re.compile(r"(?<![\w'-])" + re.escape(short) + r"(?![\w-]| [A-Z]| the | of )")
    parts = text.split(name)  # the full name stays as it is
    return name.join(pattern.sub(lambda _m: name, part) for part in parts)
