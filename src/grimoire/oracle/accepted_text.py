"""A lasting restriction on each player who accepted an offer: "At the beginning of your
upkeep, each player may put two +1/+1 counters on a creature they control. If a player
does, creatures that player controls can't attack you or planeswalkers you control until
your next turn." (Orzhov Advokist).

The sentence reads the step before, "Each player may <offer>." (compiled as each player in
turn doing it if they choose, CR 101.4), and becomes, for each of those players, "if they
did" (:class:`~grimoire.oracle.ir.IfDid`) the restriction on that player's creatures (CR
508.1c, 611.2a; :class:`~grimoire.oracle.ir.CantAttackYouUntilYourNextTurn`, where "you"
is the controller of the ability, not the player the :class:`ForEach` names).

>>> from grimoire.oracle.ir import DrawCards, EachPlayer, Fixed, ForEach, MayDo
>>> steps = [ForEach(EachPlayer(), MayDo(DrawCards(Fixed(1))))]
>>> node = accepted_sentence("If a player does, creatures that player controls can't "
...                          "attack you or planeswalkers you control until your next turn.",
...                          steps)
>>> type(node.effect.steps[1].then).__name__, steps
('CantAttackYouUntilYourNextTurn', [])
"""

from __future__ import annotations

import re

from grimoire.oracle.ir import (
    CantAttackYouUntilYourNextTurn,
    EachOpponent,
    EachPlayer,
    Effect,
    ForEach,
    IfDid,
    MayDo,
    Sequence,
    You,
)

__all__ = ["accepted_sentence"]

_BARRED = re.compile(r"if (?:a|an) (player|opponent) does, creatures (?:that player|they) "
                     r"controls? can't attack you or planeswalkers you control until your next "
                     r"turn\.?", re.IGNORECASE)


def accepted_sentence(sentence: str, steps: list[Effect]) -> Effect | None:
    """The step "each player may <offer>; each who did: <restriction>" replacing the step
    before (taken out of ``steps``), or None for another sentence or step."""
    match = _BARRED.fullmatch(sentence.strip())
    if match is None or not steps:
        return None
    last = steps[-1]
    each = EachPlayer if match.group(1).lower() == "player" else EachOpponent
    if not (isinstance(last, ForEach) and isinstance(last.players, each)
            and isinstance(last.effect, MayDo) and isinstance(last.effect.who, You)):
        return None
    steps.pop()
    return ForEach(last.players, Sequence((last.effect, IfDid(CantAttackYouUntilYourNextTurn()))))
