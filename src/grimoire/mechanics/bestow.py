"""Bestow (CR 702.103): a creature card that may be cast as an Aura.

* **Casting bestowed** (CR 702.103a): the compiler gives the card an alternative cost, its
  bestow cost, whose cast option is :data:`OPTION` (:mod:`grimoire.oracle.alt_keywords`).
  Cast that way, as it is put on the stack it becomes an Aura enchantment with enchant
  creature (CR 702.103b; :func:`bestowed`): it targets a creature (CR 601.2c, 303.4a), and
  the permanent it becomes is a bestowed Aura attached to that creature
  (:data:`~grimoire.rules.hooks.CAST_AS`). Its mana value is still its mana cost's.
* **Its target gone** (CR 702.103e, 608.3b): as it starts resolving with an illegal target,
  it ceases to be bestowed and resolves as a creature spell (:func:`resolve_as_creature`),
  instead of not resolving like another Aura spell.
* **Unattached** (CR 702.103f, an exception to 704.5m): a bestowed Aura that becomes
  unattached (the creature it enchanted left the battlefield) or is attached to an illegal
  object becomes unattached and ceases to be bestowed: it is an enchantment creature again,
  the same object, still on the battlefield (:func:`unattached`). It stays under its
  controller's control, so it may attack if it has been since their turn began (CR 302.6).

>>> from grimoire.core.mana import ManaCost
>>> card = ir.CardDefinition("Nymph", ManaCost(("1", "W")), ("enchantment", "creature"),
...     ("Nymph",), power=2, toughness=2)
>>> aura = bestowed(info_for(card))
>>> sorted(aura.types), sorted(aura.subtypes), aura.power, aura.mana_value
(['enchantment'], ['Aura'], None, 2)
>>> sorted(aura.keywords)
['enchant']
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.oracle.alt_keywords import BESTOWED as OPTION
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules import hooks
from grimoire.rules.cardinfo import CardInfo, info_for, per_game, remember
from grimoire.rules.zones import restore_info

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

ENCHANT_CREATURE = ir.Keyword("enchant", filter=ir.ObjectFilter(types_any=("creature",)))
"""CR 702.103b: the ability a bestowed Aura gains."""

_MADE: dict[int, tuple[CardInfo, CardInfo]] = per_game({})
"""A card's bestowed characteristics, per game (issue 18: infos are made during play)."""


def bestowed(info: CardInfo) -> CardInfo:
    """The characteristics of the card ``info`` as a bestowed Aura spell or permanent
    (CR 702.103b): an Aura enchantment (its card types replaced, so no creature types,
    CR 205.1b; no power or toughness, CR 208.3) with enchant creature (cached)."""
    found = _MADE.get(id(info))
    if found is not None and found[0] is info:
        return found[1]
    card = info.card
    subtypes = tuple(s for s in card.subtypes if s not in CREATURE_TYPES and s != "Aura")
    made = info_for(replace(card, card_types=("enchantment",), subtypes=(*subtypes, "Aura"),
                            power=None, toughness=None,
                            abilities=(*card.abilities, ENCHANT_CREATURE)))
    remember(_MADE, id(info), (info, made))  # bounded: see cardinfo.CACHE_LIMIT
    return made


def _cease(game: Game, obj: GameObject) -> None:
    """CR 702.103e-f: ``obj`` ceases to be bestowed; the effect making it an Aura ends."""
    obj.flags = obj.flags - {OPTION}
    if obj.base is not None:
        restore_info(game, obj, obj.base)
    game.version += 1  # the layered world is built again (grimoire.rules.layers)


def resolve_as_creature(game: Game, oid: int) -> bool:
    """CR 702.103e: a bestowed Aura spell whose target is illegal as it starts resolving
    ceases to be bestowed and continues resolving as a creature spell, without a target."""
    obj = game.objects[oid]
    if OPTION not in obj.flags or obj.stack is None:
        return False
    _cease(game, obj)
    obj.stack = replace(obj.stack, specs=(), targets=())
    return True


def unattached(game: Game, obj: GameObject) -> bool:
    """CR 702.103f: a bestowed Aura attached to nothing or illegally becomes unattached and
    ceases to be bestowed (it doesn't go to the graveyard, CR 704.5m)."""
    if OPTION not in obj.flags:
        return False
    obj.attached_to = None
    _cease(game, obj)
    return True


hooks.CAST_AS[OPTION] = bestowed  # CR 702.103b
hooks.REMEMBERED_FLAGS.add(OPTION)  # the permanent is a bestowed Aura too (CR 702.103b)
hooks.TARGETS_ILLEGAL.add(resolve_as_creature)  # CR 702.103e
hooks.AURA_UNATTACHED.add(unattached)  # CR 702.103f
