"""Casting spells (CR 601), playing lands (CR 305) and activating abilities (CR 602, 605).

Every choice of casting (modes, alternative and additional costs, X, targets, objects for
non-mana costs) is part of one action; :func:`cast_options` and :func:`ability_options`
enumerate the legal ones, and validation reuses them, so the list and the check never
disagree. A :class:`CastContext` says how a spell may be cast: normally from the hand at
its usual timing, or during a resolution (CR 608.2g, 707.12) ignoring timing, with its
mana cost paid, replaced (CR 118.9) or not paid at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from grimoire.core.mana import ManaCost
from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import costs, manapay, targets, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility, CastSpell, PlayLand
from grimoire.rules.objects import GameObject, StackInfo

if TYPE_CHECKING:
    from grimoire.rules.game import Game

MAIN_STEPS = frozenset({"main1", "main2"})


@dataclass(frozen=True, slots=True)
class CastContext:
    """How a spell may be cast: ``mode`` as in :class:`ir.CastCard`; ``during``: cast while
    another spell or ability resolves (timing ignored, no priority afterwards)."""

    mode: ir.CastPaymentMode = "normal"
    mana: tuple[str, ...] = ()
    during: bool = False


NORMAL = CastContext()


def sorcery_timing(game: Game, player: int) -> bool:
    """CR 307.1 / 602.5d: your main phase, the stack empty, and you have priority."""
    return player == game.active and game.step in MAIN_STEPS and not game.stack


def needs_sorcery_timing(obj: GameObject) -> bool:
    """CR 307.1: a spell other than an instant or one with flash is cast at sorcery speed."""
    return not (obj.info.is_instant or obj.info.has_flash)


def land_problem(game: Game, player: int, card: int) -> tuple[str, str] | None:
    """Why ``player`` can't play land ``card`` now (message, rule), or None."""
    obj = game.objects.get(card)
    if obj is None or not ((obj.zone == "hand" and obj.owner == player)
                           or permitted(game, player, card)):
        return ("that land is not in your hand", "CR 305.1")
    if not obj.info.is_land:
        return ("that card is not a land", "CR 305.1")
    if not sorcery_timing(game, player):
        return ("a land can be played only in your main phase with an empty stack", "CR 305.1")
    if game.players[player].lands_played >= 1:
        return ("you already played a land this turn", "CR 305.2")
    return None


def play_land(game: Game, player: int, action: PlayLand) -> None:
    """Play a land (special action, no stack, CR 305.1)."""
    game.players[player].lands_played += 1
    new = zones.move(game, action.card, "battlefield", controller=player)
    game.emit(ev.LandPlayed(player, new, game.objects[new].name))


def _spell(obj: GameObject) -> ir.SpellAbility | None:
    return obj.info.card.spell


def _modes(effect: ir.Effect | None) -> list[tuple[int, ...]]:
    if not isinstance(effect, ir.Modal):
        return [()]
    out: list[tuple[int, ...]] = []
    for n in range(effect.min_choices, effect.max_choices + 1):
        out.extend(combinations(range(len(effect.modes)), n))
    return out


def spell_specs(obj: GameObject, modes: tuple[int, ...]) -> tuple[ir.TargetSpec, ...]:
    """The target specs of a spell with the chosen modes (CR 601.2c, 700.2)."""
    spell = _spell(obj)
    if spell is None:
        from grimoire.rules.attachments import aura_specs
        return aura_specs(obj)  # CR 303.4a: an Aura spell targets per its enchant ability
    specs = spell.targets
    if isinstance(spell.effect, ir.Modal):
        for i in modes:
            specs = specs + spell.effect.modes[i].targets
    return specs


def total_cost(obj: GameObject, ctx: CastContext, alt: int | None,
               additional: tuple[int, ...]) -> ir.Cost:
    """The total cost (CR 601.2f): mana cost or alternative cost, plus additional costs."""
    card = obj.info.card
    if ctx.mode == "without_paying":
        mana: tuple[str, ...] = ()
        parts: tuple[object, ...] = ()
    elif ctx.mode == "instead_mana":
        mana, parts = ctx.mana, ()
    elif alt is not None:
        alt_cost = card.alternative_costs[alt].cost
        mana, parts = alt_cost.mana.symbols, alt_cost.parts
    else:
        mana, parts = card.mana_cost.symbols, ()
    for i, extra in enumerate(card.additional_costs):
        if not extra.optional or i in additional:  # mandatory ones always (CR 601.2b)
            mana = mana + extra.cost.mana.symbols
            parts = parts + extra.cost.parts
    return ir.Cost(ManaCost(mana), parts)  # type: ignore[arg-type]


def cast_problem(game: Game, player: int, oid: int, ctx: CastContext) -> tuple[str, str] | None:
    """Why ``oid`` can't be cast at all now (before choices), or None."""
    obj = game.objects.get(oid)
    if obj is None:
        return ("no such object", "CR 601.2a")
    if obj.info.is_land:  # also during a resolution: a land (or its copy) is never cast
        return ("a land is played, not cast", "CR 305.9")
    if ctx.during:
        return None  # CR 608.2g, 707.12: the effect allows it; timing is ignored
    if not ((obj.zone == "hand" and obj.owner == player) or permitted(game, player, oid)
            or flashback_castable(obj, player)):
        return ("you can cast only spells from your hand", "CR 601.2a")
    if needs_sorcery_timing(obj) and not sorcery_timing(game, player):
        return ("this spell can be cast only at sorcery speed", "CR 307.1")
    for _, ability in obj.info.statics:
        limit = ability.effect
        if isinstance(limit, ir.CastOnlyBefore) and not _before(game, limit.step):
            return (f"cast only before combat or before the {limit.step} step", "CR 601.3")
    return None


_ORDER = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
          "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
          "main2", "end", "cleanup")


def _before(game: Game, step: str) -> bool:
    return _ORDER.index(game.step) < _ORDER.index(step)


def flashback_castable(obj: GameObject, player: int) -> bool:
    """CR 702.34a: an instant or sorcery card with flashback in its owner's graveyard."""
    return obj.info.has_flashback and obj.zone == "graveyard" and obj.owner == player


def _alternatives(game: Game, player: int, obj: GameObject) -> list[int | None]:
    """The costs ``obj`` may be cast for from where it is: the mana cost (None) and the
    alternative costs; from the graveyard (not by another permission) only flashback."""
    card = obj.info.card
    if obj.zone == "graveyard" and not permitted(game, player, obj.id):
        return [i for i, a in enumerate(card.alternative_costs) if a.flashback]
    return [None, *(i for i, a in enumerate(card.alternative_costs) if not a.flashback)]


def permitted(game: Game, player: int, oid: int) -> bool:
    """Whether an effect lets ``player`` play ``oid`` from where it is (MayPlay)."""
    entry = game.play_permissions.get(oid)
    return entry is not None and entry[0] == player


def cast_options(game: Game, player: int, oid: int, ctx: CastContext = NORMAL,
                 limit: int = 4096) -> list[CastSpell]:
    """Every legal way to cast ``oid`` now (empty if it can't be cast)."""
    if cast_problem(game, player, oid, ctx) is not None:
        return []
    obj = game.objects[oid]
    card = obj.info.card
    spell = _spell(obj)
    if not obj.info.is_permanent and spell is None:
        return []
    if ctx.mode == "normal" and not card.alternative_costs and obj.info.mana_value > \
            _max_mana(game, player):
        return []  # not enough mana for the mana cost, whatever else is chosen
    alts: list[int | None] = [None]
    if ctx.mode == "normal":
        alts = _alternatives(game, player, obj)
    optional = [i for i, a in enumerate(card.additional_costs) if a.optional]
    extras = [c for n in range(len(optional) + 1) for c in combinations(optional, n)]
    out: list[CastSpell] = []
    for modes in _modes(spell.effect if spell else None):
        specs = spell_specs(obj, modes)
        # The card is the source (CR 702.16b: protection from the spell's qualities).
        target_sets = targets.choices(game, specs, player, oid) if specs else [()]
        if not target_sets:
            continue
        for alt in alts:
            for additional in extras:
                cost = total_cost(obj, ctx, alt, additional)
                part_sets = costs.choices(game, player, cost.parts, oid, casting=oid)
                if not part_sets:
                    continue
                for x in _x_values(game, player, cost, ctx):
                    symbols = manapay.expand_x(cost.mana.symbols, x)
                    # What the cost sacrifices can't also make mana for it (seeds, Treasure).
                    payable = [c for c in part_sets if _payable(
                        game, player, symbols, costs.payment_exclusions(cost.parts, None, c))]
                    for tset in target_sets:
                        for chosen in payable:
                            out.append(CastSpell(oid, tset, modes, x, alt, additional, chosen))
                            if len(out) >= limit:
                                return out
    return out


def _x_values(game: Game, player: int, cost: ir.Cost, ctx: CastContext) -> range:
    if "X" not in cost.mana.symbols:
        return range(0, 1)  # CR 107.3b: no X in what is paid → X is 0
    return range(0, _max_mana(game, player) + 1)


def _max_mana(game: Game, player: int) -> int:
    """:func:`manapay.max_mana` over the cached sources, memoised alongside them (it
    depends only on them and the pool, which is part of the key)."""
    pool = game.players[player].pool
    key = ("max_mana", player, tuple(pool))
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
    key = ("payable", player, symbols, exclude, tuple(p.pool), p.life)
    found: bool | None = game.cand_cache.get(key)
    if found is None:
        found = costs.mana_plan(game, player, symbols, exclude, cached=True) is not None
        game.cand_cache[key] = found
    return found


def cast(game: Game, player: int, action: CastSpell, ctx: CastContext = NORMAL) -> int:
    """Cast a spell (validated before): CR 601.2a-i. Returns the spell's id on the stack."""
    obj = game.objects[action.card]
    cost = total_cost(obj, ctx, action.alt, action.additional)
    specs = spell_specs(obj, action.modes)
    spell = _spell(obj)
    # CR 601.2a: move it to the stack; it becomes a new object (CR 400.7).
    new = zones.move(game, action.card, "stack", controller=player)
    stack_obj = game.objects[new]
    stack_obj.stack = StackInfo(
        effect=spell.effect if spell else None, specs=specs, targets=action.targets,
        x=action.x, modes=action.modes, source=new, cast_mode=ctx.mode)
    stack_obj.x = action.x
    extras = stack_obj.info.card.additional_costs
    paid = {extras[i].option for i in action.additional if 0 <= i < len(extras)} - {""}
    if action.alt is not None and ctx.mode == "normal" \
            and stack_obj.info.card.alternative_costs[action.alt].flashback:
        paid = paid | {"flashback"}  # CR 702.34a: exiled whenever it would leave the stack
    if paid:  # CR 702.33d: a kicked spell (CastWith reads it)
        stack_obj.flags = stack_obj.flags | paid
    # CR 601.2g-h: mana abilities, then the costs.
    costs.pay_mana(game, player, manapay.expand_x(cost.mana.symbols, action.x),
                   costs.payment_exclusions(cost.parts, None, action.costs))
    from grimoire.rules.resolution import Resolution
    payment = Resolution(source=new, controller=player)
    costs.pay_parts(game, player, cost.parts, new, action.costs, payment)
    if payment.scratch.get("sacrificed"):  # "the sacrificed creature's power" (CR 601.2h)
        from dataclasses import replace
        stack_obj.stack = replace(stack_obj.stack, sacrificed=payment.scratch["sacrificed"])
    game.emit(ev.SpellCast(player, new, stack_obj.name,
                           ev.target_codes(action.targets)))  # CR 601.2i
    if action.targets:
        from grimoire.rules.ward import became_targets
        became_targets(game, new)  # ward (CR 702.21a), "becomes the target" triggers
    return new


def ability_problem(game: Game, player: int, obj: GameObject, index: int,
                    ability: ir.ActivatedAbility) -> tuple[str, str] | None:
    """Why ``player`` can't activate this ability now (before choices), or None."""
    if obj.zone != ability.zone:
        return (f"this ability works only from the {ability.zone}", "CR 602.2")
    owner = obj.controller if obj.zone == "battlefield" else obj.owner
    # CR 602.2: only its controller activates it, unless the ability says otherwise
    if owner != player and not (ability.any_player and obj.zone == "battlefield"):
        return ("you don't control that object", "CR 602.2")
    if ability.timing == "sorcery" and not sorcery_timing(game, player):
        return ("activate only as a sorcery: in your main phase with an empty stack",
                "CR 602.5d, 307.1")
    if ability.once_per_turn and (obj.id, index) in game.used_this_turn:
        return ("activate only once each turn", "CR 602.5b")
    if ability.during is not None or ability.condition is not None:
        return _activation_restriction(game, player, obj, ability)
    return None


_COMBAT = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage",
           "end_of_combat")


def _activation_restriction(game: Game, player: int, obj: GameObject,
                            ability: ir.ActivatedAbility) -> tuple[str, str] | None:
    """CR 602.5b: "activate only during ..." / "activate only if ..." restrictions."""
    during, mine = ability.during, game.active == player
    if during == "your_turn" and not mine:
        return ("activate only during your turn", "CR 602.5b")
    if during == "your_upkeep" and not (mine and game.step == "upkeep"):
        return ("activate only during your upkeep", "CR 602.5b")
    if during == "your_turn_before_attackers" and not (
            mine and game.step in ("untap", "upkeep", "draw", "main1", "beginning_of_combat")):
        return ("activate only during your turn, before attackers are declared", "CR 602.5b")
    if during == "combat" and game.step not in _COMBAT:  # CR 506.1: the combat phase
        return ("activate only during combat", "CR 602.5b")
    if ability.condition is not None:
        from grimoire.effects.values import condition_holds
        from grimoire.rules.resolution import Resolution
        res = Resolution(source=obj.id, controller=player)
        if not condition_holds(game, res, ability.condition):
            return ("the ability's activation condition is false", "CR 602.5b")
    return None


def ability_options(game: Game, player: int, obj: GameObject, index: int,
                    ability: ir.ActivatedAbility, limit: int = 4096) -> list[ActivateAbility]:
    """Every legal way to activate the ability now."""
    if ability_problem(game, player, obj, index, ability) is not None:
        return []
    cost = ability.cost
    part_sets = costs.choices(game, player, cost.parts, obj.id)
    if not part_sets:
        return []
    target_sets = targets.choices(game, ability.targets, player, obj.id) if ability.targets \
        else [()]
    if not target_sets:
        return []
    out: list[ActivateAbility] = []
    xs = _x_values(game, player, cost, NORMAL)
    for x in xs:
        symbols = manapay.expand_x(cost.mana.symbols, x)
        # Never tap a source whose {T} is part of the same cost, nor make mana with what
        # the cost sacrifices (seeds' mana rulings).
        payable = [c for c in part_sets if costs.mana_plan(
            game, player, symbols, costs.payment_exclusions(cost.parts, obj.id, c),
            cached=True) is not None]
        for tset in target_sets:
            for chosen in payable:
                out.append(ActivateAbility(obj.id, index, tset, x, chosen))
                if len(out) >= limit:
                    return out
    return out


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
    name, source_id = obj.name, obj.id
    game.emit(ev.AbilityActivated(player, source_id, name, action.index,
                                  ev.target_codes(action.targets)))
    if ability.is_mana_ability:
        return game.resolve_mana_ability(player, source_id, action.index, ability, action)
    item = zones.new_object(game, obj.info, obj.owner, "stack", "ability")
    item.controller = player
    item.stack = StackInfo(effect=ability.effect, specs=ability.targets,
                           targets=action.targets, x=action.x, source=source_id,
                           ability=action.index)
    costs.pay_mana(game, player, manapay.expand_x(cost.mana.symbols, action.x), exclude)
    from grimoire.rules.resolution import Resolution
    paid = Resolution(source=source_id, controller=player)
    costs.pay_parts(game, player, cost.parts, source_id, action.costs, paid)
    if ability.cycling:  # CR 702.29a: discarding it to pay a cycling cost cycles it
        game.emit(ev.Cycled(player, source_id, paid.scratch.get("moved_self", 0), name))
    from dataclasses import replace
    if paid.die is not None:  # "{6}, Roll a d8: ... X is the result" (a roll as a cost)
        item.stack = replace(item.stack, roll=(paid.die.sides, paid.die.naturals,
                                               paid.die.results))
    if paid.scratch.get("sacrificed"):  # "the sacrificed creature's power" (CR 602.2b)
        item.stack = replace(item.stack, sacrificed=paid.scratch["sacrificed"])
    if action.targets:
        from grimoire.rules.ward import became_targets
        became_targets(game, item.id)  # ward (CR 702.21a), "becomes the target" triggers
    return item.id


def require(problem: tuple[str, str] | None) -> None:
    """Raise :class:`IllegalActionError` for a problem found by a ``*_problem`` check."""
    if problem is not None:
        raise IllegalActionError(problem[0], rule=problem[1])
