"""Mana kept through step and phase ends: "Until end of turn, you don't lose this mana as
steps and phases end." (Savage Ventmaw, Birgi, Sakura-Tribe Springcaller).

CR 106.4: unused mana empties from each player's mana pool at the end of each step and phase.
CR 106.4a: an effect may let a player keep some of it; here, only the mana the instruction
added, and only until the end of the turn (the effect ends in the cleanup step, CR 514.2, so
the mana empties as the cleanup step ends).

A mana-adding effect with :attr:`~grimoire.oracle.ir.AddMana.kept` records one :class:`Kept`
per mana it added (:func:`note_added`), with the mana's spending restriction if it has one
(Klauth's "Spend this mana only to cast spells", CR 106.6). When a step ends
(:func:`empty_pools`), each pool keeps only its recorded mana; the restrictions of kept mana
are noted again after the pools' other records were cleared (:data:`~grimoire.rules.hooks.
POOLS_EMPTIED`).

Which mana of a type pays is the payer's choice (CR 601.2h): mana that would be lost first,
so a record counts as spent only when its type's mana in the pool fell below the records'
count (:func:`_clipped`). Records are clipped before mana is added, so mana added after a
payment is never taken for kept mana.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.core.mana import MANA_TYPES
from grimoire.oracle import ir
from grimoire.rules import hooks, spend

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


@dataclass(frozen=True, slots=True)
class Kept:
    """One mana of ``mana`` in ``player``'s pool kept until the end of the turn."""

    player: int
    mana: str
    only: ir.SpendOnly | None


STATE: hooks.StateKey[tuple[Kept, ...]] = hooks.StateKey("kept_mana")
"""The kept mana in the players' pools, oldest first (None or empty: none)."""


def _clipped(game: Game) -> tuple[Kept, ...]:
    """The records, never more of a player's type than that pool holds (the oldest spent
    first)."""
    found = STATE.get(game) or ()
    out: list[Kept] = []
    for player, state in enumerate(game.players):
        for index, kind in enumerate(MANA_TYPES):
            mine = [k for k in found if k.player == player and k.mana == kind]
            have = state.pool[index]
            out.extend(mine[len(mine) - have:] if have < len(mine) else mine)
    return tuple(out)


def before_adding(game: Game) -> None:
    """Mana is about to be added: what was spent since is no longer kept."""
    if STATE.get(game):
        STATE.set(game, _clipped(game))


def note_added(game: Game, res: Resolution, kept: bool, only: ir.SpendOnly | None) -> None:
    """The mana the resolving effect just added is kept until end of turn (CR 106.4a)."""
    added = res.scratch.get("mana_added")
    if not kept or not added:
        return
    player, mana = added
    STATE.set(game, (*(STATE.get(game) or ()), *(Kept(player, m, only) for m in mana)))


def empty_pools(game: Game, turn_ends: bool) -> None:
    """CR 106.4, 500.4: a step or phase ends and the pools empty, but for kept mana
    (CR 106.4a) unless the turn ends with it (``turn_ends``: the cleanup step, CR 514)."""
    if not game.states:  # no kept mana, no mechanism state riding on mana: pools empty
        for state in game.players:
            if any(state.pool):
                state.pool = [0] * len(MANA_TYPES)
        return
    kept = () if turn_ends or not STATE.get(game) else _clipped(game)
    for player, state in enumerate(game.players):
        left = [0] * len(MANA_TYPES)
        for k in kept:
            if k.player == player:
                left[MANA_TYPES.index(k.mana)] += 1
        if any(state.pool):
            state.pool = left
    if game.states:  # CR 106.4: the mana (and what rode on it) is gone
        for emptied in hooks.POOLS_EMPTIED.funcs:
            emptied(game)
    if kept:
        STATE.set(game, kept)
        spend.restore(game, tuple(spend.Restricted(k.player, k.mana, k.only)
                                  for k in kept if k.only is not None))
    elif STATE.get(game):
        STATE.clear(game)
