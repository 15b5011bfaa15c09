"""Planechase (CR 901): planar decks, the face-up plane, the planar die special action,
planeswalking (CR 701.24), chaos (CR 311.7) and phenomena (CR 312).

A Planechase game is an option of a game (``Game.new(..., planar_decks=...)`` or a
position's ``planar`` decks). CR 901.3: each player brings their own planar deck (the
default for two players; the single communal deck of CR 901.15 is not offered). The state
is one immutable :class:`PlanarState` kept by :data:`STATE` (in ``game.states``; copies
share it, saves replay it from the setup): the planar decks as card names, top card first,
and the ids of the face-up plane and phenomenon objects, which live in the command zone
(``game.command``) while face up. A card turned face down leaves the game as an object (CR
901.7a: it is a new object when turned face up again) and its name goes to the bottom of
its owner's deck.

The face-up cards' abilities function from the command zone (CR 901.7): their triggered
abilities are checked against every event (:func:`check_triggers`) and their controller
is the planar controller, the active player (CR 901.6). Their abilities are compiled with
the ordinary ``zone="battlefield"`` of a permanent's abilities; here they work from the
command zone instead.

>>> PlanarState(decks=(("Pompeii", "Stairs to Infinity"), ())).top(0)
'Pompeii'
>>> special_action_cost(PlanarState(decks=((), ()), rolls=(3, 2)), turn=3)
2
"""

from __future__ import annotations

import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from grimoire.errors import GrimoireError, IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import costs, dice, hooks, triggers, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import PlanarRoll
from grimoire.rules.cardinfo import info_for
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, PendingTrigger, matcher
from grimoire.rules.turn import SOURCELESS, gives_no_max_hand

if TYPE_CHECKING:
    from grimoire.rules.game import CardSource, Game

MIN_DECK = 10
"""CR 901.3: a planar deck has at least ten cards, at most two of them phenomena."""
MAX_PHENOMENA = 2

PLANESWALKING = ir.CardDefinition(
    "Planeswalking ability",
    oracle_text="Whenever you roll the Planeswalker symbol on the planar die, planeswalk.")
"""CR 901.8: the inherent "planeswalking ability" (no source; the stack shows this name)."""
SOURCELESS[PLANESWALKING.name] = PLANESWALKING
_PLANESWALKING_ABILITY = ir.TriggeredAbility(
    ir.PlanarFaceTrigger("planeswalker"), ir.Planeswalk(from_die=True),
    text=PLANESWALKING.oracle_text)


class PlanarDeckError(GrimoireError):
    """A planar deck breaks CR 901.3 (size, phenomena, names, card types)."""


@dataclass(frozen=True, slots=True)
class PlanarState:
    """The Planechase part of a game (see the module docstring)."""

    decks: tuple[tuple[str, ...], ...]
    """Each player's planar deck, top card first (CR 901.3)."""
    face_up: tuple[int, ...] = ()
    """The face-up plane and phenomenon objects in the command zone."""
    rolls: tuple[int, int] = (0, 0)
    """(turn, how many times the active player rolled as the special action that turn)."""
    blank_is_chaos: bool = False
    """Chaotic Aether: blank rolls are chaos rolls until a player planeswalks away from a
    plane."""
    walk_is_chaos: int | None = None
    """Fixed Point in Time: until this seat's next turn, a planeswalk caused by a planar die
    roll becomes chaos (CR 614.1a)."""
    revealed: str | None = None
    """The card a "reveal the top card of your planar deck" showed (for the log)."""

    def top(self, seat: int) -> str | None:
        """The top card of ``seat``'s planar deck, or None if it is empty."""
        deck = self.decks[seat]
        return deck[0] if deck else None


STATE: hooks.StateKey[PlanarState] = hooks.StateKey("planechase")
"""The game's PlanarState (None until the mechanism is used)."""


def special_action_cost(state: PlanarState, turn: int) -> int:
    """CR 901.9: the generic mana the special action costs: the number of times the player
    took it before this turn."""
    return state.rolls[1] if state.rolls[0] == turn else 0


# --- setup ---------------------------------------------------------------------------


def check_deck(pool: CardSource, names: Sequence[str], *, strict: bool = True) -> None:
    """Raise :class:`PlanarDeckError` unless ``names`` make a planar deck (CR 901.3):
    plane and phenomenon cards only, with at least one plane; with ``strict`` (a new game)
    also at least ten cards, at most two phenomena and no two with the same name."""
    if not names:
        raise PlanarDeckError("a planar deck needs at least one plane (CR 901.3)")
    phenomena = 0
    for name in names:
        types = pool.get(name).card_types
        if "phenomenon" in types:
            phenomena += 1
        elif "plane" not in types:
            raise PlanarDeckError(f"{name} is not a plane or phenomenon card (CR 901.3)")
    if phenomena == len(names):
        raise PlanarDeckError("a planar deck needs at least one plane (CR 901.5)")
    if not strict:
        return
    if len(names) < MIN_DECK:
        raise PlanarDeckError(f"a planar deck has at least {MIN_DECK} cards, not "
                              f"{len(names)} (CR 901.3)")
    if phenomena > MAX_PHENOMENA:
        raise PlanarDeckError(f"a planar deck has at most {MAX_PHENOMENA} phenomena, not "
                              f"{phenomena} (CR 901.3)")
    if len(set(names)) != len(names):
        raise PlanarDeckError("each card in a planar deck has a different name (CR 901.3)")


def begin(game: Game, decks: Sequence[Sequence[str]], *, shuffle: bool,
          strict: bool = True) -> None:
    """Make ``game`` a Planechase game with these planar decks (one per player, top card
    first); ``shuffle`` them with the game's RNG (a new game) or keep their order (a
    position)."""
    if len(decks) != len(game.players):
        raise PlanarDeckError("a Planechase game needs one planar deck per player "
                              "(CR 901.3)")
    lists = [list(deck) for deck in decks]
    for deck in lists:
        check_deck(game.pool, deck, strict=strict)
        if shuffle:
            game.rng.shuffle(deck)
    STATE.set(game, PlanarState(tuple(tuple(d) for d in lists)))
    game.n_watchers += 1  # every event is checked against the face-up cards


def install(game: Game, decks: Sequence[Sequence[str]], *, shuffle: bool) -> None:
    """Make ``game`` (just created) a Planechase game and record the decks in its setup
    (saves replay them). A new game (``shuffle``) checks the decks strictly (CR 901.3) and
    reveals its starting plane once mulligans are done (CR 901.5, see
    :mod:`grimoire.rules.setup`); a position keeps the decks' order, accepts any number of
    cards, and turns the active player's top plane face up at once."""
    begin(game, decks, shuffle=shuffle, strict=shuffle)
    game.setup["planar_decks"] = [list(d) for d in decks]
    if not shuffle:
        set_starting_plane(game)
        game._legal = None  # the special action may now be legal


def set_starting_plane(game: Game) -> None:
    """CR 901.5: the starting player turns the top card of their planar deck face up; a
    phenomenon goes to the bottom and they repeat until a plane is face up. Nothing
    triggers."""
    state = _state(game)
    seat = game.active
    deck = list(state.decks[seat])
    for _ in range(len(deck)):
        if "plane" in game.pool.get(deck[0]).card_types:
            break
        deck.append(deck.pop(0))
    decks = list(state.decks)
    decks[seat] = tuple(deck)
    STATE.set(game, replace(state, decks=tuple(decks)))
    _turn_face_up(game, seat)


def _state(game: Game) -> PlanarState:
    state = STATE.get(game)
    if state is None:
        raise IllegalActionError("this is not a Planechase game", rule="CR 701.24a")
    return state


def planar_controller(game: Game) -> int:
    """CR 901.6: the planar controller is the active player (or, if they left the game,
    the next player in turn order)."""
    if game.players[game.active].lost:
        return game.next_player(game.active)
    return game.active


def _turn_face_up(game: Game, seat: int) -> int:
    """Move the top card of ``seat``'s planar deck off it and turn it face up."""
    state = _state(game)
    name = state.top(seat)
    if name is None:
        return 0
    decks = list(state.decks)
    decks[seat] = state.decks[seat][1:]
    obj = zones.new_object(game, info_for(game.pool.get(name)), seat, "command")
    obj.controller = planar_controller(game)
    STATE.set(game, replace(state, decks=tuple(decks), face_up=(*state.face_up, obj.id)))
    return obj.id


def face_up(game: Game) -> list[GameObject]:
    """The face-up plane and phenomenon objects."""
    state = STATE.get(game)
    if state is None:
        return []
    return [game.objects[oid] for oid in state.face_up if oid in game.objects]


# --- planeswalking, chaos and the planar die -----------------------------------------


def planeswalk(game: Game, player: int) -> int:
    """CR 701.24b: put each face-up plane and phenomenon on the bottom of its owner's
    planar deck face down, then ``player`` turns the top card of their planar deck face
    up (CR 901.11: "When you planeswalk to"/"encounter" abilities trigger). Returns the
    new face-up object (0 if the deck is empty)."""
    state = _state(game)
    decks = [list(d) for d in state.decks]
    away: list[str] = []
    left_plane = False
    for obj in face_up(game):
        decks[obj.owner].append(obj.name)
        away.append(obj.name)
        left_plane = left_plane or "plane" in obj.info.types
        game.last_known[obj.id] = obj  # its waiting abilities still resolve (CR 113.7a)
        zones.cease(game, obj.id)  # CR 901.7a: face down, it is no longer this object
    STATE.set(game, replace(
        state, decks=tuple(tuple(d) for d in decks), face_up=(),
        # Chaotic Aether's effect ends when a player planeswalks away from a plane
        blank_is_chaos=state.blank_is_chaos and not left_plane))
    new = _turn_face_up(game, player)
    game.emit(ev.Planeswalked(player, new, game.objects[new].name if new else "",
                              tuple(away)))
    return new


def chaos_ensues(game: Game, player: int) -> None:
    """CR 311.7: chaos ensues: every face-up card's chaos ability triggers."""
    game.emit(ev.ChaosEnsued(player))


def after_roll(game: Game, player: int, face: str) -> str:
    """What a planar die roll does in a Planechase game (CR 901.9a-c): a blank does
    nothing, chaos ensues on {CHAOS}, and the Planeswalker symbol triggers the
    planeswalking ability (CR 901.8). Returns the face as read (Chaotic Aether makes a
    blank a {CHAOS} roll)."""
    state = STATE.get(game)
    if state is None:
        return face
    if face == "blank" and state.blank_is_chaos:
        face = "chaos"
    game.emit(ev.PlanarRolled(player, face))
    if face == "chaos":
        chaos_ensues(game, player)
    elif face == "planeswalker":  # CR 901.8: no source, controlled by the roller
        game.pending_triggers.append(PendingTrigger(
            0, player, -1, PLANESWALKING.name, ability=_PLANESWALKING_ABILITY))
    return face


def special_action_problem(game: Game, player: int) -> tuple[str, str] | None:
    """Why ``player`` can't roll the planar die as the special action now, or None."""
    state = STATE.get(game)
    if state is None:
        return "the planar die is rolled only in a Planechase game", "CR 901.9"
    pending = game.pending
    if pending is None or pending.kind != "priority" or pending.player != player \
            or player != game.active or game.stack or game.step not in ("main1", "main2"):
        return ("the planar die is rolled only by the active player with priority, the stack "
                "empty, in a main phase", "CR 901.9")
    cost = special_action_cost(state, game.turn)
    if cost and costs.mana_plan(game, player, (str(cost),), cached=True) is None:
        return f"rolling the planar die again this turn costs {{{cost}}}", "CR 901.9"
    return None


def special_action(game: Game, player: int) -> str:
    """Take the special action (validated first; IllegalActionError changes nothing): pay
    {N} for the N earlier times this turn, roll, and act on the face (CR 901.9)."""
    problem = special_action_problem(game, player)
    if problem is not None:
        raise IllegalActionError(problem[0], rule=problem[1])
    state = _state(game)
    cost = special_action_cost(state, game.turn)
    costs.pay_mana(game, player, (str(cost),) if cost else ())
    STATE.set(game, replace(_state(game), rolls=(game.turn, cost + 1)))
    return after_roll(game, player, dice.roll_planar_die(game, player))


# --- abilities of face-up cards --------------------------------------------------------


def check_triggers(game: Game, event: object) -> None:
    """Check ``event`` against the face-up cards' triggered abilities (CR 901.7)."""
    state = STATE.get(game)
    if state is None:
        return
    if isinstance(event, ev.TurnBegan) and state.walk_is_chaos == event.player:
        state = replace(state, walk_is_chaos=None)  # "until your next turn" (CR 611.2a)
        STATE.set(game, state)
    controller = planar_controller(game)
    for obj in face_up(game):
        obj.controller = controller  # CR 901.6
        if obj.info.triggered:
            triggers._check_source(game, obj, event)


def waiting_source(game: Game, oid: int) -> bool:
    """Whether ``oid`` is the source of a triggered ability that has triggered but not yet
    left the stack."""
    if any(t.source == oid for t in game.pending_triggers):
        return True
    if game.trigger_current is not None and game.trigger_current.source == oid:
        return True
    return any(game.objects[s].kind == "ability" and game.objects[s].stack is not None
               and game.objects[s].stack.source == oid  # type: ignore[union-attr]
               for s in game.stack)


def state_based(game: Game) -> bool:
    """CR 704.6f: a face-up phenomenon that isn't the source of a waiting or stacked
    triggered ability makes the planar controller planeswalk. Whether it did."""
    if STATE.get(game) is None:
        return False
    for obj in face_up(game):
        if "phenomenon" in obj.info.types and not waiting_source(game, obj.id):
            planeswalk(game, planar_controller(game))
            return True
    return False


def no_max_hand(game: Game, seat: int) -> bool:
    """CR 402.2: a face-up plane's "no maximum hand size" static (CR 901.7)."""
    return STATE.get(game) is not None and any(
        gives_no_max_hand(obj, seat) for obj in face_up(game))


def _options(game: Game, pool: CardSource, options: Mapping[str, Any],
             placed: Sequence[Sequence[int]] | None) -> None:
    """``planar_decks``: a Planechase game (CR 901.3): a new game's decks shuffled, a
    position's in order with its top plane face up at once."""
    decks = options.get("planar_decks")
    if decks is not None:
        install(game, decks, shuffle=placed is None)


def _starting_plane(game: Game) -> None:
    if STATE.get(game) is not None:  # CR 901.5: the starting plane
        set_starting_plane(game)


hooks.NO_MAX_HAND.add(no_max_hand)
hooks.GAME_OPTIONS.add(_options, order=20)  # CR 901.3
hooks.GAME_BEGINS.add(_starting_plane)  # CR 901.5


# --- trigger matchers ------------------------------------------------------------------


@matcher(ir.ChaosEnsuesTrigger, ev.ChaosEnsued)
def _chaos(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 311.7: a chaos ability triggers whenever chaos ensues."""
    assert isinstance(event, ev.ChaosEnsued)
    return [(None, event.player)]


@matcher(ir.PlanarFaceTrigger, ev.PlanarRolled)
def _blank(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """ "Whenever you roll a blank on the planar die" (CR 901.9a)."""
    assert isinstance(trig, ir.PlanarFaceTrigger) and isinstance(event, ev.PlanarRolled)
    if event.face != trig.face or event.player != source.controller:
        return []
    return [(None, event.player)]


@matcher(ir.PlaneswalkToTrigger, ev.Planeswalked)
def _planeswalk_to(game: Game, source: GameObject, trig: object,
                   event: object) -> list[Hit]:
    """CR 901.11, 312.5: "When you planeswalk to ~" / "When you encounter ~"."""
    assert isinstance(event, ev.Planeswalked)
    return [(source.id, event.player)] if event.card == source.id else []


@matcher(ir.EitherTrigger, *typing.get_args(ev.Event))
def _either(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 603.2: an ability with two trigger events triggers on either."""
    assert isinstance(trig, ir.EitherTrigger)
    for part in (trig.first, trig.second):
        entry = triggers.MATCHERS.get(type(part))
        if entry is not None and isinstance(event, entry[0]):
            hits = entry[1](game, source, part, event)
            if hits:
                return hits
    return []


hooks.STATE_BASED.add(state_based, order=10, state=STATE.name)  # CR 704.6f


hooks.LAST_TRIGGER_SOURCES.add(check_triggers, state=STATE.name)  # CR 901.7


def _planar_roll(game: Game, player: int) -> list[PlanarRoll]:
    """CR 901.9: the planar die special action, while a player may take it."""
    if STATE.get(game) is None or special_action_problem(game, player) is not None:
        return []
    return [PlanarRoll()]


def _take_planar_roll(game: Game, player: int, action: PlanarRoll) -> None:
    special_action(game, player)  # CR 116.2i: validates first


hooks.PRIORITY_OPTIONS.add(_planar_roll, order=30, state=STATE.name)
hooks.SPECIAL_ACTIONS[PlanarRoll] = _take_planar_roll
