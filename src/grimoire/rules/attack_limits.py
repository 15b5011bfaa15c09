"""Restrictions on whom creatures attack and how many attack a player (CR 508.1c-d), and the
blocking restriction "as long as defending player controls the most creatures" (509.1b).

* "Each player may attack only the nearest opponent in the last chosen direction and
  planeswalkers controlled by that opponent" (Mystic Barrier): the direction is the
  source's latest choice (``chosen``); several such abilities all apply (Mystic Barrier's
  rulings: with two directions, only a player nearest in both may be attacked). Before any
  choice there is no direction, and nothing is restricted.
* "No more than two creatures can attack you each combat" (Crawlspace): at most ``count``
  creatures attack the source's controller (planeswalkers they control may be attacked by
  any number, Crawlspace's ruling). The limit is on the declaration as a whole, so the
  requirements (CR 508.1d) are maximised over whole declarations:
  :class:`CappedAttackOptions`.

Three creatures, at most two at player 1: 8 - 1 declarations; if each must attack if able,
only the three that send two obey the most requirements (CR 508.1d):

>>> CappedAttackOptions([10, 11, 12], [[None, Seat(1)]] * 3, [[0, 0]] * 3, {1: 2}).total
7
>>> len(CappedAttackOptions([10, 11, 12], [[None, Seat(1)]] * 3, [[0, 1]] * 3, {1: 2}))
3
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from grimoire.rules import attack_costs, costs, query
from grimoire.rules.attack_requirements import choice_scores
from grimoire.rules.combat import active_restrictions
from grimoire.rules.objects import GameObject, Seat, Target
from grimoire.rules.seating import DIRECTIONS, nearest_opponent

if TYPE_CHECKING:
    from grimoire.rules.game import Game

State = tuple[Any, ...]
"""(mana symbols spent, attackers of each capped player ..., none/alone/several)."""


def _applies(game: Game, obj: GameObject, rule: str) -> list[GameObject]:
    """The sources of the static ``rule`` abilities that apply to ``obj`` (CR 611.3a)."""
    return [source for source, eff in active_restrictions(game, (rule,))
            if eff.filter is not None and query.matches(game, obj, eff.filter,
                                                        source.controller, source.id)]


def nearest_barred(game: Game, attacker: GameObject, player: int) -> bool:
    """CR 508.1c: whether a "may attack only the nearest opponent in the last chosen
    direction" ability bars ``attacker`` from attacking ``player`` (or their planeswalkers):
    the attacking player is its controller, and the direction each source's own."""
    for source in _applies(game, attacker, "attack_only_nearest"):
        side = source.chosen
        if side in DIRECTIONS and nearest_opponent(game, attacker.controller, side) != player:
            return True
    return False


def attack_caps(game: Game, creatures: Sequence[int]) -> dict[int, int]:
    """Player -> the most creatures that may attack them this combat ("No more than two
    creatures can attack you each combat": the smallest of such abilities they control);
    only abilities that apply to some of ``creatures`` count."""
    caps: dict[int, int] = {}
    for source, eff in active_restrictions(game, ("max_attackers_you",)):
        if eff.filter is None or not any(query.matches(
                game, game.objects[c], eff.filter, source.controller, source.id)
                for c in creatures):
            continue
        seat = source.controller
        caps[seat] = min(caps.get(seat, eff.count), eff.count)
    return caps


def capped_creatures(game: Game, creature: GameObject, seat: int) -> bool:
    """Whether the cap of ``seat`` counts ``creature`` (the ability's filter names it)."""
    return any(source.controller == seat for source in _applies(
        game, creature, "max_attackers_you"))


def most_creatures(game: Game, player: int, attacker: GameObject) -> bool:
    """CR 509.1b: whether an "as long as defending player controls the most creatures or is
    tied for the most" ability makes ``attacker`` unblockable by ``player`` now (the counts
    are read as blockers are declared, Hooded Horror's rulings)."""
    for source, eff in active_restrictions(game, ("unblockable_if_defender_most",)):
        if source.id != attacker.id or eff.other is None:
            continue
        counts = dict.fromkeys((p.index for p in game.players if not p.lost), 0)
        for oid in game.battlefield:
            obj = game.objects[oid]
            if obj.controller in counts and query.matches(game, obj, eff.other,
                                                          source.controller, source.id):
                counts[obj.controller] += 1
        if counts.get(player, -1) >= max(counts.values(), default=0):
            return True
    return False


class CappedAttackOptions(attack_costs.WalkedAttackOptions):
    """Every legal attack declaration under "No more than N creatures can attack you each
    combat" (CR 508.1c): ``caps`` player -> N; ``choices[i]``: what creature ``i`` may do
    (``None``: not attack), ``scores[i][j]``: the requirements choice ``j`` obeys
    (CR 508.1d); ``counted[i]``: the players whose cap counts creature ``i`` (all capped
    players when None); ``alone``: creatures that can't attack alone (CR 506.5);
    ``taxes[i][j]``: the mana symbols choice ``j`` costs (CR 508.1h), ``payable``: whether a
    total (sorted symbols) can be paid.

    The requirements are maximised over whole declarations: a declaration is legal if it
    obeys at least as many as the most any declaration obeys without paying a cost to attack
    (CR 508.1d: the player is never required to pay one; without costs, "at least the most"
    is "the most"). The state of the count: the mana spent, how many attack each capped
    player so far, and whether the attackers are none, one that can't attack alone, or
    otherwise."""

    def __init__(self, creatures: list[int], choices: list[list[Target | None]],
                 scores: list[list[int]], caps: dict[int, int],
                 counted: list[frozenset[int]] | None = None, alone: Sequence[int] = (),
                 taxes: list[list[tuple[str, ...]]] | None = None,
                 payable: Callable[[tuple[str, ...]], bool] | None = None) -> None:
        self.creatures = creatures
        self.choices = choices
        self.scores = scores
        self.seats = sorted(caps)
        self.caps = [caps[s] for s in self.seats]
        self.counted = counted or [frozenset(self.seats)] * len(creatures)
        self.alone = frozenset(alone)
        self.taxes = taxes or [[()] * len(c) for c in choices]
        self.payable = payable
        self._ok: dict[tuple[str, ...], bool] = {}
        self._best: dict[tuple[int, State], int] = {}
        self._memo: dict[tuple[int, State, int], int] = {}
        first: State = ((), *(0,) * (len(self.seats) + 1))
        self.target = self._best_from(0, first)
        self.start = (first, self.target)
        self._set_count(self._count(0, first, self.target))

    def _step(self, i: int, j: int, state: State) -> State | None:
        target = self.choices[i][j]
        if target is None:
            return state
        out = list(state)
        if self.taxes[i][j]:  # CR 508.1h: the total must be payable
            spent = tuple(sorted(state[0] + self.taxes[i][j]))
            ok = self._ok.get(spent)
            if ok is None:
                ok = self._ok[spent] = self.payable is None or self.payable(spent)
            if not ok:
                return None
            out[0] = spent
        player = target.index if isinstance(target, Seat) else None
        if player in self.seats and player in self.counted[i]:
            k = 1 + self.seats.index(player)
            out[k] += 1
            if out[k] > self.caps[k - 1]:
                return None  # CR 508.1c: more than the cap attack that player
        solo = out[-1]
        out[-1] = (2 if self.creatures[i] in self.alone else 1) if solo == 0 else 3
        return tuple(out)

    def _best_from(self, i: int, state: State) -> int:
        """The most requirements the rest can obey without paying a cost (-1: none legal)."""
        if i == len(self.creatures):
            return -1 if state[-1] == 2 else 0  # CR 506.5: one that can't attack alone
        key = (i, state)
        found = self._best.get(key)
        if found is None:
            found = -1
            for j in range(len(self.choices[i])):
                nxt = None if self.taxes[i][j] else self._step(i, j, state)
                if nxt is not None and (rest := self._best_from(i + 1, nxt)) >= 0:
                    found = max(found, rest + self.scores[i][j])
            self._best[key] = found
        return found

    def _count(self, i: int, state: State, need: int) -> int:
        if i == len(self.creatures):
            return 1 if need <= 0 and state[-1] != 2 else 0
        key = (i, state, need)
        found = self._memo.get(key)
        if found is None:
            found = 0
            for j in range(len(self.choices[i])):
                nxt = self._step(i, j, state)
                if nxt is not None:
                    found += self._count(i + 1, nxt, max(0, need - self.scores[i][j]))
            self._memo[key] = found
        return found

    def _walk(self, i: int, j: int, state: Any) -> Any | None:
        """The walk's state: the count's state and the requirements still to obey."""
        nxt = self._step(i, j, state[0])
        return None if nxt is None else (nxt, max(0, state[1] - self.scores[i][j]))

    def _rest(self, i: int, state: Any) -> int:
        return self._count(i, *state)

    def _legal(self, state: Any) -> bool:
        return bool(state[0][-1] != 2 and state[1] == 0)


def capped_options(game: Game, creatures: list[int], allowed: list[list[Target]],
                   priced: list[Any], alone: Sequence[int]) -> CappedAttackOptions | None:
    """The attack declarations of ``creatures`` (``allowed[i]``: the targets creature ``i``
    may attack under the other restrictions) when some player's "No more than N creatures
    can attack you" applies to them; None otherwise."""
    caps = attack_caps(game, creatures)
    if not caps:
        return None
    choices: list[list[Target | None]] = []
    scores: list[list[int]] = []
    counted: list[frozenset[int]] = []
    taxes: list[list[tuple[str, ...]]] = []
    for oid, targets in zip(creatures, allowed, strict=True):
        obj = game.objects[oid]
        choices.append([None, *targets])
        scores.append([0, *(choice_scores(game, obj, targets) or [0] * len(targets))])
        counted.append(frozenset(s for s in caps if capped_creatures(game, obj, s)))
        taxes.append([(), *(attack_costs.cost_of(priced, obj, t) if priced else ()
                            for t in targets)])
    exclude, player = attack_costs.tapping(game, creatures), game.active
    return CappedAttackOptions(
        creatures, choices, scores, caps, counted, alone, taxes,
        lambda symbols: costs.can_pay(game, player, symbols, exclude))
