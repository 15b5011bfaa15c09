"""Triggered abilities (CR 603): matching events, and putting triggers on the stack.

One matcher per trigger IR type (:func:`matcher`), each declaring the event types it
watches, so an event is only tested against the triggers that could care. A matcher
returns the triggering object/player pairs (an "attacks" trigger fires once per attacker
it matches). Triggered abilities wait in ``game.pending_triggers`` until a player would
receive priority; then they go on the stack in APNAP order (CR 603.3b), each player
choosing the order of their own and the targets of each (CR 603.3d); one with no legal
targets is removed. Leaves-the-battlefield abilities "look back in time" (CR 603.10a):
the departed object's own abilities are checked against the event too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeVar

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules.cardinfo import GRAVEYARD_TRIGGERED, present
from grimoire.rules.objects import GameObject
from grimoire.rules.trigger_words import may_trigger
from grimoire.rules.values import condition_holds

if TYPE_CHECKING:
    from grimoire.rules.game import Game

Hit = tuple[int | None, int | None]
Matcher = Callable[["Game", GameObject, object, object], list[Hit]]
MATCHERS: dict[type, tuple[tuple[type, ...], Matcher]] = {}
F = TypeVar("F", bound=Matcher)


def matcher(trigger_type: type, *event_types: type) -> Callable[[F], F]:
    """Register the matcher of ``trigger_type``, watching ``event_types``."""
    def register(func: F) -> F:
        MATCHERS[trigger_type] = (event_types, func)
        return func
    return register


TRIGGERED_ONCE = "triggered_once:"
"""The flag an object gets when its "triggers only once each turn" ability at an index
triggers, followed by ``<index>:<turn>`` (a new object, CR 400.7, has none)."""


def first_this_turn(game: Game, source: GameObject, index: int) -> bool:
    """For an ability that "triggers only once each turn" (or "for the first time each
    turn"): whether ``source``'s ability at ``index`` hasn't triggered yet this turn, noting
    that it now has (a new object, CR 400.7, starts afresh)."""
    flag = f"{TRIGGERED_ONCE}{index}:{game.turn}"
    if flag in source.flags:
        return False
    source.flags = source.flags | {flag}
    return True


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack."""

    source: int
    controller: int
    index: int
    name: str
    trigger_object: int | None = None
    trigger_player: int | None = None
    produced: tuple[str, ...] = ()
    amount: int = 0
    """The number the event was about (damage dealt, counters put, highest natural...)."""
    ability: ir.TriggeredAbility | None = None
    """For a delayed triggered ability (CR 603.7): the ability itself."""
    roll: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
    """For a trigger on a die roll: (sides, naturals, results) of the roll that counts."""
    modes: tuple[int, ...] | None = None
    """A modal trigger's chosen modes, once chosen (CR 603.3c, 700.2b)."""
    bindings: tuple[tuple[str, tuple[int, ...]], ...] = ()
    """For a delayed triggered ability: the objects the resolution that created it named
    ("that card", "that token"; CR 603.7c)."""
    kept: ir.TriggeredAbility | None = None
    """The ability as it triggered: put on the stack as it is even if its source has lost
    it or changed since (CR 603.3, 113.7a; soak game 1477: a creature turned face up
    triggered, then changed before the trigger was put on the stack)."""


@dataclass(frozen=True, slots=True)
class Delayed:
    """A delayed triggered ability waiting for its event (CR 603.7); ``watch``: the objects
    it is about ("when that creature dies")."""

    ability: ir.TriggeredAbility
    controller: int
    source: int
    watch: tuple[int, ...] = ()
    bindings: tuple[tuple[str, tuple[int, ...]], ...] = ()
    """What the creating resolution had bound by name ("exile that card", "sacrifice it"):
    CR 603.7c, the delayed ability still refers to those objects when it resolves."""
    turn: int | None = None
    """For "when you next cast a spell this turn": the turn it was created in; it does
    nothing after that turn and is removed."""
    repeats: bool = False
    """ "Whenever that creature deals combat damage this turn": with ``turn`` it triggers
    each time its event happens that turn (CR 603.7c: a stated duration)."""


def _whose(whose: str, controller: int, player: int) -> bool:
    return whose == "each" or (player == controller) == (whose == "you")


def _self_or_filter(game: Game, source: GameObject, flt: ir.ObjectFilter | None,
                    obj: GameObject | None, oid: int) -> bool:
    if flt is None:
        return oid == source.id
    return obj is not None and query.matches(game, obj, flt, source.controller, source.id)


@matcher(ir.EntersTrigger, ev.ZoneChanged)
def _enters(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.EntersTrigger) and isinstance(event, ev.ZoneChanged)
    if event.to_zone != "battlefield" or not event.new:
        return []
    if event.from_zone in trig.not_from:  # "enters from anywhere other than a graveyard"
        return []
    obj = game.objects.get(event.new)
    return [(event.new, None)] if _self_or_filter(game, source, trig.filter, obj, event.new) \
        else []


@matcher(ir.DiesTrigger, ev.ZoneChanged)
def _dies(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.DiesTrigger | ir.LeavesTrigger)
    assert isinstance(event, ev.ZoneChanged)
    if event.from_zone != "battlefield":
        return []
    if isinstance(trig, ir.DiesTrigger) and event.to_zone != "graveyard":  # CR 700.4
        return []
    old = game.last_known.get(event.old) or game.objects.get(event.old)
    if _self_or_filter(game, source, trig.filter, old, event.old):
        # "that player" is the one who controlled it as it left (CR 603.10a)
        return [(event.new or event.old, old.controller if old is not None else None)]
    return []


matcher(ir.LeavesTrigger, ev.ZoneChanged)(_dies)


@matcher(ir.CardMovedTrigger, ev.ZoneChanged)
def _card_moved(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 603.6a, 603.10a: a card matching the filter moved into ``to_zone`` (not from the
    zones it excludes) or out of ``from_zone``; ``yours``: a card its controller owns."""
    assert isinstance(trig, ir.CardMovedTrigger) and isinstance(event, ev.ZoneChanged)
    if event.kind != "card" or (trig.to_zone is not None and event.to_zone != trig.to_zone) \
            or (trig.from_zone is not None and event.from_zone != trig.from_zone) \
            or event.from_zone in trig.not_from or event.from_zone == event.to_zone:
        return []
    if (trig.yours and event.owner != source.controller) or (
            trig.opponents and event.owner == source.controller):  # "an opponent's graveyard"
        return []
    card = game.objects.get(event.new) or game.last_known.get(event.old)
    if card is None or not query.matches(game, card, replace(trig.filter, zone=None),
                                         source.controller, source.id):
        return []
    if trig.first_each_turn and _moved_earlier_this_turn(game, source, trig, event):
        return []  # "for the first time each turn": an earlier event already was the first
    return [(event.new or event.old, event.owner)]


_BATCHED = (ir.CardMovedTrigger, ir.EntersTrigger, ir.DiesTrigger, ir.LeavesTrigger)
"""Triggers with ``once_per_batch`` ("Whenever one or more ...", CR 603.2c)."""


def batch_count(game: Game, source: GameObject, trig: object, event: object) -> int | None:
    """For a "one or more" trigger (``once_per_batch``) that ``event`` matched: 0 if an
    earlier event of its batch of simultaneous events matched too (the ability triggered on
    that one: once per batch, CR 603.2c), else how many of the batch's events match ("that
    many"); None for another trigger. Outside a batch the event is a batch of its own."""
    if not isinstance(trig, _BATCHED) or not trig.once_per_batch:
        return None
    batch = game.checking_batch
    if batch is None or not any(e is event for e in batch):
        return 1
    kinds, match = MATCHERS[type(trig)]
    count, before = 0, True
    for other in batch:
        if other is event:
            count, before = count + 1, False
        elif isinstance(other, kinds) and match(game, source, trig, other):
            if before:
                return 0
            count += 1
    return count


def _moved_earlier_this_turn(game: Game, source: GameObject, trig: ir.CardMovedTrigger,
                             event: ev.ZoneChanged) -> bool:
    """Whether an event of this turn before ``event`` matched ``trig`` too (the events of
    a batch are checked one at a time with the log as it stood, so the batch's first
    matching card is the turn's first event, CR 603.2c)."""
    plain = replace(trig, first_each_turn=False)
    for earlier in reversed(game.events):
        if type(earlier) is ev.TurnBegan:
            return False
        if earlier is not event and type(earlier) is ev.ZoneChanged \
                and _card_moved(game, source, plain, earlier):
            return True
    return False


@matcher(ir.AttacksTrigger, ev.AttackersDeclared, ev.BlockersDeclared)
def _attacks(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.AttacksTrigger)
    if isinstance(event, ev.BlockersDeclared):
        if not trig.or_blocks:
            return []
        # CR 509.3a: "whenever ~ blocks" triggers once per blocking creature it matches
        blockers = dict.fromkeys(b for b, _ in event.blocks)
        return [(b, None) for b in blockers
                if _self_or_filter(game, source, trig.filter, game.objects.get(b), b)]
    assert isinstance(event, ev.AttackersDeclared)
    if trig.alone and len(event.attackers) != 1:
        return []  # CR 506.5: "attacks alone": the only creature declared as an attacker
    if len(event.attackers) < trig.at_least:
        return []  # battalion: "and at least two other creatures attack" (CR 508.1)
    hits: list[Hit] = [(a, -1 - d if d < 0 else None)  # CR 508.3a; "that player": the
                       for a, d in event.attackers  # attacked player (CR 506.2)
                       if _self_or_filter(game, source, trig.filter, game.objects.get(a), a)]
    if trig.with_greater_power or trig.most_life or trig.a_player:  # training, dethrone
        # (CR 702.149a, 702.105a), "attacks a player" (CR 508.1b)
        hits = [h for h in hits if all(holds(game, trig, event, h[0])
                                       for holds in hooks.ATTACK_CONDITIONS.funcs)]
    return hits


@matcher(ir.CombatDamageTrigger, ev.DamageDealt)
def _combat_damage(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.CombatDamageTrigger) and isinstance(event, ev.DamageDealt)
    if not event.combat or (trig.to_player and event.target >= 0 and not (
            trig.or_planeswalker and _is_planeswalker(game, event.target)) and not (
            trig.or_battle and _is_planeswalker(game, event.target, "battle"))):
        return []
    if trig.to_enchanted_player and (source.attached_to is None
                                     or source.attached_to != event.target):
        return []  # the player the Aura enchants is -1 - seat, like the event's target
    if not _self_or_filter(game, source, trig.filter, game.objects.get(event.source),
                           event.source):
        return []
    player = -1 - event.target if event.target < 0 else None
    if trig.to_you and player != source.controller:
        return []  # "deals combat damage to you"
    if trig.player_quality is not None and (
            player is None or not _damaged_player_is(game, source, trig.player_quality, player)):
        return []  # "to a player who controls more lands than you" (CR 603.2)
    if trig.batch and _earlier_in_step(game, source, trig, event):
        return []  # "one or more creatures ... deal combat damage": once (CR 603.2c)
    return [(event.source, player)]


def _is_planeswalker(game: Game, oid: int, kind: str = "planeswalker") -> bool:
    """Whether the permanent dealt damage is a planeswalker (or a ``kind``: a battle) as it
    last existed."""
    obj = game.objects.get(oid) or game.last_known.get(oid)
    return obj is not None and kind in obj.info.types


def _earlier_in_step(game: Game, source: GameObject, trig: ir.CombatDamageTrigger,
                     event: ev.DamageDealt) -> bool:
    """Whether combat damage dealt earlier in the same combat damage step (CR 510.2: the
    step's damage is one simultaneous event) already matched ``trig`` (to the same player,
    for ``batch="player"``)."""
    for earlier in reversed(game.events):
        if earlier is event:
            continue
        if type(earlier) is ev.StepBegan:
            return False
        if type(earlier) is ev.DamageDealt and earlier.combat and earlier.target < 0 and (
                trig.batch == "step" or earlier.target == event.target) and _self_or_filter(
                game, source, trig.filter, game.objects.get(earlier.source), earlier.source):
            return True
    return False


def _damaged_player_is(game: Game, source: GameObject, quality: object, seat: int) -> bool:
    """Whether the damaged player ``seat`` has ``quality`` (``CheckedPlayer()`` is them,
    "you" the source's controller), as the damage is dealt."""
    pending = PendingTrigger(source.id, source.controller, -1, source.name, None, seat)
    return intervening_if(game, pending, quality, checked=seat)


@matcher(ir.StepTrigger, ev.StepBegan)
def _step(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.StepTrigger) and isinstance(event, ev.StepBegan)
    if event.step != trig.step:
        return []
    if trig.enchanted:  # "enchanted creature's controller" / "enchanted player" (CR 303.4)
        att = source.attached_to
        host = game.objects.get(att) if att is not None and att >= 0 else None
        player = -1 - att if att is not None and att < 0 else (
            host.controller if host is not None else None)
        return [(att if host is not None else None, event.player)] \
            if player == event.player else []
    if not _whose(trig.whose, source.controller, event.player):
        return []
    return [(None, event.player)]


@matcher(ir.CastThisTrigger, ev.SpellCast)
def _cast_this(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 603.2, 113.6c: "when you cast this spell" triggers on its own cast event."""
    assert isinstance(event, ev.SpellCast)
    return [(event.spell, event.player)] if event.spell == source.id else []


@matcher(ir.CastTrigger, ev.SpellCast, ev.SpellCopied)
def _cast(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.CastTrigger)
    assert isinstance(event, ev.SpellCast | ev.SpellCopied)
    if isinstance(event, ev.SpellCopied) and (
            not trig.or_copy or trig.targets_source or trig.nth_each_turn is not None):
        return []  # CR 707.10: a copy isn't cast; only "cast or copy" sees it
    spell = game.objects.get(event.spell)
    if spell is None or not _whose(trig.whose, source.controller, event.player):
        return []
    if trig.enchanted_player and source.attached_to != -1 - event.player:
        return []  # "whenever enchanted player casts ..." (a player is -1 - seat)
    if not query.matches(game, spell, trig.filter, source.controller, source.id):
        return []
    if trig.targets_source and source.id not in getattr(event, "targets", ()):
        return []  # "a spell that targets this creature" (CR 115.1: chosen on casting)
    if trig.from_zone is not None and (isinstance(event, ev.SpellCopied) or not cast_from(
            game, event.spell, trig.from_zone)):
        return []  # "a spell from your graveyard" (a copy isn't cast from anywhere)
    if trig.nth_each_turn is not None and _spells_this_turn(
            game, source, trig, event.player) != trig.nth_each_turn:
        return []  # "your second spell each turn": this event is the Nth of the turn
    return [(event.spell, event.player)]


def cast_from(game: Game, spell: int, zone: str) -> bool:
    """Whether the spell ``spell`` was cast from ``zone`` (``"not_hand"``: from anywhere but
    its owner's hand): CR 601.2a, the zone it moved to the stack from, this turn."""
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if isinstance(event, ev.ZoneChanged) and event.new == spell and event.to_zone == "stack":
            return event.from_zone != "hand" if zone == "not_hand" else event.from_zone == zone
    return False


def _spells_this_turn(game: Game, source: GameObject, trig: ir.CastTrigger,
                      player: int) -> int:
    """How many spells ``trig`` would see ``player`` cast this turn (this one too), each as
    it was on the stack (its last known information once it left, CR 608.2h): "your first
    enchantment spell each turn" counts the spells cast before the source existed too."""
    flt = trig.filter
    if flt == _ANY_SPELL and trig.from_zone is None:
        return count_this_turn(game, ev.SpellCast, player)
    count = 0
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if isinstance(event, ev.SpellCast) and event.player == player:
            spell = game.objects.get(event.spell) or game.last_known.get(event.spell)
            if spell is not None and query.matches(game, spell, flt, source.controller,
                                                   source.id) and (
                    trig.from_zone is None or cast_from(game, event.spell, trig.from_zone)):
                count += 1
    return count


_ANY_SPELL = ir.ObjectFilter(zone="stack", is_spell=True)


def _dice_this_turn(game: Game, player: int) -> int:
    """How many dice ``player`` rolled this turn, ignored rolls excluded (CR 706.6)."""
    count = 0
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if isinstance(event, ev.DieRolled) and event.player == player and not event.ignored:
            count += 1
    return count


def count_this_turn(game: Game, event_type: type, player: int) -> int:
    """How many ``event_type`` events of ``player`` this turn's log holds (this one too)."""
    count = 0
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if isinstance(event, event_type) and getattr(event, "player", None) == player:
            count += 1
    return count


@matcher(ir.DiceRolledTrigger, ev.DieRolled, ev.RollCompleted)
def _dice(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """Per die (DieRolled) unless ``once_per_roll`` ("one or more dice": RollCompleted)."""
    assert isinstance(trig, ir.DiceRolledTrigger)
    assert isinstance(event, ev.DieRolled | ev.RollCompleted)
    if not trig.any_player and not _whose(trig.whose, source.controller, event.player):
        return []
    if trig.nth_each_turn is not None and (  # "your third die each turn" (CR 706.6: ignored
            not isinstance(event, ev.DieRolled) or event.ignored  # rolls never happened)
            or _dice_this_turn(game, event.player) != trig.nth_each_turn):
        return []
    planar = event.sides == 0  # CR 901.9: the planar die has no numbers
    if trig.planar != planar and (trig.planar or trig.sides is not None
                                  or trig.natural is not None or trig.result_min is not None):
        return []
    if trig.sides is not None and event.sides != trig.sides:
        return []
    if isinstance(event, ev.DieRolled):
        if event.ignored or (trig.once_per_roll and not planar):
            return []  # CR 706.6: an ignored roll never happened; per-roll uses RollCompleted
        faces = [(event.natural, event.result)]
    else:
        if not trig.once_per_roll:
            return []
        faces = list(zip(event.naturals, event.results, strict=True))
    for natural, result in faces:
        if trig.natural is not None and natural != trig.natural:
            continue
        if trig.highest_natural and (planar or natural != event.sides):
            continue  # "a die's highest natural result" (CR 706.2); the planar die has none
        if trig.result_min is not None and result < trig.result_min:
            continue
        if trig.result_max is not None and result > trig.result_max:
            continue
        return [(None, event.player)]
    return []


@matcher(ir.SacrificeTrigger, ev.Sacrificed)
def _sacrifice(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.SacrificeTrigger) and isinstance(event, ev.Sacrificed)
    if not _whose(trig.whose, source.controller, event.player):
        return []
    old = game.last_known.get(event.object) or game.objects.get(event.object)
    if old is None or not query.matches(game, old, trig.filter, source.controller, source.id):
        return []
    return [(event.object, event.player)]


@matcher(ir.BecomesMonstrousTrigger, ev.BecameMonstrous)
def _monstrous(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.BecomesMonstrousTrigger) and isinstance(event, ev.BecameMonstrous)
    hit = event.object == source.id and event.designation == trig.designation
    return [(event.object, None)] if hit else []


@matcher(ir.DamageTrigger, ev.DamageDealt)
def _damage(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.DamageTrigger) and isinstance(event, ev.DamageDealt)
    oid = event.target if trig.receives else event.source
    if oid < 0 or (trig.combat_only and not event.combat) or event.amount < trig.at_least:
        return []
    if trig.noncombat_only and event.combat:  # CR 510.2: only a combat damage step's is combat
        return []
    if trig.recipient != "any" and not _recipient_ok(game, source, trig.recipient, event.target):
        return []
    # CR 608.2h: a spell that dealt the damage may have left the stack since: as it last was
    dealer = game.objects.get(oid) or game.last_known.get(oid)
    if not _self_or_filter(game, source, trig.filter, dealer, oid):
        return []
    player = -1 - event.target if event.target < 0 else None
    if trig.source_controller:  # "that source's controller" (CR 608.2h: as it last was)
        dealt_by = game.objects.get(event.source) or game.last_known.get(event.source)
        player = dealt_by.controller if dealt_by is not None else None
    if trig.recipient == "creature" and not trig.receives:
        # "deals damage to a creature, destroy that creature": the creature dealt damage
        return [(event.target, None)]
    return [(oid, player)]


def _recipient_ok(game: Game, source: GameObject, recipient: str, target: int) -> bool:
    """ "deals damage to a player / an opponent / a creature" (CR 120.3)."""
    if recipient in ("player", "opponent"):
        return target < 0 and (recipient == "player" or -1 - target != source.controller)
    if target < 0:  # "deals damage to you [or a permanent you control]"
        return recipient in ("you", "you_or_yours") and -1 - target == source.controller
    if recipient == "you":
        return False
    if recipient == "you_or_yours":  # CR 110.2: the permanent's controller as it was dealt
        dealt = game.objects.get(target) or game.last_known.get(target)  # damage
        return dealt is not None and dealt.controller == source.controller
    obj = game.objects.get(target) or game.last_known.get(target)
    return target >= 0 and obj is not None and query.is_creature(game, obj)


@matcher(ir.VisitRollTrigger, ev.VisitRolled)
def _visit_roll(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.VisitRollTrigger) and isinstance(event, ev.VisitRolled)
    if event.player != source.controller:
        return []
    if trig.result is not None and event.result != trig.result:
        return []
    return [(None, event.player)]


@matcher(ir.PhasedTrigger, ev.Phased)
def _phased(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    # CR 702.26: "whenever ~ phases in / out" (a phasing-out permanent is checked as the
    # event happens, before it leaves: CR 603.10a, grimoire.mechanics.phasing)
    assert isinstance(trig, ir.PhasedTrigger) and isinstance(event, ev.Phased)
    if event.out != trig.out:
        return []
    obj = game.objects.get(event.object) or game.last_known.get(event.object)
    return [(event.object, None)] if _self_or_filter(game, source, trig.filter, obj,
                                                     event.object) else []


@matcher(ir.AttractionVisitedTrigger, ev.AttractionVisited)
def _attraction_visited(game: Game, source: GameObject, trig: object,
                        event: object) -> list[Hit]:
    # CR 701.49a: "whenever you visit an Attraction": once per Attraction visited
    assert isinstance(event, ev.AttractionVisited)
    return [(event.object, event.player)] if event.player == source.controller else []


@matcher(ir.CrankTrigger, ev.Cranked)
def _crank(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    # Unstable: "Whenever you crank ~" (see grimoire.mechanics.contraptions).
    assert isinstance(event, ev.Cranked)
    if event.object != source.id or event.player != source.controller:
        return []
    return [(None, event.player)]


@matcher(ir.EndOfCombatTrigger, ev.StepBegan)
def _end_of_combat(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(event, ev.StepBegan)
    return [(None, event.player)] if event.step == "end_of_combat" else []  # CR 511.2


@matcher(ir.TappedForManaTrigger, ev.ManaProduced)
def _tapped_for_mana(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.TappedForManaTrigger) and isinstance(event, ev.ManaProduced)
    if not event.tapped_for_mana:
        return []
    if trig.mana_type is not None and trig.mana_type not in event.mana:
        return []
    obj = game.objects.get(event.source)
    if obj is None or not query.matches(game, obj, trig.filter, source.controller, source.id):
        return []
    return [(event.source, event.player)]


@matcher(ir.LifeGainTrigger, ev.LifeChanged)
def _life_gain(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.LifeGainTrigger) and isinstance(event, ev.LifeChanged)
    if event.amount <= 0 or not _whose(trig.whose, source.controller, event.player):
        return []
    if trig.first_each_turn and _first_gain(game, event.player) is not event:
        return []  # "for the first time each turn": a later life-gain event (CR 603.2)
    return [(None, event.player)]


def _first_gain(game: Game, player: int) -> object:
    """``player``'s first life-gain event this turn (CR 119.9: each gain is one event)."""
    first: object = None
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            break
        if isinstance(event, ev.LifeChanged) and event.player == player and event.amount > 0:
            first = event
    return first


@matcher(ir.LifeLossTrigger, ev.LifeChanged)
def _life_loss(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.LifeLossTrigger) and isinstance(event, ev.LifeChanged)
    if event.amount >= 0 or not _whose(trig.whose, source.controller, event.player):
        return []  # CR 119.3: life lost
    return [(None, event.player)]


@matcher(ir.DrawTrigger, ev.CardDrawn)
def _draw(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.DrawTrigger) and isinstance(event, ev.CardDrawn)
    if not _whose(trig.whose, source.controller, event.player):
        return []
    return [(event.card, event.player)]


def _check_source(game: Game, source: GameObject, event: object,
                  zone: str = "battlefield") -> None:
    for index, ability in source.info.triggered:
        if ability.zone != zone:
            continue  # CR 113.6: an ability functions only from its zone
        entry = MATCHERS.get(type(ability.trigger))
        if entry is None or not isinstance(event, entry[0]):
            continue
        for tobj, tplayer in entry[1](game, source, ability.trigger, event):
            produced = event.mana if isinstance(event, ev.ManaProduced) else ()
            # CR 613.1f: a granted ability is kept with the trigger, since the grant may end
            # before it is put on the stack (CR 113.7a)
            granted = ability if source.grant is not None and \
                index >= len(source.grant[0].card.abilities) else None
            amount = batch_count(game, source, ability.trigger, event)  # (CR 603.2c)
            if amount == 0:
                break  # triggered on an earlier event of this batch
            pending = PendingTrigger(source.id, source.controller, index, source.name, tobj,
                                     tplayer, produced, event_amount(event) if amount is None
                                     else amount, ability=granted,
                                     roll=event_roll(event), kept=ability)
            if ability.condition is not None and not intervening_if(
                    game, pending, ability.condition, _own_x(source, ability)):
                continue  # CR 603.4: the intervening "if" is false: it doesn't trigger
            if ability.once_each_turn and not first_this_turn(game, source, index):
                continue  # "This ability triggers only once each turn."
            if ability.is_mana_ability:  # CR 605.3b: resolves at once
                game.resolve_trigger_now(pending, ability)
            else:
                game.pending_triggers.append(pending)
                for extra in hooks.EXTRA_TRIGGERS.in_game(game) if zone == "battlefield" else ():
                    game.pending_triggers += [pending] * extra(game, source, event, tobj)


def _own_x(source: GameObject, ability: ir.TriggeredAbility) -> int:
    """CR 107.3m: an object's own enters trigger reads the X its spell was cast with."""
    own_etb = isinstance(ability.trigger, ir.EntersTrigger) and ability.trigger.filter is None
    return source.x if own_etb else 0


def intervening_if(game: Game, pending: PendingTrigger, condition: object, x: int = 0,
                   checked: int | None = None) -> bool:
    """CR 603.4: whether a trigger's intervening "if" holds, checked as the trigger event
    occurs (and again as the ability resolves, :func:`grimoire.rules.turn.resolve_top`);
    ``checked``: the player ``CheckedPlayer()`` names."""
    from grimoire.rules.resolution import DieRecord, Resolution
    res = Resolution(source=pending.source, controller=pending.controller,
                     source_name=pending.name, trigger_object=pending.trigger_object,
                     trigger_player=pending.trigger_player, x=x)
    res.scratch["event_amount"] = pending.amount
    if checked is not None:
        res.scratch["checked_player"] = checked
    if pending.roll is not None:
        res.die = DieRecord(*pending.roll)
    return condition_holds(game, res, condition)


def event_roll(event: object) -> tuple[int, tuple[int, ...], tuple[int, ...]] | None:
    """The roll a dice event reports, as (sides, naturals, results); None for other events
    and for the planar die (no numerical result, CR 706.7)."""
    if isinstance(event, ev.RollCompleted) and event.sides:
        return (event.sides, event.naturals, event.results)
    if isinstance(event, ev.DieRolled) and event.sides and not event.ignored:
        return (event.sides, (event.natural,), (event.result,))
    return None


def event_amount(event: object) -> int:
    """The number an event is about, for "that much" (EventAmount)."""
    if isinstance(event, ev.DamageDealt | ev.CountersChanged):
        return event.amount
    if isinstance(event, ev.LifeChanged):
        return abs(event.amount)
    if isinstance(event, ev.RollCompleted):
        return sum(event.results)  # "the result" (CR 706.2): the total with several dice
    if isinstance(event, ev.DieRolled):
        return event.result
    if isinstance(event, ev.VisitRolled):
        return event.result
    return 0


def _check_delayed(game: Game, event: object) -> None:
    kept: list[Delayed] = []
    fired = False
    for entry in game.delayed:
        if entry.turn is not None and entry.turn != game.turn:
            fired = True  # "this turn" is over: it can no longer trigger (CR 603.7c)
            continue
        matcher_entry = MATCHERS.get(type(entry.ability.trigger))
        source = game.objects.get(entry.source) or game.last_known.get(entry.source)
        hits: list[Hit] = []
        if matcher_entry is not None and source is not None and isinstance(
                event, matcher_entry[0]):
            probe = source.copy()
            probe.controller = entry.controller
            for watched in entry.watch or (entry.source,):
                probe.id = watched
                hits = matcher_entry[1](game, probe, entry.ability.trigger, event)
                if hits:
                    break
        if hits:
            fired = True  # CR 603.7c: a delayed triggered ability triggers only once ...
            if entry.repeats:  # ... unless it has a stated duration ("this turn")
                kept.append(entry)
            for tobj, tplayer in hits if entry.repeats else hits[:1]:  # (each blocker...)
                pending = PendingTrigger(entry.source, entry.controller, -1,
                                         source.name if source else "", tobj, tplayer, (),
                                         event_amount(event), entry.ability,
                                         bindings=entry.bindings)
                condition = entry.ability.condition
                if condition is None or intervening_if(game, pending, condition):  # 603.4
                    game.pending_triggers.append(pending)
        else:
            kept.append(entry)
    if fired:
        game.delayed = tuple(kept)


_GRAVEYARD_WORDS = frozenset({GRAVEYARD_TRIGGERED})


def check(game: Game, event: object, departed: tuple[GameObject, ...] | None = None) -> None:
    """Find every triggered ability ``event`` triggers (called for each event).
    ``departed``: the permanents that left the battlefield in the same batch of
    simultaneous events (:mod:`grimoire.rules.batch`), whose leaves-the-battlefield
    abilities look back in time at it (CR 603.10a); by default only the event's own."""
    if game.delayed:
        _check_delayed(game, event)
    if game.n_watchers and may_trigger(game, type(event), MATCHERS):  # (else none can)
        for oid in list(game.battlefield):
            obj = game.objects.get(oid)
            if obj is not None and obj.info.triggered:
                _check_source(game, obj, event)
        # CR 113.6k: abilities that work from a graveyard (none in a game whose cards have
        # none, cardinfo.present: no scan of the graveyards for each event)
        for player in game.players if present(game, _GRAVEYARD_WORDS) else ():
            for oid in list(player.graveyard):
                obj = game.objects.get(oid)
                if obj is not None and obj.info.graveyard_triggered:  # graveyard_triggers
                    _check_source(game, obj, event, "graveyard")
    if game.n_watchers and game.command:  # CR 114.4: emblems' triggered abilities work
        for check_command in hooks.COMMAND_ZONE_TRIGGERS.funcs:  # from the command zone
            check_command(game, event)
    for oid in list(game.exile):  # CR 113.6: abilities that work from exile (suspend)
        obj = game.objects.get(oid)
        if obj is not None and obj.info.exile_triggered:
            _check_source(game, obj, event, "exile")
    if game.command:  # eminence: a commander's abilities that work from the command zone
        for oid in list(game.command):
            obj = game.objects.get(oid)
            if obj is not None and obj.info.command_triggered:
                _check_source(game, obj, event, "command")
    if isinstance(event, ev.Cycled):
        _check_cycled(game, event)
    if isinstance(event, ev.SpellCast):
        spell = game.objects.get(event.spell)  # CR 113.6c: the spell's own abilities that
        if spell is not None and spell.info.triggered:  # work on the stack
            _check_source(game, spell, event, "stack")
    gone_id: int | None = None  # CR 603.10a: leaves-the-battlefield abilities look back
    if isinstance(event, ev.ZoneChanged):
        gone_id = event.old if event.from_zone == "battlefield" else None
    elif isinstance(event, ev.Destroyed):  # ... also at who destroyed it (CR 701.8a)
        gone_id = event.object
    if gone_id is not None:
        if departed is None:
            old = game.last_known.get(gone_id)
            departed = (old,) if old is not None and old.info.triggered else ()
        for gone in departed:
            _check_source(game, gone, event)  # CR 603.10a: look back in time
    elif departed and isinstance(event, ev.Sacrificed | ev.Exploited):
        for gone in departed:  # a sacrifice seen by the permanents that left with it, itself
            _check_source(game, gone, event)  # included (CR 603.10a; the Ordeals' rulings)
    for check_last in hooks.LAST_TRIGGER_SOURCES.in_game(game):  # CR 901.7: planes,
        check_last(game, event)


def _check_cycled(game: Game, event: ev.Cycled) -> None:
    """CR 702.29c: "When you cycle this card" triggers from whatever zone the cycled card
    winds up in."""
    card = game.objects.get(event.card)
    if card is None:
        return
    for index, ability in card.info.triggered:
        trig = ability.trigger
        if isinstance(trig, ir.PlayerActionTrigger) and trig.action == "cycle_this":
            for tobj, tplayer in MATCHERS[ir.PlayerActionTrigger][1](game, card, trig, event):
                if ability.once_each_turn and not first_this_turn(game, card, index):
                    continue
                game.pending_triggers.append(PendingTrigger(
                    card.id, card.controller, index, card.name, tobj, tplayer))


def _register_more() -> None:
    """Register the matchers of :mod:`grimoire.rules.more_triggers` (imported late: it
    uses :func:`matcher` from this module)."""
    import grimoire.rules.more_triggers
    import grimoire.rules.transform  # noqa: F401  (day and night, CR 728.1a)


def graveyard_triggers(card: ir.CardDefinition) -> bool:
    """Whether ``card`` has a triggered ability that works from its owner's graveyard
    (CR 113.6k: "return this card from your graveyard ...")."""
    return any(isinstance(a, ir.TriggeredAbility) and a.zone == "graveyard"
               for a in card.abilities)


_register_more()
