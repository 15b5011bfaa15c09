"""When the layers' cached world still holds: what a "plain" world reads (CR 613).

:mod:`grimoire.rules.layers` computes every permanent's characteristics at once (a "world")
and keeps it until the game moves on. Most worlds read little: "Other Elves you control get
+1/+1", "Equipped creature gets +2/+2 and has flying", "Creatures your opponents control
lose flying" ask about the permanents' characteristics (which the earlier layers give),
their controllers, what is attached to what, counters and the continuous effects, and
nothing else ("as long as you control a Dinosaur" too). Such a world is *plain*
(:func:`plain_static`, :func:`plain_lasting`): it cannot change when a
player gains life, taps a land for mana, draws a card, casts a spell (the card goes from
hand to stack), declares attackers or a step begins. A world with anything else (an
"as long as" condition on life or hands, CR 611.3a; a characteristic-defining ability,
CR 604.3; "attacking creatures", "untapped creatures", "creatures dealt damage this turn"
...) is built again after every event, as before.

So a plain world is kept across the events of :data:`INERT` kinds and zone changes, as
long as the game's version, its continuous effects (a tuple replaced on every change), the
number of permanents, the objects in the command zone, and :func:`stamp` (each permanent's
id, own card data, controller, attachment, timestamp, choice as it entered and face-down
values, in battlefield order) are the same. A zone change to or from the battlefield or
the command zone changes those ids (CR 400.7: a moved object is a new object), unless the
world was built after the object moved: a permanent's world is built as it enters
(:func:`grimoire.rules.grants.now`), before its ``ZoneChanged`` event, and that world
holds. Counters are not in the stamp: every change of counters on an object is a
``CountersChanged`` event, which is not inert.

Unknown event kinds (a mechanism's own) are never inert; unknown filter fields (a
mechanism's ``hooks.FILTER_TESTS``) make a filter not plain.
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any

from grimoire.oracle import ir
from grimoire.rules import continuous as ce
from grimoire.rules import events as ev
from grimoire.rules.cardinfo import remember

if TYPE_CHECKING:
    from grimoire.rules.game import Game

INERT: frozenset[type] = frozenset({
    ev.TurnBegan, ev.StepBegan, ev.CardDrawn, ev.ManaProduced, ev.DamageDealt,
    ev.LifeChanged, ev.Sacrificed, ev.Destroyed, ev.Cycled, ev.Scried, ev.HandRevealed,
    ev.SpellCast, ev.SpellCopied,
    ev.AbilityActivated, ev.AbilityTriggered, ev.Resolved, ev.LandPlayed, ev.Tapped,
    ev.AttackersDeclared, ev.BlockersDeclared, ev.Shuffled, ev.MulliganTaken, ev.HandKept})
"""Events that change nothing a plain world reads: what they change (life, damage, mana,
tapped or attacking status, hands, libraries, the stack, the turn and step) is read only
by filters and conditions that make a world not plain; the zone changes, counters and
effects that come with them are events or changes of their own."""

_PLAIN_FIELDS = frozenset({
    "types_any", "types_all", "types_none", "subtypes_any", "subtypes_all", "subtypes_none",
    "supertypes", "supertypes_none", "colors_any", "colors_none", "colorless",
    "multicolored", "type_or_subtype", "zone", "another", "this_object", "token", "name",
    "mana_value", "keywords_all", "keywords_none", "counters",
    "attached_to_source", "attached_to_this", "chosen_quality", "is_spell", "or_ability",
    "spell_or_permanent", "with_targets", "single_target", "single_player_target",
    "ability_kinds", "rolls_dice"})
"""Filter fields that read only a plain world's inputs: characteristics (as the layers
give them), card data, the object itself, counters (CR 122.1b, 122.1a), attachments, the
choice made as the source entered (CR 607.2d), and stack-only tests (a permanent is
never a spell). ``controller`` and ``owner`` are plain unless they name the defending or
the enchanted player (combat and attachment of an Aura to a player)."""

_PLAIN_PLAYERS = frozenset({"any", "you", "opponent"})
_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(ir.ObjectFilter)}
_FILTERS: dict[int, tuple[ir.ObjectFilter, bool]] = {}


def plain_filter(flt: ir.ObjectFilter) -> bool:
    """Whether ``flt`` reads only what a plain world reads (memoised per filter)."""
    hit = _FILTERS.get(id(flt))
    if hit is not None and hit[0] is flt:
        return hit[1]
    plain = flt.controller in _PLAIN_PLAYERS and flt.owner in _PLAIN_PLAYERS and all(
        name in _PLAIN_FIELDS or name in ("controller", "owner")
        or getattr(flt, name) == default for name, default in _DEFAULTS.items())
    remember(_FILTERS, id(flt), (flt, plain))
    return plain


def plain_condition(condition: ir.Condition) -> bool:
    """Whether an "as long as" condition (CR 611.3a) reads only a plain world's inputs:
    "as long as you control <permanents>" with a plain filter (its controller is
    stamped), "as long as ~ has N or more <kind> counters on it", and negations and
    combinations of such conditions. Any other condition
    (life, cards in hand, whose turn it is...) may change with any event."""
    if isinstance(condition, ir.YouControl):
        return plain_filter(condition.filter)
    if isinstance(condition, ir.AmountCompare):  # "as long as ~ has seven or more quest
        amount = condition.amount  # counters on it": its counters (events of their own)
        return isinstance(amount, ir.CountersOn) and isinstance(amount.ref, ir.ThisObject)
    if isinstance(condition, ir.Not):
        return plain_condition(condition.condition)
    if isinstance(condition, ir.AllOf | ir.AnyOf):
        return all(plain_condition(c) for c in condition.conditions)
    return False


def plain_static(effect: ir.StaticEffect, condition: ir.Condition | None) -> bool:
    """Whether a static ability's layered effect is plain: a plain condition or none,
    not a characteristic-defining ability (CR 604.3: it counts things), and a plain
    filter."""
    if (condition is not None and not plain_condition(condition)) \
            or isinstance(effect, ir.PowerToughnessCDA) or (
                isinstance(effect, ir.SetCharacteristics) and effect.from_exiled):
        return False  # (the exiled cards are no plain input)
    if isinstance(effect, ir.ControlAttached | ir.LevelPowerToughness):
        return True  # the attachment (stamped) and level counters (events)
    flt = getattr(effect, "filter", None)
    return isinstance(flt, ir.ObjectFilter) and plain_filter(flt)


def plain_lasting(effect: ce.ContinuousEffect) -> bool:
    """Whether an effect of a resolved spell or ability is plain: a locked-in set of
    objects (CR 611.2c) or a plain filter, and no end read from die rolls or from whether
    its source remains tapped (CR 611.2b)."""
    if effect.until in (ce.Until.ROLL, ce.Until.WHILE_TAPPED, ce.Until.WHILE_CONTROL_TAPPED):
        return False  # (die rolls and the source's tapped status are not plain inputs)
    return effect.affected is not None or (
        effect.filter is not None and plain_filter(effect.filter))


def stamp(game: Game) -> list[tuple[object, ...]]:
    """What a plain world reads of each permanent, in battlefield order, besides its
    counters: which object it is (CR 400.7: a new id after every zone change), its own
    card data (without granted abilities), controllers, attachment, timestamp, choice as it
    entered and face-down characteristics."""
    objects = game.objects
    out: list[tuple[object, ...]] = []
    for oid in game.battlefield:
        obj = objects[oid]
        grant = obj.grant
        own = grant[0] if grant is not None and obj.info is grant[1] else obj.info
        out.append((oid, own, obj.controller, obj.own_controller, obj.attached_to,
                    obj.timestamp, obj.chosen, obj.hidden))
    return out


class Plain:
    """What a plain world was built from (see the module docstring)."""

    __slots__ = ("command", "effects", "stamp")

    def __init__(self, game: Game) -> None:
        self.effects = game.effects
        self.command = tuple(game.command)
        self.stamp = stamp(game)


def still_holds(game: Game, plain: Plain, since: int) -> bool:
    """Whether a plain world built from ``plain`` holds after the events from ``since``
    on (same version and number of permanents, checked by the caller): the events are
    inert or zone changes, and the effects, the command zone and the permanents (by id,
    :func:`stamp`) are the ones it was built from."""
    events = game.events
    for i in range(since, len(events)):
        kind = type(events[i])
        if kind not in INERT and kind is not ev.ZoneChanged:
            return False
    if game.effects is not plain.effects or tuple(game.command) != plain.command:
        return False
    # stamp(game) == plain.stamp, compared permanent by permanent without making the stamp
    # (asked after every batch of new events): the first difference ends it
    was = plain.stamp
    battlefield = game.battlefield
    if len(was) != len(battlefield):
        return False
    objects = game.objects
    for oid, old in zip(battlefield, was, strict=True):
        obj = objects[oid]
        grant = obj.grant
        own = grant[0] if grant is not None and obj.info is grant[1] else obj.info
        if old != (oid, own, obj.controller, obj.own_controller, obj.attached_to,
                   obj.timestamp, obj.chosen, obj.hidden):
            return False
    return True
