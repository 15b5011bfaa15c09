"""Multiplayer sentences. Targets chosen once per opponent (CR 115.1, 601.2c): "When this
enchantment enters, for each opponent, exile up to one target nonland permanent that player
controls until this enchantment leaves the battlefield." (Grasp of Fate) and "for each
opponent, you may cast up to one target instant or sorcery card from that player's
graveyard" (Diluvian Primordial); "For each opponent who has three or more poison counters
as you cast this spell, put up to one target creature card from that player's graveyard
onto the battlefield under your control" (Geth's Summons: only those opponents' cards, and
as many targets as there are such opponents, as the targets are chosen, CR 601.2c).

The clause compiles as one target group of up to one object per opponent: its spec has
``one_per_opponent`` (no two targets controlled, or owned for cards in graveyards, by the
same player, each an opponent) and at most as many targets as there are opponents.

>>> from grimoire.oracle.context import Context
>>> from grimoire.oracle.effects import parse_compound
>>> ctx = Context(card_name="Grasp of Fate")
>>> node = per_opponent_targets("for each opponent, exile up to one target nonland permanent "
...                             "that player controls", ctx, parse_compound)
>>> spec = ctx.targets[0]
>>> spec.one_per_opponent, spec.min_count, spec.filter.controller, type(node).__name__
(True, 0, 'opponent', 'Exile')

"You and that player each draw three cards" (:func:`both_players_each`) and a Curse's "Each
opponent attacking that player does the same." (:func:`does_the_same`) repeat an
instruction with ``You()`` standing for another player (:class:`~grimoire.oracle.ir.ForEach`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    Bound,
    CastCard,
    EachOpponent,
    EachPlayer,
    Effect,
    ForEach,
    PlayerCount,
    PlayerRef,
    PlayersAttacking,
    PlayersWhere,
    Sequence,
    SwapControlOfAll,
    You,
)
from grimoire.oracle.player_counts import checked_condition
from grimoire.oracle.refs import parse_player

_PER = re.compile(r"for each (opponent|player)(?: who (.+?)(?: as you cast ~)?)?, (.+)",
                  re.IGNORECASE)
_THAT_PLAYER = (
    (r"up to one target (.+?) that player controls", r"up to one target \1 an opponent controls"),
    (r"up to one target (.+?) from that player's graveyard",
     r"up to one target \1 from an opponent's graveyard"),
)
_THAT_ANY_PLAYER = (
    (r"up to one target (.+?) that player controls", r"up to one target \1"),
    (r"up to one target (.+?) from that player's graveyard",
     r"up to one target \1 from a graveyard"),
)
"""CR 115.1, 601.2c: "For each player, exile up to one target ... that player controls"
(Battle at the Helvault): one target per player, yourself included, none two controlled by
the same player (``one_per_opponent`` reads each target's controller)."""


def per_opponent_targets(text: str, ctx: Context,
                         parse: Callable[[str, Context], Effect]) -> Effect | None:
    """The clause after "for each opponent," with its one target per opponent, or None."""
    match = _PER.fullmatch(text)
    if match is None or "up to one target" not in match.group(3):
        return None
    each_player = match.group(1).lower() == "player"
    if each_player and match.group(2):
        raise ParseFailure(text, "for each player who what")
    quality = checked_condition(match.group(2)) if match.group(2) else None
    if match.group(2) and quality is None:
        raise ParseFailure(text, "for each opponent who what")
    clause = match.group(3)
    for pattern, repl in _THAT_ANY_PLAYER if each_player else _THAT_PLAYER:
        clause, n = re.subn(pattern, repl, clause, count=1)
        if n:
            break
    else:
        raise ParseFailure(text, "whose target, for each opponent")
    before = len(ctx.targets)
    effect = parse(clause, ctx)
    if len(ctx.targets) != before + 1:
        raise ParseFailure(text, "one target per opponent")
    spec = ctx.targets[before]
    if spec.min_count != 0 or spec.max_count != 1 or spec.kind != "object":
        raise ParseFailure(text, "one target per opponent")
    who: PlayerRef = EachPlayer() if each_player else EachOpponent() if quality is None \
        else PlayersWhere(EachOpponent(), quality)
    ctx.targets[before] = replace(spec, one_per_opponent=True, max_amount=PlayerCount(who),
                                  player_quality=quality, one_owner=False)  # (one each)
    if isinstance(effect, CastCard):  # Diluvian Primordial's ruling: cast them one at a
        effect = replace(effect, any_number=True)  # time, in the order you choose
    return effect


def both_players_each(text: str, ctx: Context,
                      parse: Callable[[str, Context], Effect]) -> Effect | None:
    """ "You and that player each create ..." / "You and target opponent each draw three
    cards": the instruction for you, then for the other player (``You()`` is them)."""
    both = re.fullmatch(r"you and (that player|that opponent|those players|target opponent|"
                        r"target player) each (.+)", text, re.IGNORECASE)
    if both is None:
        return None
    other = ctx.player_antecedent if both.group(1).lower().startswith(("that ", "those ")) \
        else parse_player(both.group(1).lower(), ctx)
    if other is None or (both.group(1).lower() == "those players") != isinstance(
            other, PlayersWhere):  # "those players": the players an attack trigger names
        return None
    swap = re.fullmatch(r"gain control of all (.+?) the other controls( until end of turn)?",
                        both.group(2))
    if swap:  # (Reins of Power) each gets the other's, at once (CR 613.1b)
        flt, _ = parse_filter(swap.group(1))
        ctx.antecedent = Bound("swapped")  # "Those creatures gain haste"
        return SwapControlOfAll(replace(flt, zone="battlefield"), other,
                                "end_of_turn" if swap.group(2) else "permanent")
    mine = parse(f"you {both.group(2)}", ctx)
    return Sequence((mine, ForEach(other, mine)))


def does_the_same(sentence: str, steps: list[Effect], ctx: Context,
                  parse: Callable[[str, Context], Effect]) -> Effect | None:
    """A Curse's "Each opponent attacking that player does the same.": each opponent of
    yours who attacks that player (CR 506.2) does what the step before had you do."""
    same = re.fullmatch(r"each opponent attacking (that player|you) does the same\.?",
                        sentence.strip(), re.IGNORECASE)
    own = re.fullmatch(r"each opponent attacking (that player|you) (\w+?)s (.+?)\.?",
                       sentence.strip(), re.IGNORECASE)
    if same is None and own is not None and ctx.player_antecedent is not None:
        # "Each opponent attacking that player untaps all nonland permanents they control":
        # each of them does it, "they" being that opponent (CR 506.2)
        defender = You() if own.group(1).lower() == "you" else ctx.player_antecedent
        body = re.sub(r"\bthey\b", "you", re.sub(r"\btheir\b", "your", own.group(3)))
        return ForEach(PlayersAttacking(defender), parse(f"{own.group(2)} {body}", ctx))
    if same is None or not steps or ctx.player_antecedent is None:
        return None
    defender = You() if same.group(1).lower() == "you" else ctx.player_antecedent
    return ForEach(PlayersAttacking(defender), steps[-1])
