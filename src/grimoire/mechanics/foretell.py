"""Foretell (CR 702.143): a special action from the hand, then a cast from exile.

CR 702.143a: "Any time a player has priority during their turn, that player may pay {2}
and exile a card with foretell from their hand face down. [...] They may cast that card
after the current turn has ended by paying any foretell cost it has rather than paying
that spell's mana cost." CR 702.143b / 116.2h: exiling it is a special action (the
:class:`~grimoire.rules.actions.Foretell` action; it doesn't use the stack).

The foretell cost is an alternative cost (CR 118.9) whose ``option`` is :data:`OPTION`:
it is offered only for a foretold card in exile after the turn it was foretold, and never
from the hand. A foretold card carries the flags :data:`FLAG` and ``foretold_turn:N``
(plain data: copied and saved with the object).

>>> turn_flag(7)
'foretold_turn:7'
>>> foretold_turn(frozenset({FLAG, turn_flag(7)}))
7
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.errors import IllegalActionError
from grimoire.mechanics.turn_flags import TurnFlag
from grimoire.rules import casting, costs, hooks, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, Foretell
from grimoire.rules.objects import GameObject

if TYPE_CHECKING:
    from grimoire.oracle import ir
    from grimoire.rules.game import Game

OPTION = "foretell"
"""The :attr:`~grimoire.oracle.ir.AlternativeCost.option` of a foretell cost."""
FLAG = "foretold"
"""CR 702.143c: a card put into exile by the foretell special action."""
PRICE = ("2",)
"""CR 702.143a: the special action costs {2}."""

_TURNS = TurnFlag("foretold_turn:")
turn_flag = _TURNS.flag
"""The flag recording the turn a card was foretold."""
foretold_turn = _TURNS.turn
"""The turn recorded by :func:`turn_flag`, or None."""


def _costs(obj: GameObject) -> list[int]:
    return [i for i, a in enumerate(obj.info.card.alternative_costs) if a.option == OPTION]


def has_foretell(obj: GameObject) -> bool:
    """Whether ``obj``'s card has a foretell cost (and so the foretell ability)."""
    alternatives = obj.info.card.alternative_costs
    return bool(alternatives) and any(a.option == OPTION for a in alternatives)


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """CR 702.143a: ``player`` may cast ``obj`` for its foretell cost now: a card they own,
    foretold into exile during an earlier turn."""
    if obj.zone != "exile" or obj.owner != player or FLAG not in obj.flags:
        return False
    turn = foretold_turn(obj.flags)
    return turn is not None and game.turn > turn and has_foretell(obj)


def restrict(game: Game, player: int, obj: GameObject,
             alts: list[int | None], permitted: bool) -> list[int | None]:
    """The costs ``obj`` may be cast for: from exile by foretelling only its foretell
    costs (CR 702.143a); anywhere else never a foretell cost."""
    options = obj.info.card.alternative_costs
    if not options:
        return alts
    if not permitted and castable(game, player, obj):
        return [i for i in alts if i is not None and options[i].option == OPTION]
    return [i for i in alts if i is None or options[i].option != OPTION]


def problem(game: Game, player: int, oid: int) -> tuple[str, str] | None:
    """Why ``player`` can't foretell ``oid`` now (CR 116.2h, 702.143a), or None."""
    obj = game.objects.get(oid)
    if obj is None or obj.zone != "hand" or obj.owner != player or not has_foretell(obj):
        return ("only a card with foretell in your hand can be foretold", "CR 702.143a")
    pending = game.pending
    if player != game.active or pending is None or pending.kind != "priority" \
            or pending.player != player:
        return ("a card is foretold only with priority during your turn", "CR 116.2h")
    if costs.mana_plan(game, player, PRICE) is None:
        return ("you can't pay {2} to foretell it", "CR 702.143a")
    return None


def options(game: Game, player: int) -> list[Action]:
    """The foretell special actions and the foretell-cost casts open to ``player``."""
    out: list[Action] = []
    if OPTION not in game.vocabulary:
        return out  # no card of this game has foretell (grimoire.rules.cardinfo.present)
    hand = game.players[player].hand
    if player == game.active and any(has_foretell(game.objects[o]) for o in hand) \
            and costs.mana_plan(game, player, PRICE, cached=True) is not None:
        out.extend(Foretell(o) for o in hand if has_foretell(game.objects[o]))
    for oid in game.exile:
        obj = game.objects[oid]
        if oid not in game.play_permissions and castable(game, player, obj):
            out.extend(casting.cast_options(game, player, oid))
    return out


def foretell(game: Game, player: int, action: Foretell) -> None:
    """Take the special action: pay {2}, exile the card (CR 702.143a). Validates first."""
    found = problem(game, player, action.card)
    if found is not None:
        raise IllegalActionError(found[0], rule=found[1])
    costs.pay_mana(game, player, PRICE)
    new = zones.move(game, action.card, "exile")
    game.objects[new].flags = game.objects[new].flags | {FLAG, turn_flag(game.turn)}
    # CR 702.143a: exiled face down; only its owner may look at it (CR 406.3)
    last = game.events[-1] if game.events else None
    if isinstance(last, ev.ZoneChanged) and last.new == new:
        game.events[-1] = replace(last, face_down=True)


def _could_be(game: Game, obj: GameObject, card: ir.CardDefinition) -> bool | None:
    """A card exiled face down by foretelling could be any card with foretell (CR 702.143a);
    None for an object not in exile."""
    if obj.zone != "exile":
        return None
    return any(c.option == OPTION for c in card.alternative_costs)


def hidden_from(obj: GameObject, viewer: int) -> bool:
    """Whether ``obj`` is a foretold card in exile that ``viewer`` may not look at
    (CR 702.143a, 406.3: exiled face down; its owner may look at it)."""
    return obj.zone == "exile" and FLAG in obj.flags and obj.owner != viewer


def _hidden(game: Game, obj: GameObject, viewer: int) -> bool:
    return hidden_from(obj, viewer)  # CR 702.143a, 406.3


def _costs_from_exile(game: Game, player: int, obj: GameObject, alts: list[int | None],
                      permitted: bool) -> list[int | None]:
    return restrict(game, player, obj, alts, permitted)  # CR 702.143a


hooks.HIDDEN_FROM.add(_hidden)
hooks.castable_from("exile").add(castable)  # CR 702.143a: a foretold card
hooks.CAST_COSTS.add(_costs_from_exile)  # CR 702.143a
hooks.COULD_BE.add(_could_be)


# CR 702.143a: foretelling, foretold casts
hooks.PRIORITY_OPTIONS.add(options, order=20, words=frozenset({OPTION}))
hooks.SPECIAL_ACTIONS[Foretell] = foretell
