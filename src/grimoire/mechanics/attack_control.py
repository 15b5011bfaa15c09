""" "You choose which creatures attack this turn." (Master Warcraft; CR 508.1).

The effect (:class:`~grimoire.oracle.ir.ControlAttacks`) makes its player the one who
declares which creatures attack in each combat of this turn (:data:`CHOOSER`, read through
:data:`grimoire.rules.hooks.ATTACK_CHOOSER`): the declare attackers decision is theirs, among
the active player's legal declarations (CR 508.1c-d: requirements and restrictions still
apply). The rulings: "You choose attackers ... regardless of whether it's your turn"; "the
person who cast Master Warcraft first chooses the complete group of creatures that are
going to attack. Then, for each of those creatures, the active player chooses who or what
it's going to attack" (the kernel's second declare attackers decision, for the active
player, restricted to that group: grimoire.rules.legal). The effect lasts this turn only;
a player who left the game chooses nothing (CR 800.4a; the active player declares).

>>> from grimoire.rules.hooks import ATTACK_CHOOSER
>>> chooser in ATTACK_CHOOSER.funcs
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.registry import resolves
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

CHOOSER: hooks.StateKey[tuple[int, int]] = hooks.StateKey("attack_chooser")
"""(turn, seat): who chooses the attacking creatures during that turn."""


@resolves(ir.ControlAttacks)
def control_attacks(game: Game, res: Resolution, node: ir.ControlAttacks,
                    answer: Action | None) -> None:
    """The effect's player chooses the attackers for the rest of this turn (CR 508.1)."""
    who = players(game, res, node.player)
    if who:
        CHOOSER.set(game, (game.turn, who[0]))
    res.did = bool(who)


def chooser(game: Game) -> int | None:
    """The player an effect of this turn lets choose the attackers, or None."""
    found = CHOOSER.get(game)
    return found[1] if found is not None and found[0] == game.turn else None


hooks.ATTACK_CHOOSER.add(chooser, state=CHOOSER.name)
