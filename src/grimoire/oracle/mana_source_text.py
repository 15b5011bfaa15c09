"""Mana spent from sources of a type (CR 601.2h): "for each mana from a Desert spent to cast
~", "if mana from a Treasure was spent to cast it", "for each {S} spent to cast ~" (CR 107.4h:
mana from a snow source, ``source="snow"``) — the amount
:class:`~grimoire.oracle.ir.ManaSpentOn` with ``source`` (the type word), read by the
counting phrases and the conditions.

>>> from grimoire.oracle.context import Context
>>> mana_from("mana from a Desert spent to cast ~", Context())
ManaSpentOn(ref=ThisObject(), source='Desert')
>>> mana_from("mana from a Treasure was spent to cast it", Context(), was=True)
ManaSpentOn(ref=ThisObject(), source='Treasure')
>>> mana_from("mana from a Wizard spent to cast ~", Context()) is None
False
>>> mana_from("mana from a Blorp spent to cast ~", Context()) is None
True
>>> mana_from("{S} spent to cast ~", Context())
ManaSpentOn(ref=ThisObject(), source='snow')
"""

from __future__ import annotations

import re

from grimoire.oracle import ir
from grimoire.oracle.context import Context
from grimoire.oracle.lexer import SELF
from grimoire.oracle.subtypes import SUBTYPES

_CARD_TYPES = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker"})
_SPELL = r"(~|" + re.escape(SELF) + r"|it|this spell|this creature|that spell)"


def mana_from(text: str, ctx: Context, was: bool = False) -> ir.ManaSpentOn | None:
    """``ManaSpentOn(spell, source=<type>)`` for "mana from a <type> [was] spent to cast
    <spell>", or None when ``text`` isn't that phrase (or names no card type or subtype)."""
    match = re.fullmatch(r"(?:mana from an? ([A-Za-z'-]+)|(?:the amount of )?\{S\})"
                         + (" was" if was else "") + r" spent to cast " + _SPELL,
                         text.strip().rstrip("."))
    if match is None:
        return None
    word = match.group(1) or "snow"  # CR 107.4h: "{S}" spent is mana from a snow source
    if word not in SUBTYPES and word not in _CARD_TYPES and word != "snow":
        return None
    spell = match.group(2)
    if spell == "that spell" or (spell == "it" and ctx.cast_spell is not None):
        ref = ctx.cast_spell
    elif spell == "it" and ctx.antecedent is not None:
        ref = ctx.antecedent
    else:
        ref = ir.ThisObject()
    return None if ref is None else ir.ManaSpentOn(ref, source=word)
