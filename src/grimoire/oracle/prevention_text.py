"""Static prevention lines (CR 615) as :class:`~grimoire.oracle.ir.DamagePrevention`.

* "Prevent all [combat|noncombat] damage that would be dealt to <this creature | enchanted
  creature | you | creatures you control ...>[ by <sources>]."
* "Prevent all [combat] damage that would be dealt by <this creature | enchanted
  creature>."
* "Prevent all combat damage that would be dealt to and dealt by enchanted creature." (two)
* "If <a source | a red source | a source an opponent controls | a creature> would deal
  [combat] damage to <you | this creature | you or a creature you control>, prevent N of
  that damage" (CR 615.10: N of each such event; the source read by
  :func:`grimoire.oracle.damage_parties.damage_source`).
* "All damage is dealt as though its source had wither." (CR 120.3d, 702.80a) as
  :class:`~grimoire.oracle.ir.DamageAsThough`.

>>> from grimoire.oracle.context import Context
>>> [p.kind for p in prevention_statics(
...     "Prevent all combat damage that would be dealt to and dealt by enchanted creature",
...     Context())]
['combat', 'combat']
>>> prevention_statics("All damage is dealt as though its source had wither.", Context())
[DamageAsThough(keyword='wither')]
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Literal

from grimoire.oracle.amounts import parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.damage_parties import damage_source
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    DamageAsThough,
    DamagePrevention,
    Fixed,
    ObjectFilter,
    UnpreventableDamage,
)
from grimoire.oracle.statics import _subject

_ALL = re.compile(r"prevent all (combat |noncombat )?damage that would be dealt "
                  r"(to and dealt by|to|by) (.+?)(?: by (.+))?", re.IGNORECASE)
_CANT = re.compile(r"(combat )?damage(?: that would be dealt by (.+?))? can't be prevented",
                   re.IGNORECASE)
_SOME = re.compile(r"if (an? .+?) would deal (combat |noncombat )?damage to (.+?), prevent "
                   r"(\w+) of that damage", re.IGNORECASE)
_AS_THOUGH = re.compile(r"all damage is dealt as though its source had (wither|infect)"
                        r"(?: \([^()]*\))?", re.IGNORECASE)


def who_is(text: str) -> tuple[ObjectFilter | None, bool]:
    """(the objects, whether "you") of "you", "this creature", "you or a creature you
    control", "creatures you control"..."""

    low = text.lower()
    you = False
    if low == "you":
        return None, True
    both = re.fullmatch(r"you (?:or|and) (.+)", low)
    if both:
        you, text = True, text[len(text) - len(both.group(1)):]
    text = re.sub(r"^(?:a|an) ", "", text)
    if re.search(r"\b(during|if|while|share)\b", text):
        raise ParseFailure(text, "a prevention with a condition")
    return _subject(text), you


def source_filter(text: str | None) -> ObjectFilter | None:
    """The damage sources "<text>" names ("a spell you control"), in any zone; None: any."""
    if text is None:
        return None

    if re.search(r"\b(it|it's|they|their)\b", text):
        raise ParseFailure(text, "sources relative to the object")
    flt, _ = parse_filter(text)
    return replace(flt, zone=None)


def _dealer(text: str) -> ObjectFilter:
    """The sources "dealt by <text>" names: "this creature", "creatures you control"."""
    if text.lower() in ("this creature", "~"):
        return ObjectFilter(this_object=True, zone=None)
    flt = source_filter(text)
    assert flt is not None
    return flt


def _kind(word: str | None) -> Literal["any", "combat", "noncombat"]:
    return "combat" if word == "combat " else "noncombat" if word == "noncombat " else "any"


def prevention_statics(text: str, ctx: Context
                       ) -> list[DamagePrevention | UnpreventableDamage | DamageAsThough] | None:
    """The prevention effects of one static line, or None for another shape."""
    line = text.strip().rstrip(".")
    though = _AS_THOUGH.fullmatch(line)
    if though:  # CR 120.3b/d: every source's damage has the results of that keyword's
        return [DamageAsThough(though.group(1).lower())]  # type: ignore[arg-type]
    cant = _CANT.fullmatch(line)
    if cant:  # CR 615.12: "Damage can't be prevented", "... dealt by <sources> can't be ..."
        dealer = None if cant.group(2) is None else _dealer(cant.group(2))
        return [UnpreventableDamage(dealer, combat_only=bool(cant.group(1)))]
    some = _SOME.fullmatch(line)
    if some:
        amount = parse_number(some.group(4), ctx)
        if not isinstance(amount, Fixed):
            raise ParseFailure(line, "prevent how much")
        to, you = who_is(some.group(3))  # CR 615.10: N of each such damage event
        return [DamagePrevention(amount.value, to, you, damage_source(some.group(1)),
                                 _kind(some.group(2)))]
    every = _ALL.fullmatch(line)
    if every is None:
        return None
    kind = _kind(every.group(1))
    how, who, by = every.group(2), every.group(3), every.group(4)
    if how == "by":
        if by is not None:
            raise ParseFailure(line, "dealt by ... by")
        flt, you = who_is(who)
        if you or flt is None:
            raise ParseFailure(line, "damage dealt by a player")
        return [DamagePrevention(None, by=flt, kind=kind)]
    to, you = who_is(who)
    out: list[DamagePrevention | UnpreventableDamage | DamageAsThough] = [
        DamagePrevention(None, to, you, source_filter(by), kind)]
    if how == "to and dealt by":
        if you or to is None or by is not None:
            raise ParseFailure(line, "dealt to and by what")
        out.append(DamagePrevention(None, by=to, kind=kind))
    return out
