"""Library searches for a group of lands (CR 701.19):

* "Search your library for up to two basic land cards that share a land type, put them onto
  the battlefield tapped, then shuffle" (Myriad Landscape): one search whose chosen cards
  must have a land type in common (``SearchLibrary.share_land_type``);
* "Search your library for a Forest card and a Plains card, put them onto the battlefield
  tapped, then shuffle" (Krosan Verge), "for a Plains card, an Island card, a Swamp card, and
  a Mountain card. Reveal those cards, put them into your hand, then shuffle" (Shard
  Convergence): a search for each named card, then one shuffle;
* "Search your library and graveyard for a basic land card and a card named Jiang Yanggu,
  reveal them, put them into your hand, then shuffle" (Journey for the Elixir): a search of
  both zones for each card, then one shuffle.

>>> from grimoire.oracle.context import Context
>>> pair = search_pair("your library for a Forest card and a Plains card, put them onto the "
...                    "battlefield tapped, then shuffle", Context())
>>> [s.filter.subtypes_any for s in pair.steps[:2]], pair.steps[0].tapped
([('Forest',), ('Plains',)], True)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    Effect,
    ObjectFilter,
    SearchLibrary,
    SearchZones,
    Sequence,
    Shuffle,
    You,
    ZoneName,
)
from grimoire.oracle.verbs import VERBS, Subject

_SHARE = " that share a land type"
_PUT = (r", put (?:them|those cards) (onto the battlefield( tapped)?|into your hand),? then "
        r"shuffle")


def search_pair(rest: str, ctx: Context) -> Effect | None:
    """The search after "search" (``rest``) when it is one of this module's, else None."""
    match = re.fullmatch(r"your library for (an? [\w ]+? card(?:,? (?:and )?an? [\w ]+? card)+)"
                         r"(, reveal (?:them|those cards))?" + _PUT, rest)
    named = re.split(r",? and |, ", match.group(1)) if match else []
    if match and all(re.fullmatch(r"an? [\w ]+? card", k) for k in named):
        # "for a Plains card, an Island card, a Swamp card, and a Mountain card" (Shard
        # Convergence): one search for each card named, in order, each card found once
        dest: ZoneName = "battlefield" if match.group(3).startswith("onto") else "hand"
        searches = tuple(SearchLibrary(replace(parse_filter(kind.split(" ", 1)[1])[0],
                                               zone=None),
                                       destination=dest, tapped=bool(match.group(4)),
                                       reveal=bool(match.group(2)), bind=f"found{i}")
                         for i, kind in enumerate(named, start=1))
        return Sequence((*searches, Shuffle()))
    match = re.fullmatch(r"your library and graveyard for an? ([\w ]+? card) and a card named "
                         r"(.+?), reveal them, put them into your hand, then shuffle", rest)
    if match:  # Journey for the Elixir: each card from either zone (CR 701.19a), one shuffle
        kinds = (replace(parse_filter(match.group(1))[0], zone=None),
                 ObjectFilter(name=match.group(2)))
        return Sequence((*(SearchZones(("library", "graveyard"), flt, destination="hand",
                                       reveal=True, bind=f"found{i}")
                           for i, flt in enumerate(kinds, start=1)), Shuffle()))
    if _SHARE not in rest:
        return None

    you: Subject = You()
    inner = VERBS["search"](you, rest.replace(_SHARE, "", 1), ctx)
    if not (isinstance(inner, Sequence) and isinstance(inner.steps[0], SearchLibrary)):
        return None
    first = replace(inner.steps[0], share_land_type=True)  # CR 205.3i: land types
    return Sequence((first, *inner.steps[1:]))
