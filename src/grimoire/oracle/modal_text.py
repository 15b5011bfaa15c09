"""Modal spells whose modes may repeat: "Choose three. You may choose the same mode more than
once." (the Confluences; CR 700.2d: a mode chosen several times is treated as if it appeared
that many times in sequence, each instance with its own targets), and spree's modes, each
with an additional cost (CR 702.172a).

>>> repeatable_modes("Choose three. You may choose the same mode more than once.")
('Choose three —', True)
>>> repeatable_modes("Choose one —")
('Choose one —', False)
"""

from __future__ import annotations

import re

from grimoire.core.mana import ManaCost, ManaSymbolError
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.effects import parse_effect
from grimoire.oracle.ir import Cost, Modal, Mode

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
