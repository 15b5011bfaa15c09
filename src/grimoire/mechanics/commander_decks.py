"""Color identity (CR 903.4) of a card definition, for the game: "Add one mana of any color
in your commander's color identity" (grimoire.rules.mana_production). The Commander deck
construction rules (CR 903.3, 903.5, partner and "Choose a Background") live in one place,
:func:`grimoire.decks.check.commander_problems`.

>>> from grimoire.core.mana import ManaCost
>>> from grimoire.oracle import ir
>>> card = ir.CardDefinition("Signet", mana_cost=ManaCost.parse("{2}"),
...                          oracle_text="{1}, {T}: Add {W}{U}. (Reminder: {B}.)")
>>> sorted(color_identity(card))
['U', 'W']
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from grimoire.oracle import ir

COLORS = ("W", "U", "B", "R", "G")
_SYMBOL = re.compile(r"\{([^}]+)\}")
_REMINDER = re.compile(r"\([^)]*\)")


def _symbol_colors(symbol: str) -> set[str]:
    return {part for part in symbol.upper().split("/") if part in COLORS}


def color_identity(card: ir.CardDefinition) -> frozenset[str]:
    """CR 903.4: the colors of the mana symbols in its mana cost and rules text (reminder
    text ignored, 903.4c), its color indicator and characteristic-defining colors (kept in
    ``colors``), and its back face (903.4d)."""
    found: set[str] = set(c for c in card.colors if c in COLORS)
    for symbol in card.mana_cost.symbols:
        found |= _symbol_colors(symbol)
    text = _REMINDER.sub("", card.oracle_text)
    for symbol in _SYMBOL.findall(text):
        found |= _symbol_colors(symbol)
    if card.back is not None:
        found |= color_identity(card.back)
    return frozenset(found)
