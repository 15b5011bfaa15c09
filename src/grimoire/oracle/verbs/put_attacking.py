"""The verb "put" for cards put onto the battlefield attacking: "You may put a creature card
from among them onto the battlefield tapped and attacking" (Arthur, Marigold Knight), "you
may put a creature card from your hand onto the battlefield tapped and attacking" (Ilharg),
"put it onto the battlefield tapped and attacking" (CR 508.4: its controller chooses what it
attacks; it was never declared as an attacker, so nothing "attacks"). The verb "return"
the same way: "return target creature card with power 2 or less from your graveyard to the
battlefield tapped and attacking" (Alesha, Who Smiles at Death), "return this card from your
graveyard to the battlefield tapped and attacking with a +1/+1 counter on it" (Phoenix
Chick). Everything else is the plain verb's (:mod:`grimoire.oracle.verbs.common`).

>>> from grimoire.oracle.ir import You
>>> VERBS["put"](You(), "~ onto the battlefield tapped and attacking", Context()).attacking
True
>>> put = VERBS["return"](You(), "~ from your graveyard to the battlefield tapped and "
...                       "attacking with a +1/+1 counter on it", Context())
>>> put.tapped, put.attacking, put.counters[0].kind
(True, True, '+1/+1')
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import Effect, PutOntoBattlefield
from grimoire.oracle.verbs import common as _common  # noqa: F401  (the plain "put" first)
from grimoire.oracle.verbs.registry import VERBS, Subject, verb

__all__ = ["VERBS"]

_BASE = VERBS["put"]
_BASE_RETURN = VERBS["return"]
_ATTACKING = re.compile(r"(.+? onto the battlefield tapped) and attacking")
_RETURN_ATTACKING = re.compile(
    r"(.+? to the battlefield(?: under your control)? tapped) and attacking( with .+)?")


@verb("put")
def _put(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "put <cards> onto the battlefield tapped and attacking"; anything else: the plain
    verb."""
    match = _ATTACKING.fullmatch(rest)
    if match is None:
        return _BASE(subject, rest, ctx)
    effect = _BASE(subject, match.group(1), ctx)
    if not isinstance(effect, PutOntoBattlefield):
        raise ParseFailure(rest, "attacking after another kind of put")
    return replace(effect, attacking=True)


@verb("return")
def _return(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "return <cards> to the battlefield tapped and attacking" (CR 508.4, 506.3b: the
    resolver asks what each attacks, and outside combat or under a player who isn't
    attacking it is never attacking); anything else: the plain verb."""
    match = _RETURN_ATTACKING.fullmatch(rest)
    if match is None:
        return _BASE_RETURN(subject, rest, ctx)
    effect = _BASE_RETURN(subject, match.group(1) + (match.group(2) or ""), ctx)
    if not isinstance(effect, PutOntoBattlefield):
        raise ParseFailure(rest, "attacking after another kind of return")
    return replace(effect, attacking=True)
