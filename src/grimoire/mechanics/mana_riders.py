"""Mana with a "when that mana is spent" rider (CR 106.6, 603.7a): Path of Ancestry's "When
that mana is spent to cast a creature spell that shares a creature type with your commander,
scry 1."

A mana ability that adds mana and then a :class:`~grimoire.oracle.ir.ManaSpentRider` records
one :class:`Rider` per mana added, in the game's :data:`STATE`. When mana is spent from a pool to
cast a spell (:func:`spent`), riders of the spent mana types are used up; each rider whose
spell matches triggers: its effect goes on the stack as a delayed triggered ability of the
mana's source (CR 603.7a), the spell being its triggering object. Mana spent on anything else
uses riders up without triggering. Riders leave with the mana: when pools empty
(CR 106.4, :data:`~grimoire.rules.hooks.POOLS_EMPTIED`), and never more riders of a type than
mana of that type in the pool.

Which mana of a type is spent is the payer's choice (CR 601.2h): spending for a spell the
rider would trigger for, the payer spends the rider's mana first; for anything else, mana
without a rider first (it keeps the rider for later).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.core.mana import MANA_TYPES
from grimoire.mechanics.commander import STATE as COMMANDERS
from grimoire.oracle import ir
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules import hooks, query
from grimoire.rules.counters import add_counters
from grimoire.rules.resolution import Resolution
from grimoire.rules.triggers import PendingTrigger
from grimoire.rules.values import amount_value

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


ENTER_FLAG = "mana_enters_counters:"
"""A spell flag: the permanent it becomes enters with this many more +1/+1 counters."""


@dataclass(frozen=True, slots=True)
class Rider:
    """One mana of ``mana`` in ``player``'s pool, added by ``source``, with ``rider``."""

    player: int
    mana: str
    source: int
    source_name: str
    rider: ir.ManaSpentRider


STATE: hooks.StateKey[tuple[Rider, ...]] = hooks.StateKey("mana_riders")
"""The riders of the mana in the players' pools, oldest first (None or empty: none)."""


def record(game: Game, player: int, mana: tuple[str, ...], source: int, name: str,
           rider: ir.ManaSpentRider) -> None:
    """The mana just added carries ``rider``."""
    STATE.set(game, (*(STATE.get(game) or ()),
                     *(Rider(player, m, source, name, rider) for m in mana)))


def _emptied(game: Game) -> None:
    """CR 106.4: the mana left the pools, and what rode on it with it."""
    if STATE.get(game):
        STATE.clear(game)


def _matches(game: Game, rider: Rider, spell: int) -> bool:
    obj = game.objects.get(spell)
    if obj is None or not query.matches(game, obj, rider.rider.filter, rider.player):
        return False
    if not rider.rider.shares_commander_type:
        return True
    return bool(shared_creature_types(game, obj, rider.player))


def shared_creature_types(game: Game, obj: GameObject, player: int) -> frozenset[str]:
    """The creature types ``obj`` shares with ``player``'s commanders (CR 903.3e: their
    characteristics in whatever zone they are; none without a commander, CR 903.4f)."""
    state = COMMANDERS.get(game)
    if state is None:
        return frozenset()
    mine = frozenset(obj.info.subtypes) & CREATURE_TYPES
    out: frozenset[str] = frozenset()
    for oid, owner in zip(state.ids, state.owners, strict=True):
        commander = game.objects.get(oid)
        if owner == player and commander is not None:
            out |= mine & frozenset(commander.info.subtypes)
    return out


def spent(game: Game, player: int, before: list[int], after: list[int],
          spell: int | None) -> None:
    """``player``'s pool went from ``before`` to ``after`` paying for ``spell`` (None: not a
    spell): use up the riders of the spent mana, triggering the matching ones."""
    riders = STATE.get(game)
    if not riders:
        return
    kept: list[Rider] = []
    fired: list[Rider] = []
    for index, kind in enumerate(MANA_TYPES):
        mine = [r for r in riders if r.player == player and r.mana == kind]
        mine = mine[-before[index]:] if before[index] else []  # no more riders than mana
        used = before[index] - after[index]
        rest_without = before[index] - len(mine)  # mana of this type with no rider
        good = [r for r in mine if spell is not None and _matches(game, r, spell)]
        other = [r for r in mine if r not in good]
        fired_here = good[:used]
        left = used - len(fired_here)
        left -= min(left, rest_without)  # then mana without a rider
        other = other[left:]  # then the riders that wouldn't trigger
        fired.extend(fired_here)
        kept.extend(good[len(fired_here):] + other)
    kept.extend(r for r in riders if r.player != player)
    if kept:
        STATE.set(game, tuple(kept))
    else:
        STATE.clear(game)
    for rider in fired:  # CR 603.7a: a delayed triggered ability of the mana's source
        if rider.rider.counters is not None and spell is not None:
            _enter_with(game, rider, spell)
        if rider.rider.effect is None:
            continue
        ability = ir.TriggeredAbility(ir.CastTrigger(rider.rider.filter), rider.rider.effect)
        game.pending_triggers.append(PendingTrigger(rider.source, player, -1, rider.source_name,
                                                    spell, player, ability=ability))


def _enter_with(game: Game, rider: Rider, spell: int) -> None:
    """ "If you spend this mana to cast <spell>, it enters with N additional +1/+1
    counters" (CR 614.1c): the spell carries the count to the permanent it becomes. The
    amount is read now: what it reads (Opal Palace: the casts of that commander from the
    command zone, this cast included, CR 903.8) can't change while the spell is on the
    stack. Each mana spent adds its own counters (Opal Palace's ruling on two mana)."""
    assert rider.rider.counters is not None
    res = Resolution(source=rider.source, controller=rider.player, trigger_object=spell)
    count = amount_value(game, res, rider.rider.counters, rider.player)
    obj = game.objects[spell]
    old = [f for f in obj.flags if f.startswith(ENTER_FLAG)]
    count += sum(int(f[len(ENTER_FLAG):]) for f in old)
    if count > 0:
        obj.flags = (obj.flags - frozenset(old)) | {f"{ENTER_FLAG}{count}"}


def _entered_with(game: Game, obj: GameObject, old: GameObject | None) -> None:
    """The permanent a spell with :func:`_enter_with` counters became enters with them."""
    if old is None or not old.flags:
        return
    for flag in old.flags:
        if flag.startswith(ENTER_FLAG):
            add_counters(game, obj, "+1/+1", int(flag[len(ENTER_FLAG):]))


hooks.MANA_SPENT.add(spent)  # CR 106.6, 603.7a
hooks.POOLS_EMPTIED.add(_emptied)  # CR 106.4
hooks.ENTERED_WITH.add(_entered_with, order=5)  # CR 614.1c
