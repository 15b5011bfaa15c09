"""Checking a deck: can the rules engine play every card, and is it legal in a format.

:func:`check_deck` answers both for one parsed deck against a card pool
(:class:`grimoire.pool.CardPool`): each card the engine can't play yet, with the missing
mechanism in words (the compiler's ``Unimplemented`` parts and the engine gaps of
:mod:`grimoire.oracle.support`, the very check the deck loader and ``grimoire card`` use), the
share of distinct cards and of card slots that are playable, and, for a format, the deck
construction problems (CR 100.2a, 100.4a; Commander: CR 903.3-903.5) with the banlists and
legalities of the imported data where the pool has them. Sideboard cards count for
construction only: a sideboard is outside the game (CR 400.11a), never played, so it isn't
checked for play (the deck's note says so, as ``grimoire simulate`` does).

:func:`color_identity` and :func:`commander_problems` are the Commander deck rules, shared
with the Commander variant.

>>> from grimoire.pool import CardPool
>>> from grimoire.decks.model import Deck
>>> report = check_deck(Deck("d", main=("Forest",) * 56 + ("Grizzly Bears",) * 4),
...                     CardPool.builtin(), format="standard")
>>> report.playable, report.slot_share
(True, 1.0)
>>> report.legality
['legalities unknown for 2 cards (the pool has no format data: import a card database)']
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from grimoire.decks.model import Deck, is_basic_land_name
from grimoire.errors import DeckError

__all__ = [
    "COMMANDER_FORMATS",
    "CONSTRUCTED_FORMATS",
    "FORMATS",
    "CardProblem",
    "DeckCheck",
    "check_deck",
    "color_identity",
    "commander_problems",
    "format_problems",
]

CONSTRUCTED_FORMATS = ("standard", "pioneer", "modern", "legacy", "vintage", "pauper",
                       "historic", "explorer", "timeless", "alchemy", "premodern",
                       "oldschool", "penny", "future", "gladiator")
"""60-card formats: at least 60 cards, at most 4 of a card, 15 in the sideboard (CR 100.2a,
100.4a); which cards are legal comes from the imported data."""

COMMANDER_FORMATS: dict[str, int] = {"commander": 100, "duel": 100, "paupercommander": 100,
                                     "predh": 100, "brawl": 100, "standardbrawl": 60,
                                     "oathbreaker": 60}
"""Singleton formats with a commander, and their exact deck size (CR 903.5a)."""

FORMATS = (*CONSTRUCTED_FORMATS, *COMMANDER_FORMATS)

_COLORS = "WUBRG"
_SYMBOL = re.compile(r"\{([^}]+)\}")
_REMINDER = re.compile(r"\([^)]*\)")
_BASIC_TYPES = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}
_ANY_NUMBER = re.compile(r"A deck can have any number of cards named", re.IGNORECASE)
_UP_TO = re.compile(r"A deck can have up to (\w+) cards named", re.IGNORECASE)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10}


class CheckPool(Protocol):
    """What a check needs of a pool (:class:`grimoire.pool.CardPool` is one)."""

    def support_problems(self, name: str) -> list[str]: ...
    def record(self, name: str) -> Mapping[str, Any]: ...


@dataclass(frozen=True, slots=True)
class CardProblem:
    """A card the engine can't play yet: its copies in the deck and what is missing."""

    name: str
    copies: int
    missing: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeckCheck:
    """The result of :func:`check_deck` for one deck."""

    name: str
    path: str
    cards: int
    """Distinct cards in the main deck and command zone."""
    slots: int
    """Card copies in the main deck and command zone."""
    unplayable: tuple[CardProblem, ...]
    format: str | None = None
    legality: list[str] = field(default_factory=list)
    """Deck construction problems in ``format`` (empty: legal); empty without a format."""
    notes: tuple[str, ...] = ()

    @property
    def playable(self) -> bool:
        """Whether the engine can play every card of the deck."""
        return not self.unplayable

    @property
    def card_share(self) -> float:
        """The share of distinct cards the engine can play."""
        return (self.cards - len(self.unplayable)) / self.cards if self.cards else 1.0

    @property
    def slot_share(self) -> float:
        """The share of card slots (copies) the engine can play."""
        bad = sum(p.copies for p in self.unplayable)
        return (self.slots - bad) / self.slots if self.slots else 1.0

    @property
    def legal(self) -> bool | None:
        """Legal in :attr:`format` (None when no format was asked)."""
        return None if self.format is None else not self.legality

    def to_json(self) -> dict[str, Any]:
        """The ``--json`` object of one deck."""
        return {
            "name": self.name, "path": self.path, "playable": self.playable,
            "cards": self.cards, "slots": self.slots,
            "playable_cards": self.cards - len(self.unplayable),
            "playable_slots": self.slots - sum(p.copies for p in self.unplayable),
            "card_share": round(self.card_share, 4), "slot_share": round(self.slot_share, 4),
            "unplayable": [{"name": p.name, "copies": p.copies, "missing": list(p.missing)}
                           for p in self.unplayable],
            "format": self.format, "legal": self.legal, "legality": self.legality,
            "notes": list(self.notes),
        }


def _record(pool: CheckPool, name: str) -> Mapping[str, Any]:
    try:
        return pool.record(name)
    except ValueError:
        return {}


def check_deck(deck: Deck, pool: CheckPool, *, format: str | None = None,
               path: str = "") -> DeckCheck:
    """Which cards of ``deck`` the engine can't play (with what is missing), and, with
    ``format``, the deck construction problems (:func:`format_problems`)."""
    # CR 400.11a: the sideboard is outside the game; it counts for construction only
    counts = Deck("counts", main=deck.commander + deck.main).counts()
    unplayable = tuple(
        CardProblem(name, copies, tuple(_words(p) for p in problems))
        for name, copies in counts.items()
        if (problems := pool.support_problems(name))
    )
    legality = format_problems(deck, pool, format) if format is not None else []
    return DeckCheck(deck.name, path, len(counts), sum(counts.values()), unplayable,
                     format, legality, deck.notes)


def _words(problem: str) -> str:
    """A support problem as a person reads it: "not understood: 'text'" stays, an engine
    gap loses its IR type name ("Keyword: keyword 'madness' is not implemented")."""
    head, sep, rest = problem.partition(": ")
    if head == "not executed" and sep:
        kind, colon, reason = rest.partition(": ")
        return f"not executed: {reason}" if colon and kind.replace(".", "").isidentifier() \
            else problem
    return problem


def _copy_limit(name: str, record: Mapping[str, Any], default: int) -> int | None:
    """How many copies of ``name`` a deck may hold (None: any number; CR 100.2a; the
    cards that say so, like Relentless Rats)."""
    if is_basic_land_name(name) or "basic" in str(record.get("type_line", "")).lower().split():
        return None
    text = str(record.get("oracle_text") or "")
    if _ANY_NUMBER.search(text):
        return None
    up_to = _UP_TO.search(text)
    if up_to is not None and up_to[1].lower() in _NUMBERS:
        return _NUMBERS[up_to[1].lower()]
    return default


def color_identity(record: Mapping[str, Any]) -> frozenset[str]:
    """CR 903.4: the colors of the mana symbols in a card's mana cost and rules text
    (reminder text ignored, CR 903.4c; both faces, CR 903.4d-e), plus its color indicator
    and basic land types (CR 903.5d). A record with ``color_identity`` (the imported data)
    is taken at its word.

    >>> sorted(color_identity({"mana_cost": "{1}{G}", "oracle_text": "{T}: Add {R}."}))
    ['G', 'R']
    >>> sorted(color_identity({"mana_cost": "{W/U}", "oracle_text": "(Add {B}.)"}))
    ['U', 'W']
    """
    given = record.get("color_identity")
    if given is not None:
        return frozenset(str(c) for c in given)
    texts = [str(record.get("mana_cost") or ""), _REMINDER.sub("", str(record.get(
        "oracle_text") or ""))]
    for face in record.get("card_faces") or ():
        if isinstance(face, Mapping):
            texts += [str(face.get("mana_cost") or ""),
                      _REMINDER.sub("", str(face.get("oracle_text") or ""))]
    colors = {c for text in texts for symbol in _SYMBOL.findall(text)
              for c in symbol.upper().split("/") if c in _COLORS}
    colors.update(str(c) for c in record.get("color_indicator") or ())
    words = str(record.get("type_line", "")).lower().replace("—", " ").split()
    colors.update(color for kind, color in _BASIC_TYPES.items() if kind in words)
    return frozenset(colors)


def _can_be_commander(record: Mapping[str, Any]) -> bool:
    """CR 903.3: a legendary creature card, or one whose text says it can be a commander."""
    words = str(record.get("type_line", "")).lower().split()
    if "legendary" in words and ("creature" in words or "vehicle" in words
                                 or "spacecraft" in words):
        return True
    return "can be your commander" in str(record.get("oracle_text") or "").lower()


def commander_problems(deck: Deck, record: Any, *, size: int = 100) -> list[str]:
    """The Commander deck construction problems of ``deck`` (empty: legal): the one place
    the Commander deck rules live (``grimoire deck check --format commander`` and the
    Commander variant).

    ``record(name)`` gives a card's Oracle record (``type_line``, ``oracle_text``, and
    ``color_identity`` or the mana cost and text it is computed from). CR 903.3: one
    commander, a legendary creature (or "can be your commander"); two with partner (CR
    702.124), "Partner with NAME" only with that card (CR 702.124i), or one that chooses a
    Background with a Background (CR 702.124k, 702.179a); CR 903.5a: exactly ``size``
    cards with the commanders; CR 903.5b: singleton but for basic lands; CR 903.5c-d: every
    card's color identity (basic land types included) within the commanders'.

    >>> lead = {"type_line": "Legendary Creature — Elf", "oracle_text": "", "mana_cost": "{G}"}
    >>> records = {"Gen": lead, "Forest": {"type_line": "Basic Land — Forest"},
    ...            "Shock": {"type_line": "Instant", "mana_cost": "{R}"}}
    >>> commander_problems(Deck("d", main=("Forest",) * 98 + ("Shock",), commander=("Gen",)),
    ...                    records.__getitem__)[0]
    "Shock is outside the commander's color identity (R not in G; CR 903.5c)"
    """
    problems: list[str] = []
    commanders = deck.commander
    if not commanders:
        return ["no commander: a Commander deck names its commander (CR 903.3)"]
    if len(commanders) > 2:
        problems.append(f"{len(commanders)} commanders; at most two, with partner or a "
                        "Background (CR 702.124, 702.179)")
    leaders = {name: record(name) for name in commanders}
    for name, card in leaders.items():
        others = [r for n, r in leaders.items() if n != name]
        if not _can_be_commander(card) and not any(_background_pair(o, card) for o in others):
            problems.append(f"{name} can't be a commander: not a legendary creature (CR 903.3)")
    if len(commanders) == 2:
        problems.extend(_pair_problems(commanders[0], commanders[1],
                                       leaders[commanders[0]], leaders[commanders[1]]))
    total = len(deck.main) + len(commanders)
    if total != size:
        problems.append(f"{total} cards with the commander; exactly {size} required "
                        "(CR 903.5a)")
    counts = Deck("counts", main=commanders + deck.main).counts()
    for name, count in counts.items():
        limit = _copy_limit(name, record(name), 1)
        if limit is not None and count > limit:
            problems.append(f"{count} copies of {name!r}; a Commander deck is singleton "
                            "(CR 903.5b)")
    identity = frozenset().union(*(color_identity(record(n)) for n in commanders))
    for name in counts:
        outside = color_identity(record(name)) - identity
        if outside:
            problems.append(f"{name} is outside the commander's color identity "
                            f"({''.join(c for c in _COLORS if c in outside)} not in "
                            f"{''.join(c for c in _COLORS if c in identity) or 'colorless'};"
                            " CR 903.5c)")
    return problems


def _text_lines(record: Mapping[str, Any]) -> list[str]:
    text = _REMINDER.sub("", str(record.get("oracle_text") or "")).lower()
    return [line.strip().rstrip(".") for line in text.splitlines()]


def _partner_with(record: Mapping[str, Any]) -> str | None:
    """CR 702.124i: the name a "Partner with NAME" card pairs with (lowercase)."""
    for line in _text_lines(record):
        match = re.fullmatch(r"partner with (.+)", line)
        if match:
            return match.group(1).strip()
    return None


def _pairs(record: Mapping[str, Any]) -> bool:
    """A partner-like ability: partner (CR 702.124a), friends forever (702.124j), doctor's
    companion (702.124m)."""
    return any(line in ("partner", "friends forever", "doctor's companion")
               for line in _text_lines(record))


def _background_pair(chooser: Mapping[str, Any], background: Mapping[str, Any]) -> bool:
    """CR 702.124k, 702.179a: a commander that chooses a Background, with a Background."""
    return "choose a background" in _text_lines(chooser) and "background" in str(
        background.get("type_line", "")).lower().replace("—", " ").split()


def _pair_problems(first: str, second: str, a: Mapping[str, Any],
                   b: Mapping[str, Any]) -> list[str]:
    """Why two cards can't both be commanders (CR 702.124, 702.179); empty: they can."""
    named = (_partner_with(a), _partner_with(b))
    if any(named):  # CR 702.124i: "Partner with NAME" pairs only with NAME
        if named != (second.lower(), first.lower()):
            return [f"{first} and {second} aren't each other's partner (CR 702.124i)"]
        return []
    if (_pairs(a) and _pairs(b)) or _background_pair(a, b) or _background_pair(b, a):
        return []
    return ["two commanders need partner, friends forever, a background or the like on both "
            "(CR 702.124, 702.179)"]


def format_problems(deck: Deck, pool: CheckPool, format: str) -> list[str]:
    """The deck construction problems of ``deck`` in ``format`` (empty: legal): size and
    copies (CR 100.2a, 100.4a; Commander CR 903.5) and each card's legality from the
    imported data (``legalities`` of the pool's records: banned, restricted, not legal)."""
    fmt = format.lower()
    if fmt not in FORMATS:
        raise DeckError(f"unknown format {format!r}; known: {', '.join(FORMATS)}")
    def record(name: str) -> Mapping[str, Any]:
        return _record(pool, name)

    if fmt in COMMANDER_FORMATS:
        problems = commander_problems(deck, record, size=COMMANDER_FORMATS[fmt])
    else:
        problems = _constructed_problems(deck, record)
    names = Deck("counts", main=deck.commander + deck.main + deck.sideboard).counts()
    return problems + _legality_problems(names, record, fmt)


def _constructed_problems(deck: Deck, record: Any) -> list[str]:
    problems: list[str] = []
    if len(deck.main) < 60:
        problems.append(f"main deck has {len(deck.main)} cards; at least 60 required "
                        "(CR 100.2a)")
    if len(deck.sideboard) > 15:
        problems.append(f"sideboard has {len(deck.sideboard)} cards; at most 15 allowed "
                        "(CR 100.4a)")
    combined = Deck("counts", main=deck.commander + deck.main + deck.sideboard).counts()
    for name, count in combined.items():
        limit = _copy_limit(name, record(name), 4)
        if limit is not None and count > limit:
            problems.append(f"{count} copies of {name!r} in deck and sideboard; at most "
                            f"{limit} allowed (CR 100.2a, 100.4a)")
    return problems


def _legality_problems(counts: Mapping[str, int], record: Any, fmt: str) -> list[str]:
    problems: list[str] = []
    unknown = 0
    for name, count in counts.items():
        legalities = record(name).get("legalities")
        if not legalities:  # no format data (a card legal nowhere is counted here too)
            unknown += 1
            continue
        status = dict(legalities).get(fmt, "not_legal")
        if status == "restricted" and count > 1:
            problems.append(f"{count} copies of {name!r}; it is restricted to one in {fmt}")
        elif status not in ("legal", "restricted"):
            problems.append(f"{name} is {status.replace('_', ' ')} in {fmt}")
    if unknown:
        problems.append(f"legalities unknown for {unknown} cards (the pool has no format "
                        "data: import a card database)")
    return problems


def summary(checks: Iterable[DeckCheck]) -> dict[str, Any]:
    """Totals over several decks: decks fully playable, shares of cards and slots, and the
    cards that block the most decks (with their missing mechanism)."""
    checks = list(checks)
    blockers: dict[str, dict[str, Any]] = {}
    for check in checks:
        for problem in check.unplayable:
            entry = blockers.setdefault(problem.name, {"name": problem.name, "decks": 0,
                                                       "slots": 0, "missing": problem.missing})
            entry["decks"] += 1
            entry["slots"] += problem.copies
    slots = sum(c.slots for c in checks)
    bad = sum(p.copies for c in checks for p in c.unplayable)
    cards = sum(c.cards for c in checks)
    bad_cards = sum(len(c.unplayable) for c in checks)
    ranked = sorted(blockers.values(), key=lambda e: (-e["decks"], -e["slots"], e["name"]))
    return {
        "decks": len(checks),
        "playable_decks": sum(c.playable for c in checks),
        "legal_decks": sum(c.legal is True for c in checks),
        "card_share": round((cards - bad_cards) / cards, 4) if cards else 1.0,
        "slot_share": round((slots - bad) / slots, 4) if slots else 1.0,
        "blocking_cards": len(blockers),
        "blockers": [{**e, "missing": list(e["missing"])} for e in ranked],
    }
