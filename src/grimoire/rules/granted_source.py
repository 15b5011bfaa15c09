"""Binding a granted ability to the object that grants it (CR 201.5a).

A compiled granted ability names its granter as ``GrantingSource(0)``
(:mod:`grimoire.oracle.granted_source`). When a static ability grants it
(:mod:`grimoire.rules.grants`), each such reference becomes ``GrantingSource(<granter id>)``,
so "Sacrifice Ninja's Kunai: Ninja's Kunai deals 3 damage" sacrifices that Equipment and
has it deal the damage, even with two Kunai on one creature. Bound abilities are cached by
(ability, granter): the same object each time, so granted characteristics stay cached.

>>> from grimoire.oracle import ir
>>> cost = ir.Cost(parts=(ir.SacrificeCost(granter=ir.GrantingSource()),))
>>> ability = ir.ActivatedAbility(cost, ir.DealDamage(ir.Fixed(2), ir.TargetRef(0),
...                               ir.GrantingSource()))
>>> bound = bind((ability,), 7)[0]
>>> bound.effect.source, bound.cost.parts[0].granter
(GrantingSource(oid=7), GrantingSource(oid=7))
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from grimoire.oracle import ir
from grimoire.rules.cardinfo import remember

_NAMES: dict[int, tuple[ir.Ability, bool]] = {}
_BOUND: dict[tuple[int, int], tuple[ir.Ability, ir.Ability]] = {}


def _names_granter(ability: ir.Ability) -> bool:
    hit = _NAMES.get(id(ability))
    if hit is None or hit[0] is not ability:
        found = any(isinstance(n, ir.GrantingSource) for n in ir.iter_nodes(ability))
        hit = (ability, found)
        remember(_NAMES, id(ability), hit)  # bounded: see cardinfo.CACHE_LIMIT
    return hit[1]


def _substitute(node: Any, oid: int) -> Any:
    if isinstance(node, ir.GrantingSource):
        return ir.GrantingSource(oid)
    if isinstance(node, tuple):
        return tuple(_substitute(n, oid) for n in node)
    if not hasattr(node, "__dataclass_fields__"):
        return node
    changes = {}
    for f in fields(node):
        value = getattr(node, f.name)
        new = _substitute(value, oid)
        if new is not value:
            changes[f.name] = new
    return replace(node, **changes) if changes else node


def bind(abilities: tuple[ir.Ability, ...], oid: int) -> tuple[ir.Ability, ...]:
    """``abilities`` as granted by object ``oid`` (see the module docstring)."""
    if not any(_names_granter(a) for a in abilities):
        return abilities
    out: list[ir.Ability] = []
    for ability in abilities:
        if not _names_granter(ability):
            out.append(ability)
            continue
        key = (id(ability), oid)
        hit = _BOUND.get(key)
        if hit is None or hit[0] is not ability:
            hit = (ability, _substitute(ability, oid))
            remember(_BOUND, key, hit)  # one entry per granting object: bounded
        out.append(hit[1])
    return tuple(out)
