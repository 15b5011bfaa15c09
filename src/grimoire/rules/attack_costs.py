"""Costs to attack (CR 508.1g-j), whatever imposes them: the kernel's side of "Creatures
can't attack you unless their controller pays {2} for each creature they control that's
attacking you" (Propaganda; the mechanism, :mod:`grimoire.mechanics.attack_tax`, prices each
attack through :data:`grimoire.rules.hooks.ATTACK_COSTS`).

The active player declares attackers, then the total cost is locked in and paid (CR
508.1h-j), after the attackers tapped (CR 508.1f: an attacking creature can't tap for that
mana). :class:`CostedAttackOptions` lists exactly the declarations whose total cost the
attacking player can pay, without expanding the product of every creature's choices: a
dynamic programme over the creatures whose state is the cost so far (capped at the budget)
and the number of attackers (for "can't attack alone", CR 506.5). The budget is the generic
mana the player can make without the creatures that could attack (those may tap to attack;
a creature with vigilance may still pay). CR 508.1d: a creature is never required to attack
a player it must pay to attack (see :func:`grimoire.rules.attack_requirements.attack_choices`).

>>> CostedAttackOptions([1, 2], [[None, "a"], [None, "a"]], [[0, 2], [0, 2]], 2).__len__()
3
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from grimoire.rules import costs, hooks, query
from grimoire.rules.actions import Decision, DeclareAttackers
from grimoire.rules.combat import AttackOptions
from grimoire.rules.objects import GameObject, Target

if TYPE_CHECKING:
    from grimoire.rules.game import Game

Pricer = Callable[[GameObject, Target], int]
"""What an attacker must pay, in generic mana, to attack a target (CR 508.1h)."""


def pricers(game: Game) -> list[Pricer]:
    """The costs to attack the mechanisms impose in ``game`` now (none, usually)."""
    return [p for price in hooks.ATTACK_COSTS.funcs if (p := price(game)) is not None]


def cost_of(found: list[Pricer], attacker: GameObject, target: Target) -> int:
    """The generic mana ``attacker`` costs to attack ``target`` (CR 508.1h)."""
    return sum(p(attacker, target) for p in found)


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


class CostedAttackOptions(AttackOptions):
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


def costly_targets(found: list[Pricer], obj: GameObject,
                   allowed: list[Target]) -> frozenset[Target]:
    """The targets ``obj`` must pay to attack (CR 508.1d: attacking them is never required)."""
    if not found:
        return frozenset()
    return frozenset(t for t in allowed if cost_of(found, obj, t))


def costed_options(game: Game, found: list[Pricer], creatures: list[int],
                   choices: list[list[Target | None]],
                   alone: Sequence[int]) -> CostedAttackOptions | None:
    """The declarations within the player's means, if any creature's choice costs mana."""
    if not found:
        return None
    taxes = [[0 if t is None else cost_of(found, game.objects[c], t) for t in opts]
             for c, opts in zip(creatures, choices, strict=True)]
    if not any(any(row) for row in taxes):
        return None
    cap = sum(max(row) for row in taxes)
    return CostedAttackOptions(creatures, choices, taxes,
                               budget(game, game.active, creatures, cap), alone)


def pay(game: Game, action: DeclareAttackers) -> None:
    """CR 508.1h-j: lock in the total cost of the declared attack and pay it (the attackers
    are already tapped)."""
    found = pricers(game)
    if not found:
        return
    total = sum(cost_of(found, game.objects[c], t) for c, t in action.attacks)
    if total:
        costs.pay_mana(game, game.active, ("1",) * total)


OPTIONAL: hooks.StateKey[tuple[Decision, ...]] = hooks.StateKey("attack_optional_costs")
"""The optional costs to attack not asked about yet (CR 508.1g), in order."""


def optional_costs(game: Game) -> Decision | None:
    """CR 508.1g: after attackers (and bands, 508.1e) are declared, the first of the yes/no
    questions the mechanisms ask about optional costs to attack (the rest wait), or None."""
    queue = [d for ask in hooks.ATTACK_OPTIONAL_COSTS.in_game(game) for d in ask(game)]
    return _next(game, queue)


def answer_optional(game: Game, decision: Decision, yes: bool) -> Decision | None:
    """Apply the answer to an optional-cost question; the next question, or None."""
    hooks.ATTACK_OPTIONAL_ANSWERS[decision.rule](game, decision, yes)
    return _next(game, list(OPTIONAL.get(game) or ()))


def _next(game: Game, queue: list[Decision]) -> Decision | None:
    if len(queue) > 1:
        OPTIONAL.set(game, tuple(queue[1:]))
    else:
        OPTIONAL.clear(game)
    return queue[0] if queue else None
