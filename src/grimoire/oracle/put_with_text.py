"""Linked abilities of "put onto the battlefield with" (CR 607.2a): when another ability of
the card refers to "the creature put onto the battlefield with ~", the card's abilities that
put objects onto the battlefield remember them (``PutOntoBattlefield.linked``); the
referring abilities read them (``ExiledWith(zone="battlefield")``, the
:class:`~grimoire.oracle.ir.LinkedDiesTrigger`), see :mod:`grimoire.mechanics.put_with`.

>>> from grimoire.oracle import ir
>>> put = ir.TriggeredAbility(ir.EntersTrigger(), ir.PutOntoBattlefield(ir.TargetRef(0)))
>>> card = ir.CardDefinition("C", abilities=(put,),
...     oracle_text="When the creature put onto the battlefield with C dies, draw a card.")
>>> link_put_onto(card).abilities[0].effect.linked
True
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import TypeVar

from grimoire.oracle.ir import CardDefinition, PutOntoBattlefield

_N = TypeVar("_N")


def _linked(node: _N) -> _N:
    """``node`` with every :class:`PutOntoBattlefield` in it marked ``linked``."""
    if isinstance(node, PutOntoBattlefield):
        return replace(node, linked=True)
    if isinstance(node, tuple):
        items = tuple(_linked(n) for n in node)
        return node if all(a is b for a, b in zip(items, node, strict=True)) \
            else items  # type: ignore[return-value]
    if not is_dataclass(node) or isinstance(node, type):
        return node
    changed = {f.name: new for f in fields(node) if f.init
               and (new := _linked(getattr(node, f.name))) is not getattr(node, f.name)}
    return replace(node, **changed) if changed else node


def link_put_onto(card: CardDefinition) -> CardDefinition:
    """``card`` with its puts onto the battlefield remembered when its text refers to what
    was "put onto the battlefield with" it (CR 607.2a); unchanged otherwise."""
    if " put onto the battlefield with " not in card.oracle_text:
        return card
    return replace(card, abilities=_linked(card.abilities))
