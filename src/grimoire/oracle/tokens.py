"""Token phrases and the predefined tokens (CR 111.10).

Predefined tokens are ordinary :class:`~grimoire.oracle.ir.TokenSpec` values whose abilities
are compiled from their defining text, exactly like a card's.

>>> treasure = PREDEFINED_TOKENS()["Treasure"]
>>> treasure.card_types, treasure.subtypes, treasure.abilities[0].is_mana_ability
(('artifact',), ('Treasure',), True)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from grimoire.oracle.context import ParseFailure
from grimoire.oracle.filters import CARD_TYPES, COLOR_WORDS
from grimoire.oracle.ir import Ability, Keyword, TokenSpec
from grimoire.oracle.keywords import SIMPLE_KEYWORDS, parse_keyword_line

# CR 111.10a-111.10t: the predefined tokens with rules text the compiler understands.
PREDEFINED_TEXT: dict[str, tuple[str, str]] = {
    "Treasure": ("artifact", "{T}, Sacrifice this artifact: Add one mana of any color."),
    "Food": ("artifact", "{2}, {T}, Sacrifice this artifact: You gain 3 life."),
    "Gold": ("artifact", "Sacrifice this artifact: Add one mana of any color."),
    "Shard": ("enchantment", "{2}, Sacrifice this enchantment: Scry 1, then draw a card."),
    "Clue": ("artifact", "{2}, Sacrifice this artifact: Draw a card."),
    "Blood": ("artifact", "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card."),
    "Powerstone": ("artifact", "{T}: Add {C}. This mana can't be spent to cast a nonartifact "
                   "spell."),
    "Map": ("artifact", "{1}, {T}, Sacrifice this artifact: Target creature you control explores. "
            "Activate only as a sorcery."),
    "Junk": ("artifact", "{T}, Sacrifice this artifact: Exile the top card of your library. "
             "You may play that card this turn. Activate only as a sorcery."),
    # Not yet in the 2025-02-07 rules; the definition is the cards' reminder text (EOE).
    "Lander": ("artifact", "{2}, {T}, Sacrifice this token: Search your library for a basic "
               "land card, put it onto the battlefield tapped, then shuffle."),
}

AbilityCompiler = Callable[[str, str], tuple[Ability, ...]]
_COMPILER: list[AbilityCompiler] = []


def register_ability_compiler(compiler: AbilityCompiler) -> None:
    """Let the compiler give token rules text to the ability parser (avoids an import cycle)."""
    _COMPILER[:] = [compiler]


def compile_rules(name: str, text: str) -> tuple[Ability, ...]:
    """Compile a token's rules text with the registered ability compiler."""
    if not _COMPILER:
        import grimoire.oracle.compiler  # noqa: F401  (registers itself)
    return _COMPILER[0](name, text)


@cache
def PREDEFINED_TOKENS() -> dict[str, TokenSpec]:
    """The predefined tokens (CR 111.10), compiled once."""
    specs = {}
    for name, (card_type, text) in PREDEFINED_TEXT.items():
        specs[name] = TokenSpec(
            name, (card_type,), (name,), rules_text=text, abilities=compile_rules(name, text)
        )
    return specs


_KEYWORDS_OK = re.compile(r"^[a-z0-9 ,]+$")


def parse_token(phrase: str) -> TokenSpec:
    """Parse "1/1 red Goblin creature token with haste" (without the count).

    >>> spec = parse_token("1/1 blue Faerie Dragon creature token with flying")
    >>> spec.name, spec.colors, spec.power, spec.subtypes, spec.abilities[0].name
    ('Faerie Dragon', ('U',), 1, ('Faerie', 'Dragon'), 'flying')
    """
    text = phrase.strip()
    rules = ""
    late_name = re.fullmatch(r"(.+ with [a-z ,]+) named ([A-Z][\w' ]+)", text)
    if late_name:  # "a 1/2 blue Bird creature token with flying named Storm Crow"
        text = late_name.group(1).replace(" with ", f" named {late_name.group(2)} with ", 1)
        text = re.sub(r" named (.+?) with ", r" with ", text)
        phrase_name: str | None = late_name.group(2)
    else:
        phrase_name = None
    match = re.search(r" with (.+)$", text)
    if match:
        rules = match.group(1)
        text = text[: match.start()]
    name_override = phrase_name
    match = re.search(r" named (.+)$", text)
    if match:
        name_override = match.group(1)
        text = text[: match.start()]
    if not re.search(r"\btokens?$", text):
        raise ParseFailure(phrase, "not a token phrase")
    text = re.sub(r"\s*\btokens?$", "", text)
    words = text.split()
    if len(words) == 1 and words[0] in PREDEFINED_TEXT and not rules:
        return PREDEFINED_TOKENS()[words[0]]
    lead = words[:1] if words[:1] == ["legendary"] else []  # "a legendary 4/4 ... token"
    words = words[len(lead):]
    power = toughness = None
    if words and re.fullmatch(r"\d+/\d+", words[0]):
        p, t = words.pop(0).split("/")
        power, toughness = int(p), int(t)
    colors: list[str] = []
    # "gold" (an Un-card's "4/4 gold Dragon") names none of the five colors (CR 105.1):
    # the token is colorless (CR 105.2c)
    # A list of colours may carry commas: "a 1/1 red, green, and white Sand Warrior" (CR 105.2).
    while words and (words[0].rstrip(",") in COLOR_WORDS
                     or words[0] in ("and", "colorless", "gold")):
        word = words.pop(0).rstrip(",")
        if word in COLOR_WORDS:
            colors.append(COLOR_WORDS[word])
    subtypes: list[str] = []
    card_types: list[str] = []
    supertypes: list[str] = list(lead)
    for word in words:
        if word in CARD_TYPES:
            card_types.append(word)
        elif word == "legendary":
            supertypes.append(word)
        elif word[:1].isupper():
            subtypes.append(word)
        else:
            raise ParseFailure(phrase, f"unknown word {word!r} in token")
    if not card_types:
        raise ParseFailure(phrase, "token without types")
    # A creature token without P/T gets them from a characteristic-defining ability that a
    # later "It has "This creature's power and toughness are each equal to ..."" gives it
    # (CR 604.3, 111.4); without one it is a gap (grimoire.oracle.support), never a 0/0.
    abilities: tuple[Ability, ...] = ()
    rules_text = ""
    if rules:
        # A token named only by its subtypes (CR 111.4) calls itself "this token"; its
        # subtype words in the quoted text name the type ("for each other Illusion").
        rules_text, abilities = _token_rules(phrase, name_override or "", rules)
    return TokenSpec(
        name=name_override or " ".join(subtypes) or "Token",
        card_types=tuple(card_types),
        subtypes=tuple(subtypes),
        supertypes=tuple(supertypes),
        colors=tuple(colors),
        power=power,
        toughness=toughness,
        rules_text=rules_text,
        abilities=abilities,
    )


# "with defender and "When this token dies, ..."": keywords, then one quoted ability; inside a
# quoted ability a token's own ability is quoted with single quotes (Nesting Dragon's Egg).
_KEYWORDS_THEN_QUOTED = re.compile(r"""([a-z0-9 ,]+?),? and (["'])(.+)\2""")


def _token_rules(phrase: str, name: str, rules: str) -> tuple[str, tuple[Ability, ...]]:
    """The rules text and abilities of a token's "with ..." part (CR 111.4).

    Keywords, a quoted ability, or keywords followed by one quoted ability; anything else is a
    :class:`ParseFailure`, never a token with fewer abilities than its text gives it.

    >>> egg = "defender and 'When this token dies, draw a card.'"
    >>> text, abilities = _token_rules("p", "Egg", egg)
    >>> text.splitlines(), [a.name for a in abilities if isinstance(a, Keyword)]
    (['Defender', 'When this token dies, draw a card.'], ['defender'])
    """
    quoted = re.fullmatch(r"""(["'])(.+)\1""", rules)
    if quoted:
        text = quoted.group(2).replace("~", "this token")
        return text, compile_rules(name, text)
    both = _KEYWORDS_THEN_QUOTED.fullmatch(rules)
    if both:
        keywords = _keywords(phrase, both.group(1))
        text = both.group(3).replace("~", "this token")
        return (both.group(1).capitalize() + "\n" + text,
                keywords + compile_rules(name, text))
    if _KEYWORDS_OK.match(rules):
        return rules.capitalize(), _keywords(phrase, rules)
    raise ParseFailure(phrase, "unknown token abilities")


def _keywords(phrase: str, rules: str) -> tuple[Keyword, ...]:
    """The keywords of "flying, vigilance, and haste" or "trample and toxic 1" (a keyword with
    a number, CR 702.164a); a :class:`ParseFailure` otherwise.

    >>> [(k.name, k.amount) for k in _keywords("p", "trample and toxic 1")]
    [('trample', None), ('toxic', Fixed(value=1))]
    """
    names = [k.strip() for k in re.split(r",\s*(?:and\s+)?|\s+and\s+", rules) if k.strip()]
    out: list[Keyword] = []
    for n in names:
        numbered = re.fullmatch(r"([a-z]+) \d+", n)
        if n in SIMPLE_KEYWORDS:
            out.append(Keyword(n))
        elif numbered and numbered.group(1) in SIMPLE_KEYWORDS:
            out.extend(parse_keyword_line(n.capitalize()) or ())
        else:
            raise ParseFailure(phrase, "unknown token keywords")
    if not out or len(out) != len(names):
        raise ParseFailure(phrase, "unknown token keywords")
    return tuple(out)
