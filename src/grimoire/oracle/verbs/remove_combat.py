"""The verb "remove" for combat: "remove it from combat", "untap it and remove it from
combat" (the Gustcloaks), "remove target attacking or blocking creature from combat" (CR
506.4: it stops being an attacking or blocking creature;
:class:`~grimoire.oracle.ir.RemoveFromCombat`). Counters stay the plain verb's
(:mod:`grimoire.oracle.verbs.more`).

>>> from grimoire.oracle.ir import You
>>> VERBS["remove"](You(), "~ from combat", Context())
RemoveFromCombat(what=ThisObject())
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import Effect, RemoveFromCombat
from grimoire.oracle.refs import parse_object
from grimoire.oracle.verbs import more as _more  # noqa: F401  (the counters' "remove" first)
from grimoire.oracle.verbs.registry import VERBS, Subject, verb

__all__ = ["VERBS"]

_BASE = VERBS["remove"]
_COMBAT = re.compile(r"(.+?) from combat")


@verb("remove")
def _remove(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "remove <creature> from combat"; anything else: counters."""
    match = _COMBAT.fullmatch(rest)
    if match is None or " counter" in match.group(1):
        return _BASE(subject, rest, ctx)
    return RemoveFromCombat(parse_object(match.group(1), ctx))
