"""More modes when a condition holds as a spell is cast or a trigger is put on the stack
(CR 700.2, 601.2b, 603.3c): "Choose one. If
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


def extra_modes(game: Game, player: int, obj: GameObject, effect: ir.Effect | None,
                sets: list[tuple[int, ...]], every: tuple[int, ...] | None = None
                ) -> tuple[list[tuple[int, ...]], int | None]:
    """(the mode sets ``player`` may choose casting ``obj`` now: ``sets``, the printed
    count's, with those the condition allows; the index of the additional cost that must
    be paid with the extra ones, or None). ``every``: entwine's set, listed already."""
    if not isinstance(effect, ir.Modal) or effect.more is None:
        return sets, None
    more = effect.more
    extra = [m for m in _beyond(effect, more) if m != every]
    condition = more.condition
    if isinstance(condition, ir.CastWith):  # "If this spell was kicked" (CR 702.33d)
        for i, cost in enumerate(obj.info.card.additional_costs):
            if cost.option == condition.option:
                return [*sets, *extra], i
        return sets, None
    if not holds(game, player, obj.id, more):
        return sets, None
    return (extra if more.required else [*sets, *extra]), None


def _beyond(modal: ir.Modal, more: ir.ModeBonus) -> list[tuple[int, ...]]:
    return [c for n in range(modal.max_choices + 1, more.max_choices + 1)
            for c in combinations(range(len(modal.modes)), n)]


def holds(game: Game, player: int, source: int, more: ir.ModeBonus) -> bool:
    """Whether ``more``'s condition holds now for ``player`` and ``source``."""
    res = Resolution(source=source, controller=player)
    return condition_holds(game, res, more.condition)


def trigger_extra(game: Game, player: int, source: int, modal: ir.Modal | None
                  ) -> list[tuple[int, ...]]:
    """The extra mode sets of a modal trigger as it is put on the stack (CR 700.2b, 603.3c:
    "When this creature enters, choose one. If there are four or more card types among
    cards in your graveyard, choose both instead"; "When you cast this spell, choose one.
    If it was kicked, choose both instead": the spell's kicker read from the spell)."""
    if modal is None or modal.more is None or not holds(game, player, source, modal.more):
        return []
    return _beyond(modal, modal.more)
