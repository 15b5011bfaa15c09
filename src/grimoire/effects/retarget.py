"""Choosing new targets for a spell or ability on the stack (CR 115.7d), changing its target
(CR 115.7a), and "the greatest power among creatures you control"
(:class:`~grimoire.oracle.ir.GreatestAmong`).

CR 115.7d: the player may leave the targets unchanged, or choose new ones; the new set must
be legal (CR 115.7e: only the final set is checked). The legality is the spell's or
ability's own: its targeting requirements, seen by its controller (CR 115.1, 601.2c), and a
spell or ability never targets itself (CR 115.5). The options offered are the current
targets first, then every other legal set.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import targets
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.dice import roll_now
from grimoire.rules.objects import Seat
from grimoire.rules.opponent_targets import same_opponent
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_KEY = "new_targets"


Targets = tuple[tuple[int | object, ...], ...]


def _flat(chosen: Targets) -> tuple[object, ...]:
    return tuple(t for group in chosen for t in group)


def retarget_options(game: Game, oid: int, change: bool = False) -> tuple[Targets, ...]:
    """The target sets the spell or ability ``oid`` may have: its current ones first; with
    ``change`` (CR 115.7a) only sets where every target is another legal target (none: the
    targets stay as they are)."""
    obj = game.objects[oid]
    info = obj.stack
    if info is None or not info.specs:
        return ()
    combos = targets.choices(game, info.specs, obj.controller, oid, x=obj.x)  # (its X)
    combos = same_opponent(game, info.specs, info.targets, combos)  # (Magus of the Arena)
    if change:
        old = _flat(info.targets)
        return tuple(c for c in combos if len(_flat(c)) == len(old)
                     and all(a != b for a, b in zip(_flat(c), old, strict=True)))
    return (info.targets, *(c for c in combos if c != info.targets))


@resolves(ir.ChooseNewTargets)
def choose_new_targets(game: Game, res: Resolution, node: ir.ChooseNewTargets,
                       answer: Action | None) -> Decision | None:
    """Ask ``You()`` for each spell or ability in ``node.what`` still on the stack."""
    pending: tuple[int, ...]
    if answer is None:
        pending = tuple(o for o in objects(game, res, node.what)
                        if o in game.objects and game.objects[o].zone == "stack"
                        and game.objects[o].stack is not None and o != res.item)
        res.did = False
    else:
        pending = res.scratch[_KEY]
        options = retarget_options(game, pending[0], node.change)
        if not isinstance(answer, Choose) or answer.value not in options:
            raise IllegalActionError("choose one of the offered target sets", rule=_rule(node))
        _set(game, res, pending[0], answer.value)
        pending = pending[1:]
    while pending:
        options = retarget_options(game, pending[0], node.change)
        if node.change and len(options) == 1:  # the only other legal target (CR 115.7a)
            _set(game, res, pending[0], options[0])
        elif len(options) > 1:
            res.scratch[_KEY] = pending
            prompt = "change the targets to" if node.change else "new targets (first: unchanged)"
            return Decision("choose_mode", res.you, prompt=prompt, options=options,
                            source=pending[0], rule=_rule(node))
        pending = pending[1:]
    res.scratch.pop(_KEY, None)
    return None


def _rule(node: ir.ChooseNewTargets) -> str:
    return "CR 115.7a" if node.change else "CR 115.7d"


def _set(game: Game, res: Resolution, oid: int, chosen: object) -> None:
    obj = game.objects[oid]
    assert obj.stack is not None
    if chosen != obj.stack.targets:
        obj.stack = replace(obj.stack, targets=chosen)  # type: ignore[arg-type]
        res.did = True


@resolves(ir.TargetToLowestRoller)
def target_to_lowest(game: Game, res: Resolution, node: ir.TargetToLowestRoller,
                     answer: Action | None) -> None:
    """The player with the lowest result of the roll every player just made (the tied
    players reroll, APNAP order, if ``reroll_ties``) becomes the spell's target, if that is
    another legal target (CR 115.7a)."""

    rolls: dict[int, int] = dict(res.scratch.get("rolls_by_player", {}))
    sides = res.die.sides if res.die is not None else 6
    res.did = False
    while rolls:
        low = min(rolls.values())
        tied = [p for p in sorted(rolls) if rolls[p] == low]
        if len(tied) == 1:
            break
        if not node.reroll_ties:
            return  # no single lowest player: nothing changes
        again: dict[int, int] = {}
        for seat in _apnap(game, tied):
            record = roll_now(game, seat, ir.RollDice(ir.Fixed(1), sides), source=res.source)
            if record is not None and record.results:
                again[seat] = record.result
        rolls = again
    if not rolls:
        return
    lowest = Seat(min(rolls, key=lambda p: rolls[p]))
    for oid in objects(game, res, node.what):
        obj = game.objects.get(oid)
        info = obj.stack if obj is not None else None
        if obj is None or info is None or obj.zone != "stack" or len(info.specs) != 1:
            continue
        if info.targets == ((lowest,),):
            continue  # already its target: unchanged (CR 115.7a)
        if targets.is_legal(game, info.specs[0], lowest, obj.controller, oid):
            _set(game, res, oid, ((lowest,),))


def _apnap(game: Game, seats: list[int]) -> list[int]:
    """``seats`` in APNAP order (CR 101.4)."""
    count = len(game.players)
    return sorted(seats, key=lambda p: (p - game.active) % count)


@resolves(ir.CopyRepeatedly)
def copy_repeatedly(game: Game, res: Resolution, node: ir.CopyRepeatedly,
                    answer: Action | None) -> None:
    """Schedule the copy ``node.count`` times (each may get new targets, CR 707.10c)."""

    times = max(0, amount_value(game, res, node.count, res.you))
    res.push_all(tuple(node.copy for _ in range(times)))
    res.did = times > 0
