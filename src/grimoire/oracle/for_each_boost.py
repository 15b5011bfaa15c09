"""Static boosts that count: "This creature gets +1/+0 for each artifact you control",
"Equipped creature gets +1/+1 for each charge counter on this Equipment" (CR 613.4c, layer
7c; CR 611.3a: the count is read whenever the characteristics are).

They compile to a :class:`~grimoire.oracle.ir.DynamicBoost` whose amounts are the counted
amount times each printed number.

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import ObjectFilter
>>> boost = for_each_boost("~ gets +2/+0 for each artifact you control", Context(),
...                        lambda s: ObjectFilter(this_object=True))
>>> boost.power.factor, boost.power.amount.filter.types_any, boost.toughness
(2, ('artifact',), Fixed(value=0))
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.amounts import for_each_amount
from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    AFFECTED_NAME,
    Amount,
    Bound,
    CardsIn,
    ColorCount,
    ControllerOf,
    CountOf,
    DynamicBoost,
    Fixed,
    ObjectFilter,
    Plus,
    Times,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.player_counts import for_each_player

_BOOST = re.compile(r"(.+?) gets? ([+-])(\d+)/([+-])(\d+) for each (.+)")


def _scaled(amount: Amount, sign: str, number: str) -> Amount:
    factor = int(number) * (-1 if sign in "-−" else 1)
    if factor == 0:
        return Fixed(0)
    return amount if factor == 1 else Times(amount, factor)


def for_each_boost(text: str, ctx: Context,
                   subject: Callable[[str], ObjectFilter]) -> DynamicBoost | None:
    """The boost of "<subject> gets +N/+M for each <thing>", or None for another shape.
    A "for each other ..." tail of a subject that isn't this object is left alone ("other"
    would mean other than the enchanted creature, not other than this Aura)."""
    match = _BOOST.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    who, p_sign, p_num, t_sign, t_num, tail = match.groups()
    attached = re.fullmatch(r"(Aura|Equipment)(?: and (Aura|Equipment))? attached to "
                            r"(?:it|~|this creature)", tail)
    if attached and who in (SELF, "This creature"):  # "for each Aura attached to it"
        kinds = tuple(k for k in attached.groups() if k)  # "Aura and Equipment": either
        amount: Amount = CountOf(ObjectFilter(subtypes_any=kinds, zone="battlefield",
                                              attached_to_this=True))
        return DynamicBoost(subject(who), _scaled(amount, p_sign, p_num),
                            _scaled(amount, t_sign, t_num))
    other = re.fullmatch(r"other (creature|artifact|permanent)s? you control", tail)
    if other and re.fullmatch(r"(?:Enchanted|Equipped) (?:creature|permanent)", who):
        # "Enchanted creature gets +0/+2 for each other creature you control": other than
        # the enchanted one (counted only if you control it)
        kind = (other.group(1),) if other.group(1) != "permanent" else ()
        mine = ObjectFilter(types_any=kind, controller="you", zone="battlefield")
        amount = Plus((CountOf(mine), Times(CountOf(replace(mine, attached_to_source=True)),
                                            -1)))
        return DynamicBoost(subject(who), _scaled(amount, p_sign, p_num),
                            _scaled(amount, t_sign, t_num))
    if tail.lower().startswith("other ") and who != SELF:
        return None
    own = _per_object(tail) if who not in (SELF, "This creature") else None
    if own is not None:  # "for each of its colors": each affected object's own count
        return DynamicBoost(subject(who), _scaled(own, p_sign, p_num),
                            _scaled(own, t_sign, t_num))
    over_players = for_each_player(tail, ctx)  # "for each opponent whose life total ..."
    plain = re.sub(r" (?:with|that (?:has|have)) (?:an?|one or more|no) \S+ counters? on "
                   r"(?:it|them)$", "", tail.lower())  # (each counted object's own counters)
    if over_players is None and re.search(r"\b(it|its|them|their|that)\b", plain):
        return None  # a pronoun for each affected object: a per-object count

    amount = over_players or for_each_amount(tail, ctx)
    return DynamicBoost(subject(who), _scaled(amount, p_sign, p_num),
                        _scaled(amount, t_sign, t_num))


AFFECTED = Bound(AFFECTED_NAME)
"""The object a static boost is being applied to, as its amount reads it."""


def _per_object(tail: str) -> Amount | None:
    """A count read for each affected object: "of its colors" (CR 105.2), "card in its
    controller's hand"."""
    if tail == "of its colors":
        return ColorCount(AFFECTED)
    if tail == "card in its controller's hand":
        return CardsIn("hand", ControllerOf(AFFECTED))
    return None
