"""What the engine handles, read from its dispatch tables and evaluator sources.

Independent of :mod:`grimoire.oracle.support` (which lists the gaps): the tests compare
the two, and scan compiled pools with this one.
"""

from __future__ import annotations

import ast
import inspect
import re
import sys
import typing
from collections.abc import Callable
from dataclasses import MISSING, fields
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

import grimoire.effects
from grimoire.effects import copies as copy_effects
from grimoire.effects import dice as dice_effects
from grimoire.effects import flow, more_effects
from grimoire.mechanics import attractions, classes, contraptions, mana_riders
from grimoire.mechanics import ward as ward_rules
from grimoire.oracle import ir
from grimoire.rules import (
    ability_modes,
    casting,
    coins,
    cost_changes,
    costs,
    division,
    hooks,
    layers,
    legal,
    mode_bonus,
    payment,
    query,
    replacement,
    resolution,
    roll_window,
    state_triggers,
    target_limits,
    targets,
    triggers,
    turn,
    values,
)
from grimoire.rules.registry import RESOLVERS

ENGINE_DIRS = ("rules", "mechanics", "effects", "dice")
SRC = Path(grimoire.effects.__file__).resolve().parent.parent


def members(alias: object) -> tuple[type, ...]:
    """The node types of an IR union (``ir.Trigger``...), without ``Unimplemented``."""
    return tuple(t for t in typing.get_args(alias) if t is not ir.Unimplemented)


@cache
def engine_source() -> str:
    """The text of every engine module (rules, mechanics, effects, dice)."""
    return "\n".join(p.read_text(encoding="utf-8") for d in ENGINE_DIRS
                     for p in sorted((SRC / d).glob("*.py")))


def referenced(node_type: type, source: str) -> bool:
    """Whether ``source`` dispatches on ``node_type`` (names it as ``ir.<Type>``)."""
    return re.search(rf"\bir\.{node_type.__name__}\b", source) is not None


def _src(obj: Callable[..., Any] | ModuleType) -> str:
    """The source text of a module or a function, read from the module's ``.py`` file (as
    :func:`inspect.getsource` gives it): in the compiled build (``make fast``) a compiled
    module's file is its extension module and a compiled function has no code object, so
    ``inspect`` has no source for them; the ``.py`` file is installed beside the extension."""
    if isinstance(obj, ModuleType):
        return _module_text(obj)
    module = sys.modules[obj.__module__]
    lines = _module_text(module).splitlines(keepends=True)
    node: Any = ast.parse("".join(lines))
    nested = False  # after "<locals>": a function defined anywhere in the function ``node``
    for name in obj.__qualname__.split("."):
        if name == "<locals>":
            nested = True
            continue
        inside = [n for n in ast.walk(node) if n is not node] if nested else node.body
        node = next(n for n in inside if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef
                                                    | ast.ClassDef) and n.name == name)
        nested = False
    first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
    assert node.end_lineno is not None
    return "".join(lines[first - 1:node.end_lineno])


def _module_text(module: ModuleType) -> str:
    """The text of ``module``'s ``.py`` file (beside its extension module when compiled)."""
    assert module.__file__ is not None
    path = Path(module.__file__)
    if path.suffix != ".py":
        path = path.parent / f"{module.__name__.rpartition('.')[2]}.py"
    return path.read_text(encoding="utf-8")


EVALUATORS: dict[str, tuple[object, tuple[Callable[..., Any] | ModuleType, ...]]] = {
    "Condition": (ir.Condition, (values.condition_holds,)),
    "Amount": (ir.Amount, (values.amount_value,)),
    "PlayerRef": (ir.PlayerRef, (values.players,)),
    "ObjectRef": (ir.ObjectRef, (values.objects,)),
    "CostPart": (ir.CostPart, (costs, payment)),
}
"""Each IR family and the engine code that dispatches on it."""


@cache
def handled(family: str) -> frozenset[type]:
    """The types of ``family`` the engine handles."""
    if family == "Effect":
        return frozenset(RESOLVERS)
    if family == "Trigger":
        return frozenset(triggers.MATCHERS)
    if family == "StaticEffect":
        return frozenset(t for t in members(ir.StaticEffect) if referenced(t, engine_source()))
    alias, readers = EVALUATORS[family]
    text = "\n".join(_src(r) for r in readers)
    plugged = frozenset(hooks.CONDITIONS) if family == "Condition" else frozenset(
        hooks.COST_PARTS) if family == "CostPart" else frozenset(
        hooks.AMOUNTS) if family == "Amount" else frozenset()
    return frozenset(t for t in members(alias) if referenced(t, text) or t in plugged)


# --- fields ------------------------------------------------------------------------------

EXTRA_READERS: dict[type, tuple[Callable[..., Any] | ModuleType, ...]] = {
    ir.ObjectFilter: (query.matches, query.objects_matching),
    # "one or more ...": once per batch, read as the trigger is checked (CR 603.2c)
    ir.EntersTrigger: (triggers.batch_count,),
    ir.DiesTrigger: (triggers.batch_count,),
    ir.LeavesTrigger: (triggers.batch_count,),
    ir.CardMovedTrigger: (triggers.batch_count,),
    # "When this Class becomes level N": queued by the level-up resolver (CR 716.2c)
    ir.ClassLevelTrigger: (classes.became_level,),
    # "unless ... pays": the cost as it resolves, for one player or each in turn (CR 118.12a)
    ir.UnlessPays: (flow.unless_cost,),
    ir.ConditionalStatic: (layers._statics_of, replacement.enter_replacements),
    ir.TargetSpec: (targets, casting, ward_rules, target_limits, turn),  # turn: "at random"
    ir.Bound: (values.objects,),
    ir.Chosen: (values, resolution),
    ir.CountOf: (values.amount_value,),
    ir.ExiledWith: (values.objects,),
    ir.ActivatedAbility: (casting, legal, resolution, cost_changes),  # cost_change: 602.2b
    ir.RollDice: (dice_effects,),
    ir.RerollAnyDie: (roll_window, coins),  # activated in a roll's or a flip's window
    ir.Modal: (casting, resolution, ability_modes, mode_bonus),  # mode sets (CR 700.2)
    ir.KeywordAction: (more_effects,),
    ir.Assemble: (contraptions.resolve_assemble,),
    ir.OpenAttraction: (attractions.resolve_open,),
    ir.MustBlock: (inspect.getmodule(RESOLVERS[ir.MustBlock]),),  # type: ignore[dict-item]
    ir.CombatRestriction: (
        inspect.getmodule(RESOLVERS[ir.CombatRestriction]),),  # type: ignore[dict-item]
    ir.SearchZones: (inspect.getmodule(RESOLVERS[ir.SearchZones]),),  # type: ignore[dict-item]
    ir.ManaSpentRider: (mana_riders,),  # recorded by its resolver, read as the mana is spent
    ir.StateTrigger: (state_triggers.check,),  # polled, not matched on an event (CR 603.8)
    ir.CastCard: (copy_effects.context_for,),  # how the resolution's casts may be made
    ir.PreventDamage: (  # a chosen source's shield is made by a helper (CR 615.7)
        inspect.getmodule(RESOLVERS[ir.PreventDamage]),),  # type: ignore[dict-item]
    ir.DistributeCounters: (division,),  # the amount, announced as it is put on the stack
    ir.PreventDividedDamage: (division,),
    ir.BecomeCharacteristics: (  # "of your choice": asked and applied by helpers
        inspect.getmodule(RESOLVERS[ir.BecomeCharacteristics]),),  # type: ignore[dict-item]
}
"""Engine code that reads a node's fields besides its resolver or matcher."""

WITHOUT_EFFECT: dict[tuple[type, str], str] = {
    (ir.ActivatedAbility, "text"): "display only",
    (ir.Transform, "what"): "single-faced definitions don't transform (CR 701.28c)",
    (ir.SearchLibrary, "reveal"): "revealing changes no game state (CR 701.16a)",
    (ir.SearchZones, "reveal"): "revealing changes no game state (CR 701.16a)",
    (ir.ExiledWith, "source"): "always this object (CR 607.2a)",
}
"""Fields whose value can't change what the engine does, with the reason."""

FIELD_CHECKED: tuple[type, ...] = (
    *ir.EFFECT_TYPES, *members(ir.Trigger), ir.ObjectFilter, ir.TargetSpec, ir.Bound,
    ir.Chosen, ir.CountOf, ir.ExiledWith, ir.ActivatedAbility,
)
"""The node types whose every field must be honoured or listed."""


def readers(node_type: type) -> str:
    """The source of the engine code that reads ``node_type``'s fields."""
    parts: list[Callable[..., Any] | ModuleType] = list(EXTRA_READERS.get(node_type, ()))
    if node_type in RESOLVERS:
        parts.append(RESOLVERS[node_type])
    if node_type in triggers.MATCHERS:
        parts.append(triggers.MATCHERS[node_type][1])
    if node_type is ir.StateChangeTrigger:
        parts.append(ward_rules)
    return "\n".join(_src(p) for p in parts)


@cache
def defaults(node_type: type) -> dict[str, object]:
    """Every field's default (``MISSING`` for a required field)."""
    return {f.name: default(node_type, f.name) for f in fields(node_type)}


@cache
def read_fields(node_type: type) -> frozenset[str]:
    """The fields of ``node_type`` its engine readers access (``.field``); for an object
    filter also those a mechanism evaluates (:data:`grimoire.rules.hooks.FILTER_TESTS`,
    keyed by the field's name)."""
    text = readers(node_type)
    plugged = frozenset(hooks.FILTER_TESTS) if node_type is ir.ObjectFilter else frozenset()
    return plugged | frozenset(f.name for f in fields(node_type)
                               if re.search(rf"\.{f.name}\b", text))


def default(node_type: type, name: str) -> object:
    """A field's default value (``MISSING`` for a required field)."""
    for f in fields(node_type):
        if f.name == name:
            if f.default is not MISSING:
                return f.default
            if f.default_factory is not MISSING:
                return f.default_factory()
    return MISSING
