"""What a scenario file holds, once read: a position, actions and expectations.

Every part keeps the line it came from, so a failure can point at the file.

>>> Step("pass", line=3, by="Alice")
Step(kind='pass', line=3, by='Alice', subject=None, ability=None, targets=None, x=None, \
pay=(), costs=None, modes=None, choice=None, attacks=(), blocks=(), step=None, face=None)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from grimoire.rules.position import Position

STEP_KINDS = ("activate", "cast", "play", "pass", "resolve", "choose", "attack", "block",
              "concede", "advance", "roll_planar_die")
"""The kinds of action a scenario may take."""

PLAYER_EXPECTATIONS = ("life", "library", "library_unordered", "library_size", "hand",
                       "hand_size", "graveyard", "exile", "battlefield", "poison", "mana_pool",
                       "never_sees")
"""What may be expected of each player."""

GAME_EXPECTATIONS = ("stack", "winner", "pending", "error")
"""What may be expected of the whole game."""

ZONE_NAMES = ("battlefield", "hand", "graveyard", "library", "exile")
"""Zone names a ``choose:`` may answer with."""


@dataclass(frozen=True, slots=True)
class Step:
    """One action of a scenario (see :mod:`grimoire.scenario` for the keys).

    ``subject`` is the card reference of activate/cast/play; ``choice`` the answer of a
    ``choose`` (bool, int, str or tuple of those); ``attacks`` holds (attacker, defender or
    None) references; ``blocks`` (blocker, attacker) references.
    """

    kind: str
    line: int
    by: str | None = None
    subject: str | None = None
    ability: int | None = None
    targets: tuple[str, ...] | None = None
    x: int | None = None
    pay: tuple[str, ...] = ()
    costs: tuple[str, ...] | None = None
    modes: tuple[int, ...] | None = None
    choice: Any = None
    attacks: tuple[tuple[str, str | None], ...] = ()
    blocks: tuple[tuple[str, str], ...] = ()
    step: str | None = None
    """For ``advance``: the step to reach (``subject`` then names the active player)."""
    face: int | None = None
    """For ``cast``: the face cast (CastSpell.face: 1 a split card's right half or an
    Adventure, -1 fused; CR 709.3, 715.3); None: any."""

    def describe(self) -> str:
        """A short description for messages: ``Alice activate Underdark Rift (line 9)``."""
        what = {"pass": "pass", "resolve": "resolve", "concede": "concede",
                "roll_planar_die": "roll the planar die",
                "advance": f"advance to {self.step}"}.get(self.kind)
        if what is None:
            detail = self.subject if self.subject is not None else \
                _show(self.choice) if self.kind == "choose" else ""
            what = f"{self.kind} {detail}".strip()
        who = f"{self.by} " if self.by else ""
        return f"{who}{what} (line {self.line})"


def _show(choice: Any) -> str:
    if isinstance(choice, bool):
        return "yes" if choice else "no"
    if isinstance(choice, tuple):
        return "[" + ", ".join(_show(c) for c in choice) + "]"
    return str(choice)


@dataclass(frozen=True, slots=True)
class PermanentExpectation:
    """An expected permanent: its name, and optionally its state (None: any)."""

    name: str
    tapped: bool | None = None
    sick: bool | None = None
    damage: int | None = None
    counters: tuple[tuple[str, int], ...] | None = None
    token: bool | None = None
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()
    """Keywords it has (all of these), after the layers (CR 613)."""
    without: tuple[str, ...] = ()
    """Keywords it doesn't have (none of these)."""
    types: tuple[str, ...] = ()
    """Card types, subtypes and supertypes it has (all of these; any case)."""
    colors: tuple[str, ...] | None = None
    """Exactly these colors (names or W/U/B/R/G; empty: colorless)."""

    def describe(self) -> str:
        """``Grizzly Bears (tapped, +1/+1: 2)``."""
        parts = []
        if self.tapped is not None:
            parts.append("tapped" if self.tapped else "untapped")
        if self.sick is not None:
            parts.append("sick" if self.sick else "not sick")
        if self.damage is not None:
            parts.append(f"damage {self.damage}")
        if self.token is not None:
            parts.append("token" if self.token else "card")
        if self.counters is not None:
            parts.extend(f"{k}: {v}" for k, v in self.counters) if self.counters \
                else parts.append("no counters")
        if self.power is not None or self.toughness is not None:
            parts.append(f"{_num(self.power)}/{_num(self.toughness)}")
        parts.extend(self.keywords)
        parts.extend(f"without {k}" for k in self.without)
        parts.extend(self.types)
        if self.colors is not None:
            parts.append("colors " + ("/".join(self.colors) or "none"))
        return f"{self.name} ({', '.join(parts)})" if parts else self.name


@dataclass(frozen=True, slots=True)
class Expectation:
    """One expected fact: ``player`` is None for whole-game facts (stack, winner, pending)."""

    player: str | None
    key: str
    value: Any
    line: int


@dataclass(frozen=True, slots=True)
class Scenario:
    """A scenario file's document: everything needed to run and check it."""

    name: str
    path: str
    line: int
    position: Position
    seed: int = 0
    dice: tuple[int, ...] | None = None
    steps: tuple[Step, ...] = ()
    expectations: tuple[Expectation, ...] = ()
    error: str | None = None
    error_line: int | None = None
    cards: tuple[tuple[str, int], ...] = ()
    """Every card name the position uses, with its line (checked against the pool)."""
    rulings: tuple[str, ...] = ()

    @property
    def player_names(self) -> tuple[str, ...]:
        """The players' names in turn order."""
        return tuple(p.name for p in self.position.players)


def _num(value: int | None) -> str:
    return "?" if value is None else str(value)
