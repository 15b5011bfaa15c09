"""Optional replacement effects on drawing a card (CR 614.1a, 121.6): "If you would draw a
card, you may instead choose land or nonland and reveal cards from the top of your library
until you reveal a card of the chosen kind. Put that card into your hand and put all other
cards revealed this way on the bottom of your library in any order." (Abundance)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DrawRevealKindInstead"]


@dataclass(frozen=True, slots=True)
class DrawRevealKindInstead:
    """The Abundance replacement (CR 614.1a, 614.6, 121.6): each draw of the static's
    controller may instead be "choose land or nonland, reveal cards from the top of your
    library until you reveal a card of the chosen kind, put that card into your hand and the
    other revealed cards on the bottom of your library in any order" (nothing is drawn;
    each draw of several is replaced separately; it applies with an empty library too).
    Played by :mod:`grimoire.mechanics.draw_instead`."""
