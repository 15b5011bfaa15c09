"""Named choices made by each opponent (:class:`~grimoire.oracle.ir.OpponentsChoose`) and
the instructions for each player who chose a word
(:class:`~grimoire.oracle.ir.ForEachWhoChose`): "each opponent chooses money, friends, or
secrets. For each player who chose money, you and that player each create a Treasure
token. ..." (Master of Ceremonies).

CR 101.4: the opponents choose in APNAP order (the active player first, then the others in
turn order), each knowing the earlier choices (CR 101.4b); a player who left the game
chooses nothing (CR 800.4a). The choices are kept with the resolution (:data:`CHOICES`);
each "For each player who chose ..." instruction then runs once per such player in that
order (CR 608.2c: the instructions in the order written), "that player" bound to them; what
each round chose may be gathered for a later instruction ("Untap those creatures").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.effects.flow import ForgetChoices
from grimoire.oracle import ir
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

CHOICES = "named_choices"
"""Scratch key: the choices made so far, ``(player, word)`` pairs in the order made."""

_ASKED = "named_choices:asked"
"""Scratch key: the players asked, fixed as the instruction begins (CR 101.4)."""


@resolves(ir.OpponentsChoose)
def opponents_choose(game: Game, res: Resolution, node: ir.OpponentsChoose,
                     answer: Action | None) -> Decision | None:
    """CR 101.4: the next opponent in APNAP order chooses one of the words."""
    if answer is None:
        res.scratch[CHOICES] = ()
        res.scratch[_ASKED] = tuple(players(game, res, ir.EachOpponent()))  # APNAP order
    made: tuple[tuple[int, str], ...] = res.scratch[CHOICES]
    asked: tuple[int, ...] = res.scratch[_ASKED]
    if answer is not None:
        assert isinstance(answer, Choose) and answer.value in node.options
        made = (*made, (asked[len(made)], str(answer.value)))
        res.scratch[CHOICES] = made
    while len(made) < len(asked) and game.players[asked[len(made)]].lost:
        made = (*made, (asked[len(made)], ""))  # left the game: no choice (CR 800.4a)
        res.scratch[CHOICES] = made
    if len(made) >= len(asked):
        res.did = any(word for _, word in made)
        return None
    return Decision("choose_mode", asked[len(made)], prompt="choose", options=node.options,
                    source=res.source, rule="CR 101.4")


@dataclass(frozen=True, slots=True)
class _Bind:
    """Internal node: "that player" is ``seat`` for the round that follows."""

    seat: int


@resolves(_Bind)
def bind(game: Game, res: Resolution, node: _Bind, answer: Action | None) -> None:
    res.bindings[ir.CHOOSER] = (node.seat,)


@dataclass(frozen=True, slots=True)
class _Gather:
    """Internal node: add the objects bound under ``name`` this round to ``"all_" + name``."""

    name: str


@resolves(_Gather)
def gather(game: Game, res: Resolution, node: _Gather, answer: Action | None) -> None:
    gathered = f"all_{node.name}"
    res.bindings[gathered] = (*res.bindings.get(gathered, ()), *res.bindings.get(node.name, ()))


@resolves(ir.ForEachWhoChose)
def for_each_who_chose(game: Game, res: Resolution, node: ir.ForEachWhoChose,
                       answer: Action | None) -> None:
    """CR 608.2c: ``node.effect`` once for each player who chose ``node.option`` (and is
    still in the game, CR 800.4a), in the order they chose; each round makes its own
    choices (CR 608.2d)."""
    made: tuple[tuple[int, str], ...] = res.scratch.get(CHOICES, ())
    seats = [seat for seat, word in made if word == node.option and not game.players[seat].lost]
    names = tuple(dict.fromkeys(n.bind for n in ir.iter_nodes(node.effect)
                                if isinstance(n, ir.Chosen)))
    if node.gather is not None:
        res.bindings[f"all_{node.gather}"] = ()
    for seat in reversed(seats):
        if node.gather is not None:
            res.push(_Gather(node.gather))
        res.push(node.effect)
        res.push(_Bind(seat))
        if names:
            res.push(ForgetChoices(names))
    res.did = bool(seats)
