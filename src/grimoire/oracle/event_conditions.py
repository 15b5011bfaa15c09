"""Conditions about what happened earlier: how a permanent came to be, what entered or was
put into a graveyard this turn, an object as it last existed, life changes this turn, and a
player's hand or life against each opponent's. Used by intervening "if" clauses (CR 603.4:
checked as the ability triggers and again as it resolves) and by "as long as" statics
through :func:`grimoire.oracle.conditions.parse_condition`.

>>> from grimoire.oracle.ir import ThisObject
>>> cast = event_condition("you cast it from your hand", Context(antecedent=ThisObject()))
>>> cast.ref, cast.filter.cast_with
(ThisObject(), 'cast:hand')
>>> cond = event_condition("two or more nonland permanents entered the battlefield under your "
...                        "control this turn", Context())
>>> cond.amount.filter.controller, cond.check.value
('you', 2)
>>> event_condition("you descended this turn", Context()).check
NumberCheck(op='ge', value=1)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle import ir
from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context
from grimoire.oracle.filters import PERMANENT_TYPES, parse_filter
from grimoire.oracle.lexer import SELF

_OPS = {"greater": "ge", "more": "ge", "less": "le", "fewer": "le"}
_COUNTED = rf"(a|an|another|one or more|({NUMBER_RE}) or more)"
"""How many: "a" / "another" (one or more), "two or more"."""


def _ref(word: str, ctx: Context) -> ir.ObjectRef | None:
    """The object "it" / "~" / "this creature" / "that creature" names."""
    if word == SELF.lower() or word.startswith("this "):
        return ir.ThisObject()
    return ctx.antecedent


def _least(counted: str, number: str | None, ctx: Context) -> int | None:
    if number is None:
        return 1
    amount = parse_number(number, ctx)
    return amount.value if isinstance(amount, ir.Fixed) else None


def event_condition(text: str, ctx: Context) -> ir.Condition | None:
    """The condition of a phrase of this family, or None."""
    text = text.strip()
    low = text.lower()
    found = _cast(low, ctx) or _life(low) or _against_each(low)
    if found is not None:
        return found
    match = re.fullmatch(_COUNTED + r" (.+?) entered the battlefield under your control "
                         r"this turn", text, re.IGNORECASE)
    if match:  # celebration: tokens created count (CR 111.1, 603.6a)
        least = _least(match.group(1), match.group(2), ctx)
        flt, _ = parse_filter(match.group(3))
        flt = replace(flt, controller="you", zone=None,
                      another=flt.another or match.group(1).lower() == "another")
        if least is not None:
            return ir.AmountCompare(ir.EnteredThisTurn(flt), ir.NumberCheck("ge", least))
    if low == "you descended this turn":  # CR 700.11: a permanent card into your graveyard
        descended = ir.ObjectFilter(types_any=PERMANENT_TYPES, token=False)
        return ir.AmountCompare(ir.ToGraveyardThisTurn(descended), ir.NumberCheck("ge", 1))
    match = re.fullmatch(_COUNTED + r" (.+? cards?) (?:was|were) put into your graveyard from "
                         r"anywhere this turn", text, re.IGNORECASE)
    if match:
        least = _least(match.group(1), match.group(2), ctx)
        flt, _ = parse_filter(match.group(3))
        if least is not None:
            return ir.AmountCompare(ir.ToGraveyardThisTurn(replace(flt, zone=None, token=False)),
                                    ir.NumberCheck("ge", least))
    match = re.fullmatch(rf"you attacked with creatures with total power ({NUMBER_RE}) or "
                         r"(greater|more) this combat", low)
    if match:  # pack tactics (CR 508.1)
        least = _least("", match.group(1), ctx)
        if least is not None:
            return ir.AmountCompare(ir.AttackersTotalPower(), ir.NumberCheck("ge", least))
    return _last_was(low, ctx)


def _cast(low: str, ctx: Context) -> ir.Condition | None:
    """ "you cast it [from your hand]", "it was cast", "it wasn't cast", "you didn't cast it
    from your hand" (CR 601.2a; a permanent put onto the battlefield or a token wasn't)."""
    if low in ("you haven't cast a spell from your hand this turn",
               "you didn't cast a spell from your hand this turn"):
        return ir.Not(ir.CastSpellThisTurn(ir.ObjectFilter(cast_with=ir.CAST_FROM_HAND_FLAG)))
    match = re.fullmatch(r"you (cast|didn't cast) (it|~|this \w+|that creature)( from your hand)?",
                         low)
    if match:
        negated, word, hand = match.group(1) != "cast", match.group(2), match.group(3)
    else:
        match = re.fullmatch(r"(it|he|she|they|~|this \w+|that creature) (was|were|wasn't|"
                             r"weren't) cast( from your hand)?", low)
        if match is None:
            return None
        negated, word, hand = "n't" in match.group(2), match.group(1), match.group(3)
    ref = _ref(word if word not in ("he", "she", "they") else "it", ctx)
    if ref is None:
        return None
    flag = ir.CAST_FROM_HAND_FLAG if hand else ir.CAST_FLAG
    cond = ir.ObjectMatches(ref, ir.ObjectFilter(cast_with=flag))
    return ir.Not(cond) if negated else cond


def _life(low: str) -> ir.Condition | None:
    """ "you gained or lost life this turn", "you gained and lost life this turn", "you
    didn't lose life this turn" (CR 119.3)."""
    gained = ir.AmountCompare(ir.LifeChangedTotal(gained=True), ir.NumberCheck("ge", 1))
    lost = ir.AmountCompare(ir.LifeChangedTotal(gained=False), ir.NumberCheck("ge", 1))
    if low == "you gained or lost life this turn":
        return ir.AnyOf((gained, lost))
    if low == "you gained and lost life this turn":
        return ir.AllOf((gained, lost))
    if low in ("you didn't lose life this turn", "you haven't lost life this turn"):
        return ir.Not(lost)
    return None


def _against_each(low: str) -> ir.Condition | None:
    """ "you have more cards in hand than each opponent", "you have more life than each
    opponent" / "than an opponent", "an opponent has more life than you": compared with
    each opponent still in the game (CR 800.4a)."""
    match = re.fullmatch(r"you have more (cards in (?:your )?hand|life) than (each|an) opponent",
                         low)
    if match:
        life = match.group(1) == "life"
        theirs = ir.LifeTotal(ir.CheckedPlayer()) if life else ir.CardsIn("hand",
                                                                          ir.CheckedPlayer())
        yours = ir.LifeTotal() if life else ir.CardsIn("hand")
        if match.group(2) == "each":  # no opponent has as many or more
            return ir.Not(ir.PlayersExist(ir.PlayersWhere(
                ir.EachOpponent(), ir.CompareAmounts(theirs, "ge", yours))))
        return ir.PlayersExist(ir.PlayersWhere(ir.EachOpponent(),
                                               ir.CompareAmounts(theirs, "lt", yours)))
    match = re.fullmatch(r"an opponent has more (cards in (?:their )?hand|life) than you", low)
    if match:
        life = match.group(1) == "life"
        theirs = ir.LifeTotal(ir.CheckedPlayer()) if life else ir.CardsIn("hand",
                                                                          ir.CheckedPlayer())
        yours = ir.LifeTotal() if life else ir.CardsIn("hand")
        return ir.PlayersExist(ir.PlayersWhere(ir.EachOpponent(),
                                               ir.CompareAmounts(theirs, "gt", yours)))
    return None


def _last_was(low: str, ctx: Context) -> ir.Condition | None:
    """ "it had counters on it", "it had a +1/+1 counter on it", "it had no time counters on
    it", "its power was 3 or greater", "it's not a token": the object as it last existed on
    the battlefield (CR 603.10a, 608.2h)."""
    match = re.fullmatch(r"(it|~|this \w+|that creature) had (?:(a|an|one or more|no) )?"
                         r"(?:([+\-\w/]+) )?counters? on it", low)
    if match:
        ref = _ref(match.group(1), ctx)
        if ref is None:
            return None
        kind = match.group(3) or "any"
        has = ir.AsItLastWas(ref, ir.ObjectFilter(counters=kind))
        return ir.Not(has) if match.group(2) == "no" else has
    match = re.fullmatch(r"(its|~'s|this \w+'s|that creature's) (power|toughness) was "
                         r"(?:(\d+) or (greater|more|less|fewer)|less than (\d+)|greater than "
                         r"(\d+))", low)
    if match:
        ref = _ref(match.group(1).removesuffix("'s").replace("its", "it"), ctx)
        if ref is None:
            return None
        if match.group(3):
            check = ir.NumberCheck(_OPS[match.group(4)], int(match.group(3)))  # type: ignore[arg-type]
        elif match.group(5):
            check = ir.NumberCheck("lt", int(match.group(5)))
        else:
            check = ir.NumberCheck("gt", int(match.group(6)))
        stat = ir.ObjectFilter(power=check) if match.group(2) == "power" else \
            ir.ObjectFilter(toughness=check)
        return ir.AsItLastWas(ref, stat)
    match = re.fullmatch(r"(it|~|this \w+)(?:'s not| isn't| is not) a token", low)
    if match:  # (a token put into a graveyard ceases to exist there, CR 704.5d)
        ref = _ref(match.group(1), ctx)
        return ir.AsItLastWas(ref, ir.ObjectFilter(token=False)) if ref is not None else None
    return None
