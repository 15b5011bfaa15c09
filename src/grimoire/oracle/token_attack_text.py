""" "The token enters tapped and attacking that player." after a token copy (Echoing
Assault): amends the :class:`~grimoire.oracle.ir.CreateTokenCopy` step before it, which then
puts the token onto the battlefield tapped and attacking that player (CR 508.4: it was never
declared as an attacker; outside combat it just enters tapped).

>>> from grimoire.oracle.ir import CreateTokenCopy, TargetRef
>>> steps = [CreateTokenCopy(TargetRef(0), bind="token")]
>>> ctx = Context(in_trigger=True)
>>> token_enters_attacking("The token enters tapped and attacking that player.", steps, ctx)
Sequence(steps=())
>>> steps[0].tapped_and_attacking, steps[0].attacking_player
(True, TriggeringPlayer())
>>> token_enters_attacking("The token enters tapped.", steps, ctx) is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import CreateTokenCopy, Effect, Sequence, Unimplemented
from grimoire.oracle.refs import parse_player

_ENTERS = re.compile(r"(?:the|that) token enters tapped and attacking(?: (.+?))?\.?",
                     re.IGNORECASE)


def token_enters_attacking(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """Make the token copy of the step before enter tapped and attacking (the player
    named, if any); returns an empty step, None for another sentence, or an ``Unimplemented``
    when the player is not understood."""
    match = _ENTERS.fullmatch(sentence.strip())
    if match is None or not steps or not isinstance(steps[-1], CreateTokenCopy):
        return None
    made = steps[-1]
    if made.tapped_and_attacking or made.blocking is not None:
        return None
    try:
        player = parse_player(match.group(1), ctx) if match.group(1) else None
    except ParseFailure as failure:
        return Unimplemented(sentence, failure.reason)
    steps[-1] = replace(made, tapped_and_attacking=True, attacking_player=player)
    return Sequence(())
