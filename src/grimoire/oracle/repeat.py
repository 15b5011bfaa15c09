"""Sentences that rewrite the steps before them: "If you roll a 20, repeat this process."
(the instructions so far, done again while the condition holds after them:
:class:`~grimoire.oracle.ir.RepeatProcess`) and "If that spell is countered this way, exile
it instead of putting it into its owner's graveyard." (:attr:`CounterSpell.exile_instead`).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import RollDice
>>> ctx = Context(rolled=True)
>>> node = repeat_process("If you roll a 20, repeat this process.", [RollDice(Fixed(1), 20)],
...                       ctx)
>>> node.condition
ResultInRange(low=20, high=20, natural=False, any_die=False)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Literal

from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    Conditional,
    CounterSpell,
    DealDamage,
    EachOpponent,
    EachPlayer,
    Effect,
    ExileIfDiesThisTurn,
    Fixed,
    IfDid,
    ObjectFilter,
    ObjectMatches,
    PutOntoBattlefield,
    RepeatProcess,
    Sequence,
    TargetRef,
    UnlessPays,
    You,
)

__all__ = ["Fixed", "damaged_this_way", "exile_countered", "exile_if_dies", "repeat_process"]

_EXILE_COUNTERED = re.compile(
    r"If (?:that|a) spell is countered this way, exile it instead of putting it into its "
    r"owner's graveyard\.?"
)

Elsewhere = Literal["", "hand", "top", "bottom", "top_or_bottom"]
_ELSEWHERE: dict[str, Elsewhere] = {
    "into its owner's hand": "hand", "on top of its owner's library": "top",
    "on the bottom of its owner's library": "bottom",
    "on your choice of the top or bottom of its owner's library": "top_or_bottom"}
_ELSEWHERE_COUNTERED = re.compile(  # Remand, Memory Lapse, Spell Crumple, Hinder
    r"If that spell is countered this way, put (?:it|that card) (" + "|".join(_ELSEWHERE)
    + r") instead of into (?:that player's|its owner's) graveyard\.?"
)

_EXILE_IF_DIES = re.compile(
    r"If (that creature|that creature or planeswalker|it|a (?:creature|permanent) dealt damage "
    r"this way) would die this turn, exile it instead\.?"
)
_EXILE_IF_LEAVES = re.compile(
    r"If (?:it|that creature|that permanent) would leave the battlefield, exile it instead of "
    r"putting it anywhere else\.?")


def _last_damage(step: Effect) -> DealDamage | None:
    if isinstance(step, DealDamage):
        return step
    if isinstance(step, Sequence):
        for inner in reversed(step.steps):
            found = _last_damage(inner)
            if found is not None:
                return found
    return None


def exile_if_dies(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """ "If that creature would die this turn, exile it instead." as a step, or None.

    >>> from grimoire.oracle.ir import TargetRef
    >>> exile_if_dies("If a creature dealt damage this way would die this turn, exile it "
    ...               "instead.", [DealDamage(Fixed(3), TargetRef(0))], Context())
    ExileIfDiesThisTurn(what=TargetRef(index=0), damaged_only=True, leaves=False)
    """
    if _EXILE_IF_LEAVES.fullmatch(sentence.strip()):  # (what the last step put onto the
        flat = [x for s in steps for x in (s.steps if isinstance(s, Sequence) else (s,))]
        put = next((s for s in reversed(flat) if isinstance(s, PutOntoBattlefield)), None)
        return None if put is None else ExileIfDiesThisTurn(put.what, leaves=True)  # battlefield)
    match = _EXILE_IF_DIES.fullmatch(sentence.strip())
    if match is None or not steps:
        return None
    if match.group(1).startswith("a "):
        damage = _last_damage(steps[-1])
        if damage is None or isinstance(damage.recipient, You | EachOpponent | EachPlayer):
            return None
        return ExileIfDiesThisTurn(damage.recipient, damaged_only=True)  # type: ignore[arg-type]
    if ctx.antecedent is None:
        return None
    return ExileIfDiesThisTurn(ctx.antecedent)  # CR 614.1a, 700.4


def exile_countered(sentence: str, steps: list[Effect]) -> Effect | None:
    """The last step, a counter, with "exile it instead" (CR 614.1a), or None.

    >>> from grimoire.oracle.ir import TargetRef
    >>> exile_countered("If that spell is countered this way, exile it instead of putting it "
    ...                 "into its owner's graveyard.", [CounterSpell(TargetRef(0))])
    CounterSpell(what=TargetRef(index=0), exile_instead=True, instead='')
    >>> exile_countered("If that spell is countered this way, put it on top of its owner's "
    ...                 "library instead of into that player's graveyard.",
    ...                 [CounterSpell(TargetRef(0))])
    CounterSpell(what=TargetRef(index=0), exile_instead=False, instead='top')
    """
    if not steps:
        return None
    instead: Elsewhere = ""
    if _EXILE_COUNTERED.fullmatch(sentence.strip()) is None:
        match = _ELSEWHERE_COUNTERED.fullmatch(sentence.strip())
        if match is None:
            return None
        instead = _ELSEWHERE[match.group(1)]
    exile = not instead
    last = steps[-1]
    if isinstance(last, CounterSpell):
        return replace(last, exile_instead=exile, instead=instead)
    if isinstance(last, UnlessPays) and isinstance(last.effect, CounterSpell):
        return replace(last, effect=replace(last.effect, exile_instead=exile, instead=instead))
    return None


def repeat_process(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """The repeat of ``steps`` (the ability's instructions so far), or None; "repeat this
    process once": the steps, then once more if the condition holds."""
    match = re.fullmatch(r"If (.+), repeat this process( once)?\.?", sentence.strip())
    if match is None or not steps:
        return None

    condition = parse_condition(match.group(1), ctx)
    body = steps[0] if len(steps) == 1 else Sequence(tuple(steps))
    return RepeatProcess(body, condition, 1 if match.group(2) else None)  # CR 608.2c


_DAMAGED = re.compile(r"If a creature is dealt damage this way, (.+?)\.?")


def damaged_this_way(sentence: str, steps: list[Effect], ctx: Context,
                     parse: Callable[[str, Context], Effect]) -> Effect | None:
    """ "If a creature is dealt damage this way, it gets +5/+0 until end of turn." after a
    step dealing damage to a target (Provoke the Trolls): done only if that step dealt damage
    (its ``did`` flag, CR 608.2c: damage prevented isn't dealt) and the target is a creature
    on the battlefield ("it": that creature); None for another sentence.

    >>> from grimoire.oracle.ir import ModifyPowerToughness
    >>> step = damaged_this_way("If a creature is dealt damage this way, it gets +5/+0 until "
    ...                         "end of turn.", [DealDamage(Fixed(3), TargetRef(0))], Context(),
    ...                         lambda text, ctx: ModifyPowerToughness(TargetRef(0), Fixed(5),
    ...                                                                Fixed(0)))
    >>> isinstance(step, IfDid) and step.then.condition.ref
    TargetRef(index=0)
    """
    match = _DAMAGED.fullmatch(sentence.strip())
    if match is None or not steps or not isinstance(steps[-1], DealDamage) \
            or not isinstance(steps[-1].recipient, TargetRef):
        return None
    target = steps[-1].recipient
    ctx.antecedent = target
    creature = ObjectFilter(types_any=("creature",), zone="battlefield")
    return IfDid(Conditional(ObjectMatches(target, creature), parse(match.group(1), ctx)))
