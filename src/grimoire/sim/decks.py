"""A new game's options from parsed decks: the supplementary deck sections.

A deck file may carry, besides its main deck, a ``Contraptions`` section (Unstable), an
``Attractions`` section (CR 717.2) and a ``Planar`` section (a Planechase planar deck,
CR 901.3). :func:`game_options` turns each seat's sections into the keyword arguments of
:meth:`Game.new <grimoire.rules.game.Game.new>`; a section absent from every deck is left
out, so the game is an ordinary one.

>>> from grimoire.decks import Deck
>>> game_options([Deck("a", main=("Forest",), planar=("Akoum",)),
...               Deck("b", main=("Forest",), contraptions=("Gift Horse",))])
{'contraptions': [[], ['Gift Horse']], 'planar_decks': [['Akoum'], []]}
>>> game_options([Deck("a", main=("Forest",))] * 2)
{}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from grimoire.decks.model import Deck
from grimoire.rules.commander import game_format

__all__ = ["game_options"]


def from_decks(decks: Sequence[Deck]
               ) -> tuple[list[list[str]] | None, list[list[str]] | None]:
    """The ``contraptions`` and ``attractions`` arguments of ``Game.new`` for the decks'
    Contraption and Attraction sections (None when no deck has one).

    >>> from_decks([Deck("a", main=("Forest",), contraptions=("Gift Horse",)),
    ...             Deck("b", main=("Forest",))])
    ([['Gift Horse'], []], None)
    """
    contraptions = [list(deck.contraptions) for deck in decks]
    attractions = [list(deck.attractions) for deck in decks]
    return (contraptions if any(contraptions) else None,
            attractions if any(attractions) else None)


def game_options(decks: Sequence[Deck], format: str | None = None) -> dict[str, Any]:
    """``contraptions``, ``attractions`` and ``planar_decks`` for ``Game.new``, one list per
    seat, for each section some deck has. A Planechase game needs a planar deck for every
    player (CR 901.3): ``Game.new`` rejects an empty one with a
    :class:`~grimoire.mechanics.planechase.PlanarDeckError` naming the rule.

    ``format``: with ``"commander"`` or ``"duel_commander"``, also ``format`` and each
    deck's ``commanders`` (its Commander section, CR 903.3)."""
    contraptions, attractions = from_decks(decks)
    planar = [list(deck.planar) for deck in decks]
    options: dict[str, Any] = {}
    if format is not None and format != "constructed":
        fmt = game_format(format)
        options["format"] = fmt.name
        if fmt.commander:
            options["commanders"] = [list(deck.commander) for deck in decks]
    if contraptions is not None:
        options["contraptions"] = contraptions
    if attractions is not None:
        options["attractions"] = attractions
    if any(planar):
        options["planar_decks"] = planar
    return options
