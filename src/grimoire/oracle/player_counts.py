"""Players picked out by a quality, and counts over players (multiplayer, CR 800-802):
"the number of opponents you have", "the number of players who control more lands than
you", "for each opponent who controls fewer creatures than you", "each opponent who has
three or more poison counters", "for each opponent whose life total is less than half their
starting life total".

The quality is a condition on :class:`~grimoire.oracle.ir.CheckedPlayer` (the "who"),
checked for each player as the instruction is followed (CR 608.2c); players who left the
game are no one's opponents (CR 800.4a).

>>> from grimoire.oracle.context import Context, ParseFailure
>>> player_amount("the number of opponents you have", Context())
PlayerCount(players=EachOpponent())
>>> who = players_with("players who control more lands than you", Context())
>>> who.players, who.condition.op
(EachPlayer(), 'gt')
>>> player_amount("the number of opponents that were dealt combat damage this turn", Context())
PlayersDealtDamageThisTurn(opponents=True, combat=True)
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import count_word, parse_filter
from grimoire.oracle.ir import (
    AllMatching,
    Amount,
    AmountCompare,
    CardsDrawnThisTurn,
    CardsIn,
    CheckedPlayer,
    CombatDamagersThisTurn,
    CompareAmounts,
    Condition,
    CountOf,
    DrewThisWay,
    EachOpponent,
    EachPlayer,
    Fixed,
    LifeChangedTotal,
    LifeTotal,
    NumberCheck,
    ObjectFilter,
    PlayerCount,
    PlayerCountersOf,
    PlayersDealtDamageThisTurn,
    PlayersWhere,
    Plus,
    SourceAttackedThisTurn,
    StartingLife,
    Times,
)

_WHO = re.compile(r"(?:each )?(?:your )?(opponents?|players?) (?:who|that) (.+)|"
                  r"(?:each )?(?:your )?(opponents?|players?) (whose .+|with .+)")
_ATTACKED = re.compile(r"(?:each )?(player|opponent)s? (?:~|this creature) attacked this turn")
_DAMAGED = re.compile(r"(?:each )?(opponent|player)s? (?:who|that) (?:was|were) dealt "
                      r"(combat )?damage this turn")
_COMPARE = {"more": "gt", "fewer": "lt", "less": "lt", "greater": "gt"}
_AT_LEAST = {"more": "ge", "fewer": "le", "less": "le"}
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10}


def _count(word: str) -> int | None:
    """A number word or digits, or None ("eight" -> 8)."""
    try:
        return count_word(word)
    except ParseFailure:
        return None


def _controlled(text: str) -> ObjectFilter | None:
    """The permanents a filter phrase names, on the battlefield (None if not understood)."""
    try:
        flt, _ = parse_filter(text)
    except ParseFailure:
        return None
    return replace(flt, zone="battlefield", controller="any")


def _theirs(flt: ObjectFilter) -> CountOf:
    """How many of those permanents the checked player controls (CR 108.4)."""
    return CountOf(flt, among=AllMatching(flt, controlled_by=CheckedPlayer()))


def checked_condition(text: str) -> Condition | None:
    """The quality of the checked player ("controls more lands than you", "has three or
    more poison counters", "life total is less than half their starting life total")."""
    text = text.strip().rstrip(".")
    if text == "drew a card this way":  # (Cut a Deal)
        return DrewThisWay()
    match = re.fullmatch(r"controls? (more|fewer) (.+?) than you", text)
    if match:
        flt = _controlled(match.group(2))
        if flt is None:
            return None
        yours = CountOf(replace(flt, controller="you"))
        return CompareAmounts(_theirs(flt), _COMPARE[match.group(1)], yours)  # type: ignore[arg-type]
    match = re.fullmatch(r"controls? at least (\w+) more (.+?) than you", text)
    if match and (more := _count(match.group(1))) is not None:  # (Avatar of Might)
        flt = _controlled(match.group(2))
        if flt is None:
            return None
        yours = CountOf(replace(flt, controller="you"))
        return CompareAmounts(_theirs(flt), "ge", Plus((yours, Fixed(more))))
    match = re.fullmatch(r"controls? (\w+) or (more|fewer) (.+)", text)
    if match and (least := _count(match.group(1))) is not None:  # "an opponent controls
        flt = _controlled(match.group(3))  # seven or more lands" (CR 108.4)
        if flt is None:
            return None
        check = NumberCheck(_AT_LEAST[match.group(2)], least)  # type: ignore[arg-type]
        return AmountCompare(_theirs(flt), check)
    if text in ("has no cards in hand", "has no cards in their hand"):  # (Avatar of Will)
        return AmountCompare(CardsIn("hand", CheckedPlayer()), NumberCheck("eq", 0))
    match = re.fullmatch(r"(?:has|have) more cards in (?:their )?hand than you", text)
    if match:
        return CompareAmounts(CardsIn("hand", CheckedPlayer()), "gt", CardsIn("hand"))
    match = re.fullmatch(r"controls? (?:a|an|one or more) (.+)", text)
    if match:
        flt = _controlled(match.group(1))
        if flt is None:
            return None
        return AmountCompare(_theirs(flt), NumberCheck("ge", 1))
    match = re.fullmatch(r"(?:has|have|with) (\w+) or (more|fewer) cards in (?:their )?"
                         r"(hand|graveyard|library)", text)
    if match and (least := _count(match.group(1))) is not None:
        # "your opponents with four or more cards in hand", "an opponent has eight or more
        # cards in their graveyard" (CR 402, 404)
        check = NumberCheck(_AT_LEAST[match.group(2)], least)  # type: ignore[arg-type]
        return AmountCompare(CardsIn(match.group(3), CheckedPlayer()), check)  # type: ignore[arg-type]
    match = re.fullmatch(r"(?:has|have) drawn (\w+) or more cards this turn", text)
    if match and (least := _count(match.group(1))) is not None:  # CR 121.1
        return AmountCompare(CardsDrawnThisTurn(CheckedPlayer()), NumberCheck("ge", least))
    match = re.fullmatch(r"(?:has|have|with) (\w+) or (more|fewer) (poison|energy) counters",
                         text)
    if match and match.group(1) in _NUMBERS:
        check = NumberCheck(_AT_LEAST[match.group(2)], _NUMBERS[match.group(1)])  # type: ignore[arg-type]
        return AmountCompare(PlayerCountersOf(CheckedPlayer(), match.group(3)), check)
    if text in ("is poisoned", "are poisoned"):  # CR 122.1f: one or more poison counters
        return AmountCompare(PlayerCountersOf(CheckedPlayer(), "poison"), NumberCheck("ge", 1))
    match = re.fullmatch(r"(lost|gained) life this turn", text)
    if match:  # CR 119.3 ("target player who lost life this turn")
        return AmountCompare(LifeChangedTotal(match.group(1) == "gained", checked=True),
                             NumberCheck("ge", 1))
    if text == "life total is less than half their starting life total":
        # CR 103.4, 107.1a: less than half, no rounding: twice the life below the start
        return CompareAmounts(Times(LifeTotal(CheckedPlayer()), 2), "lt", StartingLife())
    return None


def players_with(text: str, ctx: Context) -> PlayersWhere | None:
    """ "[each] opponent(s)/player(s) who <quality>" / "whose <quality>", or None."""
    attacked = _ATTACKED.fullmatch(text.strip().rstrip("."))
    if attacked:  # "each player ~ attacked this turn": declared attacking them (CR 508.1)
        return PlayersWhere(EachOpponent() if attacked.group(1) == "opponent" else EachPlayer(),
                            SourceAttackedThisTurn(CheckedPlayer()))
    match = _WHO.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    kind, quality = (match.group(1), match.group(2)) if match.group(1) else match.group(3, 4)
    quality = quality.removeprefix("whose ")
    condition = checked_condition(quality)
    if condition is None:
        return None
    return PlayersWhere(EachOpponent() if kind.startswith("opponent") else EachPlayer(),
                        condition)


def _damaged(text: str) -> PlayersDealtDamageThisTurn | None:
    """ "opponents that were dealt combat damage this turn" / "player who was dealt damage
    this turn" (CR 120.3, 510.2; opponents who left the game since count too, Tymna the
    Weaver's ruling), or None."""
    match = _DAMAGED.fullmatch(text)
    if match is None:
        return None
    return PlayersDealtDamageThisTurn(match.group(1) == "opponent", match.group(2) is not None)


def player_amount(text: str, ctx: Context) -> Amount | None:
    """ "the number of opponents you have" / "the number of players who ..." (CR 800.4a),
    or None."""
    low = text.strip().rstrip(".").lower()
    if low in ("the number of opponents you have", "the number of your opponents"):
        return PlayerCount(EachOpponent())
    match = re.fullmatch(r"the number of (.+)", low)
    if match and (damaged := _damaged(match.group(1))) is not None:
        return damaged
    if match:
        who = players_with(match.group(1), ctx)
        if who is not None:
            return PlayerCount(who)
    return None


def for_each_player(text: str, ctx: Context) -> Amount | None:
    """The amount of "for each opponent you have" / "for each opponent who ...", or None."""
    low = text.strip().rstrip(".").lower()
    if low in ("opponent you have", "of your opponents"):
        return PlayerCount(EachOpponent())
    damaged = _damaged(low)
    if damaged is not None:
        return damaged
    if low == "creature you controlled that dealt combat damage to a player this turn":
        return CombatDamagersThisTurn()  # Excess (CR 510.2)
    who = players_with(low, ctx)
    return PlayerCount(who) if who is not None else None
