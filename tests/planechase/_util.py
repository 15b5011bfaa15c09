"""Helpers for the Planechase tests: positions over the real compiled pool with planar decks.

The six numeric-die planes and phenomena come from the stored Oracle records
(``tests/dice_cards/_records.py``, which lack type lines: given here). ``PLANES`` adds a few
real plane cards (Oracle text of the Planechase sets) to fill decks.
"""

from __future__ import annotations

from collections.abc import Sequence

from tests.dice_cards._records import definition
from tests.dice_rules._util import LIBRARY, dice_pool

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec, Position

TYPE_LINES = {
    "Ten Wizards Mountain": "Plane — Valla",
    "The Drum, Mining Facility": "Plane — Capenna",
    "Stairs to Infinity": "Plane — Xerex",
    "Pompeii": "Plane — Earth",
    "Chaotic Aether": "Phenomenon",
    "Fixed Point in Time": "Phenomenon",
}
"""The dice records' planes and phenomena with their type lines."""

PLANES = {
    "Bloodhill Bastion": "Whenever a creature enters, it gains double strike and haste until "
    "end of turn.\nWhenever chaos ensues, exile target nontoken creature you control, then "
    "return it to the battlefield under its owner's control.",
    "Goldmeadow": "Whenever a land enters, that land's controller creates three 0/1 white "
    "Goat creature tokens.\nWhenever chaos ensues, create a 0/1 white Goat creature token.",
    "Lethe Lake": "At the beginning of your upkeep, mill ten cards.\nWhenever chaos ensues, "
    "target player mills ten cards.",
    "Orochi Colony": "Whenever a creature you control deals combat damage to a player, you "
    "may search your library for a basic land card, put it onto the battlefield tapped, then "
    "shuffle.\nWhenever chaos ensues, target creature can't be blocked this turn.",
    "Nephalia": "At the beginning of your end step, mill five cards, then return a card at "
    "random from your graveyard to your hand.\nWhenever chaos ensues, return target card "
    "from your graveyard to your hand.",
}
"""Real planes (their Oracle text): the ones the engine plays fill test decks."""


def plane(name: str) -> ir.CardDefinition:
    """A compiled plane or phenomenon by name."""
    if name in TYPE_LINES:
        return definition(name, type_line=TYPE_LINES[name])
    return compile_source({"name": name, "type_line": f"Plane — {name.split()[-1]}",
                           "oracle_text": PLANES[name]})


def all_planes() -> tuple[ir.CardDefinition, ...]:
    return tuple(plane(n) for n in (*TYPE_LINES, *PLANES))


def planar_game(p0: PlayerSpec, p1: PlayerSpec | None = None, *,
                decks: Sequence[Sequence[str]], step: str = "main1", active: int = 0,
                turn: int = 3, seed: int = 0,
                extra: Sequence[ir.CardDefinition] = ()) -> Game:
    """A Planechase position: ``decks`` top card first; the active player's top plane is
    face up. Empty libraries get 20 basic lands."""
    specs = []
    for p in (p0, p1 or PlayerSpec()):
        if not p.library:
            p = PlayerSpec(p.name, p.life, LIBRARY, p.hand, p.battlefield, p.graveyard,
                           p.exile, p.lands_played)
        specs.append(p)
    position = Position(players=tuple(specs), active=active, turn=turn, step=step)
    return Game.from_position(position, dice_pool(*all_planes(), *extra), seed=seed,
                              planar_decks=decks)
