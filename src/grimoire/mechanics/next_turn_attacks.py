"""Attack requirements for a player's whole next turn (CR 508.1d, 611.2a): "During target
opponent's next turn, creatures that player controls attack Gideon Jura if able." (Gideon
Jura) and "During target player's next turn, creatures that player controls attack you if
able." (Taunt).

The resolving ability records ``(seat, rule)`` in ``game.next_turn_rules``; as that player's
next turn begins (:data:`grimoire.rules.hooks.TURN_BEGINS`) the rule becomes one of the
turn's combat rules for *every* creature the player controls, those that arrive later that
turn too (the requirement is not a characteristic, CR 611.2c): it is keyed by
``-1 - seat`` (:data:`grimoire.rules.attack_requirements.MUST_ATTACK` for a player,
:data:`~grimoire.rules.attack_requirements.MUST_ATTACK_OBJECT` for a planeswalker), and ends
with the turn's other combat rules at cleanup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.attack_requirements import ATTACK_OTHERS, MUST_ATTACK, MUST_ATTACK_OBJECT
from grimoire.rules.registry import resolves
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


@resolves(ir.AttackDuringNextTurn)
def attack_during_next_turn(game: Game, res: Resolution, node: ir.AttackDuringNextTurn,
                            answer: Action | None) -> None:
    """Record the requirement for each named player's next turn."""
    rule = f"{MUST_ATTACK_OBJECT}{res.source}" if node.this else f"{MUST_ATTACK}{res.you}"
    seats = players(game, res, node.player)
    game.next_turn_rules = (*game.next_turn_rules, *((seat, rule) for seat in seats))
    res.did = bool(seats)


@resolves(ir.OpponentsAttackOthers)
def opponents_attack_others(game: Game, res: Resolution, node: ir.OpponentsAttackOthers,
                            answer: Action | None) -> None:
    """ "Until your next turn, creatures your opponents control attack each combat if able
    and attack a player other than you if able" (CR 611.2a): the turns it spans are the
    rest of this one and each opponent's next turn that comes before ``res.you``'s (in turn
    order from the active player, CR 101.4); each gets the player-wide rule."""
    rule = f"{ATTACK_OTHERS}{res.you}"
    seats = [p.index for p in game.players if not (p.lost or p.departed)]
    if game.active != res.you and game.active in seats:  # this turn, an opponent's
        game.combat_rules = (*game.combat_rules, (-1 - game.active, rule))
    later: list[int] = []
    if res.you in seats:
        start = seats.index(game.active) if game.active in seats else 0
        for seat in (seats[start:] + seats[:start])[1:]:  # after the active player
            if seat == res.you:
                break
            later.append(seat)
    game.next_turn_rules = (*game.next_turn_rules, *((seat, rule) for seat in later))
    res.did = True


def begin(game: Game) -> None:
    """As ``game.active``'s turn begins, their recorded requirements apply for this turn."""
    if not game.next_turn_rules:
        return
    now = tuple((-1 - seat, rule) for seat, rule in game.next_turn_rules
                if seat == game.active)
    if now:
        game.combat_rules = (*game.combat_rules, *now)
        game.next_turn_rules = tuple(e for e in game.next_turn_rules if e[0] != game.active)


hooks.TURN_BEGINS.add(begin)  # CR 611.2a: "during that player's next turn"
