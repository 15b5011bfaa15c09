"""Static abilities about players (:class:`~grimoire.oracle.ir.PlayerRestriction`): "You
have hexproof" (CR 702.11c), "You have shroud" (CR 702.18a), "Players can't gain life"
(CR 119.7), "Your opponents can't cast noncreature spells", "Each player can't cast more
than one spell each turn" (CR 101.2: a "can't" beats any permission); "Skip your draw step"
(CR 614.1b, 614.10).

One grammar: a player subject ("You", "Your opponents", "Each opponent", "Players", "Each
player"), then the rule, then an optional time ("during your turn", "during combat").

>>> player_static("Your opponents can't cast spells during your turn").who
'opponents'
>>> limit = player_static("Each player can't cast more than one noncreature spell each turn")
>>> limit.rule, limit.spells.types_none
('spell_limit', ('creature',))
>>> player_static("You have hexproof").rule
'hexproof'
>>> player_static("Creatures you control have hexproof") is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Literal

from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import ObjectFilter, PlayerRestriction

_WHO: dict[str, Literal["you", "opponents", "each"]] = {
    "you": "you", "your opponents": "opponents", "each opponent": "opponents",
    "players": "each", "each player": "each"}
_WHEN: dict[str, Literal["your_turn", "combat"]] = {
    "during your turn": "your_turn", "during combat": "combat"}

_SHAPE = re.compile(
    r"(You|Your opponents|Each opponent|Players|Each player) "
    r"(?:(?:have|has) (?P<keyword>hexproof|shroud)(?: \(.*\))?"
    r"|can't (?P<gain>gain life)"
    r"|can't cast more than one (?:(?P<one>.+?) )?spell each turn"
    r"|can't cast (?:(?P<kind>.+?) )?spells(?: (?P<with>with .+?))?)"
    r"(?: (?P<when>during your turn|during combat))?")


def _spells(kind: str | None, with_: str | None = None) -> ObjectFilter | None:
    """The spells a restriction names ("noncreature", "instant or sorcery", "blue creature",
    "with mana value 3 or less"), read on the card being cast; None: every spell."""
    if kind is None and with_ is None:
        return None
    words = " ".join(w for w in (kind, "card", with_) if w)
    flt, _ = parse_filter(words[0].lower() + words[1:])
    return replace(flt, zone=None, is_spell=False)


def player_static(text: str) -> PlayerRestriction | None:
    """The player restriction ``text`` states (no final period), or None if it is not one."""
    if text == "Skip your draw step":  # CR 614.1b, 614.10: a replacement skipping the step
        return PlayerRestriction("skip_draw", "you")
    match = _SHAPE.fullmatch(text)
    if match is None:
        return None
    who = _WHO[match.group(1).lower()]
    when = _WHEN[match.group("when")] if match.group("when") else "always"
    if match.group("keyword"):
        return PlayerRestriction(match.group("keyword"), who,  # type: ignore[arg-type]
                                 when=when)
    if match.group("gain"):
        return PlayerRestriction("cant_gain_life", who, when=when)
    if " more than one " in text:
        return PlayerRestriction("spell_limit", who, _spells(match.group("one")), when)
    return PlayerRestriction("cant_cast", who, _spells(match.group("kind"), match.group("with")),
                             when)
