"""An exile instruction that ends "face down" (CR 406.3): "Exile the top card of your library
face down." (Necropotence), "each opponent who has three or more poison counters exiles the
top card of their library face down." (Ixhel, Scion of Atraxa).

The instruction without "face down" is parsed as usual; each
:class:`~grimoire.oracle.ir.Exile` it holds is then made ``face_down`` (no player may look
at the cards unless an effect lets them: grimoire.mechanics.face_down_exile). An
instruction without an exile step is not this class (None).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.effects import parse_sentence
>>> face_down_exile("Exile the top card of your library face down.", Context(),
...                 parse_sentence).face_down
True
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.ir import Effect, Exile, iter_nodes, substituted

__all__ = ["face_down_exile"]

_FACE_DOWN = re.compile(r"(.*\bexiles? .+?) face down", re.IGNORECASE)


def face_down_exile(sentence: str, ctx: Context,
                    parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The exile instruction ``sentence`` with its exiled cards face down, or None."""
    match = _FACE_DOWN.fullmatch(sentence.strip().rstrip("."))
    if match is None:
        return None
    state = ctx.snapshot()
    effect = parse(match.group(1), ctx)
    exiles = [n for n in iter_nodes(effect) if isinstance(n, Exile)]
    if not exiles:
        ctx.restore(state)
        return None
    for node in exiles:
        effect = substituted(effect, node, replace(node, face_down=True))
    return effect
