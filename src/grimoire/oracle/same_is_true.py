""" "The same is true for <keyword>, <keyword>, and <keyword>." after a sentence about one
keyword: the sentence before, once for each listed keyword with that keyword in place of
its own (Odric, Lunarch Marshal: "creatures you control gain first strike until end of turn
if a creature you control has first strike. The same is true for flying, ..."). Each copy
is its own instruction, checked and applied as the effect resolves (CR 608.2c, 608.2h).

Only a sentence whose IR names exactly one keyword (in keyword lists of effects and filters)
and a list of plain keywords (CR 702: no "landwalk", no "protection", which need a quality)
is understood; anything else stays not understood.

>>> from grimoire.oracle.ir import (Conditional, GrantKeywords, ObjectFilter, AllMatching,
...                                 YouControl)
>>> mine = ObjectFilter(types_any=("creature",), controller="you", zone="battlefield")
>>> step = Conditional(YouControl(ObjectFilter(keywords_all=("first strike",))),
...                    GrantKeywords(AllMatching(mine), ("first strike",), "end_of_turn"))
>>> more = same_is_true("The same is true for flying and reach.", [step])
>>> [s.then.keywords for s in more.steps]
[('flying',), ('reach',)]
>>> [s.condition.filter.keywords_all for s in more.steps]
[('flying',), ('reach',)]
"""

from __future__ import annotations

import dataclasses
import re

from grimoire.oracle.ir import Effect, Sequence
from grimoire.oracle.keywords import SIMPLE_KEYWORDS

_FIELDS = ("keywords", "keywords_all", "keywords_any")
_SAME = re.compile(r"the same is true for (.+?)\.?", re.IGNORECASE)


def _named(node: object, found: set[str]) -> None:
    """Collect the keywords ``node`` names in its keyword-list fields, at any depth."""
    if isinstance(node, tuple):
        for item in node:
            _named(item, found)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            value = getattr(node, f.name)
            if f.name in _FIELDS and isinstance(value, tuple):
                found.update(v for v in value if isinstance(v, str))
            else:
                _named(value, found)


def _swap(node: object, old: str, new: str) -> object:
    """``node`` with keyword ``old`` replaced by ``new`` in every keyword-list field."""
    if isinstance(node, tuple):
        return tuple(_swap(item, old, new) for item in node)
    if not dataclasses.is_dataclass(node) or isinstance(node, type):
        return node
    changes: dict[str, object] = {}
    for f in dataclasses.fields(node):
        value = getattr(node, f.name)
        if f.name in _FIELDS and isinstance(value, tuple):
            swapped = tuple(new if v == old else v for v in value)
        else:
            swapped = _swap(value, old, new)  # type: ignore[assignment]
        if swapped is not value and swapped != value:
            changes[f.name] = swapped
    return dataclasses.replace(node, **changes) if changes else node


def _listed(text: str) -> list[str]:
    """ "flying, deathtouch, and vigilance" -> its items."""
    return [w.strip() for w in re.split(r",? and |, ", text) if w.strip()]


def same_is_true(sentence: str, steps: list[Effect]) -> Effect | None:
    """The copies of the step before for each listed keyword (a step after it), or None
    for another sentence (or a step before that doesn't name exactly one keyword)."""
    match = _SAME.fullmatch(sentence.strip())
    if match is None or not steps:
        return None
    listed = _listed(match.group(1).lower())
    if not listed or any(k not in SIMPLE_KEYWORDS for k in listed):
        return None
    found: set[str] = set()
    _named(steps[-1], found)
    if len(found) != 1:
        return None
    (old,) = found
    copies = tuple(_swap(steps[-1], old, new) for new in listed if new != old)
    return Sequence(copies) if len(copies) != 1 else copies[0]  # type: ignore[arg-type,return-value]
