"""Chapter symbols of Saga cards (CR 714.2): "I —", "II, III —" before an effect.

The lexer strips the numerals like an ability word; the raw line keeps them. Each numeral
is one chapter ability (CR 714.2c), a :class:`~grimoire.oracle.ir.TriggeredAbility` with a
:class:`~grimoire.oracle.ir.ChapterTrigger`; :mod:`grimoire.mechanics.sagas` plays them.

>>> chapter_numbers("II, III — Draw a card.")
(2, 3)
>>> chapter_numbers("Investigate — Draw a card.")
()
>>> [a.trigger.chapter for a in chapter_abilities((1, 2), ir.DrawCards(ir.Fixed(1)), (), "t")]
[1, 2]
"""

from __future__ import annotations

import re

from grimoire.oracle import ir

_NUMERALS = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8,
             "IX": 9, "X": 10}
_CHAPTER = re.compile(r"^((?:I|II|III|IV|V|VI|VII|VIII|IX|X)(?:, (?:I|II|III|IV|V|VI|VII|VIII"
                      r"|IX|X))*) — ")


def chapter_numbers(raw: str) -> tuple[int, ...]:
    """The chapter numbers of a printed line "{rN1}, {rN2} — ..." (CR 714.2a), or ()."""
    match = _CHAPTER.match(raw or "")
    if match is None:
        return ()
    return tuple(_NUMERALS[n] for n in match.group(1).split(", "))


def chapter_abilities(chapters: tuple[int, ...], effect: ir.Effect,
                      targets: tuple[ir.TargetSpec, ...], text: str) -> list[ir.Ability]:
    """One chapter ability per numeral (CR 714.2c: "{rN1}, {rN2}—[Effect]" means the same as
    "{rN1}—[Effect]" and "{rN2}—[Effect]")."""
    return [ir.TriggeredAbility(ir.ChapterTrigger(n), effect, targets, text=text)
            for n in chapters]
