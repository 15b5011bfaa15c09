"""A token's power and toughness given by the sentence after the one creating it (CR 111.4:
the effect that creates a token sets its characteristics): "Create a colorless Construct
artifact creature token named Twin that's attacking. Its power is equal to this creature's
power and its toughness is equal to this creature's toughness." (Gemini Engine), "Create a
black Zombie creature token. Its power is equal to that card's power and its toughness is
equal to that card's toughness." (Ritual of the Returned). The amounts are read once, as
the token is created; they don't change afterwards (Gemini Engine's rulings), so they
become the :class:`~grimoire.oracle.ir.CreateTokens` node's ``size`` and
``toughness_size``.

"that creature" / "that card" is the object the effect named before the token (its
target): the token has become the antecedent of "it" by then.
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import CreateTokens, Effect, Sequence, TargetRef

_SIZE = re.compile(
    r"(?:Its|The token's) power is equal to (.+?)'s power and its toughness is equal to "
    r"(.+?)'s toughness\.?", re.IGNORECASE)


def token_pt(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """The step before, its token sized by ``sentence``; None for another sentence, or if
    the step before creates no creature token without power and toughness."""
    match = _SIZE.fullmatch(sentence.strip())
    if match is None or not steps:
        return None
    last = steps[-1]
    inner = last.steps[-1] if isinstance(last, Sequence) and last.steps else last
    if not isinstance(inner, CreateTokens) or inner.size is not None \
            or inner.token.power is not None or "creature" not in inner.token.card_types:
        return None
    before = ctx.antecedent
    if re.fullmatch(r"that (creature|card|permanent)", match.group(1)):
        if len(ctx.targets) != 1:
            return None  # which object "that creature" is, is not known here
        ctx.antecedent = TargetRef(0)
    try:
        power = parse_amount(f"{match.group(1)}'s power", ctx)
        toughness = parse_amount(f"{match.group(2)}'s toughness", ctx)
    except ParseFailure:
        return None
    finally:
        ctx.antecedent = before
    token = replace(inner.token, power=0, toughness=0)  # placeholders, set as it's made
    new = replace(inner, token=token, size=power, toughness_size=toughness)
    return Sequence((*last.steps[:-1], new)) if isinstance(last, Sequence) else new
