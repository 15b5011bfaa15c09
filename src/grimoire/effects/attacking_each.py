"""Tokens attacking a named player (:class:`~grimoire.oracle.ir.TokensAttackingEach`,
CR 508.4): "for each opponent, create a 1/1 white Human creature token that's tapped and
attacking that player or a planeswalker they control" (Adeline, Resplendent Cathar).

For each of the players (in turn order, CR 101.4), the tokens are created under the
resolving player's control, tapped (a replacement effect such as Doubling Season makes more,
CR 614.1a: each extra token attacks the same player); then each attacks its player, or a
planeswalker they control, chosen as it enters (the Adeline rulings), through
:func:`~grimoire.mechanics.enter_attacking.enter_attacking` (outside combat, or in another
player's turn, nothing attacks, CR 506.3b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.mechanics.enter_attacking import KEY, enter_attacking
from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.actions import Action, Decision
from grimoire.rules.cardinfo import info_for, token_definition
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import effect_amount, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.TokensAttackingEach)
def tokens_attacking_each(game: Game, res: Resolution, node: ir.TokensAttackingEach,
                          answer: Action | None) -> Decision | None:
    if answer is not None and KEY in res.scratch:
        return enter_attacking(game, res, None, answer)
    info = info_for(token_definition(node.token))
    count = effect_amount(game, res, node.amount, res.you)
    made: list[int] = []
    only: list[tuple[int, int, bool]] = []
    for seat in players(game, res, node.players):
        for _ in range(zones.token_count(game, res.you, count)):
            oid = zones.create_token(game, info, res.you, tapped=True)
            made.append(oid)
            only.append((oid, seat, node.planeswalkers))
    res.did = bool(made)
    return enter_attacking(game, res, made, None, tuple(only))
