"""Continuous effects from resolved spells and abilities, as data (CR 611).

One typed, immutable container on the game, ``game.effects``, holds every lasting change a
resolving spell or ability made to objects' characteristics ("target creature gets +3/+3
until end of turn", "gains flying until your next turn", "switch its power and toughness",
"it gains haste" from unearth). Each record says what it affects, in which layers, since
when (its timestamp, CR 613.7a-b) and for how long; :mod:`grimoire.rules.layers` applies
the records with the static abilities, layer by layer.

- *Affected*: a set of object ids locked in as the effect began (CR 611.2c: "an effect
  from a resolving spell or ability that modifies characteristics ... affects only the
  objects determined when it resolved"), or a filter read continuously (CR 611.2c's
  exception: an effect that doesn't modify characteristics, or a filter kept as such).
- *Duration*: :class:`Until` (CR 611.2a-b): until end of turn (ends in the cleanup step,
  CR 514.2), until a player's next turn (ends as it begins), for as long as its source is
  on the battlefield (CR 611.2b), until end of turn or until any player rolls a given
  result, whichever comes first (Drop Tower; CR 706.2: the result after modifiers, an
  ignored roll never happened, CR 706.6), or with no end. Every effect also ends when none of the
  objects it affects is there any more: an object that changes zones is a new object
  (CR 400.7), so a locked-in set names objects that no longer exist.

Expiry is generic (:func:`expire`): the turn structure calls it at the cleanup step and
as a turn begins; nothing else needs its own field.

>>> e = ContinuousEffect(source=3, timestamp=9, affected=frozenset({5}), power=2,
...                      toughness=2, until=Until.END_OF_TURN)
>>> e.layers
(7.3,)
>>> e.applies_to(5), e.applies_to(6)
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING

from grimoire.errors import GrimoireError
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks

if TYPE_CHECKING:
    from grimoire.rules.game import Game

LAYER_COPY = 1.0
LAYER_CONTROL = 2.0
LAYER_TEXT = 3.0
LAYER_TYPE = 4.0
LAYER_COLOR = 5.0
LAYER_ABILITY = 6.0
LAYER_PT_CDA = 7.1
LAYER_PT_SET = 7.2
LAYER_PT_MODIFY = 7.3
LAYER_PT_SWITCH = 7.4
LAYERS = (LAYER_COPY, LAYER_CONTROL, LAYER_TEXT, LAYER_TYPE, LAYER_COLOR, LAYER_ABILITY,
          LAYER_PT_CDA, LAYER_PT_SET, LAYER_PT_MODIFY, LAYER_PT_SWITCH)
"""CR 613.1 and 613.4: the layers and the sublayers of layer 7 (7a-7d), in order."""


class Until(Enum):
    """How long an effect lasts (CR 611.2a-b)."""

    END_OF_TURN = "end_of_turn"
    """Ends in the cleanup step (CR 514.2)."""
    END_OF_COMBAT = "end_of_combat"
    """ "until end of combat": ends as the combat phase ends (CR 511.2), at the latest in
    the cleanup step (CR 514.2)."""
    NEXT_TURN = "next_turn"
    """ "until your next turn": ends as ``player``'s next turn begins (CR 611.2a)."""
    WHILE_SOURCE = "while_source"
    """ "for as long as <source> remains on the battlefield" (CR 611.2b)."""
    END_OF_NEXT_TURN = "end_of_your_next_turn"
    """ "until the end of your next turn": ends in the cleanup step of ``player``'s next
    turn (the first turn of theirs after turn ``since``)."""
    WHILE_CONTROL = "while_you_control"
    """ "for as long as you control <source>" (CR 611.2b): ends when the source leaves the
    battlefield or another player gains control of it."""
    ROLL = "roll"
    """Until end of turn or until any player rolls ``roll_value`` (event index ``since``),
    whichever comes first (see :func:`until_roll_tag`)."""
    WHILE_TAPPED = "while_tapped"
    """ "for as long as <source> remains tapped" (CR 611.2b): ends when the source untaps or
    leaves the battlefield, for good (tapped again, it doesn't begin again); an untapping
    of the source is a ``Tapped`` event after event index ``since``."""
    WHILE_CONTROL_TAPPED = "while_control_tapped"
    """ "for as long as you control <source> and <source> remains tapped": both."""
    WHILE_COUNTER = "while_counter"
    """ "for as long as it has a feather counter on it" (CR 611.2b): ends once an affected
    object has no ``counter`` counter (and doesn't begin again)."""
    PERMANENT = "permanent"
    """No stated end: it lasts as long as the objects it affects (CR 400.7)."""


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """One continuous effect from a resolved spell or ability (see the module docstring).

    The changes it makes, each applied in its own layer (CR 613.6): ``control`` (layer 2),
    ``text_change`` (3), ``set_types`` / ``add_types`` / ``add_subtypes`` /
    ``remove_types`` (layer 4), ``colors`` (5), ``add_keywords`` /
    ``remove_keywords`` / ``lose_all`` (6), ``base_power`` / ``base_toughness`` (7b),
    ``power`` / ``toughness`` (7c), ``switch`` (7d).
    """

    source: int
    timestamp: int
    until: Until = Until.END_OF_TURN
    affected: frozenset[int] | None = None
    filter: ir.ObjectFilter | None = None
    controller: int = 0
    """Who controls the effect: "you" in ``filter``."""
    player: int = 0
    """Whose next turn ends an :attr:`Until.NEXT_TURN` effect."""
    roll_value: int = 0
    since: int = 0
    power: int = 0
    toughness: int = 0
    add_keywords: tuple[str, ...] = ()
    remove_keywords: tuple[str, ...] = ()
    lose_all: bool = False
    switch: bool = False
    base_power: int | None = None
    base_toughness: int | None = None
    add_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    set_types: bool = False
    """The types replace the card types and subtypes (CR 205.1a) instead of adding."""
    all_creature_types: bool = False
    """ "gains all creature types" (CR 205.3m)."""
    creature_subtypes: tuple[str, ...] | None = None
    """ "becomes a Frog": these replace its creature types (layer 4)."""
    colors: tuple[str, ...] | None = None
    add_colors: tuple[str, ...] = ()
    """Layer 5: colors added to the object's own ("in addition to its other colors")."""
    control: int | None = None
    """Layer 2: this player controls the affected objects (CR 613.1b)."""
    text_change: tuple[str, str, str] | None = None
    """Layer 3: ``(kind, old word, new word)`` replaced in the affected objects' text
    (CR 612, :mod:`grimoire.rules.text_change`)."""
    remove_types: tuple[str, ...] = ()
    """Layer 4: card types the objects lose ("isn't an artifact"; a non-creature has no
    creature types, CR 205.3d)."""
    counter: str | None = None
    """For :attr:`Until.WHILE_COUNTER`: the kind of counter the objects must keep."""
    land_subtypes: tuple[str, ...] | None = None
    """Layer 4: "becomes an Island": these replace a land's land types, and the new basic
    land types' mana abilities its rules text's abilities (CR 305.7)."""
    cant_have: bool = False
    """Layer 6: the objects "can't have" the ``remove_keywords`` while it lasts: applied
    after every other layer 6 effect, whatever its timestamp (the Arcane Lighthouse
    rulings: later grants and static grants don't give them back)."""

    layers: tuple[float, ...] = field(init=False, repr=False, compare=False)
    """The layers this effect applies in, in order (CR 613.6); fixed when it is made, since
    the layers are read for every effect each time characteristics are computed."""
    merge_key: tuple[object, ...] | None = field(init=False, repr=False, compare=False)
    """Everything but the timestamp and the layer 7c amounts: an effect made later with
    the same key merges with this one (:func:`add`); None for a switch (not idempotent) or
    an effect with a filter instead of a locked-in set."""

    def __post_init__(self) -> None:
        found: list[float] = []
        if self.control is not None:
            found.append(LAYER_CONTROL)
        if self.text_change is not None:
            found.append(LAYER_TEXT)
        if self.add_types or self.add_subtypes or self.set_types or self.all_creature_types \
                or self.creature_subtypes is not None or self.remove_types \
                or self.land_subtypes is not None:
            found.append(LAYER_TYPE)
        if self.colors is not None or self.add_colors:
            found.append(LAYER_COLOR)
        if self.add_keywords or self.remove_keywords or self.lose_all:
            found.append(LAYER_ABILITY)
        if self.base_power is not None or self.base_toughness is not None:
            found.append(LAYER_PT_SET)
        if self.power or self.toughness:
            found.append(LAYER_PT_MODIFY)
        if self.switch:
            found.append(LAYER_PT_SWITCH)
        object.__setattr__(self, "layers", tuple(found))
        object.__setattr__(self, "merge_key", None if self.switch or self.affected is None
                           else (
            self.source, self.until, self.affected, self.filter, self.controller,
            self.player, self.roll_value, self.since, self.add_keywords,
            self.remove_keywords, self.lose_all, self.base_power, self.base_toughness,
            self.add_types, self.add_subtypes, self.set_types, self.all_creature_types,
            self.creature_subtypes, self.colors, self.control, self.add_colors,
            self.remove_types, self.counter, self.land_subtypes, self.cant_have))

    def content(self) -> tuple[object, ...]:
        """Everything but the timestamp: two effects with the same content apply the same
        changes to the same objects (a free ability activated again and again)."""
        return (self.source, self.until, self.affected, self.filter, self.controller,
                self.player, self.roll_value, self.since, self.power, self.toughness,
                self.add_keywords, self.remove_keywords, self.lose_all, self.switch,
                self.base_power, self.base_toughness, self.add_types, self.add_subtypes,
                self.set_types, self.all_creature_types, self.creature_subtypes,
                self.colors, self.control, self.text_change, self.add_colors,
                self.remove_types, self.counter, self.land_subtypes, self.cant_have)

    def unsized(self) -> tuple[object, ...]:
        """:meth:`content` without the layer 7c amounts (``power``, ``toughness``)."""
        content = self.content()
        return content[:8] + content[10:]

    def applies_to(self, oid: int) -> bool:
        """Whether the locked-in set names ``oid`` (a filter is matched by the caller)."""
        return self.affected is not None and oid in self.affected


def add(game: Game, effect: ContinuousEffect) -> None:
    """Start ``effect`` (characteristics are computed again, CR 613).

    A run of identical effects (a free ability activated again and again: the same source,
    locked-in objects, duration and changes, only the timestamps and the layer 7c amounts
    differing) is kept as at most two records, with the characteristics one record per
    effect gives. The run must be unbroken: no other effect in the same layers and no
    permanent or emblem (a static ability's timestamp, CR 613.7a-b) came between its copies,
    so nothing applies between them in those layers' timestamp order (CR 613.7), and:

    - in layer 7c, which only adds (CR 613.4c), consecutive amounts add up in one record;
    - every other change is a "set" on its characteristic (control, types, colors,
      abilities gained or lost, base power and toughness): the first copy decides when a
      static ability waiting for it may apply (CR 613.8b), and the copies after it set
      again what such an ability changed; applying the same set twice in a row changes
      nothing, so the run keeps its first and its latest copy, each with its timestamp;
    - a switch (layer 7d) is not a set (two cancel out) and never merges, nor does an
      effect with a filter instead of a locked-in set (CR 611.2c), whose set is fixed only
      where it starts to apply (CR 613.6).

    Durations are part of the identity, so the records end exactly when the copies would
    have (CR 611.2, 514.2)."""
    key = effect.merge_key
    effects = game.effects
    latest = _run_end(effects, len(effects), key, effect.layers)
    if latest is not None and not _newer_statics(game, effects[latest].timestamp):
        last = effects[latest]
        if effect.layers in ((), (LAYER_PT_MODIFY,)) or _run_end(
                effects, latest, key, effect.layers) is not None:
            merged = replace(effect, power=last.power + effect.power,
                             toughness=last.toughness + effect.toughness)
            game.effects = (*effects[:latest], *effects[latest + 1:], merged)
            game.version += 1
            return
    game.effects = (*effects, effect)
    game.version += 1


def _run_end(effects: tuple[ContinuousEffect, ...], end: int, key: object,
             layers: tuple[float, ...]) -> int | None:
    """The index of the last of ``effects[:end]`` with merge key ``key``, if no effect after
    it (before ``end``) applies in one of ``layers``: nothing comes between them in those
    layers' timestamp order (CR 613.7). Effects in other layers (the -1/-0 beside "gains
    flying" from the same ability) don't break a run."""
    if key is None:
        return None
    for i in range(end - 1, -1, -1):
        other = effects[i]
        if other.merge_key == key:
            return i
        if not set(other.layers).isdisjoint(layers):
            return None
    return None


def _newer_statics(game: Game, timestamp: int) -> bool:
    """Whether a permanent or an emblem is newer than ``timestamp`` (its static abilities
    would apply between an effect of that timestamp and a new one, CR 613.7)."""
    objects = game.objects
    return any(objects[oid].timestamp > timestamp for oid in game.battlefield) or any(
        objects[oid].timestamp > timestamp for oid in game.command)


ROLL_PREFIX = "end_of_turn,roll:"
COUNTER_PREFIX = "while_counter:"
"""A duration ``while_counter:<kind>``: "for as long as it has a <kind> counter on it"."""


def until_roll_tag(since: int, value: int) -> str:
    """The duration of an effect begun at event ``since`` that ends at the cleanup step or
    on a roll of ``value``, whichever comes first, as plain data for an instruction:
    ``"end_of_turn,roll:<value>:<since>"``.

    >>> until_roll_tag(5, 1)
    'end_of_turn,roll:1:5'
    """
    return f"{ROLL_PREFIX}{value}:{since}"


def rolled_since(game: Game, since: int, value: int) -> bool:
    """Whether a die roll with result ``value`` happened since event ``since`` (CR 706.2:
    after modifiers; an ignored roll never happened, CR 706.6)."""
    return any(isinstance(e, ev.DieRolled) and not e.ignored and e.result == value
               for e in game.events[since:])


def lasting(game: Game, source: int, you: int, duration: str, affected: frozenset[int],
            **changes: object) -> ContinuousEffect:
    """A new effect from a resolving ability of ``source`` controlled by ``you`` on the
    objects ``affected``, lasting ``duration`` (an :data:`~grimoire.oracle.ir.Duration` or a
    roll tag, :func:`until_roll_tag`), with a new timestamp (CR 613.7a)."""
    game.timestamp += 1
    if duration.startswith(COUNTER_PREFIX):  # "for as long as it has a feather counter"
        changes["counter"] = duration[len(COUNTER_PREFIX):]
        duration = Until.WHILE_COUNTER.value
    until, player, value, since = _until(duration, you)
    if until is Until.END_OF_NEXT_TURN:
        since = game.turn
    if until in _TAPPED:
        since = len(game.events)
    effect = ContinuousEffect(source=source, timestamp=game.timestamp, until=until,
                              affected=affected, controller=you, player=player,
                              roll_value=value, since=since, **changes)  # type: ignore[arg-type]
    if until not in _TAPPED or active(game, effect):  # CR 611.2b: else it never starts
        add(game, effect)
    return effect


_TAPPED = frozenset({Until.WHILE_TAPPED, Until.WHILE_CONTROL_TAPPED})
"""The durations that last while the source remains tapped (CR 611.2b)."""


def untapped_since(game: Game, source: int, since: int) -> bool:
    """Whether ``source`` became untapped after event index ``since`` (CR 611.2b: a "for
    as long as ~ remains tapped" duration is over then, even if it is tapped again)."""
    return any(type(e) is ev.Tapped and e.untapped and e.object == source
               for e in game.events[since:])


def still_tapped(game: Game, source: int, since: int) -> bool:
    """Whether ``source`` is a tapped permanent that hasn't untapped since event ``since``."""
    obj = game.objects.get(source)
    return obj is not None and obj.zone == "battlefield" and obj.tapped \
        and not untapped_since(game, source, since)


def _until(duration: str, you: int) -> tuple[Until, int, int, int]:
    if duration.startswith(ROLL_PREFIX):
        value, since = (int(part) for part in duration[len(ROLL_PREFIX):].split(":"))
        return Until.ROLL, you, value, since
    if duration == "until_your_next_turn":
        return Until.NEXT_TURN, you, 0, 0
    try:
        return Until(duration), you, 0, 0
    except ValueError:
        raise GrimoireError(f"duration {duration!r} is not supported") from None


def active(game: Game, effect: ContinuousEffect) -> bool:
    """Whether ``effect`` applies now: its source is still there for a "for as long as"
    effect (CR 611.2b); no die roll ended an :attr:`Until.ROLL` effect."""
    if effect.until is Until.WHILE_SOURCE:
        source = game.objects.get(effect.source)
        return source is not None and source.zone == "battlefield"
    if effect.until is Until.WHILE_CONTROL:
        source = game.objects.get(effect.source)
        return source is not None and source.zone == "battlefield" and (
            source.controller == effect.controller)
    if effect.until is Until.ROLL:
        return not rolled_since(game, effect.since, effect.roll_value)
    if effect.until in _TAPPED:  # CR 611.2b: "for as long as ~ remains tapped"
        source = game.objects.get(effect.source)
        return still_tapped(game, effect.source, effect.since) and (
            effect.until is Until.WHILE_TAPPED
            or (source is not None and source.controller == effect.controller))
    if effect.until is Until.WHILE_COUNTER and effect.counter is not None \
            and effect.affected is not None:  # CR 611.2b: while each keeps its counter
        objects = game.objects
        return all(objects[oid].counter(effect.counter) > 0 for oid in effect.affected
                   if oid in objects)
    return True


def touching(game: Game, oid: int) -> list[ContinuousEffect]:
    """The active effects whose locked-in set names ``oid``."""
    return [e for e in game.effects if e.affected is not None and oid in e.affected
            and active(game, e)]


def expire(game: Game, *, cleanup: bool = False, turn_of: int | None = None,
           combat_over: bool = False) -> None:
    """End the effects whose duration is over: "until end of turn" ones in the cleanup step
    (CR 514.2, ``cleanup``); "until end of combat" ones as the combat phase ends (CR 511.2,
    ``combat_over``); "until your next turn" ones as ``turn_of``'s turn begins (CR
    611.2a); and any effect whose objects are all gone (CR 400.7) or whose "for as long as"
    source left (CR 611.2b)."""
    if not game.effects:
        return
    kept = tuple(e for e in game.effects
                 if not _over(game, e, cleanup, turn_of)
                 and not ((cleanup or combat_over) and e.until is Until.END_OF_COMBAT))
    moved = any(e.until in _TAPPED for e in kept)
    if moved:  # a "remains tapped" effect still running looks for untappings from now on
        kept = tuple(e if e.until not in _TAPPED else replace(e, since=len(game.events))
                     for e in kept)
    if moved or len(kept) != len(game.effects):
        game.effects = kept
        game.version += 1


def _over(game: Game, effect: ContinuousEffect, cleanup: bool, turn_of: int | None) -> bool:
    if cleanup and effect.until in (Until.END_OF_TURN, Until.ROLL):
        return True
    if cleanup and effect.until is Until.END_OF_NEXT_TURN and game.active == effect.player \
            and game.turn > effect.since:
        return True
    if turn_of is not None and effect.until is Until.NEXT_TURN and effect.player == turn_of:
        return True
    if effect.affected is not None and not any(
            (oid in game.objects and game.objects[oid].zone in ("battlefield", "stack"))
            or _absent(game, oid) for oid in effect.affected):
        return True
    return not active(game, effect)


def _absent(game: Game, oid: int) -> bool:
    """An object treated as though it doesn't exist that stays the same object (a
    phased-out permanent, CR 702.26b): its effects wait for it."""
    return any(absent(game, oid) for absent in hooks.ABSENT.funcs)
