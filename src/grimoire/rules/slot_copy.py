"""Fast copies of slotted classes for :meth:`Game.copy` (search copies games by the
thousand): :func:`copier` builds, once per class, a function of one straight line of
assignments, several times faster than a ``getattr``/``setattr`` loop over ``__slots__``.

>>> class Point:
...     __slots__ = ("x", "tags")
...     def __init__(self) -> None:
...         self.x, self.tags = 1, ["a"]
>>> copy_point = copier(Point, {"tags": "list(self.tags)"})
>>> p = Point(); q = copy_point(p)
>>> (q.x, q.tags, q.tags is p.tags)
(1, ['a'], False)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

T = TypeVar("T")


def copier(cls: type[T], fresh: Mapping[str, str] | None = None,
           names: Mapping[str, object] | None = None) -> Callable[[T], T]:
    """A function copying an instance of ``cls`` slot by slot: each slot named in
    ``fresh`` gets the value of its expression (in terms of ``self`` and of the ``names``
    given, e.g. ``"dict(self.counters)"``), every other slot is shared with the original.
    Built once from the slot names, so a slot added to the class is copied without more
    code."""
    exprs = fresh or {}
    slots = slot_names(cls)
    unknown = set(exprs) - set(slots)
    if unknown:
        raise ValueError(f"{cls.__name__} has no slots {sorted(unknown)}")
    lines = ["def copy(self):", "    clone = new(cls)"]
    lines.extend(f"    clone.{name} = {exprs.get(name, 'self.' + name)}" for name in slots)
    lines.append("    return clone")
    # cls.__new__ (object.__new__ for a Python class) makes an instance without __init__;
    # so does a mypyc native class marked mypyc_attr(serializable=True). Such a class is
    # also marked allow_interpreted_subclasses=True: with serializable alone, mypyc 2.4.1's
    # tp_init skips __init__, so a call from interpreted code (or through a type[...]
    # variable) makes an instance with no attributes (mypyc/mypyc#1172).
    namespace: dict[str, Any] = {**(names or {}), "new": cls.__new__, "cls": cls}
    exec("\n".join(lines), namespace)  # the source names nothing but the class's slots
    function: Callable[[T], T] = namespace["copy"]
    return function


def slot_names(cls: type) -> tuple[str, ...]:
    """The instance attributes of the slotted class ``cls``: its ``__slots__``; compiled by
    mypyc (the optional compiled build, setup.py), a native class has no ``__slots__`` but
    lists its attributes in ``__mypyc_attrs__``.

    >>> class Point:
    ...     __slots__ = ("x", "y")
    >>> slot_names(Point)
    ('x', 'y')
    """
    names: str | tuple[str, ...] | None = cls.__dict__.get("__slots__")
    if names is None:
        native: tuple[str, ...] = getattr(cls, "__mypyc_attrs__", ())
        return tuple(n for n in native if n not in ("__dict__", "__weakref__"))
    return (names,) if isinstance(names, str) else tuple(names)
