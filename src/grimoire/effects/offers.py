"""Offers to each opponent (:class:`~grimoire.oracle.ir.OfferEach`): "Tempting offer —
<effect>. Each opponent may <effect>. For each opponent who does, <effect>."

The rulings of the tempting-offer cards: the opponents decide in turn order, starting with
the opponent on the controller's left, each knowing the earlier answers; then the effect
happens for each who accepted (as a "for each player" effect: their choices first, in turn
order, then the effect, :mod:`grimoire.effects.choices_first`); then it happens again for the
controller once for each opponent who accepted (CR 608.2c: in the order written; CR 101.4
for the order of the choices). Opponents who left the game are not asked (CR 800.4a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.effects.choices_first import schedule
from grimoire.effects.flow import ForgetChoices
from grimoire.oracle import ir
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_COUNT = "offer:count"


@dataclass(frozen=True, slots=True)
class _Ask:
    """Internal node: ``seat`` decides whether to accept offer number ``key``."""

    seat: int
    key: str


@dataclass(frozen=True, slots=True)
class _Keep:
    """Internal node: every player has answered offer ``key``; each who accepted does
    ``offer``, then ``you`` does ``reward`` once per acceptance."""

    offer: ir.Effect
    reward: ir.Effect
    key: str
    you: int


@resolves(ir.OfferEach)
def offer_each(game: Game, res: Resolution, node: ir.OfferEach, answer: Action | None) -> None:
    number = int(res.scratch.get(_COUNT, 0)) + 1
    res.scratch[_COUNT] = number
    key = f"offer:{number}"
    res.scratch[key] = ()
    n = len(game.players)
    asked = sorted(players(game, res, node.players), key=lambda seat: (seat - res.you) % n)
    res.push(_Keep(node.offer, node.reward, key, res.you))
    for seat in reversed(asked):
        res.push(_Ask(seat, key))


@resolves(_Ask)
def ask(game: Game, res: Resolution, node: _Ask, answer: Action | None) -> Decision | None:
    if game.players[node.seat].lost:  # left the game before deciding (CR 800.4a)
        return None
    if answer is None:
        return Decision("yes_no", node.seat, prompt="accept the offer?", options=(True, False),
                        source=res.source, rule="CR 608.2d")
    assert isinstance(answer, Choose)
    if answer.value is True:
        res.scratch[node.key] = (*res.scratch[node.key], node.seat)
    return None


@resolves(_Keep)
def keep(game: Game, res: Resolution, node: _Keep, answer: Action | None) -> None:
    accepted: tuple[int, ...] = res.scratch.pop(node.key, ())
    offer, reward = node.offer, node.reward
    names = tuple(dict.fromkeys(n.bind for n in ir.iter_nodes(reward)
                                if isinstance(n, ir.Chosen)))
    for _ in accepted:  # then the reward, once per acceptance (each run its own choices)
        res.push(reward, you=node.you)
        if names:
            res.push(ForgetChoices(names))
    if accepted:  # first the offer for every player who accepted, as "each of them ...":
        # their choices first, in turn order, then the effect (CR 101.4: the offer's
        # ruling, "the effect happens simultaneously for each one who accepted")
        schedule(res, [seat for seat in accepted if not game.players[seat].lost], offer)
