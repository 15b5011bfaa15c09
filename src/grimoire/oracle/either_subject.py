"""Abilities about "this creature or enchanted creature" (bestow cards, CR 702.103).

A card with bestow is a creature or a bestowed Aura, never both (CR 702.103b, 303.4d), and
its text often speaks of both at once: "Whenever this creature or enchanted creature
attacks, ...", "This creature and enchanted creature each get +1/+1 ...", "All creatures
able to block this creature or enchanted creature do so." Each is the same ability about
two subjects: one trigger condition, bonus or requirement per subject (a trigger event
that includes either triggers it, CR 603.2; "each" gives each of them the bonus), so the
line compiles as two abilities, one per subject, each with the printed text. The lexer
has already written the card's self-reference as ``~``.

>>> split_subjects("Whenever ~ or enchanted creature attacks, draw a card.")[1]
'Whenever enchanted creature attacks, draw a card.'
>>> split_subjects("~ and enchanted creature each get +1/+1.")
('~ gets +1/+1.', 'Enchanted creature gets +1/+1.')
>>> split_subjects("Enchanted creature gets +1/+1.") is None
True
"""

from __future__ import annotations

import re

_SELF = r"(?:~|[Tt]his creature)"
_EACH = re.compile(_SELF + r" and enchanted creature each get (.+)")
_EITHER = re.compile(r"(.*?)(" + _SELF + r") or enchanted creature\b(.+)")


def split_subjects(text: str) -> tuple[str, str] | None:
    """The line about the card itself and the line about "enchanted creature" that
    ``text`` stands for, or None if it names no such pair."""
    each = _EACH.fullmatch(text)
    if each is not None:
        return f"~ gets {each.group(1)}", f"Enchanted creature gets {each.group(1)}"
    either = _EITHER.fullmatch(text)
    if either is None:
        return None
    head, this, tail = either.groups()
    return f"{head}{this}{tail}", f"{head}enchanted creature{tail}"
