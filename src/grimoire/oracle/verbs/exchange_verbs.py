"""The verb "exchange" for two numerical values (CR 701.10g): "exchange its power and the
power of target creature it's blocking until end of combat" (Serene Master). Control
exchanges stay the plain verb's (:mod:`grimoire.oracle.verbs.common`).

>>> from grimoire.oracle.ir import You
>>> VERBS["exchange"](You(), "its power and the power of target creature until end of turn",
...                   Context()).duration
'end_of_turn'
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import Effect, ExchangePower, ThisObject
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_object
from grimoire.oracle.verbs import common as _common  # noqa: F401  (the control exchange first)
from grimoire.oracle.verbs.registry import VERBS, Subject, verb

__all__ = ["VERBS"]

_BASE = VERBS["exchange"]
_POWERS = re.compile(rf"(?:its|{re.escape(SELF)}'s) power and the power of (target .+?)"
                     r" until end of (turn|combat)")


@verb("exchange")
def _exchange(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "exchange its power and the power of <target> until end of turn/combat" ("its":
    the source); anything else: the control exchange."""
    match = _POWERS.fullmatch(rest)
    if match is None:
        return _BASE(subject, rest, ctx)
    if ctx.antecedent not in (None, ThisObject()):
        raise ParseFailure(rest, "whose power")
    other = parse_object(match.group(1), ctx)
    return ExchangePower(ThisObject(), other,
                         "end_of_turn" if match.group(2) == "turn" else "end_of_combat")
