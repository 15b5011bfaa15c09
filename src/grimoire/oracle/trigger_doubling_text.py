"""The static "If <objects> <event> causes a triggered ability of a permanent you control to
trigger, that ability triggers an additional time." (CR 603.2d: Panharmonicon, Yarok the
Desecrated, Teysa Karlov, Wulfgar of Icewind Dale, Isshin, Felix Five-Boots, Veyran); and
"You can't cast ~ during your first, second, or third turns of the game" (CR 101.2).

>>> from grimoire.oracle.ir import TriggerDoubling
>>> eff = trigger_doubling("If a creature dying causes a triggered ability of a permanent "
...                        "you control to trigger, that ability triggers an additional time")
>>> eff.event, eff.filter.types_any
('dies', ('creature',))
>>> trigger_doubling("If you casting or copying an instant or sorcery spell causes a triggered "
...                  "ability of a permanent you control to trigger, that ability triggers an "
...                  "additional time").filter.controller
'you'
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import CantCastEarly, DoublingEvent, ObjectFilter, TriggerDoubling

__all__ = ["cant_cast_early", "trigger_doubling"]

_DOUBLING = re.compile(
    r"If (?:you casting or copying (?:a|an) (?P<spell>.+?) spell|(?:a|an) (?P<what>.+?) "
    r"(?P<event>entering(?: the battlefield)?|dying|attacking|dealing combat damage to a "
    r"player)) causes a triggered ability of a permanent you control to trigger, that ability "
    r"triggers an additional time")
_EVENTS: dict[str, DoublingEvent] = {
    "entering": "enters", "dying": "dies", "attacking": "attacks",
    "dealing combat damage to a player": "combat_damage_player",
}


def trigger_doubling(text: str) -> TriggerDoubling | None:
    """The :class:`TriggerDoubling` of a static line (without its final period), or None.

    >>> trigger_doubling("Room abilities of dungeons you own trigger an additional time").event
    'room'
    """
    if text == "Room abilities of dungeons you own trigger an additional time":
        return TriggerDoubling("room", ObjectFilter())  # CR 309.4c, 603.2d
    match = _DOUBLING.fullmatch(text)
    if match is None:
        return None
    if match.group("spell"):  # "you casting or copying an instant or sorcery spell"
        flt, rest = parse_filter(match.group("spell") + " card")
        if rest:
            return None
        return TriggerDoubling("cast", replace(flt, controller="you", zone=None))
    flt, rest = parse_filter(match.group("what"))
    if rest:
        return None
    event = _EVENTS[match.group("event").removesuffix(" the battlefield")]
    return TriggerDoubling(event, replace(flt, zone=None))


_ORDINALS = ("first", "second", "third", "fourth", "fifth")
_EARLY = re.compile(r"You can't cast (?:~|this spell) during your (first(?:, second)?(?:,? "
                    r"(?:or |and )?(?:second|third))?) turns? of the game")


def cant_cast_early(text: str) -> CantCastEarly | None:
    """ "You can't cast ~ during your first, second, or third turns of the game" (CR 101.2).

    >>> cant_cast_early("You can't cast ~ during your first, second, or third turns of the "
    ...                 "game")
    CantCastEarly(turns=3)
    """
    match = _EARLY.fullmatch(text)
    if match is None:
        return None
    said = re.findall(r"first|second|third", match.group(1))
    if said != list(_ORDINALS[:len(said)]):
        return None
    return CantCastEarly(len(said))
