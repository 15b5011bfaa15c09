"""The verb "choose" as an effect step: "You may choose a creature." (CR 608.2d).

The choice is made as the effect resolves (:class:`~grimoire.oracle.ir.ChooseObjects`) and
bound under ``"chosen"``, which "each creature not chosen this way" excludes
(:attr:`~grimoire.oracle.ir.ObjectFilter.excluding`); "it" after it is the chosen object.

>>> from grimoire.oracle.context import Context
>>> ctx = Context()
>>> step = choose(You(), "a creature", ctx)
>>> step.what.filter.types_any, step.what.count, step.what.up_to
(('creature',), Fixed(value=1), False)
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import ChooseObjects, Chosen, Effect, Fixed, You
from grimoire.oracle.verbs.registry import Subject, verb

_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


@verb("choose")
def choose(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "choose a creature" / "choose up to two creatures you control" (not targets: those
    are chosen on casting, elsewhere)."""
    if subject != You():
        raise ParseFailure(rest, "only you choose")
    match = re.fullmatch(r"(up to )?(a|an|one|two|three) (.+)", rest)
    if not match or "target" in rest or " or more" in rest:
        raise ParseFailure(rest, "choose what")
    phrase = match.group(3)
    flt, _ = parse_filter(phrase)
    if flt.zone is None and not flt.types_any and not flt.subtypes_any:
        raise ParseFailure(rest, "choose what")
    flt = needs_battlefield(flt, phrase)
    what = Chosen(flt, Fixed(_NUMBERS[match.group(2)]), up_to=bool(match.group(1)))
    ctx.antecedent = what
    return ChooseObjects(what)
