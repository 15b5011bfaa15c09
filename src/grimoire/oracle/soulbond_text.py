"""Soulbond (CR 702.95) and the abilities of paired creatures.

CR 702.95a: "Soulbond" means "When this creature enters, if you control both this creature
and another creature and both are unpaired, you may pair this creature with another unpaired
creature you control for as long as both remain creatures on the battlefield under your
control" and "Whenever another creature you control enters, if you control both that
creature and this one and both are unpaired, you may pair that creature with this creature
for as long as both remain creatures on the battlefield under your control." Both carry an
intervening "if" (CR 603.4: checked as they trigger and as they resolve); the pairing is
:class:`~grimoire.oracle.ir.Pair` (grimoire.mechanics.soulbond).

The soulbond cards' other line, "As long as ~ is paired with another creature, both
creatures have <keywords>" / "each of those creatures gets +N/+N" / "each of those creatures
has "<ability>"", is a static ability (CR 604) of the soulbond creature applying to it and the
creature it's paired with (CR 702.95b), while it is paired (CR 611.3a).

>>> [type(a.trigger).__name__ for a in soulbond_abilities("Soulbond")]
['EntersTrigger', 'EntersTrigger']
>>> from grimoire.oracle.context import Context
>>> effect, = paired_statics(
...     "As long as ~ is paired with another creature, each of those creatures gets +1/+1.",
...     Context(), lambda text, ctx: [ir.PowerToughnessBoost(ir.ObjectFilter(), 1, 1)])
>>> effect.effect.filter == PAIR, effect.condition == IS_PAIRED
(True, True)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle import ir
from grimoire.oracle.context import Context
from grimoire.oracle.lexer import SELF

UNPAIRED = ir.ObjectFilter(types_any=("creature",), controller="you", zone="battlefield",
                           pairing="unpaired")
"""An unpaired creature you control (CR 702.95b)."""

IS_PAIRED = ir.ObjectMatches(ir.ThisObject(), ir.ObjectFilter(
    types_any=("creature",), zone="battlefield", pairing="paired"))
"""" ~ is paired with another creature" (CR 702.95b)."""

PAIR = ir.ObjectFilter(types_any=("creature",), zone="battlefield", either=(
    ir.ObjectFilter(this_object=True), ir.ObjectFilter(pairing="with_source")))
""""both creatures" / "each of those creatures": the source and the creature it's paired
with."""


def soulbond_abilities(span: str) -> list[ir.Ability]:
    """The two triggered abilities soulbond stands for (CR 702.95a)."""
    this_unpaired = ir.ObjectMatches(ir.ThisObject(), UNPAIRED)
    other = replace(UNPAIRED, another=True)
    enters = ir.TriggeredAbility(
        ir.EntersTrigger(), ir.MayDo(ir.Pair()),
        condition=ir.AllOf((this_unpaired, ir.YouControl(other))), text=span)
    another = ir.TriggeredAbility(
        ir.EntersTrigger(ir.ObjectFilter(types_any=("creature",), controller="you",
                                         zone="battlefield", another=True)),
        ir.MayDo(ir.Pair(ir.TriggeringObject())),
        condition=ir.AllOf((this_unpaired, ir.ObjectMatches(ir.TriggeringObject(), other))),
        text=span)
    return [enters, another]


_PAIRED = re.compile(
    r"As long as " + re.escape(SELF) + r" is paired with another creature, "
    r"(?:both creatures|each of those creatures) (has|have|gets?) (.+)")


def paired_statics(
    text: str, ctx: Context, statics: Callable[[str, Context], list[ir.StaticEffect]]
) -> list[ir.StaticEffect] | None:
    """ "As long as ~ is paired with another creature, both creatures have ..." as
    conditional statics applying to :data:`PAIR`, or None for another sentence. The rest of
    the sentence compiles with ``statics`` as "Creatures you control have/get ..." whose
    filter is replaced (a boost, a keyword or a quoted ability granted, CR 613.1f, 613.4c)."""
    match = _PAIRED.fullmatch(text.strip())
    if match is None:
        return None
    verb = "get" if match.group(1).startswith("get") else "have"
    out: list[ir.StaticEffect] = []
    for effect in statics(f"Creatures you control {verb} {match.group(2)}", ctx):
        if not isinstance(effect, ir.PowerToughnessBoost | ir.GrantAbilities):
            return None
        out.append(ir.ConditionalStatic(IS_PAIRED, replace(effect, filter=PAIR)))
    return out
