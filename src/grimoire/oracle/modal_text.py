"""Modal spells whose modes may repeat: "Choose three. You may choose the same mode more than
once." (the Confluences; CR 700.2d: a mode chosen several times is treated as if it appeared
that many times in sequence, each instance with its own targets), and spree's modes, each
with an additional cost (CR 702.172a).

>>> repeatable_modes("Choose three. You may choose the same mode more than once.")
('Choose three —', True)
>>> repeatable_modes("Choose one —")
('Choose one —', False)
>>> text, bonus = mode_bonus("Choose one. If this spell was kicked, choose any number "
...                          "instead.", 3, Context())
>>> text, bonus.max_choices, bonus.condition
('Choose one —', 3, CastWith(option='kicked'))
"""

from __future__ import annotations

import re

from grimoire.core.mana import ManaCost, ManaSymbolError
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.effects import parse_effect
from grimoire.oracle.ir import Cost, Modal, Mode, ModeBonus, ObjectFilter, YouControl

_REPEAT = re.compile(
    r"(.*?\bchoose (?:two|three|four|five))\. You may choose the same mode more than once\.?",
    re.IGNORECASE,
)


def repeatable_modes(text: str) -> tuple[str, bool]:
    """``text`` in the "Choose N —" form the modal parser reads, and whether it allows
    choosing the same mode more than once (CR 700.2d)."""
    match = _REPEAT.fullmatch(text.strip())
    if match is None:
        return text, False
    return match.group(1) + " —", True


_BONUS = re.compile(
    r"(.*?\bchoose one)\. If (.+?)(?: as you cast (?:this spell|~))?, (you may )?choose "
    r"(both|two|any number|one or more) instead\.?", re.IGNORECASE)
_COMMANDER = YouControl(ObjectFilter(commander=True, controller="you", zone="battlefield"))
"""CR 903.3: "you control a commander": any player's commander on the battlefield that you
control (the Wills' rulings: not only your own)."""


def mode_bonus(text: str, n_modes: int, ctx: Context) -> tuple[str, ModeBonus | None]:
    """``text`` in the "Choose one —" form the modal parser reads, and the modes it allows
    besides when a condition holds as the spell is cast (CR 700.2, 601.2b): "Choose one.
    If you control a commander as you cast this spell, you may choose both instead", "...
    If this spell was kicked, choose any number instead" (the kicker is announced with the
    modes, CR 601.2b, 702.33d)."""
    match = _BONUS.fullmatch(text.strip())
    if match is None:
        return text, None
    said = match.group(2)
    condition = _COMMANDER if said.lower() == "you control a commander" else \
        parse_condition(said[0].lower() + said[1:], ctx)
    many = match.group(4).lower() in ("any number", "one or more")
    count = n_modes if many else min(2, n_modes)
    return match.group(1) + " —", ModeBonus(count, condition, not many and not match.group(3))


_SPREE_MODE = re.compile(r"\+ ((?:\{[^}]+\})+) — (.+)")


def spree_modes(bullets: list[str], ctx: Context) -> Modal:
    """CR 702.172a: spree means "Choose one or more modes. As an additional cost to cast
    this spell, pay the costs associated with those modes" ("+ {1} — Destroy target ...")."""
    modes = []
    for bullet in bullets:
        match = _SPREE_MODE.fullmatch(bullet.strip())
        if match is None:
            raise ParseFailure(bullet, "a spree mode without its cost")
        try:
            cost = Cost(ManaCost.parse(match.group(1)))
        except ManaSymbolError as error:
            raise ParseFailure(bullet, str(error)) from error
        mode_ctx = Context(card_name=ctx.card_name, linked=ctx.linked,
                           in_trigger=ctx.in_trigger, antecedent=ctx.antecedent)
        modes.append(Mode(parse_effect(match.group(2), mode_ctx), tuple(mode_ctx.targets),
                          cost=cost))
    if not modes:
        raise ParseFailure("Spree", "spree without modes")
    return Modal(tuple(modes), 1, len(modes))
