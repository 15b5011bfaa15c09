"""Costs to attack imposed by statics (CR 508.1g-h): "Creatures can't attack you unless their
controller pays {2} for each creature they control that's attacking you" (Propaganda, Ghostly
Prison) and "... you or planeswalkers you control unless their controller pays {1} for each
of those creatures".

A :class:`~grimoire.oracle.ir.CombatRestrictionStatic` with rule ``attack_tax`` (or
``attack_tax_or_planeswalkers``) and ``tax`` N makes each creature its ``filter`` names cost
{N} to attack the static's controller (and their planeswalkers). The kernel lists the
declarations the player can pay for and pays the total (:mod:`grimoire.rules.attack_costs`);
this module prices each attack (:data:`grimoire.rules.hooks.ATTACK_COSTS`).

Rule ``attack_block_cost`` ("Enchanted creature can't attack or block unless its controller
pays {3}", "This creature can't attack or block unless you pay {2}") costs its ``tax`` to
attack anyone (CR 508.1h) and the same to block (CR 509.1d, priced through
:data:`grimoire.rules.hooks.BLOCK_COSTS`); ``filter`` None: the source itself. Rule
``block_tax`` ("As long as this creature is attacking, creatures can't block unless their
controller pays {1} for each of those creatures") costs its ``tax`` for each blocker its
``filter`` names, whoever controls it (CR 509.1d).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, query
from grimoire.rules.combat import active_restrictions
from grimoire.rules.objects import GameObject, Seat, Target

if TYPE_CHECKING:
    from grimoire.rules.attack_costs import Pricer
    from grimoire.rules.game import Game

RULES = ("attack_tax", "attack_tax_or_planeswalkers", "attack_block_cost")


def _taxes(game: Game) -> list[tuple[GameObject, ir.CombatRestrictionStatic]]:
    """The attack taxes on the battlefield now, with their sources (CR 508.1g)."""
    return list(active_restrictions(game, RULES))


def tax_of(game: Game, found: list[tuple[GameObject, ir.CombatRestrictionStatic]],
           attacker: GameObject, target: Target) -> tuple[str, ...]:
    """The mana symbols ``attacker`` costs to attack ``target`` (CR 508.1h; each static its
    own, Norn's Annex's {W/P} paid with {W} or 2 life, CR 107.4f)."""
    player = target.index if isinstance(target, Seat) else game.objects[target].controller
    total: list[str] = []
    for source, rule in found:
        if rule.rule == "attack_block_cost":
            total += ("1",) * _own_cost(game, source, rule, attacker)
            continue
        if source.controller != player:
            continue
        if not isinstance(target, Seat) and rule.rule != "attack_tax_or_planeswalkers":
            continue
        if rule.filter is None or query.matches(game, attacker, rule.filter, source.controller,
                                                source.id):
            total += (rule.tax_symbol,) * rule.tax
    return tuple(total)


def _own_cost(game: Game, source: GameObject, rule: ir.CombatRestrictionStatic,
              creature: GameObject) -> int:
    """What ``creature`` pays to attack or block under an ``attack_block_cost`` rule (or to
    block under a ``block_tax`` rule: "creatures can't block unless their controller pays
    {1} for each of those creatures", CR 509.1d)."""
    if rule.filter is None:
        return rule.tax if creature.id == source.id else 0
    return rule.tax if query.matches(game, creature, rule.filter, source.controller,
                                     source.id) else 0


def _block_pricer(game: Game) -> Callable[[GameObject], int] | None:
    found = [(s, r) for s, r in active_restrictions(game, ("attack_block_cost", "block_tax"))]
    if not found:
        return None
    return lambda blocker: sum(_own_cost(game, s, r, blocker) for s, r in found)


def _pricer(game: Game) -> Pricer | None:
    found = _taxes(game)
    if not found:
        return None
    return lambda attacker, target: tax_of(game, found, attacker, target)


hooks.ATTACK_COSTS.add(_pricer)  # CR 508.1h
hooks.BLOCK_COSTS.add(_block_pricer)  # CR 509.1d
