"""Voting (CR 701.32): "Will of the council — Starting with you, each player votes for
grace or condemnation. If grace gets more votes, ... If condemnation gets more votes or the
vote is tied, ..."; "Council's dilemma — ... for each feather vote ...".

:class:`~grimoire.oracle.ir.Vote` asks each player still in the game, in turn order
starting with the resolving ability's controller (CR 701.32a, 101.4), for one of the
words; the votes stay with the resolution (:data:`VOTES`), read by
:class:`~grimoire.oracle.ir.VoteWon` ("gets more votes", "or the vote is tied") and
:class:`~grimoire.oracle.ir.VotesFor` ("for each feather vote").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game

VOTES = "votes"
"""Scratch key: the votes cast so far, ``(player, option)`` pairs in voting order."""


def _voters(game: Game, first: int) -> list[int]:
    """The players still in the game in turn order starting with ``first`` (CR 101.4)."""
    n = len(game.players)
    order = [(first + i) % n for i in range(n)]
    return [p for p in order if not game.players[p].lost]


@resolves(ir.Vote)
def vote(game: Game, res: Resolution, node: ir.Vote, answer: Action | None) -> Decision | None:
    """CR 701.32a: the next voter chooses one of the options."""
    cast: tuple[tuple[int, str], ...] = res.scratch.get(VOTES, ())
    voters = _voters(game, res.you)
    if answer is not None:
        assert isinstance(answer, Choose) and answer.value in node.options
        voter = voters[len(cast)]
        cast = (*cast, (voter, str(answer.value)))
        res.scratch[VOTES] = cast
    if len(cast) >= len(voters):
        return None
    return Decision("choose_mode", voters[len(cast)], prompt="vote for",
                    options=node.options, source=res.source, rule="CR 701.32a")


def _count(res: Resolution, option: str) -> int:
    return sum(1 for _, o in res.scratch.get(VOTES, ()) if o == option)


def votes_for(game: Game, res: Resolution, amount: object, you: int) -> int:
    """ "for each feather vote": the votes ``amount.option`` got."""
    assert isinstance(amount, ir.VotesFor)
    return _count(res, amount.option)


@hooks.condition(ir.VoteWon)
def vote_won(game: Game, res: Resolution, cond: object) -> bool:
    """ "If grace gets more votes" (more than each other option voted for), "... or the vote
    is tied" (at least as many)."""
    assert isinstance(cond, ir.VoteWon)
    mine = _count(res, cond.option)
    others = [_count(res, o) for _, o in res.scratch.get(VOTES, ()) if o != cond.option]
    best = max(others, default=0)
    return mine >= best if cond.or_tied else mine > best


hooks.AMOUNTS[ir.VotesFor] = votes_for  # CR 701.32a
