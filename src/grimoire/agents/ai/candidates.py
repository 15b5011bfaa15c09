"""The hard AI's candidate answers in combat: the attacks and blocks its search weighs.

The search (:mod:`grimoire.agents.ai.search`) can only choose among the declarations it
is given, and every candidate costs playouts, so the list is short (:data:`COMBAT_WIDTH`),
free of repeats (two orders of the same attackers are one declaration: CR 508.1a declares
a set) and ordered by promise, the heuristic's own plan first (the search weighs all of them,
even short of time: keeping only the first few under a time cap cost nine tenths of its
gain, bench/RESULTS.md round 10):

* attacks (CR 508.1): the plan; everyone in ("all-in": the race); no attack; the
  *prefixes* of the attackers ranked by :func:`attack_merit` (the safest attacker alone,
  the two safest, ...: the subsets a combat evaluation would pick, nested so that each
  adds the next-riskiest); the plan with one attacker held back (a blocker kept home for
  the crack-back, CR 506.4: a tapped creature can't block) or one added;
* blocks (CR 509.1): the plan; no block; the plan less its chump blocks (take the damage,
  keep the creatures); double blocks that kill an attacker neither blocker could kill
  alone (CR 509.1a: several creatures may block one attacker; CR 510.1c: the attacker's
  damage is divided among them, so one of them at most dies to a creature that can only
  kill one), the block that keeps the player alive at the least cost (chumps of the
  biggest attackers until the unblocked damage is survivable, CR 104.3b); the plan with
  one block removed or added, added ones ranked by :func:`block_merit`.

* priority (CR 117.1): the heuristic's choice; passing; the heuristic's best-scored
  actions above :data:`FLOOR`; and for each spell or ability that may target an
  opponent's permanent, its best-scored such use even below the floor
  (:data:`TARGETED`): the heuristic values a spell alone, one ply deep, so damage that
  doesn't kill a creature now scores as wasted, though with the combat that follows or a
  second spell it does kill (CR 120.3e, 704.5g: damage marked on a creature stays until
  the cleanup step, CR 514.2), which only a playout sees.

Everything here reads the player's :class:`~grimoire.agents.ai.board.Board` (its view):
nothing hidden.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence

from grimoire.agents.ai.agent import AIAgent
from grimoire.agents.ai.board import Board, creature_value
from grimoire.agents.ai.combat import can_block, fight
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.combat import AttackOptions, BlockOptions
from grimoire.rules.objects import Seat, Target
from grimoire.rules.view import PermanentView

COMBAT_WIDTH = 8
"""At most this many candidate declarations per combat decision."""
WIDTH = 6
"""At priority: passing and at most this many other actions besides the heuristic's choice."""
FLOOR = -1.0
"""At priority, the heuristic's score an action must beat to be weighed on its score."""
TARGETED = 2
"""At priority, at most this many of the :data:`WIDTH` places go to the best uses on an
opponent's permanent of the spells and abilities that have none above :data:`FLOOR`."""


def _distinct(actions: Iterable[Action], legal: Sequence[Action],
              key: Callable[[Action], Hashable]) -> list[Action]:
    """The legal ``actions`` in order, each declaration once (by ``key``), at most
    :data:`COMBAT_WIDTH`."""
    seen: set[Hashable] = set()
    out: list[Action] = []
    for action in actions:
        k = key(action)
        if k in seen or action not in legal:
            continue
        seen.add(k)
        out.append(action)
        if len(out) == COMBAT_WIDTH:
            break
    return out


def _attack_key(action: Action) -> Hashable:
    return frozenset(action.attacks) if isinstance(action, DeclareAttackers) else action


def _block_key(action: Action) -> Hashable:
    return frozenset(action.blocks) if isinstance(action, DeclareBlockers) else action


# --- priority -------------------------------------------------------------------------

def _source(action: Action) -> tuple[str, int, int] | None:
    """The card cast or the ability activated: one spell's or ability's uses share it."""
    if isinstance(action, CastSpell):
        return ("cast", action.card, action.face)
    if isinstance(action, ActivateAbility):
        return ("ability", action.source, action.index)
    return None


def _at_their_permanent(board: Board, action: Action) -> bool:
    """Whether ``action`` targets a permanent an opponent controls (CR 115.1)."""
    targets = action.targets if isinstance(action, CastSpell | ActivateAbility) else ()
    return any(isinstance(t, int) and t in board.perms
               and board.perms[t].controller != board.me
               for group in targets for t in group)


def priority_candidates(heuristic: AIAgent, board: Board, legal: Sequence[Action]
                        ) -> list[Action]:
    """The actions the search weighs at priority (see the module docstring), the
    heuristic's choice first, then passing, the best-scored actions above :data:`FLOOR`
    and, in up to :data:`TARGETED` of the :data:`WIDTH` places, the best-scored use on an
    opponent's permanent of each spell or ability with no such use among them."""
    view = board.view
    best = heuristic.decide(view, view.pending)  # type: ignore[arg-type]
    scored = sorted(((heuristic.score(board, a), i) for i, a in enumerate(legal)
                     if not isinstance(a, PassPriority)), key=lambda t: (-t[0], t[1]))
    head = [best, *([PassPriority()] if PassPriority() in legal else [])]
    aimed = {_source(a) for a in (*head, *(legal[i] for s, i in scored[:WIDTH] if s > FLOOR))
             if _at_their_permanent(board, a)}
    extra: list[Action] = []
    for _, i in scored:
        action = legal[i]
        source = _source(action)
        if len(extra) < TARGETED and source not in aimed and _at_their_permanent(board, action):
            aimed.add(source)
            extra.append(action)
    top = [legal[i] for s, i in scored[:WIDTH - len(extra)] if s > FLOOR]
    return list(dict.fromkeys((*head, *top, *extra)))


# --- attacks ----------------------------------------------------------------------------

def _defender(board: Board, target: Target) -> int:
    """The player ``target`` (a player or a planeswalker/battle) belongs to."""
    if isinstance(target, Seat):
        return target.index
    p = board.perms.get(target)
    return p.controller if p is not None else board.opp


def attack_merit(board: Board, creature: PermanentView, target: Target) -> float:
    """How safely ``creature`` attacks ``target`` alone: the damage it would deal, less
    what the defender's best block would cost the attacker (its value if it dies, less
    the blocker's if that dies too: CR 510.1-510.2 via :func:`fight`). An attacker no
    untapped creature can block (CR 509.1a, 702.9b flying, 702.111b menace against a
    single blocker) deals its power; vigilance (CR 702.20b) costs no blocker at home."""
    power = max(creature.power or 0, 0)
    defender = _defender(board, target)
    blockers = [b for b in board.creatures(defender)
                if not b.tapped and can_block(b, creature)]
    if "menace" in creature.keywords and len(blockers) < 2:
        blockers = []
    worst = 0.0
    for blocker in blockers:
        dies, kills = fight(creature, blocker)
        loss = (creature_value(creature) if dies else 0.0) - \
            (creature_value(blocker) if kills else 0.0)
        worst = max(worst, loss)
    home = 1.0 if "vigilance" in creature.keywords else 0.0
    return float(power) - worst + home


def attack_candidates(heuristic: AIAgent, board: Board, legal: Sequence[Action]
                      ) -> list[Action]:
    """The attacks the search weighs (see the module docstring), the heuristic's plan
    first."""
    plan = heuristic.decide(board.view, board.view.pending)  # type: ignore[arg-type]
    if not isinstance(plan, DeclareAttackers):
        return [plan]
    targets = dict(plan.attacks)
    if isinstance(legal, AttackOptions):
        for creature, options in zip(legal.creatures, legal.choices, strict=True):
            able = [t for t in options if t is not None]
            if creature not in targets and able:  # the main opponent if it may, else any
                targets[creature] = next((t for t in able if t == Seat(board.opp)), able[0])
    able_ids = [c for c in targets if c in board.perms]
    ranked = sorted(able_ids, key=lambda c: -attack_merit(board, board.perms[c], targets[c]))
    chosen = [c for c, _ in plan.attacks]

    def attack(creatures: Iterable[int]) -> DeclareAttackers:
        return DeclareAttackers(tuple((c, targets[c]) for c in creatures))

    out: list[Action] = [plan, attack(ranked), attack(())]
    out.extend(attack(ranked[:k]) for k in range(1, len(ranked)))
    out.extend(attack(c for c in chosen if c != held) for held in chosen)
    out.extend(attack((*chosen, c)) for c in ranked if c not in chosen)
    return _distinct(out, legal, _attack_key)


# --- blocks -----------------------------------------------------------------------------

def _damage(p: PermanentView) -> int:
    return max(p.power or 0, 0)


def block_merit(board: Board, blocker: PermanentView, attacker: PermanentView) -> float:
    """What ``blocker`` blocking ``attacker`` alone gains: the attacker's value if it
    dies, less the blocker's if it does, plus the damage kept off the player (at what a
    point of life is worth now, :meth:`Board.life_value`)."""
    attacker_dies, blocker_dies = fight(attacker, blocker)
    kept = 0 if "trample" in attacker.keywords else _damage(attacker)
    return ((creature_value(attacker) if attacker_dies else 0.0)
            - (creature_value(blocker) if blocker_dies else 0.0)
            + kept * board.life_value(board.me))


def _kills_together(first: PermanentView, second: PermanentView,
                    attacker: PermanentView) -> bool:
    """Whether two blockers kill ``attacker`` together though neither does alone
    (CR 510.1c: their damage adds up; deathtouch is lethal from either, CR 702.2c)."""
    alone = fight(attacker, first)[0] or fight(attacker, second)[0]
    if alone or "indestructible" in attacker.keywords:
        return False
    toughness = (attacker.toughness or 0) - attacker.damage
    return _damage(first) + _damage(second) >= toughness


def _survival(board: Board, blocks: list[tuple[int, int]], choices: dict[int, list[int]],
              attackers: list[PermanentView]) -> list[tuple[int, int]]:
    """``blocks`` plus chump blocks of the biggest unblocked attackers by the least
    valuable free blockers until the unblocked damage leaves the player alive
    (CR 104.3b, 510.1); ``blocks`` unchanged when none is needed."""
    out = list(blocks)
    blocked = {a for _, a in out}
    used = {b for b, _ in out}
    incoming = sum(_damage(a) for a in attackers if a.id not in blocked)
    life = board.life[board.me]
    for attacker in sorted(attackers, key=lambda a: -_damage(a)):
        if incoming < life:
            break
        if attacker.id in blocked or "menace" in attacker.keywords:
            continue
        free = sorted((board.perms[b] for b, options in choices.items()
                       if b not in used and b in board.perms and attacker.id in options),
                      key=creature_value)
        if free:
            out.append((free[0].id, attacker.id))
            used.add(free[0].id)
            blocked.add(attacker.id)
            if "trample" not in attacker.keywords:
                incoming -= _damage(attacker)
    return out


def block_candidates(heuristic: AIAgent, board: Board, legal: Sequence[Action]
                     ) -> list[Action]:
    """The blocks the search weighs (see the module docstring), the heuristic's plan
    first."""
    plan = heuristic.decide(board.view, board.view.pending)  # type: ignore[arg-type]
    if not isinstance(plan, DeclareBlockers):
        return [plan]
    choices: dict[int, list[int]] = {}
    if isinstance(legal, BlockOptions):
        choices = {b: list(a) for b, a in zip(legal.blockers, legal.choices, strict=True)}
    attackers = [board.perms[a] for a in board.combat_pairs()[0] if a in board.perms]
    by_id = {a.id: a for a in attackers}
    used = {b for b, _ in plan.blocks}
    free = [board.perms[b] for b in choices if b not in used and b in board.perms]

    def block(blocks: Iterable[tuple[int, int]]) -> DeclareBlockers:
        return DeclareBlockers(tuple(blocks))

    out: list[Action] = [plan, block(())]
    chumps = [(b, a) for b, a in plan.blocks if b in board.perms and a in by_id
              and fight(by_id[a], board.perms[b]) == (False, True)]
    kept = [p for p in plan.blocks if p not in chumps]
    if chumps:
        out.append(block(kept))
    doubles = [(first.id, second.id, attacker.id) for attacker in attackers
               for i, first in enumerate(free) if attacker.id in choices[first.id]
               for second in free[i + 1:] if attacker.id in choices[second.id]
               and _kills_together(first, second, attacker)]
    out.extend(block((*plan.blocks, (b1, a), (b2, a))) for b1, b2, a in doubles)
    out.append(block(_survival(board, kept, choices, attackers)))
    out.extend(block(p for p in plan.blocks if p != pair) for pair in plan.blocks)
    added = sorted(((block_merit(board, b, by_id[a]), b.id, a) for b in free
                    for a in choices[b.id] if a in by_id), key=lambda t: -t[0])
    out.extend(block((*plan.blocks, (b, a))) for _, b, a in added)
    return _distinct(out, legal, _block_key)
