"""The Ring tempts you (CR 701.52): the Ring emblem and the Ring-bearer.

* CR 701.52c: a player the Ring tempts who has no emblem named The Ring gets one first
  (an emblem in the command zone, CR 114, :mod:`grimoire.mechanics.emblems`).
* CR 701.52a: each time the Ring tempts you, you choose a creature you control; it becomes
  your Ring-bearer until another creature becomes your Ring-bearer or another player gains
  control of it (a designation, not copiable, CR 701.52b). With no creature nothing is
  chosen, and the Ring has still tempted you (CR 701.52d).
* CR 701.52c: the Ring's abilities grow with the number of times it has tempted you. The
  emblem's characteristics are those of its level (:func:`ring_definition`): 1: "Your
  Ring-bearer is legendary and can't be blocked by creatures with greater power." 2: "Whenever
  your Ring-bearer attacks, draw a card, then discard a card." 3: "Whenever your Ring-bearer
  becomes blocked by a creature, the blocking creature's controller sacrifices it at end of
  combat." 4: "Whenever your Ring-bearer deals combat damage to a player, each opponent loses
  3 life." "Legendary" is a type-changing static of the emblem (layer 4, CR 613.1d); the block
  restriction is the mechanism's (:func:`cant_block`, a kernel hook); the triggered abilities
  trigger from the command zone (CR 114.4).
* CR 701.52e: "your Ring-bearer" is a creature on the battlefield under your control with
  the designation (the filter field ``ring_bearer``, :func:`is_ring_bearer`).

The state (times tempted and the Ring-bearer of each player) is a :class:`RingState` in
``game.states``.

>>> [len(ring_definition(n).abilities) for n in (1, 2, 3, 4)]
[1, 2, 3, 4]
>>> ring_definition(1).name
'The Ring'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from grimoire.mechanics.emblems import EMBLEM_KIND, emblems
from grimoire.oracle import ir
from grimoire.rules import hooks, query, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.cardinfo import info_for

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

RING_NAME = "The Ring"
"""CR 701.52c: the emblem's name."""

BEARER = ir.ObjectFilter(types_any=("creature",), controller="you", zone="battlefield",
                         ring_bearer=True)
"""CR 701.52e: "your Ring-bearer"."""

_TEXTS = (
    "Your Ring-bearer is legendary and can't be blocked by creatures with greater power.",
    "Whenever your Ring-bearer attacks, draw a card, then discard a card.",
    "Whenever your Ring-bearer becomes blocked by a creature, the blocking creature's "
    "controller sacrifices it at end of combat.",
    "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.",
)
"""CR 701.52c: the Ring's abilities, one more for each time it has tempted you (up to 4)."""

_BLOCKER = "ring_blocker"


def _abilities() -> tuple[ir.Ability, ...]:
    legendary = ir.StaticAbility(ir.SetCharacteristics(BEARER, supertypes=("legendary",)),
                                 text=_TEXTS[0])  # (the block restriction: cant_block)
    loot = ir.TriggeredAbility(
        ir.AttacksTrigger(filter=BEARER),
        ir.Sequence((ir.DrawCards(ir.Fixed(1)), ir.Discard(ir.Fixed(1)))), text=_TEXTS[1])
    sacrifice = ir.TriggeredAbility(
        ir.BlockTrigger("becomes_blocked_by_creature", filter=BEARER),
        ir.Sequence((ir.NameObjects(ir.TriggeringObject(), bind=_BLOCKER),
                     ir.DelayedTrigger(ir.StepTrigger("end_of_combat", "each"),
                                       ir.SacrificeObjects(ir.Bound(_BLOCKER))))),
        text=_TEXTS[2])
    drain = ir.TriggeredAbility(ir.CombatDamageTrigger(filter=BEARER, to_player=True),
                                ir.LoseLife(ir.Fixed(3), ir.EachOpponent()), text=_TEXTS[3])
    return (legendary, loot, sacrifice, drain)


@cache
def ring_definition(level: int) -> ir.CardDefinition:
    """The Ring emblem of a player it has tempted ``level`` times (CR 701.52c, 114.3)."""
    shown = max(1, min(level, len(_TEXTS)))
    return ir.CardDefinition(RING_NAME, oracle_text="\n".join(_TEXTS[:shown]),
                             abilities=_abilities()[:shown])


@dataclass(frozen=True, slots=True)
class RingState:
    """How many times the Ring has tempted each player, and each one's Ring-bearer."""

    tempted: tuple[int, ...]
    bearers: tuple[int | None, ...]


STATE: hooks.StateKey[RingState] = hooks.StateKey("ring")


def _state(game: Game) -> RingState:
    found = STATE.get(game)
    if found is None:
        n = len(game.players)
        found = RingState((0,) * n, (None,) * n)
    return found


def ring_bearer(game: Game, seat: int) -> int | None:
    """``seat``'s Ring-bearer (CR 701.52e), or None."""
    state = STATE.get(game)
    if state is None:
        return None
    oid = state.bearers[seat]
    obj = game.objects.get(oid) if oid is not None else None
    if obj is None or obj.zone != "battlefield" or obj.controller != seat:
        return None
    return oid


def times_tempted(game: Game, seat: int) -> int:
    """How many times the Ring has tempted ``seat`` this game (CR 701.52c)."""
    state = STATE.get(game)
    return 0 if state is None else state.tempted[seat]


def is_ring_bearer(game: Game, obj: GameObject, flt: ir.ObjectFilter,
                   source: int | None) -> bool:
    """The filter field ``ring_bearer``: ``obj`` is the Ring-bearer of the controller of
    ``source`` (the object whose ability reads "your Ring-bearer", CR 701.52e)."""
    holder = game.objects.get(source) if source is not None else None
    if holder is None:
        return False
    return ring_bearer(game, holder.controller) == obj.id


def cant_block(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 701.52c: a Ring-bearer can't be blocked by creatures with greater power."""
    if STATE.get(game) is None or ring_bearer(game, attacker.controller) != attacker.id:
        return False
    return query.power(game, blocker) > query.power(game, attacker)


def _emblem(game: Game, seat: int) -> GameObject | None:
    return next((e for e in emblems(game, seat) if e.name == RING_NAME), None)


def _set_level(game: Game, seat: int, level: int) -> None:
    """CR 701.52c: ``seat`` gets the Ring if they have none; it has the level's abilities."""
    info = info_for(ring_definition(level))
    ring = _emblem(game, seat)
    if ring is None:
        ring = zones.new_object(game, info, seat, "command", EMBLEM_KIND)
        ring.controller = seat
        game.n_statics += 1
        game.n_watchers += 1
    else:
        game.n_watchers += bool(info.triggered) - bool(ring.info.triggered)
        ring.info = info
    game.version += 1  # the layered world is built again (the Ring-bearer is legendary)


def tempt(game: Game, res: Resolution, seat: int, answer: Action | None) -> Decision | None:
    """The Ring tempts ``seat`` (CR 701.52a-d): the emblem first, then the Ring-bearer
    (asked when there is a choice)."""
    state = _state(game)
    mine = [o for o in game.battlefield if game.objects[o].controller == seat
            and query.is_creature(game, game.objects[o])]
    if answer is None:
        if _emblem(game, seat) is None:
            _set_level(game, seat, 1)  # CR 701.52c: before choosing
        if len(mine) > 1:
            return Decision("choose_objects", seat, prompt="choose your Ring-bearer",
                            options=tuple(mine), source=res.source, rule="CR 701.52a")
        chosen = mine[0] if mine else None
    else:
        assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
        chosen = answer.value[0] if answer.value and answer.value[0] in mine else None
        if chosen is None:
            raise ValueError("choose one of your creatures as your Ring-bearer")
    count = state.tempted[seat] + 1
    bearers = state.bearers
    if chosen is not None:  # CR 701.52a: it replaces any previous one
        bearers = (*bearers[:seat], chosen, *bearers[seat + 1:])
    STATE.set(game, RingState((*state.tempted[:seat], count, *state.tempted[seat + 1:]),
                              bearers))
    _set_level(game, seat, count)
    res.did = True
    return None


def _lose_bearers(game: Game) -> bool:
    """CR 701.52a: a Ring-bearer stops being one when another player gains control of it
    (even if it comes back) or it leaves the battlefield (a new object, CR 400.7)."""
    state = STATE.get(game)
    if state is None:
        return False
    kept = tuple(oid if oid is not None and ring_bearer(game, seat) == oid else None
                 for seat, oid in enumerate(state.bearers))
    if kept != state.bearers:
        STATE.set(game, RingState(state.tempted, kept))
        game.version += 1
    return False  # (not a state-based action: nothing was performed)


hooks.FILTER_TESTS["ring_bearer"] = is_ring_bearer  # CR 701.52e
hooks.BLOCK_RESTRICTIONS.add(cant_block)  # CR 701.52c
hooks.STATE_BASED.add(_lose_bearers, state=STATE.name)  # CR 701.52a
