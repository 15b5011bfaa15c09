"""Overload (CR 702.96): "Overload [cost]" means "You may choose to pay [cost] rather than
pay this spell's mana cost" and "If you chose to pay this spell's overload cost, change its
text by replacing all instances of the word 'target' with the word 'each.'"

The compiler compiles the spell's text a second time with that change (CR 702.96a, 612:
a text-changing effect) and attaches it to the alternative cost (``option="overloaded"``,
``spell``): cast for that cost, the spell has the changed text and so no targets
(:mod:`grimoire.rules.casting`). If the changed text doesn't compile, the card keeps an
:class:`~grimoire.oracle.ir.Unimplemented` ability and counts as not supported.

>>> overloaded_text("Vandalblast", "Destroy target artifact you don't control.\\n"
...                 "Overload {4}{R} (You may cast this spell for its overload cost.)")
"Destroy each artifact you don't control."
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from grimoire.oracle import ir
from grimoire.oracle.abilities import parse_lines
from grimoire.oracle.lexer import split_lines


def overloaded_text(name: str, oracle_text: str) -> str:
    """The spell's text with each "target" read as "each", the overload line left out."""
    lines = [line for line in oracle_text.split("\n")
             if not line.lower().startswith("overload")]
    text = "\n".join(lines)
    text = re.sub(r"\btarget\b", "each", text)
    return re.sub(r"\bTarget\b", "Each", text)


def overload_costs(name: str, oracle_text: str, abilities: Sequence[object]
                   ) -> tuple[tuple[ir.AlternativeCost, ...], tuple[ir.Ability, ...]]:
    """The overload alternative costs, and an ``Unimplemented`` ability if the changed text
    doesn't compile (no targets may remain: every "target" became "each")."""
    keywords = [a for a in abilities if isinstance(a, ir.Keyword) and a.name == "overload"]
    if not keywords:
        return (), ()
    text = overloaded_text(name, oracle_text)
    spell = parse_lines(split_lines(text, name), name, is_spell=True).spell
    paid = [k.cost for k in keywords if k.cost is not None]
    if spell is None or spell.targets or len(paid) != len(keywords) or any(
            isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(spell)):
        return (), (ir.Unimplemented(text, "the overloaded text doesn't compile (CR 702.96a)"),)
    return tuple(ir.AlternativeCost(cost, text=f"Overload {cost.mana}", option="overloaded",
                                    effect=spell.effect) for cost in paid), ()
