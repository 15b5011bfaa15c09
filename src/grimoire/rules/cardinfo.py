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
import itertools
from itertools import combinations, combinations_with_replacement, islice
from typing import TYPE_CHECKING, Any, TypeVar

from grimoire.core.mana import MANA_TYPES
from grimoire.oracle import ir
from grimoire.oracle.creature_keywords import with_keyword_abilities
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules.slot_copy import slot_names

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.layers import Chars

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
        if count <= 3:  # "Add {B}{B}, {B}{R}, or {R}{R}": each mana one of the options
            pick = combinations if effect.different else combinations_with_replacement
            return tuple(pick(options, count))
    return None


UNBOUNDED_HARM = 1 << 30
"""The harm of a rider whose amount is not a fixed number: more life than anyone has."""


def _rider(step: object) -> int | None:
    """The life a step after the mana takes from its controller when the step only hurts
    them ("This land deals 1 damage to you": 1), else None: the ability is still a mana
    ability (CR 605.1a) the payer may use; a variable amount counts as
    :data:`UNBOUNDED_HARM`.

    >>> _rider(ir.LoseLife(ir.Fixed(2)))
    2
    """
    amount = (step.amount if isinstance(step, ir.DealDamage) and step.recipient == ir.You()
              and step.source in (None, ir.ThisObject()) else
              step.amount if isinstance(step, ir.LoseLife) and step.player == ir.You()
              else None)
    if amount is None:
        return None
    return amount.value if isinstance(amount, ir.Fixed) else UNBOUNDED_HARM


class ManaSource:
    """A mana ability the automatic payer may use: which object, which ability, what mana.

    ``sacrifice``: the ability sacrifices its source (Treasure): used last.
    """

    __slots__ = ("bundles", "cost", "harm", "index", "life", "mill", "sacrifice", "types")

    def __init__(self, index: int, bundles: tuple[tuple[str, ...], ...], sacrifice: bool,
                 cost: tuple[str, ...] = (), life: int = 0, harm: int = 0,
                 mill: int = 0) -> None:
        self.index = index
        self.bundles = bundles
        self.sacrifice = sacrifice
        self.types = frozenset(m for b in bundles for m in b)
        self.cost = cost
        """Mana the ability costs ("{1}, {T}: Add {B}{R}", CR 601.2g, 605.3a)."""
        self.life = life
        """Life the ability costs ("{T}, Pay 1 life: ...")."""
        self.harm = harm
        """Life its rider takes from its controller as it resolves (a painland's 1): used
        later, and not before life is paid for the cost (CR 601.2g-h, 119.4)."""
        self.mill = mill
        """Cards the ability mills as a cost ("{T}, Mill a card: Add {C}", CR 701.13b)."""


class CardInfo:
    """Facts derived once from a card definition (see the module docstring)."""

    __slots__ = (
        "_vocabulary",
        "activated",
        "card",
        "cda",
        "class_levels",
        "colors",
        "command_triggered",
        "exile_triggered",
        "grants",
        "graveyard_triggered",
        "has_flash",
        "is_creature",
        "is_instant",
        "is_land",
        "is_legendary",
        "is_permanent",
        "keywords",
        "mana_costs",
        "mana_harm",
        "mana_life",
        "mana_mill",
        "mana_options",
        "mana_pain",
        "mana_sacrifice",
        "mana_sources",
        "mana_spend",
        "mana_value",
        "name",
        "nonmana_activated",
        "plain",
        "plain_spell",
        "power",
        "protos",
        "serial",
        "simple_cast",
        "special_sba",
        "state_triggered",
        "statics",
        "subtypes",
        "supertypes",
        "tap_mana",
        "toughness",
        "triggered",
        "types",
        "zone_activated",
    )

    def __init__(self, card: ir.CardDefinition) -> None:
        self.card = card
        self.serial = next(_SERIALS)
        """A number no other CardInfo has (games note which infos they have seen)."""
        self._vocabulary: frozenset[str] | None = None
        # What other modules derive from the card data alone, kept here so that it lives
        # exactly as long as this info (issue 18: module caches keyed by the info's id kept
        # thousands of infos alive after the info cache had dropped them)
        self.plain: Chars | None = None
        """Its characteristics when no effect touches it (:func:`grimoire.rules.layers`)."""
        self.protos: dict[int, Chars] | None = None
        """The same on the battlefield, by controller: what every world starts from, shared
        by the worlds until an effect applies to it (:mod:`grimoire.rules.layers`)."""
        self.simple_cast: bool | None = None
        """Whether its casts depend on its card data only (:mod:`grimoire.rules.legal`)."""
        self.plain_spell: bool | None = None
        """Whether each choice of its casts has one value (:mod:`grimoire.rules.plain_casts`)."""
        self.tap_mana: tuple[tuple[int, ir.ActivatedAbility], ...] | None = None
        """Its {T}-only mana abilities, by index (:mod:`grimoire.rules.manapay`)."""
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
            self.subtypes = self.subtypes | CREATURE_TYPES
        self.activated = tuple(activated)
        self.triggered = tuple(triggered)
        # CR 113.6k: a triggered ability that works from its card's graveyard
        self.graveyard_triggered = any(a.zone == "graveyard" for _, a in self.triggered)
        # CR 603.8: a state trigger is polled (grimoire.rules.state_triggers)
        self.state_triggered = any(isinstance(a.trigger, ir.StateTrigger)
                                   for _, a in self.triggered)
        # eminence: a triggered ability that works from the command zone (CR 207.2c)
        self.command_triggered = any(a.zone == "command" for _, a in self.triggered)
        # CR 113.6: a triggered ability that works from exile (suspend, CR 702.62a)
        self.exile_triggered = any(a.zone == "exile" for _, a in self.triggered)
        self.statics = tuple(statics)
        self.cda = next((a.effect for _, a in self.statics
                         if isinstance(a.effect, ir.PowerToughnessCDA)), None)
        """Its characteristic-defining power/toughness (CR 604.3: read in every zone)."""
        self.mana_sources = tuple(sources)
        # What the payer offers for this card: every (ability index, bundle) it may add.
        self.mana_options = tuple((m.index, b) for m in self.mana_sources for b in m.bundles)
        self.mana_sacrifice = any(m.sacrifice for m in self.mana_sources)
        # Mana abilities with more than {T} to pay, or a rider (CR 601.2g, 605.3a):
        # ability index -> its mana cost / life cost; whether one hurts its controller.
        self.mana_costs = {m.index: m.cost for m in self.mana_sources if m.cost}
        self.mana_life = {m.index: m.life for m in self.mana_sources if m.life}
        self.mana_mill = {m.index: m.mill for m in self.mana_sources if m.mill}
        self.mana_pain = frozenset(m.index for m in self.mana_sources
                                   if m.harm or m.life or m.mill)
        self.mana_harm = {m.index: m.harm for m in self.mana_sources if m.harm}
        # CR 106.6: mana abilities whose mana may pay only for some spells or abilities
        # (ability index -> the restriction; grimoire.rules.spend)
        self.mana_spend = {i: only for i, a in self.activated if a.is_mana_ability
                           for n in ir.iter_nodes(a.effect)
                           if (only := getattr(n, "spend_only", None)) is not None}
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
        # The activated abilities listed at priority in every game: the non-mana ones, and
        # mana abilities whose X the player chooses (CR 107.3a: "Remove any number of
        # storage counters from this land: Add {B} for each ..."), which the automatic
        # payer never plans (grimoire.rules.game: other mana abilities are listed only
        # when the game offers them).
        self.nonmana_activated = tuple((i, a) for i, a in self.activated
                                       if not a.is_mana_ability or listed_mana(a))
        # CR 602.2: activated abilities that function outside the battlefield (CR 113.6k).
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

    def __getstate__(self) -> tuple[None, dict[str, Any]]:
        """Pickled without what is derived on demand (:data:`_DERIVED`): a copy or a digest
        of a game is the same whether or not something has been looked up yet. The slots
        are read with :func:`slot_names`: compiled (``make fast``), the class has no
        ``__slots__`` and reading them raised AttributeError (no game could be pickled)."""
        return None, {k: getattr(self, k) for k in slot_names(CardInfo) if k not in _DERIVED}

    def __setstate__(self, state: tuple[None, dict[str, Any]]) -> None:
        for key, value in state[1].items():
            setattr(self, key, value)
        for key in _DERIVED:
            setattr(self, key, None)

    @property
    def vocabulary(self) -> frozenset[str]:
        """Every word of the card's IR: the class name of each node, each string value
        lower-cased (keywords, subtypes, options, counter kinds...), the name of each
        boolean field that is true (``flashback``), and ``@zone_activated`` for an activated
        ability that works outside the battlefield (CR 113.6k); faces and granted abilities
        included.

        >>> bears = ir.CardDefinition("Bears", subtypes=("Bear",), abilities=(
        ...     ir.Keyword("Phasing"),))
        >>> sorted(w for w in info_for(bears).vocabulary if w in ("bear", "phasing", "Keyword"))
        ['Keyword', 'bear', 'phasing']
        """
        if self._vocabulary is None:
            self._vocabulary = _vocabulary(self.card)
        return self._vocabulary


_DERIVED = ("_vocabulary", "plain", "plain_spell", "protos", "simple_cast", "tap_mana")
"""The slots of a :class:`CardInfo` filled on demand from its card data."""

_SERIALS = itertools.count(1)
ZONE_ACTIVATED = "@zone_activated"
"""The word for an activated ability that works from a hand or graveyard (CR 113.6k)."""
GRAVEYARD_TRIGGERED = "@graveyard_triggered"
"""The word for a triggered ability that works from a graveyard (CR 113.6k): a game without
one checks no event against the cards in the graveyards."""
NONMANA_ACTIVATED = "@nonmana_activated"
"""The word for an activated ability that isn't a mana ability (CR 605.1a): a game without
one lists no activation at priority unless mana abilities are offered."""


def _vocabulary(card: ir.CardDefinition) -> frozenset[str]:
    words: set[str] = set()
    seen: set[int] = set()
    todo: list[Any] = [card]
    while todo:
        node = todo.pop()
        if isinstance(node, str):
            words.add(node.lower())
        elif isinstance(node, tuple | list | frozenset | set):
            todo.extend(node)
        elif isinstance(node, dict):
            todo.extend(node.keys())
            todo.extend(node.values())
        elif dataclasses.is_dataclass(node) and not isinstance(node, type):
            if id(node) in seen:
                continue
            seen.add(id(node))
            words.add(type(node).__name__)
            if isinstance(node, ir.TriggeredAbility) and node.zone == "graveyard":
                words.add(GRAVEYARD_TRIGGERED)
            if isinstance(node, ir.ActivatedAbility):
                if node.zone != "battlefield":
                    words.add(ZONE_ACTIVATED)
                if not node.is_mana_ability or listed_mana(node):
                    words.add(NONMANA_ACTIVATED)
            for f in dataclasses.fields(node):
                value = getattr(node, f.name)
                if value is True:
                    words.add(f.name)
                else:
                    todo.append(value)
        elif hasattr(node, "__slots__") and not isinstance(node, type):
            words.add(type(node).__name__)  # e.g. a ManaCost: its symbols
            todo.extend(getattr(node, n, None) for n in node.__slots__)
    return frozenset(words)


# --- the per-game index of what the game's cards can do ----------------------------------
#
# DESIGN "speed is designed in": a mechanism that scans the battlefield, a hand or a zone at
# every step or priority (phasing, Sagas, foretell, face-down permanents...) first asks
# whether any card of this game could ever need it. Every object is created through
# ``zones``, which notes its CardInfo here; everything an object can become (tokens, copies,
# back faces, granted abilities, a face-down card's text) is written in the IR of a card
# already in the game, so a mechanism whose words appear in no noted card is absent.


def note(game: Game, info: CardInfo) -> None:
    """Add ``info``'s words to the game's index (once per info)."""
    if info.serial not in game.info_serials:
        game.info_serials = game.info_serials | {info.serial}
        game.vocabulary = game.vocabulary | info.vocabulary


def present(game: Game, words: frozenset[str]) -> bool:
    """Whether a card noted in this game has any of ``words`` in its IR (see
    :attr:`CardInfo.vocabulary`): a mechanism that answers False has nothing to do."""
    return not words.isdisjoint(game.vocabulary)


def _grant(effect: ir.StaticEffect
           ) -> tuple[ir.GrantAbilities, ir.Condition | None] | None:
    if isinstance(effect, ir.GrantAbilities):
        return effect, None
    if isinstance(effect, ir.ConditionalStatic) and isinstance(effect.effect, ir.GrantAbilities):
        return effect.effect, effect.condition
    return None


def chosen_x(ability: ir.ActivatedAbility) -> bool:
    """Whether the ability's cost removes X counters or chooses X objects, X chosen as it
    is activated (CR 107.3a): "Remove X +1/+1 counters from this creature", "Remove any
    number of storage counters from this land", "Sacrifice X Goats"."""
    return any(getattr(p, "x", False) is True for p in ability.cost.parts)


def restricted(ability: ir.ActivatedAbility) -> bool:
    """Whether an "Activate only ..." restriction limits when the ability may be activated
    (CR 602.5b, 602.5d): "{T}: Add {C}{C}. Activate only during an opponent's turn."."""
    return ability.during is not None or ability.condition is not None \
        or ability.timing != "any" or ability.once_per_turn or ability.max_per_turn is not None


def listed_mana(ability: ir.ActivatedAbility) -> bool:
    """Whether a mana ability is listed at priority rather than left to the automatic payer:
    its X is chosen (:func:`chosen_x`) or it is :func:`restricted` (the payer doesn't check
    restrictions; activated at priority, they are checked, CR 602.5, 605.3a), or it also
    reveals or draws cards (:func:`reveals_or_draws`), which the payer never plans."""
    return chosen_x(ability) or restricted(ability) or reveals_or_draws(ability)


def reveals_or_draws(ability: ir.ActivatedAbility) -> bool:
    """Whether a step of the ability reveals or draws cards besides adding mana (Selvala,
    Explorer Returned: "Each player reveals the top card of their library. For each nonland
    card revealed this way, add {G} ... Then each player draws a card."; still a mana
    ability, CR 605.1a, and its rulings); a rider on the mana spent doesn't count."""
    effect = ability.effect
    steps = effect.steps if isinstance(effect, ir.Sequence) else (effect,)
    return any(isinstance(step, ir.Reveal | ir.DrawCards) for step in steps)


def _simple_mana_source(index: int, ability: ir.ActivatedAbility) -> ManaSource | None:
    """A {T} mana ability with known output the payer can use: besides {T} it may cost mana
    (a Signet, a filter land), life (Mana Confluence), "sacrifice this" (Treasure) or a mill
    (Deranged Assistant: only with the cards in the library, CR 701.13b), and
    it may hurt its controller after adding the mana (a painland, Ancient Tomb)."""
    if not ability.is_mana_ability or "X" in ability.cost.mana.symbols or restricted(ability):
        return None
    parts = ability.cost.parts
    if not parts or not isinstance(parts[0], ir.TapCost):
        return None
    sacrifice = False
    life = mill = 0
    for part in parts[1:]:
        if isinstance(part, ir.SacrificeCost) and part.this:
            sacrifice = True
        elif isinstance(part, ir.PayLifeCost) and isinstance(part.amount, ir.Fixed):
            life += part.amount.value
        elif isinstance(part, ir.MillCost):
            mill += part.count
        else:
            return None
    effect = ability.effect
    harm = 0
    if isinstance(effect, ir.Sequence) and effect.steps:
        harms = [_rider(s) for s in effect.steps[1:]]
        if all(h is not None for h in harms):
            effect, harm = effect.steps[0], sum(h or 0 for h in harms)
    bundles = mana_produced(effect)
    if not bundles:
        return None
    return ManaSource(index, bundles, sacrifice, ability.cost.mana.symbols, life, harm, mill)


CACHE_LIMIT = 8192
"""The most entries each of the engine's card caches keeps. Games make card definitions as
they go (copies, tokens, granted abilities, Class levels); kept forever, they grew memory
by about 47 KB a game with no plateau. Past the limit the oldest quarter is dropped: a
dropped entry is only recomputed (every lookup checks that the entry is for the very same
definition), and objects in play hold their own :class:`CardInfo`."""

K = TypeVar("K")
V = TypeVar("V")


def remember(cache: dict[K, V], key: K, value: V, limit: int = CACHE_LIMIT) -> V:
    """Store ``value`` under ``key`` in ``cache``, first dropping the oldest quarter of the
    entries if ``cache`` holds ``limit`` (see :data:`CACHE_LIMIT`); returns ``value``.

    >>> cache: dict[int, int] = {}
    >>> for i in range(10):
    ...     _ = remember(cache, i, i, limit=8)
    >>> sorted(cache)
    [2, 3, 4, 5, 6, 7, 8, 9]
    """
    if len(cache) >= limit:
        for old in list(islice(cache, max(1, limit // 4))):
            del cache[old]
    cache[key] = value
    return value


_PER_GAME: list[dict[Any, Any]] = []


def per_game(cache: dict[K, V]) -> dict[K, V]:
    """Register ``cache`` (returned) as one whose entries are mostly for objects a single
    game makes (card data for its copies and granted abilities, its object ids): besides
    the limit of :func:`remember`, it is emptied as each new game starts
    (:func:`empty_per_game_caches`), so a process that plays game after game holds one
    game's entries, not :data:`CACHE_LIMIT` of every game's. An emptied entry is only
    recomputed (each lookup checks its entry is for the very same object)."""
    _PER_GAME.append(cache)
    return cache


def empty_per_game_caches() -> None:
    """A new game starts: empty the :func:`per_game` caches."""
    for cache in _PER_GAME:
        cache.clear()


_CACHE: dict[int, CardInfo] = {}


def info_for(card: ir.CardDefinition) -> CardInfo:
    """The (cached) :class:`CardInfo` of ``card``; the cache keeps the card alive while
    the entry lasts (bounded, see :data:`CACHE_LIMIT`)."""
    info = _CACHE.get(id(card))
    if info is None or info.card is not card:
        info = remember(_CACHE, id(card), CardInfo(card))
    return info


_TOKEN_CACHE: dict[ir.TokenSpec, ir.CardDefinition] = per_game({})
"""Token definitions by spec, per game: specs made during play (an X/X, a copy's values) are
new in each game (issue 18: kept across games, it grew by about 170 entries every 1,000
soak games, each a definition kept alive)."""


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
        # CR 702: "with decayed", "with afterlife 1": the abilities those keywords stand for
        card = dataclasses.replace(card, abilities=with_keyword_abilities(spec.abilities))
        remember(_TOKEN_CACHE, spec, card)
    return card
