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
"""

from __future__ import annotations

import re

from grimoire.oracle.ir import AdditionalPhases

_EXTRA = re.compile(r"after this (main )?phase, there(?: is|'s) an additional combat phase"
                    r"( followed by an additional main phase)?\.?", re.IGNORECASE)


def extra_phases_sentence(sentence: str) -> AdditionalPhases | None:
    """The phases the sentence adds, or None for another sentence."""
    match = _EXTRA.fullmatch(sentence.strip())
    if match is None:
        return None
    return AdditionalPhases(("combat", "main") if match.group(2) else ("combat",),
                            "main" if match.group(1) else "any")
