"""The engine handles every IR type and field the compiler produces, or the gap is listed.

Each IR family (effects, triggers, static effects, conditions, amounts, player and object
references, cost parts) is compared with the engine's dispatch: the resolver registry
(DESIGN principle 2), the trigger matchers (CR 603.2), the evaluators in
``grimoire.rules.values`` and the cost code. A type the engine lacks must be listed in
:data:`grimoire.oracle.support.UNSUPPORTED_NODES` (so cards holding it don't count as
compiled); a listed type the engine has since implemented must leave the list.
"""

from __future__ import annotations

from dataclasses import MISSING, fields

import pytest
from tests.ir_completeness import _engine

from grimoire.effects import missing_resolvers
from grimoire.effects.more_effects import SUPPORTED_ACTIONS
from grimoire.oracle import ir, support

FAMILIES = ("Trigger", "StaticEffect", "Condition", "Amount", "PlayerRef", "ObjectRef",
            "CostPart")


def test_every_effect_type_has_a_resolver() -> None:
    """DESIGN principle 2: one resolver per effect node type."""
    assert missing_resolvers() == []


@pytest.mark.parametrize("family", FAMILIES)
def test_every_type_is_handled_or_listed(family: str) -> None:
    """CR 603.2 (triggers), 604 (statics), 608.2 (conditions, amounts, references), 601.2h
    (costs): each IR type is dispatched by the engine, or listed as a gap."""
    handled = _engine.handled(family)
    types = _engine.members(getattr(ir, family))
    unlisted = [t.__name__ for t in types
                if t not in handled and t not in support.UNSUPPORTED_NODES]
    assert unlisted == [], f"{family}: no engine support and not in UNSUPPORTED_NODES"
    stale = [t.__name__ for t in types if t in handled and t in support.UNSUPPORTED_NODES]
    assert stale == [], f"{family}: implemented now; remove from UNSUPPORTED_NODES"


def test_unsupported_nodes_are_ir_types() -> None:
    """Every listed type is a node the compiler can emit (no typos, no removed types)."""
    known = set(ir.EFFECT_TYPES)
    for family in FAMILIES:
        known.update(_engine.members(getattr(ir, family)))
    assert set(support.UNSUPPORTED_NODES) <= known


@pytest.mark.parametrize("node_type", _engine.FIELD_CHECKED, ids=lambda t: t.__name__)
def test_every_field_is_read_or_listed(node_type: type) -> None:
    """Every field of the node is read by the engine code that executes it, or its
    non-default values are listed as gaps (UNSUPPORTED_FIELDS / UNSUPPORTED_VALUES), or it
    provably can't change the outcome (WITHOUT_EFFECT, with the rule)."""
    read = _engine.read_fields(node_type)
    ignored = [f.name for f in fields(node_type) if f.name not in read
               and (node_type, f.name) not in support.UNSUPPORTED_FIELDS
               and (node_type, f.name) not in support.UNSUPPORTED_VALUES
               and (node_type, f.name) not in _engine.WITHOUT_EFFECT]
    assert ignored == [], f"{node_type.__name__}: fields the engine ignores silently"


def test_listed_fields_exist_and_default_is_honoured() -> None:
    """A listed field exists; its default is never itself a gap."""
    for (node_type, name) in support.UNSUPPORTED_FIELDS:
        assert name in {f.name for f in fields(node_type)}, (node_type, name)
    for (node_type, name), values in support.UNSUPPORTED_VALUES.items():
        assert _engine.default(node_type, name) not in values, (node_type, name)
    for (node_type, name), allowed in support.SUPPORTED_CHILD_TYPES.items():
        assert name in _engine.read_fields(node_type), (node_type, name)
        assert all(_engine.referenced(t, _engine.engine_source()) for t in allowed)


def test_keyword_actions_split_exactly() -> None:
    """CR 701: each keyword action is either executed by the resolver or listed as a gap."""
    listed = support.UNSUPPORTED_VALUES[(ir.KeywordAction, "action")]
    every = set(ir.KeywordActionName.__args__)  # type: ignore[attr-defined]
    assert listed | SUPPORTED_ACTIONS == every and not listed & SUPPORTED_ACTIONS


def test_gaps_are_reported() -> None:
    """A node the engine lacks, a listed field with a non-default value and a listed value
    are gaps; the defaults are not."""
    lacking = next((t for t in support.UNSUPPORTED_NODES if not any(
        f.default is MISSING and f.default_factory is MISSING for f in fields(t))), None)
    assert lacking is None or support.engine_gaps(lacking())  # (none left: all executed)
    assert support.engine_gaps(ir.CastTrigger(or_copy=True, nth_each_turn=2))
    assert not support.engine_gaps(ir.CastTrigger())
    assert support.engine_gaps(ir.KeywordAction("populate"))
    assert not support.engine_gaps(ir.KeywordAction("explore"))
    boost = ir.PowerToughnessBoost(ir.ObjectFilter(this_object=True), 1, 1)
    assert not support.engine_gaps(ir.ConditionalStatic(ir.IsYourTurn(), boost))
    granted = ir.GrantAbilities(ir.ObjectFilter(), ())
    assert not support.engine_gaps(ir.ConditionalStatic(ir.IsYourTurn(), granted))
