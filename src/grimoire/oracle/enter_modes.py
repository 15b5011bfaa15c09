"""A permanent that makes a choice of words as it enters, with abilities for each word:

    As this enchantment enters, choose Khans or Dragons.
    • Khans — At the beginning of your upkeep, ...
    • Dragons — Whenever a creature you control leaves the battlefield, ...

The choice is a replacement made as it enters (CR 614.12), remembered by the permanent; the
permanent has a bullet's abilities only if that word was chosen. Each bullet's triggered
abilities compile with the condition :class:`~grimoire.oracle.ir.ChoseWord`, checked when it
would trigger and again as it resolves (CR 603.4), which for an ability the permanent has all
its life or never is the same thing. Other kinds of bulleted abilities are not understood.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from grimoire.oracle.ir import (
    Ability,
    AllOf,
    AsEntersChoose,
    ChoseWord,
    StaticAbility,
    TriggeredAbility,
    Unimplemented,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.tokens import compile_rules

__all__ = ["enter_modes"]

_HEAD = re.compile(r"As (?:" + re.escape(SELF) + r"|this \w+) enters, choose ([A-Z]\w+) or "
                   r"([A-Z]\w+)\.?")


def enter_modes(name: str, text: str, bullets: Sequence[str], span: str) -> list[Ability] | None:
    """The abilities of an "As ~ enters, choose A or B" block with a bullet per word, or None
    for another block."""
    head = _HEAD.fullmatch(text.strip())
    if head is None or len(bullets) != 2:
        return None
    words = (head.group(1), head.group(2))
    out: list[Ability] = [StaticAbility(AsEntersChoose("word", words=words), text=span)]
    for word, bullet in zip(words, bullets, strict=True):
        match = re.fullmatch(re.escape(word) + r" — (.+)", bullet.strip(), re.DOTALL)
        if match is None:
            return None
        for ability in compile_rules(name, match.group(1)):
            if not isinstance(ability, TriggeredAbility):
                return [Unimplemented(span, "a chosen word's ability that isn't triggered")]
            chosen = ChoseWord(word)
            condition = chosen if ability.condition is None else AllOf((chosen,
                                                                       ability.condition))
            out.append(replace(ability, condition=condition))
    return out
