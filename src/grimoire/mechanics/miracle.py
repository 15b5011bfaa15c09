"""Miracle (CR 702.94): "You may reveal this card from your hand as you draw it if it's the
first card you've drawn this turn. When you reveal this card this way, you may cast it by
paying [cost] rather than its mana cost."

Plugged into the kernel's draw hook (:data:`grimoire.rules.hooks.DRAWN`): when a card with
miracle is its owner's first draw of the turn (any turn, CR 702.94a), the triggered ability
is put among the pending triggers (CR 603.2, 603.11: linked to the reveal). As it resolves
its controller may cast the card for its miracle cost, timing ignored (CR 608.2g; an
alternative cost, CR 118.9); declining is not revealing it (CR 702.94b changes nothing in
the game). A card that left the hand meanwhile is a new object and can't be cast
(CR 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.triggers import PendingTrigger, count_this_turn

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_IN_HAND = ir.ObjectMatches(ir.ThisObject(), ir.ObjectFilter(zone="hand"))


def miracle_cost(card: ir.CardDefinition) -> ir.Cost | None:
    """The card's miracle cost (mana only), or None."""
    for ability in card.abilities:
        if isinstance(ability, ir.Keyword) and ability.name == "miracle" \
                and ability.cost is not None and not ability.cost.parts:
            return ability.cost
    return None


def _cast_ability(cost: ir.Cost) -> ir.TriggeredAbility:
    cast = ir.CastCard(ir.ThisObject(), optional=True, mode="instead_mana", mana=cost.mana)
    return ir.TriggeredAbility(ir.DrawTrigger(), ir.Conditional(_IN_HAND, cast),
                               text=f"Miracle {cost.mana}: you may cast it for its miracle "
                               "cost", zone="hand")


def drawn(game: Game, player: int, card: int) -> None:
    """The draw hook: a card with miracle drawn first this turn triggers (CR 702.94a)."""
    obj = game.objects.get(card)
    if obj is None or "miracle" not in obj.info.keywords or obj.zone != "hand":
        return
    cost = miracle_cost(obj.info.card)
    if cost is None or count_this_turn(game, ev.CardDrawn, player) != 1:
        return
    game.pending_triggers.append(PendingTrigger(card, player, -1, obj.name,
                                                ability=_cast_ability(cost)))


hooks.DRAWN.add(drawn)
