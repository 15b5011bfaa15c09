"""The heuristic agent named by an opponent's ability to choose its target ("target creature
of an opponent's choice they control", CR 601.2c; an ``opponent_target`` decision): the
creature of mine that loses least. Against the ability's other targets (the creature it
fights, Magus of the Arena): one that survives their power, better one that also kills;
else the one worth least (:func:`~grimoire.agents.ai.board.creature_value`)."""

from __future__ import annotations

from collections.abc import Sequence

from grimoire.agents.ai.board import Board, creature_value
from grimoire.rules.actions import Action, ActivateAbility, Choose, Decision
from grimoire.rules.objects import Seat


def choose(board: Board, decision: Decision, legal: Sequence[Action]) -> Action:
    """The answer to an ``opponent_target`` decision (``legal`` holds ``Choose((id,))``)."""
    pending = decision.data[0] if decision.data else None
    rivals = [board.perms[t] for group in (pending.targets if isinstance(
        pending, ActivateAbility) else ()) for t in group
        if not isinstance(t, Seat) and t in board.perms]
    power = sum(max(r.power or 0, 0) for r in rivals)

    def score(action: Action) -> tuple[bool, bool, float]:
        if not isinstance(action, Choose) or not isinstance(action.value, tuple) \
                or action.value[0] not in board.perms:
            return (False, False, float("-inf"))
        mine = board.perms[action.value[0]]
        survives = (mine.toughness or 0) - mine.damage > power \
            or "indestructible" in mine.keywords
        kills = any((mine.power or 0) >= (r.toughness or 0) - r.damage for r in rivals)
        return (survives, survives and kills, -creature_value(mine))

    return max(legal, key=score)
