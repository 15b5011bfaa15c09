"""Dice notation (``grimoire.dice.notation``): specs, canonical forms, positioned errors."""

from __future__ import annotations

import pytest

from grimoire.dice import DiceNotationError, RollSpec, parse
from grimoire.errors import GrimoireError


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("d20", RollSpec(1, 20)),
        ("2d6", RollSpec(2, 6)),
        ("4d6kh3", RollSpec(4, 6, "highest", 3)),
        ("4d6k3", RollSpec(4, 6, "highest", 3)),
        ("4d6kl1", RollSpec(4, 6, "lowest", 1)),
        ("2d20kh1", RollSpec(2, 20, "highest", 1)),
        ("4d6dl1", RollSpec(4, 6, "highest", 3)),
        ("3d8dh2", RollSpec(3, 8, "lowest", 1)),
        ("2d6kh2", RollSpec(2, 6)),
        ("d20+2", RollSpec(1, 20, modifier=2)),
        ("3d6-1", RollSpec(3, 6, modifier=-1)),
        ("d20 + 2 - 5", RollSpec(1, 20, modifier=-3)),
        ("  D8  ", RollSpec(1, 8)),
        ("d%", RollSpec(1, 100)),
        ("d1", RollSpec(1, 1)),
    ],
)
def test_parse(text: str, expected: RollSpec) -> None:
    """Specs parse to counts, faces (CR 706.1a: "dN" has N faces), keeps and modifiers."""
    assert parse(text) == expected


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("d20", "d20"), ("2D6", "2d6"), ("4d6dl1", "4d6kh3"), ("d20 +2", "d20+2"),
     ("3d6-1", "3d6-1"), ("2d6kh2", "2d6"), ("d%", "d100")],
)
def test_str_is_canonical_and_round_trips(text: str, canonical: str) -> None:
    """``str(spec)`` is the canonical spec and parses back to the same spec."""
    spec = parse(text)
    assert str(spec) == canonical
    assert parse(str(spec)) == spec


@pytest.mark.parametrize(
    ("text", "position", "fragment"),
    [
        ("", 0, "empty"),
        ("   ", 3, "empty"),
        ("2x6", 1, "expected 'd'"),
        ("d", 1, "number of faces"),
        ("d0", 1, "1..1000"),
        ("0d6", 0, "number of dice"),
        ("101d6", 0, "1..100"),
        ("d20000", 1, "1..1000"),
        ("4d6kx3", 4, "'h', 'l'"),
        ("4d6kh5", 5, "1..4"),
        ("4d6dl4", 3, "cannot ignore all"),
        ("d20+", 4, "modifier"),
        ("d20*2", 3, "unexpected '*'"),
        ("d20 2", 4, "unexpected '2'"),
        ("-d20", 0, "number of dice"),
    ],
)
def test_errors_point_at_the_position(text: str, position: int, fragment: str) -> None:
    """A bad spec raises DiceNotationError (a GrimoireError, a ValueError) at its position."""
    with pytest.raises(DiceNotationError) as info:
        parse(text)
    assert info.value.position == position
    assert fragment in str(info.value)
    assert isinstance(info.value, GrimoireError)
    assert isinstance(info.value, ValueError)
    # The message shows the spec with a caret under the bad character.
    lines = str(info.value).splitlines()
    assert lines[-1].index("^") - 2 == position


def test_rollspec_validates_directly() -> None:
    """A RollSpec built in code is checked like a parsed one."""
    with pytest.raises(GrimoireError):
        RollSpec(0, 6)
    with pytest.raises(GrimoireError):
        RollSpec(2, 6, "highest", 3)
    assert RollSpec(3, 6, "all", 1).keep_count == 3
    assert RollSpec(4, 6, "highest", 3).ignored_count == 1
