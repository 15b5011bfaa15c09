"""A cost to block this turn as an instruction (CR 509.1d): "This turn, creatures can't
block unless their controller pays {X} for each blocking creature they control." (War
Cadence); the amount is a number or the X of the ability.

>>> from grimoire.oracle.context import Context
>>> block_tax_sentence("This turn, creatures can't block unless their controller pays {X} "
...                    "for each blocking creature they control", Context())
BlockTaxThisTurn(amount=VarX())
>>> block_tax_sentence("Creatures can't block this turn", Context()) is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import parse_number
from grimoire.oracle.context import Context
from grimoire.oracle.ir import BlockTaxThisTurn, Effect

__all__ = ["block_tax_sentence"]

_TAX = re.compile(r"(?:This turn, creatures can't block|Creatures can't block this turn) "
                  r"unless their controller pays \{(X|\d+)\} for each (?:blocking creature they "
                  r"control|creature they control that's blocking)")


def block_tax_sentence(text: str, ctx: Context) -> Effect | None:
    """The effect, or None for another sentence."""
    match = _TAX.fullmatch(text)
    if match is None:
        return None
    return BlockTaxThisTurn(parse_number(match.group(1), ctx))  # CR 509.1d, 107.3
