"""The alternative cost written with "rather than" first: "If you control a Forest, rather
than pay this spell's mana cost, you may have an opponent gain 3 life." is the same
alternative cost (CR 118.9) as "If you control a Forest, you may have an opponent gain 3
life rather than pay this spell's mana cost."

>>> rather_first("If you control a Forest, rather than pay ~'s mana cost, you may have an "
...              "opponent gain 3 life.")
"If you control a Forest, you may have an opponent gain 3 life rather than pay ~'s mana cost."
"""

from __future__ import annotations

import re

from grimoire.oracle.lexer import SELF

__all__ = ["rather_first"]

_RATHER = re.compile(r"If (.+?), (rather than pay " + re.escape(SELF)
                     + r"'s mana cost), you may (.+?)\.?")


def rather_first(text: str) -> str:
    """``text`` with a leading "rather than pay ~'s mana cost, you may <cost>" put in the
    usual order; other text unchanged."""
    match = _RATHER.fullmatch(text.strip())
    if match is None:
        return text
    return f"If {match.group(1)}, you may {match.group(3)} {match.group(2)}."
