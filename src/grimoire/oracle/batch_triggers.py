"""Batch triggers of permanents (CR 603.2c): "Whenever one or more artifacts you control
enter", "Whenever one or more other creatures you control die", "... leave the
battlefield", "Whenever one or more Goblins you control attack".

An event that moves several objects at once (one instruction, one cost, one round of
state-based actions: :mod:`grimoire.rules.batch`) triggers such an ability once, however
many of them match; "that many" is how many did
(:func:`grimoire.rules.triggers.batch_count`). Attacks are one declaration (CR 508.1), so
"attack" is the declaration-counting :class:`~grimoire.oracle.ir.AttackWithTrigger`.

>>> from grimoire.oracle.context import Context
>>> trig, rest = batch_trigger("Whenever one or more other creatures you control die, draw "
...                            "a card.", Context())
>>> type(trig).__name__, trig.once_per_batch, trig.filter.another, rest
('DiesTrigger', True, True, 'draw a card.')
>>> batch_trigger("Whenever one or more creatures you control die, return them.", Context())
Traceback (most recent call last):
...
grimoire.oracle.context.ParseFailure: the cards of the batch: 'return them.'
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import AttackWithTrigger, DiesTrigger, EntersTrigger, LeavesTrigger, Trigger

__all__ = ["batch_trigger"]

_SHAPE = re.compile(r"Whenever one or more ([^,]+?) (enter|die|leave the battlefield|attack), ")
_THEM = re.compile(r"\b(?:it|its|them|they|their|those|that (?:creature|card|artifact|"
                   r"permanent|token|land|enchantment))\b", re.IGNORECASE)
"""Words that would name the batch's objects, which no reference here binds."""


def batch_trigger(text: str, ctx: Context) -> tuple[Trigger, str] | None:
    """The trigger and the effect text of those shapes, or None for another trigger."""
    match = _SHAPE.match(text)
    if match is None:
        return None
    noun, verb = match.groups()
    if verb == "attack" and not noun.endswith(" you control"):
        return None  # (another player's attackers: other shapes)
    if verb == "attack" and noun == "creatures you control":
        return None  # "whenever you attack" (grimoire.oracle.triggers)
    rest = text[match.end():]
    flt, _ = parse_filter(noun)
    flt = needs_battlefield(flt, noun)
    if verb == "attack":  # "their total power": of the attackers of the batch (CR 508.1)
        rest = rest.replace("their total power",
                            f"the total power of {noun} you attacked with this combat")
    them = _THEM.search(rest)
    if them and not (them.group(0) == "its" and "target " in rest[:them.start()]):
        raise ParseFailure(rest, "the cards of the batch")  # ("its": a target named before)
    if verb == "attack":  # CR 508.1, 508.3a: one declaration of attackers
        return AttackWithTrigger("you", 1, flt), rest
    if verb == "enter":  # CR 603.6a
        return EntersTrigger(flt, once_per_batch=True), rest
    if verb == "die":  # CR 700.4
        return DiesTrigger(flt, once_per_batch=True), rest
    return LeavesTrigger(flt, once_per_batch=True), rest  # CR 603.6c
