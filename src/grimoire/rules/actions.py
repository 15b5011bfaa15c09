"""Decisions the engine waits for, and the actions that answer them.

``game.pending`` is a :class:`Decision`; ``game.legal_actions()`` lists the actions that
answer it; ``game.apply(action)`` applies one. Actions are frozen, slotted dataclasses whose
reprs read back.

>>> CastSpell(card=23, targets=((Seat(1),),))  # doctest: +NORMALIZE_WHITESPACE
CastSpell(card=23, targets=((Seat(1),),), modes=(), x=0, alt=None, additional=(), costs=(),
          spliced=(), face=0)
>>> to_data(PlayLand(card=17))
{'type': 'PlayLand', 'card': 17, 'face': 0}
>>> from_data(to_data(CastSpell(card=3, targets=((Seat(0),), (5,)))))
... # doctest: +NORMALIZE_WHITESPACE
CastSpell(card=3, targets=((Seat(0),), (5,)), modes=(), x=0, alt=None, additional=(),
          costs=(), spliced=(), face=0)
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Literal

from grimoire.errors import DataFileError
from grimoire.rules.objects import Seat, Target

DecisionKind = Literal[
    "priority", "mulligan", "bottom", "declare_attackers", "declare_blockers",
    "assign_damage", "discard", "yes_no", "choose_objects", "choose_color", "choose_mode",
    "cast_copy", "trigger_targets", "order_triggers", "legend_rule", "choose_number",
    "choose_payment", "trigger_modes", "order_replacements", "divide", "choose_defender",
    "choose_creature_type", "declare_bands", "opponent_target",
]


@dataclass(frozen=True, slots=True)
class Decision:
    """What the engine waits for: ``player`` must answer a ``kind`` decision.

    ``options`` are the object ids (or other values) offered; ``min_count``..``max_count``
    how many to choose for choose-style decisions; ``source`` is the object the decision
    is about; ``rule`` the rule that asks it.
    """

    kind: DecisionKind
    player: int
    prompt: str = ""
    options: tuple[Any, ...] = ()
    min_count: int = 1
    max_count: int = 1
    source: int | None = None
    rule: str = ""
    data: tuple[Any, ...] = ()
    """Kind-specific details (for ``cast_copy``: payment mode, mana, optional)."""


@dataclass(frozen=True, slots=True)
class PassPriority:
    """Pass priority (CR 117.3d)."""


@dataclass(frozen=True, slots=True)
class PlayLand:
    """Play a land card (CR 305.1); ``face`` 1 plays the back face of a modal
    double-faced card (CR 712.12)."""

    card: int
    face: int = 0


@dataclass(frozen=True, slots=True)
class CastSpell:
    """Cast a spell (CR 601.2) with every choice made up front.

    ``targets``: one tuple per target spec; ``modes``: chosen mode indexes; ``x``: the value
    of X; ``alt``: index of an alternative cost; ``additional``: indexes of optional
    additional costs paid; ``costs``: objects chosen to pay non-mana costs (sacrifice,
    discard, exile), in cost order. Mana is paid from the pool first, then by the
    automatic payer. ``spliced``: cards revealed from the hand whose text the spell gains
    (splice, CR 702.47a), in the order their effects happen; their targets follow the
    spell's own in ``targets``. ``face``: which face is cast (CR 709.3, 712.11, 715.3):
    0 the card as it is in its zone (a modal double-faced card's front face, an
    adventurer's creature), 1 its other face (``faces[0]`` of its
    :class:`~grimoire.oracle.ir.CardDefinition`). A split card's ``faces`` are its two
    halves: 0 casts the left half, 1 the right half, -1 both fused (CR 702.102a).
    """

    card: int
    targets: tuple[tuple[Target, ...], ...] = ()
    modes: tuple[int, ...] = ()
    x: int = 0
    alt: int | None = None
    additional: tuple[int, ...] = ()
    costs: tuple[int, ...] = ()
    spliced: tuple[int, ...] = ()
    face: int = 0


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """Activate the ``index``-th ability of ``source`` (CR 602.2); see :class:`CastSpell`."""

    source: int
    index: int
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int = 0
    costs: tuple[int, ...] = ()
    modes: tuple[int, ...] = ()
    """The chosen modes of a modal ability (CR 700.2a), as :attr:`CastSpell.modes`."""


@dataclass(frozen=True, slots=True)
class Keep:
    """Keep the opening hand (CR 103.5)."""


@dataclass(frozen=True, slots=True)
class TakeMulligan:
    """Shuffle the hand away and draw a new one (CR 103.5, London mulligan)."""


@dataclass(frozen=True, slots=True)
class Choose:
    """Answer a choose-style decision: objects (a tuple of ids), yes/no, a color, a number."""

    value: tuple[Any, ...] | bool | str | int


@dataclass(frozen=True, slots=True)
class Decline:
    """Decline an optional thing offered mid-resolution (don't cast the copy)."""


@dataclass(frozen=True, slots=True)
class DeclareAttackers:
    """Declare attackers (CR 508.1): ``(creature, defender)`` pairs, defender a Seat or id."""

    attacks: tuple[tuple[int, Target], ...] = ()


@dataclass(frozen=True, slots=True)
class DeclareBlockers:
    """Declare blockers (CR 509.1): ``(blocker, attacker)`` pairs."""

    blocks: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class AssignDamage:
    """Divide an attacker's combat damage (CR 510.1c-d, 702.19b): ``(recipient, amount)``."""

    attacker: int
    assignment: tuple[tuple[Target, int], ...]


@dataclass(frozen=True, slots=True)
class PlanarRoll:
    """Roll the planar die as a special action (CR 901.9, 116.2i): Planechase games only."""


@dataclass(frozen=True, slots=True)
class TurnFaceUp:
    """Turn a face-down permanent you control face up, paying its morph, megamorph or
    disguise cost (a special action, CR 116.2b, 702.37e, 702.168d) or, for a manifested or
    cloaked creature card, its mana cost (CR 701.34b, 701.56b); ``x``: the value of X
    in that cost; ``costs``: objects chosen for its non-mana parts (as in CastSpell)."""

    permanent: int
    x: int = 0
    costs: tuple[int, ...] = ()
    mana_cost: bool = False
    """Pay the mana cost of a manifested or cloaked creature card instead (CR 701.34b)."""


@dataclass(frozen=True, slots=True)
class Foretell:
    """Pay {2} and exile a card with foretell from your hand face down (a special action
    during your turn, CR 116.2h, 702.143a-b): :mod:`grimoire.mechanics.foretell`."""

    card: int


@dataclass(frozen=True, slots=True)
class Suspend:
    """Pay a card's suspend cost and exile it from your hand with its time counters (a
    special action, CR 116.2f, 702.62a): :mod:`grimoire.mechanics.suspend`."""

    card: int


@dataclass(frozen=True, slots=True)
class Plot:
    """Pay a card's plot cost and exile it from your hand, plotted (a special action during
    your main phase while the stack is empty, CR 116.2k, 702.170a-b):
    :mod:`grimoire.mechanics.plot`."""

    card: int


@dataclass(frozen=True, slots=True)
class Concede:
    """Concede (CR 104.3a): legal at any time for any player, so never listed."""

    player: int


@dataclass(frozen=True, slots=True)
class CapReached:
    """Not an action: the record, in ``Game.action_log``, of a game ``Game.run`` ended as a
    draw because it reached its turn or action cap or a loop of mandatory actions
    (CR 104.4b, 729.4); saved so that a replay ends the same way."""

    reason: str


Action = (
    PassPriority | PlayLand | CastSpell | ActivateAbility | Keep | TakeMulligan | Choose
    | Decline | DeclareAttackers | DeclareBlockers | AssignDamage | Concede | PlanarRoll
    | TurnFaceUp | Foretell | Suspend | Plot
)

ACTION_TYPES: dict[str, type] = {
    cls.__name__: cls for cls in (
        PassPriority, PlayLand, CastSpell, ActivateAbility, Keep, TakeMulligan, Choose,
        Decline, DeclareAttackers, DeclareBlockers, AssignDamage, Concede, PlanarRoll,
        TurnFaceUp, Foretell, Suspend, Plot,
    )
}


def _encode(value: Any) -> Any:
    if isinstance(value, Seat):
        return {"seat": value.index}
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


def _decode(value: Any) -> Any:
    if isinstance(value, dict) and set(value) == {"seat"}:
        return Seat(int(value["seat"]))
    if isinstance(value, list):
        return tuple(_decode(v) for v in value)
    return value


def to_data(action: Action) -> dict[str, Any]:
    """A JSON-ready dict for ``action`` (see :func:`from_data`)."""
    data: dict[str, Any] = {"type": type(action).__name__}
    for f in fields(action):
        data[f.name] = _encode(getattr(action, f.name))
    return data


def from_data(data: dict[str, Any]) -> Action:
    """The action a :func:`to_data` dict describes; raise DataFileError if malformed."""
    try:
        cls = ACTION_TYPES[data["type"]]
        kwargs = {k: _decode(v) for k, v in data.items() if k != "type"}
        action: Action = cls(**kwargs)
    except (KeyError, TypeError) as error:
        raise DataFileError(f"malformed action {data!r}: {error}") from error
    return action
