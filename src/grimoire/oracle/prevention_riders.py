"""Prevention effects that also do something (CR 615.5): "If [combat] damage would be dealt
to <who>, prevent that damage and <instruction>" / "... prevent that damage. <Instruction>",
compiled as a :class:`~grimoire.oracle.ir.DamagePrevention` with ``then``.

>>> from grimoire.oracle.context import Context
>>> rider = prevention_rider("If combat damage would be dealt to ~, prevent that damage and "
...                         "exile that many cards from the top of your library.", Context())
>>> rider.kind, type(rider.then).__name__
('combat', 'Exile')
"""

from __future__ import annotations

import re
from typing import Literal

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.effects import parse_effect
from grimoire.oracle.ir import (
    AmountCompare,
    CountersOn,
    CreateTokens,
    DamagePrevention,
    EventAmount,
    Exile,
    NumberCheck,
    PutCounters,
    RemoveCounters,
    ThisObject,
    TopCards,
    TriggeringObject,
    Unimplemented,
    You,
    iter_nodes,
)
from grimoire.oracle.prevention_text import source_filter, who_is

_THEN = re.compile(r"if (combat |noncombat )?damage would be dealt to (.+?)(?: while it has an? "
                   r"(\S+) counter on it)?, prevent that damage(?: and |\. )(.+)",
                   re.IGNORECASE)
_BY = re.compile(r"if an? (.+?) would deal (combat |noncombat )?damage to (an opponent|you), "
                 r"prevent that damage(?: and |\. )(.+)", re.IGNORECASE)
_TOKENS_PER_POINT = re.compile(r"create an? (.+?) token( with .+?)? for each 1 damage "
                               r"prevented this way", re.IGNORECASE)
_PER_POINT = re.compile(r"(put|remove) an? (\S+) counter (on|from) (.+?) for each 1 damage "
                        r"prevented this way", re.IGNORECASE)

THEN_NODES: tuple[type, ...] = (Exile, PutCounters, RemoveCounters, CreateTokens)
"""What a prevention may also do (CR 615.5): instructions that choose nothing, exiling the
top cards of your library, putting or removing counters and creating tokens."""


def prevention_rider(text: str, ctx: Context) -> DamagePrevention | None:
    """ "If [combat] damage would be dealt to <who>, prevent that damage and <instruction>"
    (CR 615.5); "that many" and "for each 1 damage prevented this way" are the damage
    prevented, "that creature" the permanent it would have been dealt to."""
    line = text.strip().rstrip(".")
    match = _THEN.fullmatch(line)
    by = None
    opponent = False
    if match is None:
        match = _BY.fullmatch(line)  # "If a spell you control would deal damage to an
        if match is None:  # opponent, prevent that damage. Create ..." (Hostility)
            return None
        by = source_filter(match.group(1))
        opponent = match.group(3).lower() == "an opponent"
        to, you = None, not opponent
        match = _THEN.fullmatch(f"if {match.group(2) or ''}damage would be dealt to you, "
                                f"prevent that damage. {match.group(4)}")
        assert match is not None
    else:
        to, you = who_is(match.group(2))
    rest = _TOKENS_PER_POINT.sub(lambda m: f"create that many {m.group(1)} tokens"
                                           f"{m.group(2) or ''}", match.group(4))
    rest = _PER_POINT.sub(lambda m: f"{m.group(1)} that many {m.group(2)} counters "
                                    f"{m.group(3)} {m.group(4)}", rest)
    inner = Context(card_name=ctx.card_name, in_trigger=True, event_counts=True,
                    antecedent=TriggeringObject(), of_permanent=True)
    then = parse_effect(rest[:1].upper() + rest[1:], inner)
    if inner.targets or not isinstance(then, THEN_NODES) or any(
            isinstance(n, Unimplemented) for n in iter_nodes(then)):
        raise ParseFailure(line, "a prevention doing something that asks a choice")
    if isinstance(then, Exile) and not isinstance(then.what, TopCards):
        raise ParseFailure(line, "a prevention exiling chosen cards")
    if isinstance(then, CreateTokens) and then.controller != You():
        raise ParseFailure(line, "tokens for another player")
    amount = then.what.amount if isinstance(then, Exile) else then.amount  # type: ignore[union-attr]
    # "prevent that damage. Remove a +1/+1 counter" is done once for simultaneous damage
    # (the engine deals it as one event per source in one batch; the Phantom rulings: one
    # counter however many sources); "that many" adds up over the events
    once = not isinstance(amount, EventAmount)
    condition = None
    if match.group(3):  # "while it has a +1/+1 counter on it" (CR 611.3a, read as it's dealt)
        if to is None or not to.this_object:
            raise ParseFailure(line, "a counter condition of another object")
        condition = AmountCompare(CountersOn(ThisObject(), match.group(3)),
                                  NumberCheck("ge", 1))
    kind: Literal["any", "combat", "noncombat"] = (
        "combat" if match.group(1) == "combat " else
        "noncombat" if match.group(1) == "noncombat " else "any")
    return DamagePrevention(None, to, you, by, kind=kind, then=then, to_opponent=opponent,
                            once=once, condition=condition)
