"""More of the tokens the step before created, counted by a "for each" (CR 111.2, 608.2c):

    Create an X/X green Phyrexian Wurm creature token with trample and toxic 1, where X is
    the amount of mana spent to cast this spell. Then for each opponent with three or more
    poison counters, you create another one of those tokens.

"Another one of those tokens" is a token with the same characteristics as the one just made
(the same spec, with its X read again as this step resolves: the same amount of mana spent,
CR 608.2h); the count is read as the step resolves ("for each opponent with three or more
poison counters": the opponents still in the game then, CR 800.4a).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import CreateTokens, Fixed
>>> from grimoire.oracle.tokens import parse_token
>>> made = CreateTokens(Fixed(1), parse_token("2/2 green Wurm creature token"))
>>> more = another_tokens("Then for each opponent with three or more poison counters, you "
...                       "create another one of those tokens.", [made], Context())
>>> more.token == made.token, type(more.amount).__name__
(True, 'PlayerCount')
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import for_each_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import CreateTokens, Effect, Sequence, Unimplemented

__all__ = ["another_tokens"]

_ANOTHER = re.compile(r"(?:then )?for each (.+?), (?:you )?create another one of those tokens",
                      re.IGNORECASE)


def _last_made(steps: list[Effect]) -> CreateTokens | None:
    last = steps[-1] if steps else None
    while isinstance(last, Sequence) and last.steps:
        last = last.steps[-1]
    return last if isinstance(last, CreateTokens) else None


def another_tokens(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """ "for each <count>, create another one of those tokens" after a step creating tokens,
    or None (an :class:`Unimplemented` for a count not understood)."""
    match = _ANOTHER.fullmatch(sentence.strip().rstrip("."))
    made = _last_made(steps)
    if match is None or made is None:
        return None
    try:
        return replace(made, amount=for_each_amount(match.group(1), ctx), bind=None)
    except ParseFailure as failure:
        return Unimplemented(sentence, failure.reason)
