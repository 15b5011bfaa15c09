"""Trigger text about the card an object exiled: "At the beginning of the upkeep of the
exiled card's owner, that player rolls ..." (CR 607.2a linked abilities, 610.3).

>>> from grimoire.oracle.context import Context
>>> ctx = Context()
>>> trigger, rest = exiled_owner_trigger(
...     "At the beginning of the upkeep of the exiled card's owner, that player draws a card.",
...     ctx)
>>> trigger, rest, ctx.player_antecedent
(ExiledOwnerStepTrigger(step='upkeep'), 'that player draws a card.', TriggeringPlayer())
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import ExiledOwnerStepTrigger, Trigger, TriggeringPlayer

_STEPS = {"upkeep": "upkeep", "draw step": "draw", "end step": "end"}


def exiled_owner_trigger(text: str, ctx: Context) -> tuple[Trigger, str] | None:
    """The trigger and the rest of the text, or None."""
    match = re.match(
        r"^At the beginning of the (upkeep|draw step|end step) of the exiled card's owner, ",
        text,
    )
    if match is None:
        return None
    ctx.linked = True
    ctx.player_antecedent = TriggeringPlayer()  # "that player": the owner (CR 603.2)
    step = ExiledOwnerStepTrigger(_STEPS[match.group(1)])  # type: ignore[arg-type]
    return step, text[match.end() :]
