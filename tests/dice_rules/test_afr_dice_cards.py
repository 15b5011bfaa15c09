"""Every AFR/AFC die-rolling card (``../shared/data/dice_cards.tsv``; Oracle records
stored in tests/oracle/snapshots/afr_afc_dice.json) runs in a game: its die ability is
used the way its kind of ability is used, each results-table row is forced (every row's
lowest and highest result; for a roll without a table, the die's lowest and highest
faces), the game continues without error, and the row's effect happened: the events its
effect kinds produce appear after the roll, or (for effects with no event of their own,
like "gains menace") the visible state changed; scry rows (which may leave everything as
it was) are only run. ruling:dice-results-table
"""

from __future__ import annotations

import pytest
from tests.dice_rules._afr_driver import Plan, drive, expected_events, plan_for, setup, state
from tests.dice_rules._util import afr_records, dice_pool

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.game import Game

REACTS_ONLY = {
    # Cards that roll no die themselves: they replace, modify or react to rolls; their
    # rolls are tested in test_replacement.py / test_triggers.py.
    "Barbarian Class",
    "Brazen Dwarf",
    "Critical Hit",
    "Farideh, Devil's Chosen",
    "Feywild Trickster",
    "Pixie Guide",
    "Vrondiss, Rage of Ancients",
}


def _cases() -> list[tuple[str, int, int]]:
    pool = dice_pool()
    cases: list[tuple[str, int, int]] = []
    for record in afr_records():
        name = record["name"]
        plan = plan_for(pool.get(name))
        if plan is None:
            continue
        rows = plan.roll.table
        if rows:
            for i, row in enumerate(rows):
                high = row.high if row.high is not None else plan.roll.sides
                for value in sorted({max(1, row.low), min(high, plan.roll.sides)}):
                    cases.append((name, i, value))
        else:
            cases.extend([(name, -1, 1), (name, -1, plan.roll.sides)])
    return cases


def test_every_card_is_planned_or_only_reacts() -> None:
    """Each AFR/AFC dice card either rolls (a plan exists) or only reacts to rolls."""
    pool = dice_pool()
    missing = [
        r["name"]
        for r in afr_records()
        if plan_for(pool.get(r["name"])) is None and r["name"] not in REACTS_ONLY
    ]
    assert missing == []
    assert len(afr_records()) == 50


@pytest.mark.parametrize(("name", "row", "natural"), _cases())
def test_afr_card_row(name: str, row: int, natural: int) -> None:
    """Force ``natural`` on the card's die (a row's boundary) and check the row happened."""
    pool = dice_pool()
    plan = plan_for(pool.get(name))
    assert plan is not None
    target = plan.roll.table[row] if row >= 0 else None
    g, first, at, before = _run(name, plan, natural)
    if target is not None and plan.roll.bonus is not None:
        # The instruction's own modifier (CR 706.2) shifts the row: force the natural that
        # gives this row's boundary result (with no other card in hand if it must).
        for lean in (False, True):
            g, first, at, before = _run(name, plan, natural, lean)
            shifted = natural - (first.results[0] - first.naturals[0])
            if 1 <= shifted <= plan.roll.sides:
                g, first, at, before = _run(name, plan, shifted, lean)
                break
    if target is None:
        return  # no table: the roll happened and the game went on
    result = first.results[0]
    assert target.low <= result and (target.high is None or result <= target.high)
    wanted = expected_events(target.effect)
    after = g.events[at + 1 :]
    if wanted:
        assert any(isinstance(e, wanted) for e in after), (name, natural, target.effect)
    elif not any(isinstance(n, ir.LibraryLook) for n in ir.iter_nodes(target.effect)):
        assert state(g) != before, (name, natural, target.effect)  # e.g. "gains menace"


def _run(
    name: str, plan: Plan, natural: int, lean: bool = False
) -> tuple[Game, ev.RollCompleted, int, tuple[object, ...]]:
    g = setup(name, plan, lean=lean)
    g.script_dice([natural] * 8 + [1] * 60)
    before = drive(g, name, plan)
    done = [i for i, e in enumerate(g.events) if isinstance(e, ev.RollCompleted)]
    assert done, f"{name}: no roll"
    first = g.events[done[0]]
    assert isinstance(first, ev.RollCompleted) and first.sides == plan.roll.sides
    assert natural in first.naturals
    return g, first, done[0], before
