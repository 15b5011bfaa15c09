"""Effects lasting "until end of turn, or until any player rolls a 1, whichever comes
first" (Drop Tower). CR 611.2a: a continuous effect from a resolving ability lasts as long
as it says; this one ends at the cleanup step (CR 514.2) or as soon as a die roll with
that result happens (CR 706.2: the result after modifiers; an ignored roll never happened,
CR 706.6), whichever comes first.

The duration is kept with the modification as plain data, ``"end_of_turn,roll:<N>:<i>"``
(``i``: the length of the event log when the effect began), so copies and saves keep it.

>>> tag = until_roll_tag(5, 1)
>>> tag, ends_at_cleanup(tag), ends_at_cleanup("end_of_turn"), ends_at_cleanup("permanent")
('end_of_turn,roll:1:5', True, True, False)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import events as ev

if TYPE_CHECKING:
    from grimoire.rules.game import Game

PREFIX = "end_of_turn,roll:"


def until_roll_tag(since: int, value: int) -> str:
    """The duration of an effect begun at event ``since`` that ends on a roll of ``value``."""
    return f"{PREFIX}{value}:{since}"


def ends_at_cleanup(until: str | int) -> bool:
    """Whether a modification with this duration ends in the cleanup step (CR 514.2)."""
    return isinstance(until, str) and (until == "end_of_turn" or until.startswith(PREFIX))


def rolled_since(game: Game, until: str) -> bool:
    """Whether the roll that ends an :func:`until_roll_tag` duration has happened."""
    value, since = (int(part) for part in until[len(PREFIX):].split(":"))
    return any(isinstance(e, ev.DieRolled) and not e.ignored and e.result == value
               for e in game.events[since:])
