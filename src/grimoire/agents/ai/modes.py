"""The AI's value of the modes of a modal ability (CR 700.2), by the effect value model.

Each chosen mode is valued with its own targets: the ability's targets come first, then
each chosen mode's, in the order the modes were chosen (CR 700.2c).

>>> from grimoire.oracle import ir
>>> hit = ir.Mode(ir.DealDamage(ir.Fixed(1), ir.TargetRef(0)), (ir.TargetSpec("object"),))
>>> modal = ir.Modal((ir.Mode(ir.GainLife(ir.Fixed(2))), hit))
>>> base_targets(modal, (1,), ((7,), (5,)))
((7,),)
"""

from __future__ import annotations

from grimoire.agents.ai.values import EffectContext, value
from grimoire.oracle import ir
from grimoire.rules.ability_modes import modal_of
from grimoire.rules.objects import Target

Targets = tuple[tuple[Target, ...], ...]


def base_targets(modal: ir.Modal, modes: tuple[int, ...], chosen: Targets) -> Targets:
    """The targets chosen for the ability itself (before the modes' targets)."""
    n = sum(len(modal.modes[i].targets) for i in modes)
    return chosen[: len(chosen) - n]


def modes_value(effect: ir.Effect | None, modes: tuple[int, ...], ctx: EffectContext,
                card: ir.CardDefinition | None = None) -> float:
    """The value of the chosen ``modes`` of ``effect``'s modal part, each mode with its own
    targets out of ``ctx.targets``; 0 when the effect is not modal."""
    modal = modal_of(effect)
    if modal is None:
        return 0.0
    offset = len(base_targets(modal, modes, ctx.targets))
    total = 0.0
    for i in modes:
        mode = modal.modes[i]
        own = ctx.targets[offset: offset + len(mode.targets)]
        offset += len(mode.targets)
        total += value(mode.effect, EffectContext(ctx.board, own, ctx.x, ctx.source, ctx.die),
                       card)
    return total
