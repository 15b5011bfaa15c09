"""Damage and life (CR 120, 119): dealing damage, gaining and losing life.

Damage to a player makes them lose that much life (CR 120.3a); to a creature it is marked
(120.3e); to a planeswalker it removes loyalty counters (120.3c). From a source with infect
or wither it puts -1/-1 counters on a creature, and infect gives a player poison counters
(120.3b, 120.3d). A source with deathtouch marks the creature for CR 704.5h; a source with
lifelink makes its controller gain that much life (CR 702.15b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import events as ev
from grimoire.rules import hooks, query, zones
from grimoire.rules.counters import add_counters
from grimoire.rules.damage_as_though import damage_keywords
from grimoire.rules.objects import GameObject, Seat, Target
from grimoire.rules.replace import ProposedDamage, ProposedDestroy, ProposedLife, replace
from grimoire.rules.unpreventable import cant_prevent

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def change_life(game: Game, player: int, amount: int, from_damage: bool = False) -> None:
    """Gain (positive) or lose (negative) life (CR 119.3), after replacement effects;
    ``from_damage``: the loss is the result of damage (CR 120.4c: "reduces it to 1
    instead" applies to it)."""
    if amount == 0:
        return
    if amount > 0 and any(barred(game, player) for barred in hooks.LIFE_GAIN_BARRED.in_game(game)):
        return  # CR 119.7: "can't gain life"; no replacement of the gain applies either
    replaced = replace(game, ProposedLife(player, amount, from_damage))
    if replaced is None or replaced.amount == 0:
        return
    player, amount = replaced.player, replaced.amount
    p = game.players[player]
    p.life += amount
    game.emit(ev.LifeChanged(player, amount, p.life))


def destroy(game: Game, oid: int, *, regenerate: bool = True,
            by_rule: bool = False) -> int | None:
    """Destroy a permanent (CR 701.8): indestructible ones aren't (CR 702.12b);
    replacement effects (a regeneration shield, CR 701.15a; umbra armor, CR 702.89a) may
    apply instead. ``regenerate=False``: "It can't be regenerated" (CR 701.15c). Returns
    the new graveyard id, or None if it stayed. ``by_rule``: destroyed by a state-based
    action, not by an effect (CR 704.5g-h, 122.1c)."""
    obj = game.objects[oid]
    if query.has_keyword(game, obj, "indestructible"):
        return None
    if replace(game, ProposedDestroy(oid, regenerate, by_rule)) is None:
        return None
    return zones.move(game, oid, "graveyard")


def deal_damage(game: Game, source: GameObject, target: Target, amount: int,
                combat: bool = False, unpreventable: bool = False) -> int:
    """``source`` deals ``amount`` damage to ``target`` (CR 120.3); returns the damage dealt.
    ``unpreventable``: "The damage can't be prevented" (CR 615.12; also when an effect says
    so of all damage, :func:`grimoire.rules.unpreventable.cant_prevent`)."""
    if source.info.statics:  # CR 614.1a: the source's own replacements apply first ("deals
        for own in hooks.DAMAGE_AMOUNT.funcs:  # that much damage plus the result of a d6")
            amount = own(game, source, amount)
    code = -1 - target.index if isinstance(target, Seat) else target
    # CR 615, 616: prevention (protection, shields) and replacement (Furnace of Rath)
    unpreventable = unpreventable or cant_prevent(game, source, combat)
    replaced = replace(game, ProposedDamage(source.id, code, amount, combat, unpreventable))
    if replaced is None or replaced.amount <= 0:
        return 0
    amount = replaced.amount
    if replaced.target != code:  # CR 614.9: a redirection effect chose another recipient
        target = Seat(-1 - replaced.target) if replaced.target < 0 else replaced.target
    kws = query.keywords(game, source) | damage_keywords(game)  # (CR 120.3b, 120.3d)
    if isinstance(target, Seat):
        if game.players[target.index].lost:
            return 0
        game.emit(ev.DamageDealt(source.id, source.name, -1 - target.index, amount, combat))
        if "infect" in kws:  # CR 120.3b, 702.90b: poison counters instead of life loss
            counters = game.players[target.index].counters
            counters["poison"] = counters.get("poison", 0) + amount
        else:
            change_life(game, target.index, -amount, True)  # CR 120.3a, 120.4c
        if combat:  # toxic's poison counters (CR 702.164c), commander damage (CR 903.10a)
            for dealt in hooks.COMBAT_DAMAGE_TO_PLAYER.in_game(game):
                dealt(game, source, target.index, amount, kws)
        if combat and game.monarch == target.index and source.controller != target.index:
            game.monarch = source.controller  # CR 722.2 (applied at once here)
            game.emit(ev.BecameMonarch(source.controller, target.index))
    else:
        obj = game.objects.get(target)
        if obj is None or obj.zone != "battlefield":
            return 0
        game.emit(ev.DamageDealt(source.id, source.name, obj.id, amount, combat))
        if "planeswalker" in obj.info.types:  # CR 120.3c: removed (a CountersChanged event)
            add_counters(game, obj, "loyalty", -amount)
        if obj.info.is_creature and ("wither" in kws or "infect" in kws):
            # CR 120.3d, 702.80a, 702.90c
            add_counters(game, obj, "-1/-1", amount, by=source.controller)  # (CR 122.6a)
            if "deathtouch" in kws:
                obj.deathtouched = True  # CR 704.5h: any damage from a deathtouch source
        elif obj.info.is_creature:  # CR 120.3e
            obj.damage += amount
            if "deathtouch" in kws:
                obj.deathtouched = True  # CR 704.5h
    if "lifelink" in kws:  # CR 702.15b; one gain per source in a batch (CR 119.10)
        from grimoire.rules.batch import lifelink_gain
        if not lifelink_gain(game, source.id, source.controller, amount):
            change_life(game, source.controller, amount)
    return amount
