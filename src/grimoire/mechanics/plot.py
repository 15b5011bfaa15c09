"""Plot (CR 702.170): a special action from the hand, then a free cast from exile.

CR 702.170a: "Plot [cost]" means "Any time you have priority during your main phase while
the stack is empty, you may exile this card from your hand and pay [cost]. It becomes a
plotted card." CR 702.170b, 116.2k: exiling it is a special action (the
:class:`~grimoire.rules.actions.Plot` action; it doesn't use the stack). The card is exiled
face up.

CR 702.170d: "A plotted card's owner may cast it from exile without paying its mana cost
during their main phase while the stack is empty during any turn after the turn in which it
became plotted" (an instant too: the timing is the plot rule's). The compiler gives a card
with plot an alternative cost of nothing whose ``option`` is :data:`OPTION`
(:func:`grimoire.oracle.keywords.plot_costs`); it is offered only for a plotted card in
exile, and there only it. Additional costs (kicker) may still be paid, and X is 0
(CR 107.3b). A plotted card carries the flags :data:`FLAG` and ``plotted_turn:N`` (plain
data: copied and saved with the object); leaving exile it is a new object, no longer
plotted (CR 400.7).

>>> turn_flag(4)
'plotted_turn:4'
>>> plotted_turn(frozenset({FLAG, turn_flag(4)}))
4
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.errors import IllegalActionError
from grimoire.mechanics.turn_flags import TurnFlag
from grimoire.oracle import ir
from grimoire.rules import casting, costs, hooks, zones
from grimoire.rules.actions import Action, Plot

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

OPTION = "plot"
"""The :attr:`~grimoire.oracle.ir.AlternativeCost.option` of the cast from exile."""
FLAG = "plotted"
"""CR 702.170a: a card that became plotted."""

_TURNS = TurnFlag("plotted_turn:")
turn_flag = _TURNS.flag
"""The flag recording the turn a card became plotted."""
plotted_turn = _TURNS.turn
"""The turn recorded by :func:`turn_flag`, or None."""


def plot_cost(obj: GameObject) -> ir.Cost | None:
    """The cost of ``obj``'s (first) plot ability, or None without one (CR 702.170a)."""
    if "plot" not in obj.info.keywords:
        return None
    for ability in obj.info.card.abilities:
        if isinstance(ability, ir.Keyword) and ability.name == "plot" \
                and ability.cost is not None:
            return ability.cost
    return None


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """CR 702.170d: ``player`` may cast ``obj`` from exile now: a card they own, plotted
    during an earlier turn, in their main phase with the stack empty."""
    if obj.zone != "exile" or obj.owner != player or FLAG not in obj.flags:
        return False
    turn = plotted_turn(obj.flags)
    return turn is not None and game.turn > turn and casting.sorcery_timing(game, player)


def restrict(game: Game, player: int, obj: GameObject,
             alts: list[int | None], permitted: bool) -> list[int | None]:
    """The costs ``obj`` may be cast for: a plotted card from exile only without paying
    its mana cost (CR 702.170d); anywhere else never that way."""
    options = obj.info.card.alternative_costs
    if not any(a.option == OPTION for a in options):
        return alts
    if not permitted and castable(game, player, obj):
        return [i for i in alts if i is not None and options[i].option == OPTION]
    return [i for i in alts if i is None or options[i].option != OPTION]


def problem(game: Game, player: int, oid: int) -> tuple[str, str] | None:
    """Why ``player`` can't plot ``oid`` now (CR 116.2k, 702.170a), or None."""
    obj = game.objects.get(oid)
    cost = plot_cost(obj) if obj is not None else None
    if obj is None or obj.zone != "hand" or obj.owner != player or cost is None:
        return ("only a card with plot in your hand can be plotted", "CR 702.170a")
    pending = game.pending
    if pending is None or pending.kind != "priority" or pending.player != player \
            or not casting.sorcery_timing(game, player):
        return ("a card is plotted only with priority in your main phase while the stack "
                "is empty", "CR 702.170a, 116.2k")
    if costs.mana_plan(game, player, cost.mana.symbols) is None:
        return ("you can't pay its plot cost", "CR 702.170a")
    return None


def options(game: Game, player: int) -> list[Action]:
    """The plot special actions and the casts of plotted cards open to ``player``."""
    out: list[Action] = []
    if "plot" not in game.vocabulary or not casting.sorcery_timing(game, player):
        return out  # no card of this game has plot, or not now (CR 702.170a, 702.170d)
    out.extend(Plot(o) for o in game.players[player].hand
               if "plot" in game.objects[o].info.keywords
               and problem(game, player, o) is None)
    for oid in game.exile:
        obj = game.objects[oid]
        if oid not in game.play_permissions and castable(game, player, obj):
            out.extend(casting.cast_options(game, player, oid))
    return out


def plot(game: Game, player: int, action: Plot) -> None:
    """Take the special action: pay the plot cost, exile the card face up, plotted
    (CR 702.170a). Validates first."""
    found = problem(game, player, action.card)
    if found is not None:
        raise IllegalActionError(found[0], rule=found[1])
    cost = plot_cost(game.objects[action.card])
    assert cost is not None
    costs.pay_mana(game, player, cost.mana.symbols)
    new = zones.move(game, action.card, "exile")
    if new in game.objects:
        game.objects[new].flags = game.objects[new].flags | {FLAG, turn_flag(game.turn)}


hooks.castable_from("exile").add(castable)  # CR 702.170d: a plotted card
hooks.CAST_COSTS.add(restrict)  # CR 702.170d
# CR 116.2k, 702.170a: plotting, plotted casts
hooks.PRIORITY_OPTIONS.add(options, order=22, words=frozenset({"plot"}))
hooks.SPECIAL_ACTIONS[Plot] = plot
