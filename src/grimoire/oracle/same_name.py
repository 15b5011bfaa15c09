""""target <A> and all other <B> with the same name as that <A>" (Maelstrom Pulse, Echoing
Truth, Echoing Courage, Bile Blight, Echoing Return): one set of objects, the target and
every other <B> whose name is the target's (CR 201.2: objects with the same name; a face-down
permanent has no name, CR 708.2, so nothing shares it). The set is found as the spell
resolves (CR 608.2c, 611.2c); the target is named by its target group
(:attr:`~grimoire.oracle.ir.ObjectFilter.same_name_as`), its name as it last existed if it
has left its zone (CR 608.2h). With the target illegal, the spell's only target, the spell
doesn't resolve at all (CR 608.2b).

>>> from grimoire.oracle.refs import parse_target
>>> ref = same_name_ref("target nonland permanent and all other permanents with the same name "
...                     "as that permanent", Context(), parse_target)
>>> ref.filter.same_name_as, ref.filter.zone
('@target:0', 'battlefield')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import EXCLUDED_TARGET, AllMatching, ObjectRef, TargetRef

_SHAPE = re.compile(r"(target .+?) and all other (.+?) with the same name as that "
                    r"(?:permanent|creature|artifact|enchantment|land|card)( from your "
                    r"graveyard)?", re.IGNORECASE)


def same_name_ref(text: str, ctx: Context,
                  parse: Callable[[str, Context], ObjectRef]) -> AllMatching | None:
    """The objects of that shape (the target among them, ``parse`` reading the target
    phrase), or None for another phrase."""
    match = _SHAPE.fullmatch(text.strip())
    if match is None:
        return None
    where = match.group(3) or ""
    target = parse(match.group(1) + where, ctx)
    if not isinstance(target, TargetRef):
        return None
    flt, _ = parse_filter(match.group(2) + where)
    flt = replace(needs_battlefield(flt, match.group(2) + where),
                  same_name_as=f"{EXCLUDED_TARGET}{target.index}")
    every = AllMatching(flt)
    ctx.antecedent = every  # "them"
    return every
