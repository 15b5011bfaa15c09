"""Game formats (variants): what a format changes in a game — starting life (CR 103.4),
player counts, deck size, and whether each deck is led by commanders (CR 903; the
Commander mechanism, :mod:`grimoire.mechanics.commander`, does the rest through the kernel's
hooks).

>>> game_format("EDH").name, game_format("duel").starting_life
('commander', 20)
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.errors import DeckError


@dataclass(frozen=True, slots=True)
class GameFormat:
    """What a game variant changes: life, commanders, commander damage, player counts."""

    name: str
    starting_life: int = 20
    commander: bool = False
    commander_damage: int | None = None
    """Combat damage from one commander that makes a player lose (CR 903.10a)."""
    min_players: int = 2
    max_players: int = 6
    deck_size: int | None = None
    """The exact deck size, commanders included (CR 903.5a); None: at least 60."""


FORMATS = {
    "constructed": GameFormat("constructed"),
    # CR 903: 40 life (903.7), 21 commander damage (903.10a), 100-card decks (903.5a).
    "commander": GameFormat("commander", 40, True, 21, deck_size=100),
    # Duel Commander: the two-player variant of the Commander rules, at 20 life.
    "duel_commander": GameFormat("duel_commander", 20, True, 21, max_players=2, deck_size=100),
}


def game_format(name: str) -> GameFormat:
    """The format called ``name``; DeckError naming the known ones otherwise."""
    key = name.strip().lower().replace("-", "_").replace(" ", "_")
    if key in ("duel", "duel_commander", "duelcommander"):
        key = "duel_commander"
    if key in ("edh", "cmdr"):
        key = "commander"
    found = FORMATS.get(key)
    if found is None:
        raise DeckError(f"unknown format {name!r}; one of {', '.join(sorted(FORMATS))}")
    return found
