"""Retrace (CR 702.81): "You may cast this card from your graveyard by discarding a land card
as an additional cost to cast it."

Two kernel hooks: the card's owner may cast it from their graveyard
(``hooks.castable_from("graveyard")``, CR 601.3), with its usual timing (CR 601.3b) and any
of its costs (its mana cost or an alternative cost, CR 118.9); and while it is there its
total cost includes discarding a land card (``hooks.COSTS_ADDED``, CR 601.2f-h: a
:class:`~grimoire.oracle.ir.DiscardCost` of a land card from the hand). Unlike flashback
nothing exiles it: once resolved it goes back to the graveyard and may be cast again.

>>> has_retrace(ir.CardDefinition("Flame Jab", abilities=(ir.Keyword("retrace"),)))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

KEYWORD = "retrace"
DISCARD_A_LAND = ir.Cost(parts=(ir.DiscardCost(1, ir.ObjectFilter(types_any=("land",),
                                                                  zone="hand")),))
"""CR 702.81a: the additional cost."""


def has_retrace(card: ir.CardDefinition) -> bool:
    """Whether the card has a printed retrace ability."""
    return any(isinstance(a, ir.Keyword) and a.name.lower() == KEYWORD for a in card.abilities)


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """CR 702.81a: its owner may cast it from their graveyard."""
    return obj.zone == "graveyard" and obj.owner == player and obj.kind == "card" \
        and KEYWORD in obj.info.keywords and has_retrace(obj.info.card)


def added_cost(obj: GameObject) -> ir.Cost | None:
    """CR 702.81a: cast from the graveyard, discarding a land card is part of its cost."""
    if obj.zone != "graveyard" or KEYWORD not in obj.info.keywords \
            or not has_retrace(obj.info.card):
        return None
    return DISCARD_A_LAND


hooks.GRAVEYARD_CAST_WORDS.add(KEYWORD)
hooks.castable_from("graveyard").add(castable)
hooks.COSTS_ADDED.add(added_cost)
