"""Exert (CR 701.39): "You may exert this creature as it attacks. When you do, <effect>."

CR 701.39d: the choice is an optional cost to attack (CR 508.1g), made as attackers are
declared: once the attackers (and their bands) are declared, the active player is asked, for
each attacking creature with an exert ability (:class:`~grimoire.oracle.ir.ExertOption`),
whether to exert it (the kernel's :data:`grimoire.rules.hooks.ATTACK_OPTIONAL_COSTS`). An
exerted creature's linked "When you do" ability triggers (CR 603.12, 607.2h) and goes on
the stack with the other abilities that triggered on the declaration, the next time a
player would receive priority.

CR 701.39a: an exerted permanent doesn't untap during its exerter's next untap step. CR
701.39b: exerting it again before then changes nothing (the effects expire together), and a
permanent can be exerted untapped. CR 701.39c: only a permanent on the battlefield can be
exerted (a new object after a zone change, CR 400.7, is not the exerted one). "If this
creature hasn't been exerted this turn, you may exert it" (Combat Celebrant): a creature
exerted this turn isn't asked again (an additional combat phase).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, layers
from grimoire.rules.actions import Decision
from grimoire.rules.triggers import PendingTrigger

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

RULE = "CR 701.39d"
WORDS = frozenset({"ExertOption"})


@dataclass(frozen=True, slots=True)
class Exerted:
    """Who exerted what: ``waiting`` (object, player) pairs — the object won't untap during
    that player's next untap step; ``now`` the objects that don't untap in the untap step
    of turn ``now_turn``; ``this_turn`` the objects exerted during turn ``turn``."""

    waiting: tuple[tuple[int, int], ...] = ()
    now: tuple[int, ...] = ()
    now_turn: int = -1
    this_turn: tuple[int, ...] = ()
    turn: int = -1


STATE: hooks.StateKey[Exerted] = hooks.StateKey("exert")


def options(game: Game, obj: GameObject) -> list[ir.ExertOption]:
    """The exert abilities ``obj`` has now (CR 613: it may have lost them)."""
    return [a.effect for a in layers.characteristics(game, obj).abilities
            if isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.ExertOption)]


def exerted_this_turn(game: Game, oid: int) -> bool:
    """Whether the permanent ``oid`` was exerted this turn."""
    state = STATE.get(game)
    return state is not None and state.turn == game.turn and oid in state.this_turn


def _askable(game: Game, obj: GameObject) -> list[ir.ExertOption]:
    exerted = exerted_this_turn(game, obj.id)
    return [o for o in options(game, obj) if not (o.unless_exerted and exerted)]


def questions(game: Game) -> list[Decision]:
    """CR 508.1g, 701.39d: one yes/no question for each declared attacker that may be
    exerted as it attacks, in declaration order."""
    out = []
    for oid in game.combat.attackers:
        obj = game.objects.get(oid)
        if obj is None or obj.controller != game.active or not _askable(game, obj):
            continue
        out.append(Decision("yes_no", game.active, prompt=f"exert {obj.name} as it attacks?",
                            options=(True, False), source=oid, rule=RULE))
    return out


def exert(game: Game, oid: int, player: int) -> None:
    """CR 701.39a-c: ``player`` exerts the permanent ``oid`` (it won't untap during their
    next untap step)."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != "battlefield":
        return  # CR 701.39c
    state = STATE.get(game) or Exerted()
    waiting = state.waiting if (oid, player) in state.waiting else (
        *state.waiting, (oid, player))  # CR 701.39b: one expiry
    this_turn = state.this_turn if state.turn == game.turn else ()
    STATE.set(game, replace(state, waiting=waiting, this_turn=(*this_turn, oid),
                            turn=game.turn))


def answer(game: Game, decision: Decision, yes: bool) -> None:
    """Exert the creature if the player said so; its "When you do" abilities trigger
    (CR 603.12), to be put on the stack with the declaration's other triggers."""
    oid = decision.source
    obj = None if oid is None else game.objects.get(oid)
    if not yes or obj is None or obj.zone != "battlefield":
        return
    found = _askable(game, obj)
    exert(game, obj.id, decision.player)
    for option in found:
        ability = ir.TriggeredAbility(ir.Unimplemented("when you do", "reflexive (CR 603.12)"),
                                      option.reflexive.effect, option.reflexive.targets)
        game.pending_triggers.append(PendingTrigger(
            obj.id, decision.player, -1, obj.name, obj.id, ability=ability))


def untap_step(game: Game) -> None:
    """CR 701.39a: the permanents the active player exerted don't untap in this untap step;
    their effects end with it (CR 701.39b)."""
    state = STATE.get(game)
    if state is None:
        return
    now = tuple(o for o, p in state.waiting if p == game.active)
    waiting = tuple((o, p) for o, p in state.waiting if p != game.active)
    if not now and not state.now:
        return
    STATE.set(game, replace(state, waiting=waiting, now=now, now_turn=game.turn))


def stays_tapped(game: Game, obj: GameObject) -> bool:
    """Whether ``obj`` was exerted by the active player before this untap step (CR 701.39a:
    it doesn't untap; ordered before stun counters, which replace only an untap that would
    happen, CR 122.1d)."""
    state = STATE.get(game)
    return state is not None and state.now_turn == game.turn and obj.id in state.now \
        and game.step == "untap"


hooks.ATTACK_OPTIONAL_COSTS.add(questions, words=WORDS)  # CR 508.1g
hooks.ATTACK_OPTIONAL_ANSWERS[RULE] = answer
hooks.UNTAP_STEP.add(untap_step, order=60)  # CR 502.2 (after phasing, day and night)
hooks.UNTAP_REPLACED.add(stays_tapped, order=10)  # before stun counters (CR 122.1d)
