"""Two instructions in one sentence, each followed only if its own color of mana was spent
to cast the spell: "~ deals 3 damage to each creature without flying if {R} was spent to
cast this spell and 3 damage to each creature with flying if {G} was spent to cast this
spell" (Firespout; CR 601.2h: the mana spent is recorded on the spell, checked as it
resolves, CR 608.2c). The second instruction leaves out the words it shares with the first
("~ deals", "You gain"); written out again, each half is an ordinary trailing "if".

>>> spent_pairs(["You gain X life if {G} was spent to cast this spell and X life if {W} was "
...              "spent to cast this spell.", "Draw a card."])
['You gain X life if {G} was spent to cast this spell.', 'You gain X life if {W} was spent \
to cast this spell.', 'Draw a card.']
"""

from __future__ import annotations

import re

__all__ = ["spent_pairs"]

_SPENT = r"if \{[WUBRG]\} was spent to cast (?:this spell|~|it)"
_PAIR = re.compile(rf"(.+?) ({_SPENT}) and (.+?) ({_SPENT})\.?")


def _pair(sentence: str) -> list[str]:
    match = _PAIR.fullmatch(sentence.strip())
    if match is None:
        return [sentence]
    first, second = match.group(1), match.group(3)
    head = second.split(" ", 1)[0]
    at = first.find(" " + head + " ")
    if at < 0:
        return [sentence]
    shared = first[:at + 1]  # ("~ deals ", "You gain "): the subject and the verb
    if re.search(r"\btarget\b", shared, re.IGNORECASE):
        return [sentence]  # (written again, a target would be a second one)
    return [f"{first} {match.group(2)}.", f"{shared}{second} {match.group(4)}."]


def spent_pairs(sentences: list[str]) -> list[str]:
    """``sentences`` with each "A if {C} was spent to cast this spell and B if {D} was spent
    to cast this spell" written as two sentences."""
    return [part for sentence in sentences for part in _pair(sentence)]
