"""Combat restrictions that last "this combat" (Forgestoker Dragon: "That creature can't block
this combat."; CR 506.1, 511.3): the restriction joins ``game.combat_rules`` like a "this
turn" one and is taken out again as the end of combat step begins, so a later combat phase
of the same turn (CR 500.8) is free of it. The kernel clears what is left in the cleanup
step (CR 514.2); the list of what expires is this mechanism's state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game

EXPIRING: hooks.StateKey[tuple[tuple[int, str], ...]] = hooks.StateKey("this_combat")
"""The ``game.combat_rules`` entries that end with this combat."""


def for_this_combat(game: Game, entries: tuple[tuple[int, str], ...]) -> None:
    """Add ``entries`` to the combat rules until the end of this combat."""
    game.combat_rules = (*game.combat_rules, *entries)
    EXPIRING.set(game, (*(EXPIRING.get(game) or ()), *entries))


def end_of_combat(game: Game) -> bool:
    """CR 511.3: as the end of combat step begins, the "this combat" entries end (each
    removes one matching entry: an equal "this turn" one stays)."""
    expiring = list(EXPIRING.get(game) or ())
    if not expiring:
        return False
    kept: list[tuple[int, str]] = []
    for entry in game.combat_rules:
        if entry in expiring:
            expiring.remove(entry)
        else:
            kept.append(entry)
    game.combat_rules = tuple(kept)
    EXPIRING.clear(game)
    return False


def _new_turn(game: Game) -> None:
    EXPIRING.clear(game)  # the cleanup step cleared the combat rules (CR 514.2)


hooks.step_begins("end_of_combat").add(end_of_combat)
hooks.TURN_BEGINS.add(_new_turn)
