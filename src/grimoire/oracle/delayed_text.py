"""Delayed triggered abilities written at the end of an instruction (CR 603.7a): "Return it
to its owner's hand at the beginning of the next end step", "If this ability has been
activated four or more times this turn, sacrifice ~ at the beginning of the next end step"
(the delayed ability is created only if the condition holds as the instruction resolves).
Each triggers once (CR 603.7c).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import DrawCards, Fixed, You
>>> delayed_instruction("draw a card at the beginning of the next end step", Context(),
...                     lambda text, ctx: DrawCards(Fixed(1), You())).trigger.step
'end'
"""

from __future__ import annotations

from collections.abc import Callable

from grimoire.oracle.context import Context
from grimoire.oracle.ir import DelayedTrigger, Effect, StepTrigger

DELAYED = {
    "at the beginning of the next end step": ("end", "each"),
    "at the beginning of the next turn's upkeep": ("upkeep", "each"),
    "at the beginning of your next upkeep": ("upkeep", "you"),
    "at the beginning of the end step": ("end", "each"),
    "at end of combat": ("end_of_combat", "each"),  # CR 511.2
}
"""The tails that make an instruction a delayed trigger: (step, whose step)."""


def delayed_instruction(text: str, ctx: Context,
                        parse: Callable[[str, Context], Effect]) -> DelayedTrigger | None:
    """ "<instruction> <tail>": the instruction (parsed with ``parse``) as a delayed
    triggered ability created now; None for another shape."""
    for tail, (step_name, whose) in DELAYED.items():
        if text.lower().endswith(" " + tail):
            inner = parse(text[: -len(tail) - 1], ctx)
            return DelayedTrigger(StepTrigger(step_name, whose), inner)  # type: ignore[arg-type]
    return None
