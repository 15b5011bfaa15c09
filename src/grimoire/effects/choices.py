""" "Choose a creature type." / "Choose a color." as an instruction
(:class:`~grimoire.oracle.ir.ChooseQuality`, CR 608.2d: a choice made as the spell or ability
resolves). The source remembers the choice (``chosen``), which "of the chosen type" in the
instructions after it reads (CR 607.2d); a creature type is one of the listed types
(CR 205.3m)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.seating import CHOSEN_DIRECTION, DIRECTIONS

if TYPE_CHECKING:
    from grimoire.rules.game import Game

COLORS = ("W", "U", "B", "R", "G")


@resolves(ir.ChooseQuality)
def choose_quality(game: Game, res: Resolution, node: ir.ChooseQuality,
                   answer: Action | None) -> Decision | None:
    """Ask ``You()`` for the color or creature type, then remember it on the source."""
    source = game.objects.get(res.source)
    if answer is None:
        if node.kind == "card_type":  # "Choose creature or land." (CR 608.2d)
            return Decision("choose_mode", res.you, prompt="choose " + " or ".join(node.options),
                            options=node.options, source=res.source, rule="CR 608.2d")
        if node.kind == "direction":  # "choose left or right" (CR 101.4)
            return Decision("choose_mode", res.you, prompt="choose left or right",
                            options=DIRECTIONS, source=res.source, rule="CR 101.4")
        if node.kind == "color":
            return Decision("choose_color", res.you, prompt="choose a color", options=COLORS,
                            source=res.source, rule="CR 608.2d")
        return Decision("choose_creature_type", res.you, prompt="choose a creature type",
                        options=tuple(sorted(CREATURE_TYPES)), source=res.source,
                        rule="CR 608.2d")
    assert isinstance(answer, Choose) and isinstance(answer.value, str)
    if node.kind == "direction":  # read by "in the chosen direction" later in this
        res.scratch[CHOSEN_DIRECTION] = answer.value  # resolution (a spell's source moves)
    if source is not None:
        source.chosen = answer.value
        game.version += 1  # what "of the chosen type" matches changed
    res.did = True
    return None
