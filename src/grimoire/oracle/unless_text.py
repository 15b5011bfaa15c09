"""Static abilities with a condition in other words: "unless" and "as long as ..., it ...".

* "This creature can't block unless you control another Wolf or Werewolf", "can't attack
  unless there are five or more Islands on the battlefield", "attacks each combat if able
  unless you control another Ally": the rule applies while the condition is false (CR
  611.3a: a static ability's effect applies at any moment its condition holds; "unless C"
  is "as long as not C"). A condition that is a cost ("unless its controller pays {3}") is
  not this shape (CR 508.1d, 509.1d; grimoire.oracle.tax_text).
* "As long as enchanted creature is a Human, it has first strike": "it" is the object the
  condition names (:func:`name_the_pronoun`).
* Conditions about the board (:func:`board_condition`): "enchanted creature is a Human",
  "there are five or more Islands on the battlefield", "there are two or more instant and/or
  sorcery cards in your graveyard".

>>> from grimoire.oracle.context import Context
>>> effect = combat_unless("~ can't block unless you control another Wolf or Werewolf",
...                        Context())
>>> type(effect).__name__, type(effect.condition).__name__, effect.effect.rule
('ConditionalStatic', 'Not', 'cant_block')
>>> name_the_pronoun("enchanted creature is a Human", "it has first strike")
'Enchanted creature has first strike'
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AmountCompare,
    CombatRestrictionStatic,
    Condition,
    ConditionalStatic,
    CountOf,
    DynamicBoost,
    EnchantedOrEquipped,
    ExiledWith,
    Fixed,
    Not,
    NumberCheck,
    ObjectFilter,
    ObjectMatches,
    PowerOf,
    StaticEffect,
    ThisObject,
    YouControl,
)
from grimoire.oracle.lexer import SELF

_RULES = {
    "can't attack": "cant_attack",
    "can't block": "cant_block",
    "can't attack or block": "cant_attack_or_block",
    "attacks each combat if able": "must_attack",
}
_UNLESS = re.compile(r"(~|This creature|Enchanted creature|Equipped creature) "
                     r"(can't attack or block|can't attack|can't block|attacks each combat "
                     r"if able) unless (.+)")


def combat_unless(text: str, ctx: Context) -> StaticEffect | None:
    """ "<it> can't attack/block unless <condition>" (CR 508.1c, 509.1b restrictions; "attacks
    each combat if able unless": a requirement, CR 508.1d) as a rule guarded by the negated
    condition (CR 611.3a); None when ``text`` is not this shape or the condition is a cost."""
    match = _UNLESS.fullmatch(text)
    if match is None:
        return None
    from grimoire.oracle.conditions import parse_condition

    try:
        condition = parse_condition(match.group(3), ctx)
    except ParseFailure:
        return None  # "unless its controller pays {3}": a cost, not a condition
    subject = match.group(1)
    who = None
    if subject not in (SELF, "This creature"):
        from grimoire.oracle.statics import _subject

        who = _subject(subject)
    rule = CombatRestrictionStatic(_RULES[match.group(2)], who)  # type: ignore[arg-type]
    return ConditionalStatic(Not(condition), rule)


_NAMED = re.compile(r"(enchanted creature|equipped creature|enchanted permanent|this creature|"
                    r"~) (?:is|has|was)\b", re.IGNORECASE)


def name_the_pronoun(said: str, inner: str) -> str:
    """ "As long as <X> is ..., it <rule>": "it" is X (the condition names it). Other texts
    come back unchanged."""
    named = _NAMED.match(said)
    pronoun = re.match(r"it(?:'s| is)? ", inner)
    if named is None or pronoun is None:
        return inner
    subject = named.group(1)
    rest = inner[pronoun.end():]
    verb = "is " if pronoun.group(0).strip() in ("it's", "it is") else ""
    return f"{subject[0].upper()}{subject[1:]} {verb}{rest}"


_IMPRINTED = re.compile(r"(?:~|This creature) gets \+X/\+Y, where X is the exiled (?:\w+ )?"
                        r"card's power and Y is its toughness")


def imprinted_boost(text: str) -> StaticEffect | None:
    """ "This creature gets +X/+Y, where X is the exiled creature card's power and Y is its
    toughness" (Phyrexian Ingester): the card its linked ability exiled (CR 607.2a), read
    continuously (CR 611.3a, 613.4c); nothing exiled: +0/+0."""
    if _IMPRINTED.fullmatch(text) is None:
        return None

    exiled = ExiledWith()
    return DynamicBoost(ObjectFilter(zone="battlefield", this_object=True), PowerOf(exiled),
                        PowerOf(exiled, toughness=True))


def board_condition(text: str, ctx: Context) -> Condition | None:
    """Conditions about the board; None when ``text`` is none of them."""

    low = text.strip()
    paired = re.fullmatch(r"(?:it's|~ is) paired with a creature( with soulbond)?", low)
    if paired and ctx.antecedent in (None, ThisObject()):  # CR 702.95b: its pair
        return YouControl(ObjectFilter(types_any=("creature",), zone="battlefield",
                                       pairing="with_source", keywords_all=(
                                           ("soulbond",) if paired.group(1) else ())))
    match = re.fullmatch(r"(enchanted|equipped) (?:creature|permanent|land) is (?:a|an) (.+)",
                         low, re.IGNORECASE)
    if match:  # the permanent the Aura or Equipment is attached to (CR 303.4, 301.5)
        flt, _ = parse_filter(match.group(2))
        return ObjectMatches(EnchantedOrEquipped(), flt)
    match = re.fullmatch(r"(enchanted|equipped) creature is (tapped|untapped)", low,
                         re.IGNORECASE)
    if match:  # Narcolepsy: "if enchanted creature is untapped, tap it"
        ctx.antecedent = EnchantedOrEquipped()
        return ObjectMatches(EnchantedOrEquipped(), ObjectFilter(tapped=match.group(2) == "tapped"))
    match = re.fullmatch(r"(enchanted|equipped) creature's (power|toughness) is (\d+) or "
                         r"(greater|less)", low, re.IGNORECASE)
    if match:  # Domestication: "if enchanted creature's power is 4 or greater"
        ctx.antecedent = EnchantedOrEquipped()
        check = NumberCheck("ge" if match.group(4) == "greater" else "le", int(match.group(3)))
        flt = ObjectFilter(power=check) if match.group(2) == "power" \
            else ObjectFilter(toughness=check)
        return ObjectMatches(EnchantedOrEquipped(), flt)
    if low.lower() in ("no creatures are on the battlefield", "there are no creatures on the "
                       "battlefield"):  # Pestilence (every player's creatures, CR 110.1)
        return AmountCompare(CountOf(ObjectFilter(types_any=("creature",), zone="battlefield")),
                             NumberCheck("eq", 0))
    match = re.fullmatch(r"there are (\w+) or more (.+?) on the battlefield", low)
    if match:  # every player's permanents (CR 110.1)
        least = parse_number(match.group(1), ctx)
        flt, _ = parse_filter(match.group(2))
        if isinstance(least, Fixed):
            return AmountCompare(CountOf(replace(flt, zone="battlefield")),
                                 NumberCheck("ge", least.value))
    match = re.fullmatch(r"there are (\w+) or more (.+? cards) in your graveyard", low)
    if match and match.group(2) != "cards":
        least = parse_number(match.group(1), ctx)
        flt, _ = parse_filter(match.group(2))
        if isinstance(least, Fixed):
            return AmountCompare(CountOf(replace(flt, zone="graveyard", owner="you")),
                                 NumberCheck("ge", least.value))
    return None

