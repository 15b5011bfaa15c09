""" "This creature enters with X +1/+1 counters on it, where X is ..." in the effect of "When
you cast this spell" (Naya Soulbeast), and "that creature enters with X additional +1/+1
counters on it, where X is ..." in the effect of "Whenever you cast a creature spell"
(Communal Brewing): a replacement effect on how the spell's permanent enters, made as the
trigger resolves (CR 614.1c; :class:`~grimoire.oracle.ir.SpellEntersWithCounters`).

Read only where the spell is known: ~ in a "When you cast ~" ability (the spell on the
stack, CR 113.6c), "it" / "that creature" in a "Whenever you cast ..." one (the spell cast,
CR 603.2); an X must be the sentence's own ("where X is ...").

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import Fixed
>>> spell_enters_sentence("~ enters with X +1/+1 counters on it",
...                       Context(cast_this=True, x_value=Fixed(3)))
SpellEntersWithCounters(what=ThisObject(), amount=Fixed(value=3))
>>> spell_enters_sentence("~ enters with X +1/+1 counters on it", Context()) is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import NUMBER_WORDS
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    Effect,
    Fixed,
    ObjectRef,
    PowerOf,
    SpellEntersWithCounters,
    SumOf,
    ThisObject,
    iter_nodes,
)
from grimoire.oracle.lexer import SELF

_ENTERS = re.compile(r"(~|it|that creature) enters with (X|an?|\w+) (additional )?"
                     r"\+1/\+1 counters? on it", re.IGNORECASE)


def spell_enters_sentence(text: str, ctx: Context) -> Effect | None:
    """The effect of ``text`` when it makes the spell's permanent enter with counters, else
    None; raises :class:`ParseFailure` for an X that isn't the sentence's."""
    match = _ENTERS.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    who, number, additional = match.groups()
    what: ObjectRef
    if who == SELF:
        if not ctx.cast_this or additional:
            return None
        what = ThisObject()
    else:
        if ctx.cast_spell is None or ctx.cast_this or not additional or \
                ctx.antecedent not in (None, ctx.cast_spell):  # ("it": a copy made before)
            return None
        what = ctx.cast_spell
    if number == "X":
        if ctx.x_value is None:
            raise ParseFailure(text, "X counters without a value")
        if what != ThisObject() and any(
                isinstance(n, SumOf | PowerOf) and n.ref == ThisObject()
                for n in iter_nodes(ctx.x_value)):  # "where X is its mana value": the
            raise ParseFailure(text, "'its' read before the spell is named")  # spell's
        return SpellEntersWithCounters(what, ctx.x_value)
    word = number.lower()
    count = 1 if word in ("a", "an") else NUMBER_WORDS.get(word)
    if count is None:
        raise ParseFailure(text, "how many counters")
    return SpellEntersWithCounters(what, Fixed(count))
