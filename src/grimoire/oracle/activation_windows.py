"""The restrictions of an activated ability, "Activate only ..." (CR 602.5b, 602.5d): when
it may be activated, how often, and on what condition.

A restriction sentence is a list of clauses, "Activate only <clause>[, and only <clause>]":

* a timing: "as a sorcery" (CR 602.5d, 307.1), "as an instant" (no restriction: any time
  its controller has priority, CR 117.1a);
* a frequency: "once each turn" (CR 602.5b);
* a window of the turn: "during your turn", "during an opponent's turn", "during your
  upkeep", "during any upkeep step", "during combat", "during the declare blockers step",
  "before attackers are declared", "before blockers are declared", "before combat",
  "during combat after blockers are declared" (the steps of CR 500.1, read as
  :class:`~grimoire.oracle.ir.InStep` and :class:`~grimoire.oracle.ir.IsYourTurn`);
* a condition: "if an opponent controls four or more lands".

Several conditions and windows must all hold (:class:`~grimoire.oracle.ir.AllOf`). A clause
not understood ("only once": the object's whole existence) raises
:class:`~grimoire.oracle.context.ParseFailure`, so the ability isn't compiled in part.

>>> restriction_options("Activate only during the declare blockers step")["condition"]
InStep(steps=('declare_blockers',))
>>> sorted(restriction_options("Activate only as a sorcery and only once each turn"))
['once_per_turn', 'timing']
>>> restriction_options("Activate only during your turn")
{'during': 'your_turn'}
"""

from __future__ import annotations

import re

from grimoire.oracle import ir
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.lexer import SELF

STEPS = (
    "untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2",
    "end", "cleanup",
)
"""The steps and main phases of a turn in order (CR 500.1; the names of the turn engine)."""

_COMBAT = STEPS[STEPS.index("beginning_of_combat"):STEPS.index("main2")]
"""CR 506.1: the combat phase's steps."""


def _before(step: str) -> tuple[str, ...]:
    return STEPS[:STEPS.index(step)]


_WINDOWS: dict[str, tuple[str, ...]] = {
    "during combat": _COMBAT,
    "during any upkeep step": ("upkeep",),
    "during each upkeep": ("upkeep",),
    "during the beginning of combat step": ("beginning_of_combat",),
    "during the declare attackers step": ("declare_attackers",),
    "during the declare blockers step": ("declare_blockers",),
    "during the combat damage step": ("first_strike_damage", "combat_damage"),
    "during the end of combat step": ("end_of_combat",),
    "during the end step": ("end",),
    "before attackers are declared": _before("declare_attackers"),
    "before blockers are declared": _before("declare_blockers"),
    "before combat damage": _before("first_strike_damage"),
    "before the end of combat step": _before("end_of_combat"),
    "before combat": _before("beginning_of_combat"),
    "during combat after blockers are declared": ("declare_blockers", "first_strike_damage",
                                                  "combat_damage", "end_of_combat"),
}
"""Windows of the turn, whoever's turn it is (CR 500.1, 506.1)."""

_WHOSE: dict[str, ir.Condition] = {"your": ir.IsYourTurn(),
                                   "an opponent's": ir.Not(ir.IsYourTurn())}
_TURN_STEPS = {"upkeep": ("upkeep",), "draw step": ("draw",), "end step": ("end",),
               "main phase": ("main1", "main2"), "precombat main phase": ("main1",)}

_LEGACY_DURING = {
    "activate only during your turn": "your_turn",
    "activate only during your turn, before attackers are declared": "your_turn_before_attackers",
    "activate only during your upkeep": "your_upkeep",
    "activate only during combat": "combat",
}
"""The sentences read as :attr:`~grimoire.oracle.ir.ActivatedAbility.during`."""

_FIXED: dict[str, dict[str, object]] = {
    "activate only as a sorcery": {"timing": "sorcery"},
    "activate only once each turn": {"once_per_turn": True},
    "activate no more than twice each turn": {"max_per_turn": 2},  # CR 602.5b
    "activate no more than three times each turn": {"max_per_turn": 3},
    "activate only as a sorcery and only once each turn": {"timing": "sorcery",
                                                           "once_per_turn": True},
    f"activate only if {SELF.lower()} is in your graveyard": {"zone": "graveyard"},
}


def _window(clause: str) -> ir.Condition | None:
    """The condition of a window clause ("during an opponent's upkeep"), or None."""
    if clause in _WINDOWS:
        return ir.InStep(_WINDOWS[clause])
    match = re.fullmatch(r"during (your|an opponent's) turn(?:, (.+))?", clause)
    if match:
        whose = _WHOSE[match.group(1)]
        if match.group(2) is None:
            return whose
        rest = _window(match.group(2))
        return None if rest is None else ir.AllOf((whose, rest))
    match = re.fullmatch(r"during (your|an opponent's) (upkeep|draw step|end step|"
                         r"(?:precombat )?main phase)", clause)
    if match:
        return ir.AllOf((_WHOSE[match.group(1)], ir.InStep(_TURN_STEPS[match.group(2)])))
    return None


def _clauses(rest: str) -> list[str]:
    """ "during your turn and only if ...": the clauses after "Activate only"."""
    return [c for c in re.split(r",? and only |, only ", rest) if c]


def restriction_options(sentence: str) -> dict[str, object]:
    """The :class:`~grimoire.oracle.ir.ActivatedAbility` fields of one restriction sentence
    ("Activate only ...", "Activate no more than ..."); raises
    :class:`~grimoire.oracle.context.ParseFailure` for a clause not understood."""
    key = sentence.strip().rstrip(".").lower()
    if key in _LEGACY_DURING:
        return {"during": _LEGACY_DURING[key]}
    if key in _FIXED:
        return dict(_FIXED[key])
    text = sentence.strip().rstrip(".")
    if not text.lower().startswith("activate only "):
        raise ParseFailure(sentence, "unknown activation restriction")
    options: dict[str, object] = {}
    conditions: list[ir.Condition] = []
    for clause in _clauses(text[len("Activate only "):]):
        low = clause.lower()
        if low == "as a sorcery":
            options["timing"] = "sorcery"
        elif low == "as an instant":  # CR 117.1a: whenever its controller has priority
            continue
        elif low == "once each turn":
            options["once_per_turn"] = True
        elif low.startswith("if "):
            conditions.append(parse_condition(clause[3:], Context()))
        elif (window := _window(low)) is not None:
            conditions.append(window)
        else:
            raise ParseFailure(sentence, "unknown activation restriction")
    if conditions:
        options["condition"] = conditions[0] if len(conditions) == 1 else ir.AllOf(
            tuple(conditions))
    return options


def add_restriction(options: dict[str, object], sentence: str) -> None:
    """Add one restriction sentence's fields to ``options`` (the conditions of several
    sentences must all hold)."""
    found = restriction_options(sentence)
    if "condition" in found and "condition" in options:
        found["condition"] = ir.AllOf((options["condition"], found["condition"]))  # type: ignore[arg-type]
    options.update(found)
