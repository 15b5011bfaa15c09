"""The verb "exile" with a duration tied to another target: "Exile target creature or
enchantment you don't control until target enchantment you control leaves the battlefield."
(Calix, Destiny's Hand; CR 610.3).

The exiled object returns to the battlefield under its owner's control (CR 610.3c) as soon
as that other object leaves the battlefield; if that object has already left, or is no
longer a legal target, as the ability resolves, nothing is exiled (CR 610.3a, 608.2b; the
ruling). The exiled card is not "exiled with" the source (no CR 607.2a link).

>>> from grimoire.oracle.ir import You
>>> node = VERBS["exile"](You(), "target creature you don't control until target enchantment "
...                       "you control leaves the battlefield", Context())
>>> node.what, node.until_leaves, node.linked
(TargetRef(index=0), TargetRef(index=1), False)
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import Bound, Effect, Exile
from grimoire.oracle.refs import parse_object
from grimoire.oracle.verbs import exile_counters as _exile_counters  # noqa: F401  (first)
from grimoire.oracle.verbs.registry import VERBS, Subject, verb

__all__ = ["VERBS"]

_BASE = VERBS["exile"]
"""The "exile" handler registered before this one."""

_UNTIL = re.compile(r"(target .+?) until (target .+?) leaves the battlefield")


@verb("exile")
def _exile(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "exile <target> until <another target> leaves the battlefield" (CR 610.3)."""
    match = _UNTIL.fullmatch(rest)
    if match is None:
        return _BASE(subject, rest, ctx)
    what = parse_object(match.group(1), ctx)  # its target first (CR 601.2c)
    holder = parse_object(match.group(2), ctx)
    ctx.antecedent = Bound("exiled")
    return Exile(what, linked=False, bind="exiled", until_leaves=holder)
