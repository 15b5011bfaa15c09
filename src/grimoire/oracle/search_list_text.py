"""Two sentences read as one search (CR 701.19a, 701.16a, 701.20a): "Search your library for a
Plains card, an Island card, a Swamp card, and a Mountain card. Reveal those cards, put them
into your hand, then shuffle." (Shard Convergence, Gem of Becoming, Conflux): "those cards"
are every card found, so the searches and what happens to their cards are one instruction
(:mod:`grimoire.oracle.search_pairs` reads it)."""

from __future__ import annotations

import re

_SPLIT = re.compile(r"(Search your library for an? [\w ]+? card(?:,? (?:and )?an? [\w ]+? "
                    r"card)+)\. Reveal those cards, (put them into your hand, then shuffle)\.")


def joined_search(text: str) -> str:
    """ "Search your library for a Plains card, an Island card, ... . Reveal those cards, put
    them into your hand, then shuffle." as one sentence (the cards found are those cards).

    >>> joined_search("Search your library for an Island card and a Swamp card. Reveal those "
    ...               "cards, put them into your hand, then shuffle.")
    'Search your library for an Island card and a Swamp card, reveal those cards, put them \
into your hand, then shuffle.'
    """
    return _SPLIT.sub(r"\1, reveal those cards, \2.", text) if "Reveal those" in text else text
