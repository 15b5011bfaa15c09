"""Player targets with a quality: "Target player who lost life this turn loses 1 life." (Rix
Maadi Guildmage; CR 115.1, 601.2c). The quality is a condition on ``CheckedPlayer()``,
evaluated here for each candidate as the target is chosen and again as the spell or ability
resolves (CR 608.2b), as for "each opponent who ..." (:func:`grimoire.rules.values.
players_where`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import condition_holds

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def has_quality(game: Game, condition: object, seat: int, controller: int,
                source: int | None) -> bool:
    """Whether ``seat`` has the quality, "you" being the spell's or ability's controller."""
    res = Resolution(source=source if source is not None else -1, controller=controller)
    res.scratch["checked_player"] = seat
    return condition_holds(game, res, condition)


hooks.PLAYER_TARGET_QUALITY.add(has_quality)  # CR 115.1
