"""Mayhem (Marvel's Spider-Man, 2025: the 2025-02-07 Comprehensive Rules predate it, so this
follows its reminder text): "Mayhem [cost]" — "You may cast this card from your graveyard for
[cost] if you discarded it this turn. Timing rules still apply."

The compiler turns the keyword into an alternative cost whose cast option is :data:`OPTION`
(:mod:`grimoire.oracle.alt_keywords`). Its owner may cast the card from their graveyard for
it (:func:`castable`) only if that card — this object, CR 400.7 — was put there from their
hand this turn (a discard, CR 701.9a: this turn's ``ZoneChanged`` hand → graveyard events,
back to the turn's start); for that cost only unless another effect lets them cast it from
there, and never from anywhere else (:func:`costs`). Timing rules are the card's own (CR
307.1, 601.3); nothing exiles the card afterwards.

>>> from grimoire.core.mana import ManaCost
>>> card = ir.CardDefinition("Goblinoids", ManaCost(("R",)), ("creature",),
...     alternative_costs=(ir.AlternativeCost(ir.Cost(ManaCost(("R",))), option=OPTION),))
>>> sorted(_mayhem_costs(card))
[0]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.oracle.alt_keywords import MAYHEM as OPTION
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.values import _this_turn

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def _mayhem_costs(card: ir.CardDefinition) -> set[int]:
    return {i for i, a in enumerate(card.alternative_costs) if a.option == OPTION}


def discarded_this_turn(game: Game, player: int, oid: int) -> bool:
    """Whether ``player`` discarded the card ``oid`` (this graveyard object) this turn: it
    came from their hand to their graveyard (CR 701.9a)."""
    return any(isinstance(e, ev.ZoneChanged) and e.new == oid and e.from_zone == "hand"
               and e.to_zone == "graveyard" and e.owner == player for e in _this_turn(game))


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """``obj`` is a card with mayhem in ``player``'s graveyard that they discarded this
    turn."""
    return obj.zone == "graveyard" and obj.owner == player \
        and bool(_mayhem_costs(obj.info.card)) and discarded_this_turn(game, player, obj.id)


def costs(game: Game, player: int, obj: GameObject, alts: list[int | None],
          permitted: bool) -> list[int | None]:
    """The costs ``obj`` may be cast for: from its owner's graveyard by mayhem alone only
    its mayhem costs (and only if discarded this turn); never a mayhem cost elsewhere."""
    mayhem = _mayhem_costs(obj.info.card)
    if not mayhem:
        return alts
    if not castable(game, player, obj):
        return [i for i in alts if i is None or i not in mayhem]
    if not permitted and not any(may(game, player, obj) for may in
                                 hooks.castable_from("graveyard").funcs if may is not castable):
        return [i for i in alts if i is not None and i in mayhem]
    return alts


_WORDS = frozenset({OPTION})
hooks.GRAVEYARD_CAST_WORDS.add(OPTION)  # the cast option: a card of the game may have it
hooks.castable_from("graveyard").add(castable, order=26, words=_WORDS)  # CR 601.3
hooks.CAST_COSTS.add(costs, order=26, words=_WORDS)
