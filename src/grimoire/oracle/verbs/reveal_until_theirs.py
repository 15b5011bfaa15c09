"""The verb "reveal" for another player revealing cards from their own library until a
card matches (CR 701.20a reveal; CR 608.2c, 608.2d: that player does it):

    For each of those creatures, its controller reveals cards from the top of their
    library until they reveal a creature card, puts that card onto the battlefield, then
    shuffles the rest into their library.  (Divergent Transformations)

    Its controller reveals cards from the top of their library until they reveal a
    creature card. The player puts that card onto the battlefield, then shuffles all other
    cards revealed this way into their library.  (Polymorph)

The match is bound as "that card" (``Bound("found")``) and that player becomes "that
player" / "they" for what follows; the revealed cards stay in the library until moved, so
"shuffles the rest into their library" is that player's shuffle (CR 701.20a); putting the
card onto the battlefield puts it under that player's control (CR 110.2a). The verb "put"
with that player as subject reads the same follow-up as its own sentence. Everything else
is the plain verbs' (:mod:`grimoire.oracle.verbs.more`, :mod:`grimoire.oracle.verbs.common`).

>>> from grimoire.oracle.ir import ControllerOf, TargetRef
>>> ctx = Context()
>>> step = VERBS["reveal"](ControllerOf(TargetRef(0)), "cards from the top of their library "
...                        "until they reveal a creature card", ctx)
>>> step.player, step.filter.types_any, ctx.antecedent
(ControllerOf(ref=TargetRef(index=0)), ('creature',), Bound(name='found', player=None))
>>> put = VERBS["put"](ControllerOf(TargetRef(0)), "that card onto the battlefield, then "
...                    "shuffles the rest into their library", ctx)
>>> [type(s).__name__ for s in put.steps], put.steps[0].controller
(['PutOntoBattlefield', 'Shuffle'], ControllerOf(ref=TargetRef(index=0)))
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    Bound,
    Effect,
    PlayerRef,
    PutOntoBattlefield,
    RevealUntil,
    Sequence,
    Shuffle,
    You,
)
from grimoire.oracle.verbs import more as _more  # noqa: F401  (the plain "reveal" first)
from grimoire.oracle.verbs import put_attacking as _put  # noqa: F401  (the plain "put" first)
from grimoire.oracle.verbs.registry import VERBS, Subject, as_player, verb

__all__ = ["VERBS"]

_BASE = VERBS["reveal"]
_BASE_PUT = VERBS["put"]
_THEIRS = re.compile(r"cards from the top of (?:their|his or her) library until (?:(?:they|he "
                     r"or she) reveals? (?:a|an) (.+? card)|(?:a|an) (.+? card) is revealed)"
                     r"(?:,? (?:and )?puts? (.+))?")
_PUT_SHUFFLE = re.compile(r"that card onto the battlefield(?: under (?:their|his or her) "
                          r"control)?,? (?:and |then )+shuffles?(?: (?:the rest|all other cards "
                          r"revealed this way) into (?:their|his or her) library)?")


def _put_then_shuffle(player: PlayerRef, rest: str) -> Effect | None:
    """ "puts that card onto the battlefield, then shuffles the rest into their library":
    ``player`` puts the match onto the battlefield under their control (CR 110.2a) and
    shuffles their library, the other revealed cards still in it (CR 701.20a)."""
    if _PUT_SHUFFLE.fullmatch(rest) is None:
        return None
    return Sequence((PutOntoBattlefield(Bound("found"), controller=player), Shuffle(player)))


@verb("reveal")
def _reveal(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "<player> reveals cards from the top of their library until they reveal a <card>";
    anything else: the plain verb."""
    match = _THEIRS.fullmatch(rest)
    if match is None or isinstance(subject, You):
        return _BASE(subject, rest, ctx)
    player = as_player(subject, ctx)
    flt, _ = parse_filter(match.group(1) or match.group(2), lambda a: parse_amount(a, ctx))
    reveal = RevealUntil(replace(flt, zone=None), player=player)
    then = None
    if match.group(3) is not None:  # ", puts that card onto the battlefield, then shuffles"
        then = _put_then_shuffle(player, match.group(3))
        if then is None:
            return _BASE(subject, rest, ctx)  # (another follow-up: not read here)
    ctx.antecedent = Bound("found")
    ctx.player_antecedent = player
    return reveal if then is None else Sequence((reveal, then))


@verb("put")
def _put_found(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "That player puts that card onto the battlefield, then shuffles all other cards
    revealed this way into their library" after such a reveal; anything else: the plain
    verb."""
    if isinstance(subject, You) or ctx.antecedent != Bound("found"):
        return _BASE_PUT(subject, rest, ctx)
    player = as_player(subject, ctx)
    then = _put_then_shuffle(player, rest)
    if then is not None:
        return then
    effect = _BASE_PUT(subject, rest, ctx)  # ("... and the rest on the bottom of their
    steps = effect.steps if isinstance(effect, Sequence) else (effect,)  # library")
    return Sequence(tuple(  # CR 110.2a: under the control of the player who puts it there
        replace(s, controller=player) if isinstance(s, PutOntoBattlefield)
        and isinstance(s.controller, You) else s for s in steps)) \
        if isinstance(effect, Sequence) else steps[0] if not isinstance(
            steps[0], PutOntoBattlefield) or not isinstance(steps[0].controller, You) \
        else replace(steps[0], controller=player)
