"""Phasing and Attraction effect text: "<objects> phase(s) out [until you roll a N or less
while rolling to visit your Attractions]" (CR 702.26b; Ferris Wheel).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import ThisObject
>>> _phase(ThisObject(), "out", Context())
PhaseOut(what=ThisObject(), until_visit_max=None)
>>> _phase(ThisObject(), "out until you roll a 3 or less while rolling to visit your "
...        "Attractions", Context()).until_visit_max
3
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import Effect, PhaseOut
from grimoire.oracle.verbs.registry import Subject, as_object, verb

_UNTIL_VISIT = re.compile(
    r"out until you roll an? ([1-6]) or less while rolling to visit your Attractions")


@verb("phase")
def _phase(subject: Subject, rest: str, ctx: Context) -> Effect:
    """CR 702.26b: "<it> phases out"; the duration, if any, ends on a visit roll."""
    if rest == "out":
        return PhaseOut(as_object(subject))
    match = _UNTIL_VISIT.fullmatch(rest)
    if match is None:
        raise ParseFailure(rest, "phase how")
    return PhaseOut(as_object(subject), until_visit_max=int(match.group(1)))
