"""Modal spells whose modes may repeat: "Choose three. You may choose the same mode more than
once." (the Confluences; CR 700.2d: a mode chosen several times is treated as if it appeared
that many times in sequence, each instance with its own targets).

>>> repeatable_modes("Choose three. You may choose the same mode more than once.")
('Choose three —', True)
>>> repeatable_modes("Choose one —")
('Choose one —', False)
"""

from __future__ import annotations

import re

_REPEAT = re.compile(
    r"(.*?\bchoose (?:two|three|four|five))\. You may choose the same mode more than once\.?",
    re.IGNORECASE,
)


def repeatable_modes(text: str) -> tuple[str, bool]:
    """``text`` in the "Choose N —" form the modal parser reads, and whether it allows
    choosing the same mode more than once (CR 700.2d)."""
    match = _REPEAT.fullmatch(text.strip())
    if match is None:
        return text, False
    return match.group(1) + " —", True
