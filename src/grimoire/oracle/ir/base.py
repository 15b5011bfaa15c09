"""The node that stands for text the compiler did not understand, and walking the tree."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import TypeVar

_N = TypeVar("_N")

# ---------------------------------------------------------------------------
# The node that stands for text the compiler did not understand
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Unimplemented:
    """Text the compiler could not turn into IR (may stand wherever any node may).

    ``text`` is the exact span of Oracle text; ``reason`` says what was not understood.
    A card holding one is not supported: it is not offered as if it worked.
    """

    text: str
    reason: str = ""


# ---------------------------------------------------------------------------
# Walking the tree
# ---------------------------------------------------------------------------


def iter_nodes(node: object) -> Iterator[object]:
    """Yield ``node`` and every IR node inside it, depth first.

    >>> from grimoire.oracle.ir import Fixed, GainLife, MayDo
    >>> [type(n).__name__ for n in iter_nodes(MayDo(GainLife(Fixed(3))))]
    ['MayDo', 'GainLife', 'Fixed', 'You', 'You']
    """
    stack: list[object] = [node]
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, tuple):
            stack.extend(reversed(current))
            continue
        if not hasattr(current, "__dataclass_fields__"):
            continue
        children = [getattr(current, f.name) for f in fields(current)]  # type: ignore[arg-type]
        stack.extend(reversed([c for c in children if _is_container(c)]))


def _is_container(value: object) -> bool:
    return isinstance(value, tuple) or hasattr(value, "__dataclass_fields__")


def unimplemented_nodes(node: object) -> list[Unimplemented]:
    """Every :class:`Unimplemented` node inside ``node``."""
    return [n for n in iter_nodes(node) if isinstance(n, Unimplemented)]


def is_fully_implemented(node: object) -> bool:
    """Whether ``node`` holds no :class:`Unimplemented` node."""
    return not unimplemented_nodes(node)


def substituted(node: _N, old: object, new: object) -> _N:
    """``node`` with every node equal to ``old`` replaced by ``new``."""
    if node == old:
        return new  # type: ignore[return-value]
    if isinstance(node, tuple):
        items = tuple(substituted(n, old, new) for n in node)
        return node if all(a is b for a, b in zip(items, node, strict=True)) \
            else items  # type: ignore[return-value]
    if not is_dataclass(node) or isinstance(node, type):
        return node
    changed = {f.name: item for f in fields(node) if f.init
               and (item := substituted(getattr(node, f.name), old, new))
               is not getattr(node, f.name)}
    return replace(node, **changed) if changed else node
