"""Searches of several zones or of another player's library (CR 701.19a, 701.20a).

"Search your graveyard, hand, and/or library for a card named X and put it onto the
battlefield. If you search your library this way, shuffle." and "Search target player's
library for three cards and exile them. Then that player shuffles." compile to
:class:`~grimoire.oracle.ir.SearchZones` (the second sentence of the first sets its
``shuffle``; "that player" of the second is the searched library's owner).

>>> from grimoire.oracle.context import Context
>>> node = search_clause("your library and/or graveyard for a card named Sunlit Hoplite, "
...                      "reveal it, and put it into your hand", Context())
>>> node.zones, node.either, node.destination, node.filter.name
(('library', 'graveyard'), True, 'hand', 'Sunlit Hoplite')
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    Amount,
    Bound,
    Effect,
    Fixed,
    MayDo,
    ObjectFilter,
    PlayerRef,
    SearchZones,
    Sequence,
    ZoneName,
)
from grimoire.oracle.refs import library_owner, parse_object, parse_player
from grimoire.oracle.verbs.more import _search_filter

_ZONE = r"(?:library|graveyard|hand)"
_SEARCH = re.compile(
    r"(your|target player's|target opponent's|its owner's|its controller's|that player's"
    r"|their) (" + _ZONE + r"(?:, " + _ZONE + r")*,? (?:and/or|and) " + _ZONE + r"|"
    + _ZONE + r") for (.+?)"
    r"(?:,? (?:and )?reveal (?:it|them|that card|those cards))?"
    r"(?:,? and (?:put (?:it|them|that card|those cards) (onto the battlefield( tapped)?"
    r"(?: under your control)?|into your hand|into (?:its owner's|their owner's|that "
    r"player's|their) graveyards?)|(exile (?:it|them))))?"
)


def search_clause(rest: str, ctx: Context) -> SearchZones | None:
    """The search after "search" (``rest``), or None for a plain search of your own library
    (compiled by :func:`grimoire.oracle.verbs.more._search`)."""
    match = _SEARCH.fullmatch(rest)
    if match is None:
        return None
    whose, zone_text, what, put, tapped, exile = match.groups()
    if re.search(r"\b(?:put|puts|exile|reveal|attached|and/or)\b", what):
        return None  # an instruction this pattern doesn't cover ("attached to ...")
    zones = tuple(re.findall(_ZONE, zone_text))
    if whose == "your" and zones == ("library",):
        return None
    owner = _owner(whose, ctx)

    named = re.fullmatch(r"a card named (.+)", what)
    count: Amount = Fixed(1)
    same = re.fullmatch(r"(all|any number of) cards with the same name as (.+)", what)
    same_as = None
    if same:  # CR 201.2: "the same name as that spell" (its last known name)
        same_as = parse_object(same.group(2), ctx)
        flt = ObjectFilter()
    elif named:  # "a card named Sunlit Hoplite" (CR 201.2: a card's name)
        flt = ObjectFilter(name=named.group(1))
    else:
        count, found = _search_filter(what, ctx)
        assert isinstance(found, ObjectFilter)
        flt = found
    destination: ZoneName | None = None
    if exile is not None:
        destination = "exile"
    elif put is None:
        destination = None
    elif put.startswith("onto"):
        destination = "battlefield"
    else:
        destination = "hand" if put == "into your hand" else "graveyard"
    ctx.antecedent = ctx.cards = Bound("found")
    return SearchZones(
        zones,
        flt,
        count,
        owner=owner,
        either="and/or" in zone_text,
        destination=destination,
        tapped=bool(tapped),
        reveal=", reveal" in rest or " and reveal" in rest,
        up_to=what.startswith(("up to ", "any number of ")),
        same_name_as=same_as,
        every=same is not None,
    )


def _owner(whose: str, ctx: Context) -> PlayerRef | None:
    """Whose zones: None for "your"; "target player's" registers the target and becomes
    "that player" of the following sentences."""
    if whose == "your":
        return None

    if whose in ("target player's", "target opponent's"):
        player = parse_player(whose.removesuffix("'s"), ctx)
    elif whose == "its controller's":
        player = parse_player("its controller", ctx)
    elif whose == "its owner's":
        player = parse_player("its owner", ctx)
    else:
        player = library_owner(whose, ctx)
    ctx.player_antecedent = player
    return player


def amend_search(sentence: str, last: Effect) -> Effect | None:
    """ "If you search your library this way, shuffle." after a search that may include
    your library: that search shuffles the library if it searched it (CR 701.20a)."""
    if sentence.strip().rstrip(".").lower() not in (
            "if you search your library this way, shuffle",
            "if you searched your library this way, shuffle"):
        return None
    if isinstance(last, MayDo):
        inner = amend_search(sentence, last.effect)
        return None if inner is None else replace(last, effect=inner)
    if isinstance(last, Sequence) and last.steps:
        first = amend_search(sentence, last.steps[0])
        return None if first is None else Sequence((first, *last.steps[1:]))
    if isinstance(last, SearchZones) and "library" in last.zones and last.owner is None:
        return replace(last, shuffle=True)
    return None

