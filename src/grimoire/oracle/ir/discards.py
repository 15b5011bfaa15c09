"""Triggers on a discard an opponent's spell or ability caused (CR 701.9a)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class DiscardCausedTrigger:
    """ "When a spell or ability an opponent controls causes you to discard this card"
    (``this_card``: the ability works from the graveyard the card went to) or "Whenever ...
    causes you to discard a card" (any card you own): a card is discarded (CR 701.9a) as a
    spell or ability an opponent of its owner controls resolves. "That player" is that
    opponent (grimoire.mechanics.discard_causes)."""

    this_card: bool = True
