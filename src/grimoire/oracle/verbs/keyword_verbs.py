"""Keyword actions of CR 701 compiled into the instructions they stand for: support N
(CR 701.35a), discover N (CR 701.55a) and endure N. (Adapt N is
:mod:`grimoire.oracle.verbs.more`'s: a second handler here, registered first and shadowed by
it, was dropped so that the order the modules are imported in doesn't choose.)

>>> from grimoire.oracle.ir import You
>>> VERBS["support"](You(), "2", Context(of_permanent=True)).what
TargetRef(index=0)
"""

from __future__ import annotations

import re

from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    Bound,
    CastCard,
    Clash,
    Conditional,
    Effect,
    ExileUntil,
    Fixed,
    IfDid,
    KeywordAction,
    ObjectFilter,
    ObjectMatches,
    PutCounters,
    PutIntoHand,
    PutIntoLibrary,
    RestOf,
    Sequence,
    StatCheck,
    TargetSpec,
    You,
)
from grimoire.oracle.verbs.registry import VERBS, Subject, as_object, as_player, verb

__all__ = ["VERBS"]


@verb("endure")
def _endure(subject: Subject, rest: str, ctx: Context) -> Effect:
    """ "<it> endures N" (Tarkir: Dragonstorm, 2025, after the 2025-02-07 CR; its reminder
    text): "Put N +1/+1 counters on it or create an N/N white Spirit creature token."
    (grimoire.effects.keyword_actions)."""
    return KeywordAction("endure", parse_number(rest, ctx), what=as_object(subject))


@verb("discover")
def _discover(subject: Subject, rest: str, ctx: Context) -> Effect:
    """CR 701.55a: "Discover N" means "Exile cards from the top of your library until you
    exile a nonland card with mana value N or less. You may cast that card without paying
    its mana cost if the resulting spell's mana value is less than or equal to N. If you
    don't cast it, put that card into your hand. Put the remaining exiled cards on the
    bottom of your library in a random order." (As for cascade, the resulting spell's
    mana value is read as the card's.)"""
    if not re.fullmatch(NUMBER_RE, rest):
        raise ParseFailure(rest, "discover how much")
    limit = StatCheck("mana_value", "le", parse_number(rest, ctx))
    found = Bound("found")
    ctx.antecedent = found
    return Sequence((
        ExileUntil(ObjectFilter(types_none=("land",), stats=(limit,)), as_player(subject, ctx)),
        Conditional(ObjectMatches(found, ObjectFilter(stats=(limit,))),
                    CastCard(found, optional=True, mode="without_paying")),
        IfDid(None, otherwise=PutIntoHand(found)),
        PutIntoLibrary(RestOf("exiled_way"), "bottom", order="random"),
    ))


@verb("clash")
def _clash(subject: Subject, rest: str, ctx: Context) -> Effect:
    """CR 701.23b: "Clash with an opponent" means "Choose an opponent. You and that
    opponent each clash." (grimoire.effects.clash)"""
    if rest.lower() != "with an opponent" or as_player(subject, ctx) != You():
        raise ParseFailure(rest, "clash with whom")
    clash = Clash()
    ctx.player_antecedent = clash.opponent  # "Otherwise, that player gains control of ..."
    return clash


@verb("support")
def _support(subject: Subject, rest: str, ctx: Context) -> Effect:
    """CR 701.35a: "Support N" on a permanent means "Put a +1/+1 counter on each of up to N
    other target creatures"; on an instant or sorcery spell, "... up to N target creatures"
    (the targets are the ability's, chosen as it is put on the stack)."""
    if not re.fullmatch(NUMBER_RE, rest):
        raise ParseFailure(rest, "support how much")
    amount = parse_number(rest, ctx)
    creatures = ObjectFilter(types_any=("creature",), zone="battlefield",
                             another=ctx.of_permanent)
    if isinstance(amount, Fixed):
        spec = TargetSpec("object", creatures, min_count=0, max_count=amount.value)
    else:  # "support X": X is known as the targets are chosen (CR 601.2b-c)
        spec = TargetSpec("object", creatures, min_count=0, max_count=99, max_amount=amount)
    ref = ctx.add_target(spec)
    return PutCounters("+1/+1", Fixed(1), ref)
