"""A sentence that replaces the one before under a condition: "Target creature gets +2/+0
until end of turn. If you control a Huatli planeswalker, that creature gets +4/+0 until end of
turn instead." (Huatli's Spurring, Groundswell). CR 608.2c: the spell's text is read as a
whole, so the second instruction is done *rather than* the first when the condition holds as
the spell resolves (CR 608.2h); otherwise the first is done.

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import Fixed, ModifyPowerToughness, TargetRef
>>> ctx = Context()
>>> first = ModifyPowerToughness(TargetRef(0), Fixed(2), Fixed(0))
>>> ctx.antecedent = TargetRef(0)
>>> node = conditional_instead("If you control a Swamp, that creature gets +4/+0 until "
...                            "end of turn instead.", [first], ctx)
>>> type(node).__name__, node.otherwise == first, node.then.power
('Conditional', True, Fixed(value=4))
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    AddManaCouldProduce,
    Bound,
    Conditional,
    CopyRepeatedly,
    CopySpell,
    CreateTokenCopy,
    CreateTokens,
    DealDamage,
    Effect,
    Fixed,
    IfDid,
    MayDo,
    ModifyPowerToughness,
    ObjectMatches,
    RestOf,
    Sequence,
    TargetRef,
    Unimplemented,
    UnlessPays,
    iter_nodes,
)
from grimoire.oracle.refs import parse_object

_INSTEAD = re.compile(r"If (.+?), (.+) instead\.?", re.IGNORECASE)
_FRONT = re.compile(r"If ([^,]+?), instead (.+?)\.?", re.IGNORECASE)
_TRAILING = re.compile(r"(.+?) instead if (.+?)\.?")
_MORE_BOOST = re.compile(r"(that creature|it) gets ([+-]\d+)/([+-]\d+)", re.IGNORECASE)
_MORE_DAMAGE = re.compile(r"(?:~|it) deals (\w+(?: plus \d+)?) damage", re.IGNORECASE)
_MORE_MANA = re.compile(r"add (\w+) mana of that (type|color)", re.IGNORECASE)


def conditional_instead(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """The step replacing ``steps[-1]``: a :class:`Conditional` doing the new instruction
    when the condition holds and the old one otherwise; None for another shape. The new
    instruction is of the same kind as the old or acts on the same object; or, written
    "If C, instead <E>" after the ability's only instruction, it is anything read whole
    that names no new target and reads nothing only the old one binds. Else None (the
    sentence then stays unparsed)."""
    text = re.sub(r"^[A-Z][\w' ]+ — ", "", sentence.strip())  # an ability word (CR 207.2c)
    trailing = _TRAILING.fullmatch(text)
    if trailing:  # "That creature gets -4/-4 instead if you control a ...": the same
        text = f"If {trailing.group(2)}, {trailing.group(1)} instead."
    front = _FRONT.fullmatch(text)
    if front:  # "If you control a ..., instead search your library ...": the same
        text = f"If {front.group(1)}, {front.group(2)} instead."
    match = _INSTEAD.fullmatch(text)
    if match is None or not steps:
        return None
    from grimoire.oracle.effects import parse_compound

    if " would " in match.group(1).lower():
        return None  # "If a creature would die, instead ...": a replacement effect (CR 614)
    state = ctx.snapshot()
    targets = len(ctx.targets)
    acted_on = _object_of(steps[-1])
    if ctx.antecedent is None and isinstance(acted_on, TargetRef):
        ctx.antecedent = acted_on  # "Tap target creature. Gain control of that creature ..."
    try:
        condition = parse_condition(match.group(1), ctx)
        if isinstance(acted_on, TargetRef) and _about_another(condition, acted_on):
            ctx.antecedent = acted_on  # "If that land is a Plains, ... that card ..."
        more = _MORE_DAMAGE.fullmatch(match.group(2))
        boost = _MORE_BOOST.fullmatch(match.group(2))
        mana = _MORE_MANA.fullmatch(match.group(2))
        if mana and isinstance(steps[-1], AddManaCouldProduce) and steps[-1].kind == \
                mana.group(2).lower() and steps[-1].count == Fixed(1):
            # "Add one mana of any type that a land you control could produce. If ..., add
            # three mana of that type instead": N mana of the one type chosen (CR 106.1b)
            instead: Effect = replace(steps[-1], count=parse_amount(mana.group(1), ctx))
        elif more and isinstance(steps[-1], DealDamage):
            # "~ deals 4 damage instead": the same damage to the same recipient, a new amount
            instead = replace(steps[-1], amount=parse_amount(more.group(1), ctx))
        elif boost and isinstance(steps[-1], ModifyPowerToughness) and \
                parse_object(boost.group(1).lower(), ctx) == steps[-1].what:
            # "That creature gets -4/-4 instead": the same creature, for the same duration
            instead = replace(steps[-1], power=Fixed(int(boost.group(2))),
                              toughness=Fixed(int(boost.group(3))))
        else:
            instead = parse_compound(match.group(2), ctx)
    except ParseFailure:
        ctx.restore(state)
        return None
    if isinstance(steps[-1], CopySpell) and isinstance(instead, CopyRepeatedly):
        # "Copy target spell. If ..., copy that spell twice instead": the same spell (CR 707.10)
        instead = CopyRepeatedly(replace(instead.copy, what=steps[-1].what,
                                         new_targets=steps[-1].new_targets), instead.count)
        return Conditional(condition, instead, steps[-1])
    if _reads_replaced(instead, steps[-1:]):
        ctx.restore(state)
        return None
    if _kind(instead) == _kind(steps[-1]) or (
            acted_on is not None and _object_of(instead) == acted_on):
        # the same kind of instruction, or another on the same object (Crown of Empires:
        # gain control of it rather than tap it; Twinstrike: destroy those creatures rather
        # than deal them damage): it replaces the one before it
        old = steps[-1]
        if isinstance(instead, MayDo):  # "[You may] A. If C, you may B instead": with C
            # the player may B, and if they don't, A still happens (or still may: only
            # doing B replaces A, CR 608.2c)
            instead = Sequence((instead, IfDid(None, old)))
        return Conditional(condition, instead, old)
    if len(steps) != 1 or (not front and any(  # one instruction, not a sentence of several
            isinstance(node, Sequence) for node in iter_nodes(steps[0]))) or len(
            ctx.targets) != targets or any(
            isinstance(node, Unimplemented) for node in iter_nodes(instead)):
        # A target only the new instruction names would be chosen only if the condition
        # held (CR 702.33g for kicker): not done; nor a new instruction read in part.
        ctx.restore(state)
        return None
    # "If C, instead <E>" restates the ability's one instruction so far in another shape
    # ("Draw three cards. If ..., instead scry 3, then draw three cards."): E replaces it
    # as a whole (CR 608.2c). So does "If C, <E> instead" after a one-instruction sentence
    # ("Scry 1. If this is the second time ..., draw a card instead.", Rumor Gatherer).
    return Conditional(condition, instead, steps[0])

def _kind(effect: Effect) -> type:
    """The kind of instruction: creating tokens is one, copies or not ("create a 1/1 Insect
    token. If ..., create a token that's a copy of ~ instead", Scute Swarm)."""
    return CreateTokens if isinstance(effect, CreateTokenCopy) else type(effect)


def _object_of(effect: Effect) -> object:
    """What an instruction acts on: its object, a damage's recipient, or that of the
    instruction an "unless" wraps ("Counter target spell unless ..."); None if none."""
    if isinstance(effect, UnlessPays | MayDo):  # (or that of a "you may" instruction)
        return _object_of(effect.effect)
    if isinstance(effect, DealDamage):
        return effect.recipient
    return getattr(effect, "what", None)


def _about_another(condition: object, acted_on: object) -> bool:
    """Whether ``condition`` asks about an object other than the one acted on ("If that land
    is a Plains" after "return target card"): the new instruction's "that card" is still
    the one acted on."""
    return isinstance(condition, ObjectMatches) and condition.ref != acted_on


def _binds(node: object) -> set[str]:
    """The names a step binds for later steps (its ``bind``/``revealed``/``join``)."""
    return {value for name in ("bind", "revealed", "join")
            if isinstance(value := getattr(node, name, None), str)}


def _reads_replaced(instead: Effect, steps: list[Effect]) -> bool:
    """Whether ``instead`` reads ("those cards", "the exiled card") a name that only the
    replaced steps bind: they don't happen when it does, so it would read nothing (Once and
    Future's "return those cards" is its targets, not what its own exile binds)."""
    replaced = {name for step in steps for node in iter_nodes(step) for name in _binds(node)}
    bound: set[str] = set()
    for node in iter_nodes(instead):
        bound |= _binds(node)
        if isinstance(node, Bound | RestOf) and node.name in replaced - bound:
            return True
    return False
