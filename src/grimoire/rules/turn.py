"""The turn (CR 500-514), priority (CR 117) and the stack (CR 405, 608).

:func:`advance` runs the game forward from its current ``stage`` until a player must
decide. Stages: ``begin_step`` (turn-based actions of the step), ``priority_check``
(state-based actions and triggers, then priority, CR 117.5), ``priority``, ``resolve_top``,
``resolving`` (the interpreter), ``end_step`` (mana empties, CR 500.4; the next step
begins), and ``tba`` / ``sba`` / ``triggers`` / ``mulligan`` while a decision is pending.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import (
    ability_modes,
    attack_costs,
    banding,
    combat,
    continuous,
    hooks,
    kept_mana,
    query,
    replace,
    sba,
    target_limits,
    targets,
    zones,
)
from grimoire.rules import events as ev
from grimoire.rules import transform as _transform  # noqa: F401  (day and night, CR 728.2)
from grimoire.rules.ability_modes import ability_specs
from grimoire.rules.actions import Decision, DeclareBlockers, PassPriority
from grimoire.rules.as_enters import enters_choosing, enters_rolling
from grimoire.rules.attack_requirements import end_goads
from grimoire.rules.batch import abandon, close_batch, open_batch
from grimoire.rules.block_choosers import block_chooser
from grimoire.rules.cardinfo import info_for
from grimoire.rules.cast_options import remembered
from grimoire.rules.control import sync as sync_control
from grimoire.rules.copy_effects import end_copy, enters_copying
from grimoire.rules.dice import expire_one_shots
from grimoire.rules.division import undivided
from grimoire.rules.early_listing import listed_early
from grimoire.rules.multiplayer import defending_players
from grimoire.rules.objects import GameObject, StackInfo
from grimoire.rules.resolution import DieRecord, Resolution, begin, one_shots, run
from grimoire.rules.state_triggers import check as state_triggers
from grimoire.rules.static_prevention import follow_spell
from grimoire.rules.target_limits import trigger_x
from grimoire.rules.triggers import PendingTrigger
from grimoire.rules.turn_order import next_turn_player
from grimoire.rules.values import condition_holds

if TYPE_CHECKING:
    from grimoire.rules.game import Game

STEPS = (
    "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2",
    "end", "cleanup",
)
"""Every step and main phase of a turn, in order (CR 500.1); the first-strike damage step
happens only when CR 510.4 says so."""

MAX_HAND = 7  # CR 402.2



def advance(game: Game) -> None:
    """Run forward until ``game.pending`` is set or the game is over."""
    while game.result is None:
        stage = game.stage
        if stage == "begin_step":
            decision = begin_step(game)
            if decision is not None:
                game.set_pending(decision, "tba")
                return
        elif stage == "priority_check":
            decision = before_priority(game)
            if decision is not None:
                game.set_pending(decision, game.stage)
                return
            if game.stage == "resolving":  # a one-shot effect first (CR 610.3)
                continue
            # read again: mypy keeps game.result narrowed to None across the calls above,
            # and mypyc would check the value read against that type
            if getattr(game, "result") is not None:  # noqa: B009
                break
            if game.players[game.priority_player].lost:
                # CR 800.4j: a player who left the game never receives priority; with
                # the active player gone, the next player in turn order receives it.
                game.priority_player = game.next_player(game.priority_player)
            seat = game.priority_player
            game.set_pending(_PRIORITY.get(seat) or priority_decision(seat), "priority")
            return
        elif stage == "resolve_top":
            resolve_top(game)
        elif stage == "resolving":
            res = game.resolving[-1]
            if res.waiting is not None:
                return  # a player is answering a question the resolution asked
            decision = run(game, res)
            if decision is not None:
                game.set_pending(decision, "resolving")
                return
            finish_resolution(game)
        elif stage == "end_step":
            end_step(game)
        else:
            return  # a decision is pending
    game.pending = None


_PRIORITY: dict[int, Decision] = {}


def priority_decision(player: int) -> Decision:
    """``player``'s priority decision (CR 117): one shared, immutable value per seat."""
    decision = _PRIORITY.get(player)
    if decision is None:
        decision = _PRIORITY[player] = Decision("priority", player, rule="CR 117")
    return decision


# --- steps -------------------------------------------------------------------------


def begin_step(game: Game) -> Decision | None:
    """Turn-based actions at the start of the current step (CR 502-514)."""
    step = game.step
    if not game.tba_started:
        game.tba_started = True
        if step == "untap" and any(skip(game) for skip in hooks.UNTAP_SKIPPED.funcs):
            for oid in game.battlefield:  # CR 500.11: as though the step didn't exist;
                obj = game.objects[oid]  # CR 302.6: still controlled since the turn began
                if obj.controller == game.active:
                    obj.sick = False
            game.stage = "end_step"
            return None
        game.emit(ev.StepBegan(step, game.active))
        if step == "untap":
            # CR 502.2: phasing first (order < 50), then day and night (CR 728.2, the
            # kernel's, order 50), then what mechanisms note (echo, CR 702.30a)
            for untap_action in hooks.UNTAP_STEP.funcs:
                untap_action(game)
            for ask in hooks.UNTAP_CHOICES.in_game(game):  # "You may choose not to untap ~"
                question = ask(game)
                if question is not None:
                    return question  # (its answer untaps, :func:`untap_permanents`)
            untap_permanents(game)
            return None
        # CR 703.4: turn-based actions mechanisms add (Saga lore in the precombat main
        # phase, CR 714.3b; cranking Contraptions; visiting Attractions, CR 505.5, 717.4):
        # one that starts a resolution or asks a question makes the step wait
        if step in hooks.STEP_BEGINS:
            for step_action in hooks.STEP_BEGINS[step].funcs:
                if step_action(game):
                    return None
        if step == "draw":
            # CR 103.8a: the player who plays first skips their first draw.
            if game.turn != 1:
                zones.draw(game, game.active)  # CR 504.1
        elif step == "declare_attackers":
            game.cand_cache.clear()  # (a fresh listing: it is the decision's, listed_early)
            options = combat.attack_options(game)
            if len(options) > 1:
                return listed_early(game, Decision("declare_attackers", hooks.attack_chooser(
                    game), rule="CR 508.1"), options)  # (another: Master Warcraft)
            if len(options) == 1 and options[0].attacks:  # CR 508.1d: the one legal attack
                combat.declare_attackers(game, options[0])
                bands = banding.band_decision(game)  # CR 508.1e
                if bands is not None:
                    return bands
                optional = attack_costs.optional_costs(game)  # CR 508.1g
                if optional is not None:
                    return optional
            else:
                game.no_attackers = True  # CR 508.8
        elif step == "declare_blockers":
            decision = _declare_blockers(game)
            if decision is not None:
                return decision
        elif step in ("first_strike_damage", "combat_damage"):
            return _damage_step(game)
        elif step == "cleanup":
            return _cleanup(game)
        elif step == "end" and game.monarch == game.active:
            _monarch_draws(game)
    elif step in ("first_strike_damage", "combat_damage"):
        return _damage_step(game)
    elif step == "cleanup":
        return _cleanup(game)
    elif step == "declare_blockers":  # the next defending player's blocks (CR 802.4)
        decision = _declare_blockers(game)
        if decision is not None:
            return decision
    game.priority_player = game.active  # CR 117.3a
    game.passes = 0
    game.stage = "priority_check"
    return None


MONARCH = ir.CardDefinition("The Monarch", oracle_text=(
    "At the beginning of the monarch's end step, that player draws a card."))
SOURCELESS: dict[str, ir.CardDefinition] = {MONARCH.name: MONARCH}
"""What a sourceless triggered ability is called on the stack, by its pending name
(CR 722.2, 901.8); :mod:`grimoire.mechanics.planechase` adds its planeswalking ability."""


def _monarch_draws(game: Game) -> None:
    """CR 722.2: the monarch designation's triggered ability."""
    ability = ir.TriggeredAbility(ir.StepTrigger("end"), ir.DrawCards(ir.Fixed(1)))
    game.pending_triggers.append(PendingTrigger(0, game.active, -1, "The Monarch",
                                                ability=ability))


def _declare_blockers(game: Game) -> Decision | None:
    """Each defending player in APNAP order declares blockers (CR 509.1, 802.4); a player
    with one legal declaration makes it at once (CR 509.1c: it may obey a requirement)."""
    for defender in defending_players(game):
        if defender in game.combat.declared or game.players[defender].lost:
            continue
        game.cand_cache.clear()  # (a fresh listing: it is the decision's, listed_early)
        blocks = combat.block_options(game, defender)
        if len(blocks) > 1:
            chooser = block_chooser(game, defender)  # (Master Warcraft, Brutal Hordechief)
            return listed_early(game, Decision("declare_blockers", chooser, rule="CR 509.1",
                                               source=defender), blocks)
        combat.declare_blockers(game, defender, blocks[0] if len(blocks) else _no_blocks())
    return None


def _no_blocks() -> DeclareBlockers:
    return DeclareBlockers(())


def _damage_step(game: Game) -> Decision | None:
    first = game.step == "first_strike_damage"
    attacker = combat.needs_assignment(game, first)
    if attacker is not None:
        return Decision("assign_damage", banding.assigner(game, attacker), source=attacker,
                        rule="CR 510.1c")  # (the other player with banding, CR 702.22j-k)
    combat.deal_combat_damage(game, first)
    game.priority_player = game.active
    game.passes = 0
    game.stage = "priority_check"
    return None


def _cleanup(game: Game) -> Decision | None:
    p = game.players[game.active]
    if len(p.hand) > MAX_HAND and not _no_max_hand(game, game.active):  # CR 514.1
        return Decision("discard", game.active, prompt="discard to hand size",
                        options=tuple(p.hand), rule="CR 514.1")
    # CR 514.2: damage wears off, "until end of turn" effects end.
    for oid in game.battlefield:
        obj = game.objects[oid]
        obj.damage = 0
    continuous.expire(game, cleanup=True)
    sync_control(game)  # CR 613.1b: control "until end of turn" ends here
    _end_turn_effects(game)
    before = len(game.events)
    decision = sba.check(game)
    if decision is not None:
        game.stage = "sba"
        return decision
    if game.pending_triggers or len(game.events) != before:
        # CR 514.3a: priority in the cleanup step, then another cleanup step.
        game.repeat_cleanup = True
        game.priority_player = game.active
        game.passes = 0
        game.stage = "priority_check"
        return None
    game.stage = "end_step"  # CR 514.3: normally no priority
    return None


def untap_permanents(game: Game) -> None:
    """CR 502.3: the active player's permanents untap (CR 302.6: they have been controlled
    continuously since this turn began); then the untap step ends (CR 502.4: no priority)."""
    skipped = set()
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller == game.active:
            obj.sick = False
            if oid in game.skip_untap:  # "doesn't untap during ... next untap step"
                skipped.add(oid)
            elif game.n_statics and _doesnt_untap(game, obj):
                continue
            elif obj.tapped and not _untap_replaced(game, obj):  # CR 122.1d
                obj.tapped = False
                game.emit(ev.Tapped(oid, untapped=True))  # CR 502.3
    if skipped:
        game.skip_untap = game.skip_untap - skipped
    if game.n_statics:
        _untap_during_others(game)  # Seedborn Muse
    game.stage = "end_step"


def _untap_during_others(game: Game) -> None:
    """CR 502.3: "Untap all permanents you control during each other player's untap step":
    as the active player's permanents untap, so do those of each other player controlling
    such a static ("doesn't untap during its controller's untap step" doesn't apply: this is
    not their untap step; a stun counter does, CR 122.1d)."""
    seats = {game.objects[s].controller for s in game.battlefield
             if game.objects[s].controller != game.active
             and any(isinstance(a.effect, ir.UntapDuringOthers)
                     for _, a in game.objects[s].info.statics)}
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.controller in seats and obj.tapped and not _untap_replaced(game, obj):
            obj.tapped = False
            game.emit(ev.Tapped(oid, untapped=True))


def _doesnt_untap(game: Game, obj: GameObject) -> bool:
    """A static "doesn't untap during its controller's untap step" (CR 502.3)."""
    for sid in game.battlefield:
        source = game.objects[sid]
        for _, ability in source.info.statics:
            eff = ability.effect
            if isinstance(eff, ir.DoesntUntapStatic) and (
                    sid == obj.id if eff.filter is None else query.matches(
                        game, obj, eff.filter, source.controller, sid)):
                return True
    return False


def _untap_replaced(game: Game, obj: GameObject) -> bool:
    """CR 614: a replacement effect stops ``obj`` untapping (stun counters, CR 122.1d)."""
    return any(replaced(game, obj) for replaced in hooks.UNTAP_REPLACED.funcs)


def _no_max_hand(game: Game, seat: int) -> bool:
    """CR 402.2: "no maximum hand size" from an effect or a static ability (a mechanism's
    too: a face-up plane, CR 901.7)."""
    return seat in game.no_max_hand or any(
        gives_no_max_hand(game.objects[oid], seat) for oid in game.battlefield) or any(
        gives(game, seat) for gives in hooks.NO_MAX_HAND.funcs)


def gives_no_max_hand(obj: GameObject, seat: int) -> bool:
    """Whether a static ability of ``obj`` (a permanent, or a face-up plane) gives ``seat``
    no maximum hand size (CR 402.2): "You have ..." or "Each player has ..."."""
    for _, ability in obj.info.statics:
        eff = ability.effect
        if isinstance(eff, ir.NoMaximumHandSize) and (
                eff.whose == "each" or (obj.controller == seat) == (eff.whose == "you")):
            return True
    return False


def _end_turn_effects(game: Game) -> None:
    """CR 514.2: "until end of turn" and "this turn" effects end."""
    for kind, oid, old in game.reverts[::-1]:  # not reversed(): mypyc 2.4 fails on tuples of Any
        obj = game.objects.get(oid)
        if obj is None:
            continue  # it left the battlefield: a new object already (CR 400.7)
        if kind == "copy":  # CR 514.2, 707.4: "becomes a copy ... until end of turn"
            end_copy(game, obj, old)
        elif kind == "info":  # abilities gained until end of turn end too
            zones.restore_info(game, obj, old)
        elif kind == "unflag":  # a designation until end of turn ("saddled", CR 702.171b)
            obj.flags = obj.flags - {old}
    # CR 611.2b: "for as long as ~ remains on the battlefield" outlasts the turn
    game.reverts = tuple(r for r in game.reverts if r[0] == zones.UNTIL_LEAVES)
    game.combat_rules = ()
    game.enter_tapped = tuple(e for e in game.enter_tapped if e[3] != "end_of_turn")
    game.prevention = ()
    game.regeneration = ()
    game.no_regeneration = frozenset()
    game.must_block = frozenset()
    game.attack_bans = ()
    game.play_permissions = {k: v for k, v in game.play_permissions.items()
                             if not _permission_over(game, *v)}
    expire_one_shots(game)


def _permission_over(game: Game, player: int, duration: str) -> bool:
    """Whether a play permission ends in this cleanup step (CR 514.2): "this turn", or
    "until the end of your next turn" in the holder's first turn after the one it was given
    in (``"next_turn_end:<turn>"``, CR 611.2a)."""
    if duration == "end_of_turn":
        return True
    if duration.startswith("next_turn_end:"):
        return game.active == player and game.turn > int(duration.split(":", 1)[1])
    return False


def end_step(game: Game) -> None:
    """End the current step: mana empties (CR 500.4); go to the next step or turn."""
    step = game.step
    kept_mana.empty_pools(game, step == "cleanup")  # CR 106.4, 106.4a, 514
    if step == "end_of_combat":
        if game.combat.attackers or game.combat.blocking:
            game.version += 1  # "attacking"/"blocking" no longer hold (grimoire.rules.layers)
        game.combat.clear()  # CR 511.3
        continuous.expire(game, combat_over=True)  # CR 511.2: "until end of combat"
    nxt: str
    if step == "cleanup":
        if game.repeat_cleanup:
            game.repeat_cleanup = False
            nxt = "cleanup"
        else:
            start_turn(game)
            return
    elif step == "main1" and game.no_combat_phase:
        nxt = "main2"  # CR 500.11: the combat phase is skipped (CR 505.1a)
    elif step == "declare_attackers" and game.no_attackers:
        nxt = "end_of_combat"  # CR 508.8
    elif step == "declare_blockers":
        nxt = "first_strike_damage" if combat.has_first_strike_step(game) else "combat_damage"
    elif step == "first_strike_damage":
        nxt = "combat_damage"
    else:
        nxt = STEPS[STEPS.index(step) + 1]
    for added in hooks.NEXT_STEP.in_game(game):  # CR 500.8: phases an effect added
        nxt = added(game, step, nxt)
    if nxt == "draw" and any(skip(game, nxt) for skip in hooks.STEP_SKIPPED.in_game(game)):
        nxt = "main1"  # CR 614.10: "Skip your draw step"
    game.step = nxt
    game.tba_started = False
    game.stage = "begin_step"


def start_turn(game: Game, first: bool = False) -> None:
    """Begin the next turn (or the first): the next player becomes active (CR 500.1)."""
    if not first:
        game.active = next_turn_player(game)  # CR 500.7: extra turns come first
        while game.skip_turns[game.active]:  # CR 500.11: skip that player's next turn
            counts = list(game.skip_turns)
            counts[game.active] -= 1
            game.skip_turns = tuple(counts)
            game.active = next_turn_player(game)
    game.turn += 1
    game.no_combat_phase = bool(game.skip_combat[game.active])
    if game.no_combat_phase:  # CR 500.11: "skips all combat phases of their next turn"
        counts = list(game.skip_combat)
        counts[game.active] -= 1
        game.skip_combat = tuple(counts)
    if game.turn_limit is not None and game.turn > game.turn_limit:
        game.end(None, f"turn limit {game.turn_limit} reached")
        return
    for p in game.players:
        p.lands_played = 0
        p.extra_lands = 0  # CR 305.2: "an additional land this turn" ends with the turn
    game.used_this_turn = frozenset()
    game.no_attackers = False
    game.repeat_cleanup = False
    if game.enter_tapped:  # CR 611.2a: "until your next turn" ends as that turn begins
        game.enter_tapped = tuple(e for e in game.enter_tapped if e[0] != game.active)
    for ends in hooks.TURN_BEGINS.funcs:  # CR 611.2a (detain, CR 701.29a)
        ends(game)
    end_goads(game)  # CR 701.38a: goaded until its goader's next turn
    continuous.expire(game, turn_of=game.active)  # CR 611.2a: "until your next turn"
    sync_control(game)
    game.emit(ev.TurnBegan(game.turn, game.active))
    game.step = "untap"
    game.tba_started = False
    game.stage = "begin_step"


# --- priority, triggers and the stack ------------------------------------------------


_QUIET_CHECK_STEPS = frozenset({"upkeep", "main1", "beginning_of_combat", "declare_attackers",
                                "declare_blockers", "end_of_combat", "main2", "end"})
"""Steps whose beginning changes nothing a state-based action reads, except through events
(a drawn card, a lore counter, an attack; the end step has no turn-based action, CR 513.1,
and the monarch's draw is a triggered ability, CR 722.2): not the untap step (permanents
untap, phasing), the draw step (a draw from an empty library is no event, CR 704.5b), the
damage steps or the cleanup step (damage wears off, effects end)."""


def before_priority(game: Game) -> Decision | None:
    """CR 117.5: state-based actions, then triggered abilities, repeated. First, a spell
    or ability just put on the stack announces how it divides its damage (CR 601.2d: part
    of casting it, before any player receives priority).

    When the last check found nothing (no state-based action, no trigger, nothing to
    announce) and since then a player only passed priority, perhaps ending steps whose
    beginning changed nothing (:data:`_QUIET_CHECK_STEPS`: no other event, no version
    bump, no trigger waiting), this check would find nothing again: it is skipped
    (``game.settled``, which :meth:`Game.apply <grimoire.rules.game.Game.apply>` and
    ``run`` forget as they begin: a caller may change the game between decisions)."""
    if game.one_shots and one_shots(game):  # CR 610.3: cards returning as their exiler left
        return None  # (stage "resolving")
    if game.settled is not None and _still_settled(game):
        return None
    while True:
        decision = undivided(game)
        if decision is not None:
            return decision
        if replace.may_ask(game):
            try:
                with replace.asking():  # CR 616.1: e.g. umbra armor or regeneration
                    decision = sba.check(game)
            except replace.ReplacementOrderNeeded as need:
                game.stage = "sba"
                return need.decision
            replace.forget(game)
        else:
            decision = sba.check(game)
        if decision is not None:
            game.stage = "sba"
            return decision
        if game.one_shots and one_shots(game):  # the check stopped for them (CR 610.3,
            return None  # 704.3): then again
        if game.n_watchers and game.result is None:  # CR 603.8: state triggers
            state_triggers(game)
        if game.result is not None or not (game.pending_triggers or game.trigger_current):
            if game.result is None:
                game.settled = (len(game.events), game.version, len(game.action_log))
            return None
        decision = put_triggers(game)
        if decision is not None:
            game.stage = "triggers"
            return decision


def _still_settled(game: Game) -> bool:
    """Whether the check :func:`before_priority` is about to make would find nothing, as
    the last one did (see there); updates or forgets ``game.settled``."""
    settled = game.settled
    assert settled is not None
    log = game.action_log
    events = game.events
    if settled[1] == game.version and settled[2] == len(log) - 1 \
            and type(log[-1]) is PassPriority and not (
                game.pending_triggers or game.trigger_current):
        began = len(events) != settled[0]
        for i in range(settled[0], len(events)):
            event = events[i]
            if type(event) is not ev.StepBegan or event.step not in _QUIET_CHECK_STEPS:
                break
        else:
            if began and game.n_watchers:  # CR 603.8: state triggers, as the full check
                state_triggers(game)
            if not (game.pending_triggers or game.trigger_current):
                game.settled = (len(events), game.version, len(log))
                return True
    game.settled = None
    return False


def _trigger_ability(game: Game, pending: object) -> ir.TriggeredAbility:
    assert isinstance(pending, PendingTrigger)
    if pending.ability is not None:
        return pending.ability
    if pending.kept is not None:  # CR 113.7a: as it triggered, whatever its source is now
        return pending.kept
    source = game.objects.get(pending.source) or game.last_known[pending.source]
    ability = source.info.card.abilities[pending.index]
    assert isinstance(ability, ir.TriggeredAbility)
    return ability


def put_triggers(game: Game) -> Decision | None:
    """Put waiting triggered abilities on the stack, APNAP (CR 603.3b)."""
    while game.pending_triggers or game.trigger_current is not None:
        decision = undivided(game)  # CR 603.3d: as the trigger goes on the stack
        if decision is not None:
            return decision
        if game.trigger_current is not None:
            decision = _trigger_targets(game)
            if decision is not None:
                return decision
            continue
        order = [p for p in game.apnap() if any(
            t.controller == p for t in game.pending_triggers)]
        if not order:
            game.pending_triggers.clear()
            return None
        player = order[0]
        mine = [i for i, t in enumerate(game.pending_triggers) if t.controller == player]
        if len(mine) > 1:
            return Decision("order_triggers", player, prompt="put which trigger on the stack?",
                            options=tuple(mine), rule="CR 603.3b")
        take_trigger(game, mine[0])
    return None


def take_trigger(game: Game, index: int) -> None:
    """Start putting the ``index``-th waiting trigger on the stack."""
    game.trigger_current = game.pending_triggers.pop(index)


def _trigger_targets(game: Game) -> Decision | None:
    ability = _trigger_ability(game, game.trigger_current)
    decision = ability_modes.trigger_modes(game, ability)  # CR 603.3c: modes first
    pending = game.trigger_current
    if decision is not None or pending is None:
        return decision
    specs = ability_modes.ability_specs(ability, pending.modes or ())
    if specs:
        combos = targets.choices(game, specs, pending.controller, pending.source,
                                 x=trigger_x(game, ability, pending.source))
        if not combos:
            game.trigger_current = None  # CR 603.3d: no legal targets, removed
            return None
        if len(combos) > 1 and all(spec.random for spec in specs):  # "chosen at random"
            combos = [combos[game.rng.randrange(len(combos))]]  # (seeded RNG, Witch Hunt)
        if len(combos) > 1:
            return Decision("trigger_targets", targets.trigger_chooser(  # (CR 603.3d)
                specs, pending.controller, pending.trigger_player), options=tuple(combos),
                            source=pending.source, rule="CR 603.3d")
        trigger_to_stack(game, combos[0])
    else:
        trigger_to_stack(game, ())
    return None


def trigger_to_stack(game: Game, chosen: tuple[tuple[object, ...], ...]) -> None:
    """Put the current trigger on the stack with its targets (CR 603.3)."""
    pending = game.trigger_current
    assert pending is not None
    game.trigger_current = None
    ability = _trigger_ability(game, pending)
    source = game.objects.get(pending.source) or game.last_known.get(pending.source)
    info = info_for(source.info.card if source is not None
                    else SOURCELESS.get(pending.name, MONARCH))
    owner = source.owner if source is not None else pending.controller
    effect: ir.Effect = ir.MayDo(ability.effect) if ability.optional else ability.effect
    item = zones.new_object(game, info, owner, "stack", "ability")
    item.controller = pending.controller
    # CR 107.3m: an object's own enters trigger uses the X its spell was cast with.
    own_etb = isinstance(ability.trigger, ir.EntersTrigger) and ability.trigger.filter is None
    own_etb = own_etb or any(  # CR 702.37f: a morph or disguise cost's X
        own(ability) for own in hooks.OWN_X_TRIGGER.funcs)
    # "When you cast this spell, reveal the top X cards": the X the spell was cast with
    # (CR 601.2b; the spell's own value, as 107.3m gives its enters triggers)
    own_etb = own_etb or isinstance(ability.trigger, ir.CastThisTrigger)
    modes = pending.modes or ()  # CR 700.2b: the modes chosen for a modal trigger
    item.stack = StackInfo(effect=effect, specs=ability_specs(ability, modes), modes=modes,
                           targets=chosen,  # type: ignore[arg-type]
                           x=source.x if own_etb and source is not None else 0,
                           source=pending.source, ability=pending.index,
                           trigger_object=pending.trigger_object,
                           trigger_player=pending.trigger_player, condition=ability.condition,
                           amount=pending.amount, roll=pending.roll, bindings=pending.bindings)
    game.emit(ev.AbilityTriggered(pending.controller, pending.source, pending.name,
                                  pending.index, ev.target_codes(chosen)))  # type: ignore[arg-type]
    if chosen:  # ward (CR 702.21a), "becomes the target" triggers
        for became in hooks.BECAME_TARGETS.funcs:
            became(game, item.id)


def resolve_top(game: Game) -> None:
    """All players passed: the top object resolves (CR 405.5, 608)."""
    oid = game.stack[-1]
    obj = game.objects[oid]
    info = obj.stack
    assert info is not None
    if obj.kind != "ability" and obj.info.is_permanent:
        if info.specs and targets.all_illegal(game, info.specs, info.targets, obj.controller,
                                              oid) and not any(
                resolves(game, oid) for resolves in hooks.TARGETS_ILLEGAL.funcs):
            _remove_item(game, oid, fizzled=True)  # CR 608.3b: an Aura spell's target
            _after_resolution(game)  # (a bestowed one resolves as a creature, 702.103e)
            return
        info = obj.stack
        assert info is not None
        if enters_copying(game, oid):
            return  # CR 614.1c, 707.5: "enter as a copy" asks as it enters
        if enters_choosing(game, oid):
            return  # CR 614.12: "as this enters, choose ..." asks before it enters
        if enters_rolling(game, oid):
            return  # CR 614.1c: "as this enters, roll ..." rolls (maybe asking) first
        if any(hook(game, oid) for hook in hooks.ENTERING_SPELL.funcs):
            return  # a mechanism asks first (unleash, CR 702.98a)
        # CR 608.3: a permanent spell becomes a permanent under its controller's control.
        name = obj.name
        # CR 400.7d: its abilities see how the spell was cast (an evoked creature's "if it
        # was evoked" is checked as it enters, CR 603.4): one batch with the move.
        open_batch(game)
        try:
            _enter(game, obj, info.x)
        except BaseException:
            abandon(game)
            raise
        close_batch(game)
        game.emit(ev.Resolved(oid, name))
        _after_resolution(game)
        return
    source = info.source if obj.kind == "ability" else oid
    # CR 608.2b: the targets are checked once, as resolution starts; with all of them
    # illegal it doesn't resolve, otherwise its instructions use the legal ones.
    legal = target_limits.still_legal(game, info.specs, info.targets, obj.controller, oid,
                                      info.x) if info.specs else ()  # (X: CR 601.2b)
    if info.specs and any(info.targets[:len(info.specs)]) and not any(legal):
        _remove_item(game, oid, fizzled=True)  # CR 608.2b
        _after_resolution(game)
        return
    res = Resolution(item=oid, source=source, controller=obj.controller, source_name=obj.name,
                     targets=info.targets, specs=info.specs, x=info.x, modes=info.modes,
                     trigger_object=info.trigger_object, trigger_player=info.trigger_player)
    res.legal = legal
    res.mark = len(game.events)
    if info.bindings:  # CR 603.7c: a delayed trigger's "that card", "that token"
        res.bindings = dict(info.bindings)
    if info.condition is not None and not condition_holds(game, res, info.condition):
        _remove_item(game, oid)  # CR 603.4: the intervening "if" is checked again
        _after_resolution(game)
        return
    res.scratch["event_amount"] = info.amount
    if info.division is not None:  # CR 601.2d: announced as it was put on the stack
        res.scratch["announced_division"] = (info.targets, info.division)
    res.scratch["sacrificed"] = info.sacrificed
    res.scratch["revealed"] = info.revealed
    res.scratch["exiled"] = info.exiled  # "the exiled card's power" (CR 601.2h)
    res.scratch["returned"] = info.returned  # (ninjutsu, CR 702.49c)
    res.scratch["tapped"] = info.tapped  # tapped to pay its cost (station)
    if info.roll is not None:  # a trigger on a die roll reads that roll's results
        res.die = DieRecord(*info.roll)
    for added, toff in reversed(info.added):  # CR 702.47b: after the spell's own effect
        res.push(added, toff=toff)
    if info.effect is not None:
        res.push(info.effect)
    begin(game, res)


def enter_permanent(game: Game, obj: GameObject, x: int) -> int:
    """The resolving permanent spell ``obj`` becomes a permanent (see :func:`_enter`)."""
    return _enter(game, obj, x)


def _enter(game: Game, obj: GameObject, x: int) -> int:
    """CR 608.3: the permanent spell becomes a permanent (a copy becomes a token, CR
    111.13, 608.3f) that remembers how it was cast (CR 702.33d)."""
    new = zones.move(game, obj.id, "battlefield", controller=obj.controller, x=x)
    if game.prevention:  # CR 609.7a: a shield against the spell, against the permanent
        follow_spell(game, obj.id, new)
    if obj.kind == "copy" and new in game.objects:
        game.objects[new].kind = "token"
    if obj.stack is not None and obj.stack.exiled and new in game.objects:  # the cards its
        game.linked[new] = game.linked.get(new, ()) + obj.stack.exiled  # cost exiled (607.2a)
    if obj.flags and new in game.objects:
        game.objects[new].flags = game.objects[new].flags | remembered(obj.flags)
        for entered in hooks.PERMANENT_SPELL_ENTERED.funcs:  # dash (CR 702.109a)
            entered(game, new)
    return new


def _remove_item(game: Game, oid: int, fizzled: bool = False) -> None:
    obj = game.objects[oid]
    game.emit(ev.Resolved(oid, obj.name, fizzled))
    # CR 608.2n: an instant or sorcery goes to its owner's graveyard; an ability ceases.
    # CR 702.27a: a resolving spell whose buyback cost was paid goes to its owner's hand.
    bought = not fizzled and "buyback" in obj.flags
    if not fizzled and not bought and any(
            instead(game, oid) for instead in hooks.INSTEAD_OF_GRAVEYARD.funcs):
        return  # rebound (CR 702.88a): exiled instead, cast again at its next upkeep
    zones.move(game, oid, "hand" if bought else "graveyard")


def finish_resolution(game: Game) -> None:
    """The interpreter finished: clean up the resolving item (CR 608.2n)."""
    if game.result is not None:  # CR 104.2-104.3: it ended the game; nothing follows
        return
    res = game.resolving.pop()
    if res.is_mana:
        # CR 605.4a: triggered mana abilities queued under it resolve next.
        queued = game.resolving and game.resolving[-1].is_mana
        game.stage = "resolving" if queued else "priority_check"
        return
    if res.after is not None:  # a one-shot effect outside the stack: back where it began
        game.stage = res.after
        return
    if game.ending_turn:
        _end_the_turn(game)
        return
    if res.item in game.objects and game.objects[res.item].zone == "stack":
        _remove_item(game, res.item)
    _after_resolution(game)


def _end_the_turn(game: Game) -> None:
    """CR 721.1: exile every spell and ability on the stack (the resolving one too),
    remove all creatures from combat, then go to the cleanup step."""
    game.ending_turn = False
    for oid in reversed(list(game.stack)):
        zones.move(game, oid, "exile")
    game.combat.clear()
    kept_mana.empty_pools(game, False)  # CR 106.4: the step ends; the cleanup step follows
    game.step = "cleanup"
    game.tba_started = False
    game.stage = "begin_step"


def _after_resolution(game: Game) -> None:
    game.priority_player = game.active  # CR 117.3b
    game.passes = 0
    game.stage = "priority_check"
