""" "Creature spells you cast have offspring {2}" (Zinnia, Valley's Voice), "Artifact spells you
cast have convoke" (Chief Engineer), "Spells you cast have affinity for artifacts" (Sami,
Wildcat Captain): a static ability giving the spells its controller casts a keyword
(:class:`~grimoire.oracle.ir.SpellsHave`, :mod:`grimoire.mechanics.spell_grants`).

Only keywords the engine honours on a spell given one as it is cast are read
(:data:`GRANTED_KEYWORDS`): offspring (an optional additional cost and, paid, an enters
trigger of the permanent, CR 702.175a), convoke, improvise, delve and affinity (they pay or
reduce the total cost, CR 702.51a, 702.126a, 702.66a, 702.41a). Any other keyword ("have
cascade", "have replicate. The replicate cost is ...", "have casualty 2") is not understood
and the card stays unplayable.

>>> grant = spells_have("Creature spells you cast have offspring {2}")
>>> grant.keyword.name, grant.keyword.cost.mana.symbols, grant.kind.types_any
('offspring', ('2',), ('creature',))
>>> spells_have("Spells you cast from exile have convoke").from_zone
'exile'
>>> spells_have("Spells you cast have convoke").kind is None
True
>>> spells_have("Spells you cast have ripple 4")
Traceback (most recent call last):
grimoire.oracle.context.ParseFailure: ripple given to spells: 'Spells you cast have ripple 4'
>>> spells_have("Creatures you control have flying") is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle import ir
from grimoire.oracle.context import ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import SpellsHave
from grimoire.oracle.keywords import parse_keyword_line

GRANTED_KEYWORDS = frozenset({"offspring", "convoke", "improvise", "delve", "affinity"})
"""The keywords a :class:`~grimoire.oracle.ir.SpellsHave` may give (see the module
docstring)."""

_SPELLS_HAVE = re.compile(
    r"(?P<kind>.*?)\bspells you cast(?P<with> with [^.]+?)?"
    r"(?: from (?P<zone>your hand|exile|your graveyard))? have (?P<keyword>[^.()]+?)\.?",
    re.IGNORECASE)
_ZONES = {"your hand": "hand", "exile": "exile", "your graveyard": "graveyard"}


def spells_have(text: str) -> SpellsHave | None:
    """The static of "<kind> spells you cast [from <zone>] have <keyword>", or None if
    ``text`` is not one. Raises :class:`ParseFailure` for a keyword it can't give or a kind
    of spell not understood."""
    line = re.sub(r"\s*\([^)]*\)", "", text).strip()  # reminder text (CR 207.2)
    match = _SPELLS_HAVE.fullmatch(line)
    if match is None:
        return None
    keywords = parse_keyword_line(match.group("keyword").strip())
    if not keywords or len(keywords) != 1:
        raise ParseFailure(text, "a keyword given to spells")
    keyword = keywords[0]
    name = keyword.name.lower()
    if name not in GRANTED_KEYWORDS or (name == "offspring" and keyword.cost is None) or (
            name == "affinity" and keyword.filter is None):
        raise ParseFailure(text, f"{name} given to spells")
    words = match.group("kind").strip()
    kind = None
    if words or match.group("with"):
        try:
            kind, _ = parse_filter((words + " card" if words else "card")
                                   + (match.group("with") or ""))
        except (ValueError, ParseFailure) as exc:
            raise ParseFailure(text, f"the kind of spell: {exc}") from exc
        kind = replace(kind, zone=None)
    zone = match.group("zone")
    return SpellsHave(keyword, kind, _ZONES[zone.lower()] if zone else None)


_LIFE = re.compile(r"Once during each of your turns, you may cast (an? .+?) spell( from your "
                   r"hand)? by paying life equal to its mana value rather than paying its mana "
                   r"cost\.?")


def life_instead(text: str) -> ir.LifeInsteadOfMana | None:
    """ "Once during each of your turns, you may cast an enchantment spell by paying life
    equal to its mana value rather than paying its mana cost" (CR 118.9, 119.4), or None.

    >>> life_instead("Once during each of your turns, you may cast an enchantment spell by "
    ...              "paying life equal to its mana value rather than paying its mana cost."
    ...              ).filter.types_any
    ('enchantment',)
    """
    match = _LIFE.fullmatch(text)
    if match is None:
        return None
    words = re.sub(r"^an? ", "", match.group(1))
    flt, plural = parse_filter(words)
    if plural or flt.zone is not None:
        return None
    return ir.LifeInsteadOfMana(flt, bool(match.group(2)))
