"""The instance attributes of slotted classes, in either build (:func:`slot_names`).

The classes :meth:`Game.copy <grimoire.rules.game.Game.copy>` copies (``Game``, ``Player``,
``GameObject``, ``Chars``, ``Resolution``) have copy functions written out slot by slot
(:func:`grimoire.rules.game_copy.copy_game`, :func:`grimoire.rules.objects.copy_object`,
...): compiled by mypyc (the optional compiled build, setup.py), each slot is then read
and written natively. tests/rules/test_copy_slots.py fills every slot :func:`slot_names`
lists with its own sentinel, copies, and compares slot by slot: a slot a copy function
leaves out, or copies from the wrong slot, fails it.

A copy starts from ``cls.__new__(cls)``: an instance without ``__init__``
(``object.__new__`` for a Python class). For a mypyc native class that holds when it is
marked ``mypyc_attr(serializable=True)`` (else its ``tp_new`` runs ``__init__``); such a
class is also marked ``allow_interpreted_subclasses=True``: with ``serializable`` alone,
mypyc 2.4.1's ``tp_init`` skips ``__init__``, so a call from interpreted code (or through
a ``type[...]`` variable) makes an instance with no attributes (mypyc/mypyc#1172).
"""

from __future__ import annotations


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
