"""The payer's search bound and its memo (issue 15: speed, same answers).

The search (CR 601.2g-h, 605.3a: which mana abilities to activate for a cost) stops early when
the sources left can't make the mana still needed; that bound is now kept per source
(``Candidate.net``) and as the search goes, and "can this be paid" is memoised across
decisions on the sources found (:func:`manapay.payable`). Both must give the same answers as
the search itself: checked here against an exhaustive search over every way to activate the
sources, for random costs and sources, including costed sources (a Signet's {1}, CR 605.3a),
hybrid and Phyrexian symbols (CR 107.4e-f) and mana already in the pool.
"""

from __future__ import annotations

import random
from itertools import product

from grimoire.core.mana import MANA_TYPES
from grimoire.rules import manapay
from grimoire.rules.manapay import Candidate

SYMBOLS = ("W", "U", "B", "R", "G", "C", "1", "2", "W/U", "R/G", "2/W", "G/P")
BUNDLES = (("W",), ("U",), ("B",), ("R",), ("G",), ("C",), ("G", "G"), ("C", "C"))


def _pays(symbols: tuple[str, ...], pool: list[int], life: int) -> bool:
    """Whether the mana ``pool`` (and ``life`` for Phyrexian symbols) pays ``symbols``:
    an exhaustive assignment, independent of the payer."""
    colored = [s for s in symbols if not s.isdigit()]
    generic = sum(int(s) for s in symbols if s.isdigit())
    ways: list[list[tuple[str | None, int]]] = []  # per symbol: (mana type or None, life)
    for s in colored:
        parts = s.split("/")
        if len(parts) == 1:
            ways.append([(s, 0)])
        elif parts[-1] == "P":  # CR 107.4f: the color or 2 life
            ways.append([(parts[0], 0), (None, 2)])
        elif parts[0] == "2":  # CR 107.4e: the color or {2}
            ways.append([(parts[1], 0), ("2", 0)])
        else:
            ways.append([(p, 0) for p in parts])
    for choice in product(*ways) if ways else [()]:
        left = list(pool)
        need, paid_life, ok = generic, 0, True
        for kind, cost in choice:
            if kind is None:
                paid_life += cost
            elif kind == "2":
                need += 2
            else:
                i = MANA_TYPES.index(kind)
                if left[i] == 0:
                    ok = False
                    break
                left[i] -= 1
        if ok and paid_life <= life and sum(left) >= need:
            return True
    return False


def _exhaustive(symbols: tuple[str, ...], pool: list[int], sources: list[Candidate],
                life: int) -> bool:
    """Some set of sources, each activated once for one of its options (a costed option
    paying its own cost from the mana made before it), makes mana that pays ``symbols``."""
    choices = [[None, *c.options] for c in sources]
    for pick in product(*choices):
        made = list(pool)
        waiting: list[tuple[str, ...]] = []
        for cand, option in zip(sources, pick, strict=True):
            if option is None:
                continue
            index, bundle = option
            for m in bundle:
                made[MANA_TYPES.index(m)] += 1
            cost = cand.costs.get(index)
            if cost:
                waiting.append(cost)
        # costs paid from the mana made (an upper bound on what ordering allows for
        # generic-only costs, which is what these tests use)
        total_cost = tuple(s for cost in waiting for s in cost)
        if total_cost and not all(s.isdigit() for s in total_cost):
            continue
        extra = sum(int(s) for s in total_cost)
        if extra and sum(made) - extra < 0:
            continue
        if _pays((*symbols, str(extra)) if extra else symbols, made, life):
            return True
    return False


def _random_case(rng: random.Random) -> tuple[tuple[str, ...], list[int], list[Candidate],
                                              int]:
    symbols = tuple(rng.choice(SYMBOLS) for _ in range(rng.randint(1, 4)))
    pool = [rng.choice((0, 0, 0, 1)) for _ in MANA_TYPES]
    sources = []
    for oid in range(1, rng.randint(0, 5) + 1):
        options = tuple((i, rng.choice(BUNDLES)) for i in range(rng.randint(1, 2)))
        costs = ((0, ("1",)),) if rng.random() < 0.2 and options[0][1] in (
            ("G", "G"), ("C", "C")) else ()
        sources.append(Candidate(oid, options, rng.random() < 0.1, costs))
    sources.sort(key=lambda c: c.rank)
    return symbols, pool, sources, rng.choice((0, 1, 2, 20))


def test_the_payer_finds_a_payment_exactly_when_one_exists() -> None:
    """CR 601.2g-h, 605.3a: :func:`manapay.solve` (with its bound on what the unused sources
    can still make) finds a payment if and only if some activation of the sources pays the
    cost; :func:`manapay.payable` gives the same answer, asked once or twice."""
    rng = random.Random(15)
    for _ in range(400):
        symbols, pool, sources, life = _random_case(rng)
        expected = _exhaustive(symbols, pool, sources, life)
        assert (manapay.solve(symbols, pool, sources, life) is not None) == expected, (
            symbols, pool, [(c.options, c.costs) for c in sources], life)
        assert manapay.payable(symbols, pool, sources, life) == expected
        assert manapay.payable(symbols, pool, sources, life) == expected  # the memo


def test_the_memo_tells_apart_sources_of_the_same_objects() -> None:
    """The memo is keyed by each source's serial, not its object id: the same permanent
    with another option (a land now making {R} instead of {G}) is another source, and
    the answer follows it."""
    forest = Candidate(7, ((0, ("G",)),), False)
    mountain = Candidate(7, ((0, ("R",)),), False)
    assert forest.serial != mountain.serial
    assert manapay.payable(("G",), [0] * 6, [forest], 0)
    assert not manapay.payable(("G",), [0] * 6, [mountain], 0)
    assert manapay.payable(("R",), [0] * 6, [mountain], 0)


def test_the_net_mana_of_a_source() -> None:
    """A source's bound is the most mana one of its abilities adds net of that ability's
    own mana cost, never below 0 (CR 605.3a: a Signet's {1} is paid from other mana)."""
    assert Candidate(1, ((0, ("G",)), (1, ("G", "G"))), False).net == 2
    signet = Candidate(2, ((0, ("W", "U")),), False, ((0, ("1",)),))
    assert signet.net == 1
    filter_land = Candidate(3, ((0, ("B",)),), False, ((0, ("1",)),))
    assert filter_land.net == 0
