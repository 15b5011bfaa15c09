"""Prohibitions on activating abilities (CR 602.5: a player can't begin to activate an
ability that's prohibited from being activated): the engine side of
:class:`~grimoire.oracle.ir.CantActivate` ("Enchanted creature can't attack or block, and
its activated abilities can't be activated": Arrest). Mana abilities are activated
abilities too (CR 605.1a), so they are prohibited as well unless the text says "unless
they're mana abilities"; :mod:`grimoire.rules.manapay` asks :func:`forbidden` for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.cardinfo import present

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


_WORDS = FORBIDDING_WORDS = frozenset({"CantActivate"})
"""The word of a static that forbids activations (CR 602.5): none in a game's cards, no
battlefield scan."""

FORBIDDEN = "activations_forbidden"
"""The flag of a permanent an instruction said "Its activated abilities can't be activated"
of (Xathrid Gorgon; CR 602.5): for as long as it stays on the battlefield (CR 400.7)."""


def activated_this_turn(game: Game, oid: int, index: int) -> int:
    """How many times the ability at ``index`` of object ``oid`` was activated this turn
    (for "Activate no more than twice each turn", CR 602.5b): read from this turn's events,
    only for an ability with that limit."""
    count = 0
    for event in reversed(game.events):
        if type(event) is ev.TurnBegan:
            break
        if type(event) is ev.AbilityActivated and event.source == oid and event.index == index:
            count += 1
    return count


def forbidden(game: Game, obj: GameObject, mana: bool) -> bool:
    """Whether a static ability on the battlefield prohibits activating ``obj``'s activated
    abilities (``mana``: a mana ability)."""
    if obj.zone == "battlefield" and FORBIDDEN in obj.flags:
        return True
    if not game.n_statics or obj.zone != "battlefield" or not present(game, _WORDS):
        return False
    objects = game.objects
    for sid in game.battlefield:
        source = objects[sid]
        for _, ability in source.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.CantActivate) and not (mana and eff.except_mana) \
                    and query.matches(game, obj, eff.filter, source.controller, sid):
                return True
    return False
