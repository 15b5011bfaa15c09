"""Splice onto Arcane (CR 702.47): "You may reveal this card from your hand as you cast an
Arcane spell. If you do, that spell gains the text of this card's rules text and you pay
[cost] as an additional cost to cast that spell."

Plugged into the kernel's :data:`~grimoire.rules.hooks.SPELL_ADDITIONS` hook: as a player
casts an Arcane spell (from the choices of a normal cast, CR 601.2b), each other card with
"Splice onto Arcane" in their hand offers its spell text, its target specs and its splice
cost (:class:`~grimoire.rules.hooks.TextAddition`). The kernel lists each set of them
(:func:`grimoire.rules.casting.cast_options`), adds the splice costs to the total cost
(CR 601.2f), chooses the added targets after the spell's own (CR 702.47d), reveals the
cards, which stay in the hand (CR 702.47a), and resolves the added effects after the
spell's own, in the order chosen (CR 702.47b); the spell keeps its own characteristics
and "~" in the added text is the spell (CR 702.47c). A card can't be spliced onto itself
(it is on the stack) nor twice onto one spell (CR 702.47b); a set whose targets can't be
chosen isn't offered (CR 702.47b). The text is lost when the spell leaves the stack
(CR 702.47e: it lives on the stack object only).

Not offered: a card whose spell text is modal or divides damage (its targets would be
counted from the end of the spell's), or splicing onto a modal or divided spell.

>>> splice_cost(ir.CardDefinition("Glacial Ray"))
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

KEYWORD = "splice onto arcane"


def splice_cost(card: ir.CardDefinition) -> ir.Cost | None:
    """The card's "Splice onto Arcane [cost]", or None."""
    for ability in card.abilities:
        if isinstance(ability, ir.Keyword) and ability.name.lower() == KEYWORD \
                and ability.cost is not None:
            return ability.cost
    return None


def _splicable(card: ir.CardDefinition) -> bool:
    spell = card.spell
    if spell is None or isinstance(spell.effect, ir.Modal):
        return False
    return not any(isinstance(n, ir.DealDividedDamage | ir.DistributeCounters)
                   for n in ir.iter_nodes(spell.effect))


def additions(game: Game, player: int, obj: GameObject) -> list[hooks.TextAddition]:
    """The cards in ``player``'s hand that may be spliced onto ``obj`` (an Arcane spell
    being cast, CR 702.47a)."""
    if KEYWORD not in game.vocabulary or "Arcane" not in obj.info.subtypes:
        return []
    out: list[hooks.TextAddition] = []
    for oid in game.players[player].hand:
        card_obj = game.objects.get(oid)
        if card_obj is None or oid == obj.id:
            continue
        card = card_obj.info.card
        cost = splice_cost(card)
        if cost is None or not _splicable(card) or card.spell is None:
            continue
        out.append(hooks.TextAddition(oid, cost, card.spell.targets, card.spell.effect))
    return out


hooks.SPELL_ADDITIONS.add(additions)
