"""What a :class:`~grimoire.oracle.ir.SetCharacteristics` static does in each layer.

Layer 4 (CR 613.1d): card types and subtypes are added; setting a land's subtype to basic
land types (CR 305.7, "Nonbasic lands are Mountains") removes its other land types and the
abilities of its rules text, and it gains the mana ability of each new basic land type; a
land that gains a basic land type in addition (Urborg) gains that type's mana ability too.
Layer 6 (CR 613.1f): "lose all abilities". Layer 7b (CR 613.4b): base power and toughness
set to numbers or to the object's mana value (Opalescence).

>>> from grimoire.oracle import ir
>>> land_mana_ability("Swamp").effect
AddMana(symbols=('B',), amount=Fixed(value=1), player=You(), spend_only=None, kept=False)
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules import continuous as ce

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.layers import Chars
    from grimoire.rules.objects import GameObject

BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
"""CR 305.6: the basic land types and the mana their intrinsic ability adds."""


@cache
def land_mana_ability(land_type: str) -> ir.ActivatedAbility:
    """CR 305.6: "{T}: Add <its mana>" of a basic land type (one shared node per type)."""
    symbol = BASIC_LAND_MANA[land_type]
    return ir.ActivatedAbility(cost=ir.Cost(parts=(ir.TapCost(),)),
                               effect=ir.AddMana((symbol,)), is_mana_ability=True,
                               text=f"{{T}}: Add {{{symbol}}}.")


def set_layers(effect: ir.SetCharacteristics) -> tuple[float, ...]:
    """The layers ``effect`` applies in, in order (CR 613.6)."""
    found: list[float] = []
    if effect.card_types or effect.subtypes or effect.replace_land_types or effect.supertypes \
            or effect.removed_types or effect.replace_creature_types or effect.chosen_subtype \
            or effect.from_exiled:
        found.append(ce.LAYER_TYPE)
    if effect.colors is not None:
        found.append(ce.LAYER_COLOR)
    if effect.lose_all_abilities:
        found.append(ce.LAYER_ABILITY)
    if effect.base_power is not None or effect.base_toughness is not None \
            or effect.base_mana_value or effect.from_exiled:
        found.append(ce.LAYER_PT_SET)
    return tuple(found)


def last_exiled_creature(game: Game, source: int) -> GameObject | None:
    """The last creature card still in exile among those exiled with ``source`` (CR 607.2a;
    Duplicant), or None."""
    for card in reversed(game.linked.get(source, ())):
        obj = game.objects.get(card)
        if obj is not None and obj.zone == "exile" and obj.info.is_creature:
            return obj
    return None


def apply_exiled(effect: ir.SetCharacteristics, layer: float, chars: Chars,
                 exiled: Chars | None) -> None:
    """Duplicant's "has the power, toughness, and creature types of the last creature card
    exiled with it. It's still a Shapeshifter": the creature types (layer 4, CR 613.1d; the
    kept ``subtypes`` stay) and the base power and toughness (layer 7b, CR 613.4b) of that
    card as it is in exile (``exiled``: a characteristic-defining ability applies there,
    CR 604.3, the rulings); no change while there is no such card."""
    if exiled is None:
        return
    if layer == ce.LAYER_TYPE:
        chars.subtypes = (chars.subtypes - CREATURE_TYPES) | (
            exiled.subtypes & CREATURE_TYPES) | frozenset(effect.subtypes)
    elif layer == ce.LAYER_PT_SET:
        chars.power, chars.toughness = exiled.power, exiled.toughness


def apply_set(effect: ir.SetCharacteristics, layer: float, chars: Chars,
              chosen: str | None = None) -> None:
    """Apply ``effect``'s part in ``layer`` to one object's characteristics; ``chosen``: what
    the effect's source chose as it entered (CR 607.2d: "is the chosen type")."""
    if layer == ce.LAYER_TYPE:
        if effect.chosen_subtype:  # CR 205.1b: added; nothing chosen, nothing added
            effect = replace(effect, subtypes=(*effect.subtypes, *((chosen,) if chosen else ())))
        _types(effect, chars)
    elif layer == ce.LAYER_COLOR:  # CR 613.1e: "is a colorless Forest land"
        colors = frozenset(effect.colors or ())  # CR 105.3: "in addition to its other colors"
        chars.colors = chars.colors | colors if effect.colors_added else colors
    elif layer == ce.LAYER_ABILITY:
        chars.abilities = ()
        chars.extra = frozenset()
        chars._rekey()
    elif layer == ce.LAYER_PT_SET:
        if effect.base_mana_value:  # "each equal to its mana value"
            chars.power = chars.toughness = chars.info.mana_value
        if effect.base_power is not None:
            chars.power = effect.base_power
        if effect.base_toughness is not None:
            chars.toughness = effect.base_toughness


def _types(effect: ir.SetCharacteristics, chars: Chars) -> None:
    new = frozenset(effect.subtypes)
    if effect.replace_types:  # CR 205.1a: the new types replace the old; CR 305.7: as a
        chars.types = frozenset(effect.card_types)  # basic land type, only its mana ability
        chars.subtypes = new
        if "land" in chars.types and new & frozenset(BASIC_LAND_MANA):
            chars.abilities = tuple(land_mana_ability(t) for t in effect.subtypes
                                    if t in BASIC_LAND_MANA)
            chars._rekey()
        return
    if effect.replace_creature_types:  # "is a Treefolk": its other creature types go
        chars.subtypes = (chars.subtypes - CREATURE_TYPES) | new  # (CR 205.1a); "is an
        chars.types = chars.types | frozenset(effect.card_types)  # Insect artifact
        return  # creature": its other types kept (CR 205.1b)
    if effect.replace_land_types and "land" in chars.types:  # CR 305.7
        replace_land_types(chars, effect.subtypes)
        return
    if effect.removed_types:  # "isn't a creature": the type and its subtypes go
        chars.types = chars.types - frozenset(effect.removed_types)
        if "creature" in effect.removed_types:
            chars.subtypes = chars.subtypes - CREATURE_TYPES
    gained = [t for t in effect.subtypes if t in BASIC_LAND_MANA and t not in chars.subtypes]
    chars.types = chars.types | frozenset(effect.card_types)
    chars.supertypes = chars.supertypes | frozenset(effect.supertypes)
    chars.subtypes = chars.subtypes | new
    if gained and "land" in chars.types:  # CR 305.7: it gains the new types' mana abilities
        chars.abilities = chars.abilities + tuple(land_mana_ability(t) for t in gained)
        chars._rekey()


def replace_land_types(chars: Chars, land_types: tuple[str, ...]) -> None:
    """CR 305.7: a land's subtype set to basic land types: its old land types go, and the
    abilities of its rules text give way to the new types' mana abilities."""
    chars.subtypes = (chars.subtypes - frozenset(BASIC_LAND_MANA) - _NONBASIC_LAND_TYPES) \
        | frozenset(land_types)
    chars.abilities = tuple(land_mana_ability(t) for t in land_types if t in BASIC_LAND_MANA)
    chars._rekey()


_NONBASIC_LAND_TYPES = frozenset({"Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant",
                                  "Tower", "Urza's", "Cave", "Sphere", "Town", "Planet"})
"""CR 205.3i: the land types that aren't basic land types."""
