"""Modes of activated and triggered abilities, chosen as they are put on the stack.

CR 700.2a: the controller of a modal activated ability chooses its mode(s) as part of
activating it; CR 700.2b, 603.3c: the controller of a modal triggered ability chooses them
as it puts the ability on the stack, a mode whose targets can't be chosen can't be chosen,
and with no mode chosen the ability is removed. CR 700.2c: the targets of a mode are
chosen only when that mode is; they follow the ability's own targets, mode by mode (the
order :func:`grimoire.effects.flow.modal` reads them in at resolution).

>>> from grimoire.oracle import ir
>>> gain = ir.Mode(ir.GainLife(ir.Fixed(2)))
>>> hit = ir.Mode(ir.DealDamage(ir.Fixed(1), ir.TargetRef(0)), (ir.TargetSpec("player"),))
>>> modal = ir.Modal((gain, hit), 1, 2)
>>> mode_sets(modal)
[(0,), (1,), (0, 1)]
>>> len(specs_for((), modal, (0, 1)))
1
>>> mode_sets(ir.Modal((gain, hit), 2, 2, repeatable=True))  # CR 700.2d
[(0, 0), (0, 1), (1, 1)]
>>> mode_problem(modal, (1, 1))
('choose 1 to 2 different modes of the listed ones, not (1, 1)', 'CR 700.2d')
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import targets
from grimoire.rules.actions import ActivateAbility, Decision
from grimoire.rules.mode_bonus import trigger_extra
from grimoire.rules.target_limits import trigger_x

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.triggers import PendingTrigger

Problem = tuple[str, str] | None


def modal_of(effect: ir.Effect | None) -> ir.Modal | None:
    """The :class:`ir.Modal` of an ability's effect: the effect itself, or the last step of
    a sequence ("Draw a card, then choose one —"), or inside an optional "you may"."""
    if isinstance(effect, ir.Modal):
        return effect
    if isinstance(effect, ir.MayDo):
        return modal_of(effect.effect)
    if isinstance(effect, ir.Sequence) and effect.steps:
        last = effect.steps[-1]
        return last if isinstance(last, ir.Modal) else None
    return None


def mode_sets(modal: ir.Modal | None) -> list[tuple[int, ...]]:
    """Every choice of modes, in printed order (``[()]`` for a non-modal effect).

    CR 700.2d: with "you may choose the same mode more than once", a mode may appear that
    many times in sequence.
    """
    if modal is None:
        return [()]
    pick = combinations_with_replacement if modal.repeatable else combinations
    out: list[tuple[int, ...]] = []
    for n in range(modal.min_choices, modal.max_choices + 1):
        out.extend(pick(range(len(modal.modes)), n))
    return out


def specs_for(base: tuple[ir.TargetSpec, ...], modal: ir.Modal | None,
              modes: tuple[int, ...]) -> tuple[ir.TargetSpec, ...]:
    """The ability's own target specs, then each chosen mode's (CR 700.2c)."""
    if modal is None:
        return base
    out = base
    for i in modes:
        out = out + modal.modes[i].targets
    return out


def mode_problem(modal: ir.Modal | None, modes: tuple[int, ...]) -> Problem:
    """Why ``modes`` is not a choice of modes the ability allows (CR 700.2), or None."""
    if modal is None:
        if modes:
            return (f"the ability is not modal: no modes can be chosen, not {modes}",
                    "CR 700.2")
        return None
    if modes not in mode_sets(modal):
        # CR 700.2d: a mode is chosen once unless "you may choose the same mode more ..."
        repeated = len(set(modes)) < len(modes) and not modal.repeatable
        many = "" if modal.repeatable else " different"
        return (f"choose {modal.min_choices} to {modal.max_choices}{many} modes of the "
                f"listed ones, not {modes}", "CR 700.2d" if repeated else "CR 700.2a")
    return None


def ability_specs(ability: ir.ActivatedAbility | ir.TriggeredAbility,
                  modes: tuple[int, ...]) -> tuple[ir.TargetSpec, ...]:
    """The target specs of ``ability`` with ``modes`` chosen."""
    return specs_for(ability.targets, modal_of(ability.effect), modes)


# --- triggered abilities (CR 603.3c, 700.2b) ---------------------------------------------


def _trigger_target_choices(game: Game, pending: PendingTrigger,
                            ability: ir.TriggeredAbility,
                            modes: tuple[int, ...]) -> bool:
    specs = ability_specs(ability, modes)
    if not specs:
        return True
    return bool(targets.choices(game, specs, pending.controller, pending.source,
                                x=trigger_x(game, ability, pending.source)))


def trigger_mode_options(game: Game, pending: PendingTrigger,
                         ability: ir.TriggeredAbility) -> list[tuple[int, ...]]:
    """The mode choices of a modal trigger whose targets can all be chosen (CR 700.2b)."""
    modal = modal_of(ability.effect)  # (with more when its condition holds now)
    extra = [m for m in trigger_extra(game, pending.controller, pending.source, modal)
             if _trigger_target_choices(game, pending, ability, m)]
    if extra and modal is not None and modal.more is not None and modal.more.required:
        return extra  # "choose both instead": both (the targets of both can be chosen)
    return [m for m in mode_sets(modal) if _trigger_target_choices(game, pending, ability, m)
            ] + extra


def trigger_modes(game: Game, ability: ir.TriggeredAbility) -> Decision | None:
    """Choose the modes of the trigger being put on the stack (``game.trigger_current``).

    Returns the ``trigger_modes`` decision when there is a choice; otherwise records the
    only choice, or removes the trigger when no mode can be chosen (CR 603.3c). Does
    nothing for a non-modal trigger or one whose modes are chosen.
    """
    pending = game.trigger_current
    if pending is None or pending.modes is not None or modal_of(ability.effect) is None:
        return None
    options = trigger_mode_options(game, pending, ability)
    if not options or options == [()]:  # ("choose up to one": none can be chosen)
        game.trigger_current = None  # CR 603.3c: no mode chosen, removed from the stack
        return None
    if len(options) == 1:
        game.trigger_current = replace(pending, modes=options[0])
        return None
    return Decision("trigger_modes", pending.controller, prompt="choose the modes",
                    options=tuple(options), source=pending.source, rule="CR 700.2b")


def choose_trigger_modes(game: Game, modes: tuple[int, ...]) -> None:
    """Record the chosen modes of the trigger being put on the stack (CR 603.3c)."""
    pending = game.trigger_current
    assert pending is not None
    # CR 603.3c: no mode chosen ("choose up to one —"), the ability is removed from the stack
    game.trigger_current = replace(pending, modes=modes) if modes else None


def unavailable(action: ActivateAbility, ways: list[ActivateAbility]) -> Problem:
    """Why the chosen modes of an activation can't be chosen now: no listed way to activate
    it has them, as a mode's targets can't be chosen (CR 700.2a), or None."""
    if action.modes and not any(w.modes == action.modes for w in ways):
        return (f"modes {action.modes} can't be chosen: their targets can't be chosen",
                "CR 700.2a")
    return None
