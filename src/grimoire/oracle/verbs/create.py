"""The "create" verb: tokens (CR 111.1-111.4), "X/X" tokens sized by the effect (CR 111.4),
token copies with their exceptions (CR 707.2, 707.9) and "N of those tokens".

>>> from grimoire.oracle.ir import You
>>> _create(You(), "a 1/1 white Soldier creature token", Context()).amount
Fixed(value=1)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, for_each_amount, parse_number, result_count
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.copy_text import copy_exceptions
from grimoire.oracle.ir import Amount, Bound, CreateTokenCopy, CreateTokens, Effect
from grimoire.oracle.refs import parse_object
from grimoire.oracle.tokens import parse_token
from grimoire.oracle.verbs.registry import Subject, as_player, verb

_COPY = re.compile(
    r"(" + NUMBER_RE + r") (tapped and attacking )?tokens? that's a copy of (.+?)"
    r"(?:, except (.+)| and that's blocking (.+)| and that's (tapped and attacking))?"
)


def _token_copy(subject: Subject, rest: str, ctx: Context) -> Effect | None:
    """ "a token that's a copy of <object>[, except ...]" (CR 707.2, 707.9)."""
    match = _COPY.fullmatch(rest)
    if not match:
        return None
    what = parse_object(match.group(3), ctx)
    # CR 707.9: the exceptions, read like those of "enter as a copy" (oracle.copy_text)
    exceptions = copy_exceptions(match.group(4) or "", rest, ctx, self_word="this token")
    if exceptions.counters is not None:
        raise ParseFailure(rest, "a token copy's extra counters are not implemented")
    blocking = parse_object(match.group(5), ctx) if match.group(5) else None  # CR 509.4
    effect = CreateTokenCopy(
        what,
        parse_number(match.group(1), ctx),
        as_player(subject, ctx),
        tapped_and_attacking=bool(match.group(2) or match.group(6)),  # CR 508.4
        exceptions=exceptions,
        blocking=blocking,
        bind="token" if blocking is not None else None,  # (gathered: "exile those tokens")
    )
    ctx.last_copy = effect
    ctx.antecedent = Bound("token")
    return effect


@verb("create")
def _create(subject: Subject, rest: str, ctx: Context) -> Effect:
    copy = _token_copy(subject, rest, ctx)
    if copy is not None:
        return copy
    match = re.fullmatch(r"(" + NUMBER_RE + r") of those tokens", rest)
    if match and ctx.last_token is None and isinstance(ctx.last_copy, CreateTokenCopy):
        return replace(ctx.last_copy, amount=parse_number(match.group(1), ctx))
    text = rest
    named = re.fullmatch(r"([A-Z][\w' -]*), (a legendary .+? tokens?(?: with [a-z ,]+)?)", text)
    if named:  # "create The Atropal, a legendary 4/4 ... token with deathtouch" (CR 111.4)
        text = f"{named.group(2)} named {named.group(1)}"
    amount: Amount | None = None
    match = _unquoted_for_each(text)
    if match:
        counted = result_count(match.group(2), ctx)
        text = match.group(1)
        amount = counted if counted is not None else for_each_amount(match.group(2), ctx)
    # CR 508.4: "create two 1/1 ... tokens that are tapped and attacking" ("that's
    # attacking": untapped)
    attacking = re.fullmatch(r"(.+?),? (?:that's|that are) (tapped and )?attacking", text)
    if attacking:
        text = attacking.group(1)
    match = re.fullmatch(r"(" + NUMBER_RE + r") (tapped (?:and attacking )?)?(.+)", text)
    if not match:
        raise ParseFailure(rest, "create what")
    attacks = bool(attacking) or (match.group(2) or "").strip() == "tapped and attacking"
    count = parse_number(match.group(1), ctx)
    if amount is None:
        amount = count
    noun = match.group(3)
    size: Amount | None = None
    if re.fullmatch(r"(?:of )?(?:those|these) tokens|of those tokens|more of those tokens", noun):
        if ctx.last_token is None:
            raise ParseFailure(rest, "'those tokens' without a token")
        token = ctx.last_token
    else:
        size, noun = _token_size(noun, ctx)
        token = parse_token(noun)
    ctx.last_token = token
    ctx.antecedent = Bound("token")
    tapped = bool(match.group(2)) or bool(attacking and attacking.group(2))
    return CreateTokens(amount, token, as_player(subject, ctx), tapped=tapped,
                        attacking=attacks, size=size)


def _unquoted_for_each(text: str) -> re.Match[str] | None:
    """The "<token> for each <filter>" split at the first "for each" outside a quoted
    ability: a token's own "This token gets +1/+0 for each other Illusion you control." (CR
    111.4) counts for the token, not the number of tokens made.

    >>> _unquoted_for_each('a 1/1 token with "This token gets +1/+0 for each Elf."') is None
    True
    >>> _unquoted_for_each("a 1/1 token for each Elf").group(2)
    'Elf'
    """
    for match in re.finditer(r" for each ", text):
        if text.count('"', 0, match.start()) % 2 == 0:
            return re.fullmatch(rf"(.{{{match.start()}}}) for each (.+)", text)
    return None


def _token_size(noun: str, ctx: Context) -> tuple[Amount | None, str]:
    """An "X/X ... token" (CR 111.4: the effect that creates a token sets its P/T): the
    amount X stands for (the sentence's "where X is", else the spell's X), and the noun with
    a placeholder 0/0 for :func:`parse_token`."""
    match = re.fullmatch(r"X/X (.+)", noun)
    if match is None:
        return None, noun
    return parse_number("X", ctx), f"0/0 {match.group(1)}"
