""" "After this main phase, there is an additional combat phase followed by an additional
main phase." and "After this phase, there is an additional combat phase." (CR 500.8): an
:class:`~grimoire.oracle.ir.AdditionalPhases` (grimoire.mechanics.extra_phases).

>>> extra_phases_sentence("After this main phase, there is an additional combat phase "
...                       "followed by an additional main phase.")
AdditionalPhases(phases=('combat', 'main'), after='main')
>>> extra_phases_sentence("After this phase, there is an additional combat phase.")
AdditionalPhases(phases=('combat',), after='any')
>>> extra_phases_sentence("After this phase, there are two additional combat phases.") is None
True

"<effect> and after this phase, there is an additional combat phase." (Combat Celebrant's
exert trigger): the effect, then the phases, in the order written (CR 608.2c).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import AdditionalPhases, Effect, Sequence, Unimplemented

_EXTRA = re.compile(r"after this (main )?phase, there(?: is|'s) an additional combat phase"
                    r"( followed by an additional main phase)?\.?", re.IGNORECASE)
_AND_EXTRA = re.compile(r"(.+?) and (after this (?:main )?phase, there(?: is|'s) an additional "
                        r"combat phase(?: followed by an additional main phase)?\.?)",
                        re.IGNORECASE)


def extra_phases_sentence(sentence: str) -> AdditionalPhases | None:
    """The phases the sentence adds, or None for another sentence."""
    match = _EXTRA.fullmatch(sentence.strip())
    if match is None:
        return None
    return AdditionalPhases(("combat", "main") if match.group(2) else ("combat",),
                            "main" if match.group(1) else "any")


def effect_and_phases(sentence: str, ctx: Context,
                      parse: Callable[[str, Context], Effect]) -> Effect | None:
    """ "<effect> and after this phase, there is an additional combat phase.": the effect,
    then the added phases (CR 500.8), or None for another sentence; an ``Unimplemented``
    when the effect is not understood."""
    match = _AND_EXTRA.fullmatch(sentence.strip())
    if match is None:
        return None
    phases = extra_phases_sentence(match.group(2))
    assert phases is not None
    state = ctx.snapshot()
    try:
        first = parse(match.group(1), ctx)
    except ParseFailure as failure:
        ctx.restore(state)
        return Unimplemented(sentence, failure.reason)
    return Sequence((first, phases))
