"""Keyword lines: "Flying", "Defender, hexproof", "Ward {4}", "Equip {1}{R}", "Enchant Forest",
"Protection from multicolored" (CR 702).

>>> parse_keyword_line("Reach, trample, protection from multicolored")[2].filter.multicolored
True
>>> parse_keyword_line("Ward {4}")[0].cost.mana.symbols
('4',)
>>> parse_keyword_line("Draw a card.") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from grimoire.core.mana import ManaCost, ManaSymbolError
from grimoire.oracle.context import ParseFailure
from grimoire.oracle.filters import COLOR_WORDS, parse_filter
from grimoire.oracle.ir import (
    AlternativeCost,
    Cost,
    Fixed,
    Keyword,
    NumberCheck,
    ObjectFilter,
    VarX,
)
from grimoire.oracle.prototype_text import prototype_keyword
from grimoire.oracle.upkeep_keywords import DASHED_NAMES, dashed_keyword

SIMPLE_KEYWORDS = frozenset(
    {
        "flying",
        "haste",
        "vigilance",
        "reach",
        "trample",
        "deathtouch",
        "lifelink",
        "menace",
        "first strike",
        "double strike",
        "defender",
        "hexproof",
        "indestructible",
        "flash",
        "shroud",
        "fear",
        "intimidate",
        "prowess",
        "changeling",
        "devoid",
        "skulk",
        "wither",
        "infect",
        "convoke",
        "delve",
        "horsemanship",
        "shadow",
        "flanking",
        "exalted",
        "persist",
        "undying",
        "cascade",
        "storm",
        "rebound",
        "split second",
        "sunburst",
        "phasing",
        "banding",
        "compleated",  # CR 702.150a (grimoire.mechanics.loyalty)
        "unleash",
        "evolve",
        "extort",
        "dethrone",
        "myriad",
        "melee",
        "partner",
        "improvise",
        "mentor",
        "riot",
        "afflict",
        "ascend",
        "assist",
        "jump-start",
        "living weapon",
        "battle cry",
        "soulbond",
        "undaunted",
        "provoke",
        "decayed",
        "training",
        "ravenous",
        "daybound",
        "nightbound",
        "enlist",
        "read ahead",
        "toxic",
        "for mirrodin!",
        "haunt",
        "epic",
        "fuse",
        "retrace",
        "cipher",
        "conspire",  # CR 702.78a (grimoire.oracle.casualty_text)
        "totem armor",
        "umbra armor",
        "choose a background",
        "doctor's companion",
        "swampwalk",
        "islandwalk",
        "forestwalk",
        "mountainwalk",
        "plainswalk",
        "desertwalk",
        "nonbasic landwalk",  # CR 702.14c: "without the specified supertype"
        "aftermath",
        "ingest",
        "bargain",
        "start your engines!",
        "exploit",
        "friends forever",
    }
)
_COST_KEYWORDS = (
    "ward",
    "equip",
    "cycling",
    "kicker",
    "flashback",
    "madness",
    "unearth",
    "ninjutsu",
    "morph",
    "megamorph",
    "evoke",
    "dash",
    "emerge",
    "escape",
    "embalm",
    "eternalize",
    "buyback",
    "recover",
    "echo",
    "entwine",
    "escalate",
    "outlast",
    "miracle",
    "replicate",
    "multikicker",
    "overload",
    "prowl",
    "reinforce",
    "scavenge",
    "transmute",
    "bestow",
    "mutate",
    "encore",
    "disturb",
    "foretell",
    "blitz",
    "plot",
    "spectacle",
    "surge",
    "aura swap",
    "fortify",
    "reconfigure",
    "craft",
    "landcycling",
    "basic landcycling",
    "forestcycling",
    "islandcycling",
    "mountaincycling",
    "plainscycling",
    "swampcycling",
    "channel",
    "offspring",
    "cumulative upkeep",
    "splice onto arcane",
    "level up",
    "disguise",
    "warp",
    "squad",
    "cleave",
    "more than meets the eye",
    "freerunning",
    "sneak",
    "web-slinging",
    "mobilize",
    "harmonize",
    "exhaust",
    "mayhem",
)
_AMOUNT_KEYWORDS = (
    "hideaway",  # CR 702.75a (702.75b: the old printed "Hideaway" has Oracle "Hideaway 4")
    "annihilator",
    "bushido",
    "rampage",
    "absorb",
    "afflict",
    "fading",
    "vanishing",
    "modular",
    "graft",
    "bloodthirst",
    "dredge",
    "frenzy",
    "poisonous",
    "renown",
    "fabricate",
    "tribute",
    "crew",
    "afterlife",
    "toxic",
    "backup",
    "amplify",
    "devour",
    "soulshift",
    "ripple",
    "casualty",
    "squad",
    "mobilize",
    "saddle",
    "station",
)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _parse_item(item: str) -> Keyword:
    low = item.lower().strip()
    if low in SIMPLE_KEYWORDS:
        return Keyword(low)
    match = re.fullmatch(r"protection from (.+)", low)
    if match:
        quality = match.group(1)
        if quality == "multicolored":
            return Keyword("protection", filter=ObjectFilter(multicolored=True))
        if quality == "everything":
            return Keyword("protection", filter=ObjectFilter())
        if quality == "each color":  # CR 702.16h: from white, from blue, ... from green
            return Keyword("protection", filter=ObjectFilter(colors_any=tuple("WUBRG")))
        if quality == "die rolls":  # Proper Laboratory Attire: what lets a player roll a die
            return Keyword("protection", filter=ObjectFilter(rolls_dice=True))
        valued = re.fullmatch(r"mana value (\d+) or (less|greater)", quality)
        if valued:  # "protection from mana value 3 or less" (CR 702.16a, 202.3: the
            # quality is the mana value of the spell, ability source, creature or Aura)
            return Keyword("protection", filter=ObjectFilter(mana_value=NumberCheck(
                "le" if valued.group(2) == "less" else "ge", int(valued.group(1)))))
        colors = re.split(r"\s*(?:,|and|from)\s*", quality)

        if all(c in COLOR_WORDS for c in colors if c):
            return Keyword(
                "protection",
                filter=ObjectFilter(colors_any=tuple(COLOR_WORDS[c] for c in colors if c)),
            )
        original = item.strip()[len("protection from ") :]
        parts = [p for p in re.split(r",? and from |, from ", original) if p]
        if len(parts) > 1 or (parts and parts[0][:1].isupper()):
            # "protection from Robots", "protection from Rogues and from Clerics"
            filters = [parse_filter(part)[0] for part in parts]
            if all(f.subtypes_any and not f.types_any for f in filters):
                subtypes = tuple(s for f in filters for s in f.subtypes_any)
                return Keyword("protection", filter=ObjectFilter(subtypes_any=subtypes))
        flt, _ = parse_filter(quality)
        return Keyword("protection", filter=flt)
    match = re.fullmatch(r"enchant (.+)", item.strip(), re.IGNORECASE)
    if match:
        what = match.group(1)
        if what.lower() == "player":
            return Keyword("enchant", players=True)
        if what.lower() == "opponent":
            return Keyword("enchant", players=True, filter=ObjectFilter(controller="opponent"))
        flt, _ = parse_filter(what)
        return Keyword("enchant", filter=flt)
    match = re.fullmatch(r"champion an? (.+)", item.strip(), re.IGNORECASE)
    if match:  # CR 702.72a: "Champion an Elf", "Champion a creature"
        flt, _ = parse_filter(match.group(1))
        return Keyword("champion", filter=flt)
    match = re.fullmatch(r"affinity for (.+)", item.strip(), re.IGNORECASE)
    if match:  # CR 702.41a
        flt, _ = parse_filter(match.group(1))
        return Keyword("affinity", filter=flt)
    match = re.fullmatch(
        r"(suspend|impending|reinforce|awaken) (\d+|X)—((?:\{[^}]+\})+)", item.strip(),
        re.IGNORECASE)
    if match:  # CR 702.62a suspend N—cost; CR 702.77a reinforce N—cost; 702.113a awaken
        try:
            mana = ManaCost.parse(match.group(3))
        except ManaSymbolError as error:
            raise ParseFailure(item, str(error)) from error
        count = match.group(2)

        return Keyword(
            match.group(1).lower(),
            cost=Cost(mana=mana),
            amount=Fixed(int(count)) if count.isdigit() else VarX(),
        )
    prototype = prototype_keyword(item)  # "Prototype {1}{G} — 2/3" (CR 702.160a)
    if prototype is not None:
        return prototype
    dashed = dashed_keyword(item)  # "Echo—Discard a card" (CR 702.30a, 702.24a)
    if dashed is not None:
        return dashed
    for name in sorted(_COST_KEYWORDS, key=len, reverse=True):
        if low.startswith(name + " ") and re.fullmatch(
            r"(\{[^}]+\})+", item.strip()[len(name) + 1 :]
        ):
            try:
                mana = ManaCost.parse(item.strip()[len(name) + 1 :])
            except ManaSymbolError as error:
                raise ParseFailure(item, str(error)) from error
            return Keyword(name, cost=Cost(mana=mana))
    match = re.fullmatch(r"devour (\w+) (\d+)", low)
    if match:  # CR 702.82c: "Devour [quality] N" (an artifact, a land, a Food)
        flt, _ = parse_filter(match.group(1))
        return Keyword("devour", amount=Fixed(int(match.group(2))), filter=flt)
    for name in _AMOUNT_KEYWORDS:
        match = re.fullmatch(re.escape(name) + r" (\d+|one|two|three|four|five|six)", low)
        if match:
            word = match.group(1)
            value = int(word) if word.isdigit() else _NUMBERS[word]
            return Keyword(name, amount=Fixed(value))
    raise ParseFailure(item, "not a keyword")


def _kicker_pair(item: str) -> list[str]:
    match = re.fullmatch(r"(kicker) ((?:\{[^}]+\})+) and/or ((?:\{[^}]+\})+)", item.strip(),
                         re.IGNORECASE)
    if match is None:
        return [item]
    return [f"{match.group(1)} {match.group(2)}", f"{match.group(1)} {match.group(3)}"]


def parse_keyword_line(line: str) -> tuple[Keyword, ...] | None:
    """The keywords of a keyword line, or None if the line is not one."""
    text = line.strip().rstrip(".")
    if not text or ":" in text:
        return None
    partner = re.fullmatch(r"partner with (.+)", text, re.IGNORECASE)
    if partner:  # CR 702.124i: "Partner with [name]" (the name may hold a comma)
        return (Keyword("partner with", filter=ObjectFilter(name=partner.group(1))),)
    # "Ward—{2}, Pay 2 life", "Flashback—{1}{U}, Pay 3 life": the comma is inside the cost
    items = [text] if text.lower().startswith(tuple(n + "—" for n in DASHED_NAMES)) else \
        [i for i in re.split(r"[,;]\s*", text) if i]
    # CR 702.33b: "Kicker [cost 1] and/or [cost 2]" means "Kicker [cost 1], kicker [cost 2]"
    items = [part for i in items for part in _kicker_pair(i)]
    try:
        return tuple(_parse_item(i) for i in items)
    except ParseFailure:
        return None


def plot_costs(abilities: Sequence[object]) -> tuple[AlternativeCost, ...]:
    """CR 702.170d: a plotted card's owner may cast it from exile without paying its mana
    cost (an alternative cost, CR 118.9), offered only for a card plotted on an earlier turn
    (``option="plot"``, :mod:`grimoire.mechanics.plot`); the plot cost itself is paid by the
    special action (CR 702.170a). One for the card, however many plot abilities it has.

    >>> plot_costs([Keyword("plot", cost=Cost(ManaCost(("R",))))])[0].cost.mana.symbols
    ()
    """
    if not any(isinstance(a, Keyword) and a.name == "plot" and a.cost is not None
               for a in abilities):
        return ()
    return (AlternativeCost(Cost(ManaCost(())), text="Plot: without paying its mana cost",
                            option="plot"),)


def foretell_costs(abilities: Sequence[object]) -> tuple[AlternativeCost, ...]:
    """CR 702.143a: each foretell keyword's alternative cost, payable only for a foretold
    card in exile (``option="foretell"``, :mod:`grimoire.mechanics.foretell`).

    >>> foretell_costs([Keyword("foretell", cost=Cost(ManaCost(("R",))))])[0].option
    'foretell'
    """
    return tuple(AlternativeCost(a.cost, text=f"Foretell {a.cost.mana}", option="foretell")
                 for a in abilities
                 if isinstance(a, Keyword) and a.name == "foretell" and a.cost is not None)
