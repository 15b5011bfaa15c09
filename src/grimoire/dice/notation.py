"""Dice notation: parse roll specs such as ``d20``, ``2d6``, ``4d6kh3``, ``d20+2``.

Grammar (case-insensitive; spaces are allowed around ``+`` and ``-``)::

    spec     := [count] "d" sides [keep] modifier*
    count    := integer 1..100                    (default 1)
    sides    := integer 1..1000 | "%"             ("d%" is a d100: CR 706.1a, 1 to 100)
    keep     := ("kh" | "k" | "kl" | "dl" | "dh") integer
    modifier := ("+" | "-") integer

``kh3`` keeps the three highest dice (``k`` is the same); ``kl1`` keeps the lowest one;
``dl1`` drops (ignores, CR 706.6) the lowest one, i.e. keeps the others; ``dh1`` drops the
highest. Modifiers add to or subtract from the total (CR 706.2). A bad spec raises
:class:`DiceNotationError` naming the position of the first bad character.

>>> parse("4d6kh3")
RollSpec(count=4, sides=6, keep='highest', keep_count=3, modifier=0)
>>> str(parse("D20 + 2"))
'd20+2'
>>> parse("d%").sides
100
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from grimoire.errors import GrimoireError

MAX_DICE = 100
"""Most dice one spec may roll (keeps exact odds fast and output readable)."""
MAX_SIDES = 1000
"""Most faces a die of a spec may have."""
MAX_MODIFIER = 10**6

KeepMode = Literal["all", "highest", "lowest"]


class DiceNotationError(GrimoireError):
    """A roll spec that cannot be parsed; ``position`` is the 0-based index of the problem.

    >>> try:
    ...     parse("2x6")
    ... except DiceNotationError as error:
    ...     print(error.position)
    1
    """

    def __init__(self, spec: str, position: int, problem: str) -> None:
        self.spec = spec
        self.position = position
        self.problem = problem
        pointer = " " * position + "^"
        super().__init__(
            f"bad dice spec {spec!r} at character {position + 1}: {problem}\n  {spec}\n  {pointer}"
        )


@dataclass(frozen=True, slots=True)
class RollSpec:
    """A parsed roll: ``count`` dice of ``sides`` faces, keep some, add ``modifier``.

    ``keep='all'`` keeps every die (``keep_count == count``).
    """

    count: int
    sides: int
    keep: KeepMode = "all"
    keep_count: int = 1
    modifier: int = 0

    def __post_init__(self) -> None:
        if not 1 <= self.count <= MAX_DICE:
            raise GrimoireError(f"dice count must be 1..{MAX_DICE}, not {self.count}")
        if not 1 <= self.sides <= MAX_SIDES:
            raise GrimoireError(f"a die must have 1..{MAX_SIDES} faces, not {self.sides}")
        if self.keep == "all" and self.keep_count != self.count:
            object.__setattr__(self, "keep_count", self.count)
        if not 1 <= self.keep_count <= self.count:
            raise GrimoireError(
                f"can keep 1..{self.count} of {self.count} dice, not {self.keep_count}"
            )

    @property
    def ignored_count(self) -> int:
        """How many dice are ignored (CR 706.6: as if never rolled)."""
        return self.count - self.keep_count

    def __str__(self) -> str:
        text = f"{'' if self.count == 1 else self.count}d{self.sides}"
        if self.keep != "all":
            text += f"{'kh' if self.keep == 'highest' else 'kl'}{self.keep_count}"
        if self.modifier:
            text += f"{self.modifier:+d}"
        return text


class _Reader:
    """A cursor over the spec that skips spaces and reports positions in the original text."""

    def __init__(self, spec: str) -> None:
        self.spec = spec
        self.text = spec.lower()
        self.pos = 0

    def skip_spaces(self) -> None:
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self, size: int = 1) -> str:
        return self.text[self.pos : self.pos + size]

    def error(self, problem: str, position: int | None = None) -> DiceNotationError:
        return DiceNotationError(self.spec, self.pos if position is None else position, problem)

    def integer(self, what: str, low: int, high: int) -> int:
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in "0123456789":
            self.pos += 1
        if start == self.pos:
            found = repr(self.spec[start]) if start < len(self.spec) else "the end"
            raise self.error(f"expected {what} (a number), found {found}", start)
        value = int(self.text[start : self.pos])
        if not low <= value <= high:
            raise self.error(f"{what} must be {low}..{high}, not {value}", start)
        return value


def parse(spec: str) -> RollSpec:
    """Parse a roll spec (see the module docstring for the grammar).

    >>> parse("3d6-1")
    RollSpec(count=3, sides=6, keep='all', keep_count=3, modifier=-1)
    >>> parse("2d20kl1").keep
    'lowest'
    """
    reader = _Reader(spec)
    reader.skip_spaces()
    if reader.pos >= len(reader.text):
        raise reader.error("the spec is empty; try 'd20' or '2d6'")
    count = 1
    if reader.peek() != "d":
        count = reader.integer("the number of dice", 1, MAX_DICE)
    if reader.peek() != "d":
        raise reader.error("expected 'd' (as in 2d6)")
    reader.pos += 1
    if reader.peek() == "%":
        reader.pos += 1
        sides = 100  # "d%": the percentile die, 1..100 (CR 706.1a numbers faces 1 to N)
    else:
        sides = reader.integer("the number of faces", 1, MAX_SIDES)
    keep: KeepMode = "all"
    keep_count = count
    for token in ("kh", "kl", "dl", "dh", "k"):
        if reader.peek(len(token)) == token:
            at = reader.pos
            reader.pos += len(token)
            what = "'h', 'l' or" if token == "k" else ""
            amount = reader.integer(f"{what} how many dice '{token}' applies to".strip(), 1, count)
            if token in ("dl", "dh") and amount >= count:
                raise reader.error(f"cannot ignore all {count} dice", at)
            keep, keep_count = _keep_rule(token, amount, count)
            break
    modifier = 0
    reader.skip_spaces()
    while reader.pos < len(reader.text):
        sign = reader.peek()
        if sign not in "+-":
            raise reader.error(f"unexpected {reader.spec[reader.pos]!r}; expected '+N' or '-N'")
        reader.pos += 1
        reader.skip_spaces()
        value = reader.integer("the modifier", 0, MAX_MODIFIER)
        modifier += value if sign == "+" else -value
        reader.skip_spaces()
    return RollSpec(count, sides, keep, keep_count, modifier)


def _keep_rule(token: str, amount: int, count: int) -> tuple[KeepMode, int]:
    """Turn ``kh``/``kl``/``dl``/``dh`` with ``amount`` into (keep mode, how many kept)."""
    if token in ("kh", "k"):
        return ("all" if amount == count else "highest"), amount
    if token == "kl":
        return ("all" if amount == count else "lowest"), amount
    kept = count - amount
    return ("highest" if token == "dl" else "lowest"), kept
