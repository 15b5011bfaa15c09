"""Name and text folding for lookups and searches.

Two functions, both pure and fast (every step is a C-level string operation, so folding the
quarter of a million printed names of a full database takes well under a second):

:func:`fold`
    for substring search (``o:``, ``t:``, bare words): NFKC width folding (full-width and
    half-width forms), case folding, Latin/Greek/Cyrillic accents removed, spaces kept.
:func:`normalize_name`
    the key of the name index: :func:`fold`, then every character that is not a letter or a
    digit (spaces, hyphens, apostrophes, the Japanese middle dot ...) removed. CJK characters,
    kana and hangul are kept as they are (never transliterated; Simplified and Traditional
    Chinese stay distinct).

>>> normalize_name("Unterreich-Spalte") == normalize_name("unterreich spalte")
True
>>> normalize_name("Sima de la Infraoscuridad")
'simadelainfraoscuridad'
>>> normalize_name("Ｕｎｄｅｒｄａｒｋ　Ｒｉｆｔ")
'underdarkrift'
>>> normalize_name("Wizard’s Spellbook") == normalize_name("wizards spellbook")
True
>>> normalize_name("アンダーダークの裂け目")
'アンダーダークの裂け目'
>>> fold("Æther  Vial — Lim-Dûl")
'aether  vial — lim-dul'
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["fold", "normalize_name", "script_languages"]

# Combining diacritical marks (U+0300-U+036F): the accents of Latin, Greek and Cyrillic letters.
# Kana voicing marks (U+3099/U+309A) and hangul jamo are outside this range, so NFKD followed by
# NFC restores them exactly.
_ACCENTS = re.compile("[\u0300-\u036f]+")
_NOT_WORD = re.compile(r"[\W_]+")
# Letters that do not decompose into a base letter plus an accent.
_LIGATURES = str.maketrans({"æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d",
                            "þ": "th", "ı": "i", "’": "'", "‘": "'"})


def fold(text: str) -> str:
    """Fold ``text`` for case-, accent- and width-insensitive substring matching.

    >>> fold("Sacrifice Treasure Chest")
    'sacrifice treasure chest'
    >>> fold("ＡＢＣ Crème Brûlée")
    'abc creme brulee'
    """
    if text.isascii():
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return unicodedata.normalize("NFC", _ACCENTS.sub("", decomposed)).translate(_LIGATURES)


def normalize_name(name: str) -> str:
    """The lookup key of a card name: folded, with only letters and digits kept.

    A name made only of punctuation (an Un-card such as ``_____``) keeps its folded form so
    that it still has a key.

    >>> normalize_name("Ach! Hans, Run!")
    'achhansrun'
    >>> normalize_name("Fenda do Subterrâneo") == normalize_name("FENDA DO SUBTERRANEO")
    True
    >>> normalize_name("_____")
    '_____'
    """
    folded = fold(name)
    key = _NOT_WORD.sub("", folded)
    return key if key else folded.strip()


def script_languages(text: str) -> tuple[str, ...]:
    """Guess which languages a name typed by a person may be in, from its script.

    Used to rank suggestions for unknown names "in that language where possible".
    Returns an empty tuple when the script says nothing (digits only, say).

    >>> script_languages("宝箱")
    ('ja', 'zhs', 'zht')
    >>> script_languages("アンダーダーク")
    ('ja',)
    >>> script_languages("Разлом")
    ('ru',)
    >>> script_languages("Tresure")
    ('en', 'de', 'es', 'fr', 'it', 'pt')
    """
    kana = hangul = han = cyrillic = latin = greek = False
    for char in text:
        code = ord(char)
        if 0x3040 <= code <= 0x30FF or 0xFF66 <= code <= 0xFF9F:
            kana = True
        elif 0xAC00 <= code <= 0xD7A3 or 0x1100 <= code <= 0x11FF:
            hangul = True
        elif 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF:
            han = True
        elif 0x0400 <= code <= 0x04FF:
            cyrillic = True
        elif 0x0370 <= code <= 0x03FF:
            greek = True
        elif char.isalpha():
            latin = True
    if kana:
        return ("ja",)
    if hangul:
        return ("ko",)
    if han:
        return ("ja", "zhs", "zht")
    if cyrillic:
        return ("ru",)
    if greek:
        return ("grc",)
    if latin:
        return ("en", "de", "es", "fr", "it", "pt")
    return ()
