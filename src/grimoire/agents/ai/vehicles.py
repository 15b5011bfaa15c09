"""When the AI crews a Vehicle (CR 702.122), saddles a Mount (CR 702.171) or stations.

Kept simple: only in its own turn before attackers are declared (main phase or beginning
of combat), only a Vehicle or Mount that could then attack (untapped, not summoning sick,
CR 302.6), and only when what attacks is worth more than what the tapped creatures could
have done themselves: a creature that could attack this turn costs its power; one that
couldn't (summoning sick, or it's not the AI's turn to attack) costs almost nothing.

>>> from grimoire.rules.view import PermanentView
>>> bear = PermanentView(1, "Bear", 0, False, 2, 2, 0, (), False, frozenset({"creature"}))
>>> tap_cost(bear), tap_cost(PermanentView(2, "Cub", 0, False, 2, 2, 0, (), True))
(2.0, 0.1)
"""

from __future__ import annotations

from grimoire.agents.ai.board import KEYWORD_BONUS, Board
from grimoire.agents.ai.values import EffectContext, value
from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.view import PermanentView

BEFORE_ATTACKS = ("main1", "beginning_of_combat")
"""Steps of its own turn where crewing or saddling can still lead to an attack."""


def tap_cost(p: PermanentView) -> float:
    """What tapping a creature for a crew or saddle cost gives up: its attack."""
    return max(p.power or 0, 0) * 1.0 if not p.sick else 0.1


def handles(ability: ir.ActivatedAbility) -> bool:
    """Whether :func:`crew_score` values this ability: crew, saddle, station, or "tap
    creatures: this Vehicle becomes an artifact creature" paid only by tapping creatures."""
    effect = ability.effect
    taps_only = not ability.cost.mana.symbols and all(
        isinstance(p, ir.TapPowerCost | ir.TapUntappedCost) for p in ability.cost.parts)
    animates_self = isinstance(effect, ir.BecomeType) and isinstance(effect.what, ir.ThisObject) \
        and "creature" in effect.card_types
    return isinstance(effect, ir.BecomeCrewed | ir.StationCharge) or (animates_self and taps_only)


def crew_score(board: Board, action: ActivateAbility, ability: ir.ActivatedAbility,
               card: ir.CardDefinition) -> float:
    """How much crewing, saddling or stationing with ``action`` is worth now (> 0: do it)."""
    view = board.view
    vehicle = board.perms.get(action.source)
    cost = sum(tap_cost(board.perms[o]) for o in action.costs if o in board.perms)
    if isinstance(ability.effect, ir.StationCharge):
        # charge counters last: station with creatures that can't attack now, or after
        # combat (then a tapped creature only misses blocking, worth less than its attack)
        power = sum(max(board.perms[o].power or 0, 0) for o in action.costs if o in board.perms)
        return 0.3 * power - (0.2 * power if view.step == "main2" else cost)
    if view.active != board.me or view.step not in BEFORE_ATTACKS or vehicle is None \
            or vehicle.tapped or vehicle.sick:
        return 0.0
    effect = ability.effect
    if not isinstance(effect, ir.BecomeCrewed) or effect.role == "crew":
        if "creature" in vehicle.types:
            return 0.0  # already crewed this turn
        bonus = sum(KEYWORD_BONUS.get(k, 0.0) for k in vehicle.keywords)
        return max(vehicle.power or 0, 0) + bonus - cost - 0.5
    if view.step != "main1":
        return 0.0  # saddle only as a sorcery (CR 702.171a)
    if any(o == action.source for o in _saddled(board)):
        return 0.0
    ctx = EffectContext(board, (), 0, action.source)
    gain = sum(value(a.effect, ctx, card) for a in card.abilities
               if isinstance(a, ir.TriggeredAbility) and isinstance(a.trigger, ir.CrewedTrigger)
               and a.trigger.role == "saddle")
    return gain - cost


def _saddled(board: Board) -> list[int]:
    """The AI's permanents that became saddled this turn (from the public event log)."""
    out: list[int] = []
    for event in reversed(board.view.log(0)):
        if isinstance(event, ev.TurnBegan):
            break
        if isinstance(event, ev.BecameCrewed) and event.role == "saddle":
            out.append(event.vehicle)
    return out
