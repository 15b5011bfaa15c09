"""Votes (CR 701.32a) in Oracle text: "Starting with you, each player votes for grace or
condemnation." as a :class:`~grimoire.oracle.ir.Vote`, "If grace gets more votes" /
"If condemnation gets more votes or the vote is tied" (:class:`~grimoire.oracle.ir.VoteWon`)
and "for each feather vote" (:class:`~grimoire.oracle.ir.VotesFor`).

>>> vote_sentence("Starting with you, each player votes for planeswalk or chaos.")
Vote(options=('planeswalk', 'chaos'))
>>> vote_condition("chaos gets more votes or the vote is tied")
VoteWon(option='chaos', or_tied=True)
"""

from __future__ import annotations

import re

from grimoire.oracle.ir import Vote, VotesFor, VoteWon

_VOTE = re.compile(r"starting with you, each player votes for ([a-z]+(?:, [a-z]+)*,? or "
                   r"[a-z]+)", re.IGNORECASE)
_WON = re.compile(r"([a-z]+) gets more votes( or the vote is tied)?")
_EACH = re.compile(r"([a-z]+) vote")


def vote_sentence(sentence: str) -> Vote | None:
    """The vote ``sentence`` calls, if it is one among words (not objects), else None."""
    match = _VOTE.fullmatch(sentence.strip().rstrip("."))
    if match is None:
        return None
    words = tuple(w for w in re.split(r",? or |, ", match.group(1)) if w)
    if any(w in ("a", "an", "another") for w in words):
        return None
    return Vote(words)


def vote_condition(text: str) -> VoteWon | None:
    """ "grace gets more votes [or the vote is tied]", or None."""
    match = _WON.fullmatch(text.strip().lower())
    return VoteWon(match.group(1), bool(match.group(2))) if match else None


def vote_count(text: str) -> VotesFor | None:
    """ "feather vote" (after "for each"), or None."""
    match = _EACH.fullmatch(text.strip())
    return VotesFor(match.group(1)) if match else None
