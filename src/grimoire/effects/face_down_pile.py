"""A face-down pile shuffled back on top of a library (:class:`~grimoire.oracle.ir.PileOnTop`:
"exile it and the top six cards of your library in a face-down pile. If you do, shuffle that
pile and put it back on top of your library.", Triumph of Saint Katherine).

The object and the top cards of the resolving player's library are exiled together (CR
406.3: face down, so no player learns them; they come straight back); "If you do" holds when
anything was exiled (CR 608.2c: as much as possible — a card that already left the graveyard
is a new object, CR 400.7, and stays where it is). The pile is shuffled with the game's
seeded RNG (CR 701.20a) and put on top of the library, no one knowing its order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.actions import Action
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import effect_amount, objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.PileOnTop)
def pile_on_top(game: Game, res: Resolution, node: ir.PileOnTop,
                answer: Action | None) -> None:
    you = res.you
    count = max(0, effect_amount(game, res, node.count, you))
    library = game.players[you].library
    top = list(reversed(library[-count:])) if count else []  # (the top is the list's end)
    mine = [oid for oid in objects(game, res, node.what)
            if game.objects[oid].zone == "graveyard" and game.objects[oid].owner == you]
    pile = [zones.move(game, oid, "exile") for oid in (*mine, *top)]
    pile = [oid for oid in pile if oid in game.objects and game.objects[oid].zone == "exile"]
    res.did = bool(pile)
    if not pile or not node.put_back:
        return
    game.rng.shuffle(pile)  # CR 701.20a: with the game's RNG (replayable)
    for oid in pile:
        zones.move(game, oid, "library")  # each on top of the last: the pile's order
