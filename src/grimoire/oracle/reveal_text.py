""""Do this only once each turn." after an optional action, and "Whenever you reveal a card
with <quality> this way, <effect>" after the ability's own reveal.

The second is a triggered ability linked to the reveal of the same ability (only that
reveal is "this way", CR 607.2): it is compiled as a check right after the reveal, with "it"
the revealed card, so the card and the roll's result it compares with are the ones of that
reveal.

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import MayDo, DrawCards, Fixed
>>> steps = [MayDo(DrawCards(Fixed(1)))]
>>> once_sentence("Do this only once each turn.", steps), type(steps[0]).__name__
(Sequence(steps=()), 'OnceEachTurn')
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    Bound,
    Conditional,
    Effect,
    MayDo,
    ObjectMatches,
    OnceEachTurn,
    Reveal,
    Sequence,
    iter_nodes,
)

_NOOP = Sequence(())
_THIS_WAY = re.compile(r"whenever you reveal (an? .+?) this way, (.+)", re.IGNORECASE)


def once_sentence(sentence: str, steps: list[Effect]) -> Effect | None:
    """ "Do this only once each turn." limits the optional step before it (which is
    replaced in ``steps``); returns an empty step, or None if not this sentence."""
    if sentence.strip().rstrip(".").lower() != "do this only once each turn":
        return None
    if not steps or not isinstance(steps[-1], MayDo):
        return None
    steps[-1] = OnceEachTurn(steps[-1])
    return _NOOP


def _revealed_name(steps: list[Effect]) -> str | None:
    names = [n.bind for step in steps for n in iter_nodes(step)
             if isinstance(n, Reveal) and n.bind]
    return names[-1] if names else None


def this_way_sentence(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """ "Whenever you reveal a card with mana value less than the result this way, you may
    exile it." (the card the earlier reveal bound), or None."""
    match = _THIS_WAY.fullmatch(sentence.strip().rstrip("."))
    name = _revealed_name(steps)
    if match is None or name is None:
        return None
    from grimoire.oracle.effects import parse_compound

    phrase = re.sub(r"^an? ", "", match.group(1))
    flt, _ = parse_filter(phrase, lambda text: parse_amount(text, ctx))
    if flt.zone is not None:
        raise ParseFailure(sentence, "revealed card in a zone")
    ctx.antecedent = Bound(name)
    return Conditional(ObjectMatches(Bound(name), flt), parse_compound(match.group(2), ctx))
