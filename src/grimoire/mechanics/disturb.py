"""Disturb (CR 702.146): casting a transforming double-faced card transformed from its
owner's graveyard.

CR 702.146a: "Disturb [cost]" means "You may cast this card transformed from your graveyard
by paying [cost] rather than its mana cost." The compiler turns the keyword into an
alternative cost whose cast option is :data:`OPTION` (:mod:`grimoire.oracle.alt_keywords`):

* **Where from** (CR 601.3, 702.146a): its owner may cast a card with disturb from their
  graveyard (:func:`castable`), for its disturb cost only unless another effect lets them
  cast it from there; a disturb cost is never paid from anywhere else (:func:`costs`).
* **Transformed** (CR 712.8c, 712.11a): the spell is put on the stack with its back face
  up and has only the back face's characteristics (:func:`transformed`, a
  :data:`~grimoire.rules.hooks.CAST_AS` option: an Aura back face targets what it may
  enchant as it is cast, CR 601.2c, 303.4a); its mana value is its front face's mana
  cost's (CR 712.8c: the back face's definition carries ``front_mana_cost``).
* **Enters transformed** (CR 702.146b): the permanent the resolving spell becomes has its
  back face up (:func:`moved`: a transformed permanent, CR 701.28g; in any other zone the
  card has its front face again, CR 712.8a, 400.7).

Each back face's own "If ~ would be put into a graveyard from anywhere, exile it instead"
is a static ability of that face (the kernel's replacement of zone changes,
:mod:`grimoire.rules.replacers`): on the stack too, so a countered disturbed spell is
exiled (the card's ruling, 2021-09-24).

>>> from grimoire.core.mana import ManaCost
>>> back = ir.CardDefinition("Soul", ManaCost(()), ("creature",), power=1, toughness=1,
...     front_mana_cost=ManaCost(("1", "W")))
>>> front = ir.CardDefinition("Beggar", ManaCost(("1", "W")), ("creature",), power=1,
...     toughness=1, back=back)
>>> made = transformed(info_for(front))
>>> made.name, made.mana_value
('Soul', 2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.oracle.alt_keywords import DISTURBED as OPTION
from grimoire.rules import hooks
from grimoire.rules.cardinfo import CardInfo, info_for
from grimoire.rules.transform import enter_transformed

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


def _disturb_costs(card: ir.CardDefinition) -> set[int]:
    return {i for i, a in enumerate(card.alternative_costs) if a.option == OPTION}


def transformed(info: CardInfo) -> CardInfo:
    """What the card ``info`` is as a spell cast with disturb: its back face (CR 712.8c,
    712.11a); its own characteristics if it has none (it can't be cast that way:
    :func:`castable`)."""
    back = info.card.back
    return info if back is None else info_for(back)


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """CR 702.146a: ``obj`` is a transforming double-faced card with disturb in
    ``player``'s graveyard (they own it)."""
    card = obj.info.card
    return obj.zone == "graveyard" and obj.owner == player and card.back is not None \
        and bool(_disturb_costs(card))


def costs(game: Game, player: int, obj: GameObject, alts: list[int | None],
          permitted: bool) -> list[int | None]:
    """The costs ``obj`` may be cast for: from its owner's graveyard by disturb alone (no
    other effect lets them cast it from there) only its disturb costs; from anywhere else,
    or by another permission, never a disturb cost (CR 702.146a: "from your graveyard")."""
    disturb = _disturb_costs(obj.info.card)
    if not disturb:
        return alts
    if obj.zone != "graveyard" or obj.owner != player or obj.info.card.back is None:
        return [i for i in alts if i is None or i not in disturb]
    if not permitted and not any(may(game, player, obj) for may in
                                 hooks.castable_from("graveyard").funcs if may is not castable):
        return [i for i in alts if i is not None and i in disturb]
    return alts


def moved(old: GameObject, new: GameObject, from_zone: str, to_zone: str) -> None:
    """CR 702.146b: a resolving spell cast with disturb enters the battlefield with its
    back face up."""
    if OPTION in old.flags and from_zone == "stack" and to_zone == "battlefield":
        enter_transformed(new)


hooks.GRAVEYARD_CAST_WORDS.add(OPTION)  # the cast option: a card of the game may have it
hooks.castable_from("graveyard").add(castable, order=20)  # CR 601.3, 702.146a
hooks.CAST_COSTS.add(costs, order=20)
hooks.CAST_AS[OPTION] = transformed  # CR 712.8c, 712.11a
hooks.FLAGGED_MOVED.add(moved)  # CR 702.146b
