"""A simple value model of effects: what casting a spell or activating an ability gains.

Values are in the units of :func:`~grimoire.agents.ai.board.creature_value` (a point of
power or toughness ~ 1; a card ~ 1.5). Effects are read from the compiled IR, never from
card names, so any card built from the same effect kinds is valued the same way.
Die rolls are valued by the exact odds of each results-table row (CR 706.3;
:func:`grimoire.dice.odds`) times the value of that row's effect.

>>> from grimoire.oracle import ir
>>> ctx = EffectContext(board=None, targets=(), x=3)  # type: ignore[arg-type]
>>> amount(ir.Plus((ir.VarX(), ir.Fixed(1))), ctx)
4
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from grimoire.agents.ai.board import CARD_VALUE, KEYWORD_BONUS, LIFE_VALUE, Board, permanent_value
from grimoire.agents.ai.combat import pump_value
from grimoire.agents.ai.responses import counter_value
from grimoire.dice import OddsError, odds
from grimoire.oracle import ir
from grimoire.rules.objects import Seat, Target

UNKNOWN = 0.3
"""The value of an effect the model does not know: slightly positive, so a card the
compiler understood but the model doesn't is still played when nothing better is."""

TOKEN_VALUE = {"Treasure": 0.8, "Food": 0.7, "Clue": 1.0}
"""Non-creature predefined tokens (CR 111.10), by the kind of token they are."""


@dataclass(frozen=True, slots=True)
class EffectContext:
    """What an effect refers to: the board, the chosen targets (one tuple per target
    spec), X, the object whose ability it is (``source``) and, when a die result is
    known (a choice among results), ``die``."""

    board: Board
    targets: tuple[tuple[Target, ...], ...]
    x: int
    source: int | None = None
    die: int | None = None


def amount(node: ir.Amount, ctx: EffectContext) -> int:
    """The value of an amount the model can know before resolution (X, fixed numbers;
    a die result counts as its average)."""
    if isinstance(node, ir.Fixed):
        return node.value
    if isinstance(node, ir.VarX):
        return ctx.x
    if isinstance(node, ir.Plus):
        return sum(amount(t, ctx) for t in node.terms)
    if isinstance(node, ir.Times):
        return amount(node.amount, ctx) * node.factor
    if isinstance(node, ir.DieResult) and not node.other and ctx.die is not None:
        return ctx.die
    return 1


def _refs(ref: object, ctx: EffectContext) -> list[Target]:
    """The targets an object/player reference names (only targets can be known ahead)."""
    if isinstance(ref, ir.TargetRef) and ref.index < len(ctx.targets):
        return list(ctx.targets[ref.index])
    if isinstance(ref, ir.You):
        return [Seat(ctx.board.me)]
    if isinstance(ref, ir.DefendingPlayer):
        return [Seat(ctx.board.opp)]
    if isinstance(ref, ir.EachOpponent):
        return [Seat(s) for s in ctx.board.opponents or (ctx.board.opp,)]
    if isinstance(ref, ir.EachPlayer):
        return [Seat(ctx.board.me), *(Seat(s) for s in ctx.board.opponents or (ctx.board.opp,))]
    return []


def _perm_worth(target: Target, ctx: EffectContext) -> float:
    """+worth for the opponent's permanent, -worth for ours (removing it)."""
    p = ctx.board.perms.get(target) if isinstance(target, int) else None
    if p is None:
        return 0.0
    worth = permanent_value(p)
    return worth if p.controller != ctx.board.me else -worth


def _damage(node: ir.DealDamage, ctx: EffectContext) -> float:
    n = amount(node.amount, ctx)
    total = 0.0
    b = ctx.board
    for target in _refs(node.recipient, ctx):
        if isinstance(target, Seat):
            if target.index == b.me:
                total -= n * b.life_value(b.me)
            elif n >= b.life[target.index]:
                total += 1000.0  # CR 704.5a: lethal damage wins the game
            else:
                total += n * b.life_value(target.index)
        else:
            p = b.perms.get(target)
            if p is None or p.toughness is None:
                continue
            lethal = n >= p.toughness - p.damage
            if lethal and "indestructible" not in p.keywords:
                total += _perm_worth(target, ctx)
            else:
                total -= 0.5  # a wasted card
    return total


def _life(node: ir.GainLife | ir.LoseLife, ctx: EffectContext, sign: int) -> float:
    n = amount(node.amount, ctx)
    b = ctx.board
    total = 0.0
    for target in _refs(node.player, ctx):
        if not isinstance(target, Seat):
            continue
        mine = target.index == b.me
        if sign < 0 and not mine and n >= b.life[target.index]:
            total += 1000.0  # CR 704.5a
        elif sign < 0 and mine and n >= b.life[b.me]:
            total -= 1000.0
        else:
            total += sign * n * b.life_value(target.index) * (1 if mine else -1)
    return total


def _draw(node: ir.DrawCards, ctx: EffectContext) -> float:
    n = amount(node.amount, ctx)
    players = _refs(node.player, ctx) or [Seat(ctx.board.me)]
    return sum(n * CARD_VALUE * (1 if t.index == ctx.board.me else -1)
               for t in players if isinstance(t, Seat))


def _tokens(node: ir.CreateTokens, ctx: EffectContext) -> float:
    spec = node.token
    if spec.power is not None:
        each = (spec.power or 0) + (spec.toughness or 0) + 0.0
    else:
        each = next((v for k, v in TOKEN_VALUE.items() if k in spec.subtypes), 0.5)
    return amount(node.amount, ctx) * each


def _pump(node: ir.ModifyPowerToughness, ctx: EffectContext) -> float:
    """A temporary pump is worth only what it changes in this combat (see combat.py); a
    -N/-M is removal when it leaves toughness 0 or less (CR 704.5f), else a small
    drawback for that creature's controller."""
    total = 0.0
    p_amount, t_amount = amount(node.power, ctx), amount(node.toughness, ctx)
    for target in _refs(node.what, ctx):
        if not isinstance(target, int):
            continue
        if p_amount <= 0 and t_amount <= 0:
            p = ctx.board.perms.get(target)
            if p is None or p.toughness is None:
                continue
            if (p.toughness - p.damage + t_amount <= 0 and "indestructible" not in p.keywords) \
                    or p.toughness + t_amount <= 0:
                total += _perm_worth(target, ctx)
            else:
                total += 0.2 * (p_amount + t_amount) * -ctx.board.sign(target)
        else:
            total += pump_value(ctx.board, target, p_amount, t_amount)
    return total


def _keywords(node: ir.GrantKeywords, ctx: EffectContext) -> float:
    """Keywords granted to an object: good on ours, bad on theirs (a temporary grant is
    worth a third of a lasting one)."""
    worth = sum(KEYWORD_BONUS.get(k, 0.3) for k in node.keywords)
    worth *= 1.0 if node.duration == "permanent" else 0.35
    return sum(-ctx.board.sign(t) * worth for t in _refs(node.what, ctx) if isinstance(t, int))


def _attach(node: ir.Attach, ctx: EffectContext, card: ir.CardDefinition | None) -> float:
    """Attaching this Aura/Equipment (CR 701.3) to a new host: its worth there minus its
    worth where it is now (moving it to the same host gains nothing)."""
    from grimoire.agents.ai.statics import attach_value
    if card is None or not isinstance(node.what, ir.ThisObject):
        return UNKNOWN
    hosts = _refs(node.to, ctx)
    if not hosts:
        return 0.0
    here = ctx.board.perms.get(ctx.source) if ctx.source is not None else None
    now = here.attached_to if here is not None else None
    if now == hosts[0]:
        return 0.0
    return attach_value(card, hosts[0], ctx.board) - attach_value(card, now, ctx.board)


def _in_range(condition: ir.Condition, die: int) -> bool | None:
    """Whether a condition on the die result holds for ``die`` (None: not such a
    condition)."""
    if isinstance(condition, ir.ResultInRange):
        return die >= condition.low and (condition.high is None or die <= condition.high)
    if isinstance(condition, ir.ResultIn):
        return die in condition.values
    return None


def roll_value(node: ir.RollDice, ctx: EffectContext, card: ir.CardDefinition | None) -> float:
    """Expected value of a die roll's results table: Σ P(row) × value(row's effect), with
    the exact row probabilities of :func:`grimoire.dice.odds` (CR 706.3a)."""
    if not node.table:
        return 0.0
    rows = _row_odds(card, node) if card is not None else None
    if rows is None:  # no odds (a game-dependent modifier): assume a fair single die
        rows = tuple(Fraction(_width(r, node.sides), node.sides) for r in node.table)
    return sum(float(p) * value(r.effect, ctx) for p, r in zip(rows, node.table, strict=True))


def _width(row: ir.TableRow, sides: int) -> int:
    high = sides if row.high is None else min(row.high, sides)
    return max(0, high - max(row.low, 1) + 1)


@lru_cache(maxsize=256)
def _row_odds(card: ir.CardDefinition, node: ir.RollDice) -> tuple[Fraction, ...] | None:
    """The exact probability of each row of ``node``'s table (cached per card: the
    definitions are frozen)."""
    rolls = [n for n in ir.iter_nodes((card.abilities, card.spell)) if isinstance(n, ir.RollDice)]
    if node not in rolls:
        return None
    try:
        report = odds(card, roll_index=rolls.index(node))
    except OddsError:
        return None
    return tuple(row.probability for row in report.rows)


def value(effect: ir.Effect | None, ctx: EffectContext,
          card: ir.CardDefinition | None = None) -> float:
    """The model's value of ``effect`` for the AI (positive: good for it)."""
    match effect:
        case None:
            return 0.0
        case ir.Sequence(steps):
            return sum(value(s, ctx, card) for s in steps)
        case ir.MayDo(inner, _):
            return max(0.0, value(inner, ctx, card))
        case ir.Conditional(condition, then, otherwise):
            holds = _in_range(condition, ctx.die) if ctx.die is not None else None
            if holds is not None:
                return value(then if holds else otherwise, ctx, card)
            return 0.5 * value(then, ctx, card) + 0.5 * value(otherwise, ctx, card)
        case ir.IfDid(then, otherwise):
            return 0.5 * value(then, ctx, card) + 0.5 * value(otherwise, ctx, card)
        case ir.DealDamage():
            return _damage(effect, ctx)
        case ir.Destroy(what) | ir.Exile(what) | ir.PutIntoLibrary(what) | \
                ir.PutIntoGraveyard(what):
            return sum(_perm_worth(t, ctx) for t in _refs(what, ctx)) * 0.95
        case ir.ReturnToHand(what):
            return sum(_perm_worth(t, ctx) * 0.45 for t in _refs(what, ctx))
        case ir.DrawCards():
            return _draw(effect, ctx)
        case ir.GainLife():
            return _life(effect, ctx, +1)
        case ir.LoseLife():
            return _life(effect, ctx, -1)
        case ir.CreateTokens():
            return _tokens(effect, ctx)
        case ir.ModifyPowerToughness():
            return _pump(effect, ctx)
        case ir.GrantKeywords():
            return _keywords(effect, ctx)
        case ir.Attach():
            return _attach(effect, ctx, card)
        case ir.RollDice():
            return roll_value(effect, ctx, card)
        case ir.CounterSpell(what):
            return counter_value(ctx.board, tuple(_refs(what, ctx)))
        case ir.SearchLibrary():
            return CARD_VALUE * 1.5  # the best card of the library
        case ir.AddMana() | ir.AddManaChoice() | ir.Shuffle():
            return 0.0
        case ir.Unimplemented():
            return -0.5
    return UNKNOWN


__all__ = ["LIFE_VALUE", "EffectContext", "amount", "roll_value", "value"]
