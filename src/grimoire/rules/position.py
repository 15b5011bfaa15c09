"""Positions: build a game in any state, for tests, scenario files and puzzles.

A :class:`Position` lists each player's zones by card name (libraries top card first),
life, and for each permanent whether it is tapped, summoning sick (CR 302.6), its damage
and counters; plus whose turn it is, the turn number and the step. It round-trips through
plain dicts (JSON/YAML), which is how saves and scenario files store it.

>>> pos = Position(players=(
...     PlayerSpec(hand=("Lightning Bolt",), battlefield=(PermanentSpec("Mountain"),)),
...     PlayerSpec(life=3, battlefield=(PermanentSpec("Grizzly Bears", sick=True),))),
...     step="main1")
>>> Position.from_dict(pos.to_dict()) == pos
True

``Game.from_position(pos, pool, seed=0)`` starts the game with the active player holding
priority in that step (after state-based actions and triggers, CR 117.5); no mulligans.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from grimoire.errors import ScenarioError
from grimoire.rules.turn import STEPS


@dataclass(frozen=True, slots=True)
class PermanentSpec:
    """A permanent in a position. ``token=True`` makes a token with the card's
    characteristics; ``sick=True``: came under its controller's control this turn.
    ``attached_to``: an Aura's or Equipment's host as ``(seat, index)``, ``index`` counting
    that player's battlefield entries from 0, or -1 for the player themself ("enchant
    player"); an illegal attachment is fixed by state-based actions (CR 704.5m-n)."""

    name: str
    tapped: bool = False
    sick: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    token: bool = False
    attached_to: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class PlayerSpec:
    """One player's part of a position; ``library`` is listed top card first."""

    name: str = ""
    life: int = 20
    library: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    battlefield: tuple[PermanentSpec, ...] = ()
    graveyard: tuple[str, ...] = ()
    exile: tuple[str, ...] = ()
    lands_played: int = 0


@dataclass(frozen=True, slots=True)
class Position:
    """A whole position: players, the active player, turn number and step."""

    players: tuple[PlayerSpec, ...] = field(default_factory=lambda: (PlayerSpec(), PlayerSpec()))
    active: int = 0
    turn: int = 1
    step: str = "main1"

    def to_dict(self) -> dict[str, Any]:
        """Plain data (for JSON)."""
        return {
            "active": self.active, "turn": self.turn, "step": self.step,
            "players": [{
                "name": p.name, "life": p.life, "library": list(p.library),
                "hand": list(p.hand), "graveyard": list(p.graveyard), "exile": list(p.exile),
                "lands_played": p.lands_played,
                "battlefield": [{
                    "name": b.name, "tapped": b.tapped, "sick": b.sick, "damage": b.damage,
                    "counters": dict(b.counters), "token": b.token,
                    **({"attached_to": list(b.attached_to)} if b.attached_to else {}),
                } for b in p.battlefield],
            } for p in self.players],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Position:
        """Build from plain data; raise ScenarioError naming what is wrong."""
        try:
            players = []
            for pdata in data["players"]:
                perms = []
                for b in pdata.get("battlefield", []):
                    if isinstance(b, str):
                        b = {"name": b}
                    perms.append(PermanentSpec(
                        name=str(b["name"]), tapped=bool(b.get("tapped", False)),
                        sick=bool(b.get("sick", False)), damage=int(b.get("damage", 0)),
                        counters=tuple((str(k), int(v))
                                       for k, v in dict(b.get("counters", {})).items()),
                        token=bool(b.get("token", False)),
                        attached_to=_host(b.get("attached_to"))))
                players.append(PlayerSpec(
                    name=str(pdata.get("name", "")), life=int(pdata.get("life", 20)),
                    library=tuple(pdata.get("library", ())), hand=tuple(pdata.get("hand", ())),
                    battlefield=tuple(perms), graveyard=tuple(pdata.get("graveyard", ())),
                    exile=tuple(pdata.get("exile", ())),
                    lands_played=int(pdata.get("lands_played", 0))))
            position = cls(players=tuple(players), active=int(data.get("active", 0)),
                           turn=int(data.get("turn", 1)), step=str(data.get("step", "main1")))
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise ScenarioError(f"malformed position: {error}") from error
        if not 2 <= len(position.players) <= 6:
            raise ScenarioError("a position needs two to six players (CR 100.1, 800.1)")
        if position.step not in STEPS:
            raise ScenarioError(f"unknown step {position.step!r}; one of {', '.join(STEPS)}")
        if not 0 <= position.active < len(position.players):
            raise ScenarioError(f"active must be a seat from 0 to {len(position.players) - 1}")
        return position


def _host(value: Any) -> tuple[int, int] | None:
    """``[seat, index]`` → ``(seat, index)`` (see :class:`PermanentSpec`)."""
    if value is None:
        return None
    seat, index = value
    return int(seat), int(index)
