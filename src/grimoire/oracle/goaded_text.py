"""Goad that lasts for the rest of the game (CR 701.38a-b, with a longer duration):

    When this creature enters, ..., each opponent creates a token that's a copy of it. The
    tokens are goaded for the rest of the game.

The tokens the step before made (all of them, whoever created them) are goaded by the
resolving ability's controller, and the designation doesn't end as that player's next turn
begins (:data:`grimoire.rules.attack_requirements.GOAD_KEPT`). Other durations ("for as long
as this Saga remains on the battlefield") stay not understood.

>>> from grimoire.oracle.context import Context
>>> ctx = Context()
>>> ctx.antecedent = Bound("token")
>>> goaded_sentence("The tokens are goaded for the rest of the game.", ctx)
KeywordAction(action='goad_for_game', amount=None, what=Bound(name='token', player=None), \
subtype=None, player=You())
>>> goaded_sentence("The tokens are goaded.", ctx) is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import Bound, KeywordAction

_GOADED = re.compile(r"(the tokens?|those tokens|that token|it|they) (?:is|are) goaded for "
                     r"the rest of the game", re.IGNORECASE)


def goaded_sentence(sentence: str, ctx: Context) -> KeywordAction | None:
    """ "The tokens are goaded for the rest of the game." after a step creating tokens
    (CR 701.38a), or None."""
    match = _GOADED.fullmatch(sentence.strip().rstrip("."))
    if match is None or ctx.antecedent != Bound("token"):
        return None
    return KeywordAction("goad_for_game", what=Bound("token"))
