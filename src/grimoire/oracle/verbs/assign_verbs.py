"""The verb "assign": "~ assigns no combat damage this turn", "you may have it assign no
combat damage this turn" (CR 510.1a: each attacking and blocking creature assigns combat
damage equal to its power; this creature assigns none this turn).

It is a combat rule of the turn on the creatures named as the instruction is carried out
(:class:`~grimoire.oracle.ir.CombatRestriction` with ``no_combat_damage``, read by
:func:`grimoire.rules.combat.damage_amount`; it ends with the turn like any other).

>>> from grimoire.oracle.ir import ThisObject
>>> VERBS["assign"](ThisObject(), "no combat damage this turn", Context()).rule
'no_combat_damage'
"""

from __future__ import annotations

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import CombatRestriction, Effect
from grimoire.oracle.verbs.registry import VERBS, Subject, as_object, verb

__all__ = ["VERBS"]


@verb("assign")
def _assign(subject: Subject, rest: str, ctx: Context) -> Effect:
    if rest != "no combat damage this turn":
        raise ParseFailure(rest, "assign what")
    return CombatRestriction(as_object(subject), "no_combat_damage")
