"""The card database's value types: :class:`Card`, :class:`Face`, :class:`Printing`,
:class:`Ruling` and :class:`LocalizedText`, all frozen, slotted dataclasses.

A :class:`Card` is one Oracle card (one Oracle id): its rules text in English, the same for every
printing. What a particular printed card says in its own language is a :class:`LocalizedText`;
where and when it was printed is a :class:`Printing`; the official clarifications are
:class:`Ruling`\\ s, each in its own language and with its date.

>>> face = Face(name="Shock", mana_cost="{R}", type_line="Instant",
...             oracle_text="Shock deals 2 damage to any target.")
>>> card = Card.single(oracle_id="x", face=face, colors=("R",), color_identity=("R",),
...                    mana_value=1.0)
>>> card.name, card.is_multiface, card.printed_name
('Shock', False, 'Shock')
>>> language_code("Portuguese (Brazil)"), language_code("zh-Hans"), language_name("zht")
('pt', 'zhs', 'Chinese Traditional')
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

__all__ = [
    "LANGUAGES",
    "Card",
    "Face",
    "LocalizedText",
    "Printing",
    "Ruling",
    "language_code",
    "language_name",
]

LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "German",
    "es": "Spanish",
    "fr": "French",
    "it": "Italian",
    "ja": "Japanese",
    "ko": "Korean",
    "pt": "Portuguese (Brazil)",
    "ru": "Russian",
    "zhs": "Chinese Simplified",
    "zht": "Chinese Traditional",
    "he": "Hebrew",
    "la": "Latin",
    "grc": "Ancient Greek",
    "ar": "Arabic",
    "sa": "Sanskrit",
    "ph": "Phyrexian",
}
"""Scryfall's language codes (the ones Grimoire uses everywhere) and their English names."""

_ALIASES: dict[str, str] = {
    **{name.casefold(): code for code, name in LANGUAGES.items()},
    "portuguese": "pt",
    "pt-br": "pt",
    "jp": "ja",
    "kr": "ko",
    "cn": "zhs",
    "cs": "zhs",
    "zh": "zhs",
    "zh-hans": "zhs",
    "zh-cn": "zhs",
    "chinese": "zhs",
    "ct": "zht",
    "zh-hant": "zht",
    "zh-tw": "zht",
    "sp": "es",
}


def language_code(language: str) -> str | None:
    """The Scryfall code of a language given by code, MTGJSON name or common alias; else None.

    >>> language_code("German"), language_code("JA"), language_code("klingon")
    ('de', 'ja', None)
    """
    key = language.strip().casefold()
    if key in LANGUAGES:
        return key
    return _ALIASES.get(key)


def language_name(code: str) -> str:
    """The English name of a language code (the code itself when unknown).

    >>> language_name("ru")
    'Russian'
    """
    return LANGUAGES.get(code, code)


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a card (the only face of a normal card), in English Oracle wording."""

    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None


@dataclass(frozen=True, slots=True)
class LocalizedText:
    """A card's printed name, type line and text in one language (``lang``, a Scryfall code).

    ``type_line`` and ``text`` are None where the source gave only the name.
    """

    lang: str
    name: str
    type_line: str | None = None
    text: str | None = None


@dataclass(frozen=True, slots=True)
class Printing:
    """One printing of a card: set, collector number, rarity, artist and printed language.

    Fields a source does not know (a card on *The List* seen only on a card page) are None.
    """

    set_code: str
    set_name: str | None = None
    release_date: str | None = None
    collector_number: str | None = None
    rarity: str | None = None
    artist: str | None = None
    lang: str = "en"


@dataclass(frozen=True, slots=True)
class Ruling:
    """An official ruling: its date, text and language.

    A translated ruling names the English text it translates in ``translation_of``.

    >>> Ruling(datetime.date(2021, 7, 23), "Dice are identified by ...").as_dict()
    {'date': '2021-07-23', 'text': 'Dice are identified by ...', 'lang': 'en'}
    """

    date: datetime.date | None
    text: str
    lang: str = "en"
    translation_of: str | None = None

    def as_dict(self) -> dict[str, str | None]:
        """A JSON-ready dict: ``date`` (ISO), ``text`` and ``lang``."""
        return {
            "date": self.date.isoformat() if self.date else None,
            "text": self.text,
            "lang": self.lang,
        }


@dataclass(frozen=True, slots=True)
class Card:
    """One Oracle card.

    The Oracle fields are the current English rules text (the newest wording any imported source
    gave). For a card with several faces, ``type_line`` and ``mana_cost`` join the faces' with
    ``" // "`` and ``oracle_text`` joins their texts with ``"\\n//\\n"``; ``faces`` holds each face.

    ``lang`` and ``printed`` describe the printed card the lookup matched (the language a name
    was typed in, or the one asked for); ``printings`` and ``rulings`` are filled by
    :meth:`CardStore.lookup <grimoire.cards.store.CardStore.lookup>` and empty in search
    results and :meth:`oracle_cards <grimoire.cards.store.CardStore.oracle_cards>`.
    """

    oracle_id: str
    name: str
    mana_cost: str
    mana_value: float
    colors: tuple[str, ...]
    color_identity: tuple[str, ...]
    type_line: str
    oracle_text: str
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    layout: str = "normal"
    faces: tuple[Face, ...] = ()
    keywords: tuple[str, ...] = ()
    legalities: tuple[tuple[str, str], ...] = ()
    lang: str = "en"
    printed: LocalizedText | None = None
    printings: tuple[Printing, ...] = ()
    rulings: tuple[Ruling, ...] = ()

    @classmethod
    def single(
        cls,
        *,
        oracle_id: str,
        face: Face,
        colors: tuple[str, ...] = (),
        color_identity: tuple[str, ...] = (),
        mana_value: float = 0.0,
    ) -> Card:
        """A one-faced card built from its face (handy in tests and examples)."""
        return cls(
            oracle_id=oracle_id,
            name=face.name,
            mana_cost=face.mana_cost,
            mana_value=mana_value,
            colors=colors,
            color_identity=color_identity,
            type_line=face.type_line,
            oracle_text=face.oracle_text,
            power=face.power,
            toughness=face.toughness,
            loyalty=face.loyalty,
            faces=(face,),
        )

    @property
    def is_multiface(self) -> bool:
        """True for split, flip, adventure, transforming and other multi-face cards."""
        return len(self.faces) > 1

    @property
    def printed_name(self) -> str:
        """The printed name in :attr:`lang` (the English name when none is known)."""
        return self.printed.name if self.printed else self.name

    @property
    def printed_type_line(self) -> str:
        """The printed type line in :attr:`lang`, else the Oracle type line."""
        if self.printed and self.printed.type_line:
            return self.printed.type_line
        return self.type_line

    @property
    def printed_text(self) -> str:
        """The printed text in :attr:`lang`, else the Oracle text."""
        if self.printed and self.printed.text is not None:
            return self.printed.text
        return self.oracle_text

    @property
    def legal_formats(self) -> tuple[str, ...]:
        """The formats the card is legal in (``"commander"``, ``"legacy"`` ...)."""
        return tuple(fmt for fmt, status in self.legalities if status == "legal")
