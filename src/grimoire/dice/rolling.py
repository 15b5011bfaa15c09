"""Rolling dice from a spec with a seeded RNG, fairly.

Each die is ``rng.randrange(sides) + 1``: Python's ``randrange`` draws by rejection
sampling, so every face is equally likely (CR 706.1a, 706.1b: a digital substitute must
have the same number of equally likely outcomes). Never ``random_bits % sides``, which
favours low faces whenever ``sides`` does not divide the source's range.

>>> import random
>>> outcome = roll("4d6kh3", random.Random(7))
>>> len(outcome.naturals), sum(outcome.kept)
(4, 3)
>>> outcome.total == sum(n for n, k in zip(outcome.naturals, outcome.kept) if k)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from grimoire.dice.notation import RollSpec, parse


class RandomSource(Protocol):
    """What a roll needs from an RNG (``random.Random`` is one)."""

    def randrange(self, stop: int, /) -> int:
        """A uniformly chosen integer in ``0..stop-1``."""
        ...


@dataclass(frozen=True, slots=True)
class RollOutcome:
    """One roll of a spec: each die's natural result (CR 706.2), which were kept, the total.

    Ignored dice (CR 706.6) are listed so a person can see them, flagged ``kept=False``;
    they take no part in :attr:`total`.
    """

    spec: RollSpec
    naturals: tuple[int, ...]
    kept: tuple[bool, ...]

    @property
    def kept_naturals(self) -> tuple[int, ...]:
        """The natural results of the kept dice, in the order rolled."""
        return tuple(n for n, k in zip(self.naturals, self.kept, strict=True) if k)

    @property
    def ignored_naturals(self) -> tuple[int, ...]:
        """The natural results of the ignored dice, in the order rolled."""
        return tuple(n for n, k in zip(self.naturals, self.kept, strict=True) if not k)

    @property
    def modifier(self) -> int:
        """What the spec adds to the kept dice (CR 706.2)."""
        return self.spec.modifier

    @property
    def total(self) -> int:
        """The result: the kept dice plus the modifier."""
        return sum(self.kept_naturals) + self.spec.modifier


def roll_die(sides: int, rng: RandomSource) -> int:
    """One fair ``sides``-sided die: 1..sides, each equally likely (CR 706.1a).

    >>> import random
    >>> 1 <= roll_die(20, random.Random(1)) <= 20
    True
    """
    return rng.randrange(sides) + 1


def roll(spec: RollSpec | str, rng: RandomSource) -> RollOutcome:
    """Roll ``spec`` (a :class:`RollSpec` or notation such as ``"2d20kh1"``) with ``rng``.

    Among tied dice the earlier-rolled one is kept; the total does not depend on it
    (CR 706.6 lets the player choose which tied die to ignore).
    """
    parsed = parse(spec) if isinstance(spec, str) else spec
    naturals = tuple(roll_die(parsed.sides, rng) for _ in range(parsed.count))
    if parsed.keep == "all":
        return RollOutcome(parsed, naturals, (True,) * len(naturals))
    order = sorted(
        range(len(naturals)),
        key=lambda i: (-naturals[i], i) if parsed.keep == "highest" else (naturals[i], i),
    )
    chosen = set(order[: parsed.keep_count])
    return RollOutcome(parsed, naturals, tuple(i in chosen for i in range(len(naturals))))
