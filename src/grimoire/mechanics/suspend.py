"""Suspend (CR 702.62): the special action from the hand, and the cast it leads to.

CR 702.62a: "If you could begin to cast this card by putting it onto the stack from your
hand, you may pay [cost] and exile it with N time counters on it. This action doesn't use
the stack" (CR 116.2f: a special action, the :class:`~grimoire.rules.actions.Suspend`
action). The card's two triggered abilities work in exile and are compiled from the
keyword (:mod:`grimoire.oracle.suspend_text`): each upkeep of its owner a time counter is
removed while it is suspended (CR 702.62b); when the last is removed its owner may play it
without paying its mana cost (CR 702.62d: timing ignored, during the resolution). A spell
cast that way gets the ``suspended`` cast option (:func:`cast_flag`), which its permanent
keeps: "it gains haste" (the card's compiled ``CastWith("suspended")`` static). The
action, its listing and the cast option plug into the kernel's hooks
(:mod:`grimoire.rules.hooks`).

"Could begin to cast" takes the usual timing and every rule forbidding the cast into account
(CR 702.62c: :func:`grimoire.rules.casting.cast_problem` from the hand).

>>> from grimoire.core.mana import ManaCost
>>> k = ir.Keyword("suspend", cost=ir.Cost(ManaCost(("R",))), amount=ir.Fixed(4))
>>> (k.name, k.amount.value)
('suspend', 4)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.suspend_text import suspend_count
from grimoire.rules import casting, costs, hooks, zones
from grimoire.rules.actions import Action, CastSpell, Suspend
from grimoire.rules.counters import add_counters

if TYPE_CHECKING:
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

OPTION = "suspended"
"""The cast option of a spell cast by its suspend ability (CR 702.62a: it gains haste)."""
hooks.REMEMBERED_FLAGS.add(OPTION)  # its permanent remembers it (CR 702.33d)


def keyword(obj: GameObject) -> ir.Keyword | None:
    """The card's suspend keyword with a fixed number of time counters, or None."""
    if "suspend" not in obj.info.keywords:
        return None
    for ability in obj.info.card.abilities:
        if isinstance(ability, ir.Keyword) and ability.name == "suspend" \
                and suspend_count(ability) is not None:
            return ability
    return None


def problem(game: Game, player: int, oid: int) -> tuple[str, str] | None:
    """Why ``player`` can't suspend ``oid`` now (CR 702.62a, 702.62c), or None."""
    obj = game.objects.get(oid)
    found = keyword(obj) if obj is not None else None
    if obj is None or obj.zone != "hand" or obj.owner != player or found is None \
            or found.cost is None:
        return ("only a card with suspend in your hand can be suspended", "CR 702.62a")
    pending = game.pending
    if pending is None or pending.kind != "priority" or pending.player != player:
        return ("a card is suspended only when you have priority", "CR 116.2f")
    if casting.cast_problem(game, player, oid, casting.NORMAL) is not None:
        return ("you couldn't begin to cast it now", "CR 702.62a, 702.62c")
    if costs.mana_plan(game, player, found.cost.mana.symbols) is None:
        return ("you can't pay its suspend cost", "CR 702.62a")
    return None


def options(game: Game, player: int) -> list[Action]:
    """The suspend special actions open to ``player``."""
    if "suspend" not in game.vocabulary:
        return []  # no card of this game has suspend (grimoire.rules.cardinfo.present)
    return [Suspend(o) for o in game.players[player].hand
            if "suspend" in game.objects[o].info.keywords and problem(game, player, o) is None]


def suspend(game: Game, player: int, action: Suspend) -> None:
    """Take the special action: pay the cost, exile the card with N time counters
    (CR 702.62a). Validates first."""
    found = problem(game, player, action.card)
    if found is not None:
        raise IllegalActionError(found[0], rule=found[1])
    card = keyword(game.objects[action.card])
    assert card is not None and card.cost is not None
    count = suspend_count(card) or 0
    costs.pay_mana(game, player, card.cost.mana.symbols)
    new = zones.move(game, action.card, "exile")
    obj = game.objects.get(new)
    if obj is not None and count > 0:
        add_counters(game, obj, "time", count)


def cast_flag(game: Game, player: int, obj: GameObject, action: CastSpell,
              ctx: CastContext) -> frozenset[str]:
    """The cast option of ``obj`` (about to be cast) if it is cast by its suspend ability:
    from exile, with suspend and no time counter left, during a resolution, without paying
    its mana cost (CR 702.62a)."""
    if ctx.during and ctx.mode == "without_paying" and obj.zone == "exile" \
            and "suspend" in obj.info.keywords and obj.counter("time") == 0:
        return frozenset({OPTION})
    return frozenset()


# CR 116.2, 702.62a: after foretelling
hooks.PRIORITY_OPTIONS.add(options, order=25, words=frozenset({"suspend"}))
hooks.SPECIAL_ACTIONS[Suspend] = suspend
hooks.SPELL_CAST.add(cast_flag)
