"""Precomputed, immutable facts about a :class:`~grimoire.oracle.ir.CardDefinition`.

The engine asks the same questions about a card thousands of times per game ("is it a
creature?", "which of its abilities are mana abilities?"). :func:`info_for` answers them
once per definition and caches the answer; every game shares the cache, because card
definitions are immutable.

>>> from grimoire.oracle import ir
>>> bears = ir.CardDefinition("Grizzly Bears", card_types=("creature",), power=2, toughness=2)
>>> info = info_for(bears)
>>> info.is_creature, info.is_permanent, info.is_land
(True, True, False)
>>> info_for(bears) is info
True
"""

from __future__ import annotations

import dataclasses

from grimoire.core.mana import MANA_TYPES
from grimoire.oracle import ir

PERMANENT_TYPES = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker",
                             "battle"})
"""CR 110.4: the permanent card types."""


def _abilities_of(card: ir.CardDefinition) -> tuple[tuple[int, ir.Ability], ...]:
    return tuple(enumerate(card.abilities))


def mana_produced(effect: ir.Effect) -> tuple[tuple[str, ...], ...] | None:
    """The bundles of mana a mana ability's effect may add, or None if it is not simple.

    >>> mana_produced(ir.AddMana(("G", "G")))
    (('G', 'G'),)
    >>> mana_produced(ir.AddManaChoice(("R", "G")))
    (('R',), ('G',))
    """
    if isinstance(effect, ir.AddMana | ir.AddManaChoice) and effect.player != ir.You():
        return None  # mana for another player ("Choose a player. That player adds ...")
    if isinstance(effect, ir.AddMana) and isinstance(effect.amount, ir.Fixed):
        return (tuple(effect.symbols) * effect.amount.value,)
    if isinstance(effect, ir.AddManaChoice) and isinstance(effect.count, ir.Fixed):
        count = effect.count.value
        options = tuple(o for o in effect.options if o in MANA_TYPES)
        if count == 1 or effect.same:
            return tuple((o,) * count for o in options)
    return None


class ManaSource:
    """A mana ability the automatic payer may use: which object, which ability, what mana.

    ``sacrifice``: the ability sacrifices its source (Treasure): used last.
    """

    __slots__ = ("bundles", "index", "sacrifice", "types")

    def __init__(self, index: int, bundles: tuple[tuple[str, ...], ...], sacrifice: bool) -> None:
        self.index = index
        self.bundles = bundles
        self.sacrifice = sacrifice
        self.types = frozenset(m for b in bundles for m in b)


class CardInfo:
    """Facts derived once from a card definition (see the module docstring)."""

    __slots__ = (
        "activated",
        "card",
        "cda",
        "class_levels",
        "colors",
        "grants",
        "has_flash",
        "has_flashback",
        "is_creature",
        "is_instant",
        "is_land",
        "is_legendary",
        "is_permanent",
        "keywords",
        "mana_options",
        "mana_sacrifice",
        "mana_sources",
        "mana_value",
        "name",
        "nonmana_activated",
        "power",
        "special_sba",
        "statics",
        "subtypes",
        "supertypes",
        "toughness",
        "triggered",
        "types",
        "zone_activated",
    )

    def __init__(self, card: ir.CardDefinition) -> None:
        self.card = card
        self.name = card.name
        self.types = frozenset(card.card_types)
        self.subtypes = frozenset(card.subtypes)
        self.supertypes = frozenset(card.supertypes)
        keywords: set[str] = set()
        activated: list[tuple[int, ir.ActivatedAbility]] = []
        triggered: list[tuple[int, ir.TriggeredAbility]] = []
        statics: list[tuple[int, ir.StaticAbility]] = []
        sources: list[ManaSource] = []
        levels: list[tuple[int, ir.Ability]] = []
        for index, ability in _abilities_of(card):
            if isinstance(ability, ir.Keyword):
                keywords.add(ability.name.lower())
            elif isinstance(ability, ir.ActivatedAbility):
                activated.append((index, ability))
                source = _simple_mana_source(index, ability)
                if source is not None:
                    sources.append(source)
            elif isinstance(ability, ir.TriggeredAbility):
                triggered.append((index, ability))
            elif isinstance(ability, ir.StaticAbility):
                statics.append((index, ability))
            elif isinstance(ability, ir.ClassLevel):
                levels.append((index, ability))
        self.keywords = frozenset(keywords)
        if "changeling" in keywords:  # CR 702.73a: every creature type (a CDA, all zones)
            from grimoire.oracle.creature_types import CREATURE_TYPES
            self.subtypes = self.subtypes | CREATURE_TYPES
        self.activated = tuple(activated)
        self.triggered = tuple(triggered)
        self.statics = tuple(statics)
        self.cda = next((a.effect for _, a in self.statics
                         if isinstance(a.effect, ir.PowerToughnessCDA)), None)
        """Its characteristic-defining power/toughness (CR 604.3: read in every zone)."""
        self.mana_sources = tuple(sources)
        # What the payer offers for this card: every (ability index, bundle) it may add.
        self.mana_options = tuple((m.index, b) for m in self.mana_sources for b in m.bundles)
        self.mana_sacrifice = any(m.sacrifice for m in self.mana_sources)
        self.class_levels = tuple(levels)
        # CR 613.1f: the statics granting abilities (with their "as long as" condition)
        grants = (_grant(a.effect) for _, a in self.statics)
        self.grants = tuple(g for g in grants if g is not None)
        self.is_creature = "creature" in self.types
        self.is_land = "land" in self.types
        self.is_permanent = bool(self.types & PERMANENT_TYPES)
        self.is_instant = "instant" in self.types
        self.has_flash = "flash" in self.keywords
        self.is_legendary = "legendary" in self.supertypes
        # State-based checks only some permanents need: a Saga's sacrifice (CR 704.5s),
        # day/night (CR 702.145); the check skips its scans when no permanent has them.
        self.special_sba = "Saga" in self.subtypes or bool(
            self.keywords & {"daybound", "nightbound"})
        # CR 702.34a: an instant or sorcery card with flashback (castable from a graveyard).
        self.has_flashback = (self.is_instant or "sorcery" in self.types) and any(
            a.flashback for a in card.alternative_costs)
        # CR 602.2: activated abilities that function outside the battlefield (CR 113.6k).
        self.nonmana_activated = tuple((i, a) for i, a in self.activated
                                       if not a.is_mana_ability)
        self.zone_activated = tuple(
            (i, a) for i, a in self.activated if a.zone != "battlefield")
        self.colors = frozenset(card.colors) if card.colors else card.mana_cost.colors
        if "devoid" in keywords:  # CR 702.114a: "This object is colorless."
            self.colors = frozenset()
        # CR 712.8e: a transforming permanent's back face uses its front face's mana cost.
        self.mana_value = (card.front_mana_cost or card.mana_cost).mana_value
        self.power = card.power
        self.toughness = card.toughness

    def __repr__(self) -> str:
        return f"CardInfo({self.name!r})"


def _grant(effect: ir.StaticEffect
           ) -> tuple[ir.GrantAbilities, ir.Condition | None] | None:
    if isinstance(effect, ir.GrantAbilities):
        return effect, None
    if isinstance(effect, ir.ConditionalStatic) and isinstance(effect.effect, ir.GrantAbilities):
        return effect.effect, effect.condition
    return None


def _simple_mana_source(index: int, ability: ir.ActivatedAbility) -> ManaSource | None:
    """A mana ability costing only {T} (and maybe "sacrifice this"), with known output."""
    if not ability.is_mana_ability or ability.cost.mana.symbols:
        return None
    parts = ability.cost.parts
    if not parts or not isinstance(parts[0], ir.TapCost):
        return None
    sacrifice = False
    for part in parts[1:]:
        if isinstance(part, ir.SacrificeCost) and part.this:
            sacrifice = True
        else:
            return None
    bundles = mana_produced(ability.effect)
    if not bundles:
        return None
    return ManaSource(index, bundles, sacrifice)


_CACHE: dict[int, CardInfo] = {}


def info_for(card: ir.CardDefinition) -> CardInfo:
    """The (cached) :class:`CardInfo` of ``card``; the cache keeps the card alive."""
    info = _CACHE.get(id(card))
    if info is None or info.card is not card:
        info = CardInfo(card)
        _CACHE[id(card)] = info
    return info


_TOKEN_CACHE: dict[ir.TokenSpec, ir.CardDefinition] = {}


def token_definition(spec: ir.TokenSpec) -> ir.CardDefinition:
    """The card definition of a token made from ``spec`` (CR 111.3), cached.

    >>> spec = ir.TokenSpec("Soldier", ("creature",), ("Soldier",), (), ("W",), 1, 1)
    >>> token_definition(spec).power
    1
    """
    card = _TOKEN_CACHE.get(spec)
    if card is None:
        card = ir.CardDefinition(
            name=spec.name, card_types=spec.card_types, subtypes=spec.subtypes,
            supertypes=spec.supertypes, colors=spec.colors, power=spec.power,
            toughness=spec.toughness, oracle_text=spec.rules_text, abilities=spec.abilities,
        )
        from grimoire.oracle.creature_keywords import with_keyword_abilities
        # CR 702: "with decayed", "with afterlife 1": the abilities those keywords stand for
        card = dataclasses.replace(card, abilities=with_keyword_abilities(spec.abilities))
        _TOKEN_CACHE[spec] = card
    return card
