"""Combat planning: a small simulation of one-on-one fights, attacks and blocks.

:func:`fight` says who dies when an attacker and a blocker deal damage to each other
(first strike, CR 702.7b; deathtouch, CR 702.2c; indestructible, CR 702.12b).

>>> from grimoire.rules.view import PermanentView
>>> def c(oid, p, t, *kw):
...     return PermanentView(oid, "X", 0, False, p, t, 0, (), False,
...                          frozenset({"creature"}), frozenset(kw))
>>> fight(c(1, 2, 2), c(2, 3, 3))
(True, False)
>>> fight(c(1, 2, 2, "first strike"), c(2, 2, 2))
(False, True)
>>> fight(c(1, 1, 1, "deathtouch"), c(2, 5, 5))
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from grimoire.agents.ai.board import Board, creature_value
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers
from grimoire.rules.objects import Seat
from grimoire.rules.view import PermanentView


def _kills(source: PermanentView, victim: PermanentView, bonus: int = 0) -> bool:
    power = (source.power or 0) + bonus
    if power <= 0 or "indestructible" in victim.keywords:
        return False
    # CR 702.2c: any damage from a source with deathtouch is lethal.
    return "deathtouch" in source.keywords or power >= (victim.toughness or 0) - victim.damage


def _first(p: PermanentView) -> bool:
    return bool({"first strike", "double strike"} & p.keywords)


def fight(a: PermanentView, b: PermanentView, a_bonus: tuple[int, int] = (0, 0),
          b_bonus: tuple[int, int] = (0, 0)) -> tuple[bool, bool]:
    """(a dies, b dies) when ``a`` and ``b`` deal combat damage to each other;
    ``*_bonus`` are temporary +P/+T (a pump spell). CR 510.4: a creature with first strike
    deals its damage first, and one destroyed then deals none."""
    a_eff = _pumped(a, a_bonus)
    b_eff = _pumped(b, b_bonus)
    a_kills = _kills(a_eff, b_eff)
    b_kills = _kills(b_eff, a_eff)
    if _first(a_eff) and not _first(b_eff):
        return b_kills and not a_kills, a_kills
    if _first(b_eff) and not _first(a_eff):
        return b_kills, a_kills and not b_kills
    return b_kills, a_kills


def _pumped(p: PermanentView, bonus: tuple[int, int]) -> PermanentView:
    if bonus == (0, 0):
        return p
    return replace(p, power=(p.power or 0) + bonus[0], toughness=(p.toughness or 0) + bonus[1])


def can_block(blocker: PermanentView, attacker: PermanentView) -> bool:
    """CR 702.9b: only creatures with flying or reach block a creature with flying."""
    if "flying" in attacker.keywords:
        return bool({"flying", "reach"} & blocker.keywords)
    return True


def pump_value(board: Board, target: int, power: int, toughness: int) -> float:
    """What +power/+toughness until end of turn on ``target`` gains in this combat."""
    p = board.perms.get(target)
    if p is None or p.power is None:
        return -1.0
    if p.controller != board.me:
        return -1.0  # helping the opponent's creature
    attackers, blocks = board.combat_pairs()
    blocked = board.view.step in ("declare_blockers", "first_strike_damage")
    if not blocked:
        return -0.5  # before blocks are known a trick is wasted (or walked into)
    gain = 0.0
    pairs: list[tuple[PermanentView, PermanentView, bool]] = []
    if target in attackers:
        pairs = [(p, board.perms[b], True) for b in blocks.get(target, ()) if b in board.perms]
        if target not in blocks or not blocks[target]:
            gain += power * board.life_value(board.opp)
            if power + (p.power or 0) >= board.life[board.opp] > (p.power or 0) and \
                    len(attackers) == 1:
                gain += 1000.0
    for attacker, blockers in blocks.items():
        if target in blockers and attacker in board.perms:
            pairs.append((p, board.perms[attacker], False))
    for mine, other, _ in pairs:
        dies_before, kills_before = fight(mine, other)
        dies_after, kills_after = fight(mine, other, (power, toughness))
        if dies_before and not dies_after:
            gain += creature_value(mine)
        if kills_after and not kills_before:
            gain += creature_value(other)
    return gain - 0.3


def plan_attack(board: Board, creatures: Sequence[int], careful: bool = True
                ) -> DeclareAttackers:
    """Which of ``creatures`` (those able to attack) attack, and whom.

    With several opponents (CR 802: each attacker chooses whom it attacks), plan an attack
    on each and keep the best: a lethal one first, then the most damage weighted by how
    much that player's life is worth now (see :func:`_attack_on`).
    """
    if len(board.opponents) <= 1:
        return _attack_on(board, creatures, board.opp, careful)[0]
    best: tuple[float, DeclareAttackers] | None = None
    for seat in board.opponents:
        plan, score = _attack_on(board, creatures, seat, careful)
        if best is None or score > best[0]:
            best = (score, plan)
    assert best is not None
    return best[1]


def _attack_on(board: Board, creatures: Sequence[int], seat: int, careful: bool
               ) -> tuple[DeclareAttackers, float]:
    """An attack on player ``seat`` and its rough worth.

    All in when the damage that can't be blocked is lethal; otherwise each creature
    attacks only if no untapped opposing creature blocks it profitably (kills it and
    survives), or trades down, and enough stay home when the counterattack is lethal.
    """
    defender = Seat(seat)
    mine = [board.perms[c] for c in creatures if c in board.perms]
    blockers = [p for p in board.creatures(seat) if not p.tapped]
    life = board.life[seat]
    if not mine:
        return DeclareAttackers(()), 0.0
    total = sum(max(p.power or 0, 0) for p in mine)
    strongest_blocked = sorted((max(p.power or 0, 0) for p in mine
                                if any(can_block(b, p) for b in blockers)),
                               reverse=True)[:len(blockers)]
    unblockable = [p for p in mine if not any(can_block(b, p) for b in blockers)]
    if total - sum(strongest_blocked) >= life or any(  # CR 704.6c: commander damage
            (need := board.commander_need(p.id, seat)) is not None and (p.power or 0) >= need
            for p in unblockable):
        return DeclareAttackers(tuple((p.id, defender) for p in mine)), 1000.0
    if not careful:
        return (DeclareAttackers(tuple((p.id, defender) for p in mine if p.power)),
                total * board.life_value(seat))
    chosen = []
    for p in sorted(mine, key=creature_value, reverse=True):
        if not p.power or p.power <= 0:
            continue
        able = [b for b in blockers if can_block(b, p)]
        eaten = traded = False
        for b in able:
            a_dies, b_dies = fight(p, b)
            if a_dies and not b_dies:
                eaten = True
            elif a_dies and b_dies and creature_value(b) < creature_value(p) - 0.5:
                traded = True
        if "menace" in p.keywords and len(able) < 2:
            eaten = traded = False
        if not eaten and not traded:
            chosen.append(p)
    # Keep enough home if the opponents' counterattack would be lethal (CR 104.3b).
    their_power = _counterattack(board)
    my_life = board.life[board.me]
    if their_power >= my_life and chosen:
        home = [p for p in mine if p not in chosen or "vigilance" in p.keywords]
        chosen.sort(key=creature_value)
        while chosen and their_power - _stoppable(home, board) >= my_life:
            moved = chosen.pop(0)
            if "vigilance" not in moved.keywords:
                home.append(moved)
    damage = sum(max(p.power or 0, 0) for p in chosen)
    # Commander damage counts twice: it also moves that player toward 21 (CR 903.10a).
    damage += sum(max(p.power or 0, 0) for p in chosen
                  if board.commander_need(p.id, seat) is not None)
    return (DeclareAttackers(tuple((p.id, defender) for p in chosen)),
            damage * board.life_value(seat))


def _counterattack(board: Board) -> int:
    """The power that may attack us before our next turn: the strongest opponent's, and
    half of the others' (they may attack each other as well)."""
    powers = sorted((sum(max(p.power or 0, 0) for p in board.creatures(s))
                     for s in board.opponents or (board.opp,)), reverse=True)
    return powers[0] + sum(powers[1:]) // 2 if powers else 0


def _stoppable(home: list[PermanentView], board: Board) -> int:
    """Roughly how much of the opponents' attack ``home`` can block (one attacker each)."""
    theirs = sorted((max(p.power or 0, 0) for s in board.opponents or (board.opp,)
                     for p in board.creatures(s)), reverse=True)
    return sum(theirs[:len(home)])


def plan_blocks(board: Board, choices: dict[int, list[int]], careful: bool = True
                ) -> DeclareBlockers:
    """Blocks for ``choices`` (blocker → the attackers it may block).

    Good blocks first (the blocker kills the attacker and survives, or trades up); if the
    unblocked damage would still be lethal (or leave us very low), chump-block the biggest
    attackers with the least valuable blockers.
    """
    attackers_map, _ = board.combat_pairs()
    attackers = [board.perms[a] for a in attackers_map if a in board.perms]
    free = {b for b in choices if b in board.perms}
    blocks: list[tuple[int, int]] = []
    blocked: set[int] = set()
    for a in sorted(attackers, key=creature_value, reverse=True):
        if "menace" in a.keywords:
            continue  # CR 702.111b: needs two blockers; handled only when chumping
        options = [board.perms[b] for b in free if a.id in choices[b]]
        best: tuple[float, PermanentView] | None = None
        for b in options:
            b_dies, a_dies = _block_result(a, b)
            if not a_dies and not (careful and not b_dies):
                continue
            if not careful and not a_dies:
                continue
            gain = (creature_value(a) if a_dies else 0.0) - \
                (creature_value(b) if b_dies else 0.0)
            if a_dies and not b_dies:
                gain += 5.0
            if gain >= 0 and (best is None or gain > best[0]):
                best = (gain, b)
        if best is not None:
            blocks.append((best[1].id, a.id))
            free.discard(best[1].id)
            blocked.add(a.id)
    incoming = sum(max(a.power or 0, 0) for a in attackers if a.id not in blocked)
    my_life = board.life[board.me]
    threshold = my_life if not careful else my_life - 2
    for a in sorted(attackers, key=lambda x: -(x.power or 0)):
        if incoming < threshold or a.id in blocked or "menace" in a.keywords:
            continue
        options = sorted((board.perms[b] for b in free if a.id in choices[b]),
                         key=creature_value)
        if options:
            blocks.append((options[0].id, a.id))
            free.discard(options[0].id)
            blocked.add(a.id)
            incoming -= max(a.power or 0, 0)
    return DeclareBlockers(tuple(blocks))


def _block_result(attacker: PermanentView, blocker: PermanentView) -> tuple[bool, bool]:
    """(blocker dies, attacker dies) for ``blocker`` blocking ``attacker``."""
    attacker_dies, blocker_dies = fight(attacker, blocker)
    return blocker_dies, attacker_dies
