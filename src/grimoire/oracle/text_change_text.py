"""Text-changing effect text (CR 612): "Change the text of target spell or permanent by
replacing all instances of one color word with another [or one basic land type with
another] [until end of turn]" (Sleight of Mind, Magical Hack, Mind Bend, Crystal Spray,
Trait Doctoring). The kinds of word and the duration are read; the words themselves are
chosen as it resolves (:mod:`grimoire.effects.text_change`).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import You
>>> node = _change(You(), "the text of target permanent by replacing all instances of one "
...                "color word with another or one basic land type with another until end "
...                "of turn", Context())
>>> node.kinds, node.duration
(('color', 'land_type'), 'end_of_turn')
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import ChangeText, Effect, TextWord
from grimoire.oracle.refs import parse_object
from grimoire.oracle.verbs.registry import Subject, verb

_KINDS: dict[str, TextWord] = {"color word": "color", "basic land type": "land_type",
                               "creature type": "creature_type"}
_KIND = "(" + "|".join(_KINDS) + ")"
_CHANGE = re.compile(
    rf"the text of (.+?) by replacing all instances of one {_KIND} with another"
    rf"(?: or one {_KIND} with another)?( until end of turn)?")


@verb("change")
def _change(subject: Subject, rest: str, ctx: Context) -> Effect:
    """CR 612.1-612.2: the object and the kinds of word its text changes by."""
    match = _CHANGE.fullmatch(rest.strip())
    if match is None:
        raise ParseFailure(rest, "change what")
    kinds = tuple(_KINDS[k] for k in (match.group(2), match.group(3)) if k is not None)
    if len(set(kinds)) != len(kinds):
        raise ParseFailure(rest, "the same kind of word twice")
    what = parse_object(match.group(1), ctx)
    return ChangeText(what, kinds, "end_of_turn" if match.group(4) else "permanent")
