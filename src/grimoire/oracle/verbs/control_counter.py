"""The verb "gain" for control that lasts while a counter stays: "You gain control of that
creature for as long as it has a shield counter on it" (Shield Broker; CR 611.2b: the effect
ends once the permanent has no counter of that kind, CR 613.1b layer 2). Everything else is
the plain verb's (:mod:`grimoire.oracle.verbs.common`).

>>> from grimoire.oracle.ir import You
>>> VERBS["gain"](You(), "control of ~ for as long as it has a shield counter on it",
...               Context()).while_counter
'shield'
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import Effect, GainControl
from grimoire.oracle.verbs import common as _common  # noqa: F401  (the plain "gain" first)
from grimoire.oracle.verbs.registry import VERBS, Subject, verb

__all__ = ["VERBS"]

_BASE = VERBS["gain"]
_WHILE = re.compile(r"(control of .+?) for as long as it has an? ([a-z+/\d-]+) counter on it")


@verb("gain")
def _gain(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "gain control of <it> for as long as it has a <kind> counter on it"; anything else:
    the plain verb."""
    match = _WHILE.fullmatch(rest)
    if match is None:
        return _BASE(subject, rest, ctx)
    effect = _BASE(subject, match.group(1), ctx)
    if not isinstance(effect, GainControl) or effect.duration != "permanent":
        raise ParseFailure(rest, "a counter's duration after another")
    return replace(effect, while_counter=match.group(2))
