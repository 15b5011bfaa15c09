"""Madness (CR 702.35): "If a player would discard this card, that player discards it, but
exiles it instead of putting it into their graveyard" and "When this card is exiled this
way, its owner may cast it by paying [cost] rather than paying its mana cost. If that
player doesn't, they put this card into their graveyard."

* The replacement (CR 702.35a, 614.1a) is applied by :func:`grimoire.rules.zones.move`
  (through the kernel's discard hook, :mod:`grimoire.rules.hooks`) to a card with madness
  moving from its owner's hand to their graveyard (to discard is to do exactly that,
  CR 701.9a): it goes to exile instead, flagged :data:`FLAG` (it was still discarded:
  "whenever you discard" abilities see it, ``hooks.DISCARDED``). Applied
  before other replacements, as the owner would choose (CR 616.1): with Rest in Peace the
  card is exiled either way, only this way with the trigger.
* The triggered ability (:data:`_CAST_OR_BURY`) is put among the pending triggers at once
  (CR 603.2, controlled by the owner); as it resolves the owner may cast the card for its
  madness cost, timing ignored (CR 608.2g; an alternative cost, CR 702.35b), else it goes
  to the graveyard. If the card left exile before that (CR 400.7), nothing happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.triggers import PendingTrigger

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

FLAG = "madness_exiled"
"""A card discarded into exile by its madness ability (CR 702.35a)."""


def madness_cost(obj: GameObject) -> ir.Cost | None:
    """The card's madness cost (mana only), or None."""
    if "madness" not in obj.info.keywords:
        return None
    for ability in obj.info.card.abilities:
        if isinstance(ability, ir.Keyword) and ability.name == "madness" \
                and ability.cost is not None and not ability.cost.parts:
            return ability.cost
    return None


def replaces(game: Game, obj: GameObject) -> frozenset[str] | None:
    """The flags of ``obj`` (being discarded from its owner's hand) if madness sends it to
    exile instead (CR 702.35a), or None (the kernel's discard hook)."""
    if obj.kind != "card" or madness_cost(obj) is None:
        return None
    return frozenset({FLAG})


def _cast_or_bury(cost: ir.Cost) -> ir.TriggeredAbility:
    cast = ir.CastCard(ir.ThisObject(), optional=True, mode="instead_mana", mana=cost.mana)
    bury = ir.IfDid(None, otherwise=ir.PutIntoGraveyard(ir.ThisObject()))
    return ir.TriggeredAbility(ir.EntersTrigger(), ir.Sequence((cast, bury)),
                               text=f"Madness {cost.mana}: cast it for its madness cost or "
                               "put it into your graveyard", zone="exile")


def exiled(game: Game, obj: GameObject) -> None:
    """``obj`` (the new object in exile, flagged :data:`FLAG` by the move) was discarded
    into exile by madness: trigger its second ability (CR 702.35a)."""
    cost = madness_cost(obj)
    if cost is None or FLAG not in obj.flags:
        return
    game.pending_triggers.append(PendingTrigger(obj.id, obj.owner, -1, obj.name,
                                                ability=_cast_or_bury(cost)))


hooks.DISCARD_REPLACED.add(replaces)
hooks.AFTER_DISCARD_EXILE.add(exiled)
