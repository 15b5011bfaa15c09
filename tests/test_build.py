"""The build under test is the one ``make test`` asked for (tests/build.py)."""

from __future__ import annotations

import os

import pytest
from tests.build import COMPILED

import grimoire.rules.game


def test_the_build_under_test_is_the_one_asked_for() -> None:
    """``make test`` runs the suite against the pure sources (``GRIMOIRE_TEST_BUILD=pure``)
    and against the compiled build (``compiled``): were the sources imported where the
    compiled build was asked for (``src/`` ahead of it on the path), every test would pass
    without a compiled line running."""
    expected = os.environ.get("GRIMOIRE_TEST_BUILD")
    if expected is None:
        pytest.skip("GRIMOIRE_TEST_BUILD is not set (make test sets it)")
    assert expected in ("pure", "compiled"), expected
    assert (expected == "compiled") == COMPILED, (expected, grimoire.rules.game.__file__)
    # grimoire.rules is compiled as a whole (setup.py's COMPILED): game too, not only legal.
    assert str(grimoire.rules.game.__file__).endswith(".py") != COMPILED
