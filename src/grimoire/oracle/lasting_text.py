"""Changes that last "for as long as ~ remains on the battlefield" (CR 611.2b), said once in
front of a list of clauses:

    For as long as this creature remains on the battlefield, gain control of that
    permanent, it loses all abilities, and it can't attack or block.

Each clause gets the duration: control (layer 2, :class:`~grimoire.oracle.ir.GainControl`),
"loses all abilities" (layer 6, :class:`~grimoire.oracle.ir.BecomeCharacteristics`) and a
combat restriction ("can't attack or block", CR 508.1c, 509.1b:
:class:`~grimoire.oracle.ir.CombatRestriction` with ``duration="while_source"``, which the
engine keeps past the turn until the source leaves). If the source has already left as the
ability resolves, none of it starts (CR 611.2b). The same clauses with the duration after
them ("It loses all abilities and can't attack or block for as long as ~ remains on the
battlefield") compile the same way.

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import TargetRef
>>> ctx = Context(antecedent=TargetRef(0))
>>> steps = lasting_sentence("For as long as ~ remains on the battlefield, it loses all "
...                         "abilities and it can't attack or block.", ctx)
>>> [type(s).__name__ for s in steps.steps], steps.steps[1].duration
(['BecomeCharacteristics', 'CombatRestriction'], 'while_source')
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    BecomeCharacteristics,
    CombatRestriction,
    Effect,
    Sequence,
    Unimplemented,
    unimplemented_nodes,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_object

__all__ = ["lasting_sentence"]

_WHILE = f"for as long as {SELF} remains on the battlefield"
_LEAD = re.compile(r"For as long as " + re.escape(SELF) + r" remains on the battlefield, (.+)")
_TAIL = re.compile(r"(.+?) (loses all abilities|can't attack or block|can't attack|"
                   r"can't block)(?:,? and (can't attack or block|can't attack|can't block))? "
                   + re.escape(_WHILE))
_PREDICATE = re.compile(r"(.+?) (loses all abilities|can't attack or block|can't attack|"
                        r"can't block)")
_RULES = {"can't attack or block": "cant_attack_or_block", "can't attack": "cant_attack",
          "can't block": "cant_block"}


def lasting_sentence(sentence: str, ctx: Context,
                     parse: Callable[[str, Context], Effect] | None = None) -> Effect | None:
    """The steps of a "for as long as ~ remains on the battlefield" sentence, or None."""
    text = sentence.strip().rstrip(".")
    lead = _LEAD.fullmatch(text)
    if lead is not None:
        clauses = re.split(r",? and |, ", lead.group(1))
    else:
        tail = _TAIL.fullmatch(text)
        if tail is None:
            return None
        clauses = [f"{tail.group(1)} {tail.group(2)}"]
        if tail.group(3):
            clauses.append(f"it {tail.group(3)}")
    steps = [_clause(clause, ctx, parse) for clause in clauses]
    return Sequence(tuple(steps))


def _clause(clause: str, ctx: Context,
            parse: Callable[[str, Context], Effect] | None) -> Effect:
    said = _PREDICATE.fullmatch(clause)
    if said is not None:
        try:
            what = parse_object(said.group(1), ctx)
        except ParseFailure as failure:
            return Unimplemented(clause, failure.reason)
        ctx.antecedent = what
        if said.group(2) == "loses all abilities":  # CR 613.1f, layer 6
            return BecomeCharacteristics(what, lose_all_abilities=True, duration="while_source")
        return CombatRestriction(what, _RULES[said.group(2)],  # type: ignore[arg-type]
                                 duration="while_source")
    if parse is None:
        return Unimplemented(clause, "a lasting clause")
    effect = parse(f"{clause} {_WHILE}", ctx)  # "gain control of that permanent ..."
    if unimplemented_nodes(effect):
        return Unimplemented(clause, "a lasting clause")
    return effect
