"""The verb "exile" with counters: "Exile ~ with three time counters on it." (CR 122.1).

A suspend card's spell that exiles itself as it resolves (Arc Blade, Festering March: "Exile
~ with three time counters on it", then its suspend ability counts them down in exile, CR
702.62b) and any other "exile <object> with N <kind> counters on it/them": the object is
exiled, then the counters are put on the card it became in exile (CR 400.7: the exiled card,
bound as ``exiled``). A copy of a spell exiles nothing (CR 707.10, 608.2n): no card, no
counters.

>>> from grimoire.oracle.ir import You
>>> VERBS["exile"](You(), "~ with three time counters on it", Context()).steps[1].kind
'time'
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context
from grimoire.oracle.ir import Bound, Effect, Exile, PutCounters, Sequence
from grimoire.oracle.lexer import SELF
from grimoire.oracle.verbs import common as _common  # noqa: F401  (the plain "exile" first)
from grimoire.oracle.verbs.registry import VERBS, Subject, verb

__all__ = ["VERBS"]

_BASE = VERBS["exile"]
"""The plain "exile" handler (:mod:`grimoire.oracle.verbs.common`), imported before this."""

_WITH = re.compile(r"(.+?) with (" + NUMBER_RE + r") ([a-z+\-/0-9]+) counters? on (?:it|them)")


@verb("exile")
def _exile(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "exile <object> with N <kind> counters on it": exile, then counters on what went."""
    if rest == f"{SELF} from your graveyard":  # "you may exile this card from your
        rest = SELF  # graveyard" (a card's own ability there: CR 113.6k, 400.7)
    match = _WITH.fullmatch(rest)
    if match is None:
        return _BASE(subject, rest, ctx)
    amount = parse_number(match.group(2), ctx)
    exiled = _BASE(subject, match.group(1), ctx)
    if not isinstance(exiled, Exile):
        return _BASE(subject, rest, ctx)  # the plain handler says why it fails
    exiled = replace(exiled, bind="exiled")
    ctx.antecedent = Bound("exiled")
    return Sequence((exiled, PutCounters(match.group(3), amount, Bound("exiled"))))
