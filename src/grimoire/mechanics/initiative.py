"""The initiative (CR 723) and venturing into Undercity (CR 701.46d, 309).

CR 723.1: the initiative is a designation a player can have; there is none in a game until
an effect instructs a player to take it ("take the initiative", a
:class:`~grimoire.oracle.ir.KeywordAction` ``take_initiative``). CR 723.3: only one player
has it at a time; as a player takes it, the player who had it ceases to have it. The holder
is one immutable :class:`InitiativeState` kept by :data:`STATE` (in ``game.states``).

CR 723.2: three inherent triggered abilities with no source, controlled by the player who
had the initiative as they triggered (an exception to CR 113.8), each put on the stack as
"The Initiative" (:data:`INITIATIVE`):

* "At the beginning of the upkeep of the player who has the initiative, that player ventures
  into Undercity" (:func:`_upkeep`, on the kernel's ``step_begins("upkeep")`` hook);
* "Whenever one or more creatures a player controls deal combat damage to the player who has
  the initiative, the controller of those creatures takes the initiative"
  (:func:`_combat_damage`: once per controller for one combat damage step, the damage being
  simultaneous, CR 510.2);
* "Whenever a player takes the initiative, that player ventures into Undercity"
  (:func:`take`); CR 723.5: a holder who takes it again triggers it again, with no second
  designation.

CR 723.4: if the holder leaves the game, the active player takes the initiative at the same
time (the next player in turn order if the active player is the one leaving):
:func:`_player_left`, on the kernel's ``PLAYER_LEFT`` hook.

"You have the initiative" (:class:`~grimoire.oracle.ir.PlayerStatus` ``"initiative"``) reads
the holder. Venturing into Undercity is :func:`grimoire.mechanics.dungeons.venture` with
``into="Undercity"`` (CR 701.46d).

>>> INITIATIVE.name
'The Initiative'
>>> _TAKE.effect
KeywordAction(action='venture', amount=None, what=None, subtype='Undercity', player=You())
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.mechanics.dungeons import UNDERCITY
from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.triggers import PendingTrigger
from grimoire.rules.turn import SOURCELESS

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


@dataclass(frozen=True, slots=True)
class InitiativeState:
    """The seat that has the initiative (None: no one, CR 723.1)."""

    holder: int | None


STATE: hooks.StateKey[InitiativeState] = hooks.StateKey("initiative")
"""The game's InitiativeState (None until a player first takes the initiative)."""

INITIATIVE = ir.CardDefinition("The Initiative", oracle_text=(
    "At the beginning of the upkeep of the player who has the initiative, that player "
    "ventures into Undercity.\n"
    "Whenever one or more creatures a player controls deal combat damage to the player who "
    "has the initiative, the controller of those creatures takes the initiative.\n"
    "Whenever a player takes the initiative, that player ventures into Undercity."))
"""What the inherent triggered abilities are called on the stack (CR 723.2)."""
SOURCELESS[INITIATIVE.name] = INITIATIVE

_VENTURE = ir.KeywordAction("venture", subtype=UNDERCITY)  # CR 701.46d: "into Undercity"
_UPKEEP = ir.TriggeredAbility(ir.StepTrigger("upkeep"), _VENTURE,
                              text=INITIATIVE.oracle_text.splitlines()[0])
_DAMAGE = ir.TriggeredAbility(
    ir.CombatDamageTrigger(ir.ObjectFilter(types_any=("creature",)), to_player=True,
                           batch="player"),
    ir.KeywordAction("take_initiative", player=ir.TriggeringPlayer()),
    text=INITIATIVE.oracle_text.splitlines()[1])
# (the trigger node only describes the event: :func:`take` queues the ability itself)
_TAKE = ir.TriggeredAbility(ir.StateTrigger(ir.PlayerStatus("initiative")), _VENTURE,
                            text=INITIATIVE.oracle_text.splitlines()[2])


def holder(game: Game) -> int | None:
    """The seat that has the initiative, None if no one does (CR 723.1)."""
    state = STATE.get(game)
    return None if state is None else state.holder


def has_initiative(game: Game, seat: int) -> bool:
    """ "you have the initiative" (CR 723.1)."""
    return holder(game) == seat


def take(game: Game, seat: int) -> None:
    """``seat`` takes the initiative: the former holder ceases to have it (CR 723.3), and
    "Whenever a player takes the initiative, that player ventures into Undercity" triggers,
    controlled by the new holder (CR 723.2), even if they had it already (CR 723.5)."""
    if holder(game) != seat:
        STATE.set(game, InitiativeState(seat))
        game.version += 1  # "as long as you have the initiative" statics change
    game.pending_triggers.append(PendingTrigger(0, seat, -1, INITIATIVE.name, ability=_TAKE))


def _upkeep(game: Game) -> bool:
    """CR 723.2: at the beginning of the holder's upkeep they venture into Undercity (a
    triggered ability: it uses the stack; the step doesn't wait)."""
    if holder(game) == game.active and STATE.get(game) is not None:
        game.pending_triggers.append(PendingTrigger(0, game.active, -1, INITIATIVE.name,
                                                    ability=_UPKEEP))
    return False


def _combat_damage(game: Game, source: GameObject, player: int, amount: int,
                   keywords: frozenset[str]) -> None:
    """CR 723.2: creatures a player controls dealt combat damage to the holder: the holder
    controls a trigger by which that player takes the initiative; one trigger per
    controller for the simultaneous damage of one step ("one or more creatures",
    CR 510.2)."""
    seat = holder(game)
    if seat is None or player != seat or amount <= 0 or "creature" not in source.info.types:
        return
    attacker = source.controller
    if attacker == seat:
        return
    for waiting in game.pending_triggers:
        if waiting.ability is _DAMAGE and waiting.trigger_player == attacker:
            return  # the same batch of combat damage (CR 603.2c)
    game.pending_triggers.append(PendingTrigger(0, seat, -1, INITIATIVE.name,
                                                trigger_player=attacker, ability=_DAMAGE))


def _player_left(game: Game, seat: int) -> None:
    """CR 723.4: the holder left the game: the active player takes the initiative at the same
    time (the next player in turn order if the active player is leaving)."""
    if holder(game) != seat:
        return
    successor = game.active if game.active != seat else game.next_player(seat)
    if successor == seat or game.players[successor].lost:
        STATE.set(game, InitiativeState(None))
        game.version += 1
        return
    take(game, successor)


hooks.step_begins("upkeep").add(_upkeep)  # CR 723.2
hooks.COMBAT_DAMAGE_TO_PLAYER.add(_combat_damage)  # CR 723.2
hooks.PLAYER_LEFT.add(_player_left)  # CR 723.4
hooks.PLAYER_STATUSES["initiative"] = has_initiative  # CR 723.1
