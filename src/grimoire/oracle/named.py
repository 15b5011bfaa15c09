""""A card named ~": a filter naming the card itself gets the card's real name.

The lexer writes the card's own name as ``~`` (so one phrase parser serves every card);
:func:`fill_self_name` puts the name back into every ``ObjectFilter(name="~")`` once the
card is compiled, so the engine compares names plainly (CR 201.2: objects with the same
name).

>>> from grimoire.oracle import ir
>>> node = ir.SearchLibrary(ir.ObjectFilter(name="~"))
>>> fill_self_name(node, "Goblin Tutor").filter.name
'Goblin Tutor'
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import TypeVar, cast

from grimoire.oracle.ir import ObjectFilter

T = TypeVar("T")
SELF_NAME = "~"


def fill_self_name(node: T, name: str) -> T:
    """``node`` with every ``ObjectFilter.name == "~"`` inside it set to ``name``."""
    return cast(T, _fill(node, name))


def _fill(node: object, name: str) -> object:
    if isinstance(node, ObjectFilter):
        return replace(node, name=name) if node.name == SELF_NAME else node
    if isinstance(node, tuple):
        items = tuple(_fill(item, name) for item in node)
        return node if all(a is b for a, b in zip(items, node, strict=True)) else items
    if not is_dataclass(node) or isinstance(node, type):
        return node
    changes = {}
    for f in fields(node):
        value = getattr(node, f.name)
        new = _fill(value, name)
        if new is not value:
            changes[f.name] = new
    return replace(node, **changes) if changes else node
