"""Costs to attack (CR 508.1g-j): "Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you" (Propaganda, Ghostly Prison) and
"... you or planeswalkers you control unless their controller pays {1} for each of those
creatures".

A :class:`~grimoire.oracle.ir.CombatRestrictionStatic` with rule ``attack_tax`` (or
``attack_tax_or_planeswalkers``) and ``tax`` N makes each creature its ``filter`` names cost
{N} to attack the static's controller (and their planeswalkers). The active player declares
attackers, then the total cost is locked in and paid (CR 508.1h-j), after the attackers
tapped (CR 508.1f: an attacking creature can't tap for that mana).

:class:`TaxedAttackOptions` lists exactly the declarations whose total cost the attacking
player can pay, without expanding the product of every creature's choices: a dynamic
programme over the creatures whose state is the cost so far (capped at the budget) and the
number of attackers (for "can't attack alone", CR 506.5). The budget is the generic mana
the player can make without the creatures that could attack (those may tap to attack; a
creature with vigilance may still pay). CR 508.1d: a creature is never required to attack a
player it must pay to attack (see :func:`grimoire.rules.attack_requirements.attack_choices`).

>>> TaxedAttackOptions([1, 2], [[None, "a"], [None, "a"]], [[0, 2], [0, 2]], 2).__len__()
3
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from grimoire.oracle import ir
from grimoire.rules import costs, query
from grimoire.rules.actions import DeclareAttackers
from grimoire.rules.combat import AttackOptions
from grimoire.rules.objects import GameObject, Seat, Target

if TYPE_CHECKING:
    from grimoire.rules.game import Game

RULES = ("attack_tax", "attack_tax_or_planeswalkers")


def _taxes(game: Game) -> list[tuple[GameObject, ir.CombatRestrictionStatic]]:
    out: list[tuple[GameObject, ir.CombatRestrictionStatic]] = []
    if not game.n_statics:
        return out
    for sid in game.battlefield:
        source = game.objects[sid]
        for _, ability in source.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.ConditionalStatic) and isinstance(
                    eff.effect, ir.CombatRestrictionStatic) and eff.effect.rule in RULES:
                if not query.static_condition(game, source, eff.condition):
                    continue  # CR 611.3a
                eff = eff.effect
            if isinstance(eff, ir.CombatRestrictionStatic) and eff.rule in RULES:
                out.append((source, eff))
    return out


def tax_of(game: Game, found: list[tuple[GameObject, ir.CombatRestrictionStatic]],
           attacker: GameObject, target: Target) -> int:
    """The generic mana ``attacker`` costs to attack ``target`` (CR 508.1h)."""
    player = target.index if isinstance(target, Seat) else game.objects[target].controller
    total = 0
    for source, rule in found:
        if source.controller != player:
            continue
        if not isinstance(target, Seat) and rule.rule != "attack_tax_or_planeswalkers":
            continue
        if rule.filter is None or query.matches(game, attacker, rule.filter, source.controller,
                                                source.id):
            total += rule.tax
    return total


def budget(game: Game, player: int, creatures: Sequence[int], cap: int) -> int:
    """The most generic mana (up to ``cap``) ``player`` can pay now without the creatures
    that could attack (unless they have vigilance)."""
    exclude = frozenset(c for c in creatures
                        if not query.has_keyword(game, game.objects[c], "vigilance"))
    amount = 0
    while amount < cap and costs.mana_plan(game, player, ("1",) * (amount + 1),
                                           exclude) is not None:
        amount += 1
    return amount


class TaxedAttackOptions(AttackOptions):
    """Every legal attack declaration whose total cost to attack is at most ``limit``;
    ``taxes[i][j]``: what creature ``i`` pays for its choice ``j``; ``alone``: creatures that
    can't attack alone (CR 506.5)."""

    def __init__(self, creatures: list[int], choices: list[list[Any]], taxes: list[list[int]],
                 limit: int, alone: Sequence[int] = ()) -> None:
        self.creatures = creatures
        self.choices = choices
        self.taxes = taxes
        self.limit = limit
        self.alone = frozenset(alone)
        self._memo: dict[tuple[int, int, int], int] = {}
        self._set_count(self._count(0, 0, 0))

    def _step(self, i: int, j: int, spent: int, attackers: int) -> tuple[int, int] | None:
        spent += self.taxes[i][j]
        if spent > self.limit:
            return None
        if self.choices[i][j] is None:
            return spent, attackers
        solo = 2 if self.creatures[i] in self.alone else 1
        return spent, (solo if attackers == 0 else 3)

    def _count(self, i: int, spent: int, attackers: int) -> int:
        if i == len(self.creatures):
            return 0 if attackers == 2 else 1  # 2: a lone creature that can't attack alone
        key = (i, spent, attackers)
        found = self._memo.get(key)
        if found is None:
            found = 0
            for j in range(len(self.choices[i])):
                nxt = self._step(i, j, spent, attackers)
                if nxt is not None:
                    found += self._count(i + 1, *nxt)
            self._memo[key] = found
        return found

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = index + len(self) if index < 0 else index
        if not 0 <= n < len(self):
            raise IndexError(index)
        attacks: list[tuple[int, Target]] = []
        spent = attackers = 0
        for i, creature in enumerate(self.creatures):
            for j, target in enumerate(self.choices[i]):
                nxt = self._step(i, j, spent, attackers)
                if nxt is None:
                    continue
                count = self._count(i + 1, *nxt)
                if n < count:
                    if target is not None:
                        attacks.append((creature, target))
                    spent, attackers = nxt
                    break
                n -= count
        return DeclareAttackers(tuple(attacks))

    def __contains__(self, item: object) -> bool:
        if not AttackOptions.__contains__(self, item):
            return False
        assert isinstance(item, DeclareAttackers)
        chosen = dict(item.attacks)
        spent = attackers = 0
        for i, creature in enumerate(self.creatures):
            j = self.choices[i].index(chosen.get(creature))
            nxt = self._step(i, j, spent, attackers)
            if nxt is None:
                return False
            spent, attackers = nxt
        return attackers != 2


def costly_targets(game: Game, obj: GameObject, allowed: list[Target]) -> frozenset[Target]:
    """The targets ``obj`` must pay to attack (CR 508.1d: attacking them is never required)."""
    found = _taxes(game)
    if not found:
        return frozenset()
    return frozenset(t for t in allowed if tax_of(game, found, obj, t))


def taxed_options(game: Game, creatures: list[int], choices: list[list[Target | None]],
                  alone: Sequence[int]) -> TaxedAttackOptions | None:
    """The declarations within the player's means, if any creature's choice costs mana."""
    found = _taxes(game)
    if not found:
        return None
    taxes = [[0 if t is None else tax_of(game, found, game.objects[c], t) for t in opts]
             for c, opts in zip(creatures, choices, strict=True)]
    if not any(any(row) for row in taxes):
        return None
    cap = sum(max(row) for row in taxes)
    return TaxedAttackOptions(creatures, choices, taxes,
                              budget(game, game.active, creatures, cap), alone)


def pay(game: Game, action: DeclareAttackers) -> None:
    """CR 508.1h-j: lock in the total cost of the declared attack and pay it (the attackers
    are already tapped)."""
    found = _taxes(game)
    if not found:
        return
    total = sum(tax_of(game, found, game.objects[c], t) for c, t in action.attacks)
    if total:
        costs.pay_mana(game, game.active, ("1",) * total)
