"""Casting copies of cards during a resolution (CR 707.12, 608.2g, 118.9): the choices an
effect allows, and why a proposed cast is refused.

An effect such as "copy that card; you may cast the copy [by paying {1} rather than paying
its mana cost | without paying its mana cost]" asks a ``cast_copy`` decision (see
:mod:`grimoire.effects.copies`). Its ``data`` is ``(mode, mana, optional)``: the payment
mode of :class:`~grimoire.oracle.ir.CastCard`, the mana paid instead of the mana cost, and
whether the player may stop. :func:`context` rebuilds the casting context from it;
:func:`options` lists every legal answer; :func:`problem` explains a refused answer with
the rule that forbids it, so an agent (or a person) can act on the error.

>>> from grimoire.rules.actions import Decision
>>> d = Decision("cast_copy", 0, options=(7,), min_count=0, data=("instead_mana", ("1",), True))
>>> context(d)
CastContext(mode='instead_mana', mana=('1',), during=True, exile_instead=False)
>>> describe_mode("without_paying", ())
'without paying its mana cost'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import casting, costs, spell_cost
from grimoire.rules.actions import Action, CastSpell, Decision, Decline, PlayLand
from grimoire.rules.cast_options import valid_payments
from grimoire.rules.enter_statics import land_plays

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def context(decision: Decision) -> casting.CastContext:
    """The casting context a ``cast_copy`` decision allows: timing is ignored and no player
    receives priority after the cast (CR 608.2g, 707.12)."""
    mode, mana = decision.data[0], decision.data[1]
    return casting.CastContext(mode=mode, mana=tuple(mana), during=True)


def may_play(decision: Decision) -> bool:
    """Whether the decision also lets the player play an offered land card ("you may play
    the exiled card", CR 305.1: data ``(mode, mana, optional, play)``)."""
    return len(decision.data) > 3 and bool(decision.data[3])


def land_playable(game: Game, player: int, oid: int) -> bool:
    """Whether ``player`` may play the land card ``oid`` as part of a resolution: only
    during their turn (CR 305.3) and with a land play left this turn (CR 305.2)."""
    obj = game.objects.get(oid)
    if obj is None or not obj.info.is_land or player != game.active:
        return False
    return game.players[player].lands_played < land_plays(game, player)


def describe_mode(mode: str, mana: tuple[str, ...]) -> str:
    """How the spell's cost is paid, in words (for prompts and errors).

    >>> describe_mode("instead_mana", ("1",))
    'by paying {1} rather than paying its mana cost'
    """
    if mode == "without_paying":
        return "without paying its mana cost"
    if mode == "instead_mana":
        paid = "".join("{" + s + "}" for s in mana)
        return f"by paying {paid} rather than paying its mana cost"
    return "paying its costs"


def options(game: Game, decision: Decision) -> list[Action]:
    """Every legal answer: each way to cast each offered object (CR 601.2a-h), and
    :class:`Decline` if the player may stop (or if nothing can be cast)."""
    ctx = context(decision)
    out: list[Action] = []
    for oid in decision.options:
        if may_play(decision) and land_playable(game, decision.player, oid):
            out.append(PlayLand(oid))  # CR 305.1: played, not cast
            continue
        out.extend(casting.cast_options(game, decision.player, oid, ctx))
    optional = decision.data[2]
    if optional or not out:
        out.append(Decline())
    return out


def problem(game: Game, decision: Decision, action: Action) -> tuple[str, str]:
    """Why ``action`` is not a legal answer to the ``cast_copy`` ``decision``: a message
    and the rule that forbids it (the most specific reason found)."""
    mode, mana = decision.data[0], decision.data[1]
    if isinstance(action, Decline):
        return ("the effect says to cast it: it can't be declined while it can be cast",
                "CR 608.2g")
    if isinstance(action, PlayLand):
        if not may_play(decision) or action.card not in decision.options:
            return ("this effect doesn't let you play that land", "CR 305.1")
        return ("a land can be played only during your turn, with a land play left",
                "CR 305.2, 305.3")
    if not isinstance(action, CastSpell):
        return ("answer with CastSpell, PlayLand (a land it lets you play) or Decline",
                "CR 707.12")
    if action.card not in decision.options:
        return ("that object is not one this effect lets you cast", "CR 707.12")
    obj = game.objects[action.card]
    card = obj.info.card
    land = casting.cast_problem(game, decision.player, action.card, context(decision))
    if land is not None:
        return land
    how = describe_mode(mode, tuple(mana))
    if action.alt is not None:
        if mode != "normal":
            # CR 118.9a, 601.2b: casting it this way already replaces the mana cost; a spell
            # can't have two alternative costs.
            return (f"it is cast {how}: no alternative cost can be paid", "CR 118.9a, 601.2b")
        if not 0 <= action.alt < len(card.alternative_costs):
            return ("the spell has no such alternative cost", "CR 118.9")
    if not valid_payments(card, action.additional):  # CR 702.33c: only multikicker repeats
        return ("no such optional additional cost (mandatory ones are always paid)",
                "CR 118.8, 601.2b")
    if not casting.one_of_each(card, action.additional):
        return ("choose exactly one of each choice of additional costs", "CR 601.2b")
    cost = spell_cost.total_cost(obj, context(decision), action.alt, action.additional,
                              action.modes)
    if action.x != 0 and "X" not in cost.mana.symbols:
        # CR 107.3b: neither the mana cost nor an alternative cost with X is paid.
        return (f"it is cast {how}: X must be 0", "CR 107.3b")
    payments = costs.choices(game, decision.player, cost.parts, action.card, casting=action.card)
    if not payments:
        extra = [a for a in card.additional_costs if not a.optional]
        if extra and not costs.choices(game, decision.player,
                                       tuple(p for a in extra for p in a.cost.parts),
                                       action.card, casting=action.card):
            return ("its mandatory additional cost can't be paid", "CR 118.8, 601.2h")
        return ("its costs can't be paid", "CR 601.2h")
    if action.costs not in payments:
        return ("the objects chosen don't pay its costs (mandatory additional costs must be "
                "paid)", "CR 118.8, 601.2h")
    return ("those targets, modes, X or cost choices are not legal, or the cost can't be "
            f"paid ({how})", "CR 601.2c-h")
