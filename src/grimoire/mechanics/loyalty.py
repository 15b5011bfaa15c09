"""Loyalty abilities and loyalty counters (CR 606, 209, 306.5).

* A loyalty ability is an activated ability with a loyalty symbol in its cost (CR 606.2).
  Its controller may activate it only with priority, in a main phase of their turn with an
  empty stack, and only if no loyalty ability of that permanent was activated this turn
  (CR 606.3); effects may allow more activations ("you may activate ~'s loyalty ability two
  more times this turn"), recorded per permanent and per turn.
* Its cost puts on or removes loyalty counters (CR 606.4, 107.7); a negative cost can't be
  paid with fewer counters than it removes (CR 606.6); "[−X]" lets X be 0..its loyalty.
* A planeswalker enters with its printed loyalty in loyalty counters (CR 306.5b).

The per-turn record is kept by :data:`USES` (in ``game.states``): a tuple of ``(turn,
permanent id, activations, extra allowance)`` — plain immutable data, so copies and saves
keep it.

>>> from grimoire.oracle import ir
>>> draw = ir.DrawCards(ir.Fixed(1))
>>> loyalty_part(ir.ActivatedAbility(ir.Cost(parts=(ir.LoyaltyCost(-2),)), draw))
LoyaltyCost(amount=-2, minus_x=False)
>>> loyalty_part(ir.ActivatedAbility(ir.Cost(), draw)) is None
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import damage, hooks
from grimoire.rules.actions import Choose
from grimoire.rules.actions import Decision as Ask
from grimoire.rules.costs import phyrexian_paid_with_life
from grimoire.rules.counters import add_counters
from grimoire.rules.objects import Seat
from grimoire.rules.registry import resolves
from grimoire.rules.values import amount_value, lki, objects

if TYPE_CHECKING:
    from grimoire.rules.actions import Action, Decision
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

MAIN_STEPS = ("main1", "main2")

USES: hooks.StateKey[tuple[tuple[int, int, int, int], ...]] = hooks.StateKey("loyalty")
"""This turn's loyalty activations: (turn, permanent id, activations, extra allowance)."""


def loyalty_part(ability: ir.ActivatedAbility) -> ir.LoyaltyCost | None:
    """The loyalty symbol of a loyalty ability's cost (CR 606.2), or None."""
    for part in ability.cost.parts:
        if isinstance(part, ir.LoyaltyCost):
            return part
    return None


def _record(game: Game, oid: int) -> tuple[int, int]:
    """(activations, extra allowance) of ``oid``'s loyalty abilities this turn."""
    for turn, who, used, extra in USES.get(game) or ():
        if turn == game.turn and who == oid:
            return used, extra
    return 0, 0


def _store(game: Game, oid: int, used: int, extra: int) -> None:
    kept = tuple(e for e in USES.get(game) or () if e[0] == game.turn and e[1] != oid)
    USES.set(game, (*kept, (game.turn, oid, used, extra)))


def activations_left(game: Game, oid: int) -> int:
    """How many more times the loyalty abilities of ``oid`` may be activated this turn:
    once (CR 606.3), plus what effects allowed."""
    used, extra = _record(game, oid)
    return max(0, 1 + extra - used)


def allow_more(game: Game, oid: int, count: int) -> None:
    """An effect lets ``oid``'s loyalty abilities be activated ``count`` more times this turn."""
    used, extra = _record(game, oid)
    _store(game, oid, used, extra + count)


def problem(game: Game, player: int, obj: GameObject,
            ability: ir.ActivatedAbility) -> tuple[str, str] | None:
    """Why ``player`` can't activate this loyalty ability of ``obj`` now, or None (also None
    for an ability that is not a loyalty ability)."""
    part = loyalty_part(ability)
    if part is None:
        return None
    if obj.zone != "battlefield" or obj.controller != player:
        return ("only the controller of a permanent activates its loyalty abilities",
                "CR 606.3")
    if player != game.active or game.step not in MAIN_STEPS or game.stack:
        return ("loyalty abilities: only in a main phase of your turn with an empty stack",
                "CR 606.3")
    if activations_left(game, obj.id) <= 0:
        return ("a loyalty ability of this permanent was already activated this turn",
                "CR 606.3")
    if part.amount is not None and part.amount < 0 and obj.counter("loyalty") < -part.amount:
        return (f"it has {obj.counter('loyalty')} loyalty counters; the cost removes "
                f"{-part.amount}", "CR 606.6")
    return None


def x_values(obj: GameObject, ability: ir.ActivatedAbility) -> range | None:
    """The legal X of a "[−X]" ability: 0 up to its loyalty (CR 606.6, 107.3); None if the
    ability has no "[−X]"."""
    part = loyalty_part(ability)
    if part is None or not part.minus_x:
        return None
    return range(0, obj.counter("loyalty") + 1)


def payable(obj: GameObject | None, part: ir.LoyaltyCost) -> bool:
    """Whether the loyalty cost can be paid from ``obj`` (CR 606.6)."""
    if obj is None or obj.zone != "battlefield":
        return False
    return part.amount is None or part.amount >= 0 or obj.counter("loyalty") >= -part.amount


def pay(game: Game, source: int, part: ir.LoyaltyCost, x: int) -> None:
    """Pay a loyalty cost (CR 606.4, 107.7) and record the activation (CR 606.3)."""
    obj = game.objects[source]
    delta = -x if part.minus_x else (part.amount or 0)
    if delta:  # a cost, not an effect (Doubling Season's ruling)
        add_counters(game, obj, "loyalty", delta, by_effect=False)
    used, extra = _record(game, source)
    _store(game, source, used + 1, extra)


def entering(game: Game, obj: GameObject, *, emit: bool = True,
             came_from: GameObject | None = None) -> None:
    """CR 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty
    (``emit=False``: placed by a position, no event). CR 702.150a: with Compleated, two fewer
    for each Phyrexian mana symbol of the spell ``came_from`` paid with life."""
    loyalty = obj.info.card.loyalty
    if "planeswalker" not in obj.info.types or not loyalty or loyalty <= 0:
        return
    if "compleated" in obj.info.keywords and came_from is not None \
            and came_from.zone == "stack":
        loyalty -= 2 * phyrexian_paid_with_life(came_from)
        if loyalty <= 0:
            return
    if not emit:
        obj.counters = {**(obj.counters or {}), "loyalty": loyalty}
        return
    add_counters(game, obj, "loyalty", loyalty)


@resolves(ir.ExtraLoyaltyActivations)
def _extra_activations(game: Game, res: Resolution, node: ir.ExtraLoyaltyActivations,
                       answer: Action | None) -> None:
    """ "You may activate ~'s loyalty ability N more times this turn" (CR 606.3): a
    permission for the source, if it is still on the battlefield."""
    source = game.objects.get(res.source)
    if source is not None and source.zone == "battlefield":
        allow_more(game, source.id, node.count)


@resolves(ir.DamageChosenRecipient)
def _damage_chosen(game: Game, res: Resolution, node: ir.DamageChosenRecipient,
                   answer: Action | None) -> Decision | None:
    """ "~ deals N damage to a creature or player" (Comet's table row): the controller
    chooses the recipient as the effect resolves, without targeting (CR 608.2d)."""
    if answer is None:
        options: tuple[object, ...] = (
            *(oid for oid in game.battlefield if game.objects[oid].info.is_creature),
            *(Seat(p) for p, player in enumerate(game.players) if not player.lost))
        return Ask(kind="choose_objects", player=res.you, prompt="choose a creature or "
                        "player to deal damage to", options=options, source=res.source,
                        rule="CR 608.2d")
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    found = objects(game, res, node.source)
    source = game.objects[found[0]] if found else lki(game, res.source)
    amount = amount_value(game, res, node.amount, res.you)
    recipient = answer.value[0]
    dealt = 0
    if source is not None and (isinstance(recipient, Seat) or recipient in game.objects):
        dealt = damage.deal_damage(game, source, recipient, amount)
    res.did = dealt > 0
    return None


def commander_eligible(card: ir.CardDefinition) -> bool:
    """Whether ``card`` may be a deck's commander (CR 903.3): a legendary creature card, or a
    card with "~ can be your commander" (CR 903.3a, a deck-construction rule that functions
    before the game begins, CR 113.6n).

    >>> commander_eligible(ir.CardDefinition("P", card_types=("planeswalker",),
    ...     supertypes=("legendary",), abilities=(ir.StaticAbility(ir.CanBeCommander()),)))
    True
    >>> commander_eligible(ir.CardDefinition("Q", card_types=("planeswalker",),
    ...     supertypes=("legendary",)))
    False
    """
    if "legendary" in card.supertypes and "creature" in card.card_types:
        return True
    return any(isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.CanBeCommander)
               for a in card.abilities)


def _entered_with(game: Game, obj: GameObject, came_from: GameObject | None) -> None:
    entering(game, obj, came_from=came_from)  # CR 306.5b, 702.150a


def _placed(game: Game, obj: GameObject) -> None:
    if "loyalty" not in (obj.counters or {}):  # CR 306.5b, unless the position says
        entering(game, obj, emit=False)


def _problem(game: Game, player: int, obj: GameObject, ability: ir.ActivatedAbility,
             roll_window: bool) -> tuple[str, str] | None:
    return problem(game, player, obj, ability)  # CR 606.3, 606.6


hooks.ENTERED_WITH.add(_entered_with, order=10)
hooks.PLACED.add(_placed)
_WORDS = frozenset({"LoyaltyCost"})  # (a game with no loyalty ability: not asked)
hooks.ACTIVATION_PROBLEM.add(_problem, words=_WORDS)
hooks.ACTIVATION_X.add(x_values, words=_WORDS)  # CR 606.6: "[-X]"


def _options(game: Game, player: int, part: ir.LoyaltyCost,
             source: int | None) -> list[tuple[int, ...]] | None:
    src = game.objects.get(source) if source is not None else None
    return [()] if payable(src, part) else None  # CR 606.4, 606.6


def _pay(game: Game, part: ir.LoyaltyCost, chosen: list[int], source: int | None,
         x: int) -> list[int]:
    assert source is not None
    pay(game, source, part, x)  # CR 606.4: put on or remove loyalty counters
    return chosen


hooks.COST_PARTS[ir.LoyaltyCost] = hooks.CostPart(_options, _pay)
