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
from grimoire.oracle.ir import Bound, CastPermission, MayPlay, ObjectRef, PlayDuration, ThisObject

_PERMISSION = re.compile(
    r"you may (?P<verb>cast|play) (?P<what>that card|the exiled card|it|this card)"
    r"(?P<free> without paying its mana cost)? for as long as it remains exiled"
    r"(?:,? and (?:(?P<color>you may spend mana as though it were mana of any color)"
    r"|(?P<type>mana of any type can be spent)) to cast (?:that spell|it))?",
    re.IGNORECASE,
)


_UNTIL = (r"(?P<until>until end of turn|this turn|until the end of your next turn|for as long "
          r"as (?:it remains|they remain) exiled)")
_WHAT = (r"(?P<what>that card|those cards|it|them|the exiled cards?|cards exiled this way"
         r"|spells from among (?:those exiled cards|those cards|them|the exiled cards))")
_MANA = (r"(?:,? and (?:(?P<color>you may spend mana as though it were mana of any color)"
         r"|(?P<type>mana of any type can be spent)) to cast (?:that spell|those spells|it"
         r"|them))?")
_TIMED = (
    re.compile(_UNTIL + r", you may (?P<verb>cast|play) " + _WHAT
               + r"(?P<free> without paying (?:its|their) mana costs?)?" + _MANA, re.IGNORECASE),
    re.compile(r"you may (?:look at and )?(?P<verb>cast|play) " + _WHAT
               + r"(?P<free> without paying (?:its|their) mana costs?)? " + _UNTIL + _MANA,
               re.IGNORECASE),
)
_DURATIONS: dict[str, PlayDuration] = {
    "until end of turn": "end_of_turn", "this turn": "end_of_turn",
    "until the end of your next turn": "end_of_your_next_turn",
    # CR 400.7: a card that leaves exile is a new object, so the permission ends with it
    "for as long as it remains exiled": "permanent", "for as long as they remain exiled":
    "permanent",
}


def timed_permission(text: str, ctx: Context) -> MayPlay | None:
    """ "Until end of turn, you may cast spells from among those exiled cards", "You may
    play those cards until the end of your next turn", "You may cast that card this turn,
    and mana of any type can be spent to cast that spell" (CR 601.2, 305.1; the permission
    ends in the cleanup step of this turn or of your next turn, CR 514.2, 611.2a); the
    cards are the ones an earlier step of this ability exiled (or "it", its antecedent).
    """
    text = text.strip().rstrip(".")
    match = next((m for m in (p.fullmatch(text) for p in _TIMED) if m is not None), None)
    if match is None:
        return None
    what = match.group("what").lower()
    ref: ObjectRef | None
    if "exiled" in what or (what.startswith("spells from among") and ctx.cards is not None):
        ref = ctx.cards if ctx.cards is not None else None
    else:
        ref = ctx.antecedent
    if ref is None or isinstance(ref, ThisObject):
        return None
    any_mana: Literal["", "color", "type"] = (
        "color" if match.group("color") else "type" if match.group("type") else "")
    verb = match.group("verb").lower()
    return MayPlay(ref, _DURATIONS[match.group("until").lower()],
                   cast_only=verb == "cast", free=bool(match.group("free")),
                   any_mana=any_mana)


def permission_sentence(text: str, ctx: Context) -> CastPermission | MayPlay | None:
    """The permission a sentence of this class gives, or None."""
    match = _PERMISSION.fullmatch(text.strip().rstrip("."))
    if match is None:  # ("those cards ... for as long as they remain exiled": timed)
        return timed_permission(text, ctx)
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
