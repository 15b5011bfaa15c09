"""Turning a scenario's actions into engine actions and applying them.

Each action is matched against the engine's own legal actions (``casting.ability_options``,
``cast_options``, ``game.legal_actions()``), filtered by what the file says (targets, X,
cost objects, modes); when nothing matches, the action as written is handed to the
engine anyway, so the rejection carries the engine's message and rule (e.g. "activate only
as a sorcery (CR 602.5d)"). Only a player holding priority may act (CR 117.1).

``resolve`` passes priority in turn until the top object of the stack has resolved or a
decision other than priority comes up; ``attack`` and ``block`` first pass priority with
an empty stack until the declare-attackers / declare-blockers decision comes.

>>> answers(Step("choose", 1, by="Alice"), Decision("yes_no", 0))
True
>>> answers(Step("pass", 1, by="Alice"), Decision("declare_attackers", 0))
False
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from grimoire.errors import GrimoireError, IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import casting
from grimoire.rules import events as ev
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    Choose,
    Concede,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    Decline,
    PassPriority,
    PlayLand,
)
from grimoire.rules.dice import planar_die_special_action
from grimoire.rules.objects import Seat, Target
from grimoire.scenario.expect import describe_decision
from grimoire.scenario.matching import perfect_matching
from grimoire.scenario.model import ZONE_NAMES, Step
from grimoire.scenario.refs import find, player_seat

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}
_OWN_ZONES = ("battlefield", "hand", "graveyard", "exile", "library")
_PASS_LIMIT = 200
_OBJECT_DECISIONS = frozenset({"choose_objects", "legend_rule", "discard", "bottom",
                               "cast_copy", "trigger_targets", "opponent_target"})
"""Decisions whose options are object ids (other decisions offer numbers or words)."""


class StepError(GrimoireError):
    """A scenario action can't be carried out as written (not a rules rejection)."""


def answers(step: Step, decision: Decision) -> bool:
    """Whether ``step`` is the kind of action that answers ``decision``."""
    if decision.kind == "declare_attackers":
        return step.kind == "attack"
    if decision.kind == "declare_blockers":
        return step.kind == "block"
    return step.kind in ("choose", "concede")


def apply_step(game: Game, step: Step,
               mark: Callable[[Game], None] | None = None) -> None:
    """Apply one scenario action (raises IllegalActionError if the rules forbid it).

    ``mark`` is called just before the action proper, after the passes that ``attack``
    and ``block`` make to reach their declaration and the mana abilities ``pay`` lists:
    what a rejection must leave unchanged.
    """
    if mark is None:
        mark = _no_mark
    if step.kind == "resolve":
        _resolve(game)
        return
    if step.kind == "advance":
        _advance(game, step)
        return
    assert step.by is not None
    seat = _seat(game, step.by)
    if step.kind == "concede":
        game.apply(Concede(seat))
    elif step.kind == "choose":
        _choose(game, step, seat)
    elif step.kind == "attack":
        _attack(game, step, seat, mark)
    elif step.kind == "block":
        _block(game, step, seat, mark)
    else:
        _require_priority(game, seat)
        if step.kind == "pass":
            game.apply(PassPriority())
        elif step.kind == "roll_planar_die":
            # CR 901.9: a special action of the active player (Grimoire plays no planes).

            planar_die_special_action(game)
        elif step.kind == "play":
            _play(game, step, seat)
        else:
            _pay(game, step.pay, seat)
            mark(game)  # the mana abilities were legal actions of their own (CR 605.3a)
            if step.kind == "activate":
                _activate(game, step, seat)
            else:
                _cast(game, step, seat)


def _no_mark(game: Game) -> None:
    """The default ``mark``: nothing to record."""


def _seat(game: Game, name: str) -> int:
    seat = player_seat(game, name)
    if seat is None:
        raise StepError(f"no player named {name!r}")
    return seat


def _require_priority(game: Game, seat: int) -> None:
    d = game.pending
    if d is None:
        raise IllegalActionError("the game is over", rule="CR 104.1")
    name = game.players[seat].name
    if d.kind != "priority":
        raise StepError(f"{name} can't act now: {describe(game, d)} is pending")
    if d.player != seat:
        raise IllegalActionError(f"{name} does not have priority; "
                                 f"{game.players[d.player].name} does", rule="CR 117.1")


def describe(game: Game, d: Decision) -> str:
    """The decision, described for messages."""
    return describe_decision(game, d)


# --- references ----------------------------------------------------------------------------

def _target_sets(game: Game, refs: Sequence[str] | None) -> list[set[Target]] | None:
    """For each target reference, the objects or player it may mean."""
    if refs is None:
        return None
    out: list[set[Target]] = []
    for ref in refs:
        seat = player_seat(game, ref)
        out.append({Seat(seat)} if seat is not None else set(find(game, ref)))
    return out


def _flat(value: Any) -> tuple[Any, ...]:
    if isinstance(value, tuple):
        return tuple(x for v in value for x in _flat(v))
    return (value,)


def _targets_fit(chosen: tuple[tuple[Target, ...], ...], wanted: list[set[Target]] | None,
                 ) -> bool:
    if wanted is None:
        return True
    flat = _flat(chosen)
    return len(flat) == len(wanted) and all(t in w for t, w in zip(flat, wanted, strict=True))


def _costs_fit(chosen: tuple[int, ...], wanted: list[set[Target]] | None) -> bool:
    if wanted is None:
        return True
    return perfect_matching(wanted, list(chosen), lambda w, g: g in w)


def _pick(options: Sequence[Any], step: Step, what: str) -> Any | None:
    """The first option, unless the file must say more (several target choices or X)."""
    if not options:
        return None
    if step.targets is None and len({o.targets for o in options}) > 1:
        raise StepError(f"{what} has several possible targets; say which with targets:")
    if step.x is None and len({o.x for o in options}) > 1:
        raise StepError(f"{what} has an X to choose; say it with x:")
    return options[0]


def _group(specs: Sequence[ir.TargetSpec], wanted: list[set[Target]] | None,
           ) -> tuple[tuple[Target, ...], ...]:
    """The written targets, grouped one per target spec, for an action the engine rejects."""
    flat = [sorted(w, key=repr)[0] for w in wanted or []]
    if len(specs) == len(flat):
        return tuple((t,) for t in flat)
    return (tuple(flat),) if flat else ()


def _first_ids(wanted: list[set[Target]] | None) -> tuple[int, ...]:
    """One object id per written cost reference, for an action the engine rejects."""
    return tuple(min(i for i in w if isinstance(i, int)) for w in wanted or () if w)


# --- priority actions ------------------------------------------------------------------------

def _pay(game: Game, sources: Sequence[str], seat: int) -> None:
    """Activate the first usable mana ability of each source before the action (CR 605.3a)."""
    for ref in sources:
        for oid in find(game, ref, zones=("battlefield",), default_player=seat):
            obj = game.objects[oid]
            usable = [opt for index, ability in obj.info.activated if ability.is_mana_ability
                      for opt in casting.ability_options(game, seat, obj, index, ability)]
            if usable:
                game.apply(usable[0])
                d = game.pending
                if d is not None and d.kind != "priority":
                    raise StepError(f"paying with {ref} asks {describe(game, d)}; activate it "
                                    "with its own activate: action and answer with choose:")
                break
        else:
            raise IllegalActionError(f"{ref} has no mana ability that can be activated now",
                                     rule="CR 605.3a")


def _activated(obj_card: ir.CardDefinition) -> list[int]:
    return [i for i, a in enumerate(obj_card.abilities) if isinstance(a, ir.ActivatedAbility)]


def _activate(game: Game, step: Step, seat: int) -> None:
    assert step.subject is not None
    candidates = find(game, step.subject, zones=_OWN_ZONES, default_player=seat)
    card = game.objects[candidates[0]].info.card
    indexes = _activated(card)
    if not indexes:
        raise StepError(f"{card.name} has no activated ability")
    if step.ability is None:
        non_mana = [i for i in indexes
                    if not card.abilities[i].is_mana_ability]  # type: ignore[union-attr]
        if len(indexes) == 1 or len(non_mana) == 1:
            index = indexes[0] if len(indexes) == 1 else non_mana[0]
        else:
            raise StepError(f"{card.name} has {len(indexes)} activated abilities; "
                            "say which with ability: N")
    elif step.ability > len(indexes):
        raise StepError(f"{card.name} has only {len(indexes)} activated abilities")
    else:
        index = indexes[step.ability - 1]
    ability = card.abilities[index]
    assert isinstance(ability, ir.ActivatedAbility)
    wanted = _target_sets(game, step.targets)
    costs = _target_sets(game, step.costs)
    options = [o for oid in candidates
               for o in casting.ability_options(game, seat, game.objects[oid], index, ability)
               if _targets_fit(o.targets, wanted) and _costs_fit(o.costs, costs)
               and (step.x is None or o.x == step.x)]
    action = _pick(options, step, card.name)
    if action is None:  # let the engine say why
        action = ActivateAbility(candidates[0], index, _group(ability.targets, wanted),
                                 step.x or 0, _first_ids(costs))
    game.apply(action)


def _cast(game: Game, step: Step, seat: int) -> None:
    assert step.subject is not None
    candidates = find(game, step.subject, zones=("hand", "graveyard", "exile", "library",
                                                  "battlefield"), default_player=seat)
    modes = tuple(m - 1 for m in step.modes) if step.modes is not None else None
    wanted = _target_sets(game, step.targets)
    costs = _target_sets(game, step.costs)
    options = [o for oid in candidates for o in casting.cast_options(game, seat, oid)
               if _targets_fit(o.targets, wanted) and _costs_fit(o.costs, costs)
               and (step.x is None or o.x == step.x) and (modes is None or o.modes == modes)
               and (step.face is None or o.face == step.face)]
    action = _pick(options, step, step.subject)
    if action is None:
        obj = game.objects[candidates[0]]
        specs = casting.spell_specs(obj, modes or ())
        action = CastSpell(candidates[0], _group(specs, wanted), modes or (), step.x or 0,
                           costs=_first_ids(costs), face=step.face or 0)
    game.apply(action)


def _play(game: Game, step: Step, seat: int) -> None:
    assert step.subject is not None
    candidates = find(game, step.subject, zones=("hand", "graveyard", "exile", "library"),
                      default_player=seat)
    playable = [o for o in candidates if casting.land_problem(game, seat, o) is None]
    game.apply(PlayLand((playable or candidates)[0]))


def _resolve(game: Game) -> None:
    if not game.stack:
        raise StepError("resolve: the stack is empty")
    top = game.stack[-1]
    for _ in range(_PASS_LIMIT):
        d = game.pending
        if d is None or top not in game.stack or d.kind != "priority":
            return
        game.apply(PassPriority())
    raise StepError("resolve: the top of the stack never resolved")


def _advance(game: Game, step: Step) -> None:
    """Both players pass priority until ``step.step`` (of ``step.subject``'s turn) begins
    and a player gets priority in it; any other decision on the way stops it."""
    active = player_seat(game, step.subject) if step.subject is not None else None
    start = (game.turn, game.step)
    for _ in range(_PASS_LIMIT * 5):
        d = game.pending
        if d is None:
            raise StepError(f"the game ended before {step.step}")
        here = game.step == step.step and (active is None or game.active == active)
        if d.kind == "priority" and here and (game.turn, game.step) != start:
            return
        if d.kind != "priority":
            raise StepError(f"{describe(game, d)} came up on the way to {step.step}")
        game.apply(PassPriority())
    raise StepError(f"never reached {step.step}")


# --- decisions ---------------------------------------------------------------------------

def _decision_for(game: Game, seat: int) -> Decision:
    d = game.pending
    if d is None:
        raise IllegalActionError("the game is over", rule="CR 104.1")
    if d.kind == "priority":
        raise StepError(f"there is nothing to choose: {game.players[d.player].name} has "
                        "priority")
    if d.player != seat:
        raise IllegalActionError(
            f"{game.players[d.player].name} answers {describe(game, d)}, not "
            f"{game.players[seat].name}", rule=d.rule or "CR 117")
    return d


def _choose(game: Game, step: Step, seat: int) -> None:
    d = _decision_for(game, seat)
    legal = list(game.legal_actions())
    game.apply(_answer(game, d, legal, step))


def _answer(game: Game, d: Decision, legal: list[Action], step: Step) -> Action:
    value = step.choice
    option_objects = [v for v in _flat(d.options) if isinstance(v, int)
                      and not isinstance(v, bool) and v in game.objects] \
        if d.kind in _OBJECT_DECISIONS else []
    if isinstance(value, str) and value.casefold() in ZONE_NAMES and d.kind != "choose_color":
        return _by_zone(game, d, legal, value.casefold())
    if d.kind == "order_triggers" and isinstance(value, str):
        return _trigger_by_source(game, d, value)
    if d.kind == "cast_copy":
        return _cast_copy(game, d, legal, step, option_objects)
    choices = [a for a in legal if isinstance(a, Choose)]
    if d.kind == "choose_color" and isinstance(value, str):
        value = "".join(_COLORS.get(w, w.upper()) for w in value.casefold().split())
    if not isinstance(value, tuple | str) or d.kind == "choose_color":
        if Choose(value) in choices:
            return Choose(value)
        raise IllegalActionError(f"{value!r} is not a legal answer to {describe(game, d)}; "
                                 f"legal: {_legal_text(game, choices)}", rule=d.rule or "CR 117")
    items = value if isinstance(value, tuple) else (value,)
    wanted = [_answer_set(game, item, option_objects) for item in items]
    for action in choices:
        flat = _flat(action.value)
        if perfect_matching(wanted, list(flat), lambda w, g: g in w):
            return action
    raise IllegalActionError(f"{value!r} is not a legal answer to {describe(game, d)}; "
                             f"legal: {_legal_text(game, choices)}", rule=d.rule or "CR 117")


def _trigger_by_source(game: Game, d: Decision, ref: str) -> Action:
    """Answer "put which trigger on the stack?" with the name of the trigger's source."""
    by_source = {game.pending_triggers[i].source: i for i in reversed(d.options)}
    sources = [o for o in by_source if o in game.objects]
    return Choose(by_source[find(game, ref, within=sources)[0]])


def _answer_set(game: Game, item: Any, within: list[int]) -> set[Any]:
    if not isinstance(item, str):
        return {item}
    seat = player_seat(game, item)
    if seat is not None:
        return {Seat(seat)}
    return set(find(game, item, within=within))


def _legal_text(game: Game, choices: Sequence[Choose]) -> str:
    def show(v: Any) -> str:
        if isinstance(v, tuple):
            return "[" + ", ".join(show(x) for x in v) + "]"
        if isinstance(v, int) and not isinstance(v, bool) and v in game.objects:
            return game.objects[v].name
        if isinstance(v, Seat):
            return game.players[v.index].name
        return repr(v)
    shown = [show(c.value) for c in choices[:12]]
    return ", ".join(shown) + (", ..." if len(choices) > 12 else "")


def _cast_copy(game: Game, d: Decision, legal: list[Action], step: Step,
               option_objects: list[int]) -> Action:
    value = step.choice
    if value is False or value == ():
        if Decline() in legal:
            return Decline()
        raise IllegalActionError("the copy must be cast", rule=d.rule or "CR 707.12")
    casts = [a for a in legal if isinstance(a, CastSpell)]
    if isinstance(value, str):
        ids = set(find(game, value, within=option_objects))
        casts = [a for a in casts if a.card in ids]
    elif value is not True:
        raise StepError(f"answer {describe(game, d)} with yes, no or the copy's name")
    wanted = _target_sets(game, step.targets)
    casts = [a for a in casts if _targets_fit(a.targets, wanted)
             and (step.x is None or a.x == step.x)]
    action = _pick(casts, step, "the copy")
    if action is None:
        raise IllegalActionError(f"no legal way to cast the copy as written; {describe(game, d)}",
                                 rule=d.rule or "CR 707.12")
    return action  # type: ignore[no-any-return]


def _by_zone(game: Game, d: Decision, legal: Sequence[Action], zone: str) -> Action:
    """The one answer after which a card moves into ``zone`` (tried on copies of the game)."""
    hits: list[Action] = []
    for action in legal:
        trial = game.copy()
        start = len(trial.events)
        try:
            trial.apply(action)
        except GrimoireError:
            continue
        if any(isinstance(e, ev.ZoneChanged) and e.to_zone == zone
               for e in trial.events[start:]):
            hits.append(action)
    if len(hits) == 1:
        return hits[0]
    if not hits:
        raise IllegalActionError(f"no answer to {describe(game, d)} puts a card into the "
                                 f"{zone}", rule=d.rule or "CR 117")
    raise StepError(f"several answers to {describe(game, d)} put a card into the {zone}; "
                    "choose a card instead")


# --- combat ---------------------------------------------------------------------------------

def _pass_to(game: Game, kind: str, steps: tuple[str, ...]) -> bool:
    """Pass priority with an empty stack while in ``steps`` until a ``kind`` decision."""
    for _ in range(_PASS_LIMIT):
        d = game.pending
        if d is None:
            return False
        if d.kind == kind:
            return True
        if d.kind != "priority" or game.stack or game.step not in steps:
            return False
        game.apply(PassPriority())
    return False


def _distinct(game: Game, refs: Sequence[str], seat: int | None, prefer: Sequence[int],
              within: Sequence[int] | None = None) -> list[int]:
    used: list[int] = []
    for ref in refs:
        found = [o for o in find(game, ref, zones=("battlefield",), default_player=seat,
                                 within=within) if o not in used]
        if not found:
            raise StepError(f"not enough {ref!r} on the battlefield")
        good = [o for o in found if o in prefer]
        used.append((good or found)[0])
    return used


def _attack(game: Game, step: Step, seat: int, mark: Callable[[Game], None]) -> None:
    if not _pass_to(game, "declare_attackers", ("main1", "beginning_of_combat")):
        if not step.attacks and game.step == "declare_attackers":
            return  # nothing could attack: the declaration was skipped (CR 508.8)
        d = game.pending
        raise StepError("no declare-attackers decision came (now: "
                        f"{describe(game, d) if d else 'the game is over'}, step {game.step})")
    mark(game)
    _decision_for(game, seat)
    legal = game.legal_actions()
    creatures = list(getattr(legal, "creatures", ()))
    ids = _distinct(game, [a for a, _ in step.attacks], seat, creatures)
    pairs: list[tuple[int, Target]] = []
    for oid, (_, defender) in zip(ids, step.attacks, strict=True):
        if defender is None:
            target: Target = Seat(game.defending_player())
        elif (p := player_seat(game, defender)) is not None:
            target = Seat(p)
        else:
            target = find(game, defender, zones=("battlefield",))[0]
        pairs.append((oid, target))
    game.apply(DeclareAttackers(tuple(pairs)))


def _block(game: Game, step: Step, seat: int, mark: Callable[[Game], None]) -> None:
    if not _pass_to(game, "declare_blockers", ("declare_attackers",)):
        if not step.blocks and game.step == "declare_blockers":
            return  # no creature could block: the declaration was skipped
        d = game.pending
        raise StepError("no declare-blockers decision came (now: "
                        f"{describe(game, d) if d else 'the game is over'}, step {game.step})")
    mark(game)
    _decision_for(game, seat)
    legal = game.legal_actions()
    blockers = _distinct(game, [b for b, _ in step.blocks], seat,
                         list(getattr(legal, "blockers", ())))
    attacking = list(game.combat.attackers)
    pairs = []
    for blocker, (_, attacker) in zip(blockers, step.blocks, strict=True):
        pairs.append((blocker, find(game, attacker, zones=("battlefield",),
                                    within=attacking)[0]))
    game.apply(DeclareBlockers(tuple(pairs)))
