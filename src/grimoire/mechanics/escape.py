"""Escape (CR 702.138): casting a card from its owner's graveyard for its escape cost.

CR 702.138a: "Escape [cost]" means "You may cast this card from your graveyard by paying
[cost] rather than paying its mana cost." The compiler turns the keyword into an
alternative cost whose cast option is :data:`OPTION` (:mod:`grimoire.oracle.alt_keywords`;
"Escape—{2}{R}, Exile two other cards from your graveyard": the exile is part of that
cost, CR 601.2f-h, so the card being cast is never one of the "other" cards):

* **Where from** (CR 601.3, 702.138a): its owner may cast a card with escape from their
  graveyard (:func:`castable`), any card type (unlike flashback, CR 702.34a), for its
  escape cost only unless another effect lets them cast it from there; an escape cost is
  never paid from anywhere else (:func:`costs`).
* **Escaped** (CR 702.138b): the spell carries the ``escaped`` cast option, and the
  permanent it becomes keeps it (:data:`~grimoire.rules.hooks.REMEMBERED_FLAGS`).
* Nothing is exiled by escape itself: an escaped instant or sorcery goes to its owner's
  graveyard as it resolves, and may escape again if its cost can be paid again.

>>> from grimoire.core.mana import ManaCost
>>> card = ir.CardDefinition("Satyr", ManaCost(("R",)), ("sorcery",), alternative_costs=(
...     ir.AlternativeCost(ir.Cost(ManaCost(("3", "R"))), option=OPTION),))
>>> sorted(_escape_costs(card))
[0]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.oracle.alt_keywords import ESCAPED as OPTION
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def _escape_costs(card: ir.CardDefinition) -> set[int]:
    return {i for i, a in enumerate(card.alternative_costs) if a.option == OPTION}


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """CR 702.138a: ``obj`` is a card with escape in ``player``'s graveyard (they own it)."""
    return obj.zone == "graveyard" and obj.owner == player \
        and bool(_escape_costs(obj.info.card))


def costs(game: Game, player: int, obj: GameObject, alts: list[int | None],
          permitted: bool) -> list[int | None]:
    """The costs ``obj`` may be cast for: from its owner's graveyard by escape alone (no
    other effect lets them cast it from there) only its escape costs; from anywhere else
    never an escape cost (CR 702.138a: "from your graveyard")."""
    escape = _escape_costs(obj.info.card)
    if not escape:
        return alts
    if obj.zone != "graveyard" or obj.owner != player:
        return [i for i in alts if i is None or i not in escape]
    if not permitted and not any(may(game, player, obj) for may in
                                 hooks.castable_from("graveyard").funcs if may is not castable):
        return [i for i in alts if i is not None and i in escape]
    return alts


hooks.GRAVEYARD_CAST_WORDS.add(OPTION)  # the cast option: a card of the game may have it
_WORDS = frozenset({OPTION})
hooks.castable_from("graveyard").add(castable, order=25, words=_WORDS)  # CR 601.3, 702.138a
hooks.CAST_COSTS.add(costs, order=25, words=_WORDS)
hooks.REMEMBERED_FLAGS.add(OPTION)  # CR 702.138b: the permanent "escaped" too
