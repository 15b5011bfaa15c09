"""Cost parts beyond :mod:`grimoire.oracle.costs`' (CR 118.1, 602.1): counters put on the
source or removed from another permanent, unattaching an Equipment, exerting the source
(paid by :mod:`grimoire.mechanics.more_costs`).

>>> other_cost_part("Put a -0/-1 counter on ~")
PutCountersCost(kind='-0/-1', count=1)
>>> other_cost_part("Remove a +1/+1 counter from a creature you control").filter.controller
'you'
>>> other_cost_part("Remove a +1/+1 counter or a charge counter from a permanent you "
...                 "control").or_kind
'charge'
>>> other_cost_part("Unattach §")
UnattachCost(granter=GrantingSource(oid=0))
>>> other_cost_part("Exert ~"), other_cost_part("Draw a card")
(ExertCost(), None)
>>> other_cost_part("have an opponent gain 3 life")
OthersGainLifeCost(amount=3, each=False)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_WORDS
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    CostPart,
    ExertCost,
    GrantingSource,
    OthersGainLifeCost,
    PutCountersCost,
    RemoveCounterFromCost,
    UnattachCost,
)
from grimoire.oracle.lexer import GRANTER, SELF

_N = r"(a|an|one|two|three|four|five|six|\d+)"


def _n(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def other_cost_part(text: str) -> CostPart | None:
    """The cost part of ``text`` among these shapes, or None."""
    low = text.strip().lower()
    match = re.fullmatch(_N + r" (.+?) counters? on " + re.escape(SELF), low.removeprefix(
        "put "))
    if match and low.startswith("put "):  # "Put a -0/-1 counter on this creature"
        return PutCountersCost(match.group(2), _n(match.group(1)))
    match = re.fullmatch(r"remove " + _N + r" (\S+?) counters? (?:or (?:a|an) (\S+) counter )?"
                         r"from (?:a|an|another) (.+?) you control", text.strip(), re.IGNORECASE)
    if match and (match.group(3) is None or match.group(1).lower() in ("a", "an", "one")):
        # "... from a creature you control"; "a +1/+1 counter or a charge counter from a
        # permanent you control": one counter of either kind, chosen as it's paid
        flt, _ = parse_filter(match.group(4))
        another = " from another " in low
        flt = replace(flt, controller="you", zone="battlefield", another=another)
        return RemoveCounterFromCost(match.group(2), flt, _n(match.group(1)),
                                     or_kind=match.group(3))
    if low == f"unattach {SELF}":  # "Unattach this Equipment" (its own ability)
        return UnattachCost()
    if low == f"unattach {GRANTER}":  # granted: "Unattach Leonin Bola" (CR 201.5a)
        return UnattachCost(GrantingSource())
    if low == f"exert {SELF}":  # CR 701.39a
        return ExertCost()
    match = re.fullmatch(r"have (an opponent|each other player) gain (\d+) life", low)
    if match:  # an alternative cost paid by another player's gain (CR 118.9, 119.3)
        return OthersGainLifeCost(int(match.group(2)), each=match.group(1) != "an opponent")
    return None
