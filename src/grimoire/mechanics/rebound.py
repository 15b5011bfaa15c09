"""Rebound (CR 702.88a): "If this spell was cast from your hand, instead of putting it into
your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may
cast this card from exile without paying its mana cost."

A spell with rebound cast from its owner's hand gets the ``rebound`` cast flag
(:func:`cast_from_hand`); when it finishes resolving (not when it is countered or fizzles,
CR 608.2b) :func:`rebounds` exiles it instead (a replacement effect, CR 614.1a) and creates
the delayed triggered ability (CR 603.7) that offers to cast it at its controller's next
upkeep. A spell cast with flashback is exiled by flashback's own rule instead (CR 702.34a)
and the delayed ability then finds no card to cast (CR 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, zones
from grimoire.rules.triggers import Delayed

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

REBOUND = "rebound"
_CAST_AGAIN = ir.TriggeredAbility(
    ir.StepTrigger("upkeep", "you"),
    ir.CastCard(ir.ThisObject(), optional=True, mode="without_paying"),
    text="Rebound: you may cast this card from exile without paying its mana cost")


def cast_from_hand(card: GameObject) -> frozenset[str]:
    """The cast flag of a rebound spell cast from its owner's hand (before it moves)."""
    return frozenset({REBOUND}) if card.zone == "hand" and REBOUND in card.info.keywords \
        else frozenset()


def _casting(game: Game, player: int, card: GameObject, action: CastSpell,
             ctx: CastContext) -> frozenset[str]:
    return cast_from_hand(card)  # CR 702.88a: "if this spell was cast from your hand"


def rebounds(game: Game, oid: int) -> bool:
    """Exile the resolved spell ``oid`` if its rebound applies, with the delayed cast; True
    if it did."""
    obj = game.objects[oid]
    if REBOUND not in obj.flags or obj.kind != "card":
        return False
    new = zones.move(game, oid, "exile")
    if new and new in game.objects and game.objects[new].zone == "exile":
        game.delayed = (*game.delayed, Delayed(_CAST_AGAIN, obj.controller, new))
    return True


hooks.INSTEAD_OF_GRAVEYARD.add(rebounds)  # CR 702.88a
hooks.SPELL_CAST.add(_casting, order=10)  # before a morph turns face down (face_down)
