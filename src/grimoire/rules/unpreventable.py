"""Damage that can't be prevented (CR 615.12): "Damage can't be prevented this turn" (a
marker among the turn's prevention shields, gone at cleanup with them, CR 514.2), and the
statics "Damage can't be prevented", "Combat damage that would be dealt by creatures you
control can't be prevented" (:class:`~grimoire.oracle.ir.UnpreventableDamage`). Prevention
effects don't apply to such damage and shields aren't used up by it
(:mod:`grimoire.rules.replace`); redirection and other replacement effects still apply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.cardinfo import present

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

THIS_TURN = ("cant_prevent", 0, False, 0)
"""The marker "Damage can't be prevented this turn" puts among ``game.prevention`` (a
shield no damage matches: its recipient is no object or player)."""

_WORDS = frozenset({"UnpreventableDamage"})


def cant_prevent(game: Game, source: GameObject, combat: bool) -> bool:
    """Whether damage ``source`` deals now (``combat``: combat damage) can't be prevented."""
    if game.prevention and THIS_TURN in game.prevention:
        return True
    if not game.n_statics or not present(game, _WORDS):
        return False
    for oid in game.battlefield:
        holder = game.objects[oid]
        for _index, ability in holder.info.statics:
            effect = ability.effect
            if isinstance(effect, ir.UnpreventableDamage) and (combat or not effect.combat_only) \
                    and (effect.by is None or query.matches(game, source, effect.by,
                                                            holder.controller, holder.id)):
                return True
    return False
