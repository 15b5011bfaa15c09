""""For each <thing>, <instruction>." with nothing in the instruction referring back to each
thing ("For each land you control, create a Treasure token."; "For each card exiled this way,
draw a card."): the same instruction as "<instruction> for each <thing>" (CR 608.2c: the
amount is counted as the instruction is followed). The shape whose instruction names "that
creature" / "it" acts on each thing in turn (:func:`grimoire.oracle.checks.for_each_sentence`)
and is left to it; so is an instruction of several parts ("..., then ..."), where the count
would multiply only the last, but for two one-verb parts joined by "and" ("For each nonland
card revealed this way, add {G} and you gain 1 life."): each part is done that many times,
the first before the second (CR 608.2c).

>>> from grimoire.oracle.context import Context
>>> moved("For each land you control, create a Treasure token.")
'create a Treasure token for each land you control'
>>> moved("For each creature card exiled this way, create a token that's a copy of it.")
>>> moved("For each land card revealed this way, you create a 1/1 green and white Citizen "
...       "creature token.")
'you create a 1/1 green and white Citizen creature token for each land card revealed this way'
>>> moved_parts("For each nonland card revealed this way, add {G} and you gain 1 life.")
['add {G} for each nonland card revealed this way', 'you gain 1 life for each nonland card \
revealed this way']
>>> moved_parts("For each creature, draw a card and put it into your hand.") is None
True
>>> moved_parts("For each card in target opponent's graveyard, add {C} and you gain 1 life.")
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import Effect, Sequence, Unimplemented, iter_nodes

_FRONT = re.compile(r"for each ([^,]+), (.+)", re.IGNORECASE)
_BACK_REF = re.compile(r"\b(?:that|those|it|its|them|they|their|each of them|the same)\b|"
                       r" and |, then |\bthen\b|\bthis way\b", re.IGNORECASE)
_COLOR_PAIR = re.compile(r"\b(?:white|blue|black|red|green) and (?:white|blue|black|red|"
                         r"green)\b")
"""A two-colored token ("a 1/1 green and white Citizen creature token"): no second part."""
_ONE = re.compile(r"(?:you )?(?:create|draw|put|gain|mill|scry|surveil|add|investigate)\b"
                  r"(?! \w+ times)", re.IGNORECASE)


def moved(sentence: str) -> str | None:
    """The sentence with its "for each" moved to the end, or None for another shape."""
    match = _FRONT.fullmatch(sentence.strip().rstrip("."))
    if match is None or _BACK_REF.search(_COLOR_PAIR.sub("", match.group(2))) \
            or not _ONE.match(match.group(2)):
        return None
    return f"{match.group(2)} for each {match.group(1)}"


def moved_parts(sentence: str) -> list[str] | None:
    """The sentence's instruction of one or two one-verb parts joined by "and", each with the
    "for each" moved to its end, or None for another shape."""
    one = moved(sentence)
    if one is not None:
        return [one]
    match = _FRONT.fullmatch(sentence.strip().rstrip("."))
    if match is None or re.search(r"\btargets?\b", match.group(1)):
        return None  # the count read twice would ask for its target twice
    parts = _COLOR_PAIR.sub("", match.group(2)).split(" and ")
    if len(parts) != 2 or any(_BACK_REF.search(p) or not _ONE.match(p) for p in parts):
        return None
    first = match.group(2)[:len(parts[0])]
    second = match.group(2)[len(parts[0]) + len(" and "):]
    return [f"{first} for each {match.group(1)}", f"{second} for each {match.group(1)}"]


def for_each_front(sentence: str, ctx: Context,
                   parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The instruction, or None if the sentence isn't of this shape or isn't read whole (the
    sentence then goes on to the other readers)."""
    texts = moved_parts(sentence)
    if texts is None or ctx.rolled:  # "For each odd result, ...": the roll's own reading
        return None
    state = ctx.snapshot()
    try:
        effects = [parse(text, ctx) for text in texts]
    except ParseFailure:
        ctx.restore(state)
        return None
    if any(isinstance(node, Unimplemented) for e in effects for node in iter_nodes(e)):
        ctx.restore(state)
        return None
    return effects[0] if len(effects) == 1 else Sequence(tuple(effects))
