"""Two piles of revealed cards (CR 700.3): Fact or Fiction's "Reveal the top five cards of
your library. An opponent separates those cards into two piles. Put one pile into your hand
and the other into your graveyard." and Steam Augury's "Reveal the top five cards of your
library and separate them into two piles. An opponent chooses one of those piles. Put that
pile into your hand and the other into your graveyard."

The separating sentence makes a :class:`~grimoire.oracle.ir.SeparatePiles` step with no
destinations yet; "An opponent chooses one of those piles." names who chooses, and the "Put
... pile into your hand and the other into your graveyard." sentence completes it (each
amends the step before and returns an empty step). A step left without destinations is an
engine gap (the card stays unplayable). Piles of face-down cards (hidden from a player) are
not of this class.

>>> from grimoire.oracle.context import Context
>>> ctx = Context()
>>> steps = [pile_sentence("Reveal the top five cards of your library and separate them "
...                        "into two piles.", [], ctx)]
>>> pile_sentence("An opponent chooses one of those piles.", steps, ctx)
Sequence(steps=())
>>> pile_sentence("Put that pile into your hand and the other into your graveyard.",
...               steps, ctx)
Sequence(steps=())
>>> piles = steps[0].steps[-1]
>>> piles.separator, piles.chosen_to, piles.rest_to, piles.chooser.opponent
(You(), 'hand', 'graveyard', True)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import parse_amount
from grimoire.oracle.context import Context
from grimoire.oracle.ir import (
    Bound,
    ChosenPlayer,
    Effect,
    Fixed,
    PlayerRef,
    Plus,
    Reveal,
    SeparatePiles,
    Sequence,
    TopCards,
    VarX,
    You,
)

_NOOP = Sequence(())
_SEPARATES = re.compile(r"(an opponent|you) separates? (?:those cards|them) into two piles",
                        re.IGNORECASE)
_REVEAL_AND = re.compile(r"reveal the top (\w+|X plus one) cards of your library and separate "
                         r"them into two piles", re.IGNORECASE)
_CHOOSES = re.compile(r"an opponent chooses one of those piles", re.IGNORECASE)
_PUT = re.compile(r"put (one|that) pile into your hand and the other into your graveyard",
                  re.IGNORECASE)


def _opponent(bind: str) -> PlayerRef:
    """ "An opponent": one the controller chooses as it resolves, if there are several."""
    return ChosenPlayer(opponent=True, bind=bind)


def pile_sentence(sentence: str, steps: list[Effect], ctx: Context) -> Effect | None:
    """The step of a sentence of this class (an empty step when it amends the step before),
    or None for another sentence."""
    text = sentence.strip().rstrip(".")
    match = _SEPARATES.fullmatch(text)
    if match and isinstance(ctx.antecedent, Bound):  # "those cards": the revealed ones
        who = You() if match.group(1).lower() == "you" else _opponent("pile_separator")
        return SeparatePiles(ctx.antecedent, who, "", "")
    match = _REVEAL_AND.fullmatch(text)
    if match:
        bound = Bound("looked")
        ctx.antecedent = bound
        count = Plus((VarX(), Fixed(1))) if match.group(1) == "X plus one" else parse_amount(
            match.group(1), ctx)  # (Epiphany at the Drownyard: the spell's X, plus one)
        return Sequence((Reveal(TopCards(count, You()), "looked"),
                         SeparatePiles(bound, You(), "", "")))
    piles = _last_piles(steps)
    if piles is None:
        return None
    if _CHOOSES.fullmatch(text) and isinstance(piles.separator, You):
        return _amend(steps, replace(piles, chooser=_opponent("pile_chooser")))
    match = _PUT.fullmatch(text)
    if match and not piles.chosen_to:
        # "one pile": the controller chooses (CR 700.3); "that pile": the chooser named
        if (match.group(1).lower() == "one") != isinstance(piles.chooser, You):
            return None
        return _amend(steps, replace(piles, chosen_to="hand", rest_to="graveyard"))
    return None


def _last(steps: list[Effect]) -> int:
    """The index of the last step that isn't an empty step (an amending sentence's)."""
    i = len(steps) - 1
    while i >= 0 and steps[i] == _NOOP:
        i -= 1
    return i


def _last_piles(steps: list[Effect]) -> SeparatePiles | None:
    i = _last(steps)
    last = steps[i] if i >= 0 else None
    if isinstance(last, Sequence) and last.steps:
        last = last.steps[-1]
    return last if isinstance(last, SeparatePiles) else None


def _amend(steps: list[Effect], piles: SeparatePiles) -> Effect:
    i = _last(steps)
    last = steps[i]
    steps[i] = replace(last, steps=(*last.steps[:-1], piles)) if isinstance(
        last, Sequence) else piles
    return _NOOP
