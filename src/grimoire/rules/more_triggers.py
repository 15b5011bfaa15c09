"""Trigger matchers for blocks, taps and player actions (registered in ``triggers.MATCHERS``).

* :class:`~grimoire.oracle.ir.BlockTrigger` (CR 509.3a-d, 509.3g) on ``BlockersDeclared``;
* :class:`~grimoire.oracle.ir.StateChangeTrigger` "becomes tapped/untapped" on ``Tapped``
  ("becomes the target" is put on the stack by :mod:`grimoire.mechanics.ward`, which watches
  targets as spells and abilities are put on the stack);
* :class:`~grimoire.oracle.ir.AttackWithTrigger` "whenever you attack with two or more
  creatures with flying" (CR 508.1) on ``AttackersDeclared``;
* :class:`~grimoire.oracle.ir.PlayerActionTrigger` "whenever you attack" (CR 508.1),
  "whenever you draw a card" (CR 121.1), "whenever you discard a card" (CR 701.9a), "cycle
  or discard" (CR 702.29d) and "when you cycle this card" (CR 702.29c, on ``Cycled``; the
  cycled card is checked wherever it went, see :mod:`grimoire.rules.triggers`), "whenever
  you scry" / "surveil" on ``Scried`` (CR 701.18d, 701.42c).

Text the engine does not watch (turning face up) is listed in
:mod:`grimoire.oracle.support` so such cards don't count as compiled.

>>> from grimoire.rules.triggers import MATCHERS
>>> ir.BlockTrigger in MATCHERS and ir.PlayerActionTrigger in MATCHERS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import query
from grimoire.rules.hooks import DISCARDED
from grimoire.rules.objects import GameObject, Seat
from grimoire.rules.triggers import Hit, count_this_turn, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def _is(game: Game, source: GameObject, flt: ir.ObjectFilter | None, oid: int) -> bool:
    if flt is None:
        return oid == source.id
    obj = game.objects.get(oid)
    return obj is not None and query.matches(game, obj, flt, source.controller, source.id)


@matcher(ir.BlockTrigger, ev.BlockersDeclared)
def _block(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.BlockTrigger) and isinstance(event, ev.BlockersDeclared)
    kind = trig.event
    hits: list[Hit] = []
    if kind in ("blocks", "blocks_or_becomes_blocked"):  # CR 509.3a: once per blocker
        hits += [(b, None) for b in dict.fromkeys(b for b, _ in event.blocks)
                 if _is(game, source, trig.filter, b)]
    if kind in ("blocks_creature", "blocks_or_becomes_blocked_by_creature"):  # CR 509.3b
        hits += [(a, None) for b, a in event.blocks if _is(game, source, trig.filter, b)
                 and (trig.by is None or _is(game, source, trig.by, a))]
    if kind in ("becomes_blocked", "blocks_or_becomes_blocked"):  # CR 509.3c: once
        hits += [(a, None) for a in dict.fromkeys(a for _, a in event.blocks)
                 if _is(game, source, trig.filter, a)]
    if kind in ("becomes_blocked_by_creature",
                "blocks_or_becomes_blocked_by_creature"):  # CR 509.3d: once per blocker
        hits += [(b, None) for b, a in event.blocks if _is(game, source, trig.filter, a)
                 and (trig.by is None or _is(game, source, trig.by, b))]
    if kind == "opponent_attacks_you_unblocked":  # once per opponent with an unblocked
        blocked = {a for _, a in event.blocks}  # creature attacking you (not a planeswalker)
        you = Seat(source.controller)
        for attacker, defender in game.combat.attackers.items():
            obj = game.objects.get(attacker)
            if defender == you and attacker not in blocked and obj is not None \
                    and obj.controller != source.controller \
                    and obj.controller not in [p for _, p in hits]:
                hits.append((attacker, obj.controller))
    if kind == "attacks_and_isnt_blocked":  # CR 509.3g: no creature declared as a blocker
        blocked = {a for _, a in event.blocks}
        hits += [(a, None) for a in game.combat.attackers
                 if a not in blocked and _is(game, source, trig.filter, a)]
    return hits


@matcher(ir.StateChangeTrigger, ev.Tapped, ev.TurnedFaceUp)
def _tapped(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.StateChangeTrigger)
    if isinstance(event, ev.TurnedFaceUp):  # CR 708.8: "When ~ is turned face up"
        return [(event.object, None)] if trig.event == "turned_face_up" and _is(
            game, source, trig.filter, event.object) else []
    assert isinstance(event, ev.Tapped)
    if trig.event not in ("tapped", "untapped") or event.untapped != (trig.event == "untapped"):
        return []
    if trig.not_attacking and event.attacking:  # "if it isn't being declared as an attacker"
        return []
    return [(event.object, None)] if _is(game, source, trig.filter, event.object) else []


def _discarded(event: object) -> bool:
    """CR 701.9a: to discard a card is to move it from its owner's hand to their graveyard."""
    return isinstance(event, ev.ZoneChanged) and event.from_zone == "hand" \
        and event.to_zone == "graveyard"


def _discarded_to_exile(game: Game, event: ev.ZoneChanged) -> bool:
    """A discard that put the card into exile instead (madness, CR 702.35a): still a
    discard."""
    if event.from_zone != "hand" or event.to_zone != "exile":
        return False
    obj = game.objects.get(event.new)
    return obj is not None and DISCARDED in obj.flags


@matcher(ir.PlayerActionTrigger, ev.AttackersDeclared, ev.CardDrawn, ev.ZoneChanged,
         ev.Cycled, ev.Scried)
def _player_action(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    assert isinstance(trig, ir.PlayerActionTrigger)
    if isinstance(event, ev.Cycled):  # CR 702.29c: the card itself, wherever it went
        if trig.action == "cycle":  # CR 702.29a: "Whenever you cycle a card"
            return [(event.card, event.player)] if trig.whose == "each" or (
                event.player == source.controller) == (trig.whose == "you") else []
        return [(event.card, event.player)] if (
            trig.action == "cycle_this" and event.card == source.id
            and event.player == source.owner) else []
    if isinstance(event, ev.ZoneChanged):
        player = event.owner
        if not (_discarded(event) or _discarded_to_exile(game, event)) \
                or trig.action not in ("discard", "cycle_or_discard"):
            return []
    else:
        player = event.player if isinstance(
            event, ev.AttackersDeclared | ev.CardDrawn | ev.Scried) else -1
    if not (trig.whose == "each" or (player == source.controller) == (trig.whose == "you")):
        return []
    if isinstance(event, ev.ZoneChanged):  # CR 702.29d: a cycled card is discarded once
        return [(event.new, player)]
    if isinstance(event, ev.Scried):  # CR 701.18d, 701.42: after the whole process
        return [(None, event.player)] if trig.action == event.kind else []
    if trig.action == "attack" and isinstance(event, ev.AttackersDeclared) and event.attackers:
        return [(None, event.player)]  # CR 508.1: you attacked with one or more creatures
    if trig.action == "attack_player" and isinstance(event, ev.AttackersDeclared):
        # CR 506.2, 508.1: once for each player attacked (not a planeswalker or a battle),
        # that player the triggering one ("a creature that's attacking that player")
        seats = dict.fromkeys(-1 - d for _, d in event.attackers if d < 0)
        return [(None, seat) for seat in seats]
    if trig.action == "draw" and isinstance(event, ev.CardDrawn) and (
            trig.nth_each_turn is None
            or count_this_turn(game, ev.CardDrawn, event.player) == trig.nth_each_turn):
        return [(event.card, event.player)]  # CR 121.1; "their second card each turn"
    return []


@matcher(ir.AttackWithTrigger, ev.AttackersDeclared)
def _attack_with(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 508.1, 508.3: "Whenever you attack with two or more creatures with flying" triggers
    once per declaration of attackers, if enough of the declared attackers match (those
    attacking the source's controller or their planeswalkers, with ``you_or_yours``)."""
    assert isinstance(trig, ir.AttackWithTrigger) and isinstance(event, ev.AttackersDeclared)
    if not (trig.whose == "each" or (event.player == source.controller) == (trig.whose == "you")):
        return []
    count = 0
    enchanted = source.attached_to if trig.enchanted_player else None
    if trig.enchanted_player and (enchanted is None or enchanted >= 0):
        return []  # an Aura enchanting no player (CR 303.4)
    for attacker, defender in event.attackers:
        if trig.you_or_yours and not _defends(game, defender, source.controller):
            continue
        if enchanted is not None and defender != enchanted:
            continue  # "enchanted player is attacked": that player, not a planeswalker
        obj = game.objects.get(attacker)
        if trig.filter is None or (obj is not None and query.matches(
                game, obj, trig.filter, source.controller, source.id)):
            count += 1
    return [(None, event.player)] if count >= trig.at_least else []


def _defends(game: Game, defender: int, seat: int) -> bool:
    """Whether an attack on ``defender`` (``-1 - seat`` or a planeswalker id) is an attack on
    ``seat`` or a planeswalker ``seat`` controls (CR 506.2)."""
    if defender < 0:
        return -1 - defender == seat
    walker = game.objects.get(defender)
    return walker is not None and walker.controller == seat


@matcher(ir.DestroyedTrigger, ev.Destroyed)
def _destroyed(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    """CR 701.8a: a resolving spell or ability controlled by the right player destroyed a
    permanent matching the filter, as it last existed (CR 603.10a: the trigger looks back;
    Karmic Justice sees its own destruction). "That player" is the destroying one."""
    assert isinstance(trig, ir.DestroyedTrigger) and isinstance(event, ev.Destroyed)
    mine = event.player == source.controller
    if (trig.by == "you" and not mine) or (trig.by == "opponent" and mine):
        return []
    old = game.last_known.get(event.object)
    if old is None or not query.matches(game, old, trig.filter, source.controller, source.id):
        return []
    return [(event.new, event.player)]
