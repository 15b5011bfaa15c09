"""Echo and cumulative upkeep: the upkeep triggered abilities these keywords stand for
(CR 702.30a, 702.24a), compiled into ordinary IR that the engine runs
(grimoire.mechanics.upkeep_costs keeps what echo's condition reads).

>>> from grimoire.core.mana import ManaCost
>>> echo = upkeep_ability(ir.Keyword("echo", cost=ir.Cost(ManaCost(("2", "G")))), "Echo {2}{G}")
>>> echo.effect
UnlessPays(effect=SacrificeThis(), cost=Cost(mana=ManaCost(symbols=('2', 'G')), parts=()), \
who=You(), times=None, x=None, alternatives=())
>>> upkeep_ability(ir.Keyword("echo"), "Echo").reason
'echo without a cost'
"""

from __future__ import annotations

import re

from grimoire.oracle import ir
from grimoire.oracle.context import ParseFailure
from grimoire.oracle.costs import parse_cost

UPKEEP_KEYWORDS = ("echo", "cumulative upkeep")
"""Keywords that become an "at the beginning of your upkeep" triggered ability."""

_DASHED = re.compile(r"(echo|cumulative upkeep|escalate|ward|kicker|flashback|buyback|cycling|"
                     r"escape)"
                     r"—(.+)", re.IGNORECASE)
"""Keywords whose cost may be other than mana, written "<keyword>—<cost>" (CR 702.30a,
702.24a, 702.120a, 702.21a; kicker, flashback, buyback, cycling: CR 702.33a, 702.34a,
702.27a, 702.29a; escape: CR 702.138a): "Kicker—Sacrifice a creature", "Flashback—{1}{U},
Pay 3 life"."""
DASHED_NAMES = ("echo", "cumulative upkeep", "escalate", "ward", "kicker", "flashback",
                "buyback", "cycling", "escape")


def dashed_keyword(item: str) -> ir.Keyword | None:
    """ "Echo—Discard a card", "Cumulative upkeep—Pay 1 life", "Ward—Pay 2 life", "Kicker—
    Sacrifice a land", "Buyback—Pay 4 life": a keyword whose cost is not only mana (CR
    702.30a, 702.24a, 702.21a, 702.33a, 702.27a), or None if ``item`` isn't one.

    >>> dashed_keyword("Cumulative upkeep—Pay 1 life").cost.parts
    (PayLifeCost(amount=Fixed(value=1)),)
    >>> flashback = dashed_keyword("Flashback—{1}{U}, Pay 3 life")
    >>> flashback.name, flashback.cost.mana.symbols, flashback.cost.parts
    ('flashback', ('1', 'U'), (PayLifeCost(amount=Fixed(value=3)),))
    >>> dashed_keyword("Flying") is None
    True
    """
    match = _DASHED.fullmatch(item.strip().rstrip("."))
    if match is None:
        return None
    try:
        cost = parse_cost(match.group(2))
    except ParseFailure:
        return None
    return ir.Keyword(match.group(1).lower(), cost=cost)


def upkeep_ability(keyword: ir.Keyword, text: str) -> ir.TriggeredAbility | ir.Unimplemented:
    """The triggered ability ``keyword`` means (the keyword itself stays on the card)."""
    if keyword.cost is None:
        return ir.Unimplemented(text, f"{keyword.name} without a cost")
    upkeep = ir.StepTrigger("upkeep", "you")
    if keyword.name == "echo":
        # CR 702.30a: "At the beginning of your upkeep, if this permanent came under your
        # control since the beginning of your last upkeep, sacrifice it unless you pay
        # [cost]."
        return ir.TriggeredAbility(upkeep, ir.UnlessPays(ir.SacrificeThis(), keyword.cost),
                                   condition=ir.ControlledSinceLastUpkeep(), text=text)
    # CR 702.24a: "put an age counter on this permanent. Then you may pay [cost] for each
    # age counter on it. If you don't, sacrifice it." (all or nothing)
    age = ir.CountersOn(ir.ThisObject(), "age")
    effect = ir.Sequence((ir.PutCounters("age", ir.Fixed(1), ir.ThisObject()),
                          ir.UnlessPays(ir.SacrificeThis(), keyword.cost, times=age)))
    return ir.TriggeredAbility(upkeep, effect, text=text)


RETURN_KEYWORDS = {"persist": "-1/-1", "undying": "+1/+1"}
"""CR 702.79a, 702.93a: keywords returning the permanent with a counter, and the counter."""


def return_ability(keyword: ir.Keyword, text: str) -> ir.TriggeredAbility:
    """ "When this permanent is put into a graveyard from the battlefield, if it had no
    [kind] counters on it, return it to the battlefield under its owner's control with a
    [kind] counter on it." (persist: -1/-1, undying: +1/+1).

    >>> return_ability(ir.Keyword("undying"), "Undying").condition
    HadNoCounters(kind='+1/+1')
    """
    kind = RETURN_KEYWORDS[keyword.name]
    back = ir.PutOntoBattlefield(ir.ThisObject(), ir.OwnerOf(ir.ThisObject()),
                                 counters=(ir.CounterSpec(kind, ir.Fixed(1)),))
    return ir.TriggeredAbility(ir.DiesTrigger(), back, condition=ir.HadNoCounters(kind),
                               text=text)

