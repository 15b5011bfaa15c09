"""Legal actions for each kind of decision, and applying a validated action.

Validation happens before any change (an illegal action raises and changes nothing):
priority actions are checked rule by rule with the rule named; every other decision
checks the action against the list of legal answers. Combinatorial choices (target sets,
"choose any number") may be listed as a bounded subset; an unlisted one is checked
directly against the rules (:mod:`grimoire.rules.choice_bounds`).
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import nullcontext
from typing import TYPE_CHECKING

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import (
    ability_modes,
    attachments,
    attack_costs,
    banding,
    casting,
    choice_bounds,
    combat,
    copies,
    cost_changes,
    enter_statics,
    faces,
    hooks,
    keywords_cast,
    opponent_targets,
    payment,
    plain_casts,
    replace,
    sba,
    turn,
    zones,
)
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    Keep,
    PassPriority,
    PlayLand,
    TakeMulligan,
)
from grimoire.rules.cardinfo import NONMANA_ACTIVATED, ZONE_ACTIVATED
from grimoire.rules.casting import MAIN_STEPS
from grimoire.rules.combat_restrictions import declaration_problem
from grimoire.rules.division import announce
from grimoire.rules.flash_permission import OWN_FLASH_WORDS, flash_permitted, own_flash_problem
from grimoire.rules.resolution import answer as resume
from grimoire.rules.setup import answer_mulligan, counted_mulligans
from grimoire.rules.target_limits import total_choices

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


OUTSIDE_WORDS = frozenset({ZONE_ACTIVATED})
"""What lets a card be activated from a graveyard or hand, in a card's IR: an activated
ability that works outside the battlefield (CR 113.6k); what lets one be cast from a
graveyard, a mechanism adds to :data:`~grimoire.rules.hooks.GRAVEYARD_CAST_WORDS`."""


_PASS = PassPriority()  # immutable (a frozen dataclass): one for every listing


def priority_actions(game: Game, player: int) -> list[Action]:
    """Everything ``player`` may do with priority (CR 117.1)."""
    out: list[Action] = [_PASS]
    p = game.players[player]
    # (casting.sorcery_timing, inline: CR 307.1, your main phase with an empty stack)
    sorcery_ok = player == game.active and game.step in MAIN_STEPS and not game.stack
    land_ok = sorcery_ok and p.lands_played < enter_statics.land_plays(game, player)
    seen_lands: set[int] = set()
    objects = game.objects
    twins: dict[int, tuple[GameObject, list[CastSpell]]] = {}
    statics = game.n_statics
    own_flash = not OWN_FLASH_WORDS.isdisjoint(game.vocabulary)  # "if it targets a commander"
    granting = bool(keywords_cast.granted(game, player))  # "the next spell you cast has
    for oid in p.hand:  # convoke": no card's ways to cast are its card data's alone
        obj = objects[oid]
        info = obj.info
        if info.card.faces:  # each face alone (CR 709.3a, 712.11b-712.12, 715.3a)
            out.extend(_face_actions(game, player, obj, land_ok))
            continue
        if info.is_land:
            if land_ok and oid not in seen_lands:
                out.append(PlayLand(oid))
                seen_lands.add(oid)
            if sorcery_ok and casting.castable_land(obj):  # CR 702.37c: cast face down
                out.extend(casting.cast_options(game, player, oid))
            continue
        if not sorcery_ok and not (info.is_instant or info.has_flash) \
                and not ((statics or own_flash) and flash_permitted(game, player, obj)):
            # (casting.needs_sorcery_timing, inline: checked for every card at every priority)
            continue  # cast_problem would refuse it (CR 307.1): skip the call
        simple = not granting and _simple_cast(game, obj)
        twin = twins.get(id(obj.info)) if simple else None
        if twin is not None and twin[0].info is obj.info:
            # another copy of the same card in the same hand: the same ways to cast it
            out.extend(CastSpell(oid, a.targets, a.modes, a.x, a.alt, a.additional, a.costs,
                                 face=a.face) for a in twin[1])
            continue
        found = None if granting else plain_casts.options(game, player, oid)  # (None: not
        # a plain card)
        if found is None:
            found = casting.cast_options(game, player, oid)
        if simple:
            twins[id(obj.info)] = (obj, found)
        out.extend(found)
    offer_mana = game.offer_mana_abilities
    # Without mana abilities offered, only a non-mana activated ability can be listed here:
    # none in any card of this game (cardinfo.present), no battlefield scan.
    scan = offer_mana or NONMANA_ACTIVATED in game.vocabulary
    for oid in game.battlefield if scan else ():
        obj = objects[oid]
        # Mana abilities are skipped unless offered: scan only the others then (and mana
        # abilities with a chosen X, which the automatic payer never plans: cardinfo).
        abilities = obj.info.activated if offer_mana else obj.info.nonmana_activated
        for index, ability in abilities:
            if obj.controller != player and not ability.any_player:
                continue  # CR 602.2: "Any player may activate this ability"
            out.extend(casting.ability_options(game, player, obj, index, ability))
    for oid in game.play_permissions:  # "you may play that card this turn"
        allowed = game.objects.get(oid)
        if allowed is None or allowed.zone == "hand" or game.play_permissions[oid][0] != player:
            continue
        if allowed.info.card.faces:  # CR 712.12: "play": either face
            out.extend(_face_actions(game, player, allowed, land_ok))
        elif allowed.info.is_land:
            if land_ok and casting.land_problem(game, player, oid) is None:
                out.append(PlayLand(oid))
        else:
            out.extend(casting.cast_options(game, player, oid))
    if "command" in hooks.CASTABLE_FROM and game.command:  # CR 903.8: a commander
        command_casts = hooks.CASTABLE_FROM["command"].funcs
        for oid in game.command:
            if any(may(game, player, objects[oid]) for may in command_casts):
                out.extend(casting.cast_options(game, player, oid))
    vocabulary = game.vocabulary  # (cardinfo.present, inline)
    outside = not OUTSIDE_WORDS.isdisjoint(vocabulary) or not \
        hooks.GRAVEYARD_CAST_WORDS.isdisjoint(vocabulary)  # else no card acts from a
    # graveyard or hand
    graveyard_casts = hooks.castable_from("graveyard").funcs if outside else ()
    for oid in p.graveyard if outside else ():  # CR 601.3: flashback (CR 702.34a), "You
        if oid in game.play_permissions:  # may cast ~ from your graveyard"
            continue
        if any(may(game, player, objects[oid]) for may in graveyard_casts):
            out.extend(casting.cast_options(game, player, oid))
    for offered in hooks.PRIORITY_OPTIONS.in_game(game):  # CR 116.2: turning face up (702.37e),
        out.extend(offered(game, player))  # foretelling (702.143a), the planar die (901.9)
    for zone in (p.graveyard, p.hand) if outside else ():
        for oid in zone:
            obj = objects[oid]
            info = obj.info
            # Only abilities that function outside the battlefield can match a card here.
            abilities = info.activated if obj.zone == "battlefield" else info.zone_activated
            for index, ability in abilities:
                if ability.zone == obj.zone:
                    out.extend(casting.ability_options(game, player, obj, index, ability))
    if hooks.ACTIVATION_RESTRICTIONS.funcs and game.stack:  # split second (CR 702.61a-b)
        out = [a for a in out if not isinstance(a, ActivateAbility)
               or hooks.activation_restriction(game, a) is None]
    return out


_OUTSIDE_ZONES = frozenset({"hand", "graveyard", "library", "exile"})


def _face_actions(game: Game, player: int, obj: GameObject, land_ok: bool) -> list[Action]:
    """The plays and casts of a card with other faces (split, adventurer, modal
    double-faced): each face that is a land played as it (CR 712.12), each face cast as it
    (CR 709.3a, 712.11c, 715.3a: :func:`casting.cast_options` lists them all)."""
    out: list[Action] = []
    for face in faces.face_indexes(faces.whole(obj).card) if land_ok else ():
        if face >= 0 and casting.land_problem(game, player, obj.id, face) is None:
            out.append(PlayLand(obj.id, face))
    out.extend(casting.cast_options(game, player, obj.id))
    return out


def _simple_cast(game: Game, obj: GameObject) -> bool:
    """Whether the ways to cast ``obj`` (a card in its owner's hand) depend on nothing
    but its card data and the game, never on which object it is: no permission naming it,
    no marks on it, no costs beyond its mana cost and spree modes' mana (additional,
    alternative, X, convoke and the like: they choose other objects), no cost per target,
    and targets only on the battlefield, on the stack or players (a target in a hand or a
    graveyard could be the card itself or its twin)."""
    if obj.flags or obj.kind != "card" or obj.id in game.play_permissions:
        return False
    info = obj.info
    simple = info.simple_cast  # kept by the card data (it depends on nothing else)
    if simple is None:
        simple = info.simple_cast = _simple_card(obj)
    return simple


def _simple_card(obj: GameObject) -> bool:
    """The card-data part of :func:`_simple_cast`."""
    card = obj.info.card
    if card.faces:
        return False  # each face has its own costs and targets (CR 709.3a, 715.3a)
    if card.additional_costs or card.alternative_costs or "X" in card.mana_cost.symbols \
            or keywords_cast.helper_keywords(obj) or cost_changes.per_target(obj):
        return False
    spell = card.spell
    specs = list(attachments.aura_specs(obj)) if spell is None else list(spell.targets)
    if spell is not None and isinstance(spell.effect, ir.Modal):
        for mode in spell.effect.modes:
            if mode.cost is not None and mode.cost.parts:
                return False  # a spree mode's cost may choose other objects (CR 702.172a)
            specs.extend(mode.targets)
    return all(spec.kind in ("player", "any") or spec.filter.zone not in _OUTSIDE_ZONES
               for spec in specs)


def _choose_objects(game: Game, decision: Decision) -> list[Action]:
    """The answers to a choose-style decision: all of them, or above
    ``choice_bounds.CAP`` a bounded subset (``apply`` validates any answer directly)."""
    if decision.data[:1] == ("total",):  # a limit on the chosen objects' total (CR 608.2d)
        return [Choose(c) for c in total_choices(decision, game)]
    found, cut = choice_bounds.bounded_combinations(decision.options, decision.min_count,
                                                    decision.max_count)
    if decision.data[:1] == ("share",):  # "cards that share a land type"
        found = [c for c in found if choice_bounds.share_problem(decision, c) is None]
    if decision.data[:1] == ("names",):  # "with different names" (CR 201.2)
        found = [c for c in found if choice_bounds.names_problem(decision, c) is None]
    if cut:
        choice_bounds.mark(game)
    return [Choose(tuple(c)) for c in found]


def legal_actions(game: Game) -> Sequence[Action]:
    """Every legal answer to ``game.pending``."""
    d = game.pending
    if d is None:
        return []
    kind = d.kind
    if kind == "priority":
        return priority_actions(game, d.player)
    if kind == "mulligan":
        can = counted_mulligans(game, d.player) < 7  # CR 103.5, 103.5c
        return [Keep(), TakeMulligan()] if can else [Keep()]
    if kind in ("bottom", "choose_objects", "legend_rule"):
        if kind == "legend_rule":
            return [Choose((o,)) for o in d.options]
        return _choose_objects(game, d)
    if kind in ("discard", "opponent_target"):
        return [Choose((o,)) for o in d.options]
    if kind in ("yes_no", "choose_color", "choose_number", "order_triggers",
                "trigger_targets", "choose_mode", "choose_payment", "trigger_modes",
                "order_replacements", "divide", "choose_defender",
                "choose_creature_type", "declare_bands"):
        return [Choose(o) for o in d.options]
    if kind == "declare_attackers":  # d.data: the attackers another player chose for them
        return combat.attack_options(game) if not d.data else [a for a in combat.attack_options(
            game) if sorted(c for c, _ in a.attacks) == list(d.data)]
    if kind == "declare_blockers":  # d.source: the defending player (ControlBlocks)
        return combat.block_options(game, d.player if d.source is None else d.source)
    if kind == "assign_damage":
        assert d.source is not None
        return combat.assignment_options(game, d.source)
    if kind == "cast_copy":
        return copies.options(game, d)
    raise AssertionError(f"unknown decision kind {kind}")  # pragma: no cover


def _priority(game: Game, player: int, action: Action,
              listed: Sequence[Action] | None = None) -> None:
    """Apply a priority action. ``listed``: the legal actions listed for this decision, if
    they were (nothing changed since): a cast or activation found there was checked by the
    same functions when it was listed, so it is not enumerated again."""
    if isinstance(action, PassPriority):
        game.action_log.append(action)
        game.passes += 1
        living = 0
        for seat in game.players:
            if not seat.lost:
                living += 1
        if game.passes >= living:
            # CR 117.4: all passed in succession.
            game.stage = "resolve_top" if game.stack else "end_step"
        else:
            game.priority_player = game.next_player(player)
            game.stage = "priority_check"
        return
    if listed is not None and not isinstance(action, CastSpell | ActivateAbility):
        game.cand_cache.clear()  # (the listing's findings: the game is about to change)
    if isinstance(action, PlayLand):
        casting.require(casting.land_problem(game, player, action.card, action.face))
        game.action_log.append(action)
        casting.play_land(game, player, action)
        if game.stage == "resolving":  # it asks before it enters (CR 614.12a)
            game.passes = 0
            return
    elif isinstance(action, CastSpell):
        obj = game.objects.get(action.card)
        if obj is not None and (action.face or obj.info.card.faces) \
                and not casting.hidden_from(game, player, obj):  # CR 709.3, 715.3
            casting.require(faces.face_problem(game, player, obj, action.face))
        with faces.as_face(obj, action.face) if obj is not None else nullcontext():
            if listed is None or action not in listed:
                _check_cast(game, player, action)  # (split second: casting.cast_problem)
            game.action_log.append(action)
            if payment.start(game, player, action, listed=listed is not None):
                return  # the player chooses how to pay first (CR 601.2g)
        casting.cast(game, player, action)
    elif isinstance(action, ActivateAbility):
        obj = game.objects.get(action.source)
        abilities = obj.info.card.abilities if obj is not None else ()
        ability = abilities[action.index] if 0 <= action.index < len(abilities) else None
        if obj is None or not isinstance(ability, ir.ActivatedAbility) \
                or casting.hidden_from(game, player, obj):  # CR 400.2: says nothing of it
            raise IllegalActionError("no such activated ability", rule="CR 602.1")
        casting.require(hooks.activation_restriction(game, action))  # split second
        if listed is None or action not in listed:
            _check_activation(game, player, obj, ability, action)
        specs = ability_modes.ability_specs(ability, action.modes)
        if any(s.by_opponent for s in specs):
            opponent_targets.check(game, player, specs, action)  # (before it is logged)
        game.action_log.append(action)
        if any(s.by_opponent for s in specs) and opponent_targets.ask(
                game, player, specs, action):
            return  # the named opponent chooses that target first (CR 601.2c, 602.2b)
        if not ability.is_mana_ability and payment.start(game, player, action,
                                                         listed=listed is not None):
            return  # the player chooses how to pay first (CR 602.2b)
        if ability.is_mana_ability and listed is not None:
            game.cand_cache.clear()  # (no payment asked about: the listing forgotten here)
        casting.activate(game, player, action)
        if ability.is_mana_ability:
            game.passes = 0
            return  # the mana ability resolves (stage "resolving"), then priority again
    elif type(action) in hooks.SPECIAL_ACTIONS:  # CR 116.2: turning face up (702.37e),
        # foretelling (702.143b), the planar die (901.9): validated first (IllegalActionError)
        hooks.SPECIAL_ACTIONS[type(action)](game, player, action)
        game.action_log.append(action)
    else:
        raise IllegalActionError(f"{type(action).__name__} does not answer priority",
                                 rule="CR 117")
    game.passes = 0  # CR 117.3c: the same player receives priority again
    game.stage = "priority_check"


def _check_cast(game: Game, player: int, action: CastSpell) -> None:
    """Raise IllegalActionError unless ``action`` is a legal cast now (CR 601.2)."""
    casting.require(casting.cast_problem(game, player, action.card, casting.NORMAL))
    casting.require(own_flash_problem(game, player, action))  # CR 601.3b: its targets
    offered = casting.cast_options(game, player, action.card)
    if action.spliced and action not in offered:  # CR 702.47a-b: only the listed splices
        raise IllegalActionError(f"no such splice: {action!r}", rule="CR 702.47b")
    if action not in offered and not keywords_cast.accepts(game, player, action, offered):
        # targets beyond a bounded listing
        problem = choice_bounds.cast_problem(game, player, action, offered)
        if problem is not None:
            raise IllegalActionError(f"{problem[0]} for {action!r}", rule=problem[1])


def _check_activation(game: Game, player: int, obj: GameObject,
                      ability: ir.ActivatedAbility, action: ActivateAbility) -> None:
    """Raise IllegalActionError unless ``action`` is a legal activation now (CR 602.2)."""
    casting.require(casting.ability_problem(game, player, obj, action.index, ability))
    # CR 700.2a: a modal ability's modes
    casting.require(ability_modes.mode_problem(ability_modes.modal_of(ability.effect),
                                               action.modes))
    ways = casting.ability_options(game, player, obj, action.index, ability)
    if action not in ways and not any(  # a crew or saddle cost's other choices (CR 702.122a)
            accepts(game, player, obj, ability, action, ways)
            for accepts in hooks.UNLISTED_ACTIVATION.funcs):
        casting.require(ability_modes.unavailable(action, ways))  # CR 700.2a
        # targets beyond a bounded listing
        problem = choice_bounds.ability_problem(
            game, player, ability_modes.ability_specs(ability, action.modes), action, ways)
        if problem is not None:
            raise IllegalActionError(f"{problem[0]} for {action!r}", rule=problem[1])


def apply_action(game: Game, action: Action) -> None:
    """Validate ``action`` against the pending decision and apply it."""
    d = game.pending
    if d is None:
        raise IllegalActionError("no decision is pending", rule="CR 104.1")
    listed = game._legal  # listed for this decision (reset whenever the decision changes)
    game._legal = None
    if d.kind == "priority":
        if listed is None or type(action) is PassPriority:  # (else cleared by _priority:
            game.cand_cache.clear()  # a listed cast or activation pays after its question)
        _priority(game, d.player, action, listed)
        return
    legal = listed if listed is not None else legal_actions(game)
    if d.kind == "assign_damage":
        ok = isinstance(action, AssignDamage) and (combat.assignment_ok(
            list(legal), action)  # type: ignore[arg-type]
            or (action.attacker == d.source  # (the listing may be bounded)
                and combat.division_legal(game, action)))
    else:
        ok = action in legal
    if not ok and d.kind in ("bottom", "choose_objects", "trigger_targets"):
        # the listing may be bounded: check directly
        problem = choice_bounds.decision_problem(game, d, action)
        if problem is not None:
            raise IllegalActionError(f"{action!r}: {problem[0]}", rule=problem[1])
        ok = True
    if not ok and d.kind == "declare_bands" and isinstance(action, Choose):
        problem_text = banding.band_problem(game, action.value)  # the listing is bounded
        if problem_text is not None:
            raise IllegalActionError(f"{action!r}: {problem_text}", rule="CR 702.22c")
        ok = True
    if not ok and d.kind == "cast_copy" and isinstance(action, CastSpell):
        # targets beyond a bounded listing
        ok = choice_bounds.cast_problem(game, d.player, action, [
            a for a in legal if isinstance(a, CastSpell)]) is None
    if not ok and d.kind == "cast_copy":
        message, rule = copies.problem(game, d, action)
        raise IllegalActionError(f"{action!r}: {message}", rule=rule)
    if d.data and isinstance(action, DeclareAttackers) and d.kind == "declare_attackers" and \
            sorted(c for c, _ in action.attacks) != list(d.data):  # (Master Warcraft's ruling)
        raise IllegalActionError(f"{action!r}: the attackers were chosen", rule="CR 508.1")
    if not ok and ((d.kind == "declare_attackers" and isinstance(action, DeclareAttackers))
                   or (d.kind == "declare_blockers" and isinstance(action, DeclareBlockers))):
        problem = declaration_problem(game, action)  # CR 506.5, 508.1c, 509.1b-c
        if problem is not None:
            raise IllegalActionError(f"{action!r}: {problem[0]}", rule=problem[1])
    if not ok:
        raise IllegalActionError(f"{action!r} is not a legal answer to {d.kind}",
                                 rule=d.rule or "CR 117")
    game.action_log.append(action)
    _answer(game, d, action)


def _answer(game: Game, d: Decision, action: Action) -> None:
    kind = d.kind
    if kind in ("mulligan", "bottom") or game.stage == "mulligan":  # CR 103.5-6
        answer_mulligan(game, d, action)
    elif kind == "declare_attackers":
        assert isinstance(action, DeclareAttackers)
        if d.player != game.active and action.attacks:  # another player chose them: the
            group = tuple(sorted(c for c, _ in action.attacks))  # active player chooses
            game.set_pending(Decision("declare_attackers", game.active, rule="CR 508.1",
                                      data=group), "tba")  # what each attacks (the ruling)
            return
        combat.declare_attackers(game, action)
        game.no_attackers = not action.attacks
        bands = banding.band_decision(game)  # CR 508.1e: part of declaring attackers
        if bands is not None:
            game.set_pending(bands, "tba")
            return
        _after_declaration(game, attack_costs.optional_costs(game))
    elif kind == "declare_bands":
        assert isinstance(action, Choose) and isinstance(action.value, tuple)
        banding.declare_bands(game, action.value)
        _after_declaration(game, attack_costs.optional_costs(game))
    elif d.rule in hooks.ATTACK_OPTIONAL_ANSWERS:  # CR 508.1g: "you may exert it as it attacks"
        assert isinstance(action, Choose)
        _after_declaration(game, attack_costs.answer_optional(game, d, bool(action.value)))
    elif kind == "declare_blockers":
        assert isinstance(action, DeclareBlockers)
        combat.declare_blockers(game, d.player if d.source is None else d.source, action)
        game.stage = "begin_step"  # the next defending player, then priority (CR 802.4)
    elif kind == "assign_damage":
        assert isinstance(action, AssignDamage)
        game.combat.assigned[action.attacker] = action.assignment
        game.stage = "begin_step"
    elif kind == "discard":
        assert isinstance(action, Choose) and isinstance(action.value, tuple)
        zones.move(game, action.value[0], "graveyard")
        game.stage = "begin_step"
    elif d.rule in hooks.DECISION_ANSWERS:  # a mechanism's SBA (a commander, CR 903.9a)
        assert isinstance(action, Choose)
        hooks.DECISION_ANSWERS[d.rule](game, d, bool(action.value))
        if game.step != "untap":  # (in the untap step, the answer goes on with it, CR 502.3)
            game.stage = "priority_check" if game.step != "cleanup" else "begin_step"
    elif kind == "legend_rule":
        assert isinstance(action, Choose) and isinstance(action.value, tuple)
        sba.keep_legend(game, action.value[0], d.options)
        game.stage = "priority_check" if game.step != "cleanup" else "begin_step"
    elif kind == "order_replacements" and game.stage != "resolving":
        # CR 616.1, asked by state-based actions
        assert isinstance(action, Choose)
        replace.record(game, d.data[0], action.value)
        game.stage = "priority_check" if game.step != "cleanup" else "begin_step"
    elif kind == "order_triggers":
        assert isinstance(action, Choose) and isinstance(action.value, int)
        turn.take_trigger(game, action.value)
        game.stage = "priority_check"
    elif kind == "choose_payment":
        assert isinstance(action, Choose)
        payment.answer(game, d, action)
    elif kind == "divide":  # CR 601.2d, 603.3d: part of putting it on the stack
        assert isinstance(action, Choose) and isinstance(action.value, tuple)
        announce(game, d, action.value)
        game.stage = "priority_check"
    elif kind == "opponent_target":  # CR 601.2c, 602.2b: then the payment
        assert isinstance(action, Choose)
        opponent_targets.answer(game, d, action)
    elif kind == "trigger_targets":
        assert isinstance(action, Choose) and isinstance(action.value, tuple)
        turn.trigger_to_stack(game, action.value)
        game.stage = "priority_check"
    elif kind == "trigger_modes":  # CR 603.3c, 700.2b: then its targets, if any
        assert isinstance(action, Choose) and isinstance(action.value, tuple)
        ability_modes.choose_trigger_modes(game, action.value)
        game.stage = "priority_check"
    else:  # a decision asked mid-resolution
        res = game.resolving[-1]
        decision = resume(game, res, action)
        if decision is not None:
            game.set_pending(decision, "resolving")
            return
        turn.finish_resolution(game)


def _after_declaration(game: Game, question: Decision | None) -> None:
    """The next optional cost to attack to ask about (CR 508.1g), else priority."""
    if question is not None:
        game.set_pending(question, "tba")
    else:
        _to_priority(game)


def _to_priority(game: Game) -> None:
    game.priority_player = game.active
    game.passes = 0
    game.stage = "priority_check"

