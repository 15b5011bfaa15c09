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

>>> CostedAttackOptions([1, 2], [[None, "a"], [None, "a"]], [[(), ("1", "1")]] * 2,
...                     lambda symbols: len(symbols) <= 2).__len__()
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

Pricer = Callable[[GameObject, Target], tuple[str, ...]]
"""The mana symbols an attacker must pay to attack a target (CR 508.1h): generic ``"1"``s, or
Phyrexian ``"W/P"`` ({W} or 2 life, CR 107.4f: Norn's Annex)."""


def pricers(game: Game) -> list[Pricer]:
    """The costs to attack the mechanisms impose in ``game`` now (none, usually)."""
    return [p for price in hooks.ATTACK_COSTS.funcs if (p := price(game)) is not None]


def cost_of(found: list[Pricer], attacker: GameObject, target: Target) -> tuple[str, ...]:
    """The mana symbols ``attacker`` costs to attack ``target`` (CR 508.1h)."""
    return tuple(symbol for p in found for symbol in p(attacker, target))


def budget(game: Game, player: int, creatures: Sequence[int], cap: int) -> int:
    """The most generic mana (up to ``cap``) ``player`` can pay now without the creatures
    that could attack (unless they have vigilance)."""
    exclude = tapping(game, creatures)
    amount = 0
    while amount < cap and costs.mana_plan(game, player, ("1",) * (amount + 1),
                                           exclude) is not None:
        amount += 1
    return amount


def tapping(game: Game, creatures: Sequence[int]) -> frozenset[int]:
    """The creatures that could attack and would tap doing so (CR 508.1f: they can't pay)."""
    return frozenset(c for c in creatures
                     if not query.has_keyword(game, game.objects[c], "vigilance"))


class WalkedAttackOptions(AttackOptions):
    """Attack declarations counted by a dynamic programme over the creatures in order: a
    subclass gives the state before the first creature (``start``), the state after
    creature ``i`` makes choice ``j`` (``_walk``, None: that choice is illegal there), how
    many legal completions a state has from creature ``i`` on (``_rest``) and whether a
    state after the last creature is legal (``_legal``). The declaration at an index and
    the membership test walk the creatures with them."""

    start: Any

    def _walk(self, i: int, j: int, state: Any) -> Any | None:
        raise NotImplementedError

    def _rest(self, i: int, state: Any) -> int:
        raise NotImplementedError

    def _legal(self, state: Any) -> bool:
        raise NotImplementedError

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = index + len(self) if index < 0 else index
        if not 0 <= n < len(self):
            raise IndexError(index)
        attacks: list[tuple[int, Target]] = []
        state = self.start
        for i, creature in enumerate(self.creatures):
            for j, target in enumerate(self.choices[i]):
                nxt = self._walk(i, j, state)
                if nxt is None:
                    continue
                count = self._rest(i + 1, nxt)
                if n < count:
                    if target is not None:
                        attacks.append((creature, target))
                    state = nxt
                    break
                n -= count
        return DeclareAttackers(tuple(attacks))

    def __contains__(self, item: object) -> bool:
        if not AttackOptions.__contains__(self, item):
            return False
        assert isinstance(item, DeclareAttackers)
        chosen = dict(item.attacks)
        state = self.start
        for i, creature in enumerate(self.creatures):
            nxt = self._walk(i, self.choices[i].index(chosen.get(creature)), state)
            if nxt is None:
                return False
            state = nxt
        return self._legal(state)


class CostedAttackOptions(WalkedAttackOptions):
    """Every legal attack declaration whose total cost to attack the player can pay;
    ``taxes[i][j]``: the mana symbols creature ``i`` pays for its choice ``j``;
    ``payable``: whether a total (sorted symbols) can be paid; ``alone``: creatures that
    can't attack alone (CR 506.5). The state of the count is the total so far (a payable
    total's every part is payable, so an unpayable one is cut at once) and the attackers
    (0 none, 2 one that can't attack alone, else 1 or 3)."""

    def __init__(self, creatures: list[int], choices: list[list[Any]],
                 taxes: list[list[tuple[str, ...]]],
                 payable: Callable[[tuple[str, ...]], bool], alone: Sequence[int] = ()) -> None:
        self.creatures = creatures
        self.choices = choices
        self.taxes = taxes
        self.payable = payable
        self.alone = frozenset(alone)
        self._ok: dict[tuple[str, ...], bool] = {}
        self._memo: dict[tuple[int, tuple[str, ...], int], int] = {}
        self.start = ((), 0)
        self._set_count(self._count(0, (), 0))

    def _step(self, i: int, j: int, spent: tuple[str, ...],
              attackers: int) -> tuple[tuple[str, ...], int] | None:
        if self.taxes[i][j]:
            spent = tuple(sorted(spent + self.taxes[i][j]))
            ok = self._ok.get(spent)
            if ok is None:
                ok = self._ok[spent] = self.payable(spent)
            if not ok:
                return None
        if self.choices[i][j] is None:
            return spent, attackers
        solo = 2 if self.creatures[i] in self.alone else 1
        return spent, (solo if attackers == 0 else 3)

    def _count(self, i: int, spent: tuple[str, ...], attackers: int) -> int:
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

    def _walk(self, i: int, j: int, state: Any) -> Any | None:
        return self._step(i, j, *state)

    def _rest(self, i: int, state: Any) -> int:
        return self._count(i, *state)

    def _legal(self, state: Any) -> bool:
        return bool(state[1] != 2)


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
    taxes = [[() if t is None else cost_of(found, game.objects[c], t) for t in opts]
             for c, opts in zip(creatures, choices, strict=True)]
    if not any(any(row) for row in taxes):
        return None
    exclude, player = tapping(game, creatures), game.active
    return CostedAttackOptions(
        creatures, choices, taxes,
        lambda symbols: costs.can_pay(game, player, symbols, exclude), alone)


def pay(game: Game, action: DeclareAttackers) -> None:
    """CR 508.1h-j: lock in the total cost of the declared attack and pay it (the attackers
    are already tapped)."""
    found = pricers(game)
    if not found:
        return
    total = tuple(s for c, t in action.attacks for s in cost_of(found, game.objects[c], t))
    if total:  # (Phyrexian symbols: {W} or 2 life each, CR 107.4f)
        costs.pay_mana(game, game.active, total)


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
