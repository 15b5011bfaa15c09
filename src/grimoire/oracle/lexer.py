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
_ABILITY_WORD = re.compile(r"^(?!Choose\b)([A-Z][^—|:{}•\"]{0,60}?) — (?=\S)")
_ROW = re.compile(r"^\s*(\d+)\s*(?:([—–-])\s*(\d+)|(\+))?\s*\|\s*(.*)$")


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
    text = _SELF_RE.sub(SELF, text)
    names = [name] if name else []
    if name and short_name(name) != name and len(short_name(name)) > 2:
        names.append(short_name(name))
    for candidate in names:
        text = re.sub(r"(?<![\w'])" + re.escape(candidate) + r"(?![\w])", SELF, text)
    return text


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


def normalise(text: str, name: str) -> str:
    """Strip reminder text and normalise self-references in one ability's text."""
    text = modern_dice(strip_reminder(text))
    text = text.replace("’", "'").replace("“", '"').replace("”", '"')
    return replace_self(text, name).strip()


def strip_ability_word(text: str) -> str:
    """Drop a leading ability word or flavor word (CR 207.2c).

    >>> strip_ability_word("Focus Beam — At the beginning of your upkeep, roll a d4.")
    'At the beginning of your upkeep, roll a d4.'
    >>> strip_ability_word("Choose one —")
    'Choose one —'
    """
    match = _ABILITY_WORD.match(text)
    if match and not re.match(r"^(Level|Chapter|Equip|Ward|Enchant)\b", match.group(1)):
        return text[match.end() :]
    return text


def parse_row(text: str) -> tuple[int, int | None, str] | None:
    """Parse a results-table row: ``N | e``, ``N—M | e`` (em/en dash or hyphen), ``N+ | e``.

    >>> parse_row("10–19 | Draw two cards."), parse_row("15+ | Scry X."), parse_row("Draw.")
    ((10, 19, 'Draw two cards.'), (15, None, 'Scry X.'), None)
    """
    match = _ROW.match(text)
    if match is None:
        return None
    low = int(match.group(1))
    if match.group(4):
        high: int | None = None
    elif match.group(3):
        high = int(match.group(3))
    else:
        high = low
    return low, high, match.group(5).strip()


def split_lines(text: str, name: str = "") -> list[Line]:
    """Split Oracle text into normalised, non-empty lines, recognising table rows."""
    lines: list[Line] = []
    for raw in text.replace("\r\n", "\n").split("\n"):
        row = parse_row(raw)
        body = row[2] if row else raw
        body = strip_ability_word(normalise(body, name))
        if not body and row is None:
            continue
        lines.append(Line(body, (row[0], row[1]) if row else None, raw.strip()))
    return lines
