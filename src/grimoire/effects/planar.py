"""Resolvers of the Planechase effects (CR 901): planeswalk, the planar deck's top card,
and the planar die's rule changes; the rules are in :mod:`grimoire.mechanics.planechase`.

>>> from grimoire.oracle import ir
>>> from grimoire.rules.registry import RESOLVERS
>>> RESOLVERS[ir.Planeswalk].__name__
'resolve_planeswalk'
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.mechanics import planechase
from grimoire.oracle import ir
from grimoire.rules.registry import resolves

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


@resolves(ir.Planeswalk)
def resolve_planeswalk(game: Game, res: Resolution, node: ir.Planeswalk,
                       answer: Action | None) -> None:
    """CR 701.24a: only the planar controller planeswalks, only in a Planechase game;
    Fixed Point in Time turns a planeswalk from a planar die roll into chaos (CR 614.1a)."""
    state = planechase.STATE.get(game)
    res.did = state is not None and res.you == planechase.planar_controller(game)
    if state is None or not res.did:
        return
    if node.from_die and state.walk_is_chaos is not None:
        planechase.chaos_ensues(game, res.you)
        return
    planechase.planeswalk(game, res.you)


@resolves(ir.RevealPlanarTop)
def resolve_reveal_top(game: Game, res: Resolution, node: ir.RevealPlanarTop,
                       answer: Action | None) -> None:
    """Reveal the top card of your planar deck (CR 701.16a): it stays on top."""
    state = planechase.STATE.get(game)
    top = state.top(res.you) if state is not None else None
    res.did = top is not None
    if state is not None:
        planechase.STATE.set(game, replace(state, revealed=top))


@resolves(ir.PlanarTopToBottom)
def resolve_top_to_bottom(game: Game, res: Resolution, node: ir.PlanarTopToBottom,
                          answer: Action | None) -> None:
    """Put the top card of your planar deck on its bottom."""
    state = planechase.STATE.get(game)
    deck = state.decks[res.you] if state is not None else ()
    res.did = bool(deck)
    if state is not None and deck:
        decks = list(state.decks)
        decks[res.you] = deck[1:] + deck[:1]
        planechase.STATE.set(game, replace(state, decks=tuple(decks)))


@resolves(ir.PlanarRule)
def resolve_planar_rule(game: Game, res: Resolution, node: ir.PlanarRule,
                        answer: Action | None) -> None:
    """Chaotic Aether's and Fixed Point in Time's rule changes (CR 611.2)."""
    state = planechase.STATE.get(game)
    res.did = state is not None
    if state is None:
        return
    if node.rule == "blank_is_chaos":
        planechase.STATE.set(game, replace(state, blank_is_chaos=True))
    else:
        planechase.STATE.set(game, replace(state, walk_is_chaos=res.you))
