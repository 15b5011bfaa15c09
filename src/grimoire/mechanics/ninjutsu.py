"""Ninjutsu (CR 702.49): "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield from
your hand tapped and attacking."

The compiler writes the activated ability (it works from the hand, CR 113.6); returning the
attacker is a cost (its target of attack is recorded as it is paid, ``StackInfo.returned``).
As the ability resolves the card, if still in its owner's hand, enters tapped and attacking
the same player or planeswalker the returned creature was attacking (CR 702.49c); it was
never declared as an attacker (CR 508.4, 702.49c: no "whenever attacks" triggers). If that
player or planeswalker is gone, or combat has ended, it enters tapped and not attacking
(CR 506.3b, 506.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.objects import Seat, Target
from grimoire.rules.registry import resolves

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

_COMBAT = ("declare_blockers", "first_strike_damage", "combat_damage")


def _attacked(game: Game, code: int) -> Target | None:
    """The player or planeswalker a returned creature was attacking, if it still can be."""
    if code < 0:
        seat = -1 - code
        return Seat(seat) if 0 <= seat < len(game.players) \
            and not game.players[seat].lost else None
    walker = game.objects.get(code)
    return code if walker is not None and walker.zone == "battlefield" else None


@resolves(ir.Ninjutsu)
def ninjutsu(game: Game, res: Resolution, node: ir.Ninjutsu, answer: Action | None) -> None:
    card = game.objects.get(res.source)
    if card is None or card.zone != "hand" or card.owner != res.controller:
        res.did = False  # CR 400.7: it left the hand
        return
    new = zones.move(game, card.id, "battlefield", controller=res.controller, tapped=True)
    codes = res.scratch.get("returned", ())
    attacked = _attacked(game, codes[0]) if codes else None
    if new in game.objects and attacked is not None and game.step in _COMBAT \
            and game.active == res.controller:
        game.combat.attackers[new] = attacked  # CR 702.49c: attacking, never declared
    res.did = new in game.objects
