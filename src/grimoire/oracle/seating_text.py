"""Attack limits and seating directions as static abilities (CR 508.1c, 509.1b, 101.4):

    Each player may attack only the nearest opponent in the last chosen direction and
    planeswalkers controlled by that opponent.                       (Mystic Barrier)
    No more than two creatures can attack you each combat.           (Crawlspace)
    This creature can't be blocked as long as defending player controls the most creatures
    or is tied for the most.                                         (Hooded Horror)

>>> attack_limit_static("No more than two creatures can attack you each combat").count
2
>>> attack_limit_static("Each player may attack only the nearest opponent in the last chosen "
...                     "direction and planeswalkers controlled by that opponent").rule
'attack_only_nearest'
>>> attack_limit_static("~ can't be blocked as long as defending player controls the most "
...                     "creatures or is tied for the most").other.types_any
('creature',)
>>> attack_limit_static("No more than two creatures can attack each combat") is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import (
    ChooseFromNextPlayer,
    ChooseQuality,
    CombatRestrictionStatic,
    Effect,
    ObjectFilter,
    Sequence,
)

_CREATURES = ObjectFilter(types_any=("creature",), zone="battlefield")
_COUNTS = {"one": 1, "two": 2, "three": 3}

_NEAREST = re.compile(r"Each player may attack only the nearest opponent in the (?:last )?"
                      r"chosen direction and planeswalkers controlled by that opponent")
_MAX_YOU = re.compile(r"No more than (one|two|three) creatures? can attack you each combat")
_MOST = re.compile(r"(?:~|This creature) can't be blocked as long as defending player controls "
                   r"the most creatures or is tied for the most")


def attack_limit_static(text: str) -> CombatRestrictionStatic | None:
    """The restriction ``text`` (no final period) states, or None for another text."""
    if _NEAREST.fullmatch(text):  # CR 508.1c: on every creature's attack, by its controller
        return CombatRestrictionStatic("attack_only_nearest", _CREATURES)
    limit = _MAX_YOU.fullmatch(text)
    if limit:  # CR 508.1c: a restriction on the declaration as a whole
        return CombatRestrictionStatic("max_attackers_you", _CREATURES,
                                       count=_COUNTS[limit.group(1)])
    if _MOST.fullmatch(text):  # CR 509.1b: read as blockers are declared (its rulings)
        return CombatRestrictionStatic("unblockable_if_defender_most", None, _CREATURES)
    return None


_NEXT = re.compile(r"Starting with you and proceeding in the chosen direction, each player "
                   r"chooses (?:a|an) (.+?) controlled by the next player in that direction")
_GAIN = "Each player gains control of the {} they chose"
_NOOP = Sequence(())


def next_player_sentence(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """After "Choose left or right.": "Starting with you and proceeding in the chosen
    direction, each player chooses a creature controlled by the next player in that
    direction." (:class:`~grimoire.oracle.ir.ChooseFromNextPlayer`), and "Each player gains
    control of the creature they chose." after it (amends that step in ``steps``); None for
    another sentence.

    >>> steps = [ChooseQuality("direction")]
    >>> step = next_player_sentence("Starting with you and proceeding in the chosen direction, "
    ...     "each player chooses a creature controlled by the next player in that direction.",
    ...     steps, Context())
    >>> steps.append(step)
    >>> next_player_sentence("Each player gains control of the creature they chose.", steps,
    ...                      Context())
    Sequence(steps=())
    >>> steps[-1].gain_control, steps[-1].filter.types_any
    (True, ('creature',))
    """
    text = sentence.strip().rstrip(".")
    match = _NEXT.fullmatch(text)
    if match is not None:
        if ChooseQuality("direction") not in steps:
            return None  # no direction chosen before it
        flt, rest = parse_filter(match.group(1))
        if rest or not flt.types_any or flt.controller != "any":
            return None
        return ChooseFromNextPlayer(needs_battlefield(flt, match.group(1)), gain_control=False)
    last = steps[-1] if steps else None
    if isinstance(last, ChooseFromNextPlayer) and not last.gain_control and \
            text in (_GAIN.format(t) for t in last.filter.types_any if len(
                last.filter.types_any) == 1):
        steps[-1] = replace(last, gain_control=True)
        return _NOOP
    return None
