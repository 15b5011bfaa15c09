"""Attractions (CR 717): the Attraction deck, lights, opening and visiting.

* A player who plays with Attractions has a supplementary Attraction deck in the command
  zone, shuffled before the game (CR 717.2).
* Each Attraction card has some of the numbers 1-6 "lit up"; which ones varies between
  printings of the same card (CR 717.1), so a deck entry names them:
  ``"Ferris Wheel [2 3 6]"`` (:func:`parse_entry`).
* To open an Attraction, move the top card of your Attraction deck onto the battlefield under
  your control (CR 701.48b); without an Attraction deck nothing happens (CR 701.48a).
* To roll to visit your Attractions, roll a six-sided die; each Attraction you control with
  that number lit up is visited: its visit ability triggers (CR 701.49a, 702.159a, 717.5).
  The active player does it as their precombat main phase begins if they control an
  Attraction (CR 505.5, 717.4), as a turn-based action.

The state is an immutable :class:`AttractionState` kept by :data:`STATE` (in ``game.states``).

>>> parse_entry("Ferris Wheel [2 3 6]")
('Ferris Wheel', (2, 3, 6))
>>> parse_entry("Kiddie Coaster")
Traceback (most recent call last):
...
grimoire.errors.DeckError: 'Kiddie Coaster': an Attraction entry names its lit-up numbers \
(CR 717.1), e.g. 'Kiddie Coaster [2 4 6]'
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.errors import DeckError
from grimoire.mechanics.phasing import visit_rolled
from grimoire.oracle import ir
from grimoire.rules import dice, hooks, zones
from grimoire.rules import events as ev
from grimoire.rules import replace as rp
from grimoire.rules.cardinfo import info_for
from grimoire.rules.resolution import Resolution, begin
from grimoire.rules.triggers import Hit, matcher
from grimoire.rules.values import amount_value, players

if TYPE_CHECKING:
    from grimoire.rules.game import CardSource, Game
    from grimoire.rules.objects import GameObject

_ENTRY = re.compile(r"^(?P<name>.*?\S)\s*\[(?P<lights>[1-6](?:[\s,]+[1-6])*)\]$")


@dataclass(frozen=True, slots=True)
class AttractionState:
    """Each seat's Attraction deck (object ids in the command zone, top card first) and the
    lit-up numbers of each Attraction object (``(object id, lights)``)."""

    decks: tuple[tuple[int, ...], ...]
    lights: tuple[tuple[int, tuple[int, ...]], ...] = ()

    def lights_of(self, oid: int) -> tuple[int, ...]:
        """The numbers lit up on Attraction ``oid`` (none if unknown)."""
        for obj, lights in self.lights:
            if obj == oid:
                return lights
        return ()


STATE: hooks.StateKey[AttractionState] = hooks.StateKey("attractions")
"""The game's AttractionState (None until the mechanism is used)."""


def parse_entry(entry: str) -> tuple[str, tuple[int, ...]]:
    """An Attraction deck entry: the card's name and its lit-up numbers (CR 717.1)."""
    match = _ENTRY.match(entry.strip())
    if match is None:
        raise DeckError(f"{entry!r}: an Attraction entry names its lit-up numbers "
                        f"(CR 717.1), e.g. '{entry.strip()} [2 4 6]'")
    lights = tuple(sorted({int(x) for x in re.split(r"[\s,]+", match["lights"])}))
    return match["name"], lights


def state(game: Game) -> AttractionState:
    """The Attraction state (an empty one when nobody plays with Attractions)."""
    current = STATE.get(game)
    if isinstance(current, AttractionState):
        return current
    return AttractionState(((),) * len(game.players))


def install(game: Game, pool: CardSource, decks: Sequence[Sequence[str]], *,
            shuffle: bool) -> None:
    """Give each seat its Attraction deck (entries as :func:`parse_entry` reads them, top
    card first); ``shuffle``: shuffle each with the game's RNG (CR 717.2)."""
    if len(decks) != len(game.players):
        raise DeckError(f"one Attraction deck per player ({len(game.players)}), "
                        f"not {len(decks)}")
    built: list[tuple[int, ...]] = []
    lights: list[tuple[int, tuple[int, ...]]] = list(state(game).lights)
    for seat, entries in enumerate(decks):
        ids: list[int] = []
        for entry in entries:
            name, lit = parse_entry(entry)
            definition = pool.get(name)
            if "Attraction" not in definition.subtypes:
                raise DeckError(f"{name!r} is not an Attraction (CR 717.2)")
            oid = zones.new_object(game, info_for(definition), seat, "command").id
            ids.append(oid)
            lights.append((oid, lit))
        if shuffle:
            game.rng.shuffle(ids)
        built.append(tuple(ids))
    if STATE.get(game) is None:
        game.move_replacers += 1  # the junkyard (CR 717.6): every move is asked about
    STATE.set(game, AttractionState(tuple(built), tuple(lights)))


def light(game: Game, oid: int, lights: tuple[int, ...]) -> None:
    """Record the numbers lit up on Attraction ``oid`` (CR 717.1)."""
    if not lights or any(not 1 <= n <= 6 for n in lights):
        raise DeckError(f"lit-up numbers are 1 to 6 (CR 717.1), not {lights}")
    current = state(game)
    kept = tuple(e for e in current.lights if e[0] in game.objects and e[0] != oid)
    STATE.set(game, replace(current, lights=(*kept, (oid, tuple(sorted(set(lights)))))))


def lit_up(game: Game, oid: int, result: int) -> bool:
    """Whether ``result`` is lit up on Attraction ``oid`` (CR 717.5)."""
    return result in state(game).lights_of(oid)


def controls_attraction(game: Game, seat: int) -> bool:
    """Whether ``seat`` controls an Attraction (CR 505.5)."""
    return any("Attraction" in game.objects[oid].info.subtypes
               and game.objects[oid].controller == seat for oid in game.battlefield)


def open_attraction(game: Game, seat: int) -> int | None:
    """``seat`` opens an Attraction (CR 701.48b); the new permanent's id, or None when the
    player has no Attraction deck or it is empty (CR 701.48a)."""
    current = state(game)
    deck = current.decks[seat] if seat < len(current.decks) else ()
    if not deck:
        return None
    lights = current.lights_of(deck[0])
    decks = list(current.decks)
    decks[seat] = deck[1:]
    STATE.set(game, replace(current, decks=tuple(decks)))
    new = zones.move(game, deck[0], "battlefield", controller=seat)
    if new in game.objects and lights:
        light(game, new, lights)
    return new


def resolve_open(game: Game, res: Resolution, node: ir.OpenAttraction) -> None:
    """The :class:`~grimoire.oracle.ir.OpenAttraction` effect: each player opens
    ``count`` Attractions, one at a time (CR 701.48b)."""
    opened = []
    for seat in players(game, res, node.player):
        for _ in range(amount_value(game, res, node.count, res.you)):
            opened.append(open_attraction(game, seat))
    res.did = any(o is not None for o in opened)


def roll_to_visit(game: Game, seat: int) -> int:
    """``seat`` rolls to visit their Attractions (CR 701.49a): a six-sided die; the
    :class:`~grimoire.rules.events.VisitRolled` event triggers the visit abilities of the
    Attractions with that number lit up. Returns the result."""
    natural = dice.natural_roll(game, 6)
    result = natural + dice.modifier(game, seat, 6)
    game.emit(ev.DieRolled(seat, 6, natural, result))
    game.emit(ev.RollCompleted(seat, 6, (natural,), (result,)))
    game.emit(ev.VisitRolled(seat, result))
    for oid in list(game.battlefield):  # CR 701.49a: each of those has been "visited"
        obj = game.objects[oid]
        if obj.controller == seat and "Attraction" in obj.info.subtypes \
                and lit_up(game, oid, result):
            game.emit(ev.AttractionVisited(seat, oid, obj.name))
    visit_rolled(game, seat, result)
    return result


def begin_main(game: Game) -> bool:
    """CR 505.5, 717.4: as the active player's precombat main phase begins, if they control
    an Attraction, they roll to visit their Attractions (a turn-based action; run as a
    resolution so that die-roll choices can be asked). True if it started."""
    if not controls_attraction(game, game.active):
        return False
    res = Resolution(source=0, controller=game.active, source_name="roll to visit")
    res.push(ir.RollToVisit())
    return begin(game, res)


def junkyard_zone(game: Game, oid: int, to_zone: str) -> str:
    """CR 717.6: an Attraction card (an Astrotorium card back) that would be put into a zone
    other than the battlefield, exile or the command zone goes to the command zone instead,
    into its owner's face-up "junkyard" pile (CR 717.6a), apart from the Attraction deck."""
    obj = game.objects[oid]
    if obj.kind == "card" and "Attraction" in obj.info.subtypes:
        return "command"
    return to_zone


def junkyard(game: Game, seat: int) -> tuple[int, ...]:
    """``seat``'s junkyard (CR 717.6a): their Attraction cards in the command zone that
    aren't in their Attraction deck."""
    decks = state(game).decks
    deck = decks[seat] if seat < len(decks) else ()
    return tuple(oid for oid in game.command if oid not in deck
                 and game.objects[oid].owner == seat
                 and "Attraction" in game.objects[oid].info.subtypes)


def _visit(game: Game) -> bool:
    """CR 505.5, 717.4: the roll to visit Attractions (a resolution), after the Saga lore
    counters of the same turn-based step."""
    return STATE.get(game) is not None and begin_main(game)


hooks.step_begins("main1").add(_visit, order=60)


def _visited(game: Game, you: int, event: object) -> bool:
    """ "You've visited an Attraction this turn" (CR 701.49a: an Attraction "has been
    visited"): a logged visit of ``you``'s."""
    return isinstance(event, ev.AttractionVisited) and event.player == you


hooks.HAPPENED["you_visited_attraction"] = _visited


@rp.provider(rp.ProposedMove, order=20)
def _junkyard(game: Game, move: rp.ProposedMove) -> Iterator[rp.Replacement]:
    """CR 717.6: an Attraction card that would be put into a graveyard, a hand or a library
    goes to the command zone instead, into its owner's junkyard."""
    if STATE.get(game) is None or move.to_zone not in ("graveyard", "hand", "library"):
        return
    obj = game.objects[move.oid]
    if obj.kind == "card" and "Attraction" in obj.info.subtypes:
        yield rp.Replacement(("junkyard", obj.id), "the junkyard (CR 717.6)",
                             replace(move, to_zone="command"))


@matcher(ir.VisitTrigger, ev.VisitRolled)
def _visit_trigger(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 702.159a, 717.5: a visit ability triggers when you roll to visit your Attractions
    and the result is a number lit up on this Attraction."""
    assert isinstance(event, ev.VisitRolled)
    if event.player != source.controller or not lit_up(game, source.id, event.result):
        return []
    return [(None, event.player)]
