"""Players and game objects: the mutable part of the game state.

Objects have stable integer ids. An object that changes zones becomes a new object with a
new id (CR 400.7), so an id names one object for its whole life. Both classes use
``__slots__`` and copy themselves shallowly: card data (:class:`CardInfo`) and stack data
(:class:`StackInfo`) are immutable and shared between copies of a game.

>>> seat = Seat(1)
>>> seat
Seat(1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mypy_extensions import mypyc_attr

from grimoire.oracle import ir
from grimoire.rules.cardinfo import CardInfo

ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
"""CR 400.1: the zones."""

OBJECT_KINDS = ("card", "token", "copy", "ability")
"""``copy``: a copy of a card (CR 707.12) or of a spell; ``ability``: an ability on the stack."""


@dataclass(frozen=True, slots=True)
class Seat:
    """A player, as a target or as the defender of an attack: ``Seat(0)`` is the first player."""

    index: int

    def __repr__(self) -> str:
        return f"Seat({self.index})"


Target = int | Seat
"""What may be chosen as a target: an object id or a player."""


@dataclass(frozen=True, slots=True)
class StackInfo:
    """What a spell or ability on the stack will do, fixed as it was put there (CR 601.2, 602.2).

    ``targets`` has one tuple per :class:`~grimoire.oracle.ir.TargetSpec` in ``specs``.
    ``source`` is the source object's id (for a spell: the spell itself);
    ``ability`` the index of the ability in the source's abilities (-1 for a spell).
    """

    effect: ir.Effect | None
    specs: tuple[ir.TargetSpec, ...] = ()
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int = 0
    modes: tuple[int, ...] = ()
    source: int = 0
    ability: int = -1
    trigger_object: int | None = None
    trigger_player: int | None = None
    cast_mode: str = "normal"
    condition: ir.Condition | None = None
    """An intervening "if" checked again on resolution (CR 603.4)."""
    amount: int = 0
    """For a triggered ability: the number its event was about ("that much")."""
    roll: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
    """For a triggered ability from a die roll: (sides, naturals, results) of the roll
    (CR 706.2: "those results", "the result" in the triggered ability)."""
    sacrificed: tuple[int, ...] = ()
    """The ids the permanents sacrificed to pay its costs had (their last known information
    is kept, CR 608.2h): "the sacrificed creature" (CR 601.2h, 602.2b)."""
    revealed: tuple[int, ...] = ()
    """The cards revealed to pay its costs: "the revealed card" (CR 601.2h, 701.16a)."""
    exiled: tuple[int, ...] = ()
    """The cards exiled to pay its costs (their ids in exile): "the exiled card" (CR
    601.2h)."""
    returned: tuple[int, ...] = ()
    """What the attacking creatures returned to their owners' hands to pay its cost were
    attacking (``-1 - seat`` or a planeswalker's id): ninjutsu's "the same player or
    planeswalker" (CR 702.49c)."""
    tapped: tuple[int, ...] = ()
    """The creatures tapped to pay its cost ("tap another creature": station's "its
    power", see :mod:`grimoire.mechanics.vehicles`)."""
    bindings: tuple[tuple[str, tuple[int, ...]], ...] = ()
    """For a delayed triggered ability: the objects its creator named (CR 603.7c)."""
    added: tuple[tuple[ir.Effect, int], ...] = ()
    """Rules text the spell gained as it was cast (splice, CR 702.47a, 702.47c): each
    effect with the index of its first target in ``specs``; they happen after the spell's
    own effect, in this order (CR 702.47b)."""
    division: tuple[int, ...] | None = None
    """How its damage is divided among its targets, in target order, announced as it was
    put on the stack (CR 601.2d, 603.3d; :mod:`grimoire.rules.division`); None: not yet."""


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # see slot_copy
class GameObject:
    """A card, token, copy or ability in a zone (see the module docstring).

    ``sick`` is True until its controller's next turn begins (CR 302.6). Changes from
    resolved effects are records in ``game.effects`` (:mod:`grimoire.rules.continuous`).
    """

    __slots__ = (
        "attached_to",
        "base",
        "chosen",
        "controller",
        "copied",
        "counters",
        "damage",
        "deathtouched",
        "flags",
        "grant",
        "hidden",
        "id",
        "info",
        "kind",
        "level",
        "own_controller",
        "owner",
        "sick",
        "stack",
        "stored",
        "tapped",
        "timestamp",
        "x",
        "zone",
    )

    def __init__(self, oid: int, info: CardInfo, owner: int, zone: str, kind: str = "card",
                 timestamp: int = 0) -> None:
        self.id = oid
        self.info = info
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.kind = kind
        self.tapped = False
        self.sick = False
        self.damage = 0
        self.deathtouched = False
        self.counters: dict[str, int] | None = None
        self.stack: StackInfo | None = None
        self.timestamp = timestamp
        self.attached_to: int | None = None
        self.own_controller: int | None = None
        """The controller it has without control-changing effects while one gives it
        another (CR 613.1b, see :mod:`grimoire.rules.control`)."""
        self.x = 0
        self.chosen: str | None = None
        self.level = 0
        self.flags: frozenset[str] = frozenset()
        """Designations such as "monstrous" (CR 701.31b)."""
        self.stored: tuple[int, ...] = ()
        """Die results stored on it (CR 706.8a)."""
        self.base: CardInfo | None = None
        self.grant: tuple[CardInfo, CardInfo] | None = None
        self.copied: CardInfo | None = None
        """Its copiable values while a copy effect applies to it (CR 707.2, 613.2a; see
        :mod:`grimoire.rules.copy_effects`)."""
        self.hidden: CardInfo | None = None
        """The card's own info while it is face down (CR 708.2, grimoire.mechanics.face_down)."""
        """(own info, info with granted abilities) while statics grant it abilities."""
        """The card's own characteristics while an effect changes them (Animate)."""

    def copy(self) -> GameObject:
        """A shallow copy (counters copied, everything else immutable or a scalar)."""
        return copy_object(self)

    @property
    def name(self) -> str:
        """The object's name."""
        return self.info.name

    def counter(self, kind: str) -> int:
        """How many ``kind`` counters are on it."""
        return self.counters.get(kind, 0) if self.counters else 0

    def __repr__(self) -> str:
        return f"<{self.name}#{self.id} {self.zone}>"


_NEW_OBJECT: Final = GameObject.__new__
"""An instance without ``__init__`` (see :mod:`grimoire.rules.slot_copy`), bound once: a
``Final`` name is a C static in the compiled build and saves the attribute lookup of
``GameObject.__new__`` on each copy in both builds (measured: 10-15 ns of 60-250)."""


def copy_object(obj: GameObject) -> GameObject:
    """:meth:`GameObject.copy` as a plain function (``Game.copy`` calls it for every object):
    its counters copied, every other slot shared. Written out slot by slot, so that the
    compiled build (mypyc) reads and writes each slot natively; a slot this function leaves
    out fails tests/rules/test_copy_slots.py."""
    clone = _NEW_OBJECT(GameObject)
    clone.attached_to = obj.attached_to
    clone.base = obj.base
    clone.chosen = obj.chosen
    clone.controller = obj.controller
    clone.copied = obj.copied
    clone.counters = None if obj.counters is None else dict(obj.counters)
    clone.damage = obj.damage
    clone.deathtouched = obj.deathtouched
    clone.flags = obj.flags
    clone.grant = obj.grant
    clone.hidden = obj.hidden
    clone.id = obj.id
    clone.info = obj.info
    clone.kind = obj.kind
    clone.level = obj.level
    clone.own_controller = obj.own_controller
    clone.owner = obj.owner
    clone.sick = obj.sick
    clone.stack = obj.stack
    clone.stored = obj.stored
    clone.tapped = obj.tapped
    clone.timestamp = obj.timestamp
    clone.x = obj.x
    clone.zone = obj.zone
    return clone


@mypyc_attr(serializable=True, allow_interpreted_subclasses=True)  # see slot_copy
class Player:
    """A player: life, their own zones, mana pool, and per-turn counters.

    ``pool`` counts mana by type in :data:`~grimoire.core.mana.MANA_TYPES` order (WUBRGC).
    """

    __slots__ = (
        "conceded",
        "counters",
        "departed",
        "drew_from_empty",
        "extra_lands",
        "graveyard",
        "hand",
        "index",
        "kept",
        "lands_played",
        "library",
        "life",
        "loss_reason",
        "lost",
        "mulligans",
        "name",
        "pool",
    )

    def __init__(self, index: int, name: str, life: int = 20) -> None:
        self.index = index
        self.name = name
        self.life = life
        self.library: list[int] = []
        self.hand: list[int] = []
        self.graveyard: list[int] = []
        self.pool = [0, 0, 0, 0, 0, 0]
        self.lands_played = 0
        self.extra_lands = 0
        """Additional land plays granted for this turn only (CR 305.2)."""
        self.drew_from_empty = False
        self.lost = False
        self.conceded = False
        self.departed = False
        """Left the game: their objects are gone (CR 800.4a)."""
        self.mulligans = 0
        self.kept = False
        self.loss_reason = ""
        self.counters: dict[str, int] = {}
        """Counters on the player: poison (CR 122.1f), energy (CR 107.14)."""

    def copy(self) -> Player:
        """A copy with its own lists."""
        return copy_player(self)

    def __repr__(self) -> str:
        return f"<Player {self.index} {self.name} life={self.life}>"


_NEW_PLAYER: Final = Player.__new__
"""Like :data:`_NEW_OBJECT`."""


def copy_player(player: Player) -> Player:
    """:meth:`Player.copy` as a plain function: its zones, mana pool and counters copied,
    every other slot shared (written out like :func:`copy_object`)."""
    clone = _NEW_PLAYER(Player)
    clone.conceded = player.conceded
    clone.counters = dict(player.counters)
    clone.departed = player.departed
    clone.drew_from_empty = player.drew_from_empty
    clone.extra_lands = player.extra_lands
    clone.graveyard = list(player.graveyard)
    clone.hand = list(player.hand)
    clone.index = player.index
    clone.kept = player.kept
    clone.lands_played = player.lands_played
    clone.library = list(player.library)
    clone.life = player.life
    clone.loss_reason = player.loss_reason
    clone.lost = player.lost
    clone.mulligans = player.mulligans
    clone.name = player.name
    clone.pool = list(player.pool)
    return clone
