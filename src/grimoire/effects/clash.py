"""Clash (CR 701.23): "Clash with an opponent" means "Choose an opponent. You and that
opponent each clash." To clash, a player reveals the top card of their library and may then
put it on the bottom (CR 701.23a). The clashing players reveal at the same time, then decide
in APNAP order where to put their cards, then the cards move at the same time (CR 701.23c).
A player wins if their card has a greater mana value than every other card revealed (CR
701.23d): with an empty library a player reveals nothing, and can't win.

The result is kept in the resolution (``res.scratch``) for :class:`~grimoire.oracle.ir.WonClash`
("If you win, ...", "If you win, repeat this process"); ``res.did`` is whether you won.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, knowledge, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.values import apnap, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

WON = "clash_won"
"""Scratch key: whether the resolution's controller won its last clash."""


@dataclass(frozen=True, slots=True)
class ClashPlacing:
    """Internal node: the clashing players' revealed cards (``revealed``: (seat, card id or
    0 for none) in APNAP order); ``bottom``: the answers so far, in that order."""

    revealed: tuple[tuple[int, int], ...]
    bottom: tuple[bool, ...] = ()


@resolves(ir.Clash)
def clash(game: Game, res: Resolution, node: ir.Clash, answer: Action | None) -> None:
    """CR 701.23b-c: choose the opponent (``players`` asks if there are several), then
    both reveal their top cards at once."""
    chosen = players(game, res, node.opponent)
    clashing = [p for p in apnap(game) if p == res.you or p in chosen[:1]]
    revealed = tuple((p, game.players[p].library[-1] if game.players[p].library else 0)
                     for p in clashing)
    knowledge.revealed(game, [oid for _, oid in revealed if oid])  # CR 701.16a
    res.push(ClashPlacing(revealed))


@resolves(ClashPlacing)
def clash_placing(game: Game, res: Resolution, node: ClashPlacing,
                  answer: Action | None) -> Decision | None:
    """CR 701.23c: each clashing player in APNAP order chooses whether to put their card on
    the bottom; after the last answer the cards move at once and the winner is known."""
    bottom = node.bottom
    if answer is not None:
        assert isinstance(answer, Choose)
        bottom = (*bottom, answer.value is True)
    while len(bottom) < len(node.revealed) and not node.revealed[len(bottom)][1]:
        bottom = (*bottom, False)  # nothing revealed: nothing to place
    if len(bottom) < len(node.revealed):
        if bottom != node.bottom:  # the next player answers in a node of their own
            res.push(ClashPlacing(node.revealed, bottom))
            return None
        seat, oid = node.revealed[len(bottom)]
        return Decision("yes_no", seat, prompt=f"clash: put {game.objects[oid].name} on the "
                        "bottom of your library?", options=(True, False), source=oid,
                        rule="CR 701.23a")
    values = {seat: game.objects[oid].info.mana_value  # as revealed (a moved card is a
              for seat, oid in node.revealed if oid in game.objects}  # new object, 400.7)
    for (_, oid), down in zip(node.revealed, bottom, strict=True):
        if down and oid in game.objects and game.objects[oid].zone == "library":
            zones.put_in_library(game, oid, None, bottom=True)
    mine = values.get(res.you)
    won = mine is not None and all(v < mine for s, v in values.items() if s != res.you)
    res.scratch[WON] = won  # CR 701.23d
    res.did = won
    return None


def won_clash(game: Game, res: Resolution, cond: ir.WonClash) -> bool:
    """ "If you win": the resolution's last clash (CR 701.23d)."""
    return bool(res.scratch.get(WON, False))


hooks.CONDITIONS[ir.WonClash] = won_clash
