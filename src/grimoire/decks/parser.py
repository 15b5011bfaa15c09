"""Reading deck lists as people have them: MTGA/MTGO text exports (with Moxfield's and
Archidekt's extras), Apprentice/MWS ``.dec``, Forge ``.dck`` and MTGO ``.dek`` XML.

The format is detected from the file's suffix and content (:func:`detect_format`). Every card
line is understood or an error naming the file and line; what a format carries that Grimoire
does not play (Forge's quest-mode ``[shop]``, an ``[Avatar]``, ``[Schemes]``, ...) is skipped
with a note in :attr:`Deck.notes <grimoire.decks.model.Deck.notes>`, never silently.

Printing details are read and dropped: ``(SET) 123`` and ``*F*`` (MTGA, Moxfield), ``#tags``
(Moxfield), ``[Category]`` and ``^tag^`` (Archidekt), ``Name+|SET|2`` and ``|[245]`` (Forge's
foil marker and art index), ``[ONC]`` set tags after a Forge name.

Besides ``Deck``/``Sideboard``/``Commander``, a text deck may have supplementary sections,
each a header line then counted lines: ``Contraptions`` (Unstable), ``Attractions`` whose
lines name each card's lit-up numbers, ``1 Ferris Wheel [2 3 6]`` (CR 717.1), and
``Planar``, a Planechase planar deck of plane and phenomenon cards (CR 901.3). ``grimoire
play``, ``demo`` and ``simulate`` play them (:func:`grimoire.sim.decks.game_options`).

>>> deck = parse_deck("Deck\\n4 lightning bolt (M10) 146\\n2x Mountain\\n\\nSideboard\\n1 Shock",
...                   pool_names=["Lightning Bolt", "Mountain", "Shock"])
>>> deck.counts(), deck.sideboard
({'Lightning Bolt': 4, 'Mountain': 2}, ('Shock',))
>>> parse_deck("4 Lightnig Bolt", pool_names=["Lightning Bolt"], path="burn.txt")
Traceback (most recent call last):
...
grimoire.decks.parser.UnknownDeckCardError: burn.txt:1: unknown card 'Lightnig Bolt'; \
did you mean: Lightning Bolt?
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePath

from grimoire.decks.model import Deck
from grimoire.decks.names import PoolLike, resolver_for
from grimoire.errors import DeckError, UnknownCardError

__all__ = ["FORMATS", "UnknownDeckCardError", "detect_format", "parse_deck"]

FORMATS = ("text", "dec", "dck", "dek")
"""``text``: MTGA/MTGO/Moxfield/Archidekt exports; ``dec``: Apprentice/Magic Workstation;
``dck``: Forge; ``dek``: MTGO's XML deck file."""

MAX_COPIES_PER_LINE = 1000
"""A sanity bound on one line's count (no deck holds more), so a typo cannot exhaust memory."""

_MAIN, _SIDE, _COMMANDER = "main", "sideboard", "commander"
# Supplementary decks: Contraptions (Unstable) and Attractions (CR 717.2); an Attraction line
# names its lit-up numbers, which vary between printings (CR 717.1): "1 Ferris Wheel [2 3 6]".
_CONTRAPTIONS, _ATTRACTIONS = "contraptions", "attractions"
_PLANAR = "planar"  # a Planechase planar deck (CR 901.3)
_LIGHTS = re.compile(r"\s*\[[1-6](?:[\s,]+[1-6])*\]$")

# "4 Name", "4x Name", "4 X Name" (count, optional x, whitespace, the rest of the line).
_COUNTED = re.compile(r"^(?P<count>\d+)\s*[xX]?\s+(?P<rest>\S.*)$")
_SIDEBOARD_PREFIX = re.compile(r"^SB:\s*", re.IGNORECASE)
# MTGA/MTGO printing suffix: "(M10) 146", "(M10)", with an optional "*F*" foil marker.
_TEXT_PRINTING = re.compile(r"\s+\((?P<set>[A-Za-z0-9]{2,8})\)(?:\s+(?P<number>[^\s()]+))?$")
_TEXT_MARKERS = re.compile(r"(?:\s+\*[A-Za-z]+\*)+$")
# Moxfield "#Ramp #!Commander" tags, Archidekt "[Ramp,Draw]" categories and "^Have,#37d67a^".
_TEXT_TAGS = re.compile(r"(?:\s+(?:#\S+|\[[^\]]*\]|\^[^^]*\^))+$")
_TEXT_HEADERS = {
    "about": "about",
    "deck": _MAIN,
    "main": _MAIN,
    "maindeck": _MAIN,
    "main deck": _MAIN,
    "mainboard": _MAIN,
    "sideboard": _SIDE,
    "side board": _SIDE,
    "commander": _COMMANDER,
    "commanders": _COMMANDER,
    # CR 702.139a: a companion starts the game outside it, i.e. in the sideboard.
    "companion": _SIDE,
    "contraptions": _CONTRAPTIONS,
    "contraption deck": _CONTRAPTIONS,
    "attractions": _ATTRACTIONS,
    "attraction deck": _ATTRACTIONS,
    "planar": _PLANAR,
    "planar deck": _PLANAR,
}
_TEXT_HEADER = re.compile(r"^(?P<word>[A-Za-z][A-Za-z ]*?)\s*:?$")
# .dec: "4 [M10] Lightning Bolt" (the set in brackets is optional).
_DEC_PRINTING = re.compile(r"^\[(?P<set>[^\]]*)\]\s*(?P<name>\S.*)$")
_DEC_NAME = re.compile(r"^//\s*NAME\s*:\s*(?P<name>.*\S)\s*$", re.IGNORECASE)
# .dck: "[Main]", "[metadata]"; cards "4 Lightning Bolt|M10|1".
_DCK_SECTION = re.compile(r"^\[(?P<section>[^\]]+)\]$")
_DCK_SECTIONS = {"main": _MAIN, "sideboard": _SIDE, "commander": _COMMANDER,
                 "contraptions": _CONTRAPTIONS, "attractions": _ATTRACTIONS,
                 "planar": _PLANAR, "planes": _PLANAR}
# Sections Forge writes that Grimoire does not play: skipped with a note.
_DCK_IGNORED = {
    "shop": "Forge quest-mode unlock settings",
    "avatar": "a Vanguard avatar",
    "schemes": "an Archenemy scheme deck",
    "conspiracy": "Conspiracy draft cards",
    "dungeon": "dungeon cards (the engine brings its own dungeons, CR 309)",
}
# Forge card line extras: a set tag "[ONC]" after the name, the foil marker "+".
_DCK_NAME_TAG = re.compile(r"\s*\[[A-Za-z0-9]{2,8}\]$")
# MTGO .dek: <Cards CatID="1" Quantity="4" Sideboard="false" Name="Shock" />
_DEK_CARD = re.compile(r"<Cards\b(?P<attrs>[^>]*)/?>", re.IGNORECASE)
_XML_ATTR = re.compile(r'(?P<key>[A-Za-z]+)\s*=\s*"(?P<value>[^"]*)"')


SIDEBOARD_NOTE = ("{path}: sideboard of {n} cards read for deck construction only: a "
                  "sideboard is outside the game and never played (CR 100.4, 400.11a)")
"""The note a deck with a sideboard carries: ``deck check`` and ``simulate`` read its
names, check it in a format's construction rules and never ask the engine to play it."""


class UnknownDeckCardError(DeckError):
    """A deck line names no pool card; ``card_name`` and ``suggestions`` (closest pool names)."""

    def __init__(self, error: UnknownCardError, *, path: str, line: int) -> None:
        self.card_name = error.name
        self.suggestions = error.suggestions
        super().__init__(str(error), path=path, line=line)


def detect_format(text: str, path: str = "<deck>") -> str:
    """The deck format of ``text`` (one of :data:`FORMATS`).

    A first line ``[section]`` means Forge ``.dck``; else the suffix ``.dck``/``.dec`` decides;
    else MTGA section headers (``Deck``, ``Sideboard``...) mean text, and ``//`` comments or
    ``4 [SET] Name`` lines mean ``.dec``; anything else is text.

    >>> detect_format("[metadata]\\nName=Burn\\n[Main]\\n4 Shock|M10")
    'dck'
    >>> detect_format("// Burn\\n4 [M10] Shock\\nSB: 2 Shock")
    'dec'
    >>> detect_format("Deck\\n4 Shock (M10) 150")
    'text'
    """
    meaningful = [line.strip() for line in text.splitlines() if line.strip()]
    if meaningful and _DCK_SECTION.match(meaningful[0]):
        return "dck"
    suffix = PurePath(path).suffix.lower()
    if suffix in (".dck", ".dec", ".dek"):
        return suffix[1:]
    if meaningful and meaningful[0].startswith("<") and any(map(_DEK_CARD.search, meaningful)):
        return "dek"
    if any(_text_header(line) is not None for line in meaningful):
        return "text"
    for line in meaningful:
        counted = _COUNTED.match(_SIDEBOARD_PREFIX.sub("", line))
        if line.startswith("//") or (counted and _DEC_PRINTING.match(counted["rest"])):
            return "dec"
    return "text"


@dataclass(slots=True)
class _Listing:
    """The deck as it is read: cards per section, in file order."""

    path: str
    resolve: Callable[[str], str]
    problems: Callable[[str], list[str]] | None = None
    """What the rules engine can't do with a card (empty: playable), when the pool knows."""
    name: str | None = None
    notes: list[str] = field(default_factory=list)
    """What was read and skipped (a section Grimoire does not play), ``path:line: ...``."""
    cards: dict[str, list[str]] = field(
        default_factory=lambda: {_MAIN: [], _SIDE: [], _COMMANDER: [], _CONTRAPTIONS: [],
                                 _ATTRACTIONS: [], _PLANAR: []}
    )

    def error(self, message: str, line: int) -> DeckError:
        return DeckError(message, path=self.path, line=line)

    def note(self, message: str, line: int) -> None:
        self.notes.append(f"{self.path}:{line}: {message}")

    def add(self, section: str, text: str, line: int, names: tuple[str, ...]) -> None:
        """Add the cards of counted line ``text`` (``count`` + name) to ``section``.

        ``names`` are the spellings to try in order (e.g. without, then with, a printing
        suffix); an unknown name is reported with the first spelling.
        """
        counted = _COUNTED.match(text)
        if counted is None:
            raise self.error(f"expected '<count> <card name>', got {text!r}", line)
        count = int(counted["count"])
        if not 1 <= count <= MAX_COPIES_PER_LINE:
            raise self.error(
                f"card count must be between 1 and {MAX_COPIES_PER_LINE}, got {count}", line
            )
        if section == _ATTRACTIONS:  # CR 717.1: the entry keeps its lit-up numbers
            lights = next((m for m in map(_LIGHTS.search, names) if m is not None), None)
            if lights is None:
                raise self.error(f"an Attraction line names its lit-up numbers (CR 717.1), "
                                 f"e.g. '{text.strip()} [2 4 6]'", line)
            bare = tuple(_LIGHTS.sub("", n) for n in names)
            self.cards[section].extend([self.lookup(bare, line) + lights[0]] * count)
            return
        # CR 100.4, 400.11a: sideboard cards are outside the game; only their names matter
        self.cards[section].extend([self.lookup(names, line, check=section != _SIDE)] * count)

    def lookup(self, names: tuple[str, ...], line: int, *, check: bool = True) -> str:
        first: UnknownCardError | None = None
        for name in names:
            try:
                canonical = self.resolve(name.strip())
            except UnknownCardError as error:
                first = first or error
                continue
            missing = self.problems(canonical) if check and self.problems is not None else []
            if missing:
                # DESIGN principle 1 / issue 3: a card with parts the engine can't execute is
                # never offered as if it worked.
                more = f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""
                raise self.error(f"{canonical} is not supported by the rules engine yet: "
                                 f"{missing[0]}{more}; 'grimoire card' shows the details", line)
            return canonical
        assert first is not None
        raise UnknownDeckCardError(first, path=self.path, line=line) from first

    def deck(self) -> Deck:
        if not self.cards[_MAIN]:
            raise DeckError("the deck has no main-deck cards", path=self.path)
        if self.cards[_SIDE]:
            self.notes.append(SIDEBOARD_NOTE.format(path=self.path, n=len(self.cards[_SIDE])))
        name = self.name
        if name is None:
            name = PurePath(self.path).stem if not self.path.startswith("<") else "deck"
        return Deck(
            name,
            main=tuple(self.cards[_MAIN]),
            sideboard=tuple(self.cards[_SIDE]),
            commander=tuple(self.cards[_COMMANDER]),
            contraptions=tuple(self.cards[_CONTRAPTIONS]),
            attractions=tuple(self.cards[_ATTRACTIONS]),
            planar=tuple(self.cards[_PLANAR]),
            notes=tuple(self.notes),
        )


def _rest(text: str) -> str:
    counted = _COUNTED.match(text)
    return counted["rest"] if counted else ""


def _text_names(text: str) -> tuple[str, ...]:
    """Spellings of a text-format line's name: without tags, markers and the printing
    suffix, then whole (a name may itself end in brackets or ``#``).

    >>> _text_names("1x Sol Ring (C21) 263 *F* #Ramp #!Commander")[0]
    'Sol Ring'
    >>> _text_names("1 Arcane Signet (CMR) 297 [Ramp,Artifact] ^Have,#37d67a^")[0]
    'Arcane Signet'
    """
    whole = _rest(text)
    rest = whole
    for _ in range(3):  # tags, markers and printings come in any order
        rest = _TEXT_PRINTING.sub("", _TEXT_MARKERS.sub("", _TEXT_TAGS.sub("", rest)))
    return (rest, whole) if rest != whole else (whole,)


def _parse_text(listing: _Listing, lines: list[str]) -> None:
    """MTGA/MTGO text: section headers, ``SB:`` lines, or (MTGO) a blank line before the
    sideboard when the file has neither."""
    marked = any(_SIDEBOARD_PREFIX.match(line) or _text_header(line) is not None for line in lines)
    section = _MAIN
    blank_after_cards = False
    for number, line in enumerate(lines, start=1):
        if not line:
            blank_after_cards = bool(listing.cards[_MAIN] or listing.cards[_SIDE])
            continue
        if line.startswith(("//", "#")):
            continue
        header = _text_header(line)
        if header is not None:
            section = header
            continue
        if section == "about":
            about = re.match(r"^Name\s+(?P<name>\S.*)$", line, re.IGNORECASE)
            if about is None:
                raise listing.error(f"expected 'Name <deck name>' after 'About', got {line!r}",
                                    number)  # fmt: skip
            listing.name = about["name"].strip()
            continue
        if _SIDEBOARD_PREFIX.match(line):
            text = _SIDEBOARD_PREFIX.sub("", line)
            listing.add(_SIDE, text, number, _text_names(text))
            continue
        if not marked and blank_after_cards:
            if section == _SIDE:
                raise listing.error(
                    "a third group of cards after a blank line; mark the sideboard with a"
                    " 'Sideboard' line",
                    number,
                )
            section = _SIDE  # MTGO: the sideboard follows the main deck after a blank line.
        blank_after_cards = False
        listing.add(section, line, number, _text_names(line))


def _text_header(line: str) -> str | None:
    match = _TEXT_HEADER.match(line)
    if match is None:
        return None
    return _TEXT_HEADERS.get(" ".join(match["word"].lower().split()))


def _parse_dec(listing: _Listing, lines: list[str]) -> None:
    """Apprentice / Magic Workstation: ``//`` (or ``#``) comments, ``SB:`` lines,
    ``4 [M10] Name``."""
    for number, line in enumerate(lines, start=1):
        if not line or line.startswith("#"):
            continue
        if line.startswith("//"):
            named = _DEC_NAME.match(line)
            if named:
                listing.name = named["name"]
            continue
        section = _SIDE if _SIDEBOARD_PREFIX.match(line) else _MAIN
        text = _SIDEBOARD_PREFIX.sub("", line)
        rest = _rest(text)
        printing = _DEC_PRINTING.match(rest)
        names = (printing["name"],) if printing else (rest,)
        listing.add(section, text, number, names)


def _dck_name(line: str) -> str:
    """The card name of a Forge card line: ``|SET|ART`` dropped, then a ``[SET]`` tag and
    the foil marker ``+``.

    >>> _dck_name("1 Ixhel, Scion of Atraxa [ONC]|1"), _dck_name("1 Flameblade Angel+|SOI")
    ('Ixhel, Scion of Atraxa', 'Flameblade Angel')
    """
    name = _rest(line).split("|", 1)[0].strip()
    return _DCK_NAME_TAG.sub("", name).removesuffix("+").strip()


def _parse_dck(listing: _Listing, lines: list[str]) -> None:
    """Forge: ``[metadata]`` (``Name=...``), ``[Main]``, ``[Sideboard]``, ``[Commander]``,
    ``[Planes]``, in either case and in any number; cards ``4 Lightning Bolt|M10|1``.
    Forge's other sections (``[shop]``, ``[Avatar]``, ``[Schemes]``...) are skipped with a
    note, and so is a section Grimoire does not know."""
    section = _MAIN
    for number, line in enumerate(lines, start=1):
        if not line or line.startswith("#"):
            continue
        header = _DCK_SECTION.match(line)
        if header:
            section = header["section"].strip().lower()
            section = _DCK_SECTIONS.get(section, section)
            if section in _DCK_IGNORED:
                listing.note(f"[{header['section']}] skipped: {_DCK_IGNORED[section]}", number)
            elif section not in (*_DCK_SECTIONS.values(), "metadata"):
                listing.note(f"[{header['section']}] skipped: not a section Grimoire plays",
                             number)
            continue
        if section == "metadata":
            key, equals, value = line.partition("=")
            if not equals:
                listing.note(f"[metadata] line without '=' skipped: {line!r}", number)
            elif key.strip().lower() == "name" and value.strip() and (
                    listing.name is None):
                listing.name = value.strip()
            continue
        if section not in _DCK_SECTIONS.values():
            continue  # noted at the header
        listing.add(section, line, number, (_dck_name(line),))


def _parse_dek(listing: _Listing, lines: list[str]) -> None:
    """MTGO's ``.dek`` XML: one ``<Cards Quantity=".." Sideboard="true|false" Name=".."/>``
    element per line (the way MTGO writes it)."""
    for number, line in enumerate(lines, start=1):
        for element in _DEK_CARD.finditer(line):
            attrs = {m["key"].lower(): html.unescape(m["value"])
                     for m in _XML_ATTR.finditer(element["attrs"])}
            name, quantity = attrs.get("name", "").strip(), attrs.get("quantity", "").strip()
            if not name or not quantity:
                raise listing.error("a <Cards> element needs Quantity and Name", number)
            side = attrs.get("sideboard", "false").lower() == "true"
            listing.add(_SIDE if side else _MAIN, f"{quantity} {name}", number, (name,))


_PARSERS = {"text": _parse_text, "dec": _parse_dec, "dck": _parse_dck, "dek": _parse_dek}


def parse_deck(
    text: str,
    *,
    pool_names: PoolLike,
    path: str = "<deck>",
    format: str | None = None,
    playable_only: bool = True,
) -> Deck:
    """Parse a deck list; card names resolve to canonical names of ``pool_names``.

    ``pool_names`` is a pool object with ``names()``, a collection of names, or a function
    returning the canonical name (raising :class:`~grimoire.errors.UnknownCardError`).
    ``format`` is one of :data:`FORMATS`; detected when omitted. Raises
    :class:`~grimoire.errors.DeckError` naming ``path`` and the line for a malformed line,
    :class:`UnknownDeckCardError` (a ``DeckError``) for an unknown name, and ``DeckError``
    for a deck without main-deck cards. With ``playable_only`` (the default) a card the
    rules engine can't play yet is refused too (when the pool can tell,
    ``pool.support_problems``); ``grimoire deck check`` reads decks with it off. Sideboard
    cards are outside the game (CR 400.11a): they are never refused for what the engine
    can't play, and the deck carries :data:`SIDEBOARD_NOTE` saying so.

    >>> deck = parse_deck("// NAME : Burn\\n20 Mountain\\nSB: 3 [M10] Shock",
    ...                   pool_names={"Mountain", "Shock"})
    >>> deck.name, len(deck), deck.sideboard
    ('Burn', 20, ('Shock', 'Shock', 'Shock'))
    """
    fmt = format if format is not None else detect_format(text, path)
    if fmt not in _PARSERS:
        raise DeckError(f"unknown deck format {fmt!r}; expected one of {FORMATS}", path=path)
    problems = getattr(pool_names, "support_problems", None) if playable_only else None
    listing = _Listing(path, resolver_for(pool_names), problems if callable(problems) else None)
    lines = [line.strip() for line in text.removeprefix("\ufeff").splitlines()]
    _PARSERS[fmt](listing, lines)
    return listing.deck()
