"""The abilities "Suspend N—[cost]" stands for besides its special action (CR 702.62a):

* "At the beginning of your upkeep, if this card is suspended, remove a time counter from
  it." (a triggered ability that works in exile, with an intervening "if", CR 603.4);
* "When the last time counter is removed from this card, if it's exiled, you may play it
  without paying its mana cost if able. If you don't, it remains exiled. If you cast a
  creature spell this way, it gains haste until you lose control of the spell or the
  permanent it becomes." (works in exile; the cast sets the ``suspended`` cast option,
  which the permanent keeps: :func:`grimoire.mechanics.suspend.cast_flag`).

The special action itself (pay the cost, exile the card from the hand with N time counters)
is :mod:`grimoire.mechanics.suspend`.

>>> from grimoire.core.mana import ManaCost
>>> k = ir.Keyword("suspend", cost=ir.Cost(ManaCost(("R",))), amount=ir.Fixed(1))
>>> [a.zone for a in suspend_abilities(k, "Suspend 1—{R}")[:2]]
['exile', 'exile']
>>> suspend_abilities(ir.Keyword("suspend", amount=ir.VarX()), "Suspend X")[0].reason
'suspend with X time counters'
"""

from __future__ import annotations

from grimoire.oracle import ir

_THIS_EXILED = ir.ObjectMatches(ir.ThisObject(), ir.ObjectFilter(zone="exile"))


def suspend_count(keyword: ir.Keyword) -> int | None:
    """N of "Suspend N—[cost]", or None (X, or no cost)."""
    if keyword.cost is None or not isinstance(keyword.amount, ir.Fixed):
        return None
    return keyword.amount.value


def suspend_abilities(keyword: ir.Keyword, span: str) -> list[ir.Ability]:
    """The triggered abilities and the haste of a card cast by its suspend ability."""
    if suspend_count(keyword) is None:
        return [ir.Unimplemented(span, "suspend with X time counters")]
    tick = ir.TriggeredAbility(
        ir.StepTrigger("upkeep", "you"), ir.RemoveCounters("time", ir.Fixed(1), ir.ThisObject()),
        condition=ir.Suspended(), text=span, zone="exile")
    play = ir.TriggeredAbility(
        ir.LastCounterRemovedTrigger("time"),
        ir.CastCard(ir.ThisObject(), optional=True, mode="without_paying", play=True),
        condition=_THIS_EXILED, text=span, zone="exile")
    haste = ir.PowerToughnessBoost(ir.ObjectFilter(zone="battlefield", this_object=True), 0, 0,
                                   ("haste",))
    return [tick, play,
            ir.StaticAbility(ir.ConditionalStatic(ir.CastWith("suspended"), haste), text=span)]
