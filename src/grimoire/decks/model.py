"""The :class:`Deck` value and constructed-format checks (:func:`validate`).

>>> deck = Deck("Burn", main=("Mountain",) * 2 + ("Lightning Bolt",))
>>> deck.counts()
{'Mountain': 2, 'Lightning Bolt': 1}
>>> print(deck)
About
Name Burn
<BLANKLINE>
Deck
2 Mountain
1 Lightning Bolt
<BLANKLINE>
>>> validate(deck)
['main deck has 3 cards; at least 60 required (CR 100.2a)']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from grimoire.errors import DeckError

__all__ = ["BASIC_LAND_NAMES", "Deck", "is_basic_land_name", "validate"]

# CR 205.4c: a basic land is a land with the supertype "basic". These are every card printed
# with that supertype; pass ``copy_limit_exempt`` to :func:`validate` to decide from type lines.
BASIC_LAND_NAMES = frozenset(
    {
        "Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes",
        "Snow-Covered Plains", "Snow-Covered Island", "Snow-Covered Swamp",
        "Snow-Covered Mountain", "Snow-Covered Forest", "Snow-Covered Wastes",
    }
)  # fmt: skip


def is_basic_land_name(name: str) -> bool:
    """Whether ``name`` is one of the basic land cards (CR 205.4c).

    >>> is_basic_land_name("Snow-Covered Forest"), is_basic_land_name("Underdark Rift")
    (True, False)
    """
    return name in BASIC_LAND_NAMES


def _grouped(cards: Iterable[str]) -> tuple[str, ...]:
    """Copies of a card brought together, cards in order of first appearance."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return tuple(name for name, count in counts.items() for _ in range(count))


def _counts(cards: Iterable[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return counts


_SECTIONS = ("main", "sideboard", "commander", "contraptions", "attractions", "planar")


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck: one entry per card copy, canonical Oracle names.

    Copies of a card are kept together in order of first appearance, so two decks with the
    same cards and the same listing order are equal however their files split the lines.
    ``commander`` holds the commander(s) of a Commander deck (CR 903.3); companions are kept
    in the sideboard, since they start the game outside it (CR 702.139a).
    """

    name: str
    main: tuple[str, ...]
    sideboard: tuple[str, ...] = ()
    commander: tuple[str, ...] = field(default=())
    contraptions: tuple[str, ...] = ()
    """A supplementary Contraption deck (Unstable)."""
    attractions: tuple[str, ...] = ()
    """A supplementary Attraction deck (CR 717.2), entries with their lit-up numbers,
    ``"Ferris Wheel [2 3 6]"`` (CR 717.1)."""
    planar: tuple[str, ...] = ()
    """A planar deck of plane and phenomenon cards for Planechase games (CR 901.3)."""
    notes: tuple[str, ...] = field(default=(), compare=False)
    """What the deck file held that Grimoire skipped (``path:line: ...``), e.g. a Forge
    ``[shop]`` section; not part of the deck's value."""

    def __post_init__(self) -> None:
        if "\n" in self.name or "\r" in self.name:
            raise DeckError(f"deck name must be one line: {self.name!r}")
        for section in _SECTIONS:
            cards = getattr(self, section)
            if not isinstance(cards, tuple):
                cards = tuple(cards)
            for card in cards:
                if not isinstance(card, str) or not card.strip() or "\n" in card:
                    raise DeckError(f"{section}: bad card name {card!r}")
            object.__setattr__(self, section, _grouped(cards))
        if not self.main:
            raise DeckError(f"deck {self.name!r} has no main-deck cards")

    def counts(self, section: str = "main") -> dict[str, int]:
        """Copies per card of ``section`` (``"main"``, ``"sideboard"`` or ``"commander"``),
        in order of first appearance."""
        if section not in _SECTIONS:
            raise ValueError(f"unknown deck section {section!r}")
        cards: tuple[str, ...] = getattr(self, section)
        return _counts(cards)

    def __len__(self) -> int:
        """Cards in the main deck."""
        return len(self.main)

    def __str__(self) -> str:
        """The deck in MTGA text; :func:`grimoire.decks.parse_deck` reads it back equal."""
        lines = ["About", f"Name {self.name}", ""]
        for header, section in (("Commander", "commander"), ("Deck", "main"),
                                ("Sideboard", "sideboard"), ("Contraptions", "contraptions"),
                                ("Attractions", "attractions"),
                                ("Planar", "planar")):  # fmt: skip
            counts = self.counts(section)
            if counts or section == "main":
                lines.append(header)
                lines.extend(f"{count} {card}" for card, count in counts.items())
                lines.append("")
        return "\n".join(lines)


def validate(
    deck: Deck,
    min_size: int = 60,
    max_copies: int = 4,
    *,
    max_sideboard: int = 15,
    copy_limit_exempt: Callable[[str], bool] = is_basic_land_name,
) -> list[str]:
    """Constructed-format problems of ``deck`` (an empty list when it is legal).

    CR 100.2a: at least ``min_size`` main-deck cards, and no more than ``max_copies`` of a card
    other than basic lands. CR 100.4a: at most ``max_sideboard`` sideboard cards, and the copy
    limit counts deck and sideboard together.

    >>> validate(Deck("d", main=("Forest",) * 56 + ("Shock",) * 3, sideboard=("Shock",) * 2))
    ['main deck has 59 cards; at least 60 required (CR 100.2a)', \
"5 copies of 'Shock' in deck and sideboard; at most 4 allowed (CR 100.2a, 100.4a)"]
    """
    problems: list[str] = []
    if len(deck.main) < min_size:
        problems.append(
            f"main deck has {len(deck.main)} cards; at least {min_size} required (CR 100.2a)"
        )
    if len(deck.sideboard) > max_sideboard:
        problems.append(
            f"sideboard has {len(deck.sideboard)} cards; at most {max_sideboard} allowed"
            " (CR 100.4a)"
        )
    # CR 100.4a: the four-card limit applies to the combined deck and sideboard.
    combined = _counts(deck.commander + deck.main + deck.sideboard)
    for card, count in combined.items():
        if count > max_copies and not copy_limit_exempt(card):
            problems.append(
                f"{count} copies of {card!r} in deck and sideboard; at most {max_copies} allowed"
                " (CR 100.2a, 100.4a)"
            )
    return problems
