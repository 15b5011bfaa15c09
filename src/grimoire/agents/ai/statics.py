"""What an Aura or Equipment is worth on a given host, read from its compiled static abilities.

Each static ability that applies to the object it is attached to (``attached_to_source``
filters: "enchanted creature", "equipped creature", CR 301.5, 303.4) gets a *benefit* for
the host's controller: positive for a boon (+N/+M, keywords, "can't be blocked"), negative
for a drawback ("can't attack or block", -N/-M, "doesn't untap"). Who gains is decided by
whose the host is: a boon on our creature or a drawback on theirs is good for us. Nothing
here reads a card's name.

>>> from grimoire.oracle import ir
>>> from grimoire.rules.view import PermanentView
>>> bear = PermanentView(1, "Bear", 0, False, 2, 2, 0, (), False, frozenset({"creature"}))
>>> attached = ir.ObjectFilter(types_any=("creature",), attached_to_source=True)
>>> benefit(ir.PowerToughnessBoost(attached, 2, 2, ("flying",)), bear)
5.6
>>> benefit(ir.CombatRestrictionStatic("cant_attack_or_block", attached), bear)
-3.2
"""

from __future__ import annotations

from dataclasses import replace

from grimoire.agents.ai.board import Board, creature_value, permanent_value
from grimoire.agents.ai.values import EffectContext, amount
from grimoire.oracle import ir
from grimoire.rules.objects import Seat, Target
from grimoire.rules.view import PermanentView

RESTRICTION_WEIGHT = {"cant_attack_or_block": 0.8, "must_attack": 0.1, "must_block": 0.1,
                      "must_be_blocked": 0.1, "cant_attack_or_block_alone": 0.2}
"""Combat restrictions whose cost is a share of the creature's whole worth (CR 508.1c,
509.1b); the others are valued from its power or toughness below."""


def _on_host(f: ir.ObjectFilter | None) -> bool:
    return f is not None and f.attached_to_source


def _boost(p: PermanentView, power: int, toughness: int, keywords: tuple[str, ...]) -> float:
    """The change in the host's worth from +power/+toughness and keywords (CR 613.4c);
    toughness dropping to 0 or less is the creature dying (CR 704.5f)."""
    if p.power is None or p.toughness is None:
        return 0.0
    if p.toughness - p.damage + toughness <= 0:
        return -permanent_value(p)
    after = replace(p, power=p.power + power, toughness=p.toughness + toughness,
                    keywords=p.keywords | frozenset(keywords))
    gain = creature_value(after) - creature_value(p)
    if gain > 0:  # a boon is worth more on a creature that can use it now
        gain *= 0.9 if p.sick else 1.0
        gain += 0.05 * max(p.power, 0) + (0.3 if {"flying", "trample"} & p.keywords else 0.0)
    return gain


def benefit(effect: ir.StaticEffect, p: PermanentView, x: int = 1) -> float:
    """How much ``effect`` helps the controller of ``p`` when its source is attached to
    ``p`` (negative: a drawback). Effects on other objects count 0 here."""
    power = max(p.power or 0, 0)
    match effect:
        case ir.PowerToughnessBoost(f, dp, dt, kws) if _on_host(f):
            return _boost(p, dp, dt, kws)
        case ir.DynamicBoost(f, dp, dt) if _on_host(f):
            ctx = EffectContext(None, (), x)  # type: ignore[arg-type]
            return _boost(p, amount(dp, ctx), amount(dt, ctx), ())
        case ir.CombatRestrictionStatic(rule, f, _) if _on_host(f) and p.power is not None:
            if rule in RESTRICTION_WEIGHT:
                return -RESTRICTION_WEIGHT[rule] * creature_value(p)
            if rule == "cant_attack":
                return -(power + 0.3)
            if rule == "cant_block":
                return -0.5 * max((p.toughness or 0) - p.damage, 0)
            if rule in ("cant_be_blocked", "cant_be_blocked_by", "max_one_blocker"):
                return power * (1.0 if rule == "cant_be_blocked" else 0.4)
            return 0.0
        case ir.DoesntUntapStatic(f) if _on_host(f):
            return -0.6 * permanent_value(p)  # CR 502.3
        case ir.GrantAbilities(f, abilities) if _on_host(f):
            return 0.5 * len(abilities)
        case ir.ConditionalStatic(_, inner):
            return 0.5 * benefit(inner, p, x)
    return 0.0


def attach_value(card: ir.CardDefinition, host: Target | None, board: Board) -> float:
    """What attaching ``card`` (an Aura or Equipment) to ``host`` is worth to the AI:
    the benefit of its statics to the host's controller, counted for us when the host is
    ours and against us when it is theirs; control-changing Auras (CR 613.1b) gain the
    host. ``host=None`` (unattached) is 0."""
    if host is None or isinstance(host, Seat):
        return 0.0
    p = board.perms.get(host)
    if p is None:
        return 0.0
    statics = [a.effect for a in card.abilities if isinstance(a, ir.StaticAbility)]
    total = 0.0
    ours = p.controller == board.me
    if not ours and any(isinstance(e, ir.ControlAttached) for e in statics):
        total += 2.0 * permanent_value(p)  # it stops being theirs and becomes ours
        ours = True
    sign = 1.0 if ours else -1.0
    return total + sum(sign * benefit(e, p) for e in statics)


def is_aura(card: ir.CardDefinition) -> bool:
    """An Aura (it has Enchant, CR 303.4a, 702.5a)."""
    return any(isinstance(a, ir.Keyword) and a.name == "enchant" for a in card.abilities)


__all__ = ["attach_value", "benefit", "is_aura"]
