"""The kernel's hooks (:mod:`grimoire.rules.hooks`), filled by the mechanisms on import."""

from __future__ import annotations

import grimoire  # noqa: F401  (assembles the engine: every mechanism registers)
from grimoire.mechanics import sagas, upkeep_costs
from grimoire.oracle import ir
from grimoire.rules import phasing, transform, turn

hooks = turn.hooks
"""The hooks module the kernel calls (a doctest run of ``rules/hooks.py`` under pytest's
importlib mode executes the file again as a new module object)."""


def test_every_hook_is_filled() -> None:
    """A hook no mechanism fills is dead code in the kernel: each one has a function."""
    empty = [name for name in dir(hooks)
             if isinstance(getattr(hooks, name), hooks.Hook) and not getattr(hooks, name).funcs]
    assert empty == []
    assert all(hook.funcs for hook in hooks.STEP_BEGINS.values())
    assert all(hook.funcs for hook in hooks.CASTABLE_FROM.values())
    assert hooks.SPECIAL_ACTIONS and hooks.DECISION_ANSWERS
    assert {ir.HadNoCounters, ir.ControlledSinceLastUpkeep} <= set(hooks.CONDITIONS)
    assert "completed_dungeon" in hooks.PLAYER_STATUSES


def test_untap_step_order() -> None:
    """CR 502.2: phasing happens first, then day and night (CR 728.2); echo's "controlled
    continuously since your last upkeep" (CR 702.30a) is noted after both."""
    funcs = hooks.UNTAP_STEP.funcs
    assert funcs.index(phasing.untap_step) < funcs.index(transform.untap_step) \
        < funcs.index(upkeep_costs.mark_controlled)


def test_registering_again_replaces() -> None:
    """A module executed a second time replaces its registration instead of doubling it
    (a Saga would otherwise get two lore counters, CR 714.3b)."""
    before = hooks.step_begins("main1").funcs
    hooks.step_begins("main1").add(sagas._lore)
    assert len(hooks.step_begins("main1").funcs) == len(before)
