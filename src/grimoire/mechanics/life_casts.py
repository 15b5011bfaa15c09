"""Paying life rather than a spell's mana cost, once during each of your turns (CR 118.9,
119.4): "Once during each of your turns, you may cast an enchantment spell by paying life
equal to its mana value rather than paying its mana cost." (Demon of Fate's Design).

* During its controller's turn, a card they cast that matches the static's filter (its
  characteristics as cast; from their hand only if the static says so) may be cast for the
  alternative cost "pay N life", N its mana value (CR 202.3; a card with {X} in its mana cost
  isn't offered it: its mana value on the stack would include the X chosen, CR 202.3b). The
  cost is given as the card is cast (:data:`grimoire.rules.cast_grants.GRANTS`): one
  alternative cost per static, so with two such permanents either may be used (CR 118.9: only
  one alternative cost per spell; a player can pay life only up to their life total,
  CR 119.4).
* Casting a spell for it uses that permanent's once this turn (:func:`_cast`); a new object
  (CR 400.7) has its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, layers, query
from grimoire.rules.cast_grants import GRANTS, Grant, grant_for, granted_card

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_OPTION = "life_instead:"
"""The option of the alternative cost a static with id N gives: ``life_instead:N``."""
_USED = "life_instead_used:"
"""The flag a permanent gets when a spell is cast with its cost, followed by the turn."""
_WORDS = frozenset({"LifeInsteadOfMana"})


def grant(game: Game, player: int, card: GameObject) -> Grant | None:
    """The alternative costs ``player``'s statics give ``card`` as they cast it now."""
    if game.active != player or any(s.endswith("X") or s == "X"
                                    for s in card.info.card.mana_cost.symbols):
        return None
    found: list[ir.AlternativeCost] = []
    for source, effect in layers.static_effects(game):
        if not isinstance(effect, ir.LifeInsteadOfMana) or source.controller != player:
            continue
        if f"{_USED}{game.turn}" in source.flags:
            continue  # "once during each of your turns"
        if effect.from_hand and card.zone != "hand":
            continue
        if not query.matches(game, card, effect.filter, player, source.id):
            continue
        life = ir.Cost(parts=(ir.PayLifeCost(ir.Fixed(card.info.mana_value)),))
        found.append(ir.AlternativeCost(life, text=f"{source.name}: pay life",
                                        option=f"{_OPTION}{source.id}"))
    return Grant(alternative=tuple(found)) if found else None


def _cast(game: Game, player: int, obj: GameObject, action: CastSpell,
          ctx: CastContext) -> frozenset[str]:
    """A spell cast for such a cost uses its source's once this turn."""
    if action.alt is None or ctx.mode != "normal" or not GRANTS.in_game(game):
        return frozenset()
    given = grant_for(game, player, obj)
    if given is None or not given.alternative:
        return frozenset()
    costs = granted_card(obj.info.card, given).alternative_costs
    if not 0 <= action.alt < len(costs) or not costs[action.alt].option.startswith(_OPTION):
        return frozenset()
    source = game.objects.get(int(costs[action.alt].option[len(_OPTION):]))
    if source is not None:
        source.flags = source.flags | {f"{_USED}{game.turn}"}
    return frozenset()


GRANTS.add(grant, words=_WORDS)  # CR 118.9, 601.2b
hooks.SPELL_CAST.add(_cast)
