"""Creatures put onto the battlefield attacking (CR 508.4, 506.3).

CR 508.4: the controller of a creature put onto the battlefield attacking chooses which
defending player, or planeswalker a defending player controls, it attacks (unless the effect
says); in a multiplayer game with the attack multiple players option every opponent is a
defending player (CR 802.2), so with several opponents that is a real choice, asked here
once per creature. CR 506.3b: a creature that enters under the control of a player who isn't
the attacking player is never attacking; outside combat, nothing attacks. Such creatures are
"attacking" but never "attacked" (no attack triggers, CR 508.4). :func:`enter_blocking`
does the same for creatures put onto the battlefield blocking (CR 509.4).

:func:`enter_attacking` is called by a resolver after it created the creatures; it returns
the pending decision, if any, and is called again with the answer (its state is kept in the
resolution's scratch under :data:`KEY`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle.ir import ObjectRef
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.combat import defenders
from grimoire.rules.objects import Seat, Target
from grimoire.rules.values import objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

KEY = "enter_attacking"
"""Resolution scratch key: the creatures still to be told what they attack."""

ONLY = "enter_attacking_only"
"""Resolution scratch key: for a creature that must attack one player ("attacking that
player or a planeswalker they control", CR 508.4), ``(creature, seat, planeswalkers)``."""

COMBAT_STEPS = ("declare_attackers", "declare_blockers", "first_strike_damage", "combat_damage")
"""The steps in which creatures are attacking (CR 506.1, 511.3: combat ends after these)."""


def options(game: Game, controller: int) -> list[Target]:
    """What a creature ``controller`` puts onto the battlefield attacking may attack: nothing
    unless it is the attacking player's, during combat (CR 506.3b); else each opponent and
    each planeswalker they control (CR 508.4, 802.2)."""
    if controller != game.active or game.step not in COMBAT_STEPS:
        return []
    return defenders(game)


def enter_attacking(game: Game, res: Resolution, created: list[int] | None,
                    answer: Action | None,
                    only: tuple[tuple[int, int, bool], ...] = ()) -> Decision | None:
    """Make ``created`` (just put onto the battlefield) attacking, asking their controller
    what each attacks when there is a choice; ``created=None`` continues with ``answer``.
    ``only``: ``(creature, seat, planeswalkers)`` for creatures that attack that player (or,
    with ``planeswalkers``, a planeswalker they control) and nothing else (CR 508.4)."""
    if created is not None:
        res.scratch[KEY] = tuple(o for o in created if o in game.objects)
        res.scratch[ONLY] = only
    waiting: tuple[int, ...] = res.scratch.get(KEY, ())
    if answer is not None and waiting:
        assert isinstance(answer, Choose)
        _attack(game, waiting[0], _decode(answer.value))
        waiting = waiting[1:]
    while waiting:
        oid = waiting[0]
        choices = _allowed(game, oid, options(game, game.objects[oid].controller),
                           res.scratch.get(ONLY, ()))
        if len(choices) > 1:
            res.scratch[KEY] = waiting
            return Decision("choose_defender", game.objects[oid].controller,
                            prompt=f"what does {game.objects[oid].name} attack?",
                            options=tuple(_encode(t) for t in choices), source=oid,
                            rule="CR 508.4")
        if choices:
            _attack(game, oid, choices[0])
        waiting = waiting[1:]
    res.scratch.pop(KEY, None)
    res.scratch.pop(ONLY, None)
    return None


def _allowed(game: Game, oid: int, choices: list[Target],
             only: tuple[tuple[int, int, bool], ...]) -> list[Target]:
    """``choices`` narrowed to what ``oid`` must attack, if it must attack one player: that
    player, and with ``planeswalkers`` their planeswalkers (none if they aren't a defending
    player any more, e.g. they left the game, CR 800.4a)."""
    for creature, seat, planeswalkers in only:
        if creature == oid:
            return [t for t in choices if (t.index == seat if isinstance(t, Seat) else
                                           planeswalkers and game.objects[t].controller == seat)]
    return choices


def _encode(target: Target) -> int:
    """A defender as an option: a planeswalker's object id, or ``-1 - seat``."""
    return -1 - target.index if isinstance(target, Seat) else target


def _decode(value: object) -> Target:
    assert isinstance(value, int)
    return Seat(-1 - value) if value < 0 else value


def _attack(game: Game, oid: int, target: Target) -> None:
    """CR 508.4: ``oid`` is attacking ``target`` (it never "attacked")."""
    if oid in game.objects and game.objects[oid].zone == "battlefield":
        game.combat.attackers[oid] = target


def enter_blocking(game: Game, res: Resolution, created: list[int], attacker: ObjectRef) -> None:
    """Make ``created`` (just put onto the battlefield) block the attacker ``attacker`` names
    (CR 509.4: "a token ... that's blocking that creature"). Each is "blocking" but never
    "blocked" (no block triggers, CR 509.3a-b); it blocks only if that creature is still
    attacking its controller or a planeswalker or battle of theirs (CR 509.4a, 506.3d), and
    only if it is a creature (the Mirror Match rulings); the attacker becomes blocked
    (CR 509.1h)."""
    found = objects(game, res, attacker)
    defender = game.combat.attackers.get(found[0]) if found else None
    if defender is None or game.step not in COMBAT_STEPS:
        return
    seat = defender.index if isinstance(defender, Seat) else game.objects[defender].controller
    for oid in created:
        obj = game.objects.get(oid)
        if obj is None or not obj.info.is_creature or obj.controller != seat:
            continue
        game.combat.blocking.setdefault(oid, found[0])
        game.combat.blocked_by[found[0]] = (*game.combat.blocked_by.get(found[0], ()), oid)
