""" "You choose which creatures block this turn and how those creatures block" (Master
Warcraft; Odric, Master Tactician "... this combat ..."), "Creatures your opponents control
block this turn if able, and you choose how those creatures block" (Brutal Hordechief):
another player declares blockers (CR 509.1), a requirement on every creature some players
control (CR 509.1c).

The :class:`~grimoire.oracle.ir.ControlBlocks` effect records ``(turn, chooser, whose,
this_combat)`` in :data:`CHOOSERS`, in the order the effects resolved; read through
:data:`grimoire.rules.block_choosers.BLOCK_CHOOSER`, the chooser of defending player ``D``'s
blockers is the player of the last such effect of this turn that covers ``D`` (``whose``
None: every player; else only those players, the ones whose creatures "those creatures"
are). Brutal Hordechief's rulings: the choice covers each creature an opponent controls
as blockers are declared, "even if that creature wasn't on the battlefield or wasn't
controlled by an opponent as the activated ability resolved" (a defending player's creatures
are all theirs, CR 509.1a, so the whole declaration of an opponent is the chooser's); "if
more than one player activates Brutal Hordechief's activated ability on the same turn, the
controller of the last ability to resolve will choose how any creatures controlled by
players who didn't resolve this ability will block" (the last effect covering ``D`` wins);
"All blocking declarations must still be legal" (the chooser picks among ``D``'s legal
declarations, CR 509.1b-c). The defending player pays a cost to block only if they choose
to, and "if that player decides to not pay that cost, you must propose a new set of
blocking creatures": here the chooser's declarations are the ones without such a cost
(:func:`grimoire.rules.combat_restrictions.block_options`). A "this combat" effect ends as
the end of combat step begins (CR 511.3); the rest at the end of the turn (CR 514.2).

:class:`~grimoire.oracle.ir.PlayersCreaturesBlock` ("Creatures your opponents control block
this turn if able") gives each named player the player-wide requirement
:func:`grimoire.rules.block_choosers.player_must_block` for this turn: every creature they
control as blockers are declared, those that arrive later too (CR 611.2c).

>>> from grimoire.rules.block_choosers import BLOCK_CHOOSER
>>> chooser in BLOCK_CHOOSER.funcs
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.block_choosers import BLOCK_CHOOSER, player_must_block
from grimoire.rules.registry import resolves
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

Entry = tuple[int, int, frozenset[int] | None, bool]
"""(turn, chooser, the defending players covered or None for all, ends with this combat)."""

CHOOSERS: hooks.StateKey[tuple[Entry, ...]] = hooks.StateKey("block_choosers")
"""This turn's block choosers, in the order their effects resolved."""


@resolves(ir.ControlBlocks)
def control_blocks(game: Game, res: Resolution, node: ir.ControlBlocks,
                   answer: Action | None) -> None:
    """The effect's player chooses how the covered defending players' creatures block for
    the rest of this turn (or this combat), CR 509.1."""
    who = players(game, res, node.player)
    whose = None if node.whose is None else frozenset(players(game, res, node.whose))
    if who:
        kept = tuple(e for e in CHOOSERS.get(game) or () if e[0] == game.turn)
        CHOOSERS.set(game, (*kept, (game.turn, who[0], whose, node.this_combat)))
    res.did = bool(who)


@resolves(ir.PlayersCreaturesBlock)
def players_creatures_block(game: Game, res: Resolution, node: ir.PlayersCreaturesBlock,
                            answer: Action | None) -> None:
    """Every creature each named player controls blocks this turn if able (CR 509.1c,
    611.2c); the rule ends with the turn's other combat rules (CR 514.2)."""
    seats = players(game, res, node.players)
    game.combat_rules = (*game.combat_rules, *(player_must_block(s) for s in seats))
    res.did = bool(seats)


def chooser(game: Game, defender: int) -> int | None:
    """The player the last effect of this turn covering ``defender`` lets choose how
    ``defender``'s creatures block, or None."""
    for turn, seat, whose, _ in reversed(CHOOSERS.get(game) or ()):
        if turn == game.turn and (whose is None or defender in whose):
            return seat
    return None


def _end_of_combat(game: Game) -> bool:
    """CR 511.3: the "this combat" choosers end as the end of combat step begins."""
    found = CHOOSERS.get(game)
    if found and any(e[3] for e in found):
        CHOOSERS.set(game, tuple(e for e in found if not e[3]))
    return False


def _new_turn(game: Game) -> None:
    CHOOSERS.clear(game)  # "this turn" ended in the cleanup step (CR 514.2)


BLOCK_CHOOSER.add(chooser, state=CHOOSERS.name)
hooks.step_begins("end_of_combat").add(_end_of_combat, state=CHOOSERS.name)
hooks.TURN_BEGINS.add(_new_turn, state=CHOOSERS.name)
