"""Vehicles and Mounts: the crew and saddle costs, what their abilities do, their triggers.

* CR 301.7a-b, 208.3: a Vehicle has its printed power and toughness only while it is a
  creature; it becomes one ("an artifact creature until end of turn") when a crew ability
  resolves (CR 702.122a), with its printed power and toughness (CR 301.7b); a Vehicle that
  isn't a creature can't attack or block (only creatures can, CR 508.1a, 509.1a).
* The cost "Tap any number of other untapped creatures you control with total power N or
  greater" (:class:`~grimoire.oracle.ir.TapPowerCost`, crew CR 702.122a, saddle CR
  702.171a): the player chooses the creatures, listed in the action's ``costs``. The legal
  actions list the *minimal* choices (no creature in it could be left untapped), at most
  :data:`LISTED` of them; any other legal choice (more creatures than needed, CR 702.122a:
  "any number") is accepted too (:func:`accepts`). Creatures that came under your control
  this turn may be tapped (the cost isn't a {T} cost, CR 302.6).
* "Becomes crewed" triggers (CR 702.122d: whenever a crew ability of it resolves),
  "becomes saddled" and "attacks while saddled" (CR 702.171b: saddled is a designation
  that lasts until end of turn or until it leaves the battlefield).

>>> choose_minimal([(4, 3), (5, 1), (6, 1), (7, 2)], 3)
[(4,), (5, 7), (6, 7)]
>>> choose_minimal([(5, 1)], 3)
[]
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules.actions import Action, ActivateAbility
from grimoire.rules.cardinfo import info_for
from grimoire.rules.choice_bounds import mark
from grimoire.rules.counters import add_counters
from grimoire.rules.grants import own_info
from grimoire.rules.objects import GameObject
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.triggers import Hit, matcher
from grimoire.rules.type_changes import BASIC_LAND_MANA, land_mana_ability
from grimoire.rules.values import lki, objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game

LISTED = 64
"""How many minimal crew/saddle choices the legal actions list (the count can grow
combinatorially with many small creatures; every legal choice is accepted anyway)."""

SADDLED = "saddled"
"""The designation a saddle ability gives (CR 702.171b), kept in ``GameObject.flags``."""


def eligible(game: Game, player: int, source: int | None) -> list[int]:
    """The creatures that can be tapped for a crew or saddle cost of ``source``: other
    untapped creatures ``player`` controls (CR 702.122a, 702.171a)."""
    return [o for o in game.battlefield if o != source
            and (obj := game.objects[o]).controller == player and not obj.tapped
            and query.is_creature(game, obj)]


def choose_minimal(powers: list[tuple[int, int]], need: int,
                   limit: int = LISTED) -> list[tuple[int, ...]]:
    """The minimal sets of ``(id, power)`` with total power ``need`` or greater (no member
    could be left out), as sorted id tuples, at most ``limit``. Depth first in decreasing
    power: a set is recorded as soon as it reaches ``need``, so its last (smallest) member
    was needed, and so was every other member (each has at least that much power)."""
    if need <= 0:
        return [()]
    ranked = sorted(((p, o) for o, p in powers if p > 0), key=lambda x: (-x[0], x[1]))
    found: list[tuple[int, ...]] = []

    def walk(start: int, total: int, chosen: list[int]) -> None:
        for i in range(start, len(ranked)):
            if len(found) >= limit:
                return
            power, oid = ranked[i]
            if total + power >= need:
                found.append(tuple(sorted((*chosen, oid))))
            else:
                walk(i + 1, total + power, [*chosen, oid])

    walk(0, 0, [])
    return sorted(set(found))


def crew_power(game: Game, obj: GameObject, role: str) -> int:
    """The power a creature counts for toward a crew or saddle cost: its power, plus N if
    it "crews Vehicles [and saddles Mounts] as though its power were N greater"."""
    power = query.power(game, obj)
    for _, ability in obj.info.statics:
        effect = ability.effect
        if isinstance(effect, ir.CrewPowerBonus) and (role == "crew" or effect.saddle):
            power += effect.amount
    return power


def options(game: Game, player: int, part: ir.TapPowerCost,
            source: int | None) -> list[tuple[int, ...]] | None:
    """The minimal ways to pay ``part`` (see the module docstring), None if unpayable."""
    pool = [(o, crew_power(game, game.objects[o], part.role))
            for o in eligible(game, player, source)]
    found = choose_minimal(pool, part.power)
    if len(found) >= LISTED:  # a bounded listing (accepts() checks any other choice)
        mark(game)
    return found or None


def accepts(game: Game, player: int, obj: GameObject, ability: ir.ActivatedAbility,
            action: ActivateAbility, listed: list[ActivateAbility]) -> bool:
    """Whether ``action`` pays a crew/saddle cost with a legal choice the legal actions
    don't list (CR 702.122a: "any number of other untapped creatures you control with total
    power N or greater"): distinct eligible creatures with enough total power."""
    part = ability.cost.parts[0] if len(ability.cost.parts) == 1 else None
    if not isinstance(part, ir.TapPowerCost) or not listed \
            or replace(listed[0], costs=action.costs) != action:
        return False
    chosen = set(action.costs)
    if len(chosen) != len(action.costs) or not chosen <= set(eligible(game, player, obj.id)):
        return False
    return sum(crew_power(game, game.objects[o], part.role) for o in chosen) >= part.power


def pay(game: Game, part: ir.TapPowerCost, chosen: list[int], source: int | None) -> None:
    """Tap the chosen creatures: they crew or saddle the source (CR 702.122b, 702.171c)."""
    for oid in chosen:
        tapped = game.objects[oid]
        tapped.tapped = True
        game.emit(ev.Tapped(oid))
        if source is not None:
            game.emit(ev.CrewedBy(oid, source, part.role))


def crewed_this_turn(game: Game, vehicle: int, role: str | None = None) -> list[int]:
    """The creatures that crewed (or saddled) ``vehicle`` this turn, from the event log;
    ``vehicle`` may be one of its abilities on the stack (targets checked as it resolves)."""
    item = game.objects.get(vehicle)
    if item is not None and item.kind == "ability" and item.stack is not None:
        vehicle = item.stack.source
    found: list[int] = []
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if isinstance(event, ev.CrewedBy) and event.vehicle == vehicle and (
                role is None or event.role == role):
            found.append(event.creature)
    return list(dict.fromkeys(reversed(found)))


@resolves(ir.BecomeCrewed)
def become_crewed(game: Game, res: Resolution, node: ir.BecomeCrewed,
                  answer: Action | None) -> None:
    """CR 702.122a: it becomes an artifact creature until end of turn (CR 301.7b: with its
    printed power and toughness); CR 702.171b: or it becomes saddled until end of turn."""
    hit = _permanents(game, res, node.what)  # none if it left the battlefield (CR 400.7)
    for obj in hit:
        _crewed_one(game, obj, node.role)
    res.did = bool(hit)


def _crewed_one(game: Game, obj: GameObject, role: str) -> None:
    """One permanent becomes crewed (an artifact creature) or saddled until end of turn."""
    if role == "saddle":
        if SADDLED not in obj.flags:
            obj.flags = obj.flags | {SADDLED}
            game.reverts = (*game.reverts, ("unflag", obj.id, SADDLED))
    else:
        card = own_info(obj).card
        types = tuple(dict.fromkeys((*card.card_types, "artifact", "creature")))
        if types != card.card_types:
            _swap(game, obj, replace(card, card_types=types), "end_of_turn")
    game.emit(ev.BecameCrewed(obj.id, role))


def _swap(game: Game, obj: GameObject, card: ir.CardDefinition, duration: str) -> None:
    """Give ``obj`` new characteristics, for ``duration`` (CR 514.2: "until end of turn"
    effects end in the cleanup step, through ``game.reverts``); the counts of permanents
    with statics and triggers follow (a gained triggered ability is watched)."""
    before_statics, before_triggers = bool(obj.info.statics), bool(obj.info.triggered)
    if obj.grant is not None:  # granted abilities are given again on top (grants.refresh)
        obj.info = own_info(obj)
        obj.grant = None
        game.n_granted -= 1
    if obj.base is None:
        obj.base = obj.info
    if duration == "end_of_turn":
        game.reverts = (*game.reverts, ("info", obj.id, obj.info))
    obj.info = info_for(card)
    game.n_statics += bool(obj.info.statics) - before_statics
    game.n_watchers += bool(obj.info.triggered) - before_triggers


def _permanents(game: Game, res: Resolution, ref: ir.ObjectRef) -> list[GameObject]:
    return [game.objects[o] for o in objects(game, res, ref)
            if game.objects[o].zone == "battlefield"]


@resolves(ir.BecomeType)
def become_type(game: Game, res: Resolution, node: ir.BecomeType,
                answer: Action | None) -> None:
    """CR 205.1b: "becomes an artifact creature" keeps its other types and subtypes; CR
    205.1a: otherwise the new card types and subtypes replace the old ones (a creature that
    becomes a "Vehicle artifact" is no longer a creature, and loses its creature types).
    Power and toughness are unchanged (CR 301.7b: a Vehicle's printed values)."""
    hit = _permanents(game, res, node.what)
    for obj in hit:
        card = own_info(obj).card
        if node.creature_types:  # CR 205.1a: new creature types replace the old ones
            types = card.card_types
            subtypes = (*node.subtypes, *(s for s in card.subtypes if s not in CREATURE_TYPES))
        elif node.keep:
            types = tuple(dict.fromkeys((*card.card_types, *node.card_types)))
            subtypes = tuple(dict.fromkeys((*card.subtypes, *node.subtypes)))
        else:
            types, subtypes = node.card_types, node.subtypes
        if (types, subtypes) != (card.card_types, card.subtypes):
            abilities = card.abilities
            if node.keep and "land" in types:
                # CR 305.7: a land that gains a basic land type in addition to its other
                # types gains that type's mana ability too (CR 305.6)
                abilities += tuple(land_mana_ability(t) for t in subtypes
                                   if t in BASIC_LAND_MANA and t not in card.subtypes)
            _swap(game, obj, replace(card, card_types=types, subtypes=subtypes,
                                     abilities=abilities), node.duration)
            if not query.is_creature(game, obj):
                game.combat.remove(obj.id)  # CR 506.4: a noncreature leaves combat
    res.did = bool(hit)


@resolves(ir.GainAbilities)
def gain_abilities(game: Game, res: Resolution, node: ir.GainAbilities,
                   answer: Action | None) -> None:
    """CR 613.1f: it has the gained abilities like printed ones (activated, triggered,
    keywords) for the duration; "this permanent" in a quoted ability is the object."""
    hit = _permanents(game, res, node.what)
    for obj in hit:
        card = own_info(obj).card
        _swap(game, obj, replace(card, abilities=card.abilities + node.abilities),
              node.duration)
    res.did = bool(hit)


@resolves(ir.StationCharge)
def station_charge(game: Game, res: Resolution, node: ir.StationCharge,
                   answer: Action | None) -> None:
    """Station: charge counters equal to the tapped creature's power (its last known
    information if it left the battlefield, CR 608.2h) on this permanent."""
    obj = game.objects.get(res.source)
    tapped = [t for t in (lki(game, oid) for oid in res.scratch.get("tapped", ())) if t]
    power = sum(query.power(game, t) for t in tapped)
    if obj is None or obj.zone != "battlefield" or power <= 0:
        res.did = False
        return
    add_counters(game, obj, "charge", power)
    res.did = True


TYPED = "types_while:"
"""Flags marking the card types a :class:`~grimoire.oracle.ir.TypesWhile` static added."""


def refresh_types(game: Game) -> None:
    """CR 613.1d (layer 4), CR 611.3a: apply "this permanent is also a creature while ..."
    statics (living metal, CR 702.161a; station's "artifact creature at N+"): add the types
    while the condition holds, take away the types they added when it stops holding."""
    if "TypesWhile" not in game.vocabulary:
        return  # no card of this game has such a static (grimoire.rules.cardinfo.present)
    for oid in game.battlefield:
        obj = game.objects[oid]
        for _, ability in obj.info.statics:
            if isinstance(ability.effect, ir.TypesWhile):
                _apply_types(game, obj, ability.effect)


def _apply_types(game: Game, obj: GameObject, effect: ir.TypesWhile) -> None:
    card = own_info(obj).card
    added = {f[len(TYPED):] for f in obj.flags if f.startswith(TYPED)}
    if query.static_condition(game, obj, effect.condition):
        missing = [t for t in effect.card_types if t not in card.card_types]
        if missing:
            _swap(game, obj, replace(card, card_types=(*card.card_types, *missing)),
                  "permanent")
            obj.flags = obj.flags | {TYPED + t for t in missing}
    elif added:
        kept = tuple(t for t in card.card_types if t not in added)
        if kept != card.card_types:
            _swap(game, obj, replace(card, card_types=kept), "permanent")
        obj.flags = frozenset(f for f in obj.flags if not f.startswith(TYPED))
        if not query.is_creature(game, obj):
            game.combat.remove(obj.id)  # CR 506.4


@matcher(ir.CrewsTrigger, ev.CrewedBy)
def _crews(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 702.122b "whenever ~ crews a Vehicle", CR 702.171c "saddles a Mount": the
    triggering object is the Vehicle or Mount; "during your main phase" (CR 505.1)."""
    assert isinstance(trig, ir.CrewsTrigger) and isinstance(event, ev.CrewedBy)
    if event.creature != source.id or event.role not in trig.roles:
        return []
    if trig.main_phase and not (game.active == source.controller
                                and game.step in ("main1", "main2")):
        return []
    return [(event.vehicle, None)]


def is_saddled(obj: GameObject) -> bool:
    """Whether the permanent is saddled (CR 702.171b)."""
    return SADDLED in obj.flags


@matcher(ir.CrewedTrigger, ev.BecameCrewed, ev.AttackersDeclared)
def _crewed(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 702.122d "whenever ~ becomes crewed"; CR 702.171b "becomes saddled", "attacks
    while saddled" (CR 508.3a: as it is declared as an attacker)."""
    assert isinstance(trig, ir.CrewedTrigger)
    if isinstance(event, ev.BecameCrewed):
        hit = not trig.attacks and event.vehicle == source.id and event.role == trig.role
        return [(source.id, None)] if hit else []
    assert isinstance(event, ev.AttackersDeclared)
    hit = trig.attacks and is_saddled(source) and any(a == source.id
                                                      for a, _ in event.attackers)
    return [(source.id, None)] if hit else []


hooks.BEFORE_SBA.add(refresh_types)  # CR 613.1d


hooks.UNLISTED_ACTIVATION.add(accepts)  # CR 702.122a, 702.171a


def _pay(game: Game, part: ir.TapPowerCost, chosen: list[int], source: int | None,
         x: int) -> list[int]:
    pay(game, part, chosen, source)  # any number of creatures: all the rest
    return []


hooks.COST_PARTS[ir.TapPowerCost] = hooks.CostPart(options, _pay)


def _crewed_it(game: Game, obj: GameObject, flt: ir.ObjectFilter, source: int | None) -> bool:
    """ "creature that crewed (saddled) it this turn" (CR 702.122b, 702.171b)."""
    return source is not None and obj.id in crewed_this_turn(game, source, flt.crewed_source)


hooks.FILTER_TESTS["crewed_source"] = _crewed_it
