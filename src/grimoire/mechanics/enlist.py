"""Enlist (CR 702.154): "As this creature attacks, you may tap up to one untapped creature you
control that you didn't choose to attack with and that either has haste or has been under
your control continuously since this turn began. When you do, this creature gets +X/+0 until
end of turn, where X is the tapped creature's power."

CR 702.154b: the static ability is an optional cost to attack (CR 508.1g), asked once the
attackers are declared (the kernel's :data:`grimoire.rules.hooks.ATTACK_OPTIONAL_COSTS`): for
each attacking creature with enlist, one yes/no question per creature that could be tapped
(:func:`questions`; ``data`` names it). Saying yes taps it (:func:`answer`) and drops the
other questions about that attacker and about that creature (CR 702.154a: "up to one"; a
tapped creature can't be tapped again), and the linked "When you do" ability triggers
(CR 603.12, 607.2h), put on the stack with the declaration's other triggers. X is read as
it resolves (CR 608.2h: the tapped creature's power then, or as it last existed).

CR 702.154c: a creature can't enlist itself (it attacks). CR 702.154d (several instances on
one creature) is not modelled: keywords are a set, so a creature with enlist is asked once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import attack_costs, hooks, layers, query
from grimoire.rules import events as ev
from grimoire.rules.actions import Decision
from grimoire.rules.triggers import PendingTrigger

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

RULE = "CR 702.154a"
WORDS = frozenset({"enlist"})
BOOST = ir.TriggeredAbility(
    ir.Unimplemented("when you do", "reflexive (CR 603.12)"),
    ir.ModifyPowerToughness(ir.ThisObject(), ir.PowerOf(ir.TriggeringObject()), ir.Fixed(0)),
    text="Enlist")
"""CR 702.154a: "this creature gets +X/+0 until end of turn, where X is the tapped
creature's power" (the tapped creature is the trigger's object)."""


def _has_enlist(game: Game, obj: GameObject) -> bool:
    return "enlist" in layers.characteristics(game, obj).keywords


def _may_enlist(game: Game, player: int, oid: int) -> bool:
    """CR 702.154a: an untapped creature ``player`` controls, not attacking, with haste or
    under their control since the turn began."""
    obj = game.objects.get(oid)
    return obj is not None and obj.zone == "battlefield" and obj.controller == player \
        and not obj.tapped and oid not in game.combat.attackers \
        and query.is_creature(game, obj) \
        and (not obj.sick or query.has_keyword(game, obj, "haste"))


def questions(game: Game) -> list[Decision]:
    """CR 508.1g, 702.154b: for each declared attacker with enlist, one question per
    creature it could enlist, in declaration order."""
    out: list[Decision] = []
    player = game.active
    for oid in game.combat.attackers:
        obj = game.objects.get(oid)
        if obj is None or obj.controller != player or not _has_enlist(game, obj):
            continue
        out.extend(Decision("yes_no", player, prompt=f"enlist {game.objects[c].name} with "
                            f"{obj.name} (tap it: +X/+0, X its power)?", options=(True, False),
                            source=oid, rule=RULE, data=(c,))
                   for c in game.battlefield if _may_enlist(game, player, c))
    return out


def answer(game: Game, decision: Decision, yes: bool) -> None:
    """Tap the chosen creature if the player said so and it still can be; its linked "When
    you do" ability triggers (CR 603.12)."""
    oid, (chosen,) = decision.source, decision.data
    obj = None if oid is None else game.objects.get(oid)
    if not yes or obj is None or obj.zone != "battlefield" \
            or not _may_enlist(game, decision.player, chosen):
        return
    tapped = game.objects[chosen]
    tapped.tapped = True
    game.emit(ev.Tapped(chosen))
    rest = tuple(d for d in attack_costs.OPTIONAL.get(game) or ()
                 if d.rule != RULE or (d.source != oid and d.data != (chosen,)))
    if rest:
        attack_costs.OPTIONAL.set(game, rest)
    else:
        attack_costs.OPTIONAL.clear(game)
    game.pending_triggers.append(PendingTrigger(
        obj.id, decision.player, -1, obj.name, chosen, ability=BOOST))


hooks.ATTACK_OPTIONAL_COSTS.add(questions, words=WORDS, order=60)  # CR 508.1g, 702.154b
hooks.ATTACK_OPTIONAL_ANSWERS[RULE] = answer
