"""Named choices made by each opponent, then instructions for each player who chose a word
(CR 101.4, 608.2c):

    each opponent chooses money, friends, or secrets. For each player who chose money, you
    and that player each create a Treasure token. ...

:class:`~grimoire.oracle.ir.OpponentsChoose` asks the opponents;
:class:`~grimoire.oracle.ir.ForEachWhoChose` reads "For each player who chose <word>,
<instruction>" after it, "that player" naming each such player
(``ChosenPlayer(bind=CHOOSER)``) and "you" the controller. "gain control of a creature that
player controls until end of turn" is a permanent of that player's the controller chooses
(CR 608.2d, no target), all of them gathered for "those creatures" in the sentence after
(Seize the Spotlight). Choices made secretly ("Each
opponent secretly chooses ...") and choices by every player are other classes.

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.ir import DrawCards, Fixed
>>> opponents_choose_sentence("Each opponent chooses money, friends, or secrets.")
OpponentsChoose(options=('money', 'friends', 'secrets'))
>>> opponents_choose_sentence("Each opponent chooses a creature they control.") is None
True
>>> steps = [opponents_choose_sentence("Each opponent chooses fame or fortune.")]
>>> node = who_chose_sentence("For each player who chose fortune, draw a card.", steps,
...                           Context(), lambda text, ctx: DrawCards(Fixed(1)))
>>> node.option, type(node.effect).__name__
('fortune', 'DrawCards')
>>> who_chose_sentence("For each player who chose fame, draw a card.", [], Context(),
...                    lambda text, ctx: DrawCards(Fixed(1))) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import needs_battlefield, parse_filter
from grimoire.oracle.ir import (
    CHOOSER,
    AllMatching,
    Bound,
    Chosen,
    ChosenPlayer,
    Effect,
    ForEachWhoChose,
    GainControl,
    OpponentsChoose,
    Unimplemented,
)

__all__ = ["opponents_choose_sentence", "who_chose_sentence"]

_CHOOSE = re.compile(r"each opponent chooses ([a-z]+(?:, [a-z]+)*,? or [a-z]+)", re.IGNORECASE)
_WHO_CHOSE = re.compile(r"for each player who chose ([a-z]+), (.+)", re.IGNORECASE)
_CONTROL = re.compile(r"gain control of an? ([a-z]+) that player controls until end of turn",
                      re.IGNORECASE)
_TAKEN = "taken"
"""The binding of the permanent a round's "gain control of a creature that player controls"
chose (gathered under ``"all_taken"``)."""
_NOT_WORDS = frozenset({"a", "an", "another", "one", "two", "three", "target", "up", "any"})


def opponents_choose_sentence(sentence: str) -> OpponentsChoose | None:
    """ "Each opponent chooses A, B, or C." among words (not objects), or None."""
    match = _CHOOSE.fullmatch(sentence.strip().rstrip("."))
    if match is None:
        return None
    words = tuple(w.lower() for w in re.split(r",? or |, ", match.group(1)) if w)
    if any(w in _NOT_WORDS for w in words) or len(set(words)) != len(words):
        return None
    return OpponentsChoose(words)


def who_chose_sentence(sentence: str, steps: list[Effect], ctx: Context,
                       parse: Callable[[str, Context], Effect]) -> Effect | None:
    """ "For each player who chose <word>, <instruction>." after the
    :class:`OpponentsChoose` offering that word, or None (an ``Unimplemented`` if the
    instruction is not understood)."""
    match = _WHO_CHOSE.fullmatch(sentence.strip().rstrip("."))
    if match is None:
        return None
    word = match.group(1).lower()
    if not any(isinstance(s, OpponentsChoose) and word in s.options for s in steps):
        return None
    taken = _CONTROL.fullmatch(match.group(2))
    if taken is not None:
        return _take_theirs(word, taken.group(1), ctx)
    state = ctx.snapshot()
    saved = ctx.player_antecedent
    ctx.player_antecedent = ChosenPlayer(opponent=False, bind=CHOOSER)
    try:
        effect = parse(match.group(2), ctx)
    except ParseFailure as failure:
        ctx.restore(state)
        return Unimplemented(sentence, failure.reason)
    finally:
        ctx.player_antecedent = saved
    return ForEachWhoChose(word, effect)


def _take_theirs(word: str, noun: str, ctx: Context) -> Effect | None:
    """ "gain control of a creature that player controls until end of turn" (CR 608.2d: the
    controller chooses one, no target; none if that player controls none), the permanents
    taken over every round named "those creatures" after it."""
    try:
        flt, plural = parse_filter(noun)
    except ParseFailure:
        return None
    if plural or not flt.types_any:
        return None
    flt = needs_battlefield(flt, noun)
    theirs = AllMatching(flt, controlled_by=ChosenPlayer(opponent=False, bind=CHOOSER))
    effect = GainControl(Chosen(flt, among=theirs, bind=_TAKEN), duration="end_of_turn")
    ctx.antecedent = Bound(f"all_{_TAKEN}")
    return ForEachWhoChose(word, effect, gather=_TAKEN)
