"""More modes when a condition holds as a spell is cast (CR 700.2, 601.2b): "Choose one. If
you control a commander as you cast this spell, you may choose both instead" (the Wills),
"Choose one. If this spell was kicked, choose any number instead" (the Inscriptions).

The modes are announced as the spell is cast (CR 601.2b), so the condition is read then:
a spell cast with both modes keeps them even if the commander leaves before it resolves
(the Wills' rulings). A kicker is announced in the same step (CR 601.2b, 702.33d): the
extra mode sets are listed only with the kicker paid (the way entwine's every-mode set is,
CR 702.42a), and one mode is still allowed with it.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import condition_holds

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def extra_modes(game: Game, player: int, obj: GameObject, effect: ir.Effect | None
                ) -> tuple[list[tuple[int, ...]], int | None]:
    """(the mode sets beyond the printed count that ``player`` may choose casting ``obj``
    now, the index of the additional cost that must be paid with them, or None)."""
    if not isinstance(effect, ir.Modal) or effect.more is None:
        return [], None
    more = effect.more
    extra = [c for n in range(effect.max_choices + 1, more.max_choices + 1)
             for c in combinations(range(len(effect.modes)), n)]
    condition = more.condition
    if isinstance(condition, ir.CastWith):  # "If this spell was kicked" (CR 702.33d)
        for i, cost in enumerate(obj.info.card.additional_costs):
            if cost.option == condition.option:
                return extra, i
        return [], None
    res = Resolution(source=obj.id, controller=player, source_name=obj.name)
    return (extra if condition_holds(game, res, condition) else []), None
