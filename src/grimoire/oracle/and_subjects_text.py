"""One grant to two subjects: "it and Zombies you control gain deathtouch until end of turn"
(Wand of Orcus). The sentence gives the same ability, for the same duration, to one object
and to each permanent of a group (CR 611.2c: the group is fixed as the effect begins); it is
read as the two grants, one after the other ("it gains ..." then "Zombies you control gain
..."), which is the same continuous effect on each (an object in both gets the keyword twice,
which is redundant, CR 702.2f and 113.4c).

>>> from grimoire.oracle.ir import GrantKeywords, ThisObject
>>> node = and_subjects("it and Zombies you control gain deathtouch until end of turn",
...                     Context(), lambda text, ctx: GrantKeywords(ThisObject(), ("x",)))
>>> type(node).__name__, len(node.steps)
('Sequence', 2)
>>> and_subjects("it gains deathtouch", Context(), lambda text, ctx: ThisObject()) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import Effect, Sequence, Unimplemented

_ONE = r"it|that creature|this creature|~|equipped creature|enchanted creature"
_BOTH = re.compile(rf"({_ONE}) and ((?:other )?[A-Za-z ]+? you control) gain (.+)",
                   re.IGNORECASE)


def and_subjects(sentence: str, ctx: Context,
                 parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The two grants of "<object> and <permanents> you control gain <abilities> <duration>",
    or None for another sentence."""
    match = _BOTH.fullmatch(sentence.strip().rstrip("."))
    if match is None:
        return None
    state = ctx.snapshot()
    try:
        one = parse(f"{match.group(1)} gains {match.group(3)}", ctx)
        group = parse(f"{match.group(2)} gain {match.group(3)}", ctx)
    except ParseFailure as failure:
        ctx.restore(state)
        return Unimplemented(sentence, failure.reason)
    return Sequence((one, group))
