"""When a spell may be cast (CR 601.3): "Cast this spell only during combat", "... only
during the declare attackers step and only if you've been attacked this step", "... only
during an opponent's turn after their upkeep step", "... only if you control two or more
Vampires" (:class:`~grimoire.oracle.ir.CastOnlyDuring`).

>>> cast_only("Cast ~ only during the declare attackers step and only if you've been "
...           "attacked this step")
CastOnlyDuring(steps=('declare_attackers',), whose='any', condition=None, attacked=True)
>>> cast_only("Cast ~ only during combat").steps[0], cast_only("Cast ~ only at noon")
('beginning_of_combat', None)
"""

from __future__ import annotations

import re

from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import CastOnlyDuring, FlashIfTargets
from grimoire.oracle.lexer import SELF

_COMBAT: tuple[str, ...] = ("beginning_of_combat", "declare_attackers", "declare_blockers",
                                 "first_strike_damage", "combat_damage", "end_of_combat")
_AFTER_UPKEEP: tuple[str, ...] = ("draw", "main1", *_COMBAT, "main2", "end", "cleanup")
_WHEN: dict[str, tuple[tuple[str, ...], str]] = {  # (steps, whose turn)
    "during the declare attackers step": (("declare_attackers",), "any"),
    "during the declare blockers step": (("declare_blockers",), "any"),
    "during your declare attackers step": (("declare_attackers",), "yours"),
    "during combat on your turn": (_COMBAT, "yours"),
    "during combat on an opponent's turn": (_COMBAT, "opponents"),
    "during your end step": (("end",), "yours"),
    "during combat": (_COMBAT, "any"),  # CR 506.1: the combat phase's steps
    "during combat before blockers are declared": (_COMBAT[:2], "any"),
    "during combat after blockers are declared": (_COMBAT[2:], "any"),
    "during your turn": ((), "yours"),
    "during an opponent's turn": ((), "opponents"),
    "during an opponent's turn after their upkeep step": (_AFTER_UPKEEP, "opponents"),
}
_FORM = re.compile(r"Cast " + re.escape(SELF) + r" only (?:(?P<when>during [^,]+?)(?=$| and only"
                   r" if)(?: and only)?)? ?(?:if (?P<cond>.+))?")


_BEFORE_ATTACKERS = ("upkeep", "draw", "main1", "beginning_of_combat")
"""The steps before attackers are declared (CR 508.1; Master Warcraft's ruling: before the
declare attackers step of the turn's first combat phase)."""
_FLASH_IF = re.compile(r"You may cast (?:this spell|" + re.escape(SELF) + r") as though it had "
                       r"flash if it targets (.+)")


def cast_only(text: str) -> CastOnlyDuring | FlashIfTargets | None:
    """The timing restriction of a "Cast this spell only ..." line, or None; "You may cast
    this spell as though it had flash if it targets a commander" (CR 601.3b)."""
    text = text.strip().rstrip(".")
    if text == f"Cast {SELF} only before attackers are declared":
        return CastOnlyDuring(_BEFORE_ATTACKERS)
    flash = _FLASH_IF.fullmatch(text)
    if flash:
        try:
            return FlashIfTargets(parse_filter(re.sub(r"^(?:a|an) ", "", flash.group(1)))[0])
        except ParseFailure:
            return None
    match = _FORM.fullmatch(text)
    if match is None or not (match.group("when") or match.group("cond")):
        return None
    steps: tuple[str, ...] = ()
    whose = "any"
    if match.group("when"):
        if match.group("when") not in _WHEN:
            return None
        steps, whose = _WHEN[match.group("when")]
    condition = None
    attacked = False
    if match.group("cond") == "you've been attacked this step":
        attacked = True  # CR 506.2: a creature attacking the player
    elif match.group("cond"):
        try:
            condition = parse_condition(match.group("cond"), Context())
        except ParseFailure:
            return None
    return CastOnlyDuring(steps, whose, condition, attacked)  # type: ignore[arg-type]
