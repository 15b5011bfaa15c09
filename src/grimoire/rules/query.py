"""Reading the game: characteristics after continuous effects, and filter matching.

Power, toughness, keywords, types, subtypes, supertypes, colors and names come from
:func:`grimoire.rules.layers.characteristics` (CR 613: the layer system); with no
continuous effect in the game (no static ability on the battlefield, no effect from a
resolved ability, nothing in the command zone) they are the object's own values plus
counters, read without building anything.
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, layers
from grimoire.rules.cardinfo import CardInfo, remember
from grimoire.rules.die_rollers import ability_kind, lets_roll_dice
from grimoire.rules.objects import GameObject, Seat, Target

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


_EVALUATING: set[int] = set()


def static_condition(game: Game, source: GameObject, condition: ir.Condition) -> bool:
    """Whether an "as long as" condition of ``source``'s static ability holds now
    (CR 611.3a); a condition that reads itself while being evaluated is false."""
    if source.id in _EVALUATING:
        return False
    from grimoire.rules.resolution import Resolution
    from grimoire.rules.values import condition_holds
    _EVALUATING.add(source.id)
    try:
        return condition_holds(game, Resolution(source=source.id,
                                                controller=source.controller), condition)
    finally:
        _EVALUATING.discard(source.id)


def power(game: Game, obj: GameObject) -> int:
    """The object's power now (0 if it has none; CR 613.4, :mod:`grimoire.rules.layers`)."""
    if not (game.n_statics or game.effects or game.command or game.n_granted) \
            and obj.info.cda is None:  # (not layers.relevant, inline: a hot path)
        value = obj.info.power or 0
        if obj.counters:  # CR 122.1a: every +X/+Y counter
            value += sum(n * pt[0] for k, n in obj.counters.items()
                         if (pt := layers.pt_counter(k)) is not None)
        return value
    return layers.power(game, obj)


def toughness(game: Game, obj: GameObject) -> int:
    """The object's toughness now (0 if it has none)."""
    if not (game.n_statics or game.effects or game.command or game.n_granted) \
            and obj.info.cda is None:  # (not layers.relevant, inline: a hot path)
        value = obj.info.toughness or 0
        if obj.counters:  # CR 122.1a: every +X/+Y counter
            value += sum(n * pt[1] for k, n in obj.counters.items()
                         if (pt := layers.pt_counter(k)) is not None)
        return value
    return layers.toughness(game, obj)


def keywords(game: Game, obj: GameObject) -> frozenset[str]:
    """The keyword abilities the object has now (printed, granted, from statics and
    keyword counters, CR 613.1f, 122.1b)."""
    if not obj.counters and not (game.n_statics or game.effects or game.command
                                 or game.n_granted):  # (not layers.relevant, inline)
        return obj.info.keywords
    return layers.keywords(game, obj)


def has_keyword(game: Game, obj: GameObject, keyword: str) -> bool:
    """Whether the object has ``keyword`` ("flying", "first strike"...)."""
    if not obj.counters and not (game.n_statics or game.effects or game.command
                                 or game.n_granted):  # (not layers.relevant, inline)
        return keyword in obj.info.keywords
    return keyword in layers.keywords(game, obj)


def is_creature(game: Game, obj: GameObject) -> bool:
    """Whether the object is a creature (on the battlefield: a creature permanent)."""
    if obj.zone != "battlefield" or not (game.n_statics or game.effects or game.command
                                         or game.n_granted):  # (layers.relevant, inline)
        return obj.info.is_creature
    return "creature" in layers.characteristics(game, obj).types


def _compare(value: int, check: ir.NumberCheck) -> bool:
    op, other = check.op, check.value
    return {
        "eq": value == other, "ne": value != other, "lt": value < other,
        "le": value <= other, "gt": value > other, "ge": value >= other,
    }[op]


_ANY_RELATIONS = frozenset({"any", "enchanted_player", "trigger_player", "active",
                            "defending"})
"""Relations :func:`_relation` lets through (:func:`matches` tests them itself)."""


def _relation(who: ir.Controller, player: int, viewer: int) -> bool:
    if who in _ANY_RELATIONS:  # (see matches)
        return True
    return (player == viewer) == (who == "you")


def _attacks_player(game: Game, oid: int, player: int) -> bool:
    """Whether ``oid`` is attacking ``player`` (not a planeswalker or battle)."""
    return game.combat.attackers.get(oid) == Seat(player)


def _dealt_damage(game: Game, oid: int, source: int | None, *, combat: bool = False) -> bool:
    """Whether ``oid`` (a player as ``-1 - seat``) was dealt damage this turn (by ``source``
    when given; only combat damage with ``combat``): a damage event this turn (CR 120.3; a
    dying creature is matched by its last id, CR 400.7)."""
    for event in reversed(game.events):
        if type(event) is ev.TurnBegan:
            return False
        if type(event) is ev.DamageDealt and event.target == oid and event.amount > 0 \
                and (source is None or event.source == source) \
                and (event.combat or not combat):
            return True
    return False


def _damaged_player(game: Game, oid: int, player: int) -> bool:
    """Whether ``oid`` dealt damage to ``player`` this turn ("target creature that dealt
    damage to you this turn", CR 120.3; combat or not; a creature that left the battlefield
    since is a new object, CR 400.7, and is not matched)."""
    for event in reversed(game.events):
        if type(event) is ev.TurnBegan:
            return False
        if type(event) is ev.DamageDealt and event.source == oid \
                and event.target == -1 - player and event.amount > 0:
            return True
    return False


def _enchants(game: Game, source: int | None, player: int) -> bool:
    """Whether the Aura ``source`` is attached to ``player`` (CR 303.4: "enchanted player";
    an attachment to a player is kept as ``-1 - seat``)."""
    aura = game.objects.get(source) if source is not None else None
    return aura is not None and aura.attached_to == -1 - player


def _triggered_by(game: Game, source: int | None, player: int) -> bool:
    """Whether ``player`` is the player the trigger event of the triggered ability named
    ("target permanent that player controls", CR 603.2): ``source`` is the permanent whose
    trigger is being put on the stack (its targets chosen, CR 603.3d), or the ability on
    the stack (its targets checked as it resolves, CR 608.2b)."""
    pending = game.trigger_current
    if pending is not None and pending.source == source:
        return pending.trigger_player == player
    item = game.objects.get(source) if source is not None else None
    return item is not None and item.stack is not None and item.stack.trigger_player == player


def _defends(game: Game, player: int, viewer: int, source: int | None) -> bool:
    """Whether ``player`` is the defending player of the attacking ``source`` (CR 506.2:
    the player it attacks, or the controller of the planeswalker or battle it attacks);
    for a source not attacking while creatures attack, any player they attack (Yare, cast
    by the defending player: a creature that player controls); with no attack, any
    opponent of ``viewer``."""
    attackers = game.combat.attackers
    attacked = attackers.get(source) if source is not None else None
    if attacked is None:
        if not attackers:
            return player != viewer
        return any(_attacked_player(game, t) == player for t in attackers.values())
    return _attacked_player(game, attacked) in (player, None)


def _attacked_player(game: Game, attacked: Target) -> int | None:
    """The player an attack is against (CR 506.2), None if that permanent is gone."""
    if isinstance(attacked, Seat):
        return attacked.index
    target = game.objects.get(attacked)
    return None if target is None else target.controller


def _source_characteristics(game: Game, source: int) -> CardInfo | layers.Chars | None:
    """The characteristics of an ability's source: on the battlefield after the layers,
    else its last known information (CR 113.7a)."""
    found = game.objects.get(source)
    if found is not None and found.zone == "battlefield":
        return layers.characteristics(game, found)
    known = game.last_known.get(source)
    return None if known is None else known.info


def _single_player_target(obj: GameObject) -> bool:
    """Whether the spell or ability's only target is one player."""
    chosen = [t for group in obj.stack.targets for t in group] if obj.stack else []
    return len(chosen) == 1 and isinstance(chosen[0], Seat)


_HEAD = frozenset({"zone", "spell_or_permanent", "either", "or_graveyard_card", "types_any",
                   "type_or_subtype", "types_all", "types_none", "subtypes_any", "supertypes",
                   "supertypes_none", "subtypes_none", "subtypes_all", "colors_any",
                   "colors_none", "colorless", "multicolored", "controller", "owner"})
"""The fields :func:`matches` reads before it asks :func:`_plain_rest`."""
_PLAIN_RELATIONS = ("any", "you", "opponent")
_PLAIN: dict[int, tuple[ir.ObjectFilter, bool]] = {}


def _plain_rest(flt: ir.ObjectFilter) -> bool:
    """Whether every field of ``flt`` that :func:`matches` reads after the controller and
    owner is at its default (asks nothing: "target creature", "a land you control"), and
    the controller and owner are plain relations; kept per filter (card data)."""
    found = _PLAIN.get(id(flt))
    if found is None or found[0] is not flt:
        # (a field with a default factory has no ``default``: never plain, the full check)
        plain = flt.controller in _PLAIN_RELATIONS and flt.owner in _PLAIN_RELATIONS and all(
            getattr(flt, f.name) == f.default for f in fields(flt) if f.name not in _HEAD)
        found = remember(_PLAIN, id(flt), (flt, plain))
    return found[1]


def matches(game: Game, obj: GameObject, flt: ir.ObjectFilter, viewer: int,
            source: int | None = None) -> bool:
    """Whether ``obj`` matches ``flt`` as seen by player ``viewer`` (the source's controller).

    ``flt.zone=None`` matches any zone; callers that mean "permanent" pass the battlefield.
    """
    info = obj.info
    if flt.zone is not None and obj.zone != flt.zone:
        return False
    if flt.spell_or_permanent and obj.zone not in ("battlefield", "stack"):
        return False  # CR 110.1, 112.1: a permanent, or a spell
    if flt.either and not any(matches(game, obj, f, viewer, source) for f in flt.either):
        return False  # "Dragon creature card or Ugin planeswalker card"
    if flt.or_graveyard_card and obj.zone not in ("battlefield", "graveyard"):
        return False  # a permanent, or a card in a graveyard
    ch: CardInfo | layers.Chars = info
    if obj.zone == "battlefield" and (game.n_statics or game.effects or game.command
                                      or game.n_granted):  # (layers.relevant, inline)
        ch = layers.characteristics(game, obj)  # CR 613: after the layers
    elif obj.kind == "ability" and flt.types_any and obj.stack is not None:
        # "activated ability from an artifact source": the source's types now, or as it
        # last existed (CR 113.7, 113.7a)
        ch = _source_characteristics(game, obj.stack.source) or ch
    elif obj.zone != "battlefield" and game.n_statics \
            and hooks.OUTSIDE_CHARACTERISTICS.in_game(game):  # "land cards you own that
        ch = layers.characteristics(game, obj)  # aren't on the battlefield are ..." (611.3a)
    if flt.types_any and ch.types.isdisjoint(flt.types_any) and not (  # (frozensets)
            flt.type_or_subtype and any(t in ch.subtypes for t in flt.subtypes_any)):
        return False
    if flt.types_all and not all(t in ch.types for t in flt.types_all):
        return False
    if flt.types_none and any(t in ch.types for t in flt.types_none):
        return False
    if flt.subtypes_any and not any(t in ch.subtypes for t in flt.subtypes_any) and not (
            flt.type_or_subtype and any(t in ch.types for t in flt.types_any)):
        return False
    if flt.supertypes and not all(t in ch.supertypes for t in flt.supertypes):
        return False
    if flt.supertypes_none and any(t in ch.supertypes for t in flt.supertypes_none):
        return False
    if flt.subtypes_none and any(t in ch.subtypes for t in flt.subtypes_none):
        return False
    if flt.subtypes_all and not all(t in ch.subtypes for t in flt.subtypes_all):
        return False
    if flt.colors_any and not any(c in ch.colors for c in flt.colors_any):
        return False
    if flt.colors_none and any(c in ch.colors for c in flt.colors_none):
        return False
    if flt.colorless is not None and (not ch.colors) != flt.colorless:
        return False
    if flt.multicolored is not None and (len(ch.colors) >= 2) != flt.multicolored:
        return False
    who = flt.controller  # (_relation, inline: every object of every listing's targets)
    if who not in _ANY_RELATIONS and (obj.controller == viewer) != (who == "you"):
        return False
    if flt.controller == "defending" and not _defends(game, obj.controller, viewer, source):
        return False
    if flt.controller == "enchanted_player" and not _enchants(game, source, obj.controller):
        return False
    if flt.controller == "trigger_player" and not _triggered_by(game, source, obj.controller):
        return False
    if flt.owner == "trigger_player" and not _triggered_by(game, source, obj.owner):
        return False  # "card from that player's graveyard" (CR 603.2)
    if flt.controller == "active" and obj.controller != game.active:
        return False  # the player whose step it is (CR 102.1)
    if not _relation(flt.owner, obj.owner, viewer):
        return False
    if _plain_rest(flt):
        return True  # every quality below is at its default: it asks for nothing more
    if flt.owner == "defending" and not _defends(game, obj.owner, viewer, source):
        return False  # "card from defending player's graveyard" (CR 506.2)
    if flt.another and source is not None and obj.id == source:
        return False
    if flt.token is not None and (obj.kind == "token") != flt.token:
        return False
    if flt.tapped is not None and obj.tapped != flt.tapped:
        return False
    if flt.chosen_quality is not None and not _chosen_ok(game, ch, flt.chosen_quality, source):
        return False
    if flt.attacking_you_or_yours and not _attacks_viewer(game, obj.id, viewer):
        return False
    if flt.attacking_trigger_player and not _attacks_trigger_player(game, obj.id, source):
        return False  # "creature that's attacking that player" (CR 506.2, 603.2)
    if flt.goaded is not None:  # CR 701.38b (that module reads query: a real cycle)
        from grimoire.rules.attack_requirements import is_goaded
        if is_goaded(game, obj) != flt.goaded:
            return False
    if flt.face_down is not None and (obj.hidden is not None) != flt.face_down:
        return False  # CR 708: face-down permanents and spells
    if flt.unblocked and not game.combat.is_unblocked(game, obj.id):
        return False  # CR 509.1h
    if flt.attacking is not None and (obj.id in game.combat.attackers) != flt.attacking:
        return False
    if flt.attacking_enchanted_player:  # the player the source Curse enchants (CR 303.4)
        aura = game.objects.get(source) if source is not None else None
        host = aura.attached_to if aura is not None else None
        if host is None or host >= 0 or not _attacks_player(game, obj.id, -1 - host):
            return False
    if flt.attacking_you and not _attacks_player(game, obj.id, viewer):
        return False
    if flt.blocking is not None and (obj.id in game.combat.blocking) != flt.blocking:
        return False
    if flt.attacking_or_blocking and obj.id not in game.combat.attackers \
            and obj.id not in game.combat.blocking:  # CR 506.4
        return False
    if flt.this_object and obj.id != source:
        return False
    for field, test in hooks.FILTER_TESTS.items():  # fields a mechanism evaluates ("that
        if getattr(flt, field) and not test(game, obj, flt, source):  # crewed it", CR 702.122b)
            return False
    if flt.excluding is not None and game.resolving and obj.id in _excluded(
            game.resolving[-1], flt.excluding):
        return False
    if flt.same_name_as is not None and not _same_name(game, obj, flt.same_name_as, source):
        return False  # CR 201.2
    if flt.keywords_all or flt.keywords_none or flt.keywords_any:
        kws = keywords(game, obj)
        if any(k not in kws for k in flt.keywords_all) or any(
                k in kws for k in flt.keywords_none) or (
                flt.keywords_any and not any(k in kws for k in flt.keywords_any)):
            return False
    if flt.from_battlefield_this_turn and not _from_battlefield_this_turn(game, obj.id):
        return False
    if flt.entered_this_turn and not _entered_this_turn(game, obj.id):
        return False
    if flt.counters is not None and not _has_counters(obj, flt.counters):
        return False
    if flt.dealt_damage == "controller_by_source":  # CR 510.2: combat damage to its player
        if not _dealt_damage(game, -1 - obj.controller, source, combat=True):
            return False
    elif flt.dealt_damage == "to_you":  # CR 120.3: it dealt damage to "you" this turn
        if not _damaged_player(game, obj.id, viewer):
            return False
    elif flt.dealt_damage is not None and not _dealt_damage(
            game, obj.id, source if flt.dealt_damage == "by_source" else None):
        return False
    if flt.with_targets and (obj.stack is None or not any(obj.stack.targets)):
        return False  # "spell or ability with one or more targets"
    if flt.single_target and (obj.stack is None
                              or sum(len(t) for t in obj.stack.targets) != 1):
        return False  # "spell with a single target"
    if flt.single_player_target and not _single_player_target(obj):
        return False  # "a spell that targets a single player"
    if flt.ability_kinds and ability_kind(obj) not in flt.ability_kinds:
        return False  # "target activated or triggered ability" (CR 113.3b-c)
    if flt.rolls_dice and not lets_roll_dice(info.card):
        return False  # "protection from die rolls" (grimoire.rules.die_rollers)
    if flt.name is not None and ch.name != flt.name \
            and flt.name not in ch.name.split(" // "):  # CR 709.4a: a split card's names
        return False
    if flt.mana_value is not None and not _compare(info.mana_value, flt.mana_value):
        return False
    if flt.power is not None and not _compare(power(game, obj), flt.power):
        return False
    if flt.toughness is not None and not _compare(toughness(game, obj), flt.toughness):
        return False
    if (flt.base_power is not None or flt.base_toughness is not None) and not _base_ok(
            game, obj, flt):
        return False  # CR 208.4b: "with base power 1" (after layers 7a-7b)
    if flt.is_spell and (obj.zone != "stack" or (obj.kind == "ability" and not flt.or_ability)):
        return False
    if flt.enchanted is not None and flt.enchanted != any(  # CR 303.4e: an Aura attached
            (aura := game.objects[a]).attached_to == obj.id and "Aura" in aura.info.subtypes
            for a in game.battlefield):
        return False
    if flt.attached_to_this and (source is None or obj.attached_to != source):
        return False  # "for each Aura attached to it" (CR 303.4)
    if flt.attached_to_source:
        src = game.objects.get(source) if source is not None else None
        if src is None or src.attached_to != obj.id:
            return False
    if flt.banded_with_source and not _banded_with(game, obj.id, source):
        return False
    if flt.level_up and not any(  # CR 702.87a: "with level up"
            isinstance(a, ir.ActivatedAbility) and a.timing == "sorcery"
            and a.effect == _LEVEL_UP for a in obj.info.card.abilities):
        return False
    if flt.blocked_by_source and not _blocked_by(game, obj.id, source):
        return False  # "each creature it's blocking", "target creature it's blocking"
    if flt.cast_with is not None and flt.cast_with not in obj.flags:
        return False  # "if that creature was cast for its warp cost" (how it was cast)
    return not flt.stats or _stats_ok(game, obj, flt.stats, viewer, source)


_LEVEL_UP = ir.PutCounters("level", ir.Fixed(1), ir.ThisObject())
"""The effect of a level up ability (CR 702.87a)."""


def _blocked_by(game: Game, oid: int, source: int | None) -> bool:
    """Whether ``source`` blocks ``oid`` (CR 509.1h); an ability on the stack stands for the
    permanent it came from, whose last known information counts once it left (its target
    checked as it resolves, CR 608.2b: Tinder Wall sacrificed to pay the cost)."""
    item = game.objects.get(source) if source is not None else None
    if item is not None and item.kind == "ability" and item.stack is not None:
        source = item.stack.source
    return source is not None and (source in game.combat.blocked_by.get(oid, ())
                                   or oid in game.combat.gone_blocking.get(source, ()))


def _banded_with(game: Game, oid: int, source: int | None) -> bool:
    """Whether ``oid`` is in ``source``'s band, both still attacking (CR 702.22c, 702.22f)."""
    attacking = game.combat.attackers
    return source is not None and oid != source and oid in attacking and \
        source in attacking and any(oid in band and source in band
                                    for band in game.combat.bands)


def _attacks_trigger_player(game: Game, oid: int, source: int | None) -> bool:
    """Whether ``oid`` is attacking the player the trigger event of ``source``'s triggered
    ability named (directly, not a planeswalker they control)."""
    target = game.combat.attackers.get(oid)
    return isinstance(target, Seat) and _triggered_by(game, source, target.index)


def _attacks_viewer(game: Game, oid: int, viewer: int) -> bool:
    """Whether ``oid`` is attacking ``viewer`` or a planeswalker ``viewer`` controls."""
    target = game.combat.attackers.get(oid)
    if target is None:
        return False
    if isinstance(target, Seat):
        return target.index == viewer
    walker = game.objects.get(target)
    return walker is not None and walker.controller == viewer


def _excluded(res: Resolution, name: str) -> tuple[object, ...]:
    """The objects an ``excluding`` filter leaves out: those bound under ``name``, or the
    chosen targets of a group (``EXCLUDED_TARGET``: "other creatures" than the target)."""
    if name.startswith(ir.EXCLUDED_TARGET):
        pos = res.toff + int(name[len(ir.EXCLUDED_TARGET):])
        return res.targets[pos] if pos < len(res.targets) else ()
    return res.bindings.get(name, ())


def _same_name(game: Game, obj: GameObject, group: str, source: int | None) -> bool:
    """Whether ``obj`` is the resolving spell's target of ``group`` or has its name (CR
    201.2; the target's name as it last existed, CR 608.2h; a face-down object has none,
    CR 708.2); with ``SOURCE_NAME``, whether it has the source's name (as it last existed)."""
    if group == ir.SOURCE_NAME:
        named = None if source is None else (game.objects.get(source)
                                             or game.last_known.get(source))
        return named is not None and named.hidden is None and obj.hidden is None \
            and named.name == obj.name
    if not game.resolving:
        return False
    chosen = _excluded(game.resolving[-1], group)
    if obj.id in chosen:
        return True
    if obj.hidden is not None:
        return False
    for tid in chosen:
        target = game.objects.get(tid) if isinstance(tid, int) else None
        target = target or (game.last_known.get(tid) if isinstance(tid, int) else None)
        if target is not None and target.hidden is None and target.name == obj.name:
            return True
    return False


def _chosen_ok(game: Game, ch: CardInfo | layers.Chars, quality: str,
               source: int | None) -> bool:
    """CR 607.2d: the object has the creature type or color its source chose as it entered
    (nothing matches when nothing was chosen)."""
    chooser = game.objects.get(source) if source is not None else None
    chosen = chooser.chosen if chooser is not None else None
    if chosen is None:
        return False
    if quality == "not_type":  # "creatures that aren't of the chosen type"
        return chosen not in ch.subtypes
    if quality == "color":  # one chosen color, or any of two ("choose two colors")
        return any(c in ch.colors for c in chosen)
    if quality == "card_type":  # "Choose creature or land." / "land or nonland" (CR 205.2a)
        return chosen[3:] not in ch.types if chosen.startswith("non") else chosen in ch.types
    return chosen in ch.subtypes


def _has_counters(obj: GameObject, kind: str) -> bool:
    """CR 122.1: "with a +1/+1 counter on it" (``kind``), "with counters on them" (``any``),
    "with no counters on them" (``none``)."""
    held = any(n > 0 for n in (obj.counters or {}).values())
    if kind == "any":
        return held
    if kind == "none":
        return not held
    if kind.startswith("no:"):  # "with no +1/+1 counters on them"
        return obj.counter(kind[3:]) == 0
    return obj.counter(kind) > 0


def _entered_this_turn(game: Game, oid: int) -> bool:
    """Whether ``oid`` was put onto the battlefield this turn (cast, put or created: a zone
    change to the battlefield naming it, back to this turn's ``TurnBegan``)."""
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            return False
        if isinstance(event, ev.ZoneChanged) and event.new == oid:
            return event.to_zone == "battlefield"
    return False


def _from_battlefield_this_turn(game: Game, oid: int) -> bool:
    """Whether ``oid`` was put where it is from the battlefield this turn (the event log
    back to this turn's :class:`~grimoire.rules.events.TurnBegan`)."""
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            return False
        if isinstance(event, ev.ZoneChanged) and event.new == oid:
            return event.from_zone == "battlefield"
    return False


def _base_ok(game: Game, obj: GameObject, flt: ir.ObjectFilter) -> bool:
    """CR 208.4b: the base power and toughness "see that creature's characteristics after
    applying any characteristic-defining abilities and abilities that set power and/or
    toughness, ignoring any effects and counters that modify [them]" (layers 7a-7b: the
    values :class:`~grimoire.rules.layers.Chars` keeps before 7c). An object with no power
    (a noncreature card) matches no check."""
    chars = layers.characteristics(game, obj)
    for check, value in ((flt.base_power, chars.power), (flt.base_toughness, chars.toughness)):
        if check is not None and (value is None or not _compare(value, check)):
            return False
    return True


def _stats_ok(game: Game, obj: GameObject, stats: tuple[ir.StatCheck, ...], viewer: int,
              source: int | None) -> bool:
    """Comparisons with amounts known only in the game (no resolution context: fixed
    amounts, counts, the triggering object of a trigger whose targets are chosen or checked,
    CR 603.3d, 608.2b); see :func:`grimoire.rules.values.amount_value`."""
    from grimoire.rules.resolution import Resolution
    from grimoire.rules.values import amount_value
    ctx = game.resolving[-1] if game.resolving else Resolution(
        source=source or 0, controller=viewer, trigger_object=_triggering(game, source))
    for check in stats:
        value = {"mana_value": obj.info.mana_value, "power": power(game, obj),
                 "toughness": toughness(game, obj)}[check.stat]
        if not _compare(value, ir.NumberCheck(check.op, amount_value(game, ctx, check.amount,
                                                                     viewer))):
            return False
    return True


def _triggering(game: Game, source: int | None) -> int | None:
    """The triggering object of the trigger of ``source`` being put on the stack (its
    targets chosen, CR 603.3d) or of the ability ``source`` on the stack (its targets
    checked as it resolves, CR 608.2b); None otherwise."""
    pending = game.trigger_current
    if pending is not None and pending.source == source:
        return pending.trigger_object
    item = game.objects.get(source) if source is not None else None
    if item is not None and item.kind == "ability" and item.stack is not None:
        return item.stack.trigger_object
    return None


def objects_matching(game: Game, flt: ir.ObjectFilter, viewer: int,
                     source: int | None = None, default_zone: str = "battlefield") -> list[int]:
    """Ids of the objects matching ``flt``, searching ``flt.zone`` or ``default_zone``."""
    zone = flt.zone or default_zone
    if flt.zone is None and hooks.FILTER_CANDIDATES:  # a mechanism's objects, in whatever
        for field, anywhere in hooks.FILTER_CANDIDATES.items():  # zone (CR 903.3e)
            found = anywhere(game) if getattr(flt, field) else None
            if found is not None:
                return [oid for oid in found
                        if matches(game, game.objects[oid], flt, viewer, source)]
    if zone == "battlefield":
        candidates: list[int] = game.battlefield
    elif zone == "stack":
        candidates = game.stack
    elif zone == "exile":
        candidates = game.exile
    elif zone == "command":
        candidates = game.command
    else:
        candidates = [oid for p in game.players for oid in getattr(p, zone)]
    return [oid for oid in candidates if matches(game, game.objects[oid], flt, viewer, source)]


def can_be_targeted_by(game: Game, obj: GameObject, controller: int) -> bool:
    """Shroud (CR 702.18a) and hexproof (CR 702.11b) on the battlefield."""
    if obj.zone != "battlefield":
        return True
    kws = keywords(game, obj)
    if "shroud" in kws:
        return False
    return not ("hexproof" in kws and obj.controller != controller)
