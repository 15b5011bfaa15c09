"""Casting spells (CR 601), playing lands (CR 305) and activating abilities (CR 602, 605).

Every choice of casting (modes, alternative and additional costs, X, targets, objects for
non-mana costs) is part of one action; :func:`cast_options` and :func:`ability_options`
enumerate the legal ones, and validation reuses them, so the list and the check never
disagree (target sets above ``choice_bounds.CAP`` are listed bounded and an unlisted one
is checked directly, :mod:`grimoire.rules.choice_bounds`). A :class:`CastContext` says
how a spell may be cast: normally from the hand at its usual timing, or during a resolution
(CR 608.2g, 707.12) ignoring timing, with its mana cost paid, replaced (CR 118.9) or not
paid at all.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import combinations, product
from typing import TYPE_CHECKING

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir, paid_targets
from grimoire.rules import (
    cast_grants,
    cost_changes,
    costs,
    division,
    faces,
    hooks,
    keywords_cast,
    knowledge,
    manapay,
    target_limits,
    targets,
    zones,
)
from grimoire.rules import events as ev
from grimoire.rules.ability_modes import ability_specs, modal_of, mode_sets, specs_for
from grimoire.rules.actions import ActivateAbility, CastSpell, PlayLand
from grimoire.rules.activation_limits import activated_this_turn, forbidden
from grimoire.rules.attachments import aura_specs, info_specs
from grimoire.rules.cast_complete import CAST_COMPLETE
from grimoire.rules.cast_options import (
    entwine_index,
    option_flags,
    optional_choices,
    paid_counts,
    reads_paid,
)
from grimoire.rules.cast_permission import is_free
from grimoire.rules.cast_timing import activation_restriction, during_holds, step_before
from grimoire.rules.copy_effects import land_enters_copying
from grimoire.rules.enter_statics import land_asks, land_plays
from grimoire.rules.flash_permission import flash_permitted, own_flash_kept
from grimoire.rules.mode_bonus import extra_modes
from grimoire.rules.objects import GameObject, StackInfo
from grimoire.rules.resolution import Resolution
from grimoire.rules.spell_cost import total_cost
from grimoire.rules.spend import purpose_key, spending_for, usable_pool
from grimoire.rules.streams import Stream
from grimoire.rules.values import condition_holds

if TYPE_CHECKING:
    from grimoire.rules.cardinfo import CardInfo
    from grimoire.rules.game import Game

MAIN_STEPS = frozenset({"main1", "main2"})


@dataclass(frozen=True, slots=True)
class CastContext:
    """How a spell may be cast: ``mode`` as in :class:`ir.CastCard`; ``during``: cast while
    another spell or ability resolves (timing ignored, no priority afterwards)."""

    mode: ir.CastPaymentMode = "normal"
    mana: tuple[str, ...] = ()
    during: bool = False
    exile_instead: bool = False
    """ "If a spell cast this way would be put into a graveyard, exile it instead" (CR
    614.1a): the spell is flagged as graveyard casts with that rider are."""


NORMAL: CastContext = CastContext()

EXILE_IF_GRAVEYARD = "exile_if_graveyard"
"""The flag of a spell that is exiled instead of going to a graveyard (CR 614.1a;
:mod:`grimoire.rules.replacers`)."""
hooks.move_rule(EXILE_IF_GRAVEYARD, hooks.MoveRule(
    "exile_if_graveyard", "stack", "graveyard", "exile it (CR 614.1a)"), order=20)


def sorcery_timing(game: Game, player: int) -> bool:
    """CR 307.1 / 602.5d: your main phase, the stack empty, and you have priority."""
    return player == game.active and game.step in MAIN_STEPS and not game.stack


def needs_sorcery_timing(obj: GameObject) -> bool:
    """CR 307.1: a spell other than an instant or one with flash is cast at sorcery speed."""
    return not (obj.info.is_instant or obj.info.has_flash)


def land_problem(game: Game, player: int, card: int, face: int = 0) -> tuple[str, str] | None:
    """Why ``player`` can't play land ``card`` as its ``face`` (CR 712.12) now, or None."""
    obj = game.objects.get(card)
    if obj is None or not ((obj.zone == "hand" and obj.owner == player) or permitted(
            game, player, card) or hooks.land_playable(game, player, obj)):  # CR 305.1
        return ("that land is not in your hand", "CR 305.1")
    if face and (problem := faces.face_problem(game, player, obj, face)) is not None:
        return problem  # CR 712.12: a face the card has
    if not (faces.face_info(obj, face) or obj.info).is_land:
        return ("that card is not a land", "CR 305.1")
    if not sorcery_timing(game, player):
        return ("a land can be played only in your main phase with an empty stack", "CR 305.1")
    if game.players[player].lands_played >= land_plays(game, player):
        return ("you already played a land this turn", "CR 305.2")
    return None


def play_land(game: Game, player: int, action: PlayLand) -> None:
    """Play a land (special action, no stack, CR 305.1), with the face chosen up (712.12)."""
    game.players[player].lands_played += 1
    faces.enter_face(game, game.objects[action.card], action.face)
    if land_asks(game, player, action.card):
        return  # CR 614.12a: "as this land enters, you may pay ..." asks before it enters
    if land_enters_copying(game, player, action.card):
        return  # CR 614.1c, 707.5: what it enters as a copy of is chosen as it enters
    new = zones.move(game, action.card, "battlefield", controller=player)
    game.emit(ev.LandPlayed(player, new, game.objects[new].name))


def _spell(obj: GameObject) -> ir.SpellAbility | None:
    return obj.info.card.spell


def spell_specs(obj: GameObject, modes: tuple[int, ...],
                flags: frozenset[str] | None = None) -> tuple[ir.TargetSpec, ...]:
    """The target specs of a spell with the chosen modes (CR 601.2c, 700.2). With the
    ``flags`` of the costs paid (:func:`option_flags`), a target read only "if this spell
    was kicked/bargained" gets a spec of no targets when that cost wasn't paid (CR
    702.33g, 702.166d; :mod:`grimoire.oracle.paid_targets`)."""
    spell = _spell(obj)
    if spell is None:
        return aura_specs(obj)  # CR 303.4a: an Aura spell targets per its enchant ability
    specs = spell.targets
    if isinstance(spell.effect, ir.Modal):
        for i in modes:
            specs = specs + spell.effect.modes[i].targets
    if flags is not None and (unpaid := paid_targets.cleared(spell.effect, flags)):
        specs = tuple(replace(s, min_count=0, max_count=0, max_amount=None, total=None,
                              exact_amount=False) if i in unpaid else s
                      for i, s in enumerate(specs))
    return specs if flags is None else paid_counts(specs, flags)  # "for each time kicked"


def one_of_each(card: ir.CardDefinition, additional: tuple[int, ...]) -> bool:
    """CR 601.2b: of each choice between additional costs ("discard a card or pay {5}"),
    exactly one is chosen."""
    groups = {a.one_of for a in card.additional_costs if a.one_of}
    return all(sum(1 for i in additional if 0 <= i < len(card.additional_costs)
                   and card.additional_costs[i].one_of == g) == 1 for g in groups)


def additions(game: Game, player: int, obj: GameObject,
              ctx: CastContext = NORMAL) -> list[hooks.TextAddition]:
    """The text additions ``player`` may choose casting ``obj`` (splice, CR 702.47a): only
    as a spell is cast from a player's choices (not during a resolution), and not onto a
    modal or divided spell (their targets are counted from the end of the spell's)."""
    funcs = hooks.SPELL_ADDITIONS.funcs
    if not funcs or ctx.mode != "normal" or ctx.during:
        return []
    spell = _spell(obj)
    if spell is None or isinstance(spell.effect, ir.Modal) \
            or division.divided_node(spell.effect) is not None:
        return []
    return [a for offered in funcs for a in offered(game, player, obj) if a.card != obj.id]


def addition_sets(found: list[hooks.TextAddition]) -> list[tuple[hooks.TextAddition, ...]]:
    """No addition, then every set of them (in the order found: CR 702.47b lets the player
    order the spliced effects; one order of each set is listed)."""
    return [c for n in range(min(len(found), MAX_ADDITIONS) + 1)
            for c in combinations(found, n)]


MAX_ADDITIONS = 3
"""The most cards spliced onto one spell that are listed."""


def spliced(game: Game, player: int, obj: GameObject, action: CastSpell,
            ctx: CastContext = NORMAL) -> tuple[hooks.TextAddition, ...] | None:
    """The additions ``action`` chose, in its order (None: one isn't available)."""
    if not action.spliced:
        return ()
    found = {a.card: a for a in additions(game, player, obj, ctx)}
    if len(set(action.spliced)) != len(action.spliced) \
            or any(c not in found for c in action.spliced):
        return None  # CR 702.47b: each card at most once
    return tuple(found[c] for c in action.spliced)


def action_cost(game: Game, player: int, action: CastSpell,
                ctx: CastContext = NORMAL) -> ir.Cost:
    """The total cost of ``action`` (CR 601.2f), with the splice costs it chose."""
    obj = game.objects[action.card]
    with faces.as_face(obj, action.face), cast_grants.as_granted(game, player, obj):
        added = spliced(game, player, obj, action, ctx) or ()  # CR 709.3a, 715.3a, 601.2f
        return total_cost(obj, ctx, action.alt, action.additional, action.modes,
                          tuple(a.cost for a in added))


def cast_problem(game: Game, player: int, oid: int, ctx: CastContext) -> tuple[str, str] | None:
    """Why ``oid`` can't be cast at all now (before choices), or None."""
    obj = game.objects.get(oid)
    # Where it may be cast from comes first, and an id naming no object gets the same
    # answer: a refusal must say nothing of a card the player can't see (CR 400.2), not
    # even whether it is a land or whether that id is still in a hidden zone.
    if not ctx.during and (obj is None or not (
            (obj.zone == "hand" and obj.owner == player) or permitted(game, player, oid)
            or castable_by_rule(game, player, obj))):  # a mechanism's: a foretold card
        return ("you can cast only spells from your hand", "CR 601.2a")
    if obj is None:
        return ("no such object", "CR 601.2a")
    if obj.info.is_land and (ctx.during or ctx.mode != "normal" or not castable_land(obj)):
        # also during a resolution: a land is never cast, except face down (CR 702.37c)
        return ("a land is played, not cast", "CR 305.9")
    if (found := hooks.cast_restriction(game, player, obj)) is not None:
        return found  # split second (CR 702.61a), "can't cast" (101.2), also when resolving
    if ctx.during:
        return None  # CR 608.2g, 707.12: the effect allows it; timing is ignored
    if needs_sorcery_timing(obj) and not sorcery_timing(game, player) \
            and not flash_permitted(game, player, obj):  # CR 601.3b
        return ("this spell can be cast only at sorcery speed", "CR 307.1")
    for _, ability in obj.info.statics:
        limit = ability.effect
        if isinstance(limit, ir.CastOnlyBefore) and not step_before(game, limit.step):
            return (f"cast only before combat or before the {limit.step} step", "CR 601.3")
        if isinstance(limit, ir.CastOnlyDuring) and not during_holds(game, player, obj, limit):
            return ("this spell can't be cast now (its own timing restriction)", "CR 601.3")
    return None


def castable_by_rule(game: Game, player: int, obj: GameObject) -> bool:
    """Whether a mechanism lets ``player`` cast ``obj`` from where it is (CR 601.3): its own
    "cast ~ from your graveyard", a foretold card in exile (CR 702.143a), a commander in
    the command zone (CR 903.8)."""
    found = hooks.CASTABLE_FROM.get(obj.zone)
    return found is not None and any(may(game, player, obj) for may in found.funcs)


def castable_land(obj: GameObject) -> bool:
    """Whether ``obj`` (a land card) has an alternative cost that lets it be cast: a
    mechanism's (:data:`~grimoire.rules.hooks.CASTABLE_LAND_OPTIONS`; face down with morph,
    CR 702.37c)."""
    return any(a.option in hooks.CASTABLE_LAND_OPTIONS
               for a in obj.info.card.alternative_costs)


def _alternatives(game: Game, player: int, obj: GameObject) -> list[int | None]:
    """The costs ``obj`` may be cast for from where it is: the mana cost (None) and the
    alternative costs whose condition holds (CR 118.9), narrowed by the mechanisms whose
    costs are paid only from some zone (:data:`~grimoire.rules.hooks.CAST_COSTS`)."""
    card = obj.info.card
    alts: list[int | None] = [
        None, *(i for i, a in enumerate(card.alternative_costs)
                if a.condition is None or _alt_condition(game, player, obj, a))]
    if card.alternative_costs:  # a mechanism's (flashback's, CR 702.34a; foretell's,
        allowed = permitted(game, player, obj.id)  # CR 702.143a)
        for narrow in hooks.CAST_COSTS.funcs:
            alts = narrow(game, player, obj, alts, allowed)
    return alts


def _alt_condition(game: Game, player: int, obj: GameObject, alt: ir.AlternativeCost) -> bool:
    """ "If you control a Swamp, you may ... rather than pay": the condition holds now, as
    the spell would be cast (CR 118.9, 601.2b)."""
    assert alt.condition is not None
    return condition_holds(game, Resolution(source=obj.id, controller=player), alt.condition)


def hidden_from(game: Game, player: int, obj: GameObject) -> bool:
    """Whether ``player`` can't see ``obj`` (CR 400.2: a library, another player's hand;
    a card face down in exile, CR 406.3) and no effect lets them play it."""
    hidden = obj.zone == "library" or (obj.zone == "hand" and obj.owner != player) or any(
        h(game, obj, player) for h in hooks.HIDDEN_FROM.funcs)
    return hidden and not permitted(game, player, obj.id)


def permitted(game: Game, player: int, oid: int) -> bool:
    """Whether an effect lets ``player`` play ``oid`` from where it is (MayPlay)."""
    entry = game.play_permissions.get(oid)
    return entry is not None and entry[0] == player


def cast_options(game: Game, player: int, oid: int, ctx: CastContext = NORMAL,
                 limit: int = 4096) -> list[CastSpell]:
    """Every legal way to cast ``oid`` now (empty if it can't be cast)."""
    with spending_for(("spell", oid)):  # CR 106.6: the mana that may pay for this spell
        return own_flash_kept(game, player, _cast_options(game, player, oid, ctx, limit))


def _cast_options(game: Game, player: int, oid: int, ctx: CastContext,
                  limit: int) -> list[CastSpell]:
    return faces.per_face(game, player, oid, limit,  # CR 709.3a, 715.3a: each face alone
                          lambda left: _granted_options(game, player, oid, ctx, left))


def _granted_options(game: Game, player: int, oid: int, ctx: CastContext,
                     limit: int) -> list[CastSpell]:
    obj = game.objects.get(oid)
    if obj is None:
        return _face_options(game, player, oid, ctx, limit)
    with cast_grants.as_granted(game, player, obj):  # CR 601.2b-f: what statics give it
        return _face_options(game, player, oid, ctx, limit)


def _face_options(game: Game, player: int, oid: int, ctx: CastContext,
                  limit: int) -> list[CastSpell]:
    if cast_problem(game, player, oid, ctx) is not None:
        return []
    obj = game.objects[oid]
    card = obj.info.card
    spell = _spell(obj)
    if not obj.info.is_permanent and spell is None:
        return []
    phyrexian = sum(1 for s in card.mana_cost.symbols if s.endswith("/P"))  # CR 107.4f: life
    if ctx.mode == "normal" and not card.alternative_costs and not is_free(obj.flags) and \
            not keywords_cast.reduces(obj, game, player) and \
            obj.info.mana_value - phyrexian > _max_mana(game, player) and \
            not cost_changes.may_reduce(game, player, obj):  # CR 601.2f
        return []  # not enough mana for the mana cost, whatever else is chosen
    alts: list[int | None] = [None]
    if ctx.mode == "normal":
        alts = _alternatives(game, player, obj)
        if obj.info.is_land:  # CR 305.9, 702.37c: a land card is cast only face down
            alts = [a for a in alts if a is not None and card.alternative_costs[a].option
                    in hooks.CASTABLE_LAND_OPTIONS]
    # CR 601.2b: each optional cost paid or not; multikicker any number of times (702.33c)
    # CR 601.2b: exactly one of each choice between additional costs ("discard a card or pay")
    extras = [c for c in optional_choices(card, _max_mana(game, player))
              if one_of_each(card, c)] if card.additional_costs else [()]
    changed = [a for a in alts if a is not None and card.alternative_costs[a].effect is not None]
    if changed:  # overload (CR 702.96a): the changed text has no targets, no modes
        alts = [a for a in alts if a not in changed]
        out = _changed_text_casts(game, player, obj, ctx, changed, extras)
    else:
        out = []
    recast = [a for a in alts if a is not None and card.alternative_costs[a].option
              in hooks.CAST_AS] if hooks.CAST_AS else []
    if recast:  # bestow (CR 702.103b, 702.103d): the spell it becomes has its own targets
        alts = [a for a in alts if a not in recast]
        out.extend(_cast_as_casts(game, player, obj, ctx, recast, extras, limit))
    sets = mode_sets(spell.effect if spell and isinstance(spell.effect, ir.Modal) else None)
    plain = set(sets)
    entwine = entwine_index(card) if card.additional_costs else None
    every: tuple[int, ...] | None = None
    if entwine is not None and spell is not None and isinstance(spell.effect, ir.Modal):
        every = tuple(range(len(spell.effect.modes)))  # CR 702.42a: entwined, every mode
        sets = [*sets, *([] if every in plain else [every])]
    sets, paid_with = extra_modes(game, player, obj, spell.effect if spell else None, sets,
                                  every)  # CR 700.2: "If ..., you may choose both instead"
    splices = addition_sets(additions(game, player, obj, ctx))  # CR 702.47a
    if alts == [None] and every is None and len(extras) == len(sets) == len(splices) == 1 \
            and spell_specs(obj, sets[0]) and not _any_payable(
                game, player, obj, ctx, extras[0], sets[0]):
        return out  # one cost, and no way to pay it (CR 601.2f-h): its targets not listed
    for modes in sets:
        for adds, (own, pairs) in product(splices, _by_targets(obj, modes, alts, extras)):
            specs = own + tuple(s for a in adds for s in a.specs)
            # The card is the source (CR 702.16b: protection from the spell's qualities).
            target_sets = targets.choices(game, specs, player, oid) if specs else [()]
            if not target_sets:
                continue
            limited = target_limits.limited(specs)
            divided = specs and division.has_division(spell.effect if spell else None,
                                                      modes)
            for alt, additional in pairs:
                if every is not None and (entwine in additional) != (modes == every) \
                        and (entwine in additional or modes not in plain):
                    continue  # CR 702.42a: every mode if and only if entwined
                if paid_with is not None and modes not in plain and modes != every \
                        and paid_with not in additional:
                    continue  # CR 702.33d: "If this spell was kicked, choose any number"
                cost = total_cost(obj, ctx, alt, additional, modes,
                                  tuple(a.cost for a in adds))
                part_sets = costs.choices(game, player, cost.parts, oid, casting=oid)
                if not part_sets:
                    continue
                xs = _cast_xs(game, player, obj, cost, ctx)
                by_targets = cost_changes.per_target(obj, game, player)  # CR 601.2f, 601.2c
                for x in xs:
                    payable = [] if by_targets else _payable_sets(
                        game, player, obj, cost, part_sets, x, ())
                    for tset in target_sets:
                        if limited and not target_limits.fits(game, specs, tset, player,
                                                              oid, x):
                            continue  # CR 601.2c: "up to X targets", "total X or less"
                        if divided and not division.fits(game, player, oid, spell.effect
                                                         if spell else None, tset, x, modes):
                            continue  # CR 601.2d: each target gets at least 1
                        if by_targets:
                            payable = _payable_sets(game, player, obj, cost, part_sets,
                                                    x, tset)
                        for chosen in payable:
                            out.append(CastSpell(oid, tset, modes, x, alt, additional,
                                                 chosen, tuple(a.card for a in adds)))
                            if len(out) >= limit:
                                return out
    return out


def _by_targets(obj: GameObject, modes: tuple[int, ...], alts: list[int | None],
                extras: Sequence[tuple[int, ...]]
                ) -> list[tuple[tuple[ir.TargetSpec, ...], list[tuple[int | None,
                                                                     tuple[int, ...]]]]]:
    """The (alternative cost, additional costs) choices grouped by the target specs they
    give: one group, unless a target is chosen only if a cost was paid (CR 702.33g)."""
    spell = _spell(obj)
    if spell is None or not (paid_targets.paid_only(spell.effect) or reads_paid(spell.targets)):
        return [(spell_specs(obj, modes), list(product(alts, extras)))]
    groups: dict[tuple[ir.TargetSpec, ...], list[tuple[int | None, tuple[int, ...]]]] = {}
    for alt, additional in product(alts, extras):
        flags = option_flags(obj.info.card, alt, additional)
        groups.setdefault(spell_specs(obj, modes, flags), []).append((alt, additional))
    return list(groups.items())


def _cast_xs(game: Game, player: int, obj: GameObject, cost: ir.Cost, ctx: CastContext
             ) -> range:
    """The values of X to list (convoke, improvise, delve pay X too, CR 702.51a)."""
    xs = _x_values(game, player, cost, ctx)
    if (most := costs.exile_x_bound(game, player, cost.parts, obj.id, obj.id)) is not None:
        return range(0, most + 1)  # "exile X cards from your graveyard" (CR 601.2b)
    return range(0, xs.stop + keywords_cast.x_bonus(game, player, obj) + cost_changes.
                 reduction_bound(game, player, obj)) if "X" in cost.mana.symbols else xs


def _any_payable(game: Game, player: int, obj: GameObject, ctx: CastContext,
                 additional: tuple[int, ...], modes: tuple[int, ...]) -> bool:
    """Whether the cost (no alternative cost, these additional costs and modes, no splice)
    can be paid for some X and some choice of its other parts, as :func:`_cast_options`
    finds it for each set of targets; True when the cost depends on them (CR 601.2f)."""
    cost = total_cost(obj, ctx, None, additional, modes, ())
    part_sets = costs.choices(game, player, cost.parts, obj.id, casting=obj.id)
    return bool(part_sets) and (cost_changes.per_target(obj, game, player) or any(
        _payable_sets(game, player, obj, cost, part_sets, x, ())
        for x in _cast_xs(game, player, obj, cost, ctx)))


def _changed_text_casts(game: Game, player: int, obj: GameObject, ctx: CastContext,
                        alts: Sequence[int], extras: Sequence[tuple[int, ...]]
                        ) -> list[CastSpell]:
    """The casts for an alternative cost that changes the spell's text so that it has no
    targets (overload, CR 702.96a: "target" becomes "each")."""
    out: list[CastSpell] = []
    for alt in alts:
        for additional in extras:
            cost = total_cost(obj, ctx, alt, additional)
            part_sets = costs.choices(game, player, cost.parts, obj.id, casting=obj.id)
            for x in _x_values(game, player, cost, ctx) if part_sets else ():
                out.extend(CastSpell(obj.id, (), (), x, alt, additional, chosen)
                           for chosen in _payable_sets(game, player, obj, cost, part_sets, x,
                                                       ()))
    return out


def cast_as_info(obj: GameObject, alt: int | None) -> CardInfo:
    """What ``obj`` is as a spell cast for the alternative cost ``alt``: its own
    characteristics, or those the cost's option gives it (a bestowed Aura spell,
    CR 702.103b; :data:`~grimoire.rules.hooks.CAST_AS`)."""
    if alt is None or not hooks.CAST_AS or alt >= len(obj.info.card.alternative_costs):
        return obj.info  # (a cost a static gives, after the card's own: none changes it)
    made = hooks.CAST_AS.get(obj.info.card.alternative_costs[alt].option)
    return obj.info if made is None else made(obj.info)


def _cast_as_casts(game: Game, player: int, obj: GameObject, ctx: CastContext,
                   alts: Sequence[int], extras: Sequence[tuple[int, ...]], limit: int
                   ) -> list[CastSpell]:
    """The casts for an alternative cost that makes the spell a permanent spell with other
    characteristics (a bestowed Aura spell targets what it may enchant, CR 702.103b,
    601.2c); no modes, no splicing (it is no instant or sorcery)."""
    out: list[CastSpell] = []
    for alt in alts:
        made = cast_as_info(obj, alt)
        specs = info_specs(made)
        target_sets = targets.choices(game, specs, player, obj.id) if specs else [()]
        for additional in extras:
            cost = total_cost(obj, ctx, alt, additional)
            part_sets = costs.choices(game, player, cost.parts, obj.id, casting=obj.id)
            for x in _x_values(game, player, cost, ctx) if part_sets else ():
                for tset in target_sets:
                    with faces.as_spell(game, obj, made):  # CR 702.103b, 106.6
                        payable = _payable_sets(game, player, obj, cost, part_sets, x, tset)
                    out.extend(CastSpell(obj.id, tset, (), x, alt, additional, chosen)
                               for chosen in payable)
                    if len(out) >= limit:
                        return out[:limit]
    return out


def _payable_sets(game: Game, player: int, obj: GameObject, cost: ir.Cost,
                  part_sets: list[tuple[int, ...]], x: int,
                  tset: tuple[tuple[object, ...], ...]) -> list[tuple[int, ...]]:
    """The ways to pay the other cost parts that leave a payable mana cost. What the cost
    sacrifices can't also make mana for it (seeds, Treasure); affinity, convoke, improvise,
    delve (grimoire.rules.keywords_cast); cost changes (grimoire.rules.cost_changes)."""
    return [c for c, symbols in keywords_cast.variants(game, player, obj, cost, part_sets, x,
                                                        tset)
            if _payable(game, player, symbols, costs.payment_exclusions(cost.parts, None, c))]


def _x_values(game: Game, player: int, cost: ir.Cost, ctx: CastContext) -> range:
    life = game.players[player].life if any(isinstance(p, ir.PayLifeCost) and isinstance(
        p.amount, ir.VarX) for p in cost.parts) else None  # "pay X life" (CR 107.3, 601.2b)
    if "X" not in cost.mana.symbols:  # CR 107.3b: no X in what is paid → X is 0
        return range(0, 1) if life is None else range(0, max(life, 0) + 1)  # CR 119.4
    return range(0, min(_max_mana(game, player), 10**9 if life is None else life) + 1)


def _max_mana(game: Game, player: int) -> int:
    """:func:`manapay.max_mana` over the cached sources, memoised alongside them (it
    depends only on them and the pool, which is part of the key)."""
    pool = usable_pool(game, player)  # CR 106.6: the mana that may pay for this
    key = ("max_mana", player, tuple(pool), purpose_key(game))
    found: int | None = game.cand_cache.get(key)
    if found is None:
        found = manapay.max_mana(pool, costs.sources(game, player, cached=True))
        game.cand_cache[key] = found
    return found


def _payable(game: Game, player: int, symbols: tuple[str, ...],
             exclude: frozenset[int]) -> bool:
    """Whether :func:`costs.mana_plan` (cached sources) finds a payment, memoised with the
    sources: the answer depends only on them, the pool and life (both in the key)."""
    p = game.players[player]
    key = ("payable", player, symbols, exclude, tuple(p.pool), p.life, purpose_key(game))
    found: bool | None = game.cand_cache.get(key)
    if found is None:
        found = costs.can_pay(game, player, symbols, exclude, cached=True)
        game.cand_cache[key] = found
    return found


def cast(game: Game, player: int, action: CastSpell, ctx: CastContext = NORMAL) -> int:
    """Cast a spell (validated before): CR 601.2a-i. Returns the spell's id on the stack."""
    obj = game.objects[action.card]
    face = faces.enter_face(game, obj, action.face)  # CR 709.3, 715.3: the face cast
    own = obj.info
    made = cast_as_info(obj, action.alt) if ctx.mode == "normal" else obj.info
    recast = made is not obj.info  # bestowed (CR 702.103b)
    grant = cast_grants.grant_for(game, player, obj)  # CR 601.2b-f: what statics give it
    if grant is not None:
        obj.info = cast_grants.with_grant(own, grant)
    adds = spliced(game, player, obj, action, ctx) or ()  # CR 702.47a (validated before)
    cost = total_cost(obj, ctx, action.alt, action.additional, action.modes,
                      tuple(a.cost for a in adds))
    options = option_flags(obj.info.card, action.alt if ctx.mode == "normal" else None,
                           action.additional)
    specs = info_specs(made) if recast else spell_specs(obj, action.modes, options)
    added = list(faces.added_effects(obj, action.face))  # CR 702.102d: a fused right half
    for addition in adds:  # CR 702.47c-d: the spliced text, its targets after the spell's
        added.append((addition.effect, len(specs)))
        specs = specs + addition.specs
    spell = _spell(obj)
    effect = spell.effect if spell else None
    changed = obj.info.card.alternative_costs[action.alt].effect \
        if action.alt is not None and ctx.mode == "normal" else None
    if changed is not None:  # overload (CR 702.96a): the changed text, without targets
        specs, effect = (), changed
    # CR 601.2f: the total cost, as it was listed (cost changes read the game before the
    # card moves: grimoire.rules.cost_changes)
    symbols, helpers = keywords_cast.to_pay(game, player, obj, cost, action.costs, action.x,
                                            action.targets)
    obj.info = own
    cast_flags: frozenset[str] = frozenset()
    for casting in hooks.SPELL_CAST.funcs:  # rebound (CR 702.88a), "exile it instead"
        cast_flags = cast_flags | casting(game, player, obj, action, ctx)  # (CR 614.1a), a
        # morph turned face down (CR 708.4), the commander tax to come (CR 903.8), a
        # flashback spell's exile (CR 702.34a)
    # CR 601.2a: move it to the stack; it becomes a new object (CR 400.7).
    new = zones.move(game, action.card, "stack", controller=player)
    stack_obj = game.objects[new]
    if recast:  # CR 702.103b: it becomes a bestowed Aura spell as it is put
        stack_obj.base, stack_obj.info = stack_obj.info, made  # on the stack
    elif face is not None:  # CR 709.3b, 715.3b: only the face cast exists on the stack
        stack_obj.base, stack_obj.info = stack_obj.info, face
    if grant is not None:  # CR 611.3a: the spell has what statics give it
        cast_grants.enter_granted(game, stack_obj, grant)
    stack_obj.stack = StackInfo(
        effect=effect, specs=specs, targets=action.targets,
        x=action.x, modes=action.modes, source=new, cast_mode=ctx.mode, added=tuple(added))
    if adds:  # CR 702.47a: the spliced cards are revealed (and stay in the hand)
        knowledge.revealed(game, [a.card for a in adds])
        game.emit(ev.HandRevealed(player, tuple(game.objects[a.card].name for a in adds)))
    stack_obj.x = action.x
    paid = options  # CR 702.33d, 702.33f; 702.74a, 702.109a: evoked, dashed
    if ctx.exile_instead:  # "if a spell cast this way would be put into a graveyard, exile
        cast_flags = cast_flags | {EXILE_IF_GRAVEYARD}  # it instead" (CR 614.1a)
    paid = paid | cast_flags
    if paid:  # CR 702.33d: a kicked spell (CastWith reads it)
        stack_obj.flags = stack_obj.flags | paid
    # CR 601.2g-h: mana abilities, then the costs.
    with spending_for(("spell", new)):  # CR 106.6
        life = costs.pay_mana(game, player, symbols,
                              costs.payment_exclusions(cost.parts, None, action.costs),
                              spell=new)
    keywords_cast.pay_helpers(game, player, obj, helpers)  # CR 702.51a, 702.66a, 702.126a
    if life:  # CR 107.4f: how many Phyrexian symbols were paid with life (Compleated reads
        costs.note_phyrexian_life(stack_obj, life)  # it, CR 702.150a)
    payment = Resolution(source=new, controller=player, x=action.x)  # ("pay/exile X")
    costs.pay_parts(game, player, cost.parts, new, action.costs, payment)
    for key in ("sacrificed", "revealed", "exiled"):  # "the sacrificed creature's power",
        if payment.scratch.get(key):  # "the revealed/exiled card's mana value" (CR 601.2h)
            stack_obj.stack = replace(stack_obj.stack, **{key: payment.scratch[key]})
    for completed in CAST_COMPLETE.funcs:  # CR 601.2i: "as you cast this spell"
        completed(game, player, stack_obj)
    game.emit(ev.SpellCast(player, new, stack_obj.name, ev.target_codes(action.targets)))
    if action.targets:
        for became in hooks.BECAME_TARGETS.funcs:  # ward (CR 702.21a), "becomes the
            became(game, new)  # target" triggers (CR 603.2)
    return new


def ability_problem(game: Game, player: int, obj: GameObject, index: int,
                    ability: ir.ActivatedAbility, *,
                    roll_window: bool = False) -> tuple[str, str] | None:
    """Why ``player`` can't activate this ability now (before choices), or None;
    ``roll_window``: asked in a roll's modifier window (:mod:`grimoire.rules.roll_window`)."""
    if obj.zone != ability.zone:
        return (f"this ability works only from the {ability.zone}", "CR 602.2")
    if obj.flags and obj.zone == "battlefield" and any(  # detain (CR 701.29a)
            locked(obj) for locked in hooks.LOCKED_DOWN.funcs):
        return ("a detained permanent's activated abilities can't be activated",
                "CR 701.29a")
    if (game.n_statics or obj.flags) and obj.zone == "battlefield" \
            and forbidden(game, obj, ability.is_mana_ability):
        return ("its activated abilities can't be activated", "CR 602.5")
    owner = obj.controller if obj.zone == "battlefield" else obj.owner
    # CR 602.2: only its controller activates it, unless the ability says otherwise
    if owner != player and not (ability.any_player and obj.zone == "battlefield"):
        return ("you don't control that object", "CR 602.2")
    for problem in hooks.ACTIVATION_PROBLEM.in_game(game):  # loyalty abilities (CR 606.3,
        if (found := problem(game, player, obj, ability, roll_window)) is not None:
            return found  # 606.6), "reroll any die" (CR 706.2b)
    if ability.timing == "sorcery" and not sorcery_timing(game, player):
        return ("activate only as a sorcery: in your main phase with an empty stack",
                "CR 602.5d, 307.1")
    if ability.once_per_turn and (obj.id, index) in game.used_this_turn:
        return ("activate only once each turn", "CR 602.5b")
    if ability.max_per_turn is not None and activated_this_turn(game, obj.id, index) >= \
            ability.max_per_turn:
        return (f"activate no more than {ability.max_per_turn} times each turn", "CR 602.5b")
    if ability.during is not None or ability.condition is not None:
        return activation_restriction(game, player, obj, ability)
    return None


def ability_options(game: Game, player: int, obj: GameObject, index: int,
                    ability: ir.ActivatedAbility, limit: int = 4096) -> list[ActivateAbility]:
    """Every legal way to activate the ability now."""
    if not costs.self_taps_ok(game, player, ability.cost.parts, obj.id) \
            or ability_problem(game, player, obj, index, ability) is not None:
        return []  # ({T} first: a tapped or new creature's, CR 302.6; no mana counted)
    with spending_for(("ability", obj.id)):  # CR 106.6: the mana that may pay for it
        return _ability_options(game, player, obj, index, ability, limit)


def _ability_options(game: Game, player: int, obj: GameObject, index: int,
                     ability: ir.ActivatedAbility, limit: int) -> list[ActivateAbility]:
    cost = ability.cost
    least = manapay.least_mana(cost_changes.ability_changed(game, player, obj, ability,
                                                     cost.mana.symbols))
    if least and least > _max_mana(game, player):  # with its increases and reductions
        return []  # not enough mana whatever is chosen (X at 0): skip costs and targets
    part_sets = Stream(costs.choice_stream(game, player, cost.parts, obj.id))  # (made as
    if not part_sets:  # far as the listing reads: it stops at ``limit``)
        return []
    xs = None
    for fixed in hooks.ACTIVATION_X.in_game(game):  # "[−X]" (CR 606.6)
        if (xs := fixed(obj, ability)) is not None:
            break
    xs = xs or _x_values(game, player, cost, NORMAL)
    if "X" not in cost.mana.symbols and (most := costs.exile_x_bound(
            game, player, cost.parts, obj.id)) is not None:  # "{T}, Exile X cards from ..."
        xs = range(0, most + 1)  # (CR 601.2b, 602.2b)
    counted = costs.counter_x(obj, cost)  # "Remove X +1/+1 counters from ~" (CR 107.3a)
    if counted is not None:
        xs = range(0, min(counted, xs.stop - 1 if "X" in cost.mana.symbols else counted) + 1)
    xs = range(max(xs.start, ability.x_min), xs.stop)  # "X can't be 0" (CR 107.3a, 602.2b)
    by_x = []
    for x in xs:  # CR 602.2b, 601.2f: the total cost, with its increases and reductions
        symbols = cost_changes.ability_changed(game, player, obj, ability,
                                               manapay.expand_x(cost.mana.symbols, x))
        # Never tap a source whose {T} is part of the same cost, nor make mana with what
        # the cost sacrifices (seeds' mana rulings).
        by_x.append((x, Stream(_payable_ways(game, player, symbols, cost.parts, obj.id,
                                             part_sets, x))))
    if not any(payable for _, payable in by_x):
        return []  # no way to pay it (CR 602.2b): its targets are not even listed
    modal = modal_of(ability.effect)
    by_modes = []  # CR 700.2a: a mode whose targets can't be chosen can't be chosen
    for modes in mode_sets(modal):
        specs = specs_for(ability.targets, modal, modes)
        target_sets = targets.choices(game, specs, player, obj.id, named=True) if specs else [()]
        if target_sets:
            by_modes.append((modes, specs, target_sets))
    if not by_modes:
        return []
    out: list[ActivateAbility] = []
    for x, payable in by_x:
        for modes, specs, tset in ((m, sp, t) for m, sp, ts in by_modes for t in ts):
            limited = target_limits.limited(specs)
            if limited and not target_limits.fits(game, specs, tset, player, obj.id,
                                                  x):
                continue  # CR 601.2c, 602.2b: the limits on the targets, once X is known
            for chosen in payable:
                out.append(ActivateAbility(obj.id, index, tset, x, chosen, modes))
                if len(out) >= limit:
                    return out
    return out


def _payable_ways(game: Game, player: int, symbols: tuple[str, ...], parts: tuple[object, ...],
                  source: int, ways: Stream[tuple[int, ...]], x: int
                  ) -> Iterator[tuple[int, ...]]:
    """The ways to pay the other parts (``ways``) that choose X objects for X
    (:func:`costs.for_x`) and leave ``symbols`` payable; with no mana to pay, each of them
    (:func:`costs.can_pay`)."""
    size = costs.x_size(parts, x)
    for chosen in ways:
        if (size is None or len(chosen) == size) and (not symbols or _payable(
                game, player, symbols, costs.payment_exclusions(parts, source, chosen))):
            yield chosen


def activation_mana(game: Game, player: int, obj: GameObject, ability: ir.ActivatedAbility,
                    x: int) -> tuple[str, ...]:
    """The mana of the ability's total cost with X = ``x`` (CR 602.2b, 601.2f: its
    activation cost plus increases, minus reductions)."""
    return cost_changes.ability_changed(game, player, obj, ability,
                                        manapay.expand_x(ability.cost.mana.symbols, x))


def activate(game: Game, player: int, action: ActivateAbility) -> int:
    """Activate an ability (validated before), CR 602.2. Returns the ability's stack id, or
    0 for a mana ability, which resolves at once (CR 605.3a)."""
    obj = game.objects[action.source]
    ability = obj.info.card.abilities[action.index]
    assert isinstance(ability, ir.ActivatedAbility)
    cost = ability.cost
    if ability.once_per_turn:
        game.used_this_turn = game.used_this_turn | {(obj.id, action.index)}
    exclude = costs.payment_exclusions(cost.parts, obj.id, action.costs)
    mana = activation_mana(game, player, obj, ability, action.x)  # locked in (CR 601.2f)
    name, source_id = obj.name, obj.id
    game.emit(ev.AbilityActivated(player, source_id, name, action.index,
                                  ev.target_codes(action.targets)))
    if ability.is_mana_ability:
        return game.resolve_mana_ability(player, source_id, action.index, ability, action)
    item = zones.new_object(game, obj.info, obj.owner, "stack", "ability")
    item.controller = player
    item.stack = StackInfo(effect=ability.effect, specs=ability_specs(ability, action.modes),
                           targets=action.targets, x=action.x, source=source_id,
                           ability=action.index, modes=action.modes)  # CR 700.2a
    item.stack = targets.keep_opponent(game, item.stack)  # "of an opponent's choice"
    with spending_for(("ability", source_id)):  # CR 106.6
        costs.pay_mana(game, player, mana, exclude)
    paid = Resolution(source=source_id, controller=player, x=action.x)
    costs.pay_parts(game, player, cost.parts, source_id, action.costs, paid)
    if ability.cycling:  # CR 702.29a: discarding it to pay a cycling cost cycles it
        game.emit(ev.Cycled(player, source_id, paid.scratch.get("moved_self", 0), name))
    if paid.die is not None:  # "{6}, Roll a d8: ... X is the result" (a roll as a cost)
        item.stack = replace(item.stack, roll=(paid.die.sides, paid.die.naturals,
                                               paid.die.results))
    for key in ("sacrificed", "revealed", "exiled"):  # "the sacrificed creature's power",
        if paid.scratch.get(key):  # "the revealed/exiled card's mana value" (CR 602.2b)
            item.stack = replace(item.stack, **{key: paid.scratch[key]})
    if paid.scratch.get("returned"):  # what the returned attackers attacked (CR 702.49c)
        item.stack = replace(item.stack, returned=paid.scratch["returned"])
    if paid.scratch.get("tapped"):  # the creature tapped for a station cost: "its power"
        item.stack = replace(item.stack, tapped=paid.scratch["tapped"])
    if action.targets:
        for became in hooks.BECAME_TARGETS.funcs:  # ward (CR 702.21a), "becomes the
            became(game, item.id)  # target" triggers (CR 603.2)
    return item.id


def require(problem: tuple[str, str] | None) -> None:
    """Raise :class:`IllegalActionError` for a problem found by a ``*_problem`` check."""
    if problem is not None:
        raise IllegalActionError(problem[0], rule=problem[1])
