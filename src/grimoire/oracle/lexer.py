"""The lexer: Oracle text to normalised ability lines.

It removes reminder text (parenthesised, CR 207.2a), ability words and flavor words before
an em dash (CR 207.2c), and rewrites every way a card names itself — "this creature",
"this artifact", the card's own name, a legendary card's short name — to one token,
:data:`SELF`, so both Oracle templatings compile the same way.

>>> normalise("Shock deals 2 damage to any target.", "Shock")
'~ deals 2 damage to any target.'
>>> normalise("{4}, Sacrifice this artifact: Roll a d20. (Reminder.)", "Treasure Chest")
'{4}, Sacrifice ~: Roll a d20.'
>>> normalise("Whenever Delina attacks, roll a d20.", "Delina, Wild Mage")
'Whenever ~ attacks, roll a d20.'
>>> [(line.text, line.row) for line in split_lines("Flying\\n2—9 | Create five Treasures.")]
[('Flying', None), ('Create five Treasures.', (2, 9))]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SELF = "~"
"""The token every self-reference becomes."""
GRANTER = "§"
"""In an ability granted by another object, the token the granting object's name becomes
(CR 201.5a, :mod:`grimoire.oracle.granted_source`)."""

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_PHRASES = (
    "artifact",
    "creature",
    "land",
    "enchantment",
    "spell",
    "card",
    "permanent",
    "equipment",
    "aura",
    "token",
    "vehicle",
    "spacecraft",  # Edge of Eternities
    "planeswalker",
    "class",
    "saga",
    "battle",
    "siege",
    "object",
    "fortification",
    "case",
    "room",
)
_SELF_RE = re.compile(r"\bthis (?:" + "|".join(_SELF_PHRASES) + r")\b", re.IGNORECASE)
# CR 207.2c: an ability word or flavor word before an em dash at the start of an ability.
_ABILITY_WORD = re.compile(r"^(?!Choose\b)([A-Z][^—|:{}•\"]{0,60}?) — (?=\S)"
                           r"|^([A-Z][a-z]+) - (?=[A-Z~])")  # (a hyphen in a few records)
_ROW = re.compile(r"^\s*(\d+)\s*(?:([—–-])\s*(\d+)|(\+))?\s*\|\s*(.*)$")
# Older (Un-set) tables: "2 — Add {W}.", "1 or 2 — ...", and "9 or less | ...".
_OLD_ROW = re.compile(r"^\s*(\d+)(?: or (\d+))? — (.*)$")  # "3 — [−1], then ..." too
_OR_LESS_ROW = re.compile(r"^\s*(\d+) or (less|lower) \|\s*(.*)$")
NO_LOW = -1_000_000
"""The low end of an "N or less" row (results may go below 1 with modifiers, CR 706.2)."""


@dataclass(frozen=True, slots=True)
class Line:
    """One line of Oracle text; ``row`` is ``(low, high)`` for a results-table row
    (``high=None`` for "N+")."""

    text: str
    row: tuple[int, int | None] | None = None
    raw: str = ""
    """The line as printed (for :class:`~grimoire.oracle.ir.Unimplemented` spans)."""


def strip_reminder(text: str) -> str:
    """Remove parenthesised reminder text (CR 207.2a).

    >>> strip_reminder("Reach (This creature can block creatures with flying.)")
    'Reach'
    """
    previous = None
    while previous != text:
        previous = text
        text = _REMINDER.sub("", text)
    return text.strip()


def short_name(name: str) -> str:
    """The short name a legendary card uses for itself ("Delina" for "Delina, Wild Mage").

    >>> short_name("Delina, Wild Mage"), short_name("Treasure Chest")
    ('Delina', 'Treasure Chest')
    """
    if ", " in name:
        return name.split(", ", 1)[0]
    if " of the " in name:
        return name.split(" of the ", 1)[0]
    return name


def replace_self(text: str, name: str) -> str:
    """Rewrite self-references to :data:`SELF` (never inside another word).

    >>> replace_self("Return this card from your graveyard.", "Critical Hit")
    'Return ~ from your graveyard.'
    """
    if '"' in text:
        # Inside a quoted ability "this creature" is whatever object has that ability
        # (compiled again with it); only the card's name there means this card (CR 201.5a).
        parts = text.split('"')
        text = '"'.join(p if i % 2 else _SELF_RE.sub(SELF, p) for i, p in enumerate(parts))
    else:
        text = _SELF_RE.sub(SELF, text)
    names = [name] if name else []
    if name and short_name(name) != name and len(short_name(name)) > 2:
        names.append(short_name(name))
    for candidate in names:
        text = _replace_word(text, candidate)
    return text


def _replace_word(text: str, word: str) -> str:
    """Replace ``word`` where it stands alone (not inside another word) with :data:`SELF`.

    A plain scan rather than a per-card regex: thousands of one-off patterns would evict the
    compiler's own patterns from :mod:`re`'s cache.

    >>> _replace_word("Shock's target; Shockwave", "Shock")
    "~'s target; Shockwave"
    """
    out: list[str] = []
    start = 0
    while True:
        index = text.find(word, start)
        if index < 0:
            break
        before = text[index - 1] if index else ""
        after = text[index + len(word) : index + len(word) + 1]
        if (before and (before.isalnum() or before in "_'")) or (
            after and (after.isalnum() or after == "_")
        ):
            out.append(text[start : index + 1])
            start = index + 1
            continue
        out.append(text[start:index])
        out.append(SELF)
        start = index + len(word)
    out.append(text[start:])
    return "".join(out)


_SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}
_SIDED = re.compile(r"\b(\w+) (four|six|eight|ten|twelve|twenty|\d+)-sided (?:die|dice)\b")


def modern_dice(text: str) -> str:
    """Older Oracle wording "a six-sided die" becomes the current "a d6".

    >>> modern_dice("Roll two six-sided dice.")
    'Roll two d6.'
    """

    def repl(match: re.Match[str]) -> str:
        sides = match.group(2)
        number = _SIDES.get(sides, sides)
        return f"{match.group(1)} d{number}"

    return _SIDED.sub(repl, text)


_ENTERS = re.compile(r"\benter(s?) the battlefield\b")
_TEAM = re.compile(r"\byour team controls\b")
"""CR 102.4: outside a game between teams (the engine plays none), "your team" means "you"."""


def normalise(text: str, name: str) -> str:
    """Strip reminder text and normalise self-references in one ability's text.

    Older Oracle wording "enters the battlefield" becomes the current "enters" (the 2024
    Oracle update made exactly this change).
    """
    text = _ENTERS.sub(r"enter\1", modern_dice(strip_reminder(text)))
    text = _TEAM.sub("you control", text)  # CR 102.4
    text = text.replace("’", "'").replace("“", '"').replace("”", '"')
    return replace_self(text, name).strip()


def strip_ability_word(text: str) -> str:
    """Drop a leading ability word or flavor word (CR 207.2c).

    >>> strip_ability_word("Focus Beam — At the beginning of your upkeep, roll a d4.")
    'At the beginning of your upkeep, roll a d4.'
    >>> strip_ability_word("Chapter Master — {6}: Draw a card.")
    '{6}: Draw a card.'
    >>> strip_ability_word("Choose one —")
    'Choose one —'
    >>> strip_ability_word("Metalcraft - This creature gets +2/+2 as long as ...")
    'This creature gets +2/+2 as long as ...'
    """
    match = _ABILITY_WORD.match(text)
    if match and not re.match(
        r"^(Level|Chapter|Equip|Ward|Enchant|Visit|Prize)\b(?! [A-Z][a-z])",
        match.group(1) or match.group(2)
    ):  # CR 702.159: "Visit —" and "Prize —" are the ability, not an ability word (a flavor
        # word of two capitalised words is: "Chapter Master — {6}: ...", CR 207.2c)
        return text[match.end() :]
    return text


def parse_row(text: str) -> tuple[int, int | None, str] | None:
    """Parse a results-table row: ``N | e``, ``N—M | e`` (em/en dash or hyphen), ``N+ | e``.

    >>> parse_row("10–19 | Draw two cards."), parse_row("15+ | Scry X."), parse_row("Draw.")
    ((10, 19, 'Draw two cards.'), (15, None, 'Scry X.'), None)
    >>> parse_row("1 or 2 — Add {G}."), parse_row("9 or less | Draw a card.")[1:]
    ((1, 2, 'Add {G}.'), (9, 'Draw a card.'))
    """
    match = _ROW.match(text)
    if match is None:
        old = _OLD_ROW.match(text)
        if old is not None:
            low = int(old.group(1))
            return low, int(old.group(2)) if old.group(2) else low, old.group(3).strip()
        less = _OR_LESS_ROW.match(text)
        if less is not None:
            return NO_LOW, int(less.group(1)), less.group(3).strip()
        return None
    low = int(match.group(1))
    if match.group(4):
        high: int | None = None
    elif match.group(3):
        high = int(match.group(3))
    else:
        high = low
    return low, high, match.group(5).strip()


# Spoiler-sourced texts sometimes lose the line break between abilities: a sentence end
# (period, closing quote or reminder parenthesis) glued to the next ability's capital letter
# or mana symbol ("...an Attraction.Whenever you roll", "...life."){3}{G}, {T}: ..."), or a
# keyword glued to a trigger word ("ReachWhenever"). Single capitals before the period are
# initials in a name ("B.O.B."), not a sentence end. No Oracle text in the 2025 pool has
# either pattern, so well-formed texts are untouched.
_GLUED = re.compile(
    r"(?<!\b[A-Z])(\.[\"']*\)?|\))(?=[A-Z{])"
    r"|(?<=[a-z])(?=(?:When|Whenever|At the beginning)\b)"
)


def unglue(text: str) -> str:
    """Restore the line breaks missing between run-together abilities.

    >>> unglue("When ~ enters, open an Attraction.Whenever you roll a 6, draw a card.")
    'When ~ enters, open an Attraction.\\nWhenever you roll a 6, draw a card.'
    >>> unglue("ReachWhenever you roll a die, scry 1."), unglue("When B.O.B. enters, draw.")
    ('Reach\\nWhenever you roll a die, scry 1.', 'When B.O.B. enters, draw.')
    """
    return _GLUED.sub(lambda m: (m.group(1) or "") + "\n", text)


def split_lines(text: str, name: str = "") -> list[Line]:
    """Split Oracle text into normalised, non-empty lines, recognising table rows
    (after restoring line breaks lost between run-together abilities, :func:`unglue`)."""
    lines: list[Line] = []
    for raw in unglue(text.replace("\r\n", "\n")).split("\n"):
        row = parse_row(raw)
        body = row[2] if row else raw
        body = strip_ability_word(normalise(body, name))
        if not body and row is None:
            continue
        lines.append(Line(body, (row[0], row[1]) if row else None, raw.strip()))
    return lines
