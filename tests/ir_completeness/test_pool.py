"""Scan compiled pools: no card counted as compiled uses IR the engine doesn't honour.

The check reads the engine's own tables (resolvers, matchers, evaluator sources, the
fields each reader accesses), independently of :mod:`grimoire.oracle.support`; the full
Scryfall pool is compiled once per session (skipped with a reason when absent).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields
from functools import cache
from pathlib import Path

import pytest
from tests.ir_completeness import _engine

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_faces
from grimoire.oracle.coverage import card_is_compiled, load_pool
from grimoire.oracle.support import UNSUPPORTED_VALUES

FULL_POOL = "oracle-cards-2025-09-25.json.xz"
_FAMILIES = ("Trigger", "StaticEffect", "Condition", "Amount", "PlayerRef", "ObjectRef",
             "CostPart")


@cache
def _family_of() -> dict[type, str]:
    found = {t: f for f in _FAMILIES for t in _engine.members(getattr(ir, f))}
    found.update((t, "Effect") for t in ir.EFFECT_TYPES)
    return found


def _problems(defs: tuple[ir.CardDefinition, ...]) -> Iterator[str]:
    family_of, checked = _family_of(), frozenset(_engine.FIELD_CHECKED)
    for node in (n for d in defs for n in ir.iter_nodes(d)):
        node_type = type(node)
        family = family_of.get(node_type)
        if family is not None and node_type not in _engine.handled(family):
            yield f"no engine support: {family} {node_type.__name__}"
        if node_type not in checked:
            continue
        read, defaults = _engine.read_fields(node_type), _engine.defaults(node_type)
        for f in fields(node_type):
            value = getattr(node, f.name)
            if f.name in read or (node_type, f.name) in _engine.WITHOUT_EFFECT:
                if value in UNSUPPORTED_VALUES.get((node_type, f.name), ()):
                    yield f"{node_type.__name__}.{f.name}={value!r}"
            elif value != defaults[f.name]:
                yield f"ignored field: {node_type.__name__}.{f.name}"


def _scan(cards: list[dict[str, object]]) -> tuple[int, dict[str, list[str]]]:
    compiled = 0
    bad: dict[str, list[str]] = {}
    for card in cards:
        defs = compile_faces(card)
        if not card_is_compiled(defs):
            continue
        compiled += 1
        found = sorted(set(_problems(defs)))
        if found:
            bad[str(card.get("name", ""))] = found
    return compiled, bad


@pytest.fixture(scope="session")
def full_pool_scan(shared_data: Path) -> tuple[int, dict[str, list[str]]]:
    """The full pool compiled once for the session."""
    path = shared_data / FULL_POOL
    if not path.exists():
        pytest.skip(f"{path} not found")
    return _scan(load_pool(path))


def test_builtin_pool_compiled_cards_are_honoured() -> None:
    """Every compiled card of the built-in pool uses only IR the engine executes."""
    compiled, bad = _scan(load_pool())
    assert compiled > 0 and bad == {}


def test_full_pool_compiled_cards_are_honoured(
        full_pool_scan: tuple[int, dict[str, list[str]]]) -> None:
    """No card of the full Scryfall pool counted as compiled holds an IR node or a field
    value the engine ignores (it would behave more broadly than its text)."""
    compiled, bad = full_pool_scan
    assert compiled > 5000
    assert bad == {}, dict(list(bad.items())[:20])
