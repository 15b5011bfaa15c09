"""Speed, start your engines! and max speed (CR 702.178, 702.179).

CR 702.179b: players have no speed until a rule or effect sets it. CR 702.179a, 704.5z: a
player who controls a permanent with start your engines! and has no speed gets speed 1, as
a state-based action (:func:`state_based`). CR 702.179d: a player with speed 1 or more has
an inherent triggered ability with no source, "Whenever one or more opponents lose life
during your turn, if your speed is less than 4, your speed increases by 1. This ability
triggers only once each turn." (:func:`check_trigger`: it uses the stack, its "if" is
checked again as it resolves, CR 603.4, and it triggers at most once a turn even if it was
countered). CR 702.179e: max speed is a speed of 4 (:class:`~grimoire.oracle.ir.PlayerStatus`
``"max_speed"``), which "Max speed — [Ability]" reads (CR 702.178a,
:mod:`grimoire.oracle.speed_text`); CR 702.179f: "your speed" is 0 for a player with no
speed (:class:`~grimoire.oracle.ir.PlayerSpeed`).

Speed belongs to the player: it stays when the permanent with start your engines! leaves,
and nothing in the rules lowers it. The state is one immutable :class:`SpeedState` kept by
:data:`STATE` (in ``game.states``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules.cardinfo import present
from grimoire.rules.triggers import PendingTrigger
from grimoire.rules.turn import SOURCELESS

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

KEYWORD = "start your engines!"
MAX_SPEED = 4
"""CR 702.179d-e: speed doesn't increase past 4, max speed."""


@dataclass(frozen=True, slots=True)
class SpeedState:
    """Each seat's speed (None: no speed, CR 702.179b) and the last turn its speed ability
    triggered (0: never; CR 702.179d "only once each turn")."""

    speeds: tuple[int | None, ...]
    triggered: tuple[int, ...]


STATE: hooks.StateKey[SpeedState] = hooks.StateKey("speed")

SPEED = ir.CardDefinition("Speed", oracle_text=(
    "Whenever one or more opponents lose life during your turn, if your speed is less than "
    "4, your speed increases by 1. This ability triggers only once each turn."))
"""What the inherent triggered ability is called on the stack (CR 702.179d)."""
SOURCELESS[SPEED.name] = SPEED

_ABILITY = ir.TriggeredAbility(
    ir.LifeLossTrigger("opponent"), ir.KeywordAction("speed_up"),
    condition=ir.CompareAmounts(ir.PlayerSpeed(), "lt", ir.Fixed(MAX_SPEED)),
    once_each_turn=True, text=SPEED.oracle_text)
_WORDS = frozenset({KEYWORD})


def speed(game: Game, seat: int) -> int | None:
    """``seat``'s speed, None if they have none (CR 702.179b)."""
    state = STATE.get(game)
    return None if state is None else state.speeds[seat]


def _set(game: Game, seat: int, value: int, *, triggered: bool = False) -> None:
    state = STATE.get(game) or SpeedState((None,) * len(game.players), (0,) * len(game.players))
    speeds = list(state.speeds)
    if speeds[seat] is None:  # CR 702.179d: the player's inherent triggered ability now
        game.n_watchers += 1  # exists: every event is checked against it from now on
    speeds[seat] = value
    turns = list(state.triggered)
    if triggered:
        turns[seat] = game.turn
    STATE.set(game, SpeedState(tuple(speeds), tuple(turns)))
    game.version += 1  # "as long as you have max speed" statics change (CR 702.178a)


def has_max_speed(game: Game, seat: int) -> bool:
    """CR 702.179e: a player has max speed if their speed is 4."""
    return speed(game, seat) == MAX_SPEED


def increase(game: Game, seat: int, by: int = 1) -> None:
    """CR 702.179c-d: ``seat``'s speed increases by ``by`` (from no speed, it becomes
    ``by``), never past 4."""
    now = speed(game, seat)
    _set(game, seat, min(MAX_SPEED, (now or 0) + by))


def state_based(game: Game) -> bool:
    """CR 704.5z: each player who controls a permanent with start your engines! and has no
    speed gets speed 1. True if one did (another round of checks follows)."""
    if not present(game, _WORDS):
        return False
    changed = False
    for oid in game.battlefield:
        obj = game.objects[oid]
        if speed(game, obj.controller) is None and query.has_keyword(game, obj, KEYWORD):
            _set(game, obj.controller, 1)
            changed = True
    return changed


def check_trigger(game: Game, event: object) -> None:
    """CR 702.179d: an opponent of the active player lost life during the active player's
    turn: the active player's speed ability triggers, if they have speed 1-3 and it hasn't
    triggered this turn (one life-loss event of a batch is enough: "one or more")."""
    if not isinstance(event, ev.LifeChanged) or event.amount >= 0:
        return
    state = STATE.get(game)
    seat = game.active
    if state is None or event.player == seat:
        return
    now = state.speeds[seat]
    if now is None or now >= MAX_SPEED or state.triggered[seat] == game.turn:
        return  # CR 603.4: the "if" is checked as it triggers
    _set(game, seat, now, triggered=True)
    game.pending_triggers.append(PendingTrigger(0, seat, -1, SPEED.name, ability=_ABILITY))


def speed_amount(game: Game, res: Resolution, amount: object, you: int) -> int:
    """CR 702.179f: "your speed", 0 without speed."""
    return speed(game, you) or 0


hooks.STATE_BASED.add(state_based, order=31, words=_WORDS)  # CR 704.5z
hooks.LAST_TRIGGER_SOURCES.add(check_trigger, state=STATE.name)  # CR 702.179d
hooks.PLAYER_STATUSES["max_speed"] = has_max_speed  # CR 702.179e
hooks.AMOUNTS[ir.PlayerSpeed] = speed_amount  # CR 702.179f
