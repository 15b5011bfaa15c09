"""Qualities of objects read by filters: which objects "let a player roll a die" (the quality
of "protection from die rolls"), and which kind of ability an ability on the stack is.

Die rollers: the quality of "protection from die rolls"
(Proper Laboratory Attire's reminder text: "Nothing that lets a player roll a die can
block, target, deal damage to, or attach to equipped creature.").

An object lets a player roll a die if any of its abilities or its spell ability has an
instruction to roll a die (CR 706.1) or the planar die (CR 901.9), rolls to visit
Attractions (CR 701.49), rolls as a cost, or rerolls (CR 706.2b).

>>> from grimoire.oracle import ir
>>> roller = ir.CardDefinition("Roller", abilities=(ir.TriggeredAbility(
...     ir.EntersTrigger(), ir.RollDice(ir.Fixed(1), 6)),))
>>> lets_roll_dice(roller), lets_roll_dice(ir.CardDefinition("Bear"))
(True, False)
"""

from __future__ import annotations

from functools import lru_cache

from grimoire.oracle import ir
from grimoire.rules.objects import GameObject

_ROLLING: tuple[type, ...] = tuple(
    t for t in (getattr(ir, name, None) for name in (
        "RollDice", "RollPlanarDie", "RollToVisit", "RollCost", "RollAgain", "RerollStored",
        "RerollAnyDie", "EntersWithRolledBase"))
    if isinstance(t, type)
)


@lru_cache(maxsize=4096)
def lets_roll_dice(card: ir.CardDefinition) -> bool:
    """Whether the card's abilities or spell roll (or reroll) a die."""
    return any(isinstance(node, _ROLLING) for node in ir.iter_nodes(card))


def ability_kind(obj: GameObject) -> str | None:
    """ "activated" or "triggered" for an ability on the stack (CR 113.3b-c: by the ability
    of its source it was put there from; one with no printed ability, a reflexive or delayed
    trigger, is triggered), None for anything else."""
    if obj.kind != "ability" or obj.stack is None:
        return None
    abilities = obj.info.card.abilities
    index = obj.stack.ability
    if 0 <= index < len(abilities) and isinstance(abilities[index], ir.ActivatedAbility):
        return "activated"
    return "triggered"
