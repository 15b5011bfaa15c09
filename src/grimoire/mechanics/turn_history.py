"""What happened earlier, for intervening "if" clauses (CR 603.4) and "as long as"
conditions: the evaluators of :mod:`grimoire.oracle.ir.history`, and how a permanent
remembers it was cast.

* "if you cast it" / "if it was cast" / "if you cast it from your hand": a spell gets the
  :data:`CAST` flag as it is cast (CR 601.2a) and :data:`CAST_FROM_HAND` if it was cast from
  its owner's hand; the permanent it becomes keeps both (like kicked, CR 702.33d-e), so a
  permanent put onto the battlefield, a token, or a copy of a permanent spell (CR 707.10:
  a copy isn't cast) has neither.
* :class:`~grimoire.oracle.ir.EnteredThisTurn` (celebration), :class:`~grimoire.oracle.ir.
  ToGraveyardThisTurn` (descend, CR 700.11) and :class:`~grimoire.oracle.ir.
  AttackersTotalPower` (pack tactics) read this turn's event log, back to its ``TurnBegan``.
* :class:`~grimoire.oracle.ir.AsItLastWas`: a dies or leaves trigger's "if it had counters on
  it" reads the permanent as it last existed on the battlefield (CR 603.10a): the object the
  trigger names may be the card it became in the graveyard (CR 400.7), found back through
  the zone change that made it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from grimoire.core.mana import MANA_TYPES
from grimoire.mechanics.mana_sources import spent_from
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query
from grimoire.rules.mana_spent import spent_on
from grimoire.rules.values import lki_objects, players

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

CAST, CAST_FROM_HAND = ir.CAST_FLAG, ir.CAST_FROM_HAND_FLAG


def _casting(game: Game, player: int, card: GameObject, action: CastSpell,
             ctx: CastContext) -> frozenset[str]:
    """The flags of a spell being cast (``card`` is still where it is cast from)."""
    return frozenset({CAST, CAST_FROM_HAND}) if card.zone == "hand" else frozenset({CAST})


def _this_turn(game: Game) -> Iterator[object]:
    """This turn's events, newest first."""
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            return
        yield event


def _known(game: Game, oid: int) -> GameObject | None:
    return game.objects.get(oid) or game.last_known.get(oid)


def entered_this_turn(game: Game, res: Resolution, amount: object, you: int) -> int:
    """How many permanents matching the filter entered the battlefield this turn."""
    assert isinstance(amount, ir.EnteredThisTurn)
    count = 0
    for event in _this_turn(game):
        if isinstance(event, ev.ZoneChanged) and event.to_zone == "battlefield" and event.new:
            obj = _known(game, event.new)
            if obj is not None and query.matches(game, obj, amount.filter, you, res.source):
                count += 1
    return count


def to_graveyard_this_turn(game: Game, res: Resolution, amount: object, you: int) -> int:
    """How many cards matching the filter were put into ``you``'s graveyard this turn."""
    assert isinstance(amount, ir.ToGraveyardThisTurn)
    count = 0
    for event in _this_turn(game):
        if isinstance(event, ev.ZoneChanged) and event.to_zone == "graveyard" \
                and event.kind == "card" and event.owner == you and event.new:
            card = _known(game, event.new)
            if card is not None and query.matches(game, card, amount.filter, you, res.source):
                count += 1
    return count


def attackers_total_power(game: Game, res: Resolution, amount: object, you: int) -> int:
    """The total power of the creatures ``you`` attacked with this combat (CR 508.1), only
    those matching the amount's filter if it has one."""
    assert isinstance(amount, ir.AttackersTotalPower)
    flt = amount.filter
    for event in _this_turn(game):
        if isinstance(event, ev.StepBegan) and event.step == "beginning_of_combat":
            return 0  # a combat without a declaration yet
        if isinstance(event, ev.AttackersDeclared) and event.player == you:
            known = (_known(game, oid) for oid, _ in event.attackers)
            return sum(query.power(game, obj) for obj in known if obj is not None and (
                flt is None or query.matches(game, obj, flt, you, res.source)))
    return 0


def as_it_last_was(game: Game, oid: int) -> GameObject | None:
    """The permanent ``oid`` names as it is on the battlefield or last existed there (CR
    603.10a); ``oid`` may be the new object it became by leaving (CR 400.7)."""
    obj = _known(game, oid)
    if obj is not None and obj.zone == "battlefield":
        return obj
    for event in reversed(game.events):
        if isinstance(event, ev.ZoneChanged) and event.new == oid:
            if event.from_zone != "battlefield":
                return None
            return game.last_known.get(event.old)
    return None


def mana_spent_on(game: Game, res: Resolution, amount: object, you: int) -> int:
    """The total mana spent to cast the spell ``amount.ref`` names (CR 601.2h); with
    ``amount.source``, only the mana from sources of that type."""
    assert isinstance(amount, ir.ManaSpentOn)
    found = lki_objects(game, res, amount.ref)
    if amount.source is not None:
        return sum(spent_from(obj.flags, amount.source) for obj in found[:1])
    return sum(spent_on(obj.flags, kind) for obj in found[:1] for kind in MANA_TYPES)


@hooks.condition(ir.PlayersTurn)
def _players_turn(game: Game, res: Resolution, cond: ir.PlayersTurn) -> bool:
    return game.active in players(game, res, cond.player)  # CR 500


@hooks.condition(ir.AsItLastWas)
def _as_it_last_was(game: Game, res: Resolution, cond: ir.AsItLastWas) -> bool:
    if isinstance(cond.ref, ir.ThisObject):
        ids = [res.source]
    elif isinstance(cond.ref, ir.TriggeringObject):
        ids = [res.trigger_object] if res.trigger_object is not None else []
    else:  # a target destroyed by an earlier instruction: as it last was (CR 608.2h)
        ids = [obj.id for obj in lki_objects(game, res, cond.ref)]
    found = [as_it_last_was(game, oid) for oid in ids]
    return bool(found) and all(
        obj is not None and query.matches(game, obj, cond.filter, res.you, res.source)
        for obj in found)


hooks.SPELL_CAST.add(_casting)  # CR 601.2a
hooks.REMEMBERED_FLAGS.update((CAST, CAST_FROM_HAND))  # the permanent remembers (CR 702.33e)
hooks.AMOUNTS[ir.EnteredThisTurn] = entered_this_turn  # CR 603.6a
hooks.AMOUNTS[ir.ToGraveyardThisTurn] = to_graveyard_this_turn  # CR 700.11
hooks.AMOUNTS[ir.AttackersTotalPower] = attackers_total_power  # CR 508.1
hooks.AMOUNTS[ir.ManaSpentOn] = mana_spent_on  # CR 601.2h
