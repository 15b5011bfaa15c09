"""Leveler cards (CR 711, 702.87): "Level up [cost]" and the level symbols' striations.

* "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as
  a sorcery." (CR 702.87a): an :class:`~grimoire.oracle.ir.ActivatedAbility`.
* "LEVEL N1-N2" / "LEVEL N3+", the power/toughness box below it and the abilities of the
  same striation (CR 711.2a-b): a :class:`~grimoire.oracle.ir.LevelPowerToughness` static
  and the abilities granted to this object while the level counters are in range
  (:class:`~grimoire.oracle.ir.ConditionalStatic` of :class:`~grimoire.oracle.ir.
  GrantAbilities`), which :mod:`grimoire.mechanics.levelers` and the granted-abilities layer
  apply.

>>> level_up_ability("Level up {1}{W}").effect
PutCounters(kind='level', amount=Fixed(value=1), what=ThisObject(), bind=None)
>>> [type(a.effect).__name__ for a in level_block(2, 6, (3, 3), [ir.Keyword("first strike")],
...                                                    "LEVEL 2-6")]
['LevelPowerToughness', 'ConditionalStatic']
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle import ir
from grimoire.oracle.context import ParseFailure
from grimoire.oracle.costs import parse_cost

LEVEL_BAR = re.compile(r"LEVEL (\d+)(?:-(\d+)|\+)")
"""A level symbol line (CR 711.2)."""
_LEVEL_UP = re.compile(r"Level up ((?:\{[^}]+\})+)")
_PT = re.compile(r"(\d+)/(\d+)")


def level_up_ability(text: str) -> ir.ActivatedAbility | None:
    """CR 702.87a: the activated ability "Level up [cost]" stands for, or None."""
    match = _LEVEL_UP.fullmatch(text.strip())
    if match is None:
        return None
    effect = ir.PutCounters("level", ir.Fixed(1), ir.ThisObject())
    return ir.ActivatedAbility(parse_cost(match.group(1)), effect, timing="sorcery",
                               text=text.strip())


def in_range(low: int, high: int | None) -> ir.Condition:
    """ "at least ``low`` level counters on it, but no more than ``high``" (CR 711.2a-b)."""
    count = ir.CountersOn(ir.ThisObject(), "level")
    least = ir.AmountCompare(count, ir.NumberCheck("ge", low))
    if high is None:
        return least
    return ir.AllOf((least, ir.AmountCompare(count, ir.NumberCheck("le", high))))


def level_block(low: int, high: int | None, pt: tuple[int, int] | None,
                abilities: list[ir.Ability], text: str) -> list[ir.Ability]:
    """The static ability one level symbol represents (CR 711.2a-b)."""
    out: list[ir.Ability] = []
    if pt is not None:
        out.append(ir.StaticAbility(ir.LevelPowerToughness(low, high, *pt), text=text))
    if abilities:
        grant = ir.GrantAbilities(ir.ObjectFilter(this_object=True), tuple(abilities))
        out.append(ir.StaticAbility(ir.ConditionalStatic(in_range(low, high), grant), text=text))
    return out


class LevelerLines:
    """Collects the lines of a leveler card as :func:`grimoire.oracle.abilities.
    parse_lines` reads them: :meth:`take` claims level-up and level-symbol lines and the
    lines of their striations; :meth:`close` gives the abilities they stand for."""

    def __init__(self) -> None:
        self.out: list[ir.Ability] = []
        self.bar: tuple[int, int | None, str] | None = None
        self.pt: tuple[int, int] | None = None
        self.abilities: list[ir.Ability] = []

    def take(self, text: str, raw: str, parse: Callable[[list[ir.Ability]], None]) -> bool:
        """Whether the line ``text`` belongs to a leveler (``parse`` compiles an ability line
        of a striation into the list it is given)."""
        bar = LEVEL_BAR.fullmatch(text.strip())
        if bar is not None:
            self._close_bar()
            high = int(bar.group(2)) if bar.group(2) else None
            self.bar = (int(bar.group(1)), high, raw or text)
            return True
        if self.bar is None:
            if not text.startswith("Level up "):
                return False
            try:
                ability = level_up_ability(text)
            except ParseFailure as failure:
                self.out.append(ir.Unimplemented(raw or text, failure.reason))
                return True
            if ability is None:
                return False
            self.out.append(ability)
            return True
        pt = _PT.fullmatch(text.strip())
        if pt is not None and self.pt is None and not self.abilities:
            self.pt = (int(pt.group(1)), int(pt.group(2)))
        else:
            parse(self.abilities)
        return True

    def _close_bar(self) -> None:
        if self.bar is not None:
            low, high, text = self.bar
            self.out.extend(level_block(low, high, self.pt, self.abilities, text))
        self.bar, self.pt, self.abilities = None, None, []

    def close(self) -> list[ir.Ability]:
        """Every leveler ability collected (the level up ability first)."""
        self._close_bar()
        return self.out
