"""Characteristics through the layer system (CR 613): one function for every reader.

:func:`characteristics` gives an object's name, types, subtypes, supertypes, colors,
abilities and keywords, controller, base power/toughness and their modifications, by
starting from its copiable values (CR 613.1a, 613.2c: :attr:`GameObject.info` without
granted abilities — its printed values, or what a copy effect made it,
:mod:`grimoire.rules.copy_effects`) and its controller without control-changing effects,
and applying the continuous effects — from static abilities of permanents and emblems and
from resolved spells and abilities (``game.effects``, :mod:`grimoire.rules.continuous`) —
layer by layer (CR 613.1, 613.4): control (2, :mod:`grimoire.rules.control`), type (4),
text (3, :mod:`grimoire.rules.text_change`), color (5), abilities (6), power/toughness 7a
(characteristic-defining abilities), 7b (set), 7c (modify, with counters) and 7d (switch).
Within a layer, effects apply in timestamp order
(CR 613.7) unless one depends on another (CR 613.8).

Every permanent is computed at once (a "world"), because an effect's filter reads other
objects' characteristics as the earlier layers left them: "creatures with flying get
-2/-0" (Crosswinds) applies in layer 7c and asks about flying as layer 6 left it, so no
question ever loops back on itself. A condition or amount read while the world is being
built sees the values built so far. The world is cached; it is built again when the game
moved on (a new event, a new effect, ``game.version``) or a permanent it saw changed; a
world whose effects read nothing but the permanents, their attachments and counters and
the effects is kept across events that change none of those
(:mod:`grimoire.rules.world_inputs`).

Counters are read live: +1/+1 and -1/-1 counters in layer 7c (CR 613.4c, 122.1a) and
keyword counters in layer 6 (CR 122.1b, 613.1f).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from operator import is_
from typing import TYPE_CHECKING, Any, Final

from mypy_extensions import mypyc_attr

from grimoire.oracle import ir
from grimoire.oracle.creature_types import CREATURE_TYPES
from grimoire.rules import continuous as ce
from grimoire.rules import hooks, text_change
from grimoire.rules.cardinfo import CardInfo, remember
from grimoire.rules.events import StepBegan
from grimoire.rules.granted_source import bind
from grimoire.rules.layer_reads import reads, writes
from grimoire.rules.type_changes import (
    BASIC_LAND_MANA,
    apply_exiled,
    apply_set,
    land_mana_ability,
    last_exiled_creature,
    replace_land_types,
)
from grimoire.rules.type_changes import set_layers as _set_layers
from grimoire.rules.world_inputs import Plain, plain_lasting, plain_static, still_holds

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

KEYWORD_COUNTERS = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "exalted", "haste", "hexproof",
    "indestructible", "lifelink", "menace", "reach", "shadow", "trample", "vigilance"})
"""CR 122.1b: the keywords a keyword counter can be."""


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # see slot_copy
class Chars:
    """An object's characteristics after the layers (treat as read-only outside this
    module). ``power``/``toughness`` are the values after layer 7b (None: it has none);
    ``p_mod``/``t_mod`` the layer 7c changes except counters; ``switched``: layer 7d."""

    __slots__ = ("abilities", "colors", "controller", "dynamic", "extra", "info", "keywords",
                 "name", "p_mod", "power", "shared", "subtypes", "supertypes", "switched",
                 "t_mod", "texts", "toughness", "types")

    def __init__(self, info: CardInfo, controller: int) -> None:
        self.info = info
        self.name = info.name
        self.types = info.types
        self.subtypes = info.subtypes
        self.supertypes = info.supertypes
        self.colors = info.colors
        self.abilities: tuple[ir.Ability, ...] = info.card.abilities
        self.extra: frozenset[str] = frozenset()
        """Keywords given as names (by effects and counters), not as ability nodes."""
        self.keywords = info.keywords
        self.power = info.power
        self.toughness = info.toughness
        self.p_mod = 0
        self.t_mod = 0
        self.switched = False
        self.controller = controller
        self.dynamic: tuple[tuple[int, ir.DynamicBoost], ...] = ()
        """Layer 7c "+X/+X" boosts applying to it: X is read each time (CR 611.3a)."""
        self.texts: dict[int, ir.Ability] | None = None
        """Layer 3: each printed ability whose text changed (by id) -> what it reads now
        (replaced whole, never edited: copies share it)."""
        self.shared = False
        """Whether it is the card data's own (:func:`_base`), which nothing may change."""

    def copy(self) -> Chars:
        """A copy to change (dependency trials, CR 613.8; a world's own copy of :func:`_base`)."""
        return _copy_chars(self)

    def _rekey(self) -> None:
        self.keywords = frozenset(a.name.lower() for a in self.abilities
                                  if isinstance(a, ir.Keyword)) | self.extra

    def __repr__(self) -> str:
        return f"<Chars {self.name} {sorted(self.types)} {self.power}/{self.toughness}>"


_NEW_CHARS: Final = Chars.__new__
"""Like :data:`grimoire.rules.objects._NEW_OBJECT`."""


def _copy_chars(chars: Chars) -> Chars:
    """:meth:`Chars.copy`: every slot shared but ``shared`` (a copy is its world's own),
    written out slot by slot like :func:`grimoire.rules.objects.copy_object`."""
    clone = _NEW_CHARS(Chars)
    clone.abilities = chars.abilities
    clone.colors = chars.colors
    clone.controller = chars.controller
    clone.dynamic = chars.dynamic
    clone.extra = chars.extra
    clone.info = chars.info
    clone.keywords = chars.keywords
    clone.name = chars.name
    clone.p_mod = chars.p_mod
    clone.power = chars.power
    clone.shared = False
    clone.subtypes = chars.subtypes
    clone.supertypes = chars.supertypes
    clone.switched = chars.switched
    clone.t_mod = chars.t_mod
    clone.texts = chars.texts
    clone.toughness = chars.toughness
    clone.types = chars.types
    return clone


def _base(info: CardInfo, controller: int) -> Chars:
    """A permanent's characteristics before any effect (CR 613.1: its copiable values and
    its controller without control-changing effects), shared by every world until an effect
    applies to it (then the world gets its own copy, :func:`_apply_layer`): a world is built
    after every change, most permanents are touched by no effect."""
    protos = info.protos
    if protos is None:
        protos = info.protos = {}
    base = protos.get(controller)
    if base is None:
        base = protos[controller] = Chars(info, controller)
        base.shared = True
    return base


def _plain(info: CardInfo) -> Chars:
    """The characteristics of an object no effect touches (kept by the card data: it
    lives as long as the info does)."""
    plain = info.plain
    if plain is None:
        plain = info.plain = Chars(info, -1)
    return plain


def _defined(game: Game, obj: GameObject) -> Chars:
    """An object with a characteristic-defining ability outside the layered world (CR 604.3:
    it functions in every zone, Tarmogoyf in a graveyard counts itself)."""
    from grimoire.rules.dynamic_boost import defined_stats
    chars = Chars(obj.info, obj.controller)
    assert obj.info.cda is not None
    chars.power, chars.toughness = defined_stats(game, obj, obj.info.cda, chars.power,
                                                 chars.toughness)
    return chars


def own_info(obj: GameObject) -> CardInfo:
    """The object's own characteristics: without what :func:`refresh` gave it."""
    if obj.grant is not None and obj.info is obj.grant[1]:
        return obj.grant[0]
    return obj.info


def relevant(game: Game) -> bool:
    """Whether any continuous effect may apply (else every object has its own values)."""
    return bool(game.n_statics or game.effects or game.command or game.n_granted)


class _Partial:
    """The world while it is being built: readers see the values built so far."""

    __slots__ = ("world",)

    def __init__(self, world: dict[int, Chars]) -> None:
        self.world = world


def characteristics(game: Game, obj: GameObject) -> Chars:
    """``obj``'s characteristics now (see the module docstring)."""
    if obj.zone != "battlefield" or not (game.n_statics or game.effects or game.command
                                         or game.n_granted):  # not relevant(game)
        chars = _defined(game, obj) if obj.info.cda is not None else _plain(obj.info)
        if obj.zone != "battlefield" and game.n_statics:  # CR 611.3a: "land cards you own
            for outside in hooks.OUTSIDE_CHARACTERISTICS.in_game(game):  # that aren't on
                chars = outside(game, obj, chars)  # the battlefield are Deserts"
        return chars
    cached = game.chars
    if cached.__class__ is tuple:  # the hot path: the cached world is current (_current)
        key = cached[0]
        if key[0] == game.version and key[3] == len(game.events) \
                and key[2] == len(game.battlefield):
            hit: Chars | None = cached[1].get(obj.id)
            grant = obj.grant
            if hit is not None and hit.info is (
                    grant[0] if grant is not None and obj.info is grant[1] else obj.info):
                return hit  # hit.info is own_info(obj)
    if isinstance(cached, _Partial):
        found = cached.world.get(obj.id)
        return found if found is not None else _plain(obj.info)
    world = _current(game)
    found = world.get(obj.id)
    if found is not None and found.info is own_info(obj):
        return found
    if found is None and obj.id not in game.battlefield:
        # last known information (CR 608.2h): as the layers last computed it there
        return game.chars[2].get(obj.id) or _plain(obj.info)
    game.version += 1  # something changed it without an event: build again
    found = _current(game).get(obj.id)
    return found if found is not None else _plain(obj.info)


_LKI_KEPT = 64
"""How many objects that left the battlefield keep their last computed characteristics."""


def world(game: Game) -> dict[int, Chars]:
    """Every permanent's characteristics now, by id (the cached world; treat as read-only:
    a new dict whenever anything may have changed them)."""
    return _current(game)


_QUIET_STEPS = frozenset({"upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
                          "declare_blockers", "first_strike_damage", "combat_damage",
                          "end_of_combat", "main2", "end"})
"""Steps whose beginning changes nothing the layers read before the step's turn-based
actions, which have events of their own (draws, lore counters, damage): not the untap step
(phasing, day and night), not the cleanup step (damage wears off, effects end). The end of
combat (CR 511.3) bumps ``game.version`` (:func:`grimoire.rules.turn.end_step`)."""


def _key(game: Game) -> tuple[int, int, int, int]:
    """What the cached world was built for: (version, events that may matter, permanents,
    events). A step beginning (CR 500.1) is the only event of most steps: the last events,
    when they are such beginnings, changed nothing the layers read (see
    :data:`_QUIET_STEPS`; which step it is is read by no static ability or effect), so
    they don't count."""
    events = game.events
    n = raw = len(events)
    while n:
        last = events[n - 1]
        if type(last) is not StepBegan or last.step not in _QUIET_STEPS:
            break
        n -= 1
    return game.version, n, len(game.battlefield), raw


def _current(game: Game) -> dict[int, Chars]:
    key = _key(game)
    cached = game.chars
    if cached is not None and not isinstance(cached, _Partial):
        was = cached[0]
        if was[0] == key[0] and was[2] == key[2] and (was[1] == key[1] or (
                cached[3] is not None and still_holds(game, cached[3], was[3]))):
            # the same world, for more events (a plain one: grimoire.rules.world_inputs)
            world: dict[int, Chars] = cached[1]
            if was[3] != key[3]:
                game.chars = (key, world, cached[2], cached[3])
            return world
    gone: dict[int, Chars] = {}
    if cached is not None and not isinstance(cached, _Partial):
        gone = {oid: c for source in (cached[2], cached[1]) for oid, c in source.items()
                if oid not in game.objects or game.objects[oid].zone != "battlefield"}
        if len(gone) > _LKI_KEPT:
            gone = dict(list(gone.items())[-_LKI_KEPT:])
    world = {}
    for oid in game.battlefield:
        obj = game.objects[oid]
        # CR 613.1b: layer 2 starts from the controller it has without control effects
        own = obj.controller if obj.own_controller is None else obj.own_controller
        world[oid] = _base(own_info(obj), own)
    game.chars = _Partial(world)
    plain = False
    try:
        plain = _apply_layers(game, world)
    finally:
        game.chars = (_key(game), world, gone, Plain(game) if plain else None)
    return world


# --- the effects -----------------------------------------------------------------------


class _Entry:
    """One continuous effect while the world is built: from a static ability (``static``)
    or from ``game.effects`` (``lasting``); ``locked`` is the set it applies to once it
    started (CR 613.6)."""

    __slots__ = ("condition", "key", "lasting", "layers", "locked", "source", "static",
                 "timestamp")

    def __init__(self, key: Any, source: Any, timestamp: int,  # GameObject or _NOBODY
                 static: ir.StaticEffect | None, condition: ir.Condition | None,
                 lasting: ce.ContinuousEffect | None) -> None:
        self.key = key
        self.source = source
        self.timestamp = timestamp
        self.static = static
        self.condition = condition
        self.lasting = lasting
        self.locked: list[int] | None = None
        self.layers = _layers_of(self)


def _static_layers(effect: ir.StaticEffect) -> tuple[float, ...]:
    if isinstance(effect, ir.ControlAttached):
        return (ce.LAYER_CONTROL,)  # CR 613.1b: "You control enchanted creature"
    if isinstance(effect, ir.SetCharacteristics):
        return _set_layers(effect)
    if isinstance(effect, ir.PowerToughnessCDA):
        return (ce.LAYER_PT_CDA,)
    if isinstance(effect, ir.PowerToughnessBoost):
        return ((ce.LAYER_ABILITY,) if effect.keywords else ()) + (
            (ce.LAYER_PT_MODIFY,) if effect.power or effect.toughness else ())
    if isinstance(effect, ir.DynamicBoost):
        return (ce.LAYER_PT_MODIFY,)
    if isinstance(effect, ir.GrantAbilities):
        return (ce.LAYER_ABILITY,)
    if isinstance(effect, ir.LevelPowerToughness):
        return (ce.LAYER_PT_SET,)
    return ()


def _layers_of(entry: _Entry) -> tuple[float, ...]:
    if entry.lasting is not None:
        return entry.lasting.layers
    assert entry.static is not None
    return _static_layers(entry.static)


def _statics_of(game: Game, source: GameObject, abilities: tuple[ir.Ability, ...],
                found: dict[Any, _Entry]) -> None:
    for ability in abilities:
        if not isinstance(ability, ir.StaticAbility):
            continue
        effect: ir.StaticEffect = ability.effect
        condition: ir.Condition | None = None
        if isinstance(effect, ir.ConditionalStatic):
            condition = effect.condition
            effect = effect.effect
        if not _static_layers(effect):
            continue
        key = (source.id, id(ability))
        if key not in found:
            found[key] = _Entry(key, source, source.timestamp, effect, condition, None)


_LAYERED: dict[int, tuple[tuple[ir.Ability, ...], tuple[tuple[ir.Ability, ir.StaticEffect,
                                                                ir.Condition | None], ...]]] = {}


def _layered(abilities: tuple[ir.Ability, ...]) -> tuple[
        tuple[ir.Ability, ir.StaticEffect, ir.Condition | None], ...]:
    """The static abilities among ``abilities`` whose effect applies in a layer, each with
    that effect and its condition (as :func:`_statics_of` finds them)."""
    found = []
    for ability in abilities:
        if isinstance(ability, ir.StaticAbility):
            effect: ir.StaticEffect = ability.effect
            condition: ir.Condition | None = None
            if isinstance(effect, ir.ConditionalStatic):
                condition, effect = effect.condition, effect.effect
            if _static_layers(effect):
                found.append((ability, effect, condition))
    return tuple(found)


def _statics(game: Game, world: dict[int, Chars]) -> dict[Any, _Entry]:
    """The static abilities with a layered effect that the permanents have as ``world``
    stands, and the emblems' (CR 114.4: they work from the command zone). Which of a card's
    own abilities those are is card data, found once (:data:`_LAYERED`)."""
    found: dict[Any, _Entry] = {}
    objects = game.objects
    for oid, chars in world.items():
        abilities = chars.abilities
        layered = _LAYERED.get(id(abilities))
        if layered is None or layered[0] is not abilities:
            layered = (abilities, _layered(abilities))
            if abilities is chars.info.card.abilities:  # (kept alive by the card data)
                remember(_LAYERED, id(abilities), layered)
        if layered[1]:
            source = objects[oid]
            for ability, effect, condition in layered[1]:
                key = (oid, id(ability))
                if key not in found:
                    found[key] = _Entry(key, source, source.timestamp, effect, condition, None)
    for oid in game.command:
        emblem = game.objects[oid]
        if emblem.info.statics:
            _statics_of(game, emblem, emblem.info.card.abilities, found)
    return found


def _entries(game: Game, statics: dict[Any, _Entry], started: dict[Any, _Entry],
             layer: float, lasting: list[ce.ContinuousEffect]) -> list[_Entry]:
    """The effects that exist at ``layer``: ``statics``, the static abilities the sources
    have as the earlier layers left them (:func:`_statics`), and effects that already
    started (CR 613.6); ``lasting``: the active effects of ``game.effects`` that apply in
    ``layer``."""
    found = dict(statics)
    for key, entry in started.items():
        if entry.lasting is None:
            found[key] = entry
    result = [e for e in found.values() if layer in e.layers]
    for effect in lasting:
        key = ("lasting", id(effect))
        made = started.get(key)
        if made is None:
            source = game.objects.get(effect.source)
            made = _Entry(key, source if source is not None else _NOBODY,
                          effect.timestamp, None, None, effect)
        result.append(made)
    # timestamp order (CR 613.7); an effect saying the objects "can't have" keywords comes
    # after every other one (a later grant doesn't give them back)
    result.sort(key=lambda e: (e.lasting is not None and e.lasting.cant_have, e.timestamp))
    return result


def _targets(game: Game, entry: _Entry, world: dict[int, Chars]) -> list[int]:
    """The objects ``entry`` applies to, as the world is now."""
    from grimoire.rules.query import matches
    if entry.lasting is not None:
        lasting = entry.lasting
        if lasting.affected is not None:
            return [oid for oid in lasting.affected if oid in world]
        assert lasting.filter is not None
        return [oid for oid in world if matches(game, game.objects[oid], lasting.filter,
                                                lasting.controller, lasting.source)]
    static = entry.static
    source = entry.source
    if entry.condition is not None:
        from grimoire.rules.query import static_condition
        if not static_condition(game, source, entry.condition):
            return []  # CR 611.3a: applies only while the condition holds
    if isinstance(static, ir.PowerToughnessCDA):
        return [source.id] if source.id in world else []  # CR 604.3: itself only
    if isinstance(static, ir.ControlAttached):  # CR 611.3a: while attached to it
        host = source.attached_to
        return [host] if host is not None and host in world and source.id in world else []
    if isinstance(static, ir.LevelPowerToughness):
        level = source.counter("level")
        ok = source.zone == "battlefield" and level and static.low <= level and (
            static.high is None or level <= static.high)  # CR 711.2a-b
        return [source.id] if ok else []
    assert isinstance(static, ir.PowerToughnessBoost | ir.DynamicBoost | ir.GrantAbilities
                      | ir.SetCharacteristics)
    controller = world[source.id].controller if source.id in world else source.controller
    return [oid for oid in world
            if matches(game, game.objects[oid], static.filter, controller, source.id)]


def _apply(game: Game, entry: _Entry, layer: float, chars: Chars) -> None:
    """Apply ``entry``'s part in ``layer`` to ``chars``."""
    lasting = entry.lasting
    if lasting is not None:
        _apply_lasting(lasting, layer, chars)
        return
    static = entry.static
    if isinstance(static, ir.ControlAttached):  # the Aura's controller, as layer 2 has it
        chars.controller = characteristics(game, entry.source).controller
    elif isinstance(static, ir.SetCharacteristics) and static.from_exiled:  # (Duplicant)
        card = last_exiled_creature(game, entry.source.id)
        apply_exiled(static, layer, chars, None if card is None else characteristics(game, card))
    elif isinstance(static, ir.SetCharacteristics):
        apply_set(static, layer, chars, entry.source.chosen)
    elif isinstance(static, ir.PowerToughnessCDA):
        from grimoire.rules.dynamic_boost import defined_stats
        chars.power, chars.toughness = defined_stats(game, entry.source, static,
                                                     chars.power, chars.toughness)
    elif isinstance(static, ir.PowerToughnessBoost):
        if layer == ce.LAYER_ABILITY:
            chars.extra = chars.extra | {k.lower() for k in static.keywords}
            chars._rekey()
        else:
            chars.p_mod += static.power
            chars.t_mod += static.toughness
    elif isinstance(static, ir.DynamicBoost):  # CR 613.4c: +X/+X, X evaluated when read
        chars.dynamic = (*chars.dynamic, (entry.source.id, static))
    elif isinstance(static, ir.GrantAbilities):
        # CR 201.5a: a granted ability that names its source means the granting object
        chars.abilities = chars.abilities + bind(static.abilities, entry.source.id)
        chars._rekey()
    elif isinstance(static, ir.LevelPowerToughness):
        chars.power, chars.toughness = static.power, static.toughness


def _apply_lasting(effect: ce.ContinuousEffect, layer: float, chars: Chars) -> None:
    if layer == ce.LAYER_CONTROL:
        assert effect.control is not None
        chars.controller = effect.control  # CR 613.1b
    elif layer == ce.LAYER_TEXT:  # CR 612, 613.1c: words of its text, and its type line
        assert effect.text_change is not None
        _, old, _ = effect.text_change
        chars.abilities, chars.texts = text_change.abilities(
            chars.abilities, chars.texts, effect.text_change,
            land_type_line="land" in chars.types and old in chars.subtypes)
        chars.subtypes = text_change.subtypes(chars.subtypes, effect.text_change)
        chars._rekey()
    elif layer == ce.LAYER_TYPE:
        if effect.set_types:  # CR 205.1a: the new types replace the old ones
            chars.types = frozenset(effect.add_types)
            chars.subtypes = frozenset(effect.add_subtypes)
        else:  # CR 205.1b: "in addition to its other types"
            gained = [t for t in effect.add_subtypes
                      if t in BASIC_LAND_MANA and t not in chars.subtypes]
            chars.types = chars.types | frozenset(effect.add_types)
            chars.subtypes = chars.subtypes | frozenset(effect.add_subtypes)
            if gained and "land" in chars.types:  # CR 305.7: and the new types' mana
                chars.abilities = chars.abilities + tuple(map(land_mana_ability, gained))
                chars._rekey()
        if effect.creature_subtypes is not None:  # "becomes a Frog": other creature types go
            chars.subtypes = (chars.subtypes - CREATURE_TYPES) | frozenset(
                effect.creature_subtypes)
        if effect.land_subtypes is not None and "land" in chars.types:
            replace_land_types(chars, effect.land_subtypes)  # CR 305.7
        if effect.all_creature_types:  # CR 205.3m
            chars.subtypes = chars.subtypes | CREATURE_TYPES
        if effect.remove_types:  # "isn't an artifact"; CR 205.3d: no creature types then
            chars.types = chars.types - frozenset(effect.remove_types)
            if "creature" in effect.remove_types:
                chars.subtypes = chars.subtypes - CREATURE_TYPES
    elif layer == ce.LAYER_COLOR:
        if effect.colors is not None:
            chars.colors = frozenset(effect.colors)
        chars.colors = chars.colors | frozenset(effect.add_colors)  # CR 105.3: in addition
    elif layer == ce.LAYER_ABILITY:
        if effect.lose_all:
            chars.abilities = ()
            chars.extra = frozenset()
        if effect.remove_keywords:
            lost = frozenset(effect.remove_keywords)
            chars.abilities = tuple(a for a in chars.abilities if not (
                isinstance(a, ir.Keyword) and a.name.lower() in lost))
            chars.extra = chars.extra - lost
        if effect.add_keywords:
            chars.extra = chars.extra | frozenset(effect.add_keywords)
        chars._rekey()
    elif layer == ce.LAYER_PT_SET:
        if effect.base_power is not None:
            chars.power = effect.base_power
        if effect.base_toughness is not None:
            chars.toughness = effect.base_toughness
    elif layer == ce.LAYER_PT_MODIFY:
        chars.p_mod += effect.power
        chars.t_mod += effect.toughness
    elif layer == ce.LAYER_PT_SWITCH:
        chars.switched = not chars.switched


def _apply_layers(game: Game, world: dict[int, Chars]) -> bool:
    """CR 613.1, 613.4: each layer in order; within it, timestamp order (613.7) with
    dependencies first (613.8). Whether every effect met on the way was plain
    (:mod:`grimoire.rules.world_inputs`)."""
    started: dict[Any, _Entry] = {}
    by_layer: dict[float, list[ce.ContinuousEffect]] = {}
    plain = True
    for effect in game.effects:  # CR 611.2b: the active ones, sorted into their layers once
        if effect.layers and ce.active(game, effect):
            plain = plain and plain_lasting(effect)
            for layer in effect.layers:
                by_layer.setdefault(layer, []).append(effect)
    statics = _statics(game, world)
    plain = plain and _all_plain(statics)
    seen = [chars.abilities for chars in world.values()]
    possible = set(by_layer)  # the layers some effect may apply in (others are skipped)
    for entry in statics.values():
        possible.update(entry.layers)
    for layer in ce.LAYERS:
        if layer not in possible:
            continue
        pending = _entries(game, statics, started, layer, by_layer.get(layer, []))
        while pending:
            _apply_layer(game, world, pending, layer, started)
            # The statics are looked for again only when this layer changed a permanent's
            # abilities (a new tuple: layers 4 and 6 replace it, never edit it).
            now = [chars.abilities for chars in world.values()]
            if all(map(is_, now, seen)):
                break
            statics, seen = _statics(game, world), now
            plain = plain and _all_plain(statics)
            for entry in statics.values():
                possible.update(entry.layers)
            # CR 613.8a: an ability this layer added whose own effect applies in this layer
            # too ("Max speed — This creature gets +0/+1 and has vigilance", granted in
            # layer 6, grants vigilance in layer 6) applies after the effect that added it.
            pending = [e for e in statics.values() if layer in e.layers and e.key not in started]
    return plain


def _all_plain(statics: dict[Any, _Entry]) -> bool:
    """Whether every static ability's effect in ``statics`` is plain."""
    return all(plain_static(e.static, e.condition) for e in statics.values()
               if e.static is not None)


def _apply_layer(game: Game, world: dict[int, Chars], pending: list[_Entry], layer: float,
                 started: dict[Any, _Entry]) -> None:
    """Apply the ``pending`` effects of ``layer`` in order (CR 613.7-8)."""
    while pending:
        entry = _next(game, world, pending, layer)
        pending.remove(entry)
        if entry.locked is None and not _exists(entry, world):
            continue  # an earlier effect took away the ability generating it (613.8a)
        if entry.locked is None:  # CR 613.6: the set is fixed where it starts to apply
            entry.locked = _targets(game, entry, world)
            started[entry.key] = entry
        for oid in entry.locked:
            chars = world.get(oid)
            if chars is not None:
                if chars.shared:  # the card data's own (_base): the world's copy to change
                    chars = world[oid] = chars.copy()
                _apply(game, entry, layer, chars)


def _exists(entry: _Entry, world: dict[int, Chars]) -> bool:
    """Whether a static ability's source (a permanent) still has that ability."""
    if entry.static is None or entry.source.id not in world:
        return True
    key = entry.key[1]
    return any(id(a) == key for a in world[entry.source.id].abilities)


def _next(game: Game, world: dict[int, Chars], pending: list[_Entry],
          layer: float) -> _Entry:
    """The next effect to apply (CR 613.8b-c): the earliest that depends on no other
    pending effect; in a dependency loop, timestamp order."""
    if len(pending) == 1 or layer > ce.LAYER_ABILITY:
        return pending[0]
    for entry in pending:
        if entry.locked is not None or entry.lasting is not None:
            return entry  # its set is fixed: it depends on nothing (see _depends)
        tried: set[Any] = set()  # effects with the same content change the world alike
        for other in pending:
            if other is entry:
                continue
            same = other.key if other.lasting is None else (
                other.lasting.content(), None if other.locked is None else tuple(other.locked))
            if same in tried:
                continue
            tried.add(same)
            if _depends(game, world, entry, other, layer):
                break
        else:
            return entry
    return pending[0]  # CR 613.8b: a loop: timestamp order


def _depends(game: Game, world: dict[int, Chars], entry: _Entry, other: _Entry,
             layer: float) -> bool:
    """CR 613.8a: whether applying ``other`` would change the existence of ``entry`` or
    what it applies to (tried on a copy of the world)."""
    if entry.locked is not None or entry.lasting is not None:
        return False  # its set is fixed: nothing can change what it applies to
    assert entry.static is not None
    if not reads(entry.static, entry.condition) & writes(other.static, other.lasting, layer):
        return False  # the other changes nothing this one reads (grimoire.rules.layer_reads)
    before = _targets(game, entry, world)
    trial = dict(world)  # copied where ``other`` applies (the rest is only read)
    targets = other.locked if other.locked is not None else _targets(game, other, world)
    for oid in targets:
        if oid in trial:
            changed = trial[oid] = world[oid].copy()
            _apply(game, other, layer, changed)
    ability_key = entry.key[1]
    source_chars = trial.get(entry.source.id)
    if source_chars is not None and entry.static is not None and not any(
            id(a) == ability_key for a in source_chars.abilities):
        return True  # applying the other removes the ability generating this effect
    saved = game.chars
    game.chars = _Partial(trial)
    try:
        after = _targets(game, entry, trial)
    finally:
        game.chars = saved
    return after != before


class _Nobody:
    """The source of an effect whose source no longer exists."""

    id = -1
    controller = 0
    timestamp = 0
    zone = "none"

    def counter(self, kind: str) -> int:
        return 0


_NOBODY: Any = _Nobody()


# --- reading -------------------------------------------------------------------------


def static_effects(game: Game) -> Iterator[tuple[GameObject, ir.StaticEffect]]:
    """Each static ability's effect on the battlefield with its permanent, as the layers
    give them (CR 613: an ability gained or lost counts; CR 613.1f)."""
    for oid in game.battlefield:
        obj = game.objects[oid]
        if not obj.info.statics:
            continue
        for ability in characteristics(game, obj).abilities:
            if isinstance(ability, ir.StaticAbility):
                yield obj, ability.effect


def power(game: Game, obj: GameObject) -> int:
    """The object's power now (0 if it has none): layers 7a-7d with counters."""
    chars = characteristics(game, obj)
    if chars.switched:
        return _stat(game, chars, chars.toughness, chars.t_mod, obj, 1)
    return _stat(game, chars, chars.power, chars.p_mod, obj, 0)


def toughness(game: Game, obj: GameObject) -> int:
    """The object's toughness now (0 if it has none)."""
    chars = characteristics(game, obj)
    if chars.switched:
        return _stat(game, chars, chars.power, chars.p_mod, obj, 0)
    return _stat(game, chars, chars.toughness, chars.t_mod, obj, 1)


def _stat(game: Game, chars: Chars, base: int | None, mod: int, obj: GameObject,
          which: int) -> int:
    value = (base or 0) + mod
    if chars.dynamic:
        from grimoire.rules.dynamic_boost import boost
        for sid, static in chars.dynamic:
            source = game.objects.get(sid)
            if source is not None:
                value += boost(game, source, static, obj.id)[which]
    if obj.counters:  # CR 613.4c: +X/+Y counters (CR 122.1a: +1/+1, -1/-1, +1/+0, -2/-1)
        for kind, count in obj.counters.items():
            pt = pt_counter(kind)
            if pt is not None:
                value += count * pt[which]
    return value


@cache
def pt_counter(kind: str) -> tuple[int, int] | None:
    """The +X/+Y a counter of ``kind`` gives (CR 122.1a), or None for another kind.

    >>> pt_counter("+1/+1"), pt_counter("-2/-1"), pt_counter("+1/+0"), pt_counter("charge")
    ((1, 1), (-2, -1), (1, 0), None)
    """
    match = re.fullmatch(r"([+-]\d+)/([+-]\d+)", kind)
    return None if match is None else (int(match.group(1)), int(match.group(2)))


def keywords(game: Game, obj: GameObject) -> frozenset[str]:
    """The keyword abilities the object has now, with keyword counters (CR 122.1b)."""
    result = characteristics(game, obj).keywords
    if obj.counters:
        extra = [k for k, n in obj.counters.items() if n > 0 and k in KEYWORD_COUNTERS]
        if extra:
            result = result | frozenset(extra)
    return result


def fresh_world(game: Game) -> dict[int, Chars]:
    """Every permanent's characteristics built anew, the cached world left as it was (to
    check the cache: :mod:`grimoire.rules.cache_check`)."""
    saved = game.chars
    game.chars = None
    try:
        return _current(game)
    finally:
        game.chars = saved
