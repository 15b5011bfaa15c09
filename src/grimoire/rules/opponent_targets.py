"""Targets an opponent chooses: "{3}, {T}: Tap target creature you control and target
creature of an opponent's choice they control." (Magus of the Arena, Arena).

CR 602.2b: an ability is activated as a spell is cast (CR 601.2c: the targets are announced
as it is put on the stack). The ability's controller announces their own targets and names
an opponent (the rulings: "Magus of the Arena's controller always chooses their creature
first"); THAT opponent chooses the creature they control, as part of announcing the
targets, before any cost is paid (CR 601.2g-h). The creature is still the target of the
ability's controller's ability (legality, hexproof, CR 115; checked again on resolution,
CR 608.2b). An opponent who controls no creature the ability could target can't be named
(CR 601.2c: a target that can't be chosen).

The listing (:func:`grimoire.rules.targets.choices` with ``named=True``) puts the named
opponent's :class:`~grimoire.rules.objects.Seat` in that target group; applying the
activation asks the opponent an ``opponent_target`` decision (``game.pending.player`` is
that opponent) whose answer replaces the seat by the creature and goes on to the payment.
A copy of the ability, or a change of its targets, keeps the opponent (the third ruling):
:func:`same_opponent`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import casting, payment, targets
from grimoire.rules.actions import ActivateAbility, Choose, Decision
from grimoire.rules.objects import Seat, Target

if TYPE_CHECKING:
    from grimoire.rules.game import Game

RULE = "CR 601.2c"

Groups = tuple[tuple[Target, ...], ...]


def _named(game: Game, player: int, specs: tuple[ir.TargetSpec, ...],
           action: ActivateAbility) -> tuple[int, int] | None:
    """(group index, opponent) of the target an opponent chooses, or None if the ability
    has none. Raises :class:`IllegalActionError` unless an opponent who controls a legal
    object is named there (the activator can't choose that object themselves)."""
    for index, spec in enumerate(specs):
        if not spec.by_opponent:
            continue
        group = action.targets[index] if index < len(action.targets) else ()
        if len(group) != 1 or not isinstance(group[0], Seat):
            raise IllegalActionError("name an opponent, who chooses this target", rule=RULE)
        legal = targets.options(game, spec, player, action.source)
        if group[0] not in targets.opponent_seats(game, legal):
            raise IllegalActionError("that opponent controls nothing this could target",
                                     rule=RULE)
        return index, group[0].index
    return None


def check(game: Game, player: int, specs: tuple[ir.TargetSpec, ...],
          action: ActivateAbility) -> None:
    """Raise :class:`IllegalActionError` unless an opponent who may be named is named for
    each target of an opponent's choice."""
    _named(game, player, specs, action)


def ask(game: Game, player: int, specs: tuple[ir.TargetSpec, ...],
        action: ActivateAbility) -> bool:
    """Ask the named opponent to choose the target (True), or nothing to ask (False)."""
    named = _named(game, player, specs, action)
    if named is None:
        return False
    index, opponent = named
    spec = specs[index]
    options = tuple(t for t in targets.options(game, spec, player, action.source)
                    if not isinstance(t, Seat) and game.objects[t].controller == opponent)
    game.set_pending(Decision("opponent_target", opponent, prompt="choose the target",
                              options=options, source=action.source, rule=RULE,
                              data=(action, index, player)), "payment")
    return True


def answer(game: Game, decision: Decision, action: Choose) -> None:
    """The opponent's choice replaces the named seat; then the payment (CR 601.2g-h) and
    the activation, as :func:`grimoire.rules.legal` does for any activation."""
    pending, index, player = decision.data
    assert isinstance(pending, ActivateAbility) and isinstance(action.value, tuple)
    groups = list(pending.targets)
    groups[index] = action.value
    chosen = replace(pending, targets=tuple(groups))
    if payment.start(game, player, chosen):
        return  # the player chooses how to pay (CR 602.2b)
    casting.activate(game, player, chosen)
    game.passes = 0  # CR 117.3c: the activator receives priority again
    game.stage = "priority_check"


def same_opponent(game: Game, specs: tuple[ir.TargetSpec, ...], old: Groups,
                  combos: list[Groups]) -> list[Groups]:
    """New targets for a copy or a change of targets (CR 115.7, 707.10c): a target of an
    opponent's choice may become only another object the same opponent controls (the
    ruling: "The choice of opponent can't be changed")."""
    fixed = [(i, _controller(game, old[i])) for i, s in enumerate(specs)
             if s.by_opponent and i < len(old)]
    if not fixed:
        return combos
    return [c for c in combos if all(
        i < len(c) and all(_controller(game, (t,)) == who for t in c[i]) for i, who in fixed)]


def _controller(game: Game, group: tuple[Target, ...]) -> int | None:
    """Who controls (controlled, as it last existed: CR 608.2h) the object in ``group``."""
    if len(group) != 1 or isinstance(group[0], Seat):
        return None
    known = game.objects.get(group[0]) or game.last_known.get(group[0])
    return None if known is None else known.controller
