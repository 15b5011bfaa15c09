"""Combat restrictions and requirements of static abilities (CR 506.5, 508.1c-d, 509.1b-c).

The rules a :class:`~grimoire.oracle.ir.CombatRestrictionStatic` names beyond "can't block"
and "can't be blocked" (those are :func:`grimoire.rules.combat.has_rule`):

* pairwise restrictions: "can't be blocked by Walls", "can block only creatures with
  flying" (CR 509.1b), "can't attack unless defending player controls an Island"
  (CR 508.1c);
* counting restrictions: "can't be blocked by more than one creature", "can't be blocked
  except by three or more creatures" (CR 509.1b), "can't attack or block alone" (CR 506.5,
  508.1c, 509.1b);
* requirements: "must be blocked if able", "Target creature blocks ~ this turn if able"
  (CR 509.1c: the defending player maximizes the number of requirements obeyed without
  violating restrictions).

:class:`RestrictedBlockOptions` enumerates the legal block declarations lazily with a
dynamic programme whose state is a capped blocker count per tracked attacker, so its size
stays bounded (blockers x 3^tracked attackers x requirements).

>>> RestrictedBlockOptions([10], [[1]], menace=[], limited=[1]).__len__()
2
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, islice
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import attack_costs, hooks, query
from grimoire.rules.actions import AssignDamage, DeclareAttackers, DeclareBlockers
from grimoire.rules.attack_limits import most_creatures, nearest_barred
from grimoire.rules.block_choosers import block_chooser
from grimoire.rules.objects import GameObject, Seat, Target

if TYPE_CHECKING:
    from grimoire.rules.game import Game

from grimoire.rules.combat import (
    ASSIGNMENT_CAP,
    AttackOptions,
    BlockOptions,
    _compositions,
    _deals_now,
    active_restrictions,
    block_costs,
    damage_amount,
    own_abc_caches,
)

Found = list[tuple[GameObject, ir.CombatRestrictionStatic]]

SEVERAL_CAP = 256
"""The most block options listed for one creature that may block several attackers
("can block any number of creatures" against many attackers: the subsets of its choices,
smallest first, up to this bound)."""

MUST_BLOCK_PREFIX = "must_block:"
"""A ``game.combat_rules`` entry ``(blocker, "must_block:<attacker>")``: "Target creature
blocks ~ this turn if able" (CR 509.1c), a requirement to block that attacker."""


CANT_BLOCK_PREFIX = "cant_block:"
"""A ``game.combat_rules`` entry ``(blocker, "cant_block:<attacker>")``: "Target creature
can't block ~ this turn" (CR 509.1b), a restriction on blocking that attacker only."""


CANT_BE_BLOCKED_BY_POWER = "cant_be_blocked_by_power:"
"""A ``game.combat_rules`` entry ``(attacker, "cant_be_blocked_by_power:le:2")``: "That
creature can't be blocked by creatures with power 2 or less this turn" (CR 509.1b), the
blocker's power read as blockers are declared."""


def _power_barred(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """Whether an effect this turn says ``attacker`` can't be blocked by creatures with
    ``blocker``'s power (CR 509.1b)."""
    for oid, rule in game.combat_rules:
        if oid == attacker.id and rule.startswith(CANT_BE_BLOCKED_BY_POWER):
            op, _, value = rule[len(CANT_BE_BLOCKED_BY_POWER):].partition(":")
            power = query.power(game, blocker)
            if power <= int(value) if op == "le" else power >= int(value):
                return True
    return False


def statics_for(game: Game, obj: GameObject, rule: str) -> Found:
    """The static abilities with ``rule`` that apply to ``obj`` now, with their sources
    (a conditional one only while its condition holds, CR 611.3a)."""
    return [(source, eff) for source, eff in active_restrictions(game, (rule,))
            if (source.id == obj.id if eff.filter is None else query.matches(
                game, obj, eff.filter, source.controller, source.id))]


def _matches(game: Game, obj: GameObject, source: GameObject,
             rule: ir.CombatRestrictionStatic) -> bool:
    if rule.other is None:
        return True
    return query.matches(game, obj, rule.other, source.controller, source.id)


def pair_ok(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 509.1b: "<attacker> can't be blocked by <filter>", "<blocker> can block only
    <filter>", "<attacker> can't be blocked as long as defending player controls <filter>";
    "Target creature can't block ~ this turn" (an effect naming the pair)."""
    if game.combat_rules and ((blocker.id, f"{CANT_BLOCK_PREFIX}{attacker.id}")
                              in game.combat_rules or _power_barred(game, blocker, attacker)):
        return False
    if any(_matches(game, blocker, s, r)
           for s, r in statics_for(game, attacker, "cant_be_blocked_by")):
        return False
    player = blocker.controller  # the defending player (CR 506.2)
    if any(any(game.objects[o].controller == player and _matches(game, game.objects[o], s, r)
               for o in game.battlefield)
           for s, r in statics_for(game, attacker, "unblockable_if_defender_controls")):
        return False  # "can't be blocked as long as defending player controls an artifact"
    if most_creatures(game, player, attacker):  # "... controls the most creatures" (509.1b)
        return False
    return all(_matches(game, attacker, s, r)
               for s, r in statics_for(game, blocker, "can_block_only"))


def attack_target_ok(game: Game, attacker: GameObject, target: Target) -> bool:
    """CR 508.1c: "can't attack unless defending player controls an Island" (the defending
    player of a planeswalker is its controller, CR 506.2); "<creatures> can't attack you
    [or planeswalkers you control]" (you: the controller of the source)."""
    player = target.index if isinstance(target, Seat) else game.objects[target].controller
    if isinstance(target, Seat) and any(
            s.controller == player for s, _ in statics_for(game, attacker, "cant_attack_you")):
        return False
    if any(s.controller == player for s, _ in statics_for(
            game, attacker, "cant_attack_you_or_planeswalkers")):
        return False
    if nearest_barred(game, attacker, player):  # "may attack only the nearest opponent"
        return False
    if game.states and any(barred(game, attacker, player)
                           for barred in hooks.ATTACK_TARGET_BARRED.funcs):
        return False  # a lasting effect ("for as long as it has a vow counter on it")
    if any(any(game.objects[o].controller == player and _matches(game, game.objects[o], s, r)
               for o in game.battlefield)
           for s, r in statics_for(game, attacker, "cant_attack_if_defender_controls")):
        return False  # "can't attack if defending player controls an untapped creature ..."
    found = statics_for(game, attacker, "cant_attack_unless_defender_controls")
    if not found:
        return True
    return all(any(game.objects[o].controller == player and _matches(game, game.objects[o], s, r)
                   for o in game.battlefield) for s, r in found)


def has(game: Game, obj: GameObject, rule: str) -> bool:
    """Whether a static ability gives ``obj`` the combat ``rule``."""
    return bool(statics_for(game, obj, rule))


def alone_restricted(game: Game, creatures: Sequence[int], *,
                     attacking: bool = False) -> list[int]:
    """The creatures that "can't attack or block alone" (CR 506.5); ``attacking``: also
    those that "can't attack alone". An id naming no object (a forged declaration) has
    no restriction: the declaration is refused for it elsewhere."""
    objects = game.objects
    return [c for c in creatures if c in objects and (
        has(game, objects[c], "cant_attack_or_block_alone")
        or (attacking and has(game, objects[c], "cant_attack_alone")))]


class AloneAttackOptions(AttackOptions):
    """Attack declarations without the ones where a creature that can't attack alone is
    the only attacker (CR 506.5, 508.1c); ``excluded`` lists their mixed-radix numbers."""

    def __init__(self, creatures: list[int], choices: list[list[Target | None]],
                 alone: Sequence[int]) -> None:
        super().__init__(creatures, choices)
        self.alone = frozenset(alone)
        excluded: list[int] = []
        for i, c in enumerate(creatures):
            if c not in self.alone:
                continue
            if any(None not in opts for j, opts in enumerate(choices) if j != i):
                continue  # another creature must attack: it never attacks alone
            scale = 1
            for opts in choices[:i]:
                scale *= len(opts)
            excluded.extend(d * scale for d, t in enumerate(choices[i]) if t is not None)
        self.excluded = sorted(excluded)
        self._raw_len = self.total
        self._set_count(self.total - len(self.excluded))

    def _raw(self, n: int) -> int:
        for skipped in self.excluded:
            if skipped <= n:
                n += 1
        return n

    def __contains__(self, item: object) -> bool:
        if not AttackOptions.__contains__(self, item):
            return False
        assert isinstance(item, DeclareAttackers)
        return not (len(item.attacks) == 1 and item.attacks[0][0] in self.alone)


def attack_problem(game: Game, action: DeclareAttackers) -> tuple[str, str] | None:
    """Why ``action`` breaks one of this module's restrictions, if it does."""
    for creature, target in action.attacks:
        obj = game.objects.get(creature)
        if obj is not None and not attack_target_ok(game, obj, target):
            return f"{obj.name} can't attack that player or planeswalker", "CR 508.1c"
    if len(action.attacks) == 1 and alone_restricted(game, [action.attacks[0][0]],
                                                     attacking=True):
        return "a creature that can't attack alone is the only attacker", "CR 506.5"
    return None


def block_problem(game: Game, action: DeclareBlockers) -> tuple[str, str] | None:
    """Why ``action`` breaks one of this module's restrictions, if it does."""
    counts: dict[int, int] = {}
    blocks: dict[int, int] = {}
    for blocker, attacker in action.blocks:
        blocks[blocker] = blocks.get(blocker, 0) + 1
        b = game.objects.get(blocker)
        if b is not None and blocks[blocker] > 1 and blocks[blocker] > (
                block_capacity(game, b) or blocks[blocker]):
            return f"{b.name} can't block that many creatures", "CR 509.1a"
        b, a = game.objects.get(blocker), game.objects.get(attacker)
        if b is not None and a is not None and not pair_ok(game, b, a):
            return f"{b.name} can't block {a.name}", "CR 509.1b"
        counts[attacker] = counts.get(attacker, 0) + 1
    for attacker, n in counts.items():
        a = game.objects.get(attacker)
        if n > 1 and a is not None and has(game, a, "max_one_blocker"):
            return f"{a.name} can't be blocked by more than one creature", "CR 509.1b"
        if a is not None and n < min_blockers(game, a):
            return f"{a.name} can't be blocked by fewer than {min_blockers(game, a)} " \
                   "creatures", "CR 509.1b"
    if len(action.blocks) == 1 and alone_restricted(game, [action.blocks[0][0]]):
        return "a creature that can't block alone is the only blocker", "CR 506.5"
    return None


class RestrictedBlockOptions(BlockOptions):
    """Every legal block declaration (CR 509.1b-c), built on demand.

    Tracked attackers (menace, "can't be blocked except by three or more creatures", "can't
    be blocked by more than one creature", "must be blocked if able") carry a blocker count
    capped at 2 (at the fewest blockers it needs, ``least``); a last component counts blockers
    (0, 1, 1 that can't block alone, 2+). Only declarations obeying the maximum number of
    requirements are listed (CR 509.1c): each ``required`` blocker that blocks, each
    ``wanted`` attacker that is blocked, each block of a ``lured`` attacker ("All creatures
    able to block it do so": one requirement per creature able to block it). A blocker in
    ``double`` ("can block an additional creature each combat") may block two of its
    ``choices``.
    """

    def __init__(self, blockers: list[int], choices: list[list[int]], menace: list[int],
                 required: list[int] | None = None, *, limited: Sequence[int] = (),
                 wanted: Sequence[int] = (), alone: Sequence[int] = (),
                 double: Sequence[int] | dict[int, int | None] = (),
                 lured: Sequence[int] = (),
                 least: dict[int, int] | None = None,
                 targeted: dict[int, frozenset[int]] | None = None,
                 costs: dict[int, int] | None = None, budget: int = 0,
                 wanted_by: dict[int, frozenset[int]] | None = None) -> None:
        self.blockers = blockers
        self.choices = choices
        self.menace = menace
        # CR 702.111b, 509.1b: the fewest creatures that may block each attacker (menace:
        # two; "can't be blocked except by three or more creatures": three)
        self.least = {a: 2 for a in menace}
        for attacker, n in (least or {}).items():
            self.least[attacker] = max(n, self.least.get(attacker, 0))
        self.required = frozenset(required or ())
        self.limited = frozenset(limited)
        self.wanted = frozenset(wanted)
        self.alone = frozenset(alone)
        self.double: dict[int, int | None] = (
            dict(double) if isinstance(double, dict) else dict.fromkeys(double, 2))
        self.lured = frozenset(lured)
        self.targeted = targeted or {}  # blocker index -> attackers it must block if able
        self.costs = costs or {}  # blocker index -> mana it costs to block (CR 509.1d)
        self.budget = budget  # the most mana the defending player can pay for them
        self.tracked = sorted(set(self.least) | self.limited | self.wanted)
        # "must be blocked by an Eldrazi if able" (CR 509.1c): attacker -> the indices of
        # the blockers that obey it; one state slot each (blocked by one of them or not)
        self.wanted_by = wanted_by or {}
        self._by = sorted(self.wanted_by)
        self._cost_at = len(self.tracked) + len(self._by)
        self._caps = [max(2, self.least.get(a, 0)) for a in self.tracked]
        self._opts = [self._make_options(i) for i in range(len(blockers))]
        self._best: dict[tuple[int, tuple[int, ...]], int] = {}
        self._counts: dict[tuple[int, tuple[int, ...], int], int] = {}
        start = self._start()
        self._warm(start)
        self.target = self._best_from(0, start)
        self._set_count(self._count(0, start, self.target) if self.target >= 0 else 0)

    def _warm(self, start: tuple[int, ...]) -> None:
        """Fill the memos of :meth:`_best_from` and :meth:`_count` level by level, from the
        last blocker back, over the states reachable from ``start``: the recursive methods
        then only read one level down. Filled by recursion from the first blocker, a board
        of some 450 possible blockers went past Python's recursion limit (soak game 8138 of
        ``bench/soak.py --seed 1``: two frames a blocker)."""
        n = len(self.blockers)
        levels: list[set[tuple[int, ...]]] = [{start}]
        for i in range(n):
            levels.append({self._next(state, i, o) for state in levels[i]
                           for o in self._opts[i]})
        for i in range(n - 1, -1, -1):
            for state in levels[i]:
                self._best_from(i, state)
        target = self._best_from(0, start)
        if target < 0:
            return
        reach: list[set[tuple[tuple[int, ...], int]]] = [{(start, target)}]
        for i in range(n):
            reach.append({(self._next(state, i, o), need - self._gain(i, o))
                          for state, need in reach[i]
                          if need >= 0 and self._best_from(i, state) >= need
                          for o in self._opts[i]})
        for i in range(n - 1, -1, -1):
            for state, need in reach[i]:
                self._count(i, state, need)

    def _make_options(self, i: int) -> list[tuple[int, ...]]:
        choices = self.choices[i]
        out: list[tuple[int, ...]] = [(), *((a,) for a in choices)]
        blocker = self.blockers[i]
        if blocker in self.double:  # CR 509.1a: it may block more creatures
            most = self.double[blocker]
            most = len(choices) if most is None else min(most, len(choices))
            for size in range(2, most + 1):
                out.extend(islice(combinations(choices, size), SEVERAL_CAP - len(out)))
                if len(out) >= SEVERAL_CAP:
                    break
        return out

    def _start(self) -> tuple[int, ...]:
        # the tracked counts, the mana spent on costs to block (if any), the blocker count
        return (0,) * (self._cost_at + (2 if self.costs else 1))

    def _next(self, state: tuple[int, ...], i: int, option: tuple[int, ...]) -> tuple[int, ...]:
        if not option:
            return state
        out = list(state)
        for attacker in option:
            if attacker in self.tracked:
                k = self.tracked.index(attacker)
                out[k] = min(self._caps[k], out[k] + 1)
            if i in self.wanted_by.get(attacker, ()):
                out[len(self.tracked) + self._by.index(attacker)] = 1
        if i in self.costs:  # CR 509.1d: capped just past what the player can pay
            k = self._cost_at
            out[k] = min(self.budget + 1, out[k] + self.costs[i])
        solo = out[-1]
        out[-1] = (2 if self.blockers[i] in self.alone else 1) if solo == 0 else 3
        return tuple(out)

    def _final(self, state: tuple[int, ...]) -> int:
        """The requirements the finished declaration obeys, or -1 if it is illegal."""
        if state[-1] == 2:
            return -1  # CR 506.5: blocks alone
        if self.costs and state[self._cost_at] > self.budget:
            return -1  # CR 509.1d-f: more than the player can pay to block
        score = 0
        for attacker, n in zip(self.tracked, state, strict=False):
            if 0 < n < self.least.get(attacker, 0):
                return -1  # CR 702.111b, 509.1b: fewer blockers than it needs
            if attacker in self.limited and n > 1:
                return -1
            score += attacker in self.wanted and n > 0
        return score + sum(state[len(self.tracked):self._cost_at])

    def _gain(self, i: int, option: tuple[int, ...]) -> int:
        if i in self.costs:
            return 0  # CR 509.1c: a cost to block is never required to obey a requirement
        # "All creatures able to block <it> do so": blocking it obeys that requirement
        lured = sum(1 for a in option if a in self.lured) if self.lured else 0
        aimed = sum(1 for a in option if a in self.targeted[i]) if i in self.targeted else 0
        return (1 if option and i in self.required else 0) + lured + aimed

    def _best_from(self, i: int, state: tuple[int, ...]) -> int:
        if i == len(self.blockers):
            return self._final(state)
        key = (i, state)
        cached = self._best.get(key)
        if cached is None:
            cached = -1
            for option in self._opts[i]:
                rest = self._best_from(i + 1, self._next(state, i, option))
                if rest >= 0:
                    cached = max(cached, rest + self._gain(i, option))
            self._best[key] = cached
        return cached

    def _settles(self, state: tuple[int, ...], need: int) -> bool:
        """Whether a finished declaration in ``state`` is legal and obeys exactly ``need``
        more requirements: the one test both the listing (:meth:`_count`) and the
        membership check (:meth:`__contains__`) make, so every declaration listed is
        accepted. (A need of -1 is never met: -1 is :meth:`_final`'s mark of an illegal
        declaration, e.g. a lone creature that can't block alone, CR 506.5, blocking a
        creature whose block obeys a requirement, CR 509.1c.)"""
        final = self._final(state)
        return final >= 0 and final == need

    def _count(self, i: int, state: tuple[int, ...], need: int) -> int:  # type: ignore[override]
        if i == len(self.blockers):
            return 1 if self._settles(state, need) else 0
        if need < 0 or self._best_from(i, state) < need:
            return 0
        key = (i, state, need)
        cached = self._counts.get(key)
        if cached is None:
            cached = sum(self._count(i + 1, self._next(state, i, o), need - self._gain(i, o))
                         for o in self._opts[i])
            self._counts[key] = cached
        return cached

    def _declaration(self, n: int) -> DeclareBlockers:
        state, need = self._start(), self.target
        blocks: list[tuple[int, int]] = []
        for i, blocker in enumerate(self.blockers):
            for option in self._opts[i]:
                nxt = self._next(state, i, option)
                rest = need - self._gain(i, option)
                count = self._count(i + 1, nxt, rest)
                if n < count:
                    blocks.extend((blocker, a) for a in option)
                    state, need = nxt, rest
                    break
                n -= count
        return DeclareBlockers(tuple(blocks))

    def __contains__(self, item: object) -> bool:
        if not isinstance(item, DeclareBlockers) or self.target < 0:
            return False
        chosen: dict[int, list[int]] = {}
        for blocker, attacker in item.blocks:
            chosen.setdefault(blocker, []).append(attacker)
        state, score = self._start(), 0
        for i, blocker in enumerate(self.blockers):
            picked = chosen.pop(blocker, [])
            option = next((o for o in self._opts[i] if sorted(o) == sorted(picked)), None)
            if option is None:
                return False
            state = self._next(state, i, option)
            score += self._gain(i, option)
        if chosen:
            return False  # not a creature that may block
        return self._settles(state, self.target - score)


own_abc_caches(RestrictedBlockOptions)


def block_options(game: Game, player: int, blockers: list[int], choices: list[list[int]],
                  menace: list[int], required: list[int]) -> RestrictedBlockOptions:
    """The block declarations of ``blockers`` (their ``choices`` already obey the pairwise
    restrictions) under the counting restrictions and requirements (CR 509.1b-c)."""
    attackers = sorted({a for c in choices for a in c})
    limited = [a for a in attackers if has(game, game.objects[a], "max_one_blocker")]
    wanted = [a for a in attackers if (a, "must_be_blocked") in game.combat_rules or any(
        r.other is None for _, r in statics_for(game, game.objects[a], "must_be_blocked"))]
    lured = [a for a in attackers if _has_now(game, a, "lure")]
    double = {b: n for b in blockers if (n := block_capacity(game, game.objects[b])) != 1}
    least = {a: n for a in attackers if (n := min_blockers(game, game.objects[a]))}
    targeted: dict[int, frozenset[int]] = {}
    for blocker, rule in game.combat_rules:  # "Target creature blocks ~ this turn if able"
        if rule.startswith(MUST_BLOCK_PREFIX) and blocker in blockers:
            i = blockers.index(blocker)
            aim = int(rule[len(MUST_BLOCK_PREFIX):])
            targeted[i] = targeted.get(i, frozenset()) | {aim}
    priced = block_costs(game, [b for b, c in zip(blockers, choices, strict=True) if c])
    costs = {blockers.index(b): n for b, n in priced.items()}
    # the defending player pays to block only if they choose to (Brutal Hordechief's
    # rulings): the declarations another player chooses for them cost nothing (CR 509.1d)
    budget = attack_costs.budget(game, player, (), sum(costs.values())) \
        if costs and block_chooser(game, player) == player else 0
    wanted_by = _wanted_by(game, blockers, choices, attackers, costs)
    return RestrictedBlockOptions(blockers, choices, menace, required, limited=limited,
                                  wanted=wanted, alone=alone_restricted(game, blockers),
                                  double=double, lured=lured, least=least, targeted=targeted,
                                  costs=costs, budget=budget, wanted_by=wanted_by)


def _wanted_by(game: Game, blockers: list[int], choices: list[list[int]],
               attackers: list[int], costs: dict[int, int]) -> dict[int, frozenset[int]]:
    """ "must be blocked by an Eldrazi if able" (CR 509.1c): for each such attacker, the
    indices of the blockers that may block it and are of that kind; one of them blocking it
    obeys the requirement (several such rules still ask for one: Slayer's Cleaver's rulings).
    A blocker with a cost to block never has to (CR 509.1c)."""
    out: dict[int, frozenset[int]] = {}
    for attacker in attackers:
        rules = [(s, r) for s, r in statics_for(game, game.objects[attacker], "must_be_blocked")
                 if r.other is not None]
        if rules:
            out[attacker] = frozenset(
                i for i, b in enumerate(blockers) if attacker in choices[i] and i not in costs
                and any(_matches(game, game.objects[b], s, r) for s, r in rules))
    return out


def block_capacity(game: Game, blocker: GameObject) -> int | None:
    """How many attackers ``blocker`` may block (CR 509.1a: one), raised by "can block an
    additional creature each combat" and "can block an additional two creatures this turn"
    (the additions add up); None: "can block any number of creatures"."""
    extra = 0
    for oid, rule in game.combat_rules:  # "... this turn", from a resolved effect
        if oid == blocker.id and rule.startswith(("extra_block", "block_any_number")):
            if rule == "block_any_number":
                return None
            extra += int(rule.partition(":")[2] or 1)
    if not game.n_statics:
        return 1 + extra
    if statics_for(game, blocker, "block_any_number"):
        return None
    return 1 + extra + sum(max(1, r.count) for _, r in statics_for(game, blocker, "extra_block"))


def min_blockers(game: Game, attacker: GameObject) -> int:
    """The fewest creatures that may block ``attacker`` by its "can't be blocked except by
    three or more creatures" (CR 509.1b); 0 without such a rule."""
    return max((r.count for _, r in statics_for(game, attacker, "min_blockers")), default=0)


def _has_now(game: Game, oid: int, rule: str) -> bool:
    """A rule from a static ability or from an effect this turn ("must be blocked this turn
    if able", CR 509.1c)."""
    return (oid, rule) in game.combat_rules or has(game, game.objects[oid], rule)


def declaration_problem(game: Game, action: DeclareAttackers | DeclareBlockers
                        ) -> tuple[str, str] | None:
    """The restriction an illegal declaration breaks (message, rule), if it is one of this
    module's."""
    if isinstance(action, DeclareAttackers):
        return attack_problem(game, action)
    return block_problem(game, action)


def blocks_several(game: Game, blocker: int) -> bool:
    """Whether ``blocker`` was declared blocking two or more attackers (CR 509.1a)."""
    return sum(blocker in b for b in game.combat.blocked_by.values()) > 1


def blocked_attackers(game: Game, blocker: int) -> list[int]:
    """The attackers ``blocker`` is currently blocking (CR 506.4: not removed ones)."""
    combat = game.combat
    return [a for a, b in combat.blocked_by.items()
            if blocker in b and a in combat.attackers and a in game.objects]


def blocker_assignment_options(game: Game, blocker: int) -> list[AssignDamage]:
    """CR 510.1d: a creature blocking several attackers divides its combat damage among
    them as its controller chooses."""

    amount = damage_amount(game, game.objects[blocker])
    recipients = blocked_attackers(game, blocker)
    if amount <= 0 or not recipients:
        return []
    splits = list(islice(_compositions(amount, len(recipients)), ASSIGNMENT_CAP + 1))
    if len(splits) > ASSIGNMENT_CAP:  # bounded (grimoire.rules.combat.division_legal)
        splits = splits[:ASSIGNMENT_CAP]
        game.cand_cache[("choice_bounds", "truncated")] = True
    return [AssignDamage(blocker, tuple((r, n) for r, n in zip(recipients, split, strict=True)
                                        if n))
            for split in splits]


def blocker_needing_assignment(game: Game, first: bool) -> int | None:
    """The next creature blocking several attackers whose controller must divide its
    damage this step (CR 510.1d), if any."""

    combat = game.combat
    for blocker in combat.blocking:
        if blocker in combat.assigned or not blocks_several(game, blocker):
            continue
        if _deals_now(game, game.objects[blocker], first) and len(
                blocker_assignment_options(game, blocker)) > 1:
            return blocker
    return None


def blocker_division(game: Game, blocker: int) -> tuple[tuple[Target, int], ...]:
    """The damage a creature blocking several attackers deals: as its controller divided
    it, or its one possible division (CR 510.1d)."""
    assigned = game.combat.assigned.get(blocker)
    if assigned is not None:
        return assigned
    options = blocker_assignment_options(game, blocker)
    return options[0].assignment if options else ()
