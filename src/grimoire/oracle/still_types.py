"""CR 205.1b: "It's still a land." / "that's still a planeswalker": an effect that makes an
object a creature lets it keep its other card types and subtypes.

>>> from grimoire.oracle import ir
>>> keeping_types(ir.Animate(ir.ThisObject(), ir.Fixed(2), ir.Fixed(2), keep_types=False))
... # doctest: +ELLIPSIS
Animate(..., keep_types=True, supertypes=())
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from grimoire.oracle.ir import Animate, DelayedTrigger


def keeping_types(node: Any) -> Any:
    """``node`` with each :class:`Animate` in it keeping its other types: the sentence after
    it says "It's still a land." or the clause "that's still a planeswalker" (CR 205.1b)."""
    if isinstance(node, Animate):
        return replace(node, keep_types=True)
    if isinstance(node, tuple):
        return tuple(keeping_types(n) for n in node)
    if is_dataclass(node) and not isinstance(node, type | DelayedTrigger):
        changed = {f.name: new for f in fields(node)
                   if (new := keeping_types(getattr(node, f.name))) is not getattr(node, f.name)}
        return replace(node, **changed) if changed else node
    return node
