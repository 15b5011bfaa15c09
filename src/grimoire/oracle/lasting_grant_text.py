""""It gains "<static ability>"." with no duration after "target <permanent>": the target
permanent has the quoted ability for as long as it stays on the battlefield (CR 611.2a: an
effect of a resolving ability with no stated duration lasts until the end of the game;
CR 613.1f, layer 6; CR 400.7: a permanent that leaves becomes a new object without it).
The Book of Exalted Deeds: "Put an enlightened counter on target Angel. It gains "You can't
lose the game and your opponents can't win the game."" ("you" in the granted ability is the
permanent's controller, CR 109.5).

Only quoted static abilities of a targeted permanent: a granted triggered or activated
ability, or "it" naming a card that changes zones first, stays unread (the caller's
``Unimplemented``).

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import ObjectFilter, TargetSpec
>>> ctx = Context()
>>> _ = ctx.add_target(TargetSpec("object", ObjectFilter(types_any=("creature",))))
>>> lasting_grant_sentence('It gains "You can\\'t lose the game."', ctx).duration
'permanent'
>>> lasting_grant_sentence('It gains "When this creature dies, draw a card."', ctx) is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import GainAbilities, StaticAbility, TargetRef
from grimoire.oracle.vehicles import _gained

_GAINS = re.compile(r'(?:it|that creature|that permanent) gains ("[^"]+")\.?', re.IGNORECASE)


def lasting_grant_sentence(sentence: str, ctx: Context) -> GainAbilities | None:
    """The lasting grant of quoted static abilities to the targeted permanent "it", or None
    for any other sentence."""
    match = _GAINS.fullmatch(sentence.strip())
    it = ctx.antecedent
    if match is None or not isinstance(it, TargetRef) or it.index >= len(ctx.targets):
        return None
    spec = ctx.targets[it.index]
    if spec.kind != "object" or spec.also_player or spec.filter.zone not in (None,
                                                                             "battlefield"):
        return None
    try:
        abilities = _gained(match.group(1))
    except ParseFailure:
        return None
    if not all(isinstance(a, StaticAbility) for a in abilities):
        return None
    return GainAbilities(it, abilities, "permanent")
