"""Contraptions (Unstable): the Contraption deck, sprockets, the CRANK! counter.

The Comprehensive Rules leave Unstable's mechanics out (CR 701.41a), so this module
implements them as the cards' reminder texts and the Unstable release notes state them:

* A player may play with a supplementary Contraption deck, kept apart from the library (in
  the command zone here, like an Attraction deck, CR 717.2) and shuffled before the game.
* "To assemble a Contraption, put the top card of your Contraption deck face up onto one of
  your sprockets." (Hard Hat Area's reminder text): it enters the battlefield under the
  assembling player's control, on the sprocket (1, 2 or 3) that player chooses.
* "At the beginning of your upkeep, move your CRANK! counter to the next sprocket and crank
  each Contraption on that sprocket. (You may choose not to crank any of them.)": the counter
  goes 1, 2, 3, 1, ... (off the sprockets before the first move). It is done here as the
  upkeep begins, without the stack, like a turn-based action; "Whenever you crank ~"
  (:class:`~grimoire.oracle.ir.CrankTrigger`) triggers on each crank
  (:class:`~grimoire.rules.events.Cranked`) and those abilities use the stack.

The state is an immutable :class:`ContraptionState` kept by :data:`STATE` (in
``game.states``; copies share it, saves rebuild it from the setup and the action log).

>>> state = ContraptionState(decks=((3, 4), ()), sprockets=((7, 2),), crank=(0, 0))
>>> state.sprocket(7), state.sprocket(8), next_sprocket(3)
(2, None, 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.errors import DeckError
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.cardinfo import info_for
from grimoire.rules.registry import RESOLVERS, resolves
from grimoire.rules.resolution import Resolution, begin
from grimoire.rules.values import amount_value, players

if TYPE_CHECKING:
    from grimoire.rules.game import CardSource, Game

SPROCKETS = (1, 2, 3)
"""A player's three sprockets (Unstable)."""

RULE = "Unstable Contraption rules (assemble/crank reminder text)"
"""The rule an illegal sprocket or crank choice names (Contraptions aren't in the CR)."""

_LEFT = "assemble_left"


@dataclass(frozen=True, slots=True)
class ContraptionState:
    """Each seat's Contraption deck (object ids in the command zone, top card first), the
    sprocket of each assembled Contraption (``(object id, sprocket)``) and each seat's
    CRANK! counter (0: not on a sprocket yet)."""

    decks: tuple[tuple[int, ...], ...]
    sprockets: tuple[tuple[int, int], ...] = ()
    crank: tuple[int, ...] = (0, 0)

    def sprocket(self, oid: int) -> int | None:
        """The sprocket the Contraption ``oid`` is assembled on, if any."""
        for obj, sprocket in self.sprockets:
            if obj == oid:
                return sprocket
        return None


STATE: hooks.StateKey[ContraptionState] = hooks.StateKey("contraptions")
"""The game's ContraptionState (None until the mechanism is used)."""


@dataclass(frozen=True, slots=True)
class CrankSprocket:
    """Internal work-list node: the active player cranks the Contraptions on ``sprocket``."""

    sprocket: int


def next_sprocket(current: int) -> int:
    """Where the CRANK! counter moves from ``current`` (0 = off the sprockets)."""
    return current % len(SPROCKETS) + 1


def install(game: Game, pool: CardSource, decks: Sequence[Sequence[str]], *,
            shuffle: bool) -> None:
    """Give each seat its Contraption deck (``decks[seat]`` lists names, top card first);
    ``shuffle``: shuffle each with the game's RNG (a new game)."""
    if len(decks) != len(game.players):
        raise DeckError(f"one Contraption deck per player ({len(game.players)}), "
                         f"not {len(decks)}")
    built: list[tuple[int, ...]] = []
    for seat, names in enumerate(decks):
        ids: list[int] = []
        for name in names:
            definition = pool.get(name)
            if "Contraption" not in definition.subtypes:
                raise DeckError(f"{name!r} is not a Contraption; a Contraption deck holds "
                                 "only Contraptions")
            ids.append(zones.new_object(game, info_for(definition), seat, "command").id)
        if shuffle:
            game.rng.shuffle(ids)
        built.append(tuple(ids))
    STATE.set(game, ContraptionState(tuple(built), crank=(0,) * len(game.players)))


def state(game: Game) -> ContraptionState:
    """The Contraption state (an empty one when nobody plays with Contraptions)."""
    current = STATE.get(game)
    if isinstance(current, ContraptionState):
        return current
    return ContraptionState(((),) * len(game.players), crank=(0,) * len(game.players))


def place(game: Game, oid: int, sprocket: int) -> None:
    """Record that the Contraption ``oid`` (on the battlefield) is on ``sprocket``."""
    if sprocket not in SPROCKETS:
        raise DeckError(f"no sprocket {sprocket}; sprockets are 1, 2 and 3")
    current = state(game)
    kept = tuple(e for e in current.sprockets if e[0] in game.objects and e[0] != oid)
    STATE.set(game, replace(current, sprockets=(*kept, (oid, sprocket))))


def assemble_top(game: Game, seat: int, sprocket: int) -> int | None:
    """Put the top card of ``seat``'s Contraption deck face up onto ``sprocket`` (it enters
    the battlefield under ``seat``'s control); the new permanent's id, None if the deck is
    empty."""
    current = state(game)
    deck = current.decks[seat]
    if not deck:
        return None
    decks = list(current.decks)
    decks[seat] = deck[1:]
    STATE.set(game, replace(current, decks=tuple(decks)))
    new = zones.move(game, deck[0], "battlefield", controller=seat)
    if new in game.objects:
        place(game, new, sprocket)
    return new


def on_sprocket(game: Game, seat: int, sprocket: int) -> tuple[int, ...]:
    """The Contraptions ``seat`` controls on ``sprocket``."""
    return tuple(oid for oid, where in state(game).sprockets
                 if where == sprocket and oid in game.battlefield
                 and game.objects[oid].controller == seat)


def resolve_assemble(game: Game, res: Resolution, node: ir.Assemble,
                     answer: Action | None) -> Decision | None:
    """"<player> assembles N Contraptions": one at a time, each onto the sprocket its
    player chooses (Hard Hat Area's reminder text)."""
    seats = players(game, res, node.player)
    if not seats:
        res.did = False
        return None
    seat = seats[0]
    if answer is None:
        res.scratch[_LEFT] = max(0, amount_value(game, res, node.amount, res.you))
        res.scratch["assembled"] = 0
    else:
        assert isinstance(answer, Choose) and isinstance(answer.value, int)
        if assemble_top(game, seat, answer.value) is not None:
            res.scratch["assembled"] += 1
        res.scratch[_LEFT] -= 1
    deck = state(game).decks[seat] if seat < len(state(game).decks) else ()
    if res.scratch[_LEFT] > 0 and deck:
        return Decision("choose_number", seat, options=SPROCKETS, rule=RULE,
                        prompt=f"assemble {game.objects[deck[0]].name}: onto which sprocket?")
    res.did = res.scratch.pop("assembled") > 0
    res.scratch.pop(_LEFT)
    return None


def begin_upkeep(game: Game) -> bool:
    """The active player's CRANK! counter moves to the next sprocket; when they control
    Contraptions there, start the crank (a resolution asking which to crank) and return
    True."""
    current = STATE.get(game)
    if not isinstance(current, ContraptionState):
        return False
    seat = game.active
    crank = list(current.crank)
    crank[seat] = next_sprocket(crank[seat])
    STATE.set(game, replace(current, crank=tuple(crank)))
    if not on_sprocket(game, seat, crank[seat]):
        return False
    res = Resolution(source=0, controller=seat, source_name="CRANK!")
    res.push(CrankSprocket(crank[seat]))
    return begin(game, res)


def resolve_crank(game: Game, res: Resolution, node: CrankSprocket,
                  answer: Action | None) -> Decision | None:
    """Crank the chosen Contraptions on the sprocket ("you may choose not to crank any")."""
    seat = res.controller
    options = on_sprocket(game, seat, node.sprocket)
    if answer is None:
        if not options:
            return None
        return Decision("choose_objects", seat, options=options, min_count=0,
                        max_count=len(options), rule=RULE,
                        prompt=f"crank which Contraptions on sprocket {node.sprocket}?")
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    for oid in answer.value:
        obj = game.objects.get(int(oid))
        if obj is not None:
            game.emit(ev.Cranked(seat, obj.id, obj.name, node.sprocket))
    return None


def _register() -> None:
    if CrankSprocket not in RESOLVERS:
        resolves(CrankSprocket)(resolve_crank)


_register()


@hooks.step_begins("upkeep").add
def _crank(game: Game) -> bool:
    """Unstable: cranking asks which Contraptions (a resolution) in a game with Contraption
    decks."""
    return STATE.get(game) is not None and begin_upkeep(game)
