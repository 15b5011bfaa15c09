"""Static abilities that forbid activating abilities (CR 602.5): the text of
:class:`~grimoire.oracle.ir.CantActivate`.

* "Enchanted creature can't attack or block, and its activated abilities can't be
  activated." (Arrest): a combat restriction (CR 508.1c, 509.1b) and the prohibition;
* "Enchanted creature's activated abilities can't be activated.";
* "Activated abilities of artifacts can't be activated[ unless they're mana abilities]."

>>> from grimoire.oracle.context import Context
>>> [type(e).__name__ for e in activation_statics(
...     "Enchanted creature can't attack or block, and its activated abilities can't be "
...     "activated", Context())]
['CombatRestrictionStatic', 'CantActivate']
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import CantActivate, Effect, ForbidActivations, StaticEffect, TargetRef
from grimoire.oracle.statics import _subject, parse_static

_AND = re.compile(r"(.+?) (can't attack or block|can't block|can't attack), and its "
                  r"activated abilities can't be activated( unless they're mana abilities)?")
_OWN = re.compile(r"(.+?)'s? activated abilities can't be activated")
_OF = re.compile(r"activated abilities of (.+?) can't be activated"
                 r"( unless they're mana abilities)?", re.IGNORECASE)


def activation_statics(text: str, ctx: Context) -> list[StaticEffect] | None:
    """The static effects of a line of these shapes, or None. Raises
    :class:`~grimoire.oracle.context.ParseFailure` when its subject doesn't parse."""

    line = text.strip().rstrip(".")
    both = _AND.fullmatch(line)
    if both:
        subject = both.group(1)
        return [parse_static(f"{subject} {both.group(2)}", ctx),  # (Faith's Fetters: but
                CantActivate(_subject(subject), bool(both.group(3)))]  # its mana abilities)
    own = _OWN.fullmatch(line)
    if own and not own.group(1).lower().startswith(("its", "their")):
        return [CantActivate(_subject(own.group(1)))]
    of = _OF.fullmatch(line)
    if of:
        flt, _ = parse_filter(of.group(1))
        return [CantActivate(replace(flt, zone="battlefield"), bool(of.group(2)))]
    return None


def forbid_sentence(sentence: str, ctx: Context) -> Effect | None:
    """ "Its activated abilities can't be activated." after an instruction about one object
    (Xathrid Gorgon's "Put a petrification counter on target creature. ..."): for as long
    as it stays on the battlefield (CR 602.5, 611.2a), or None."""
    if sentence.strip().rstrip(".") != "Its activated abilities can't be activated":
        return None
    if not isinstance(ctx.antecedent, TargetRef):
        return None
    return ForbidActivations(ctx.antecedent)
