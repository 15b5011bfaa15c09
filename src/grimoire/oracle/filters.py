"""Noun phrases to :class:`~grimoire.oracle.ir.ObjectFilter` ("nonblack creature you control",
"instant or sorcery card from a graveyard", "creature card with mana value 3 or less").

>>> f, plural = parse_filter("artifact, creature, or planeswalker")
>>> f.types_any, plural
(('artifact', 'creature', 'planeswalker'), False)
>>> parse_filter("nonblack creatures you control")[0].colors_none
('B',)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import ParseFailure
from grimoire.oracle.ir import (
    SOURCE_NAME,
    Amount,
    Controller,
    NumberCheck,
    ObjectFilter,
    StatCheck,
    SumOf,
    ThisObject,
    TriggeringObject,
)
from grimoire.oracle.stack_text import stack_filter
from grimoire.oracle.subtypes import SUBTYPES

CARD_TYPES = (
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "land",
    "planeswalker",
    "sorcery",
    "kindred",
    "tribal",
)
PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
SUPERTYPES = ("basic", "legendary", "snow", "world")
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_PLURALS = {"sorceries": "sorcery", "elves": "Elf", "dwarves": "Dwarf", "wolves": "Wolf"}
_NUM_WORDS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
_OPS = {
    "or less": "le",
    "or greater": "ge",
    "or more": "ge",
    "or fewer": "le",
}
_DYN_OPS = {
    "less than or equal to": "le",
    "greater than or equal to": "ge",
    "less than": "lt",
    "greater than": "gt",
    "equal to": "eq",
}
_STAT = r"(mana value|power|toughness)"

AmountParser = Callable[[str], Amount]


def _singular(word: str) -> str:
    low = word.lower()
    if low in _PLURALS:
        return _PLURALS[low]
    if low.endswith("ies") and low[:-3] + "y" in CARD_TYPES:
        return low[:-3] + "y"
    if word.endswith("ies") and word[:-3] + "y" in SUBTYPES:
        return word[:-3] + "y"  # "Mercenaries"
    if word in SUBTYPES:
        return word
    if word.endswith("ves") and word[:-3] + "f" in SUBTYPES:
        return word[:-3] + "f"  # "Werewolves", "Elves" (and "Wolves" above)
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


_OWN_TAIL = re.compile(r"\bcards? in (?:your|their|each player's|all players') (?:hand|graveyard|"
                       r"library)s?$|\b(?:you|your opponents|an opponent) controls?$")
"""An amount that ends with words of its own ("the number of cards in your hand", "the
number of Islands you control"), not a qualifier of the filtered noun."""


def _whole_amount_stat(text: str, amount_parser: AmountParser | None
                       ) -> tuple[StatCheck, str] | None:
    """ "<noun> with power greater than <amount>" where all the words after the comparison
    are one amount ("the number of cards in your hand", Ensnaring Bridge): the comparison
    and the text before it, or None. "with lesser mana value" (a target of a triggered
    ability: Scrap Trawler's rulings) compares with the object the ability refers to, its
    mana value as it last existed (CR 608.2h)."""
    lesser = re.search(r"\s+with (equal or )?lesser mana value$", text)
    if lesser and amount_parser is not None:  # (compared with another target or a spell
        than = amount_parser("that permanent's mana value")  # countered: not this class)
        if isinstance(than, SumOf) and isinstance(than.ref, TriggeringObject | ThisObject):
            return StatCheck("mana_value", "le" if lesser.group(1) else "lt",
                             than), text[:lesser.start()]
    match = re.search(r"\s+with " + _STAT + r" (" + "|".join(_DYN_OPS)
                      + r") ((?:(?:\d+|one|two|three) plus )?the .+|(?:this creature|~)'s "
                      r"(?:power|toughness))$", text)
    if match is None or amount_parser is None or not (
            _OWN_TAIL.search(match.group(3)) or match.group(3).endswith(("power", "toughness"))):
        return None  # ("... less than the number of Spirits you control from a graveyard":
        # the last words are the noun's)
    try:
        amount = amount_parser(match.group(3))
    except ParseFailure:
        return None
    return StatCheck(_stat(match.group(1)), _DYN_OPS[match.group(2)],  # type: ignore[arg-type]
                     amount), text[:match.start()]


_BASE = re.compile(r"\s+(?:each )?with base (power and toughness|power or toughness|power|"
                   r"toughness) (\d+)(?:/(\d+))?(?: (or less|or greater|or more))?$")


def _base_stats(text: str) -> tuple[dict[str, object], str] | None:
    """ "<noun> with base power 1", "... with base power and toughness 1/1", "... each with
    base power or toughness 1 or less" (CR 208.4b: the values after layers 7a-7b): the
    filter fields and the text before, or None.

    >>> _base_stats("creatures you control with base power 1")[0]
    {'base_power': NumberCheck(op='eq', value=1)}
    >>> sorted(_base_stats("creature with base power and toughness 1/1")[0])
    ['base_power', 'base_toughness']
    >>> _base_stats("creature with base power 1/1") is None
    True
    """
    match = _BASE.search(text)
    if match is None:
        return None
    which, first, second, op = match.groups()
    if (which == "power and toughness") != (second is not None):
        return None  # "base power and toughness" needs N/N; a lone stat, one number
    power = NumberCheck(_OPS[op] if op else "eq", int(first))  # type: ignore[arg-type]
    if which == "power and toughness":
        fields: dict[str, object] = {"base_power": power, "base_toughness": NumberCheck(
            power.op, int(second))}
    elif which == "power or toughness":  # one or the other (CR 208.1): either filter
        fields = {"either": (ObjectFilter(base_power=power), ObjectFilter(base_toughness=power))}
    else:
        fields = {f"base_{which}": power}
    return fields, text[:match.start()]


def _number(word: str) -> int:
    if word.isdigit():
        return int(word)
    if word in _NUM_WORDS:
        return _NUM_WORDS[word]
    raise ParseFailure(word, "not a number")


_KIND = object()
"""A qualifier's value taken from the phrase: the kind of counter it names."""
_NO_KIND = object()
"""The same, for "with no <kind> counters": ``"no:<kind>"``."""

_QUALIFIERS: list[tuple[re.Pattern[str], dict[str, object]]] = [
    # "permanents you own that your opponents control" / "you own but don't control": in a
    # free-for-all game each other player is an opponent (CR 102.3, 108.3, 108.4)
    (re.compile(r"\s+you own (?:that (?:your opponents|an opponent) controls?|but don't "
                r"control)$"), {"owner": "you", "controller": "opponent"}),
    (re.compile(r"\s+(?:that's )?attacking you or a planeswalker you control$"),  # ("you
     {"attacking": True, "attacking_you_or_yours": True}),                 # control")
    (re.compile(r"\s+you control$"), {"controller": "you"}),
    (re.compile(r"\s+you don't control$"), {"controller": "opponent"}),
    (
        re.compile(r"\s+(?:an opponent|your opponents|opponents) controls?$"),
        {"controller": "opponent"},
    ),
    (re.compile(r"\s+(?:the )?defending player controls$"), {"controller": "defending"}),
    (re.compile(r"\s+enchanted player controls$"), {"controller": "enchanted_player"}),
    (re.compile(r"\s+the active player controls$"), {"controller": "active"}),
    (re.compile(r"\s+other than (?:~|this creature|this permanent)$"), {"another": True}),
    (re.compile(r"\s+with the same name as (?:~|this creature|this permanent)$"),
     {"same_name_as": SOURCE_NAME}),  # CR 201.2 (Evil Twin)
    (re.compile(r"\s+dealt damage by (?:~|this creature) this turn$"),
     {"dealt_damage": "by_source"}),
    (re.compile(r"\s+that was dealt damage this turn$"), {"dealt_damage": "any"}),
    (re.compile(r"\s+that dealt damage to you this turn$"), {"dealt_damage": "to_you"}),
    # CR 122.1: counters on it now ("each creature you control with a +1/+1 counter on it")
    (re.compile(r"\s+(?:with|that (?:has|have)) (?:a|one or more|an) (\+1/\+1|-1/-1|[a-z]+) "
                r"counters? on (?:it|them)$"), {"counters": _KIND}),
    (re.compile(r"\s+with no (\+1/\+1|-1/-1|[a-z]+) counters on (?:it|them)$"),
     {"counters": _NO_KIND}),  # "creatures with no +1/+1 counters on them"
    (re.compile(r"\s+with (\+1/\+1|-1/-1) counters on them$"), {"counters": _KIND}),
    (re.compile(r"\s+with (?:a |one or more )?counters? on (?:it|them)$"), {"counters": "any"}),
    (re.compile(r"\s+with no counters on (?:it|them)$"), {"counters": "none"}),
    (re.compile(r"\s+that entered (?:the battlefield )?this turn$"),
     {"entered_this_turn": True, "zone": "battlefield"}),
    (re.compile(r"\s+whose controller was dealt combat damage by (?:~|this creature) this "
                r"turn$"), {"dealt_damage": "controller_by_source"}),  # (Steel Hellkite)
    (re.compile(r"\s+you own$"), {"owner": "you"}),
    (re.compile(r"\s+(?:from|in) your graveyard$"), {"zone": "graveyard", "owner": "you"}),
    (re.compile(r"\s+(?:from|in) (?:a|any|target player's) graveyard$"), {"zone": "graveyard"}),
    (re.compile(r"\s+(?:from|in) (?:all )?graveyards$"), {"zone": "graveyard"}),
    (re.compile(r"\s+(?:from|in) defending player's graveyard$"),  # CR 506.2
     {"zone": "graveyard", "owner": "defending"}),
    (
        re.compile(r"\s+(?:from|in) (?:an opponent's|opponents') graveyards?$"),
        {"zone": "graveyard", "owner": "opponent"},
    ),
    (re.compile(r"\s+(?:from|in) your hand$"), {"zone": "hand", "owner": "you"}),
    (re.compile(r"\s+(?:from|in) your library$"), {"zone": "library", "owner": "you"}),
    (re.compile(r"\s+(?:on the battlefield)$"), {"zone": "battlefield"}),
    (re.compile(r"\s+that's attacking that player$"),  # (the trigger's, CR 603.2)
     {"attacking": True, "attacking_trigger_player": True}),
    (re.compile(r"\s+that's attacking$"), {"attacking": True}),
    (re.compile(r"\s+that are enchanted$"), {"enchanted": True}),  # CR 303.4e
    (re.compile(r"\s+that attacked this turn$"), {"attacked_this_turn": True,  # CR 508.1
                                                   "zone": "battlefield"}),
    (re.compile(r"\s+that (?:aren't|isn't) enchanted$"), {"enchanted": False}),
    # CR 607.2d: "of the chosen type", linked to "As ~ enters, choose a creature type"
    (re.compile(r"\s+that (?:aren't|isn't) of the chosen (?:creature )?type$"),
     {"chosen_quality": "not_type"}),  # (before the next, which would take its tail)
    (re.compile(r"\s+of the chosen (?:creature )?type$"), {"chosen_quality": "type"}),
    (re.compile(r"\s+of the chosen card type$"), {"chosen_quality": "card_type"}),
    (re.compile(r"\s+of the chosen color$"), {"chosen_quality": "color"}),
    (re.compile(r"\s+attacking you$"), {"attacking": True, "attacking_you": True}),
    (re.compile(r"\s+banded with (?:it|~|this creature)$"), {"banded_with_source": True}),
    (re.compile(r"\s+(?:it's|~ is|this creature is) blocking$"),  # (the source, CR 509.1h)
     {"blocked_by_source": True}),
    (re.compile(r"\s+with level up$"), {"level_up": True}),  # CR 702.87a
    # "each creature not chosen this way": objects a Choose step bound (oracle/choose.py)
    (re.compile(r"\s+not chosen this way$"), {"excluding": "chosen"}),
    # "a card named ~": the card's own name, filled in by grimoire.oracle.named
    (re.compile(r"\s+named ~$"), {"name": "~"}),
    (
        re.compile(r"\s+that (?:were|was) put there from the battlefield this turn$"),
        {"from_battlefield_this_turn": True},
    ),
    # "creature that crewed it this turn" (CR 702.122b), "that saddled it" (CR 702.171c)
    (re.compile(r"\s+that crewed (?:it|~) this turn$"), {"crewed_source": "crew"}),
    (re.compile(r"\s+that saddled (?:it|~) this turn$"), {"crewed_source": "saddle"}),
    # "planeswalker that was activated this turn" (CR 700.10: the source of an activated
    (re.compile(r"\s+that was activated this turn$"), {"activated_this_turn": True}),  # one)
    # "creature card in your opponents' graveyards": cards an opponent owns (CR 404.1)
    (re.compile(r"\s+(?:from|in) your opponents' graveyards$"),
     {"zone": "graveyard", "owner": "opponent"}),
    # "each creature that convoked it" (CR 702.51c: tapped to pay for the spell's cost)
    (re.compile(r"\s+that convoked (?:it|~)$"), {"convoked_source": True}),
    # Ferris Wheel: "creature that hasn't been phased out with this Attraction" (CR 702.26)
    (
        re.compile(r"\s+that (?:hasn't|has not) been phased out with (?:this \w+|~)$"),
        {"not_phased_out_with_source": True},
    ),
]


_COMMANDER = {
    "commander": ObjectFilter(commander=True),  # "if it targets a commander": anyone's
    "your commander": ObjectFilter(commander=True, owner="you"),
    "your commanders": ObjectFilter(commander=True, owner="you"),
    "a commander you control": ObjectFilter(commander=True, controller="you"),
    "commander you control": ObjectFilter(commander=True, controller="you"),
    "commanders you control": ObjectFilter(commander=True, controller="you"),
    "commander creatures you control": ObjectFilter(types_any=("creature",), commander=True,
                                                    controller="you"),
    "commander creature you control": ObjectFilter(types_any=("creature",), commander=True,
                                                   controller="you"),  # "Equip commander"
    "commander creatures you own": ObjectFilter(types_any=("creature",), commander=True,
                                                owner="you"),
}
"""Noun phrases naming commanders (CR 903.3: "your commander" is one you own; CR 903.3d:
controlling one means one on the battlefield)."""


HISTORIC = (ObjectFilter(types_any=("artifact",)), ObjectFilter(supertypes=("legendary",)),
            ObjectFilter(subtypes_any=("Saga",)))
"""CR 700.6: "historic" describes an artifact, a legendary object or a Saga."""


def parse_filter(
    phrase: str, amount_parser: AmountParser | None = None
) -> tuple[ObjectFilter, bool]:
    """Parse a noun phrase into a filter; also say whether the noun was plural."""

    stack = stack_filter(phrase, parse_filter)  # "spell or ability with targets" (CR 115.2)
    if stack is not None:
        return stack, False
    commander = _COMMANDER.get(phrase.strip().lower())
    if commander is not None:  # CR 903.3, 903.3d
        return commander, phrase.strip().endswith("s")
    aimed = re.fullmatch(r"(.*\bspells?) that targets? (.+)", phrase.strip())
    if aimed:  # "spell that targets a permanent you control" (CR 115.1)
        flt, plural = parse_filter(aimed.group(1), amount_parser)
        objects, player = _targeting(aimed.group(2), phrase)
        return replace(flt, targeting=objects, targeting_player=player), plural
    cards = _card_alternatives(phrase.strip(), amount_parser)
    if cards is not None:  # "basic land cards and/or Desert cards": a card that is either
        return cards
    text = re.sub(r"\b(non[\w-]+), (?=non)", r"\1 ", phrase.strip())  # "nonartifact, nonblack"
    # "all artifact and enchantment cards", "each instant and sorcery card": each card that
    # is either (the Oracle text's "and" of a count: no card is both)
    text = re.sub(r"^(all |each )?(artifact|creature|enchantment|instant|sorcery|land|"
                  r"planeswalker) and (artifact|creature|enchantment|instant|sorcery|land|"
                  r"planeswalker) (cards?|permanents?)\b", r"\1\2 or \3 \4", text)
    values: dict[str, object] = {}
    stats: list[StatCheck] = []
    changed = True
    while changed:
        changed = False
        whole = _whole_amount_stat(text, amount_parser)  # "... than the number of cards in
        if whole is not None:  # your hand": the amount's words aren't qualifiers
            stats.append(whole[0])
            text = whole[1]
        for pattern, fields in _QUALIFIERS:
            match = pattern.search(text)
            if match:  # (a kind of counter: the matched word)
                values.update({k: match.group(1) if v is _KIND else f"no:{match.group(1)}"
                               if v is _NO_KIND else v for k, v in fields.items()})
                text = text[: match.start()]
                changed = True
        based = _base_stats(text)  # CR 208.4b: "with base power 1"
        if based is not None:
            values.update(based[0])
            text = based[1]
            changed = True
            continue
        match = re.search(r"\s+with power or toughness (\d+) (or less|or greater|or more)$",
                          text)
        if match and "either" not in values:  # one or the other (CR 208.1): either filter
            check = NumberCheck(_OPS[match.group(2)], int(match.group(1)))  # type: ignore[arg-type]
            values["either"] = (ObjectFilter(power=check), ObjectFilter(toughness=check))
            text = text[: match.start()]
            changed = True
            continue
        match = re.search(r"\s+with " + _STAT + r" (\d+|X) (or less|or greater|or more)$", text)
        if match:
            if match.group(2) == "X":
                if amount_parser is None:
                    raise ParseFailure(phrase, "X in a filter")
                stats.append(
                    StatCheck(
                        _stat(match.group(1)),  # type: ignore[arg-type]
                        _OPS[match.group(3)],  # type: ignore[arg-type]
                        amount_parser("X"),
                    )
                )
            else:
                values[_stat(match.group(1))] = NumberCheck(
                    _OPS[match.group(3)],  # type: ignore[arg-type]
                    int(match.group(2)),
                )
            text = text[: match.start()]
            changed = True
            continue
        match = re.search(r"\s+with " + _STAT + r" (\d+|X)$", text)
        if match and (match.group(2) != "X" or amount_parser is not None):
            # "each nonland permanent with mana value X": exactly that value (CR 202.3)
            stat = _stat(match.group(1))
            if match.group(2) == "X":
                assert amount_parser is not None
                stats.append(StatCheck(stat, "eq", amount_parser("X")))  # type: ignore[arg-type]
            else:
                values[stat] = NumberCheck("eq", int(match.group(2)))
            text = text[: match.start()]
            changed = True
            continue
        kws = (r"(?:flying|reach|defender|haste|trample|deathtouch|lifelink|vigilance|menace|"
               r"first strike|double strike|hexproof|indestructible|shroud|horsemanship|"
               r"shadow|fear|intimidate|infect|wither)")
        either = re.search(r"\s+with (" + kws + r"(?:, " + kws + r")*,? or " + kws + r")$",
                           text)
        if either:  # "a creature card with deathtouch, hexproof, reach, or trample"
            values["keywords_any"] = tuple(
                k for k in re.split(r",? or |, ", either.group(1)) if k)
            text = text[: either.start()]
            changed = True
            continue
        has = re.search(r"\s+that (has|doesn't have) (convoke|flash|improvise|delve|cascade|"
                        r"flying|trample|haste|deathtouch|lifelink|vigilance)$", text)
        if has:  # "a spell that has convoke" (CR 702.51: printed or granted, as it is cast)
            key = "keywords_all" if has.group(1) == "has" else "keywords_none"
            values[key] = (*values.get(key, ()), has.group(2))  # type: ignore[misc]
            text = text[: has.start()]
            changed = True
            continue
        kw = re.search(
            r"\s+(?:and )?(with|without) (flying|reach|defender|haste|trample|deathtouch|"
            r"lifelink|vigilance|menace|first strike|double strike|hexproof|"
            r"indestructible|shroud|horsemanship|shadow|fear|intimidate|infect|wither)$",
            text,
        )
        nor = re.search(r"\s+without (flying|reach|defender) or (flying|reach|defender)$", text)
        if nor:  # "without flying or reach": with neither (Sidar Kondo of Jamuraa)
            none = values.get("keywords_none", ())
            values["keywords_none"] = (*none, *nor.groups())  # type: ignore[misc]
            text = text[: nor.start()]
            changed = True
            continue
        if kw:
            key = "keywords_all" if kw.group(1) == "with" else "keywords_none"
            current = values.get(key, ())
            values[key] = (*current, kw.group(2))  # type: ignore[misc]
            text = text[: kw.start()]
            changed = True
            continue
        dyn = "|".join(_DYN_OPS)
        match = re.search(r"\s+with " + _STAT + r" (" + dyn + r") (.+)$", text)
        if match and amount_parser is not None:
            stats.append(
                StatCheck(
                    _stat(match.group(1)),  # type: ignore[arg-type]
                    _DYN_OPS[match.group(2)],  # type: ignore[arg-type]
                    amount_parser(match.group(3)),
                )
            )
            text = text[: match.start()]
            changed = True
    named = re.search(r"\s+named ([A-Z][^~]*)$", text)
    if named:  # "creatures named Lightning Rager": CR 201.2, a name is compared in full
        values["name"] = named.group(1)
        text = text[: named.start()]
    if text.startswith(("another ", "other ")):
        values["another"] = True
        text = text.split(" ", 1)[1]
    if text.startswith("attacking or blocking "):
        values["attacking_or_blocking"] = True
        text = text[len("attacking or blocking ") :]
    words = text.split(" ")
    types_none: list[str] = []
    colors_any: list[str] = []
    colors_none: list[str] = []
    supertypes: list[str] = []
    supertypes_none: list[str] = []
    subtypes_none: list[str] = []
    while words:
        word = words[0].lower()
        if word in ("tapped", "untapped"):
            values["tapped"] = word == "tapped"
        elif word in ("face-down", "face-up"):  # CR 708
            values["face_down"] = word == "face-down"
        elif word == "attacking":
            values["attacking"] = True
        elif word == "goaded":  # CR 701.38b
            values["goaded"] = True
        elif word == "modified":  # CR 700.9
            values["modified"] = True
        elif word == "blocking":
            values["blocking"] = True
        elif word == "enchanted":  # "enchanted creatures you control" (CR 303.4e)
            values["enchanted"] = True
        elif word == "nontoken":
            values["token"] = False
        elif word == "noncommander":  # CR 903.3: not a commander
            values["noncommander"] = True
        elif word == "historic":  # CR 700.6: artifacts, legendaries and Sagas
            if "either" in values:
                raise ParseFailure(phrase, "historic and another alternative")
            values["either"] = HISTORIC
        elif word == "kicked":  # CR 702.33d: a spell whose kicker cost was paid
            values["cast_with"] = "kicked"
        elif word in COLOR_WORDS:
            colors_any.append(COLOR_WORDS[word])
        elif word == "or" and colors_any and len(words) > 1 and words[1].lower() in COLOR_WORDS:
            pass  # "red or white permanent": either color (colors_any, CR 105.2)
        elif word == "colorless":
            values["colorless"] = True
        elif word == "multicolored":
            values["multicolored"] = True
        elif word == "monocolored":  # CR 105.2b: exactly one color
            values["multicolored"] = False
            values["colorless"] = False
        elif word in SUPERTYPES:
            supertypes.append(word)
        elif word.startswith("non") and word[3:].lstrip("-") in COLOR_WORDS:
            colors_none.append(COLOR_WORDS[word[3:].lstrip("-")])
        elif word.startswith("non") and word[3:].lstrip("-") in CARD_TYPES:
            types_none.append(word[3:].lstrip("-"))
        elif word.startswith("non") and word[3:].lstrip("-") in SUPERTYPES:
            supertypes_none.append(word[3:].lstrip("-"))
        elif word.startswith("non-") and words[0][4:5].isupper() and _is_subtype(words[0][4:]):
            subtypes_none.append(words[0][4:])
        else:
            break
        words.pop(0)
    head = " ".join(words)
    mixed = _supertype_items(head, phrase)
    if mixed is not None and "either" not in values:  # "Knight, Aura, or legendary artifact"
        values["either"], head = mixed
    both = re.match(r"([Aa]rtifact|[Ee]nchantment) (?=(?:creature|land)s?(?: cards?| spells?)?$)",
                    head)
    if both:  # "artifact creature": both card types (CR 205.2b), e.g. modular (702.43a)
        values["types_all"] = (both.group(1).lower(),)
        head = head[both.end():]
    pair = re.match(r"([A-Z][a-z]+) (?=([A-Z][a-z]+)(?: (?:creature|token|permanent|card)s?)*$)",
                    head)
    if pair and _is_subtype(pair.group(1)) and _is_subtype(pair.group(2)) \
            and _singular(pair.group(1)) == pair.group(1):
        # "Eldrazi Scions": objects with both subtypes (an Eldrazi that isn't a Scion is
        # not one); the second word carries the plural
        values["subtypes_all"] = (pair.group(1),)
        head = head[pair.end():]
    types_any, subtypes_any, plural, kind = _parse_type_list(head, phrase)
    if "subtypes_all" in values:
        values["subtypes_all"] = (*values["subtypes_all"], *subtypes_any)  # type: ignore[misc]
        subtypes_any = []
    if _type_or_subtype(head):  # "creature or Vehicle": either one
        values["type_or_subtype"] = True
    if kind == "spell":
        values["is_spell"] = True
        values.setdefault("zone", "stack")
    elif kind == "token":
        values["token"] = True
    if stats:
        values["stats"] = tuple(stats)
    flt = ObjectFilter(
        types_any=tuple(types_any),
        subtypes_any=tuple(subtypes_any),
        types_none=tuple(types_none),
        colors_any=tuple(colors_any),
        colors_none=tuple(colors_none),
        supertypes=tuple(supertypes),
        supertypes_none=tuple(supertypes_none),
        subtypes_none=tuple(subtypes_none),
    )
    return replace(flt, **values), plural  # type: ignore[arg-type]


_AIM_PLAYERS: dict[str, Controller] = {"you": "you", "a player": "any",
                                       "an opponent": "opponent"}


def _targeting(text: str, phrase: str) -> tuple[tuple[ObjectFilter, ...], Controller | None]:
    """What a spell must target: "you", "a player", "this creature", "a creature you
    control", "you or a permanent you control" (each alternative: a player or objects).

    >>> _targeting("you or a permanent you control", "")[1]
    'you'
    """
    player: Controller | None = None
    objects: list[ObjectFilter] = []
    for part in re.split(r",? or ", text):
        if part in _AIM_PLAYERS and player is None:
            player = _AIM_PLAYERS[part]
        elif part in ("this creature", "this permanent", "~"):
            objects.append(ObjectFilter(this_object=True))
        elif re.match(r"(?:a|an) ", part) and "target" not in part and " it" not in part:
            noun = part.split(" ", 1)[1]
            objects.append(needs_battlefield(parse_filter(noun)[0], noun))
        else:
            raise ParseFailure(phrase, "what the spell targets")
    return tuple(objects), player


def _stat(word: str) -> str:
    return word.replace(" ", "_")


def _type_or_subtype(head: str) -> bool:
    """Whether a type list names card types and subtypes as separate alternatives
    ("creature or Vehicle", "artifacts, creatures, and/or Vehicles").

    >>> _type_or_subtype("creature or Vehicle"), _type_or_subtype("Goblin creature")
    (True, False)
    """
    head = re.sub(r"\s*\b(cards?|spells?|permanents?|tokens?|objects?)$", "", head)
    items = [i for i in re.split(r",\s*(?:and/or\s+|or\s+|and\s+)?|\s+and/or\s+|\s+or\s+",
                                 head) if i]
    if len(items) < 2 or any(" " in i for i in items):
        return False
    words = [_singular(i) if i.lower() not in CARD_TYPES else i for i in items]
    return any(w.lower() in CARD_TYPES for w in words) and any(
        w[:1].isupper() and w.lower() not in CARD_TYPES and _is_subtype(w) for w in words)


def _parse_type_list(head: str, phrase: str) -> tuple[list[str], list[str], bool, str]:
    """Parse "artifact, creature, or planeswalker card" style lists."""
    if not head:
        raise ParseFailure(phrase, "no noun in filter")
    kind = ""
    plural = False
    match = re.search(r"\s*\b(cards?|spells?|permanents?|tokens?|objects?)$", head)
    if match:
        word = match.group(1)
        kind = word.rstrip("s")
        plural = word.endswith("s")
        head = head[: match.start()].strip()
    types_any: list[str] = []
    subtypes_any: list[str] = []
    if not head:
        return types_any, subtypes_any, plural, kind
    both = re.fullmatch(r"(\w+)s and (\w+)s", head)
    if both and {both.group(1).lower(), both.group(2).lower()} <= set(CARD_TYPES):
        head = f"{both.group(1)}s or {both.group(2)}s"  # "all artifacts and enchantments"
        plural = True
    kinds = re.fullmatch(r"([A-Z]\w+) and ([A-Z]\w+)", head)
    if kinds and all(_is_subtype(w) for w in kinds.groups()):  # "Plants and Treefolk", "for
        head = f"{kinds.group(1)} or {kinds.group(2)}"  # each Aura and Equipment": each one
        plural = True
    items = [
        i for i in re.split(r",\s*(?:and/or\s+|or\s+|and\s+)?|\s+and/or\s+|\s+or\s+", head) if i
    ]
    for item in items:
        parts = item.split(" ")
        if (
            len(parts) == 2
            and parts[1].lower().rstrip("s")
            in ("creature", "artifact", "land", "enchantment", "permanent", "planeswalker")
            and parts[0][:1].isupper()
            and parts[0].lower() not in CARD_TYPES
            and _is_subtype(parts[0])
        ):
            subtypes_any.append(_singular(parts[0]))
            noun = parts[1].lower().rstrip("s")
            if noun == "permanent":  # "Rebel permanent card": a permanent card of that subtype
                if kind == "card":
                    types_any.extend(PERMANENT_TYPES)
                else:
                    kind = "permanent"
            else:
                types_any.append(noun)
            plural = plural or parts[1].endswith("s")
            continue
        if len(parts) != 1:
            raise ParseFailure(phrase, "unknown words in filter")
        word = parts[0]
        single = _singular(word) if word.lower() not in CARD_TYPES else word
        if single.lower() in CARD_TYPES:
            types_any.append(single.lower())
            plural = plural or single != word
        elif word[:1].isupper() and _is_subtype(word):
            subtypes_any.append(single)
            plural = plural or single != word
        elif word in ("permanent", "permanents"):
            if kind == "card":  # "permanent card": a card with a permanent type (CR 110.4)
                types_any.extend(PERMANENT_TYPES)
            else:
                kind = "permanent"
            plural = plural or word.endswith("s")
        elif word in ("card", "cards"):
            kind = "card"
            plural = plural or word.endswith("s")
        else:
            raise ParseFailure(phrase, f"unknown type word {word!r}")
    return types_any, subtypes_any, plural, kind


_ITEM_SPLIT = r",\s*(?:and/or\s+|or\s+|and\s+)?|\s+and/or\s+|\s+or\s+"


def _supertype_items(head: str, phrase: str) -> tuple[tuple[ObjectFilter, ...], str] | None:
    """A type list with an item of its own supertype ("a Knight, Aura, Equipment, or
    legendary artifact card": the supertype belongs to that item only, CR 205.4a): one
    alternative per item (matched as ``either``) and the noun left ("card"); None for a list
    with no such item.

    >>> alts, noun = _supertype_items("Knight, Aura, or legendary artifact card", "")
    >>> [(a.types_any, a.subtypes_any, a.supertypes) for a in alts], noun
    ([((), ('Knight',), ()), ((), ('Aura',), ()), (('artifact',), (), ('legendary',))], 'card')
    """
    match = re.search(r"\s*\b(cards?|spells?|permanents?)$", head)
    body, noun = (head[: match.start()], match.group(1)) if match else (head, "permanent")
    items = [i for i in re.split(_ITEM_SPLIT, body) if i]
    if len(items) < 2 or not any(len(i.split(" ")) == 2 and i.split(" ")[0].lower()
                                 in SUPERTYPES for i in items):
        return None
    alternatives: list[ObjectFilter] = []
    for item in items:
        parts = item.split(" ")
        supertypes = (parts.pop(0).lower(),) if len(parts) == 2 \
            and parts[0].lower() in SUPERTYPES else ()
        types, subtypes, _, _ = _parse_type_list(" ".join(parts), phrase)
        if parts == ["permanent"]:  # "legendary permanent card": a permanent type (CR 110.4)
            types = list(PERMANENT_TYPES)
        if len(parts) != 1 or (types and subtypes):
            raise ParseFailure(phrase, "unknown words in filter")
        alternatives.append(ObjectFilter(types_any=tuple(types), subtypes_any=tuple(subtypes),
                                         supertypes=supertypes))
    return tuple(alternatives), noun


def _card_alternatives(text: str, amount_parser: AmountParser | None
                       ) -> tuple[ObjectFilter, bool] | None:
    """ "up to two basic land cards and/or Desert cards", "a basic land card or a Desert card",
    "a Phyrexian creature or artifact creature spell" (one noun for both): two card nouns,
    each with its own qualities, one filter matching a card that is either (``either``);
    None for another phrase.

    >>> flt, plural = _card_alternatives("basic land cards and/or Desert cards", None)
    >>> [(f.supertypes, f.types_any, f.subtypes_any) for f in flt.either], plural
    ([(('basic',), ('land',), ()), ((), (), ('Desert',))], True)
    >>> flt, _ = _card_alternatives("a snow permanent card, a legendary card, or a Saga card",
    ...                             None)
    >>> [(f.supertypes, f.subtypes_any) for f in flt.either]
    [(('snow',), ()), (('legendary',), ()), ((), ('Saga',))]
    >>> flt, _ = _card_alternatives("a Phyrexian creature or artifact creature spell", None)
    >>> [(f.types_any, f.types_all, f.subtypes_any) for f in flt.either], flt.is_spell
    ([(('creature',), (), ('Phyrexian',)), (('creature',), ('artifact',), ())], True)
    """
    shared = re.fullmatch(r"(?:an? )?((?!an? )\w+ (?:creature|artifact)) or (?:an? )?"
                          r"((?!an? )\w+ (?:creature|artifact)) (spells?|cards?)", text)
    if shared:  # "a Phyrexian creature or artifact creature spell": the noun is shared
        first, _ = parse_filter(f"{shared.group(1)} {shared.group(3)}", amount_parser)
        second, plural = parse_filter(f"{shared.group(2)} {shared.group(3)}", amount_parser)
        return ObjectFilter(either=(first, second),
                            is_spell=shared.group(3).startswith("spell")), plural
    several = re.fullmatch(r"(?:an? )?((?:[\w ]+? card, (?:an? )?)+[\w ]+? card),? or (?:an? )?"
                           r"([\w ]+? card)", text)
    if several:  # "a snow permanent card, a legendary card, or a Saga card": any one of them
        items = [*re.split(r", (?:an? )?", several.group(1)), several.group(2)]
        return ObjectFilter(either=tuple(parse_filter(i, amount_parser)[0] for i in items)), \
            False
    match = re.fullmatch(r"(?:an? )?([\w ]+? cards?),? (?:and/or|or) (?:an? )?([\w ]+? cards?)",
                         text)
    if match is None or (" and/or " in text and not (match.group(1).endswith("s")
                                                      and match.group(2).endswith("s"))):
        return None  # "a creature card and/or a land card": one of each, not one either
    first, plural = parse_filter(match.group(1), amount_parser)
    second, _ = parse_filter(match.group(2), amount_parser)
    return ObjectFilter(either=(first, second)), plural or match.group(2).endswith("s")


def _is_subtype(word: str) -> bool:
    """Whether a capitalised word names a subtype (CR 205.3), singular or plural.

    >>> _is_subtype("Goblins"), _is_subtype("Enchanted"), _is_subtype("Elves")
    (True, False, True)
    """

    return _singular(word) in SUBTYPES


def needs_battlefield(flt: ObjectFilter, phrase: str) -> ObjectFilter:
    """Permanents default to the battlefield unless the phrase names a card or a spell."""
    if flt.zone is None and not re.search(r"\bcards?\b|\bspells?\b", phrase):
        return replace(flt, zone="battlefield")
    return flt


def count_word(word: str) -> int:
    """A small number word or digits ("two" -> 2)."""
    return _number(word)
