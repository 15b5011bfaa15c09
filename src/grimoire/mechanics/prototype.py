"""Prototype (CR 702.160, 718): a card cast "prototyped" has the prototype's mana cost, power
and toughness, and the colors of that mana cost, on the stack and on the battlefield.

* **Casting** (CR 718.3, 718.3a): the compiler gives the card an alternative cost with the
  cast option ``"prototyped"`` and the prototype's power and toughness
  (:mod:`grimoire.oracle.prototype_text`). Casting with it gives the card, as it is put on
  the stack, the prototyped characteristics (:func:`prototyped_info`): the same card with
  that mana cost (so its mana value), power, toughness and colors (CR 718.3b, 105.2); every
  other characteristic is the card's (CR 718.5). The spell keeps the ``"prototyped"`` flag
  and so does the permanent it becomes (CR 702.33d-style: how it was cast).
* **Copiable values** (CR 718.2a, 718.3c-d): the prototyped values are the object's own
  values, which a copy of the spell or of the permanent copies
  (:func:`grimoire.rules.copy_effects.copiable` reads them there).
* **Elsewhere** (CR 718.4): moving anywhere but from the stack to the battlefield, the card
  has only its normal characteristics again (:func:`moved`).

>>> from grimoire.oracle.compiler import compile_card
>>> card = compile_card("Test Golem", "Artifact Creature — Golem", "{7}",
...                     "Prototype {1}{G} — 2/3", "7", "7")
>>> info = prototyped_info(info_for(card), card.alternative_costs[0])
>>> info.power, info.toughness, info.mana_value, sorted(info.colors)
(2, 3, 2, ['G'])
>>> normal_info(info) is info_for(card)
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.core.mana import COLORS
from grimoire.oracle import ir
from grimoire.oracle.prototype_text import PROTOTYPED
from grimoire.rules import hooks
from grimoire.rules.cardinfo import CardInfo, info_for

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_PROTOTYPED: dict[tuple[int, int], tuple[ir.CardDefinition, CardInfo]] = {}
"""(id of the card, id of its prototype cost) -> (the card, its prototyped info). Not
bounded: one entry per prototype card definition cast (a few dozen cards exist); each entry
keeps its card alive, so an id is never reused for another card."""
_NORMAL: dict[int, tuple[ir.CardDefinition, CardInfo]] = {}
"""id of a prototyped definition -> (that definition, the card's normal info)."""


def prototyped_info(info: CardInfo, cost: ir.AlternativeCost) -> CardInfo:
    """The characteristics of ``info``'s card cast prototyped for ``cost`` (CR 718.3b)."""
    key = (id(info.card), id(cost))
    found = _PROTOTYPED.get(key)
    if found is not None and found[0] is info.card:
        return found[1]
    assert cost.prototype is not None
    power, toughness = cost.prototype
    mana = cost.cost.mana
    card = replace(info.card, mana_cost=mana, power=power, toughness=toughness,
                   colors=tuple(c for c in COLORS if c in mana.colors))  # CR 105.2
    proto = info_for(card)
    _PROTOTYPED[key] = (info.card, proto)
    _NORMAL[id(card)] = (card, info)
    return proto


def normal_info(info: CardInfo) -> CardInfo | None:
    """The card's normal characteristics if ``info`` is a prototyped one, else None."""
    found = _NORMAL.get(id(info.card))
    return found[1] if found is not None and found[0] is info.card else None


def _casting(game: Game, player: int, card: GameObject, action: CastSpell,
             ctx: CastContext) -> frozenset[str]:
    """CR 718.3b: cast for its prototype cost, the card has the prototyped values as it is
    put on the stack (its cast option adds the flag)."""
    costs = card.info.card.alternative_costs
    if ctx.mode == "normal" and action.alt is not None and 0 <= action.alt < len(costs) \
            and costs[action.alt].option == PROTOTYPED and costs[action.alt].prototype:
        card.info = prototyped_info(card.info, costs[action.alt])
    return frozenset()


def moved(old: GameObject, new: GameObject, from_zone: str, to_zone: str) -> None:
    """CR 718.4: a prototyped spell becoming a permanent stays prototyped; anywhere else the
    card has only its normal characteristics."""
    if PROTOTYPED not in old.flags or (from_zone == "stack" and to_zone == "battlefield"):
        return
    normal = normal_info(new.info)
    if normal is not None:
        new.info = normal
    new.flags = new.flags - {PROTOTYPED}


hooks.SPELL_CAST.add(_casting)  # CR 718.3b
hooks.FLAGGED_MOVED.add(moved)  # CR 718.4
hooks.REMEMBERED_FLAGS.add(PROTOTYPED)  # the permanent is a prototyped one (CR 718.3d)
