""""You may cast ~ from your graveyard as long as <condition>. If you cast it this way and
it would be put into your graveyard, exile it instead." as a
:class:`~grimoire.oracle.ir.CastFromGraveyard` static (CR 601.3, 113.6f, 614.1a).

>>> from grimoire.oracle.context import Context
>>> graveyard_cast_static(
...     "You may cast ~ from your graveyard as long as you've rolled a 6 this turn. "
...     "If you cast it this way and it would be put into your graveyard, exile it instead",
...     Context())
CastFromGraveyard(condition=RolledThisTurn(value=6), exile_instead=True)
"""

from __future__ import annotations

import re

from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context
from grimoire.oracle.ir import CastFromGraveyard
from grimoire.oracle.lexer import SELF

_PATTERN = re.compile(
    r"You may cast (?:~|this card) from your graveyard as long as (.+?)"
    r"(\. If you cast it this way and it would be put into your graveyard, exile it "
    r"instead)?\.?"
)


def graveyard_cast_static(text: str, ctx: Context) -> CastFromGraveyard | None:
    """The static, or None when the text isn't this permission."""
    match = _PATTERN.fullmatch(text.strip().replace(SELF, "~"))
    if match is None:
        return None

    return CastFromGraveyard(parse_condition(match.group(1), ctx), bool(match.group(2)))
