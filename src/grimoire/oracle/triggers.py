"""Trigger conditions: "When ~ enters", "Whenever you roll one or more dice", "At the
beginning of your upkeep" (CR 603).

>>> trigger, rest = split_trigger("Whenever you roll one or more dice, draw a card.", Context())
>>> trigger.once_per_roll, trigger.natural, rest
(True, None, 'draw a card.')
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import (
    AttacksTrigger,
    BecomesMonstrousTrigger,
    CastTrigger,
    CombatDamageTrigger,
    DamageTrigger,
    DiceRolledTrigger,
    DiesTrigger,
    DrawTrigger,
    EnchantedOrEquipped,
    EntersTrigger,
    LeavesTrigger,
    LifeGainTrigger,
    ObjectFilter,
    SacrificeTrigger,
    StepTrigger,
    TappedForManaTrigger,
    ThisObject,
    Trigger,
    TriggeringObject,
    TriggeringPlayer,
)
from grimoire.oracle.lexer import SELF

_STEPS = {
    "upkeep": "upkeep",
    "end step": "end",
    "draw step": "draw",
    "combat": "beginning_of_combat",
    "precombat main phase": "main1",
    "first main phase": "main1",
}
_WHOSE = {
    "your": "you",
    "each": "each",
    "each opponent's": "opponent",
    "each player's": "each",
    "the": "each",
    "each of your opponents'": "opponent",
}
_SUBJECT = r"(~|[^,]+?)"


def _subject_filter(text: str, ctx: Context) -> ObjectFilter | None:
    if text == SELF:
        ctx.antecedent = ThisObject()
        return None
    if text in ("equipped creature", "enchanted creature", "enchanted permanent"):
        ctx.antecedent = EnchantedOrEquipped()
        return ObjectFilter(
            types_any=("creature",) if "creature" in text else (),
            attached_to_source=True,
            zone="battlefield",
        )
    ctx.antecedent = TriggeringObject()
    flt, _ = parse_filter(text.removeprefix("a ").removeprefix("an "))
    return needs_battlefield(flt, text)


def split_trigger(text: str, ctx: Context) -> tuple[Trigger, str]:
    """Split "When/Whenever/At <event>, <effect>" into the trigger and the effect text."""
    ctx.in_trigger = True
    match = re.match(
        r"^(?:When|Whenever) " + _SUBJECT + r" enters(?: the battlefield)?"
        r"(?: under your control)?, ",
        text,
    )
    if match:
        return EntersTrigger(_subject_filter(match.group(1), ctx)), text[match.end() :]
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" dies, ", text)
    if match:
        return DiesTrigger(_subject_filter(match.group(1), ctx)), text[match.end() :]
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" leaves the battlefield, ", text)
    if match:
        return LeavesTrigger(_subject_filter(match.group(1), ctx)), text[match.end() :]
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" attacks, ", text)
    if match:
        return AttacksTrigger(_subject_filter(match.group(1), ctx)), text[match.end() :]
    match = re.match(
        r"^(?:When|Whenever) "
        + _SUBJECT
        + r" deals combat damage( to a player| to an opponent)?, ",
        text,
    )
    if match:
        return (
            CombatDamageTrigger(_subject_filter(match.group(1), ctx), bool(match.group(2))),
            text[match.end() :],
        )
    match = re.match(
        r"^At the beginning of (your|each|each opponent's|each player's|the) "
        r"(upkeep|end step|draw step|precombat main phase|first main phase), ",
        text,
    )
    if match:
        return (
            StepTrigger(_STEPS[match.group(2)], _WHOSE[match.group(1)]),  # type: ignore[arg-type]
            text[match.end() :],
        )
    match = re.match(r"^At the beginning of combat on (your|each) turn, ", text)
    if match:
        return StepTrigger("beginning_of_combat", _WHOSE[match.group(1)]), text[match.end() :]  # type: ignore[arg-type]
    match = re.match(
        r"^Whenever you roll (one or more dice|a die|a d(\d+)|one or more d(\d+)), ", text
    )
    if match:
        ctx.rolled, ctx.result_total = True, match.group(1) == "one or more dice"
        sides = match.group(2) or match.group(3)
        return (
            DiceRolledTrigger(
                sides=int(sides) if sides else None,
                once_per_roll=match.group(1).startswith("one or more"),
            ),
            text[match.end() :],
        )
    match = re.match(r"^When(?:ever)? you roll a natural (\d+)(?: on a d(\d+))?, ", text)
    if match:
        ctx.rolled = True
        sides = int(match.group(2)) if match.group(2) else None
        return (
            DiceRolledTrigger(natural=int(match.group(1)), sides=sides, once_per_roll=False),
            text[match.end() :],
        )
    match = re.match(r"^Whenever you roll a die's highest natural result, ", text)
    if match:
        ctx.rolled = True
        return DiceRolledTrigger(highest_natural=True, once_per_roll=False), text[match.end() :]
    match = re.match(r"^Whenever you cast (?:a|an|your first) (.+?) spell(?: each turn)?, ", text)
    if match and "first" not in match.group(0):
        flt, _ = parse_filter(match.group(1) + " card")
        return CastTrigger(replace(flt, zone="stack", is_spell=True)), text[match.end() :]
    match = re.match(r"^Whenever you cast a spell, ", text)
    if match:
        return CastTrigger(ObjectFilter(zone="stack", is_spell=True)), text[match.end() :]
    if text.startswith("Whenever you gain life, "):
        return LifeGainTrigger(), text[len("Whenever you gain life, ") :]
    if text.startswith("Whenever you draw a card, "):
        return DrawTrigger(), text[len("Whenever you draw a card, ") :]
    match = re.match(r"^Whenever (a player|you) taps? (?:a|an) (.+?) for mana, ", text)
    if match:
        flt, _ = parse_filter(match.group(2))
        if match.group(1) == "you":
            flt = replace(flt, controller="you")
        else:
            ctx.player_antecedent = TriggeringPlayer()
        ctx.antecedent = TriggeringObject()
        return TappedForManaTrigger(replace(flt, zone="battlefield")), text[match.end() :]
    match = re.match(r"^Whenever enchanted (\w+) is tapped for mana, ", text)
    if match:
        flt, _ = parse_filter(match.group(1))
        ctx.antecedent = EnchantedOrEquipped()
        return (
            TappedForManaTrigger(replace(flt, attached_to_source=True, zone="battlefield")),
            text[match.end() :],
        )
    match = re.match(r"^(?:When|Whenever) " + _SUBJECT + r" (is dealt|deals) damage, ", text)
    if match:
        return (
            DamageTrigger(
                _subject_filter(match.group(1), ctx), receives=match.group(2) == "is dealt"
            ),
            text[match.end() :],
        )
    match = re.match(r"^Whenever you sacrifice (.+?), ", text)
    if match:
        flt, _ = parse_filter(
            match.group(1).removeprefix("a ").removeprefix("an ").replace("another ", "another ")
        )
        ctx.antecedent = TriggeringObject()
        return SacrificeTrigger(replace(flt, zone="battlefield")), text[match.end() :]
    match = re.match(r"^When(?:ever)? ~ becomes monstrous, ", text)
    if match:
        return BecomesMonstrousTrigger(), text[match.end() :]
    raise ParseFailure(text, "unknown trigger")
