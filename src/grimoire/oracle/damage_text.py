""""If ~ would deal damage to a permanent or player, it deals that much damage plus the
result of a d6 roll to that permanent or player instead." as a
:class:`~grimoire.oracle.ir.DamagePlusRoll` static (CR 614.1a).

>>> damage_plus_roll("If ~ would deal damage to a permanent or player, it deals that much "
...                  "damage plus the result of a d6 roll to that permanent or player instead")
DamagePlusRoll(sides=6)
"""

from __future__ import annotations

import re

from grimoire.oracle.ir import DamagePlusRoll
from grimoire.oracle.lexer import SELF

_PATTERN = re.compile(
    r"If ~ would deal damage to (a permanent or player|any target), it deals that much damage "
    r"plus the result of a d(\d+) roll to (?:that permanent or player|it) instead\.?"
)


def damage_plus_roll(text: str) -> DamagePlusRoll | None:
    """The static, or None when the text isn't this replacement."""
    match = _PATTERN.fullmatch(text.strip().replace(SELF, "~"))
    return DamagePlusRoll(int(match.group(2))) if match else None
