"""The bonus of a spell whose optional additional cost reveals a card: "As an additional cost
to cast this spell, you may reveal a Dragon card from your hand. ... If you revealed a Dragon
card or controlled a Dragon as you cast this spell, ..." (Dragons of Tarkir;
:class:`grimoire.oracle.ir.RevealedOrControlledAsCast`).

- Revealed: the card revealed to pay the cost is on the spell's stack information (CR 601.2h;
  ``StackInfo.revealed``); a copy of the spell copies it (CR 707.10), so a copy gets the bonus
  when the card was revealed.
- Controlled: noted as the casting is finished, after its costs (and the mana abilities
  activated for them) were paid (CR 601.2i): a Dragon sacrificed for mana while casting the
  spell doesn't count. A copy was not cast and has no such note (the rulings).
- Revealing a card and controlling a Dragon give the bonus once.
"""

from __future__ import annotations

from dataclasses import replace

from grimoire.oracle import ir
from grimoire.rules import hooks, query
from grimoire.rules.cast_complete import CAST_COMPLETE
from grimoire.rules.game import Game
from grimoire.rules.objects import GameObject
from grimoire.rules.resolution import Resolution

CONTROLLED = "controlled_as_cast"
"""Flag on a spell: its caster controlled a permanent of the revealed card's kind as the
casting was finished."""


def _revealed_kinds(card: ir.CardDefinition) -> list[ir.ObjectFilter]:
    """The filters of the cards the spell's optional additional costs may reveal."""
    return [part.filter for extra in card.additional_costs if extra.optional
            for part in extra.cost.parts if isinstance(part, ir.RevealCost)]


def note_controlled(game: Game, player: int, spell: GameObject) -> None:
    """CR 601.2i: whether ``player`` controls a permanent of the kind the spell's optional
    cost may reveal, now that the spell is cast."""
    card = spell.info.card
    if not card.additional_costs:
        return
    for flt in _revealed_kinds(card):
        mine = replace(flt, zone="battlefield", controller="you")
        if any(query.matches(game, game.objects[o], mine, player)
               for o in game.battlefield):
            spell.flags = spell.flags | {CONTROLLED}
            return


def revealed_or_controlled(game: Game, res: Resolution,
                           cond: ir.RevealedOrControlledAsCast) -> bool:
    """The spell revealed a card for its cost or was cast while its caster controlled a
    permanent of that kind (read from the spell, or its last known information)."""
    spell = game.objects.get(res.source) or game.last_known.get(res.source)
    if spell is None or spell.stack is None:
        return False
    revealed = [game.objects.get(o) or game.last_known.get(o) for o in spell.stack.revealed]
    flt = replace(cond.filter, zone=None)
    return CONTROLLED in spell.flags or any(
        card is not None and query.matches(game, card, flt, res.you) for card in revealed)


CAST_COMPLETE.add(note_controlled)
hooks.CONDITIONS[ir.RevealedOrControlledAsCast] = revealed_or_controlled
