"""Binding the token a step makes for the later steps that name it (CR 608.2c: "create a
token ... That token gains haste. Exile it at the beginning of the next end step."), also
when the token is made under "If you do," or "you may" (Flameshadow Conjuring: "you may pay
{R}. If you do, create a token that's a copy of that creature. That token gains haste.").

>>> from grimoire.oracle.ir import Bound, CreateTokenCopy, GrantKeywords, IfDid, ThisObject
>>> made = IfDid(CreateTokenCopy(ThisObject()))
>>> token_bound(made, [GrantKeywords(Bound("token"), ("haste",))]).then.bind
'token'
"""

from __future__ import annotations

from collections.abc import Sequence as Steps
from dataclasses import replace

from grimoire.oracle.ir import (
    Bound,
    CreateTokenCopy,
    CreateTokens,
    Effect,
    IfDid,
    MayDo,
    iter_nodes,
)

__all__ = ["token_bound"]


def token_bound(step: Effect, later: Steps[Effect]) -> Effect:
    """``step`` with its token-making instruction bound under ``"token"`` when a later step
    reads ``Bound("token")`` and nothing binds it yet; otherwise ``step`` unchanged."""
    if not any(node == Bound("token") for after in later for node in iter_nodes(after)):
        return step
    if isinstance(step, CreateTokens | CreateTokenCopy):
        return replace(step, bind="token") if step.bind is None else step
    if isinstance(step, IfDid) and step.otherwise is None and step.then is not None:
        then = token_bound(step.then, later)
        return step if then is step.then else replace(step, then=then)
    if isinstance(step, MayDo):
        inner = token_bound(step.effect, later)
        return step if inner is step.effect else replace(step, effect=inner)
    return step
