"""A face-down pile put back on top of a library (CR 406.3, 701.20a): "exile it and the top
six cards of your library in a face-down pile." then "If you do, shuffle that pile and put it
back on top of your library." (Triumph of Saint Katherine), compiled as one
:class:`~grimoire.oracle.ir.PileOnTop` (the second sentence amends the first's step).

>>> from grimoire.oracle.context import Context
>>> steps = [pile_on_top("exile ~ and the top six cards of your library in a face-down pile.",
...                      [], Context())]
>>> pile_on_top("If you do, shuffle that pile and put it back on top of your library.", steps,
...             Context())
Sequence(steps=())
>>> steps[0].put_back, steps[0].count
(True, Fixed(value=6))
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context
from grimoire.oracle.ir import Effect, PileOnTop, Sequence
from grimoire.oracle.refs import parse_object

_EXILE = re.compile(r"exile (it|~|this \w+) and the top (\w+) cards of your library in a "
                    r"face-down pile", re.IGNORECASE)
_BACK = re.compile(r"if you do, shuffle that pile and put it back on top of your library",
                   re.IGNORECASE)
_NOOP = Sequence(())


def pile_on_top(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """The step of a sentence of this class (an empty step when it amends the step before),
    or None for another sentence."""
    text = sentence.strip().rstrip(".")
    match = _EXILE.fullmatch(text)
    if match:
        return PileOnTop(parse_object(match.group(1), ctx), parse_amount(match.group(2), ctx),
                         put_back=False)  # until the next sentence says so
    if _BACK.fullmatch(text) and steps and isinstance(steps[-1], PileOnTop):
        steps[-1] = replace(steps[-1], put_back=True)
        return _NOOP
    return None
