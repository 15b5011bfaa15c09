"""Flashback (CR 702.34a): "You may cast this card from your graveyard if the resulting
spell is an instant or sorcery spell by paying [cost] rather than paying its mana cost. If
the flashback cost was paid, exile this card instead of putting it anywhere else any time it
would leave the stack."

The compiler marks a flashback cost as an alternative cost with ``flashback`` set
(:class:`~grimoire.oracle.ir.AlternativeCost`). Its owner may cast an instant or sorcery card
with one from their graveyard (:func:`castable`, CR 601.3), for that cost only unless
another effect lets them cast it from there (:func:`costs`); a flashback cost is never paid
from anywhere else. Paying it flags the spell :data:`FLAG` as it is cast
(:data:`~grimoire.rules.hooks.SPELL_CAST`); the flag stands for a replacement effect of its
moves (:data:`~grimoire.rules.hooks.MOVE_RULES`): leaving the stack for anywhere but exile
— resolved into the graveyard, countered, returned to a hand — it is exiled instead
(CR 614.1a). A spell cast otherwise (from a hand, or from a graveyard by another
permission, paying its mana cost) has no such flag.

>>> hooks.MOVE_RULES[FLAG].from_zone, hooks.MOVE_RULES[FLAG].to_zone
('stack', None)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

FLAG = "flashback"
"""The flag of a spell whose flashback cost was paid."""

_FLAGGED = frozenset({FLAG})


def has_flashback(obj: GameObject) -> bool:
    """Whether ``obj`` is an instant or sorcery card with a flashback cost."""
    info = obj.info
    return (info.is_instant or "sorcery" in info.types) and any(
        a.flashback for a in info.card.alternative_costs)


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """CR 702.34a: ``obj`` is a card with flashback in ``player``'s graveyard."""
    return obj.zone == "graveyard" and obj.owner == player and has_flashback(obj)


def costs(game: Game, player: int, obj: GameObject, alts: list[int | None],
          permitted: bool) -> list[int | None]:
    """The costs ``obj`` may be cast for: from its owner's graveyard by flashback alone
    (no other effect lets them cast it from there) only its flashback costs; otherwise
    never a flashback cost (CR 702.34a)."""
    options = obj.info.card.alternative_costs
    if obj.zone == "graveyard" and not permitted and not any(
            may(game, player, obj) for may in hooks.castable_from("graveyard").funcs
            if may is not castable):
        return [i for i, a in enumerate(options) if a.flashback]
    return [i for i in alts if i is None or not options[i].flashback]


def _casting(game: Game, player: int, card: GameObject, action: CastSpell,
             ctx: CastContext) -> frozenset[str]:
    """The flashback cost is being paid (an alternative cost, CR 118.9): flag the spell."""
    if action.alt is None or ctx.mode != "normal":
        return frozenset()
    alternatives = card.info.card.alternative_costs
    if 0 <= action.alt < len(alternatives) and alternatives[action.alt].flashback:
        return _FLAGGED
    return frozenset()


hooks.GRAVEYARD_CAST_WORDS.add(FLAG)  # the IR field: a card of the game may have it
hooks.castable_from("graveyard").add(castable, order=10)  # CR 601.3, 702.34a
hooks.CAST_COSTS.add(costs, order=10)
hooks.SPELL_CAST.add(_casting, order=10)  # read before a morph turns the card face down
hooks.move_rule(FLAG, hooks.MoveRule(  # CR 702.34a: exiled whenever it would leave the stack
    "flashback", "stack", None, "flashback: exile it (CR 702.34a)"), order=10)
