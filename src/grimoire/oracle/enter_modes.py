"""A permanent that makes a choice of words as it enters, with abilities for each word:

    As this enchantment enters, choose Khans or Dragons.
    • Khans — At the beginning of your upkeep, ...
    • Dragons — Whenever a creature you control leaves the battlefield, ...

The choice is a replacement made as it enters (CR 614.12), remembered by the permanent; the
permanent has a bullet's abilities only if that word was chosen. Each bullet's triggered
abilities compile with the condition :class:`~grimoire.oracle.ir.ChoseWord`, checked when it
would trigger and again as it resolves (CR 603.4), which for an ability the permanent has all
its life or never is the same thing. Other kinds of bulleted abilities are not understood.

Also (:func:`dynamic_keyword`) a triggered keyword with a variable number: "Fumiko has
bushido X, where X is the number of attacking creatures." stands for the keyword's triggered
ability with X in place of the number (CR 702.45a for bushido), X read as the ability
resolves (CR 608.2h).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from grimoire.oracle.ir import (
    Ability,
    AllOf,
    AsEntersChoose,
    ChoseWord,
    Keyword,
    StaticAbility,
    TriggeredAbility,
    Unimplemented,
    VarX,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.tokens import compile_rules

__all__ = ["dynamic_keyword", "enter_modes"]

_HEAD = re.compile(r"As (?:" + re.escape(SELF) + r"|this \w+) enters, choose ([A-Z]\w+) or "
                   r"([A-Z]\w+)\.?")


def enter_modes(name: str, text: str, bullets: Sequence[str], span: str,
                keywords: Mapping[str, str]) -> list[Ability] | None:
    """The abilities of an "As ~ enters, choose A or B" block with a bullet per word, or of
    a line giving a keyword X (:func:`dynamic_keyword`, with the triggered ``keywords``'
    texts), or None for another block."""
    if not bullets:
        return dynamic_keyword(name, text, keywords)
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


_LINE = re.compile(r"(.+?) has ([a-z ]+) X, where X is (.+?)\.?(?: \(.*\))?")


def dynamic_keyword(name: str, text: str, templates: Mapping[str, str]) -> list[Ability] | None:
    """The abilities of "<this> has <keyword> X, where X is <amount>", or None for another
    line (or a keyword whose text has no number to vary)."""
    match = _LINE.fullmatch(text.strip())
    if match is None or "{N}" not in templates.get(match.group(2), ""):
        return None
    who, keyword, amount = match.groups()
    if who not in (SELF, "This creature") and not name.startswith(who):  # "Fumiko"
        return None
    body = templates[keyword].replace("{N}", "X").rstrip(".")
    compiled = compile_rules(name, f"{body}, where X is {amount}.")
    if not compiled or not all(isinstance(a, TriggeredAbility) for a in compiled):
        return None  # ("blocks or becomes blocked" may compile to one trigger per event)
    return [Keyword(keyword, amount=VarX()), *compiled]
