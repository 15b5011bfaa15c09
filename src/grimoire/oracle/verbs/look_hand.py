"""The verb "look" at a player's hand: "Look at target player's hand." (Peek), "look at
target opponent's hand", "you may look at defending player's hand", "Look at its
controller's hand." (CR 402.3: a hand is hidden; looking at it shows its cards to the one
who looks only, unlike revealing them to everyone, CR 701.16a).

The cards are looked at as the instruction is carried out
(:class:`~grimoire.oracle.ir.LookAt` of :class:`~grimoire.oracle.ir.HandOf` the player; the
looking player learns them, :mod:`grimoire.rules.knowledge`), and "it" then names that hand
("You choose a nonland card from it").

>>> from grimoire.oracle.ir import You
>>> VERBS["look"](You(), "at target player's hand", Context())
LookAt(what=HandOf(player=TargetRef(index=0)), bind='looked')
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context
from grimoire.oracle.ir import Effect, HandOf, LookAt
from grimoire.oracle.refs import parse_player
from grimoire.oracle.verbs import more as _more  # noqa: F401  (the plain "look" first)
from grimoire.oracle.verbs.registry import VERBS, Subject, verb

__all__ = ["VERBS"]

_BASE = VERBS["look"]
"""The plain "look" handler (:mod:`grimoire.oracle.verbs.more`), imported before this."""

_HAND = re.compile(r"at (.+?)(?:'s|s') hand")


@verb("look")
def _look(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "look at <player>'s hand": that hand's cards, seen by the one who looks."""
    match = _HAND.fullmatch(rest)
    if match is None:
        return _BASE(subject, rest, ctx)
    player = parse_player(match.group(1), ctx)
    hand = HandOf(player)
    ctx.cards = hand  # "you choose a card from it"
    ctx.player_antecedent = player
    return LookAt(hand)
