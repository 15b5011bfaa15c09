""""Target creature you control gets +3/+3 and other creatures you control get +1/+1 until
end of turn" (Sigil Blessing): two changes, the second to the creatures other than the
target (CR 611.2c: each set of affected objects is locked in as the spell resolves); "Each
other creature that player controls gets -2/-0 until end of turn" after "Destroy target
creature an opponent controls" (Public Execution): the target's controller's others.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    EXCLUDED_TARGET,
    AllMatching,
    ControllerOf,
    Effect,
    ModifyPowerToughness,
    Sequence,
    TargetRef,
)

_SHAPE = re.compile(r"(target [^,]+?) gets ([+-]\d+/[+-]\d+) and other ([^,]+?) get "
                    r"([+-]\d+/[+-]\d+) until end of turn", re.IGNORECASE)


def target_and_others(text: str, ctx: Context,
                      compound: Callable[[str, Context], Effect]) -> Effect | None:
    """The two boosts of "target <A> gets +N/+N and other <B> get +M/+M until end of
    turn" (the others exclude the target), or None for another shape."""
    match = _SHAPE.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    first = compound(f"{match.group(1)} gets {match.group(2)} until end of turn", ctx)
    if not isinstance(first, ModifyPowerToughness) or not isinstance(first.what, TargetRef):
        return None
    rest = compound(f"{match.group(3)} get {match.group(4)} until end of turn", ctx)
    if not isinstance(rest, ModifyPowerToughness) or not isinstance(rest.what, AllMatching):
        return None
    others = replace(rest.what.filter, excluding=f"{EXCLUDED_TARGET}{first.what.index}")
    return Sequence((first, replace(rest, what=replace(rest.what, filter=others))))


_THEIR_OTHERS = re.compile(r"each other (creature|permanent) (?:that player|its controller) "
                           r"controls (gets .+)", re.IGNORECASE)


def targets_others(text: str, ctx: Context,
                   compound: Callable[[str, Context], Effect]) -> Effect | None:
    """ "Each other creature that player controls gets -2/-0 until end of turn" after a
    sentence with one object target: the other creatures its controller controls (as it
    last existed, CR 608.2h), or None."""
    match = _THEIR_OTHERS.fullmatch(text.strip().rstrip("."))
    if match is None or not isinstance(ctx.antecedent, TargetRef):
        return None
    target = ctx.antecedent
    effect = compound(f"each {match.group(1)} {match.group(2)}", ctx)
    if not isinstance(effect, ModifyPowerToughness) or not isinstance(effect.what, AllMatching):
        return None
    others = replace(effect.what.filter, excluding=f"{EXCLUDED_TARGET}{target.index}")
    return replace(effect, what=AllMatching(others, controlled_by=ControllerOf(target)))
