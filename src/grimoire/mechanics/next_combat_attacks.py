"""Attack requirements and restrictions waiting for a later combat or turn.

* "<creature> attacks during its controller's next combat phase if able" (Trench Behemoth,
  Sizzling Soloist; CR 508.1d): the resolving effect records the creature in :data:`WAITING`;
  as each combat phase begins (its beginning of combat step, CR 507.1) a recorded creature
  on the battlefield whose controller is the active player gets the requirement for that
  combat only (:func:`grimoire.mechanics.this_combat.for_this_combat`: it ends as the end of
  combat step begins, CR 511.3), and the record is spent. A combat phase already under way as
  the effect resolves is not "next". A creature that left the battlefield is a new object
  (CR 400.7): its record is dropped.
* "If a player does, creatures that player controls can't attack you or planeswalkers you
  control until your next turn" (Orzhov Advokist; CR 508.1c, 611.2a): :data:`BARRED` keeps
  ``(that player, you)``; while it lasts every creature that player controls, one arriving
  later included (the ruling), may not attack you or a planeswalker you control (asked
  through :data:`grimoire.rules.hooks.ATTACK_TARGET_BARRED`); it ends as your next turn
  begins, whether or not the Advokist is still there (the ruling).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.mechanics.this_combat import for_this_combat
from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.registry import resolves
from grimoire.rules.values import objects, players

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

WAITING: hooks.StateKey[tuple[int, ...]] = hooks.StateKey("attacks_next_combat")
"""The creatures that attack during their controller's next combat phase if able."""

BARRED: hooks.StateKey[tuple[tuple[int, int], ...]] = hooks.StateKey("cant_attack_you_until")
"""(the player whose creatures can't attack, the player they can't attack)."""


@resolves(ir.AttacksNextCombat)
def attacks_next_combat(game: Game, res: Resolution, node: ir.AttacksNextCombat,
                        answer: Action | None) -> None:
    """Record the creatures named that are on the battlefield (CR 611.2c)."""
    hit = [o for o in objects(game, res, node.what) if game.objects[o].zone == "battlefield"]
    if hit:
        WAITING.set(game, (*(WAITING.get(game) or ()), *hit))
    res.did = bool(hit)


def _combat_begins(game: Game) -> bool:
    """CR 508.1d: the recorded creatures the active player controls must attack this combat."""
    waiting = WAITING.get(game)
    if not waiting:
        return False
    now: list[int] = []
    kept: list[int] = []
    for oid in waiting:
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield":
            continue  # a new object if it returns (CR 400.7)
        (now if obj.controller == game.active else kept).append(oid)
    if now:
        for_this_combat(game, tuple((oid, "must_attack") for oid in now))
    if kept:
        WAITING.set(game, tuple(kept))
    else:
        WAITING.clear(game)
    return False


@resolves(ir.CantAttackYouUntilYourNextTurn)
def cant_attack_you(game: Game, res: Resolution, node: ir.CantAttackYouUntilYourNextTurn,
                    answer: Action | None) -> None:
    """CR 611.2a: from now until ``res.controller``'s next turn."""
    seats = players(game, res, node.player)
    fresh = tuple((seat, res.controller) for seat in seats
                  if (seat, res.controller) not in (BARRED.get(game) or ()))
    if fresh:
        BARRED.set(game, (*(BARRED.get(game) or ()), *fresh))
    res.did = bool(seats)


def _barred(game: Game, attacker: GameObject, player: int) -> bool:
    return (attacker.controller, player) in (BARRED.get(game) or ())


def _turn_begins(game: Game) -> None:
    """The restrictions lasting until the new active player's next turn end (CR 611.2a)."""
    barred = BARRED.get(game)
    if barred:
        kept = tuple(entry for entry in barred if entry[1] != game.active)
        if kept:
            BARRED.set(game, kept)
        else:
            BARRED.clear(game)


hooks.step_begins("beginning_of_combat").add(_combat_begins)
hooks.ATTACK_TARGET_BARRED.add(_barred)  # CR 508.1c
hooks.TURN_BEGINS.add(_turn_begins)
