"""Phasing (CR 702.26): permanents that phase out are treated as though they don't exist.

A permanent that phases out leaves ``game.battlefield`` and ``game.objects`` without
changing zones: nothing can see, target or affect it (CR 702.26b), no zone-change event
happens (CR 702.26d), and it keeps its id, counters, damage and tapped status for when it
phases back in (CR 702.26c). Auras and Equipment attached to it phase out with it,
"indirectly", and phase in with it (CR 702.26g). Permanents that phased out phase in during
the untap step of the player they phased out under (CR 702.26a), unless the effect that
phased them out says how long (Ferris Wheel: "until you roll a 3 or less while rolling to
visit your Attractions").

The state is an immutable :class:`PhasingState` kept by :data:`STATE` (in
``game.states``); the stored objects are never changed (each is copied when it phases
in), so copies of the game share them safely.

>>> PhasingState().out
()
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query, zones
from grimoire.rules.actions import Action
from grimoire.rules.cardinfo import present
from grimoire.rules.objects import GameObject
from grimoire.rules.registry import RESOLVERS, resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game


PHASING_WORDS = frozenset({"phasing"})
"""The keyword in a card's IR (printed or granted) that makes permanents phase out in
their controller's untap step (CR 702.26a); a game without it skips that scan."""

@dataclass(frozen=True, slots=True)
class PhasedOut:
    """One phased-out permanent: the object as it phased out, the player it phased out
    under (CR 702.26a), the host it phased out with (indirectly, CR 702.26g), and for
    "until you roll N or less while rolling to visit your Attractions", (player, N)."""

    obj: GameObject
    controller: int
    host: int | None = None
    until_visit: tuple[int, int] | None = None
    turn: int = 0
    """The turn it phased out (CR 514.2 reaches phased-out permanents)."""


@dataclass(frozen=True, slots=True)
class PhasingState:
    """The phased-out permanents, and (source, object) pairs: which objects phased out
    "with" which source ("hasn't been phased out with this Attraction")."""

    out: tuple[PhasedOut, ...] = ()
    history: tuple[tuple[int, int], ...] = ()


STATE: hooks.StateKey[PhasingState] = hooks.StateKey("phasing")
"""The game's PhasingState (None until the mechanism is used)."""


def state(game: Game) -> PhasingState:
    """The phasing state (empty when nothing ever phased out)."""
    current = STATE.get(game)
    return current if isinstance(current, PhasingState) else PhasingState()


def phased_out_with(game: Game, source: int, oid: int) -> bool:
    """Whether ``oid`` has been phased out with the object ``source``."""
    return (source, oid) in state(game).history


def is_phased_out(game: Game, oid: int) -> bool:
    """Whether ``oid`` is a phased-out permanent."""
    return any(e.obj.id == oid for e in state(game).out)


def phase_out(game: Game, oid: int, *, source: int | None = None,
              until_visit: tuple[int, int] | None = None, host: int | None = None) -> bool:
    """Phase out the permanent ``oid`` (CR 702.26b) and, indirectly, what is attached to it
    (CR 702.26g); ``source``: the object whose effect did it. False if it isn't a phased-in
    permanent."""
    obj = game.objects.get(oid)
    if obj is None or oid not in game.battlefield:
        return False
    attached = [a for a in game.battlefield if game.objects[a].attached_to == oid]
    game.last_known[oid] = obj
    # CR 603.10a: "whenever ~ phases out" looks back in time: the event happens while it
    # is still there to see it
    game.emit(ev.Phased(oid, obj.name, True))
    game.objects.pop(oid)
    game.battlefield.remove(oid)
    zones._left_battlefield(game, obj)  # removed from combat, its abilities stop (702.26b)
    current = state(game)
    history = (*current.history, (source, oid)) if source is not None else current.history
    STATE.set(game, PhasingState(
        (*current.out, PhasedOut(obj, obj.controller, host, until_visit, game.turn)), history))
    for other in attached:  # CR 702.26g, 702.26h: indirectly
        phase_out(game, other, host=oid)
    return True


def phase_in(game: Game, oid: int) -> bool:
    """Phase in the phased-out permanent ``oid`` (CR 702.26c) and what phased out
    indirectly with it (CR 702.26g)."""
    current = state(game)
    entry = next((e for e in current.out if e.obj.id == oid), None)
    if entry is None:
        return False
    STATE.set(game, replace(current, out=tuple(e for e in current.out if e is not entry)))
    obj = entry.obj.copy()
    if entry.turn != game.turn:  # CR 514.2: a cleanup step happened since it phased out:
        obj.damage = 0  # its damage was removed (its "until end of turn" effects ended,
        # grimoire.rules.continuous)
    game.objects[oid] = obj
    game.battlefield.append(oid)
    game.last_known.pop(oid, None)
    if obj.info.statics:  # its abilities work again (zones._entered, without a new object)
        game.n_statics += 1
    if obj.info.triggered:
        game.n_watchers += 1
    if entry.host is not None and entry.host not in game.objects:
        obj.attached_to = None  # CR 702.26i: its host is gone
    game.emit(ev.Phased(oid, obj.name, False))
    for other in [e.obj.id for e in state(game).out if e.host == oid]:
        phase_in(game, other)
    return True


def untap_step(game: Game) -> None:
    """CR 702.26a: before the active player untaps, their phased-in permanents with phasing
    phase out and, simultaneously, the permanents that phased out under their control phase
    in (those with a stated duration wait for it)."""
    going = [oid for oid in game.battlefield if game.objects[oid].controller == game.active
             and "phasing" in query.keywords(game, game.objects[oid])
             ] if present(game, PHASING_WORDS) else []
    coming = [e.obj.id for e in state(game).out if e.controller == game.active
              and e.host is None and e.until_visit is None]
    for oid in going:
        phase_out(game, oid)
    for oid in coming:
        phase_in(game, oid)


def visit_rolled(game: Game, seat: int, result: int) -> None:
    """``seat`` rolled ``result`` to visit their Attractions: phase in what phased out
    "until you roll N or less while rolling to visit your Attractions"."""
    for entry in state(game).out:
        if entry.until_visit is not None and entry.until_visit[0] == seat \
                and result <= entry.until_visit[1]:
            phase_in(game, entry.obj.id)


def _register() -> None:
    """Register the :class:`~grimoire.oracle.ir.PhaseOut` resolver."""

    def resolve_phase_out(game: Game, res: Resolution, node: ir.PhaseOut,
                          answer: Action | None) -> None:
        # CR 702.26b; Ferris Wheel's duration: "until you roll a 3 or less while rolling
        # to visit your Attractions" ("you": the controller of the effect)
        until = None if node.until_visit_max is None else (res.controller,
                                                          node.until_visit_max)
        done = [phase_out(game, oid, source=res.source, until_visit=until)
                for oid in objects(game, res, node.what)]
        res.did = any(done)

    if ir.PhaseOut not in RESOLVERS:
        resolves(ir.PhaseOut)(resolve_phase_out)


_register()


def _not_phased_out_with(game: Game, obj: GameObject, flt: ir.ObjectFilter,
                         source: int | None) -> bool:
    """ "that hasn't been phased out with this Attraction" (Ferris Wheel, CR 702.26)."""
    return source is None or not phased_out_with(game, source, obj.id)


hooks.UNTAP_STEP.add(untap_step, order=10)  # CR 502.2: phasing first
hooks.ABSENT.add(is_phased_out)  # CR 702.26b: treated as though it doesn't exist
hooks.FILTER_TESTS["not_phased_out_with_source"] = _not_phased_out_with
