"""Which build of grimoire the tests run against: the pure sources (``make install``) or the
compiled build (``make fast``: ``grimoire/rules`` compiled with mypyc, run by ``make test``).

Tests whose meaning differs between the two read :data:`COMPILED`; a test that cannot mean
anything against the compiled build is marked ``interpreted_only`` with its reason
(``tests/conftest.py`` skips it there, and only there)."""

from __future__ import annotations

from collections.abc import Callable
from importlib.machinery import EXTENSION_SUFFIXES
from typing import TypeVar

import grimoire.rules.legal

COMPILED: bool = str(grimoire.rules.legal.__file__).endswith(tuple(EXTENSION_SUFFIXES))
"""Whether the grimoire imported is the compiled build (its rules modules are extensions)."""

T = TypeVar("T")


def constructible(make: Callable[[], T]) -> list[T]:
    """``[make()]``, for a forged value with a field of the wrong type (a hostile test's
    action): in the compiled build, and only there, a class checks each field's declared
    type as it is constructed, so such a value can't exist and can't reach the engine;
    there ``[]`` for it (a TypeError naming the expected type), anything else is raised."""
    try:
        return [make()]
    except TypeError as error:
        if COMPILED and " object expected; got " in str(error):
            return []
        raise
