"""Mana symbols and mana costs (CR 107.4, 202).

A mana cost is a tuple of normalised symbol strings, the text between braces:

``"W" "U" "B" "R" "G"``
    one mana of that color
``"C"``
    one colorless mana (CR 107.4c)
``"3"``, ``"0"``, ``"10"``
    generic mana
``"X"``, ``"Y"``, ``"Z"``
    a variable amount (CR 107.3)
``"S"``
    one mana from a snow source (CR 107.4h)
``"W/U"``, ``"2/W"``, ``"C/W"``
    hybrid (CR 107.4e)
``"W/P"``, ``"G/U/P"``
    Phyrexian (CR 107.4f)

>>> cost = ManaCost.parse("{2}{W/U}{G}")
>>> cost.symbols
('2', 'W/U', 'G')
>>> cost.mana_value
4
>>> str(cost)
'{2}{W/U}{G}'
>>> ManaCost.parse("{X}{R}").mana_value
1
"""

from __future__ import annotations

import re
from dataclasses import dataclass

COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
"""The five colors in WUBRG order (CR 105.1)."""

MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")
"""The six types of mana (CR 106.2)."""

COLOR_NAMES: dict[str, str] = {
    "W": "white",
    "U": "blue",
    "B": "black",
    "R": "red",
    "G": "green",
    "C": "colorless",
}

_SYMBOL_RE = re.compile(r"\{([^{}]*)\}")
_HALF = {"W", "U", "B", "R", "G", "C"}


class ManaSymbolError(ValueError):
    """A mana cost text holds a symbol that is not a mana symbol, or unbalanced braces."""


def is_mana_symbol(symbol: str) -> bool:
    """Tell whether ``symbol`` (without braces) is a symbol that may appear in a mana cost.

    >>> [is_mana_symbol(s) for s in ("G", "12", "X", "W/U", "2/B", "G/U/P", "T", "Q")]
    [True, True, True, True, True, True, False, False]
    """
    if symbol in _HALF or symbol in {"X", "Y", "Z", "S"} or symbol.isdigit():
        return True
    parts = symbol.split("/")
    if len(parts) == 2:
        left, right = parts
        if right == "P":
            return left in _HALF
        return (left in _HALF or left == "2") and right in _HALF and left != right
    if len(parts) == 3:
        return parts[0] in _HALF and parts[1] in _HALF and parts[2] == "P"
    return False


def symbol_mana_value(symbol: str) -> int:
    """The mana value one symbol contributes (CR 202.3).

    >>> [symbol_mana_value(s) for s in ("3", "X", "W/U", "2/W", "W/P", "C")]
    [3, 0, 1, 2, 1, 1]
    """
    if symbol.isdigit():
        return int(symbol)
    if symbol in {"X", "Y", "Z"}:
        return 0  # CR 202.3e: X is 0 everywhere but on the stack
    if symbol.startswith("2/"):
        return 2  # CR 202.3f: the largest component of a hybrid symbol
    return 1


def symbol_colors(symbol: str) -> frozenset[str]:
    """The colors a symbol gives to the object whose cost holds it (CR 105.2, 202.2).

    >>> sorted(symbol_colors("W/U")), sorted(symbol_colors("2")), sorted(symbol_colors("G/P"))
    (['U', 'W'], [], ['G'])
    """
    return frozenset(part for part in symbol.split("/") if part in COLORS)


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: an ordered tuple of normalised symbols (see the module docstring)."""

    symbols: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """Parse ``"{2}{G}{G}"``-style text; raise :class:`ManaSymbolError` on bad input.

        >>> ManaCost.parse("")
        ManaCost(symbols=())
        >>> ManaCost.parse("{2}{Q}")
        Traceback (most recent call last):
          ...
        grimoire.core.mana.ManaSymbolError: '{Q}' is not a mana symbol in '{2}{Q}'
        """
        stripped = text.strip()
        symbols: list[str] = []
        position = 0
        for match in _SYMBOL_RE.finditer(stripped):
            if stripped[position : match.start()].strip():
                stray = stripped[position : match.start()]
                raise ManaSymbolError(f"unexpected text {stray!r} in {text!r}")
            symbol = match.group(1).upper()
            if not is_mana_symbol(symbol):
                raise ManaSymbolError(f"'{{{match.group(1)}}}' is not a mana symbol in {text!r}")
            symbols.append(symbol)
            position = match.end()
        if stripped[position:].strip():
            raise ManaSymbolError(f"unbalanced or stray text {stripped[position:]!r} in {text!r}")
        return cls(tuple(symbols))

    @property
    def mana_value(self) -> int:
        """The total mana value (CR 202.3), X counting as 0."""
        return sum(symbol_mana_value(symbol) for symbol in self.symbols)

    @property
    def colors(self) -> frozenset[str]:
        """The colors of the symbols in this cost (CR 202.2)."""
        result: frozenset[str] = frozenset()
        for symbol in self.symbols:
            result |= symbol_colors(symbol)
        return result

    @property
    def x_count(self) -> int:
        """How many ``{X}`` symbols the cost holds (``{X}{X}{R}`` has two)."""
        return sum(1 for symbol in self.symbols if symbol == "X")

    @property
    def generic(self) -> int:
        """The generic part: the sum of the numeric symbols."""
        return sum(int(symbol) for symbol in self.symbols if symbol.isdigit())

    def __str__(self) -> str:
        return "".join(f"{{{symbol}}}" for symbol in self.symbols)

    def __bool__(self) -> bool:
        return bool(self.symbols)
