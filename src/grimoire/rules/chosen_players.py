"""The player a permanent's "As this enters, choose a player" chose (CR 614.12): remembered
by the permanent as ``"player N"`` in :attr:`grimoire.rules.objects.GameObject.chosen`
(:func:`grimoire.rules.enter_statics.enter_options` offers them)."""

from __future__ import annotations


def chosen_seat(chosen: str | None) -> int | None:
    """The seat an "As this enters, choose a player" remembered (``"player N"``), or None.

    >>> chosen_seat("player 2"), chosen_seat("R")
    (2, None)
    """
    if chosen is None or not chosen.startswith("player "):
        return None
    return int(chosen[len("player "):])
