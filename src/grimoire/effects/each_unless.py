""""For each player, <effect> unless they pay <cost>" (a :class:`~grimoire.oracle.ir.ForEach`
of :class:`~grimoire.oracle.ir.UnlessPays` naming that player): "each player loses 4 life
unless they sacrifice a nontoken creature of their choice" (Bellowing Mauler), "each
opponent loses 3 life unless they discard a card" (Court of Ambition).

CR 101.4: each player in turn decides whether to pay, and with what (the creature to
sacrifice, the card to discard: CR 118.3), knowing the earlier decisions; then the payments
are made at the same time (one batch of events: a "whenever a creature dies" ability of a
creature sacrificed this way sees the others, CR 603.10a), and the effect happens for each
player who didn't pay (CR 118.12a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.effects.flow import unless_cost
from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import costs
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def splits(effect: ir.Effect) -> bool:
    """Whether ``effect`` (done for each player) is one "unless that player pays" with a
    single cost: decided by every player first, then paid at once."""
    return isinstance(effect, ir.UnlessPays) and isinstance(effect.who, ir.You) \
        and not effect.alternatives


def schedule(res: Resolution, key: str, seats: list[int], node: ir.UnlessPays) -> None:
    """Each of ``seats`` decides (in order), then the payments, then each one's effect."""
    work: list[tuple[object, int]] = [(_Decide(key, node), seat) for seat in seats]
    work.append((_PayAll(key, tuple(seats)), res.you))
    work += [(_Unpaid(key, node), seat) for seat in seats]
    for item, seat in reversed(work):
        res.push(item, you=seat)


@dataclass(frozen=True, slots=True)
class _Decide:
    """Internal node: the player decides whether to pay (and how)."""

    key: str
    node: ir.UnlessPays


@dataclass(frozen=True, slots=True)
class _PayAll:
    """Internal node: every player who decided to pay pays, at the same time."""

    key: str
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class _Unpaid:
    """Internal node: the effect, for a player who didn't pay."""

    key: str
    node: ir.UnlessPays


@resolves(_Decide)
def decide(game: Game, res: Resolution, node: _Decide, answer: Action | None) -> Decision | None:
    """As :func:`~grimoire.effects.flow.unless_pays` asks, remembering the answer: the cost
    and the objects that pay it, or None (not paid)."""
    payer, mine, picking = res.you, f"{node.key}:{res.you}", f"{node.key}:with:{res.you}"
    cost = unless_cost(game, res, node.node)
    if answer is None:
        res.scratch[mine] = None
        if game.players[payer].lost or not costs.can_pay_effect_cost(game, payer, cost,
                                                                      res.source):
            return None
        return Decision("yes_no", payer, prompt=f"pay {cost.mana}?", options=(True, False),
                        source=res.source, rule="CR 118.12a")
    assert isinstance(answer, Choose)
    ways = costs.choices(game, payer, cost.parts, res.source)
    if res.scratch.pop(picking, False):
        if answer.value not in ways:  # which objects pay it ("a creature of their choice")
            raise IllegalActionError("choose one of the offered ways to pay", rule="CR 118.3")
        res.scratch[mine] = (cost, answer.value)
    elif answer.value is True and len(ways) > 1:  # CR 118.3: the payer picks the objects
        res.scratch[picking] = True
        return Decision("choose_mode", payer, prompt="pay with", options=tuple(ways),
                        source=res.source, rule="CR 118.3")
    elif answer.value is True:
        res.scratch[mine] = (cost, ways[0] if ways else None)
    return None


@resolves(_PayAll)
def pay_all(game: Game, res: Resolution, node: _PayAll, answer: Action | None) -> None:
    """CR 101.4: the payments together (this instruction's one batch of events)."""
    paid: list[int] = []
    for seat in node.seats:
        decided = res.scratch.get(f"{node.key}:{seat}")
        if decided is None:
            continue
        cost, way = decided
        if costs.can_pay_effect_cost(game, seat, cost, res.source):
            costs.pay_effect_cost(game, seat, cost, res.source, way)
            paid.append(seat)
    res.scratch[f"{node.key}:paid"] = tuple(paid)


@resolves(_Unpaid)
def unpaid(game: Game, res: Resolution, node: _Unpaid, answer: Action | None) -> None:
    """The effect for this player unless they paid (CR 118.12a)."""
    res.scratch.pop(f"{node.key}:{res.you}", None)
    if res.you in res.scratch.get(f"{node.key}:paid", ()):
        res.did = True
        return
    res.did = False
    res.push(node.node.effect)
