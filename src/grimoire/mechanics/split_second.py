"""Split second (CR 702.61): "As long as this spell is on the stack, players can't cast
other spells or activate abilities that aren't mana abilities."

Mana abilities and special actions stay legal, and triggered abilities trigger and go on
the stack as usual (CR 702.61b). Both restrictions plug into the kernel's hooks
(:mod:`grimoire.rules.hooks`): casting is refused by
:func:`grimoire.rules.casting.cast_problem` (also a cast during a resolution, CR 608.2g:
"players can't cast other spells"), activations by the legal actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.actions import ActivateAbility
    from grimoire.rules.game import Game

_PROBLEM = ("a spell with split second is on the stack: no spells can be cast and no "
            "abilities other than mana abilities activated", "CR 702.61a")


def active(game: Game) -> bool:
    """Whether a spell with split second is on the stack."""
    return any(game.objects[o].kind != "ability"
               and "split second" in game.objects[o].info.keywords for o in game.stack)


def cast_problem(game: Game) -> hooks.Problem:
    """CR 702.61a: no spell can be cast while a split second spell is on the stack."""
    return _PROBLEM if game.stack and active(game) else None


def activation_problem(game: Game, action: ActivateAbility) -> hooks.Problem:
    """CR 702.61a-b: only mana abilities may be activated while it is on the stack."""
    if not game.stack or not active(game):
        return None
    obj = game.objects.get(action.source)
    abilities = obj.info.card.abilities if obj is not None else ()
    ability = abilities[action.index] if 0 <= action.index < len(abilities) else None
    return None if getattr(ability, "is_mana_ability", False) else _PROBLEM


hooks.CAST_RESTRICTIONS.add(cast_problem)
hooks.ACTIVATION_RESTRICTIONS.add(activation_problem)
