""""You may cast the exiled card [without paying its mana cost] for as long as it remains
exiled[, and you may spend mana as though it were mana of any color to cast that spell]"
(:class:`~grimoire.oracle.ir.CastPermission`).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import Bound
>>> permission_sentence("You may cast that card without paying its mana cost for as long "
...                     "as it remains exiled", Context(antecedent=Bound("exiled")))
CastPermission(what=Bound(name='exiled', player=None), free=True, any_mana='', play=False)
"""

from __future__ import annotations

import re
from typing import Literal

from grimoire.oracle.context import Context
from grimoire.oracle.ir import Bound, CastPermission, ObjectRef, ThisObject

_PERMISSION = re.compile(
    r"you may (?P<verb>cast|play) (?P<what>that card|the exiled card|it|this card)"
    r"(?P<free> without paying its mana cost)? for as long as it remains exiled"
    r"(?:,? and (?:(?P<color>you may spend mana as though it were mana of any color)"
    r"|(?P<type>mana of any type can be spent)) to cast (?:that spell|it))?",
    re.IGNORECASE,
)


def permission_sentence(text: str, ctx: Context) -> CastPermission | None:
    """The permission a sentence of this class gives, or None."""
    match = _PERMISSION.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    what = match.group("what").lower()
    ref: ObjectRef | None
    if what == "this card":
        ref = ThisObject()
    elif what == "the exiled card" and not ctx.linked:
        ref = Bound("exiled")  # the card an earlier step of this ability exiled
    else:
        ref = ctx.antecedent
    if ref is None:
        return None
    any_mana: Literal["", "color", "type"] = (
        "color" if match.group("color") else "type" if match.group("type") else "")
    return CastPermission(ref, free=bool(match.group("free")), any_mana=any_mana,
                          play=match.group("verb").lower() == "play")
