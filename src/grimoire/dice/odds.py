"""Exact odds of a card's die roll landing in each row of its results table (CR 706).

:func:`odds` finds the :class:`~grimoire.oracle.ir.RollDice` nodes of a card (activated,
triggered, spell; statics hold none), applies the roll replacements and bonuses of the
card itself and of the ``with_`` cards (static :class:`RollReplacement` and
:class:`RollBonus` abilities, assumed to be controlled by the player who rolls), and gives
every row's exact probability. How the pieces combine:

* **Replacements that add dice and ignore some** (CR 614, 706.6). Each one turns "roll n
  dice" into "roll n + extra and ignore the ``extra`` lowest (or highest)". Several apply
  one after another (CR 616.1f): every modified roll is again a roll of dice, so each adds
  its dice and ignores its own ones. Barbarian Class's ruling: "if you have multiple
  Barbarian Class cards, you roll that many additional dice and ignore that many of the
  lowest rolls". Ignoring the lowest and ignoring the highest commute (both remove the
  ends of the same sorted pool), so the order the player picks (CR 616.1) does not change
  the odds: roll ``n + L + H`` dice and keep the middle ``n``.
* **Replacements where the player chooses the ignored die** (Krark's Other Thumb: "roll
  two of those dice and ignore one", per die, per its ruling) and **"roll N and choose one
  result"** (``choose_from``, the Endeavor cycle): the player decides with the dice in
  view. The report assumes the player keeps the ``prefer``-red result ("highest" by
  default: every results table in print rewards high rolls). Choice replacements are
  taken to apply last, so every die the other replacements call for is rolled as a group
  to choose from: for a player with a preference, the order with the most dice to choose
  from is the best one (CR 616.1 lets them pick it).
* **Modifiers** (CR 706.2): the instruction's own bonus ("add the number of cards in your
  hand") and static :class:`RollBonus` effects ("increase the result of each die you roll
  by 2", applied to every kept die) change the result, hence the row (CR 706.3a). A
  modifier that depends on the game needs a value: ``bonus=N`` is the total of those
  (or, when there are none, an extra flat modifier). Results no row contains (21 on a
  d20 table after +1) make no row's effect happen (CR 706.3a "if any"): they are
  reported as ``unmatched``, never dropped.
* The planar die has no numerical result (CR 706.7), so it has no odds.

>>> from grimoire.oracle.ir import CardDefinition, SpellAbility, RollDice, Fixed
>>> card = CardDefinition("Coin", spell=SpellAbility(RollDice(Fixed(1), 2)))
>>> [(row.range, str(row.probability)) for row in odds(card).rows]
[('1', '1/2'), ('2', '1/2')]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from grimoire.dice.distribution import (
    Distribution,
    kept_sum,
    max_of,
    min_of,
    order_statistic,
    probability,
    shift,
    uniform,
)
from grimoire.dice.lookup import find_card
from grimoire.errors import GrimoireError
from grimoire.oracle.ir import (
    Amount,
    CardDefinition,
    Fixed,
    Plus,
    RollBonus,
    RollDice,
    RollPlanarDie,
    RollReplacement,
    StaticAbility,
    TableRow,
    Times,
    iter_nodes,
    unimplemented_nodes,
)

Preference = Literal["highest", "lowest"]
MAX_POOL = 60
"""Most dice one roll may turn into after replacements (keeps exact odds quick)."""


class OddsError(GrimoireError):
    """The odds cannot be computed as asked (no die roll, a missing value for X or a bonus)."""


@dataclass(frozen=True, slots=True)
class RowOdds:
    """One results-table row (or an unmatched range) and its exact probability.

    ``high=None`` is an "N+" row (CR 706.3a). ``matched=False`` marks results that no row
    of the table contains: no row's effect happens for them.
    """

    low: int
    high: int | None
    probability: Fraction
    matched: bool = True

    @property
    def range(self) -> str:
        """The row as printed with "-": ``"2-9"``, ``"20"``, ``"10+"``."""
        if self.high is None:
            return f"{self.low}+"
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"

    @property
    def percent(self) -> float:
        """The probability in percent, rounded to 4 decimals."""
        return round(float(self.probability) * 100, 4)

    def to_json(self) -> dict[str, Any]:
        """``{"range": "2-9", "probability": "2/5", "percent": 40.0}``."""
        return {"range": self.range, "probability": str(self.probability),
                "percent": self.percent}


@dataclass(frozen=True, slots=True)
class OddsReport:
    """The odds of one die roll of ``card``: rows, unmatched results, the whole distribution.

    ``other`` is, for "roll two and choose one result", the distribution of the result
    not chosen (Arcane Endeavor's "the other result"); empty otherwise.
    """

    card: str
    roll: str
    rows: tuple[RowOdds, ...]
    unmatched: tuple[RowOdds, ...]
    distribution: tuple[tuple[int, Fraction], ...]
    other: tuple[tuple[int, Fraction], ...] = ()
    notes: tuple[str, ...] = ()
    roll_index: int = 0
    roll_count: int = 1
    has_table: bool = True

    def to_json(self) -> dict[str, Any]:
        """The JSON shape of ``grimoire odds --json``."""
        out: dict[str, Any] = {
            "card": self.card,
            "roll": self.roll,
            "rows": [row.to_json() for row in self.rows],
            "unmatched": [row.to_json() for row in self.unmatched],
            "distribution": {str(v): str(p) for v, p in self.distribution},
        }
        if self.other:
            out["other"] = {str(v): str(p) for v, p in self.other}
        if self.notes:
            out["notes"] = list(self.notes)
        if self.roll_count > 1:
            out["roll_index"] = self.roll_index
            out["roll_count"] = self.roll_count
        return out


@dataclass(frozen=True, slots=True)
class _Modifiers:
    """What the ``with`` cards (and the card itself) do to a roll of ``sides``-sided dice."""

    drop_lowest: int
    drop_highest: int
    group: int
    per_die_bonus: int
    variable: bool
    sources_high: tuple[str, ...]
    sources_low: tuple[str, ...]
    sources_choose: tuple[str, ...]
    sources_bonus: tuple[str, ...]
    notes: tuple[str, ...]


def find_rolls(card: CardDefinition) -> list[RollDice]:
    """Every numeric die roll in the card's abilities and spell, in text order.

    >>> from grimoire.oracle.ir import SpellAbility, Fixed
    >>> [(r.count, r.sides) for r in find_rolls(
    ...     CardDefinition("X", spell=SpellAbility(RollDice(Fixed(1), 6))))]
    [(Fixed(value=1), 6)]
    """
    return [node for node in iter_nodes((card.abilities, card.spell))
            if isinstance(node, RollDice)]


def odds(
    card: CardDefinition | str,
    *,
    with_: Iterable[CardDefinition | str] = (),
    bonus: int | None = None,
    x: int | None = None,
    prefer: Preference = "highest",
    roll_index: int = 0,
) -> OddsReport:
    """The exact odds of each results-table row of ``card``'s die roll.

    ``card`` and the ``with_`` cards are definitions or names in the built-in pool.
    ``bonus``: the value of modifiers that depend on the game; ``x``: the number of dice
    when the card rolls X dice; ``prefer``: which result a player keeps when they choose;
    ``roll_index``: which of the card's rolls (0-based) when it has several.
    """
    definition = find_card(card) if isinstance(card, str) else card
    others = [find_card(c) if isinstance(c, str) else c for c in with_]
    if prefer not in ("highest", "lowest"):
        raise OddsError(f"prefer must be 'highest' or 'lowest', not {prefer!r}")
    rolls = find_rolls(definition)
    if not rolls:
        planar = any(isinstance(n, RollPlanarDie)
                     for n in iter_nodes((definition.abilities, definition.spell)))
        why = (" (it rolls the planar die, which has no numerical result: CR 706.7)"
               if planar else "")
        raise OddsError(f"{definition.name} has no numeric die roll{why}")
    if not 0 <= roll_index < len(rolls):
        raise OddsError(f"{definition.name} has {len(rolls)} die roll(s); "
                        f"roll_index must be 0..{len(rolls) - 1}, not {roll_index}")
    node = rolls[roll_index]
    for other_card in others:
        _check_affects_rolls(other_card)
    mods = _modifiers([definition, *others], node.sides)
    dice = _dice_count(node, definition.name, x)
    own_bonus = 0 if node.bonus is None else _fixed(node.bonus)
    variable = mods.variable or (node.bonus is not None and own_bonus is None)
    if variable and bonus is None:
        raise OddsError(
            f"the result of {definition.name}'s roll gets a modifier that depends on the game; "
            "give its value with bonus=N (--bonus N)"
        )
    pool = dice + mods.drop_lowest + mods.drop_highest
    if pool * mods.group > MAX_POOL:
        raise OddsError(f"{pool * mods.group} dice is more than exact odds handle ({MAX_POOL})")
    face = uniform(node.sides)
    if mods.group > 1:  # choice replacements: the player keeps one die of each group
        face = (max_of if prefer == "highest" else min_of)(face, mods.group)
    result, other = _result(node, face, dice, pool, mods, prefer)
    modifier = (own_bonus or 0) + (bonus or 0)
    modifier += mods.per_die_bonus * (dice if node.choose_from == 1 else 1)
    result = shift(result, modifier)
    other = shift(other, mods.per_die_bonus) if other else {}
    rows, unmatched = _rows(node.table, result)
    notes = list(mods.notes)
    if node.choose_from > 1 or mods.group > 1:
        notes.append(f"the player chooses which result to keep: the {prefer} is assumed")
    return OddsReport(
        card=definition.name,
        roll=_describe(node, dice, x, mods, modifier, bonus),
        rows=rows,
        unmatched=unmatched,
        distribution=tuple(sorted(result.items())),
        other=tuple(sorted(other.items())),
        notes=tuple(notes),
        roll_index=roll_index,
        roll_count=len(rolls),
        has_table=bool(node.table),
    )


def _result(
    node: RollDice, face: Distribution, dice: int, pool: int, mods: _Modifiers,
    prefer: Preference,
) -> tuple[Distribution, Distribution]:
    """The distribution of the result before modifiers, and of "the other result"."""
    if node.choose_from == 1:
        # CR 706.6: the ignored dice never happened; the kept ones are summed ("total").
        return kept_sum(face, pool, drop_lowest=mods.drop_lowest,
                        drop_highest=mods.drop_highest), {}
    top, bottom = pool - mods.drop_highest, mods.drop_lowest + 1
    chosen, rest = (top, bottom) if prefer == "highest" else (bottom, top)
    other = order_statistic(face, pool, rest) if dice == 2 else {}
    return order_statistic(face, pool, chosen), other


def _check_affects_rolls(card: CardDefinition) -> None:
    """A ``with`` card must hold a roll replacement or modifier: never silently do nothing."""
    if any(isinstance(a, StaticAbility) and isinstance(a.effect, RollReplacement | RollBonus)
           for a in card.abilities):
        return
    missing = unimplemented_nodes(card.abilities)
    why = (f"; its text not understood yet: {'; '.join(repr(u.text) for u in missing)}"
           if missing else "")
    raise OddsError(f"{card.name} has no static ability that replaces or modifies die rolls"
                    f"{why}")


def _dice_count(node: RollDice, name: str, x: int | None) -> int:
    """How many dice the instruction rolls (``choose_from`` for "roll N and choose one")."""
    count = _fixed(node.count)
    if count is None:
        if x is None:
            raise OddsError(f"{name} rolls a number of dice that depends on the game; "
                            "give it with x=N (--x N)")
        count = x
    if node.choose_from > 1:
        if count not in (1, node.choose_from):
            raise OddsError(f"{name}: cannot roll {count} dice and choose one of "
                            f"{node.choose_from}")
        count = node.choose_from
    if count < 1:
        raise OddsError(f"{name} rolls {count} dice: nothing to give odds for")
    return count


def _fixed(amount: Amount) -> int | None:
    """The value of an amount printed on the card, or None when it depends on the game."""
    if isinstance(amount, Fixed):
        return amount.value
    if isinstance(amount, Plus):
        values = [_fixed(term) for term in amount.terms]
        return None if any(v is None for v in values) else sum(v or 0 for v in values)
    if isinstance(amount, Times):
        value = _fixed(amount.amount)
        return None if value is None else value * amount.factor
    return None


def _modifiers(cards: Sequence[CardDefinition], sides: int) -> _Modifiers:
    low = high = per_die = 0
    group = 1
    variable = False
    src_high: list[str] = []
    src_low: list[str] = []
    src_choose: list[str] = []
    src_bonus: list[str] = []
    notes: list[str] = []
    for card in cards:
        for ability in card.abilities:
            if not isinstance(ability, StaticAbility):
                continue
            effect = ability.effect
            if not isinstance(effect, RollReplacement | RollBonus):
                continue
            if effect.sides is not None and effect.sides != sides:
                notes.append(f"{card.name} applies only to d{effect.sides}s")
                continue
            if effect.whose == "opponent":
                notes.append(f"{card.name} applies only to opponents' rolls")
                continue
            if isinstance(effect, RollReplacement):
                if effect.extra < 1:
                    raise OddsError(f"{card.name}: a roll replacement must add dice")
                if effect.keep == "highest":  # CR 706.6: ignore the lowest
                    low += effect.extra
                    src_high.append(card.name)
                elif effect.keep == "lowest":
                    high += effect.extra
                    src_low.append(card.name)
                else:
                    group *= 1 + effect.extra
                    src_choose.append(card.name)
            else:  # CR 706.2: a modifier from another source
                value = _fixed(effect.amount)
                if value is None:
                    variable = True
                else:
                    per_die += value
                src_bonus.append(card.name)
    return _Modifiers(low, high, group, per_die, variable, tuple(src_high), tuple(src_low),
                      tuple(src_choose), tuple(src_bonus), tuple(notes))


def _rows(
    table: tuple[TableRow, ...], dist: Distribution
) -> tuple[tuple[RowOdds, ...], tuple[RowOdds, ...]]:
    """Each table row's probability (CR 706.3a), and the unmatched results grouped in runs."""
    if not table:
        return tuple(RowOdds(v, v, p) for v, p in sorted(dist.items())), ()
    rows = tuple(RowOdds(r.low, r.high, probability(dist, r.low, r.high)) for r in table)
    loose = sorted(v for v, p in dist.items() if p and not any(
        v >= r.low and (r.high is None or v <= r.high) for r in table))
    runs: list[list[int]] = []
    for value in loose:
        if runs and runs[-1][-1] == value - 1:
            runs[-1].append(value)
        else:
            runs.append([value])
    unmatched = tuple(RowOdds(run[0], run[-1], probability(dist, run[0], run[-1]), False)
                      for run in runs)
    return rows, unmatched


def _describe(
    node: RollDice, dice: int, x: int | None, mods: _Modifiers, modifier: int,
    bonus: int | None,
) -> str:
    """A person's description: "d20, higher of 2 (Pixie Guide), +1 (...)"."""
    sides = f"d{node.sides}"
    if node.choose_from > 1:
        parts = [f"{dice}{sides}, choose one result"]
    else:
        fixed = _fixed(node.count)
        base = sides if dice == 1 else f"{dice}{sides}"
        parts = [base if fixed is not None else f"X{sides} (X={x})"]
    low, high = mods.drop_lowest, mods.drop_highest
    if low or high:
        pool = dice + low + high
        names = ", ".join(mods.sources_high + mods.sources_low)
        if dice == 1 and not high:
            parts.append(f"{'higher' if pool == 2 else 'highest'} of {pool} ({names})")
        elif dice == 1 and not low:
            parts.append(f"{'lower' if pool == 2 else 'lowest'} of {pool} ({names})")
        else:
            ignored = " and ".join(
                t for t in (f"the {low} lowest" if low else "",
                            f"the {high} highest" if high else "") if t)
            parts.append(f"roll {pool}, ignore {ignored} ({names})")
    if mods.group > 1:
        parts.append(f"each die one of {mods.group} of your choice "
                     f"({', '.join(mods.sources_choose)})")
    if modifier or bonus is not None or mods.sources_bonus:
        where = ", ".join(mods.sources_bonus + (("bonus",) if bonus is not None else ()))
        parts.append(f"{modifier:+d}" + (f" ({where})" if where else ""))
    return ", ".join(parts)
