"""A snapshot of what the AI sees, built once per decision from its :class:`PlayerView`.

>>> from grimoire.rules.view import PermanentView
>>> bear = PermanentView(1, "Grizzly Bears", 0, False, 2, 2, 0, (), False,
...                      frozenset({"creature"}), frozenset())
>>> creature_value(bear)
4.0
"""

from __future__ import annotations

from dataclasses import dataclass

from grimoire.rules.objects import Seat, Target
from grimoire.rules.view import PermanentView, PlayerView

KEYWORD_BONUS = {"flying": 1.5, "deathtouch": 1.5, "lifelink": 1.0, "first strike": 1.0,
                 "double strike": 2.0, "trample": 0.8, "menace": 0.8, "vigilance": 0.5,
                 "reach": 0.4, "hexproof": 1.0, "indestructible": 2.0, "haste": 0.3}
"""Rough worth of keyword abilities, in the same units as a point of power."""

CARD_VALUE = 1.5
"""A card in hand, in the units of :func:`creature_value`."""

OVEREXTENDED = 5
"""Creatures on the battlefield from which the AI holds more back in a multiplayer game."""

COMMANDER_DAMAGE = 21
"""Combat damage from one commander that makes a player lose (CR 903.10a)."""

LIFE_VALUE = 0.3
"""A point of life (more when low: see :meth:`Board.life_value`)."""


def creature_value(p: PermanentView) -> float:
    """How much a creature is worth on the battlefield: power, toughness and keywords."""
    power = max(p.power or 0, 0)
    toughness = max((p.toughness or 0) - p.damage, 0)
    bonus = sum(KEYWORD_BONUS.get(k, 0.0) for k in p.keywords)
    if "defender" in p.keywords:
        power = 0
    return power * 1.0 + toughness * 1.0 + bonus


def permanent_value(p: PermanentView) -> float:
    """A permanent's worth: creatures by :func:`creature_value`, lands 1.5, others 1."""
    if "creature" in p.types:
        return creature_value(p)
    if "land" in p.types:
        return 1.5
    return 1.0


@dataclass(slots=True)
class Board:
    """Everything one decision needs, computed once (the view reads the game on demand)."""

    view: PlayerView
    me: int
    opp: int
    life: tuple[int, ...]
    perms: dict[int, PermanentView]
    mine: list[PermanentView]
    theirs: list[PermanentView]

    opponents: tuple[int, ...] = ()
    """The opponents still in the game, in turn order from ``me``."""
    commander_damage: dict[int, tuple[int, ...]] | None = None
    """Commander object id → combat damage it has dealt to each seat (CR 903.10a)."""

    @classmethod
    def of(cls, view: PlayerView) -> Board:
        perms = {p.id: p for p in view.battlefield()}
        me = view.player
        n = len(view.life)
        alive = view.in_game
        opponents = tuple(s for s in ((me + i) % n for i in range(1, n)) if alive[s])
        # The main opponent: the one closest to losing (CR 104.3a-b), else the next seat.
        opp = min(opponents, key=lambda s: (view.life[s], opponents.index(s))) \
            if opponents else (me + 1) % n
        return cls(view, me, opp, view.life, perms,
                   [p for p in perms.values() if p.controller == me],
                   [p for p in perms.values() if p.controller != me], opponents,
                   {oid: dealt for oid, _, _, dealt in view.commanders()} or None)

    def overextended(self) -> bool:
        """With several opponents, already far ahead on creatures: one board wipe would
        cost more than the next creature adds, so further creatures wait in hand."""
        if len(self.opponents) < 2:
            return False
        mine = len(self.creatures(self.me))
        theirs = max(len(self.creatures(s)) for s in self.opponents)
        return mine >= OVEREXTENDED and mine >= theirs + 3

    def commander_need(self, attacker: int, seat: int) -> int | None:
        """How much more combat damage ``attacker``, a commander, must deal ``seat`` to
        make them lose (CR 704.6c: 21 in all); None if it is no commander."""
        if not self.commander_damage or attacker not in self.commander_damage:
            return None
        return max(COMMANDER_DAMAGE - self.commander_damage[attacker][seat], 0)

    def creatures(self, seat: int) -> list[PermanentView]:
        """The creatures ``seat`` controls."""
        if seat == self.me:
            return [p for p in self.mine if "creature" in p.types]
        if len(self.opponents) <= 1:
            return [p for p in self.theirs if "creature" in p.types]
        return [p for p in self.theirs if "creature" in p.types and p.controller == seat]

    def life_value(self, seat: int) -> float:
        """What one point of ``seat``'s life is worth now: more as it runs low."""
        life = self.life[seat]
        return LIFE_VALUE * (3.0 if life <= 5 else 1.5 if life <= 10 else 1.0)

    def sign(self, target: Target) -> int:
        """+1 for something of the opponent's, -1 for something of ours."""
        if isinstance(target, Seat):
            return 1 if target.index != self.me else -1
        p = self.perms.get(target)
        if p is None:
            return 0
        return 1 if p.controller != self.me else -1

    def combat_pairs(self) -> tuple[dict[int, Target], dict[int, tuple[int, ...]]]:
        """This combat's attackers (id → what it attacks) and blocks (attacker → blockers)."""
        return self.view.combat()
