"""Spells exiled as they resolve and cast again from that exile (Rod of Absorption):

* "exile it instead of putting it into a graveyard as it resolves", in the effect of a
  "whenever ... casts a spell" trigger: :class:`~grimoire.oracle.ir.ExileAsItResolves` on
  the spell cast (CR 608.2n, 614.1a), the card then one "exiled with ~" (CR 607.2a).
* "You may cast any number of spells from among cards exiled with ~ with total mana value
  X or less without paying their mana costs": :class:`~grimoire.oracle.ir.CastCard` of the
  linked cards (CR 607.2a, 608.2g, 118.9), their mana values adding up to at most X
  (:attr:`~grimoire.oracle.ir.CastCard.total`, CR 202.3).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import TriggeringObject
>>> absorb_sentence("Exile it instead of putting it into a graveyard as it resolves.",
...                 Context(cast_spell=TriggeringObject()))
ExileAsItResolves(what=TriggeringObject())
>>> node = absorb_sentence("You may cast any number of spells from among cards exiled with ~ "
...                        "with total mana value 4 or less without paying their mana costs.",
...                        Context())
>>> node.total, node.mode, node.any_number, node.optional
(Fixed(value=4), 'without_paying', True, True)
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import parse_amount, parse_number
from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import CastCard, Effect, ExileAsItResolves, ExiledWith, ThisObject
from grimoire.oracle.lexer import SELF

__all__ = ["absorb_sentence"]

_EXILE = re.compile(r"exile (?:it|that spell) instead of putting it into (?:a|its owner's) "
                    r"graveyard as it resolves\.?", re.IGNORECASE)
_CAST = re.compile(r"(?P<may>you may )?cast any number of (?P<kind>(?:[a-z ]+ )?)spells from "
                   r"among cards exiled with " + re.escape(SELF) + r" with total mana value "
                   r"(?P<total>X|\d+) or less without paying their mana costs\.?",
                   re.IGNORECASE)


def absorb_sentence(sentence: str, ctx: Context) -> Effect | None:
    """The node of one of the two sentences above, or None."""
    text = sentence.strip()
    if _EXILE.fullmatch(text) and ctx.cast_spell is not None:
        return ExileAsItResolves(ctx.cast_spell)
    match = _CAST.fullmatch(text)
    if match is None:
        return None
    kind = match.group("kind").strip()
    flt = parse_filter(kind + " card", lambda a: parse_amount(a, ctx))[0] if kind else None
    ctx.linked = True
    return CastCard(ExiledWith(ThisObject()), optional=bool(match.group("may")),
                    mode="without_paying", any_number=True, filter=flt,
                    total=parse_number(match.group("total"), ctx))
