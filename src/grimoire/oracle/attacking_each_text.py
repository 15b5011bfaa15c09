""""For each opponent, create <tokens> that's tapped and attacking that player or a
planeswalker they control" (Adeline, Resplendent Cathar; CR 508.4): one group of tokens per
opponent, each group attacking its own opponent
(:class:`~grimoire.oracle.ir.TokensAttackingEach`).

>>> from grimoire.oracle.effects import parse_compound
>>> node = tokens_attacking_each("for each opponent, create a 1/1 white Human creature token "
...     "that's tapped and attacking that player or a planeswalker they control", Context(),
...     parse_compound)
>>> node.token.name, node.amount, node.planeswalkers
('Human', Fixed(value=1), True)
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import CreateTokens, EachOpponent, Effect, TokensAttackingEach

_EACH = re.compile(r"for each opponent, (create .+? tokens?) (?:that's|that are|which are) "
                   r"tapped and attacking (?:that player|them)( or a planeswalker they control)?",
                   re.IGNORECASE)


def tokens_attacking_each(text: str, ctx: Context,
                          parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The per-opponent attacking tokens of ``text``, or None for another shape."""
    match = _EACH.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    made = parse(match.group(1), ctx)
    if not isinstance(made, CreateTokens) or made.size is not None or made.bind is not None \
            or made.attacking:
        raise ParseFailure(text, "which tokens attack each opponent")
    return TokensAttackingEach(made.token, EachOpponent(), made.amount,
                               planeswalkers=match.group(2) is not None)
