"""Static abilities and replacement effects of permanents (CR 604, 613, 614).

>>> boost = parse_static("Creatures you control get +1/+1.", Context())
>>> boost.filter.controller, boost.power, boost.toughness
('you', 1, 1)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AsEntersChoose,
    CantBlock,
    DieResult,
    EntersTapped,
    EntersWithCounters,
    ManaReplacement,
    ObjectFilter,
    OpeningHandStart,
    PowerToughnessBoost,
    RollDice,
    RollReplacement,
    StaticEffect,
)
from grimoire.oracle.keywords import SIMPLE_KEYWORDS
from grimoire.oracle.lexer import SELF

_NUM = {"one": 1, "two": 2, "three": 3}
_TIMES = {"twice": 2, "three times": 3}


def _subject(text: str) -> ObjectFilter:
    low = text.lower()
    if low in ("equipped creature", "enchanted creature"):
        return ObjectFilter(types_any=("creature",), attached_to_source=True, zone="battlefield")
    flt, _ = parse_filter(text.removeprefix("other ").removeprefix("Other "))
    flt = replace(flt, zone="battlefield", another=low.startswith("other "))
    return flt


def _keyword_list(text: str) -> tuple[str, ...]:
    names = [k.strip().lower() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", text) if k.strip()]
    if not all(n in SIMPLE_KEYWORDS for n in names):
        raise ParseFailure(text, "unknown keywords")
    return tuple(names)


def parse_static(line: str, ctx: Context) -> StaticEffect:
    """Parse a static-ability line, or raise :class:`ParseFailure`."""
    text = line.strip().rstrip(".")
    if text == f"{SELF} enters tapped":
        return EntersTapped()
    if text == f"{SELF} can't block":
        return CantBlock()
    match = re.fullmatch(re.escape(SELF) + r" enters with (\w+) (.+?) counters? on it", text)
    if match:
        return EntersWithCounters(match.group(2), parse_number(match.group(1), ctx))
    match = re.fullmatch(
        r"As " + re.escape(SELF) + r" enters, roll (\w+) d(\d+)\. "
        r"It enters with a number of (.+?) counters on it equal to the "
        r"(?:total of those results|result)",
        text,
    )
    if match:
        roll = RollDice(parse_number(match.group(1), ctx), int(match.group(2)))
        return EntersWithCounters(match.group(3), DieResult(total=True), roll=roll)
    match = re.fullmatch(
        r"As "
        + re.escape(SELF)
        + r" enters, choose (?:a|an) (color|opponent|player|creature type)",
        text,
    )
    if match:
        return AsEntersChoose(match.group(1).replace(" ", "_"))  # type: ignore[arg-type]
    match = re.fullmatch(
        r"If " + re.escape(SELF) + r" is in your opening hand, you may begin the game "
        r"with it on the battlefield",
        text,
    )
    if match:
        return OpeningHandStart()
    match = re.fullmatch(
        r"If you would roll (one or more dice|a die|one or more d(\d+)|a d(\d+)), "
        r"instead roll that many (?:dice|d\d+) plus (one|two) and ignore the "
        r"(lowest|highest) rolls?",
        text,
    )
    if match:
        sides = match.group(2) or match.group(3)
        return RollReplacement(
            _NUM[match.group(4)],
            "highest" if match.group(5) == "lowest" else "lowest",
            sides=int(sides) if sides else None,
        )
    match = re.fullmatch(
        r"If you tap (?:a|an) (.+?) for mana, it produces (twice|three times) as "
        r"much of that mana instead",
        text,
    )
    if match:
        flt, _ = parse_filter(match.group(1))
        return ManaReplacement(
            replace(flt, controller="you", zone="battlefield"), multiplier=_TIMES[match.group(2)]
        )
    match = re.fullmatch(
        r"If (?:a|an) (.+?) is tapped for mana, it produces \{([WUBRGC])\} instead of "
        r"any other type and amount",
        text,
    )
    if match:
        flt, _ = parse_filter(match.group(1))
        return ManaReplacement(replace(flt, zone="battlefield"), becomes=(match.group(2),))
    match = re.fullmatch(
        r"(.+?) (?:gets?|get) ([+-]\d+)/([+-]\d+)(?: and (?:has|have) (.+))?", text
    )
    if match:
        keywords = _keyword_list(match.group(4)) if match.group(4) else ()
        return PowerToughnessBoost(
            _subject(match.group(1)), int(match.group(2)), int(match.group(3)), keywords
        )
    match = re.fullmatch(r"(.+?) (?:has|have) (.+)", text)
    if match and not match.group(2).startswith('"'):
        return PowerToughnessBoost(_subject(match.group(1)), 0, 0, _keyword_list(match.group(2)))
    raise ParseFailure(line, "unknown static ability")
