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
>>> fixed = _change(You(), "the text of target creature by replacing all instances of one "
...                 "creature type with Vampire", Context())
>>> fixed.new_word
'Vampire'
>>> evolved = _change(You(), "the text of target permanent by replacing all instances of "
...                   "one creature type with another", Context())
>>> not_new_word("The new creature type can't be Wall.", evolved).not_new
('Wall',)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.oracle.ir import ChangeText, Effect, Sequence, TextWord
from grimoire.oracle.refs import parse_object
from grimoire.oracle.verbs.registry import Subject, verb

_KINDS: dict[str, TextWord] = {"color word": "color", "basic land type": "land_type",
                               "creature type": "creature_type"}
_KIND = "(" + "|".join(_KINDS) + ")"
_CHANGE = re.compile(
    rf"the text of (.+?) by replacing all instances of one {_KIND} with (another|[A-Z][a-z]+)"
    rf"(?: or one {_KIND} with another)?( until end of turn)?")
_NOT_NEW = re.compile(r"The new creature type can't be ([A-Z][a-z]+)\.?")


@verb("change")
def _change(subject: Subject, rest: str, ctx: Context) -> Effect:
    """CR 612.1-612.2: the object and the kinds of word its text changes by."""
    match = _CHANGE.fullmatch(rest.strip())
    if match is None:
        raise ParseFailure(rest, "change what")
    kinds = tuple(_KINDS[k] for k in (match.group(2), match.group(4)) if k is not None)
    if len(set(kinds)) != len(kinds):
        raise ParseFailure(rest, "the same kind of word twice")
    named = match.group(3) if match.group(3) != "another" else None
    if named is not None and (kinds != ("creature_type",) or named not in CREATURE_TYPES):
        raise ParseFailure(rest, f"replacing with {named!r}")  # only a creature type named
    what = parse_object(match.group(1), ctx)
    return ChangeText(what, kinds, "end_of_turn" if match.group(5) else "permanent",
                      new_word=named)


def not_new_word(sentence: str, last: Effect) -> Effect | None:
    """ "The new creature type can't be Wall." after a change of creature type words
    (Artificial Evolution): the replacing word may not be that one (CR 612.2)."""
    match = _NOT_NEW.fullmatch(sentence.strip())
    inner = last.steps[-1] if isinstance(last, Sequence) and last.steps else last
    if match is None or not isinstance(inner, ChangeText) or inner.kinds != (
            "creature_type",) or match.group(1) not in CREATURE_TYPES:
        return None
    changed = replace(inner, not_new=(*inner.not_new, match.group(1)))
    return Sequence((*last.steps[:-1], changed)) if isinstance(last, Sequence) else changed
