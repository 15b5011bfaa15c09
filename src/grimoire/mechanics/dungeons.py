"""Dungeons (CR 309) and venturing into the dungeon (CR 701.46).

Dungeon cards begin outside the game (CR 309.2); a player who ventures with no dungeon in
the command zone chooses one (a decision), puts it there and their venture marker on its
topmost room (CR 701.46a); otherwise the marker moves to a room an arrow points to (a
decision when two do, CR 701.46b); from the bottommost room the dungeon is removed, which
completes it (CR 309.7), and a new one is chosen (CR 701.46c). A dungeon whose marker is on
its bottommost room is also removed by a state-based action once no room ability of it
waits or is on the stack (CR 309.6, 704.5t).

Each room is a triggered ability "When you move your venture marker into this room, [effect]"
(CR 309.4c) compiled from the room's text (:data:`DUNGEONS`, the Oracle text of the AFR
dungeons) with the ordinary compiler; the dungeon object lives in the command zone while
in the game. The state is one immutable :class:`DungeonState` kept by :data:`STATE` (in
``game.states``).

The player chooses among the dungeons whose every room the engine plays
(:func:`playable`); Undercity only when venturing "into Undercity" (CR 701.46d: the
initiative, :mod:`grimoire.mechanics.initiative`).

>>> rooms("Lost Mine of Phandelver")[0]
Room(name='Cave Entrance', leads_to=('Goblin Lair', 'Mine Tunnels'))
>>> "Lost Mine of Phandelver" in playable()
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from grimoire.errors import GrimoireError
from grimoire.mechanics.planechase import waiting_source
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules import hooks, triggers, zones
from grimoire.rules.actions import Choose, Decision
from grimoire.rules.cardinfo import info_for
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

DUNGEONS: dict[str, str] = {
    "Dungeon of the Mad Mage": (
        "Yawning Portal — You gain 1 life. (Leads to: Dungeon Level)\n"
        "Dungeon Level — Scry 1. (Leads to: Goblin Bazaar, Twisted Caverns)\n"
        "Goblin Bazaar — Create a Treasure token. (Leads to: Lost Level)\n"
        "Twisted Caverns — Target creature can't attack until your next turn. "
        "(Leads to: Lost Level)\n"
        "Lost Level — Scry 2. (Leads to: Runestone Caverns, Muiral's Graveyard)\n"
        "Runestone Caverns — Exile the top two cards of your library. You may play them. "
        "(Leads to: Deep Mines)\n"
        "Muiral's Graveyard — Create two 1/1 black Skeleton creature tokens. "
        "(Leads to: Deep Mines)\n"
        "Deep Mines — Scry 3. (Leads to: Mad Wizard's Lair)\n"
        "Mad Wizard's Lair — Draw three cards and reveal them. You may cast one of them "
        "without paying its mana cost."),
    "Lost Mine of Phandelver": (
        "Cave Entrance — Scry 1. (Leads to: Goblin Lair, Mine Tunnels)\n"
        "Goblin Lair — Create a 1/1 red Goblin creature token. (Leads to: Storeroom, "
        "Dark Pool)\n"
        "Mine Tunnels — Create a Treasure token. (Leads to: Dark Pool, Fungi Cavern)\n"
        "Storeroom — Put a +1/+1 counter on target creature. (Leads to: Temple of Dumathoin)\n"
        "Dark Pool — Each opponent loses 1 life and you gain 1 life. (Leads to: Temple of "
        "Dumathoin)\n"
        "Fungi Cavern — Target creature gets -4/-0 until your next turn. (Leads to: Temple "
        "of Dumathoin)\n"
        "Temple of Dumathoin — Draw a card."),
    "Tomb of Annihilation": (
        "Trapped Entry — Each player loses 1 life. (Leads to: Veils of Fear, Oubliette)\n"
        "Veils of Fear — Each player loses 2 life unless they discard a card. (Leads to: "
        "Sandfall Cell)\n"
        "Sandfall Cell — Each player loses 2 life unless they sacrifice a creature, artifact, "
        "or land. (Leads to: Cradle of the Death God)\n"
        "Oubliette — Discard a card and sacrifice a creature, an artifact, and a land. "
        "(Leads to: Cradle of the Death God)\n"
        "Cradle of the Death God — Create The Atropal, a legendary 4/4 black God Horror "
        "creature token with deathtouch."),
    "Undercity": (
        "Secret Entrance — Search your library for a basic land card, reveal it, put it into "
        "your hand, then shuffle. (Leads to: Forge, Lost Well)\n"
        "Forge — Put two +1/+1 counters on target creature. (Leads to: Trap!, Arena)\n"
        "Lost Well — Scry 2. (Leads to: Arena, Stash)\n"
        "Trap! — Target player loses 5 life. (Leads to: Archives)\n"
        "Arena — Goad target creature. (Leads to: Archives, Catacombs)\n"
        "Stash — Create a Treasure token. (Leads to: Catacombs)\n"
        "Archives — Draw a card. (Leads to: Throne of the Dead Three)\n"
        "Catacombs — Create a 4/1 black Skeleton creature token with menace. (Leads to: "
        "Throne of the Dead Three)\n"
        "Throne of the Dead Three — Reveal the top ten cards of your library. Put a creature "
        "card from among them onto the battlefield with three +1/+1 counters on it. It gains "
        "hexproof until your next turn. Then shuffle."),
}
"""The dungeon cards' Oracle text (MTGJSON, sets AFR and CLB's Undercity): one room a line,
"Name — effect. (Leads to: ...)"."""

UNDERCITY = "Undercity"
"""The one dungeon with a dungeon type (CR 205.3p): "You can't enter this dungeon unless you
'venture into Undercity'" (CR 701.46d), as the initiative makes its holder do (CR 723.2)."""

_ROOM = re.compile(r"^(?P<name>[^—]+?) — (?P<effect>.+?)(?: \(Leads to: (?P<to>[^)]+)\))?$")


class DungeonError(GrimoireError):
    """A dungeon name or room the engine doesn't know."""


@dataclass(frozen=True, slots=True)
class Room:
    """A room of a dungeon and the rooms its arrows point to (CR 309.4)."""

    name: str
    leads_to: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DungeonState:
    """Each player's dungeon in the command zone (object id, room of the venture marker)
    or None, and the dungeons each player completed, in order (CR 309.7)."""

    current: tuple[tuple[int, str] | None, ...]
    completed: tuple[tuple[str, ...], ...]


STATE: hooks.StateKey[DungeonState] = hooks.StateKey("dungeons")
"""The game's DungeonState (None until the mechanism is used)."""


@cache
def rooms(name: str) -> tuple[Room, ...]:
    """The rooms of dungeon ``name``, topmost first."""
    text = DUNGEONS.get(name)
    if text is None:
        raise DungeonError(f"no dungeon named {name!r}; one of {', '.join(sorted(DUNGEONS))}")
    out = []
    for line in text.splitlines():
        match = _ROOM.match(line)
        if match is None:  # pragma: no cover - the data above is fixed
            raise DungeonError(f"unreadable room line {line!r}")
        to = match.group("to")
        out.append(Room(match.group("name"), tuple(t.strip() for t in to.split(","))
                        if to else ()))
    return tuple(out)


@cache
def definition(name: str) -> ir.CardDefinition:
    """The dungeon card: one room ability per room (CR 309.4c), compiled from its text."""
    lines = []
    for room, line in zip(rooms(name), DUNGEONS[name].splitlines(), strict=True):
        effect = _ROOM.match(line).group("effect")  # type: ignore[union-attr]
        effect = effect[0].lower() + effect[1:] if not effect.startswith("Create The") \
            else "c" + effect[1:]
        lines.append(f"When you move your venture marker into {room.name}, {effect}")
    kind = "Dungeon — Undercity" if name == UNDERCITY else "Dungeon"  # CR 205.3p
    return compile_source({"name": name, "type_line": kind, "oracle_text": "\n".join(lines)})


@cache
def playable(into: str | None = None) -> frozenset[str]:
    """The dungeons whose every room ability the engine executes that a player venturing
    "into the dungeon" (``into`` None: any but Undercity, which only "venture into
    Undercity" enters) or "into ``into``" may choose (CR 701.46a, 701.46d)."""
    return frozenset(n for n in DUNGEONS if ir.is_fully_implemented(definition(n))
                     and not engine_gaps(definition(n))
                     and (n == into if into is not None else n != UNDERCITY))


def completed(game: Game, seat: int) -> tuple[str, ...]:
    """The dungeons ``seat`` completed (CR 309.7)."""
    state = STATE.get(game)
    return state.completed[seat] if state is not None else ()


def _state(game: Game) -> DungeonState:
    state = STATE.get(game)
    if state is None:
        n = len(game.players)
        state = DungeonState((None,) * n, ((),) * n)
    return state


def _set_current(game: Game, seat: int, value: tuple[int, str] | None,
                 done: str | None = None) -> None:
    state = _state(game)
    current = list(state.current)
    current[seat] = value
    finished = list(state.completed)
    if done is not None:
        finished[seat] = (*finished[seat], done)
    STATE.set(game, DungeonState(tuple(current), tuple(finished)))


def _enter(game: Game, seat: int, dungeon: int, room: str) -> None:
    """Move ``seat``'s venture marker into ``room``: its room ability triggers."""
    _set_current(game, seat, (dungeon, room))
    obj = game.objects[dungeon]
    event = ev.VentureMoved(seat, dungeon, obj.name, room)
    game.emit(event)
    triggers._check_source(game, obj, event)  # CR 309.4c: it works from the command zone


def _bring(game: Game, seat: int, name: str) -> None:
    """CR 309.2a, 309.4a: put the chosen dungeon in the command zone, marker on top."""
    obj = zones.new_object(game, info_for(definition(name)), seat, "command")
    _enter(game, seat, obj.id, rooms(name)[0].name)


def _complete(game: Game, seat: int) -> None:
    """CR 309.7: remove the dungeon from the game: its owner completes it."""
    cur = _state(game).current[seat]
    assert cur is not None
    obj = game.objects[cur[0]]
    game.last_known[obj.id] = obj  # its room ability may still be waiting (CR 113.7a)
    zones.cease(game, obj.id)
    _set_current(game, seat, None, obj.name)
    game.emit(ev.DungeonCompleted(seat, obj.name))


def _room(name: str, room: str) -> Room:
    return next(r for r in rooms(name) if r.name == room)


def venture(game: Game, res: Resolution, seat: int, answer: Action | None,
            into: str | None = None) -> Decision | None:
    """``seat`` ventures into the dungeon (CR 701.46), or "into ``into``" (CR 701.46d: a
    dungeon with that quality if they have none in the command zone, else as usual); asks
    which dungeon or which room."""
    cur = _state(game).current[seat]
    if cur is not None and answer is None:
        dungeon = game.objects[cur[0]]
        nxt = _room(dungeon.name, cur[1]).leads_to
        if not nxt:  # CR 701.46c: complete it, then choose a new one
            _complete(game, seat)
            cur = None
        elif len(nxt) == 1:
            _enter(game, seat, cur[0], nxt[0])
            return None
        else:  # CR 701.46b: choose which arrow to follow
            return Decision("choose_mode", seat, prompt="venture: which room?", options=nxt,
                            source=res.source, rule="CR 701.46b")
    if cur is not None:
        assert isinstance(answer, Choose) and isinstance(answer.value, str)
        _enter(game, seat, cur[0], answer.value)
        return None
    if answer is None:
        options = tuple(sorted(playable(into)))
        if not options:  # pragma: no cover - every dungeon above is playable
            raise DungeonError(f"no dungeon to venture into ({into or 'the dungeon'})")
        if len(options) > 1:
            return Decision("choose_mode", seat, prompt="venture: which dungeon?",
                            options=options, source=res.source, rule="CR 701.46a")
        _bring(game, seat, options[0])
        return None
    assert isinstance(answer, Choose) and isinstance(answer.value, str)
    _bring(game, seat, answer.value)
    return None


def state_based(game: Game) -> bool:
    """CR 309.6, 704.5t: a dungeon whose venture marker is on its bottommost room and that
    isn't the source of a waiting or stacked room ability is removed (completed)."""
    state = STATE.get(game)
    if state is None:
        return False
    done = False
    for seat, cur in enumerate(state.current):
        if cur is None:
            continue
        oid, room = cur
        obj = game.objects.get(oid)
        if obj is not None and not _room(obj.name, room).leads_to \
                and not waiting_source(game, oid):
            _complete(game, seat)
            done = True
    return done


@matcher(ir.RoomTrigger, ev.VentureMoved)
def _room_entered(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 309.4c: the room ability of the room the marker moved into."""
    assert isinstance(trig, ir.RoomTrigger) and isinstance(event, ev.VentureMoved)
    if event.dungeon != source.id or event.room != trig.room:
        return []
    return [(None, event.player)]



@matcher(ir.DungeonCompletedTrigger, ev.DungeonCompleted)
def _completed(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """ "Whenever you complete a dungeon" (CR 309.7)."""
    assert isinstance(event, ev.DungeonCompleted)
    return [(None, event.player)] if event.player == source.controller else []


hooks.STATE_BASED.add(state_based, order=20, state=STATE.name)  # CR 309.6, 704.5t


def _completed_dungeon(game: Game, seat: int) -> bool:
    return bool(completed(game, seat))  # CR 309.7


hooks.PLAYER_STATUSES["completed_dungeon"] = _completed_dungeon
