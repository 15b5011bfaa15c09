"""The shape of an action, checked before any rule looks at it.

``Game.apply`` is transactional: an action it rejects raises
:class:`~grimoire.errors.IllegalActionError` and leaves the game exactly as it was. Two ways
were measured on ``bench/bench_engine.py`` (random games on the bench deck): a snapshot
(``Game.copy()``) before every action, restored on failure, costs about 6x an ``apply``
(255 µs against 43 µs per action), so it would cut the engine's speed several times over.
Strict validation up front costs a few type checks per action. So ``apply`` validates:
first this module checks the action's *shape* (the right classes, plain ``int`` ids, tuples
where tuples belong, a seat that exists), so that no forged value (``Concede(1.0)``, a dict
as a card id, a string as a target) can reach the rules as a ``TypeError`` or corrupt the
action log; then the rules check legality, each naming its rule. The rare engine error on an
action that passed both is caught by ``Game.apply``, which rebuilds the game from its own
replay (setup + action log, :mod:`grimoire.rules.save`) before re-raising, so even then the
game is unchanged; the normal path pays nothing for that safety net.

>>> from grimoire.rules.actions import CastSpell, Concede
>>> shape_problem(CastSpell(card=3, targets=((Seat(1),),)), players=2) is None
True
>>> shape_problem(Concede(1.0), players=2)  # type: ignore[arg-type]
'Concede.player must be a seat number (0-1), not 1.0'
>>> shape_problem(CastSpell(card="Bolt"), players=2)  # type: ignore[arg-type]
"CastSpell.card must be an object id (an int), not 'Bolt'"
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeGuard

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import (
    Action,
    ActivateAbility,
    AssignDamage,
    CastSpell,
    Choose,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    Decline,
    Foretell,
    Keep,
    PassPriority,
    PlanarRoll,
    PlayLand,
    Plot,
    Suspend,
    TakeMulligan,
    TurnFaceUp,
)
from grimoire.rules.objects import Seat

MAX_X = 10**9
"""The largest X an action may name: more mana than any game can make, so never a legal
limit, but it keeps forged numbers from feeding huge arithmetic into the payer."""
MAX_ITEMS = 10_000
"""The longest tuple an action may carry (targets, costs, attacks...): far above any board."""

Check = Callable[[Any, int], str | None]


def _int(value: Any, _players: int) -> str | None:
    return None if type(value) is int else "an object id (an int)"


def _count(value: Any, _players: int) -> str | None:
    if type(value) is not int or not 0 <= value <= MAX_X:
        return f"a number from 0 to {MAX_X}"
    return None


def _opt_int(value: Any, players: int) -> str | None:
    return None if value is None else _int(value, players)


def _bool(value: Any, _players: int) -> str | None:
    return None if type(value) is bool else "True or False"


def _seat(value: Any, players: int) -> str | None:
    if type(value) is not int or not 0 <= value < players:
        return f"a seat number (0-{players - 1})"
    return None


def _target(value: Any, players: int) -> str | None:
    if type(value) is Seat:
        return None if _seat(value.index, players) is None else "an existing player's Seat"
    return None if type(value) is int else "an object id or a Seat"


def _tuple_of(item: Check, what: str) -> Check:
    def check(value: Any, players: int) -> str | None:
        if type(value) is not tuple or len(value) > MAX_ITEMS:
            return f"a tuple of {what}"
        return next((f"a tuple of {what}" for v in value if item(v, players) is not None),
                    None)
    return check


def _pair(first: Check, second: Check, what: str) -> Check:
    def check(value: Any, players: int) -> str | None:
        if type(value) is not tuple or len(value) != 2 \
                or first(value[0], players) is not None or second(value[1], players) is not None:
            return what
        return None
    return check


def _plain(value: Any, players: int, depth: int = 0) -> bool:
    """A value a choice may hold: ints, strings, booleans, None, Seats, nested tuples."""
    if value is None or type(value) in (int, str, bool):
        return True
    if type(value) is Seat:
        return _target(value, players) is None
    if type(value) is tuple and depth < 4 and len(value) <= MAX_ITEMS:
        return all(_plain(v, players, depth + 1) for v in value)
    return False


def _choice(value: Any, players: int) -> str | None:
    return None if _plain(value, players) else "a tuple, a bool, a str or an int"


_IDS = _tuple_of(_int, "object ids")
_TARGETS = _tuple_of(_tuple_of(_target, "targets"), "target tuples")
_SHAPES: dict[type, dict[str, Check]] = {
    PassPriority: {}, Keep: {}, TakeMulligan: {}, Decline: {}, PlanarRoll: {},
    PlayLand: {"card": _int, "face": _int},
    Foretell: {"card": _int},
    Suspend: {"card": _int},
    Plot: {"card": _int},
    CastSpell: {"card": _int, "targets": _TARGETS, "modes": _IDS, "x": _count,
                "alt": _opt_int, "additional": _IDS, "costs": _IDS,
                "spliced": _IDS, "face": _int},
    ActivateAbility: {"source": _int, "index": _int, "targets": _TARGETS, "x": _count,
                      "costs": _IDS, "modes": _IDS},
    Choose: {"value": _choice},
    DeclareAttackers: {"attacks": _tuple_of(_pair(_int, _target, "pair"),
                                            "(attacker, defender) pairs")},
    DeclareBlockers: {"blocks": _tuple_of(_pair(_int, _int, "pair"),
                                          "(blocker, attacker) pairs")},
    AssignDamage: {"attacker": _int,
                   "assignment": _tuple_of(_pair(_target, _count, "pair"),
                                           "(recipient, amount) pairs")},
    Concede: {"player": _seat},
    TurnFaceUp: {"permanent": _int, "x": _count, "costs": _IDS, "mana_cost": _bool},
}


def is_action(value: object) -> TypeGuard[Action]:
    """Whether ``value`` is of one of the action classes (:data:`Action`), for an entry point
    that takes anything a caller passes (:meth:`Game.apply <grimoire.rules.game.Game.apply>`)
    and refuses what is not an action: a parameter typed :data:`Action` would be checked by
    the compiled build (``make fast``) before the engine's own check, a TypeError there."""
    return type(value) in _SHAPES


def as_action(value: object) -> Action:
    """``value`` if it is an action (:func:`is_action`), else the engine's refusal of it
    (:func:`malformed`), for :meth:`Game.apply <grimoire.rules.game.Game.apply>` and
    :meth:`Game.run <grimoire.rules.game.Game.run>`."""
    if is_action(value):
        return value
    raise malformed(value, _not_an_action(value))


def malformed(action: object, problem: str) -> IllegalActionError:
    """The engine's error for a malformed ``action`` (:func:`shape_problem`): CR 117.1, or
    CR 104.3a for a concession."""
    return IllegalActionError(problem, rule="CR 104.3a" if isinstance(action, Concede)
                              else "CR 117.1")


def _not_an_action(value: object) -> str:
    return f"{type(value).__name__} is not a Grimoire action"


def shape_problem(action: object, *, players: int) -> str | None:
    """Why ``action`` is not a well-formed action for a game of ``players`` players, or None."""
    shape = _SHAPES.get(type(action))
    if shape is None:
        return _not_an_action(action)
    for name, check in shape.items():
        value = getattr(action, name, None)
        wanted = check(value, players)
        if wanted is not None:
            return f"{type(action).__name__}.{name} must be {wanted}, not {_short(value)}"
    return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
