"""A compact, readable rendering of IR: only fields that differ from their defaults.

Used by the snapshot tests and ``grimoire coverage``; it reads like the constructor calls.

>>> from grimoire.oracle.ir import DrawCards, Fixed
>>> compact(DrawCards(Fixed(2)))
'DrawCards(Fixed(2))'
"""

from __future__ import annotations

from dataclasses import MISSING, fields

from grimoire.core.mana import ManaCost


def _default(field_obj: object) -> object:
    default = getattr(field_obj, "default", MISSING)
    if default is not MISSING:
        return default
    factory = getattr(field_obj, "default_factory", MISSING)
    if factory is not MISSING:
        return factory()
    return MISSING


def compact(node: object) -> str:
    """Render ``node``: positional for required fields, ``name=`` for changed defaults."""
    if isinstance(node, tuple):
        inner = ", ".join(compact(item) for item in node)
        return f"({inner},)" if len(node) == 1 else f"({inner})"
    if not hasattr(node, "__dataclass_fields__"):
        return repr(node)
    parts: list[str] = []
    for field_obj in fields(node):  # type: ignore[arg-type]
        value = getattr(node, field_obj.name)
        default = _default(field_obj)
        if default is MISSING:
            parts.append(compact(value))
        elif value != default:
            parts.append(f"{field_obj.name}={compact(value)}")
    if isinstance(node, ManaCost):
        return f"ManaCost({compact(node.symbols)})"
    return f"{type(node).__name__}({', '.join(parts)})"


def pretty(node: object, width: int = 100) -> str:
    """:func:`compact`, broken over indented lines when longer than ``width``."""
    text = compact(node)
    if len(text) <= width:
        return text
    out: list[str] = []
    depth = 0
    line = ""
    for char in text:
        line += char
        if char in "([":
            depth += 1
            out.append(line)
            line = "  " * depth
        elif char in ")]":
            depth -= 1
        elif char == "," and depth:
            out.append(line)
            line = "  " * depth
    out.append(line)
    return "\n".join(part.rstrip() for part in out if part.strip())
