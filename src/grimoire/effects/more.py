"""Revealing, token copies, delayed triggers, repeated results and Attractions.

RevealUntil (CR 701.20a), PutOnTopOrBottom, CreateTokenCopy (CR 707.2, 707.9, 111.1),
DelayedTrigger (CR 603.7), RepeatForResults, ClaimThePrize (CR 702.159b), OpenAttraction
(CR 701.48) and RollToVisit (CR 701.49).
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import TYPE_CHECKING, TypeVar

from grimoire.mechanics.attractions import resolve_open
from grimoire.mechanics.attractions import roll_to_visit as visit
from grimoire.mechanics.enter_attacking import KEY as ATTACKING
from grimoire.mechanics.enter_attacking import enter_attacking, enter_blocking
from grimoire.mechanics.stun import stunned
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import knowledge, query, targets, this_way, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.copy_effects import copiable, copy_values
from grimoire.rules.opponent_targets import same_opponent
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.target_limits import concrete, reflexive_roll
from grimoire.rules.triggers import Delayed, PendingTrigger
from grimoire.rules.values import (
    effect_amount,
    lki_objects,
    objects,
    player_binding,
    players,
    result_matches,
)

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

_N = TypeVar("_N")


@resolves(ir.RevealUntil)
def reveal_until(game: Game, res: Resolution, node: ir.RevealUntil,
                 answer: Action | None) -> None:
    who = players(game, res, node.player)
    revealed: list[int] = []
    found: tuple[int, ...] = ()
    kinds: frozenset[str] | None = None  # the creature types to share (CR 205.3m)
    if node.shares_type_with is not None:
        kinds = frozenset().union(*(creature_types(o) for o in
                                    lki_objects(game, res, node.shares_type_with)))
    wanted = 1 if node.count is None else effect_amount(game, res, node.count, res.you)
    if who and wanted > 0:
        for oid in reversed(game.players[who[0]].library):  # from the top
            revealed.append(oid)
            card = game.objects[oid]
            if query.matches(game, card, node.filter, res.you, res.source) and (
                    kinds is None or kinds & creature_types(card)):
                found = (*found, oid)
                if len(found) >= wanted:
                    break
    res.bindings[node.bind] = found
    res.bindings[node.revealed] = tuple(revealed)
    res.did = bool(found)
    if revealed:  # CR 701.16a: shown to every player, and still revealed for the rest of
        knowledge.revealed(game, revealed)  # the effect: where each goes is seen
        res.scratch[knowledge.REVEALED] = (*res.scratch.get(knowledge.REVEALED, ()), *revealed)


_NTH = ("top", "second", "third", "fourth", "fifth", "sixth", "seventh")


@resolves(ir.PutOnTopOrBottom)
def top_or_bottom(game: Game, res: Resolution, node: ir.PutOnTopOrBottom,
                  answer: Action | None) -> Decision | None:
    hit = objects(game, res, node.what)
    who = players(game, res, node.chooser)
    if not hit:
        res.did = False
        return None
    if answer is None:
        where = f"{_NTH[node.depth]} from the top" if node.depth else "on top"
        return Decision("yes_no", who[0] if who else res.you, prompt=f"put it {where}?",
                        options=(True, False), source=res.source, rule="CR 401")
    assert isinstance(answer, Choose)
    for oid in hit:  # (fewer cards than the depth: the bottom, zones.put_in_library)
        zones.put_in_library(game, oid, node.depth or None, bottom=answer.value is not True)
    res.did = True
    return None


@resolves(ir.CreateTokenCopy)
def token_copy(game: Game, res: Resolution, node: ir.CreateTokenCopy,
               answer: Action | None) -> Decision | None:
    if answer is not None and ATTACKING in res.scratch:  # CR 508.4: what each attacks
        return enter_attacking(game, res, None, answer)
    count = effect_amount(game, res, node.amount, res.you)
    made: list[int] = []
    who = players(game, res, node.controller)
    found = [game.objects[o] for o in objects(game, res, node.of)[:1]]
    if not found and isinstance(node.of, ir.ThisObject) and res.source in game.last_known:
        # CR 608.2h: "a copy of it", the source gone: its last known information (offspring
        # CR 702.175a, squad CR 702.157a)
        found = [game.last_known[res.source]]
    for original in found:
        # CR 707.2-707.3: the copiable values (a copy's are what it copied), without
        # abilities granted by other objects; CR 707.9a-b: the exceptions join them
        values = copiable(original)
        info = copy_values(values, node.exceptions, values, faces=True)  # CR 707.8a
        for seat in who:
            for _ in range(zones.token_count(game, seat, count)):  # CR 614.1a
                token = zones.create_token(game, info, seat, tapped=node.tapped_and_attacking)
                made.append(token)
    if node.blocking is not None:  # CR 509.4: each, in turn, to the tokens made so far
        enter_blocking(game, res, made, node.blocking)
        if node.bind:
            res.bindings[node.bind] = (*res.bindings.get(node.bind, ()), *made)
    elif node.bind:
        res.bindings[node.bind] = tuple(made)
    res.did = bool(made)
    if node.tapped_and_attacking:  # CR 508.4: put onto the battlefield attacking
        return enter_attacking(game, res, made, None,
                               _attacking_only(game, res, node.attacking_player, made))
    return None


def _attacking_only(game: Game, res: Resolution, player: ir.PlayerRef | None,
                    made: list[int]) -> tuple[tuple[int, int, bool], ...]:
    """ "attacking that player": each token attacks that player only (CR 508.4); no such
    player any more (left the game): a seat no one has, so it attacks nothing."""
    if player is None:
        return ()
    seats = players(game, res, player)
    seat = seats[0] if seats else -1
    return tuple((token, seat, False) for token in made)


@resolves(ir.DelayedTrigger)
def delayed_trigger(game: Game, res: Resolution, node: ir.DelayedTrigger,
                    answer: Action | None) -> None:
    watch = tuple(objects(game, res, node.watch)) if node.watch is not None else ()
    # CR 107.3, 603.7a: its X is the value chosen for the spell or ability creating it
    effect = _x_fixed(node.effect, res.x)
    for node_ in ir.iter_nodes(effect):  # CR 603.7c: what the creating ability counted
        if isinstance(node_, ir.CountedThisWay) and node_.of_creator:
            effect = ir.substituted(effect, node_, ir.Fixed(this_way.counted(
                game, res, replace(node_, of_creator=False), res.you)))
    bindings = dict(res.bindings)
    if isinstance(node.trigger, ir.StepTrigger) and res.trigger_object is not None:
        # CR 603.7c: "Whenever a creature you control fights, put two +1/+1 counters on it
        # at the beginning of the next end step": "it" is the creating ability's triggering
        # object (the step has none), named now
        effect = ir.substituted(effect, ir.TriggeringObject(), ir.Bound(_TRIGGERING))
        bindings[_TRIGGERING] = (res.trigger_object,)
    ability = ir.TriggeredAbility(node.trigger, effect)
    # CR 603.7c: it remembers the objects this resolution named for its own instructions
    game.delayed = (*game.delayed, Delayed(ability, res.controller, res.source, watch,
                                           tuple(bindings.items()),
                                           game.turn if node.this_turn else None,
                                           repeats=node.each_time and node.this_turn))


_TRIGGERING = "delayed:triggering object"
"""The binding of the creating ability's triggering object in a delayed ability."""


def _x_fixed(node: _N, x: int) -> _N:
    """``node`` with every :class:`~grimoire.oracle.ir.VarX` made the number ``x``."""
    if isinstance(node, ir.VarX):
        return ir.Fixed(x)  # type: ignore[return-value]
    if isinstance(node, tuple):
        items = tuple(_x_fixed(n, x) for n in node)
        return node if all(a is b for a, b in zip(items, node, strict=True)) \
            else items  # type: ignore[return-value]
    if not is_dataclass(node) or isinstance(node, type):
        return node
    changed = {f.name: new for f in fields(node) if f.init
               and (new := _x_fixed(getattr(node, f.name), x)) is not getattr(node, f.name)}
    return replace(node, **changed) if changed else node


@resolves(ir.NameObjects)
def name_objects(game: Game, res: Resolution, node: ir.NameObjects,
                 answer: Action | None) -> None:
    """CR 603.7c: bind the objects named now, for the delayed ability created next; a
    target player ("Target player draws a card at the beginning of the next turn's upkeep")
    is bound under :func:`~grimoire.rules.values.player_binding` of the same name."""
    found = tuple(objects(game, res, node.what))
    res.bindings[node.bind] = found
    seats = tuple(players(game, res, node.what)) if isinstance(node.what, ir.TargetRef) else ()
    if seats:
        res.bindings[player_binding(node.bind)] = seats
    res.did = bool(found or seats)


@resolves(ir.RepeatForResults)
def repeat_for_results(game: Game, res: Resolution, node: ir.RepeatForResults,
                       answer: Action | None) -> None:
    if res.die is None:
        res.did = False
        return
    times = sum(1 for r in res.die.results if result_matches(node.which, r))
    if node.which.distinct:
        times = len({r for r in res.die.results if result_matches(node.which, r)})
    for _ in range(times):
        res.push(node.effect)
    res.did = times > 0


@resolves(ir.ClaimThePrize)
def claim_the_prize(game: Game, res: Resolution, node: ir.ClaimThePrize,
                    answer: Action | None) -> None:
    res.push(node.effect)


@resolves(ir.OpenAttraction)
def open_attraction(game: Game, res: Resolution, node: ir.OpenAttraction,
                    answer: Action | None) -> None:
    # CR 701.48: the top card of the Attraction deck onto the battlefield; a player without
    # an Attraction deck can't open one (CR 701.48a). See grimoire.mechanics.attractions.
    resolve_open(game, res, node)


@resolves(ir.RollToVisit)
def roll_to_visit(game: Game, res: Resolution, node: ir.RollToVisit,
                  answer: Action | None) -> None:
    # CR 701.49a: roll a six-sided die; Attractions with that number lit up are visited
    # (grimoire.mechanics.attractions).
    for seat in players(game, res, node.player):
        visit(game, seat)
    res.did = True


@resolves(ir.ReflexiveTrigger)
def reflexive_trigger(game: Game, res: Resolution, node: ir.ReflexiveTrigger,
                      answer: Action | None) -> None:
    # CR 603.12: "when you do" triggers if the previous step was done; it goes on the stack
    # the next time a player would receive priority, its targets chosen then.
    # "whenever a card is drawn this way": once per card, whether or not it was all done
    times = 1 if node.times is None else effect_amount(game, res, node.times, res.controller)
    if node.times is None and not res.did:
        return
    # CR 601.2c, 603.12: "up to X targets", "total ... X or less" with X known now
    specs = tuple(concrete(game, s, res) for s in node.targets)
    ability = ir.TriggeredAbility(ir.Unimplemented("when you do", "reflexive (CR 603.12)"),
                                  node.effect, specs)
    for _ in range(times):  # each goes on the stack with its own targets (CR 603.3d)
        game.pending_triggers.append(PendingTrigger(
            res.source, res.controller, -1, res.source_name, res.trigger_object,
            res.trigger_player, (), int(res.scratch.get("event_amount", 0)), ability,
            reflexive_roll(res)))


@resolves(ir.TapOrUntap)
def tap_or_untap(game: Game, res: Resolution, node: ir.TapOrUntap,
                 answer: Action | None) -> Decision | None:
    # CR 701.21: for each object, the choice of ``who``: tap it or untap it.
    key = "tap_or_untap"
    who = players(game, res, node.who) or [res.you]
    if answer is None:
        remaining = tuple(o for o in objects(game, res, node.what)
                          if game.objects[o].zone == "battlefield")
    else:
        remaining = res.scratch[key]
        assert isinstance(answer, Choose)
        obj = game.objects.get(remaining[0])
        if obj is not None and obj.tapped != (answer.value is True) and not (
                answer.value is not True and stunned(game, obj)):  # CR 122.1d
            obj.tapped = answer.value is True
            game.emit(ev.Tapped(obj.id, untapped=not obj.tapped))
        remaining = remaining[1:]
    if not remaining:
        res.scratch.pop(key, None)
        return None
    res.scratch[key] = remaining
    return Decision("yes_no", who[0], prompt=f"tap #{remaining[0]}? (no: untap)",
                    options=(True, False), source=remaining[0], rule="CR 701.21")


@resolves(ir.CopySpell)
def copy_spell(game: Game, res: Resolution, node: ir.CopySpell,
               answer: Action | None) -> Decision | None:
    if answer is None:
        # "copy that spell" of a triggered ability copies it even if it has left the stack
        # (countered): from its last known information (CR 608.2h; Doublecast's ruling)
        found = (lki_objects(game, res, node.what) if isinstance(node.what, ir.TriggeringObject)
                 else [game.objects[o] for o in objects(game, res, node.what)])
        spells = [o for o in found if o.zone == "stack" and o.stack is not None]
        made: list[int] = []
        for original in spells:  # CR 707.10: a copy on the stack, not cast
            copy = zones.new_object(game, original.info, res.you, "stack",
                                    "copy" if original.kind != "ability" else "ability")
            copy.controller = res.you
            info = original.stack
            assert info is not None
            copy.stack = replace(info, source=copy.id if original.kind != "ability"
                                 else info.source)
            copy.x = original.x
            made.append(copy.id)
            if original.kind != "ability":  # CR 707.10: "whenever you copy a spell"
                game.emit(ev.SpellCopied(res.you, copy.id, copy.name))
        res.bindings[node.bind] = tuple(made)
        res.did = bool(made)
        if not (node.new_targets and made):
            return None
        res.scratch["copy_targets"] = tuple(made)
    pending: tuple[int, ...] = res.scratch.get("copy_targets", ())
    if answer is not None:
        assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
        copy_obj = game.objects[pending[0]]
        assert copy_obj.stack is not None
        copy_obj.stack = replace(copy_obj.stack, targets=answer.value)
        pending = pending[1:]
    while pending:
        copy_obj = game.objects[pending[0]]
        info = copy_obj.stack
        assert info is not None
        combos = targets.choices(game, info.specs, res.you, copy_obj.id,
                                 x=copy_obj.x) if info.specs else []  # (X copied: 707.10)
        combos = same_opponent(game, info.specs, info.targets, combos)  # the same opponent
        options = (info.targets, *(c for c in combos if c != info.targets))
        if len(options) > 1:  # CR 707.10c: may choose new targets (even when the copied
            res.scratch["copy_targets"] = pending  # targets are no longer legal: one other)
            return Decision("choose_mode", res.you, prompt="new targets for the copy",
                            options=options, source=copy_obj.id, rule="CR 707.10c")
        pending = pending[1:]
    res.scratch.pop("copy_targets", None)
    return None


@resolves(ir.NextRollReplacement)
def next_roll_replacement(game: Game, res: Resolution, node: ir.NextRollReplacement,
                          answer: Action | None) -> None:
    # A one-shot replacement (CR 614.1a, 706.6), used up by the next matching roll.
    choosers = players(game, res, node.chooser)
    for seat in players(game, res, node.player):
        game.next_rolls = (*game.next_rolls, (seat, node.extra, node.sides,
                                              choosers[0] if choosers else res.you,
                                              node.use_total, node.this_turn))
    res.did = True


@resolves(ir.EndTheTurn)
def end_the_turn(game: Game, res: Resolution, node: ir.EndTheTurn,
                 answer: Action | None) -> None:
    # CR 721.1: done when this resolution finishes (see turn.finish_resolution).
    game.ending_turn = True
    res.did = True


def creature_types(obj: GameObject) -> frozenset[str]:
    """The creature types of ``obj`` (CR 205.3m; "Artifact" isn't one, Heirloom Blade's
    ruling): its subtypes, if it is a creature card or creature, else none."""
    info = obj.info
    return frozenset(info.subtypes) if "creature" in info.types else frozenset()
