"""The duration "for as long as ~ remains tapped" (CR 611.2b) on an instruction's lasting
change: "Target creature gets +1/+1 for as long as ~ remains tapped" (Spirit Shield),
"Target Elf creature gets +2/+2 and has trample for as long as ~ remains tapped"
(Everglove Courier), "Gain control of target creature for as long as you control ~ and ~
remains tapped" (Helm of Possession), "It doesn't untap during its controller's untap step
for as long as ~ remains tapped" (Mana Leech), and the same duration put first ("For as long
as ~ remains tapped, target tapped creature doesn't untap ...").

The sentence is read as the same instruction "until end of turn" (its grammar is the same;
"has" is "gains" there) and every such duration in what it compiled to becomes
``while_tapped`` (or ``while_control_tapped`` with "you control ~ and"). Only changes the
engine lasts that way are accepted: power/toughness changes and keywords
(:mod:`grimoire.rules.continuous`, ``Until.WHILE_TAPPED``), control (layer 2, the same) and
untap locks (:mod:`grimoire.mechanics.untap_locks`), "loses all abilities" (layer 6) and
"can't attack or block" (:func:`grimoire.rules.combat.lasting_rule` with the event index it
began at: Immovable Rod); anything else stays not understood.
CR 611.2b: if the source is already untapped (or gone) as the ability resolves, the
duration never starts and the instruction does nothing; once the source untaps, the effect
ends for good, even if the source is tapped again.

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.effects import parse_compound
>>> remains_tapped("Target creature gets +1/+1 for as long as ~ remains tapped.", Context(),
...                parse_compound).duration
'while_tapped'
>>> remains_tapped("Gain control of target creature for as long as you control ~ and ~ "
...                "remains tapped.", Context(), parse_compound).duration
'while_control_tapped'
>>> remains_tapped("Draw a card.", Context(), parse_compound) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass, replace
from typing import Any

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    AllMatching,
    BecomeCharacteristics,
    CombatRestriction,
    DoesntUntap,
    Effect,
    GainControl,
    GrantKeywords,
    ModifyPowerToughness,
    Sequence,
)
from grimoire.oracle.refs import parse_object

_TAIL = re.compile(r"(?P<body>.+?) for as long as (?P<you>you control ~ and )?~ remains tapped",
                   re.IGNORECASE)
_HEAD = re.compile(r"for as long as (?P<you>you control ~ and )?~ remains tapped, (?P<body>.+)",
                   re.IGNORECASE)
_UNTAP = re.compile(r"(?P<what>.+?) (?:doesn't|don't) untap during (?:its|their) "
                    r"controllers?'s? untap steps?", re.IGNORECASE)
_LASTING = (ModifyPowerToughness, GrantKeywords, GainControl)
_LOSES = re.compile(r"(?P<what>.+?) loses all abilities(?: and (?P<rule>can't attack or block|"
                    r"can't attack|can't block))?", re.IGNORECASE)
_RULES = {"can't attack or block": "cant_attack_or_block", "can't attack": "cant_attack",
          "can't block": "cant_block"}


def remains_tapped(sentence: str, ctx: Context,
                   parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The instruction of a sentence with "for as long as ~ remains tapped" (see the module
    docstring), or None for a sentence without that duration. Raises ParseFailure for an
    instruction that can't last that way."""
    text = sentence.strip().rstrip(".")
    match = _TAIL.fullmatch(text) or _HEAD.fullmatch(text)
    if match is None:
        return None
    body, control = match.group("body"), bool(match.group("you"))
    untap = _UNTAP.fullmatch(body)
    if untap:  # CR 502.3: it stays tapped in its controller's untap steps meanwhile
        if control:
            raise ParseFailure(sentence, "untap lock while you control and it remains tapped")
        what = untap.group("what")
        what = what[0].lower() + what[1:]
        if what == "they" and isinstance(ctx.antecedent, AllMatching):
            return DoesntUntap(ctx.antecedent, while_tapped=True)  # "Tap all other artifacts."
        return DoesntUntap(parse_object(what, ctx), while_tapped=True)
    loses = _LOSES.fullmatch(body)
    if loses and not control:  # layer 6 and a combat restriction (Immovable Rod)
        what = parse_object(loses.group("what")[0].lower() + loses.group("what")[1:], ctx)
        lose = BecomeCharacteristics(what, lose_all_abilities=True, duration="while_tapped")
        if loses.group("rule") is None:
            return lose
        rule = _RULES[loses.group("rule").lower()]
        return Sequence((lose, CombatRestriction(what, rule,  # type: ignore[arg-type]
                                                 duration="while_tapped")))
    body = re.sub(r"\b(has|have)\b(?= [a-z])", lambda m: "gains" if m.group(1) == "has"
                  else "gain", body)  # "gets +1/+1 and has trample": as "gains"
    effect = parse(body + " until end of turn", ctx)
    return _retimed(effect, sentence, control)


def _retimed(effect: Effect, sentence: str, control: bool) -> Effect:
    """``effect`` with its "until end of turn" durations made "while tapped"."""
    steps = effect.steps if isinstance(effect, Sequence) else (effect,)
    out: list[Effect] = []
    for step in steps:
        if not isinstance(step, _LASTING) or step.duration != "end_of_turn" \
                or _has_extra(step):
            raise ParseFailure(sentence, f"{type(step).__name__} for as long as ~ remains "
                               "tapped")
        if control and not isinstance(step, GainControl):
            raise ParseFailure(sentence, "'while you control and it remains tapped' on a "
                               "change other than control")
        out.append(replace(step, duration="while_control_tapped" if control  # type: ignore[arg-type]
                           else "while_tapped"))
    return out[0] if len(out) == 1 else Sequence(tuple(out))


def _has_extra(step: Any) -> bool:
    """Whether ``step`` carries another end besides its duration ("or until any player
    rolls a 1", "while it has a feather counter")."""
    return is_dataclass(step) and any(
        f.name in ("until_roll", "while_counter") and getattr(step, f.name) is not None
        for f in fields(step))
