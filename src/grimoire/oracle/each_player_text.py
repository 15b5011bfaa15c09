"""Instructions every player follows with their own graveyard (CR 101.4, 608.2c):

* "Each player exiles all creature cards from their graveyard, then sacrifices all creatures
  they control, then puts all cards they exiled this way onto the battlefield." (Living
  Death, Living End): the exiled cards are remembered (CR 607.2a does not apply: the same
  instruction) and come back under their owners' control, all at once;
* "Each player puts a creature card from their graveyard onto the battlefield." (Exhume):
  a choice each, in APNAP order, then one simultaneous move
  (:class:`~grimoire.oracle.ir.PlayersPutOntoBattlefield`).

>>> from grimoire.oracle.context import Context
>>> type(each_player_clause("Each player puts a creature card from their graveyard onto "
...                         "the battlefield", Context())).__name__
'PlayersPutOntoBattlefield'
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AllMatching,
    Bound,
    EachPlayer,
    Effect,
    Exile,
    ObjectFilter,
    OwnerOf,
    PlayersPutOntoBattlefield,
    PutOntoBattlefield,
    SacrificePermanents,
    Sequence,
)

_LIVING = re.compile(r"each player exiles all (\w+) cards from their graveyard, then sacrifices "
                     r"all (\w+)s they control, then puts all cards they exiled this way onto "
                     r"the battlefield")
_EXHUME = re.compile(r"each player puts (?:a|an) ([\w ]+? card) from their graveyard onto the "
                     r"battlefield")


def each_player_clause(text: str, ctx: Context) -> Effect | None:
    """The instruction, or None for another shape."""
    low = text.strip().rstrip(".").lower()
    match = _LIVING.fullmatch(low)
    if match and match.group(1) == match.group(2):
        kind = match.group(1)
        back = Bound("living")
        return Sequence((
            Exile(AllMatching(ObjectFilter(types_any=(kind,), zone="graveyard")), linked=False,
                  bind=back.name),
            SacrificePermanents(EachPlayer(), ObjectFilter(types_any=(kind,),
                                                           zone="battlefield"), every=True),
            PutOntoBattlefield(back, controller=OwnerOf(back)),  # CR 110.2: their own
        ))
    match = _EXHUME.fullmatch(low)
    if match:
        flt, _ = parse_filter(match.group(1))
        return PlayersPutOntoBattlefield(EachPlayer(), replace(flt, zone="graveyard"))
    return None
