"""The lazy listing of block declarations against a brute-force reading of the rules
(hypothesis; issue 18, soak game 1653).

:class:`RestrictedBlockOptions` lists declarations with a dynamic programme and answers
``in`` with a second walk; both must agree with each other and with the rules: a
declaration is legal when no restriction is broken (CR 506.5 "can't block alone",
CR 702.111b menace, CR 509.1b "can't be blocked by more than one creature") and it obeys
the greatest number of requirements any legal declaration obeys (CR 509.1c: a blocker that
must block, an attacker that must be blocked, each block of an attacker all creatures able
to block must block).
"""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from grimoire.rules.actions import DeclareBlockers
from grimoire.rules.combat_restrictions import RestrictedBlockOptions

Blocks = frozenset[tuple[int, int]]


def _reference(blockers: list[int], choices: list[list[int]], menace: set[int],
               required: set[int], limited: set[int], wanted: set[int], alone: set[int],
               double: set[int], lured: set[int]) -> set[Blocks]:
    """Every legal declaration, by trying them all (CR 509.1a-c, 506.5)."""
    options: list[list[tuple[int, ...]]] = []
    for i, b in enumerate(blockers):
        mine: list[tuple[int, ...]] = [(), *((a,) for a in choices[i])]
        if b in double:  # CR 509.1a: it may block an additional creature
            mine += [(x, y) for k, x in enumerate(choices[i]) for y in choices[i][k + 1:]]
        options.append(mine)
    scored: dict[Blocks, int] = {}
    for picks in product(*options):
        blocks = frozenset((b, a) for b, p in zip(blockers, picks, strict=True) for a in p)
        blocking = [b for b, p in zip(blockers, picks, strict=True) if p]
        if len(blocking) == 1 and blocking[0] in alone:
            continue  # CR 506.5: it would block alone
        per: dict[int, int] = {}
        for _, a in blocks:
            per[a] = per.get(a, 0) + 1
        if any(per.get(a) == 1 for a in menace) or any(per.get(a, 0) > 1 for a in limited):
            continue  # CR 702.111b, 509.1b
        scored[blocks] = (sum(1 for i, p in enumerate(picks) if p and i in required)
                          + sum(1 for a in wanted if per.get(a))
                          + sum(1 for _, a in blocks if a in lured))
    best = max(scored.values(), default=-1)
    return {blocks for blocks, score in scored.items() if score == best}


Case = tuple[list[int], list[list[int]], dict[str, list[int]]]
FLAGS = ("menace", "required", "limited", "wanted", "alone", "double", "lured")


@st.composite
def combats(draw: st.DrawFn) -> Case:
    """Up to 4 possible blockers and 3 attackers, each with random restrictions and
    requirements: (blockers, the attackers each may block, flags by name)."""
    blockers = list(range(10, 10 + draw(st.integers(1, 4))))
    attackers = list(range(1, 1 + draw(st.integers(1, 3))))
    some = st.lists(st.sampled_from(attackers), unique=True)
    choices = [sorted(draw(some)) for _ in blockers]
    pick_b = st.sets(st.sampled_from(blockers))
    required = sorted(i for i in draw(st.sets(st.integers(0, len(blockers) - 1)))
                      if choices[i])
    return blockers, choices, {
        "menace": draw(some), "required": required, "limited": draw(some),
        "wanted": draw(some), "lured": draw(some), "alone": sorted(draw(pick_b)),
        "double": sorted(draw(pick_b))}


@settings(max_examples=400, deadline=None)
@given(case=combats())
def test_the_listing_is_exactly_the_legal_declarations(case: Case) -> None:
    """CR 506.5, 509.1b-c: the declarations listed are exactly the legal ones, each listed
    declaration is accepted by ``in`` (what ``Game.apply`` asks), and an unlisted one is
    not. Soak game 1653: a lone creature that can't block alone was listed blocking an
    attacker whose block obeys a requirement (its illegal mark, -1, was taken for "one
    requirement fewer than needed") and then refused."""
    blockers, choices, flags = case
    options = RestrictedBlockOptions(blockers, choices, flags["menace"], flags["required"],
                                     limited=flags["limited"], wanted=flags["wanted"],
                                     alone=flags["alone"], double=flags["double"],
                                     lured=flags["lured"])
    expected = _reference(blockers, choices, *(set(flags[k]) for k in FLAGS))
    listed = [options[n] for n in range(len(options))]
    assert {frozenset(d.blocks) for d in listed} == expected
    assert len(listed) == len(expected)
    assert all(d in options for d in listed)
    for b, opts in zip(blockers, choices, strict=True):  # one unlisted single block each
        for a in opts:
            single = DeclareBlockers(((b, a),))
            assert (single in options) == (frozenset(single.blocks) in expected)


def test_a_lone_blocker_that_cant_block_alone_is_not_offered_a_lured_attacker() -> None:
    """CR 506.5 over CR 509.1c: the only possible blocker can't block alone, so blocking
    the attacker that all creatures able to block must block is illegal; the only legal
    declaration is no block (soak game 1653, seed 2024672619)."""
    options = RestrictedBlockOptions([10], [[2]], [], [], alone=[10], lured=[2])
    assert list(options) == [DeclareBlockers(())]
    assert DeclareBlockers(((10, 2),)) not in options
    required = RestrictedBlockOptions([10], [[2]], [], [0], alone=[10])  # "must block"
    assert list(required) == [DeclareBlockers(())]


def test_a_board_of_thousands_of_blockers_is_listed_without_deep_recursion() -> None:
    """Soak game 8138 (``bench/soak.py --seed 1``): some 450 creatures able to block an
    attacker with menace (CR 702.111b: blocked by two or more creatures, or none). The
    listing's dynamic programme recursed two frames a blocker and went past Python's
    recursion limit; filled level by level it lists 2,000 blockers: every subset of them
    except the single blockers, and the lists agree with ``in``."""
    n = 2_000
    options = RestrictedBlockOptions(list(range(n)), [[n]] * n, [n])
    assert options.total == 2 ** n - n and options.truncated
    assert DeclareBlockers(()) in options
    assert DeclareBlockers(((0, n),)) not in options
    assert DeclareBlockers(((5, n), (1_999, n))) in options
    for k in (0, 1, len(options) - 1):
        assert options[k] in options
