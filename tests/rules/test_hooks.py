"""The kernel's hooks (:mod:`grimoire.rules.hooks`), filled by the mechanisms on import."""

from __future__ import annotations

from dataclasses import fields

import grimoire  # noqa: F401  (assembles the engine: every mechanism registers)
from grimoire import Game
from grimoire.mechanics import face_down, phasing, rebound, sagas, upkeep_costs
from grimoire.oracle import ir
from grimoire.pool import CardPool
from grimoire.rules import transform, turn

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


def test_filter_tests_name_filter_fields() -> None:
    """A mechanism evaluates only fields :class:`~grimoire.oracle.ir.ObjectFilter` has
    ("that crewed it this turn", CR 702.122b; "hasn't been phased out with", CR 702.26)."""
    names = {f.name for f in fields(ir.ObjectFilter)}
    assert {"crewed_source", "not_phased_out_with_source"} <= set(hooks.FILTER_TESTS) <= names


def test_spell_cast_order() -> None:
    """Rebound reads the card in its owner's hand (CR 702.88a) before a morph spell turns
    face down (CR 708.4)."""
    funcs = hooks.SPELL_CAST.funcs
    assert funcs.index(rebound._casting) < funcs.index(face_down._casting)


def test_mechanism_state_is_shared_by_copies_and_replaced_on_change() -> None:
    """A mechanism's state (:class:`~grimoire.rules.hooks.StateKey`) is immutable data: a
    copy of the game shares it, and a change in the copy (a permanent phasing out, CR
    702.26b) leaves the original as it was."""
    pool = CardPool.builtin()
    game = Game.new([["Grizzly Bears"] * 20] * 2, pool, seed=1)
    assert phasing.STATE.get(game) is None
    clone = game.copy()
    assert clone.states is game.states
    phasing.STATE.set(clone, phasing.PhasingState(history=((1, 2),)))
    assert phasing.phased_out_with(clone, 1, 2)
    assert phasing.STATE.get(game) is None and not phasing.phased_out_with(game, 1, 2)
