"""Results tables whose rows name a thing rather than do something: "search your library
for the indicated card" with rows "3 — An enchantment", "it gains the indicated ability"
with bullets "• 2 — menace" (CR 706.3: the table says what the result means).

:func:`expand_indicated` rewrites such a block into ordinary text: each row's noun phrase
replaces "the indicated <noun>" in the sentence that uses it, so the rest of the compiler
reads plain instructions:

* rows of a roll ("2 — A card named ~"): each row becomes that sentence with its phrase,
  and "If you roll a 1, ~ has no effect. Otherwise, ..." is the row the table leaves out
  (the sentence is dropped only when no row covers that result);
* bullets "N — phrase" after "For each other result, ...": one "For each result of N, ..."
  sentence per bullet.

>>> from grimoire.oracle.lexer import Line
>>> block_text = "Roll a d6. If you roll a 1, ~ has no effect. Otherwise, draw the indicated card."
>>> rows = [Line("An artifact", (2, 6), "2-6 — An artifact")]
>>> text, new_rows, bullets = expand_indicated(block_text, rows, [])
>>> text, [r.text for r in new_rows], bullets
('Roll a d6.', ['draw an artifact.'], [])
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.effects import split_sentences
from grimoire.oracle.lexer import Line

_INDICATED = re.compile(r"\bthe indicated (card|ability|abilities|permanent|creature)\b")
_NO_EFFECT = re.compile(r"If you roll an? (\d+), ~ has no effect\.?", re.IGNORECASE)
_BULLET = re.compile(r"(\d+)\s*[—–-]\s*(.+)")


def _sentences(text: str) -> list[str]:
    return split_sentences(text)


def _phrase(text: str) -> str:
    text = text.strip().rstrip(".")
    return text[0].lower() + text[1:]


def expand_indicated(
    text: str, rows: list[Line], bullets: list[str]
) -> tuple[str, list[Line], list[str]]:
    """``(text, rows, bullets)`` with "the indicated <noun>" spelled out per row or bullet;
    unchanged when the text has no such phrase or the rows don't fit."""
    sentences = _sentences(text)
    uses = [i for i, s in enumerate(sentences) if _INDICATED.search(s)]
    if len(uses) != 1:
        return text, rows, bullets
    index = uses[0]
    sentence = re.sub(r"^Otherwise, ", "", sentences[index])
    if rows and not bullets:
        return _expand_rows(sentences, index, sentence, rows)
    if bullets and not rows:
        return _expand_bullets(sentences, index, sentence, bullets)
    return text, rows, bullets


def _expand_rows(
    sentences: list[str], index: int, sentence: str, rows: list[Line]
) -> tuple[str, list[Line], list[str]]:
    text = " ".join(sentences)
    covered = {v for r in rows if r.row is not None
               for v in range(r.row[0], (r.row[1] if r.row[1] is not None else r.row[0]) + 1)}
    kept: list[str] = []
    for i, s in enumerate(sentences):
        if i == index:
            continue
        none = _NO_EFFECT.fullmatch(s)
        if none is not None:
            if int(none.group(1)) in covered:
                return text, rows, []  # a row says otherwise: not a left-out result
            continue  # CR 706.3a: a result no row lists does nothing
        kept.append(s)
    if index != len(sentences) - 1:
        return text, rows, []  # the table must be what the last sentence reads
    new_rows = [replace(r, text=_INDICATED.sub(_phrase(r.text), sentence, count=1))
                for r in rows]
    return " ".join(kept), new_rows, []


def _expand_bullets(
    sentences: list[str], index: int, sentence: str, bullets: list[str]
) -> tuple[str, list[Line], list[str]]:
    match = re.match(r"For each other result, (.+)", sentence)
    parsed = [_BULLET.fullmatch(b.strip()) for b in bullets]
    if match is None or not all(parsed):
        return " ".join(sentences), [], bullets
    expanded = [
        f"For each result of {m.group(1)}, "
        + _INDICATED.sub(_phrase(m.group(2)), match.group(1), count=1)
        for m in parsed if m is not None
    ]
    out = [*sentences[:index], *expanded, *sentences[index + 1 :]]
    return " ".join(out), [], []
