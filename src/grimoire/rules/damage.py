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
from grimoire.rules import query
from grimoire.rules.objects import GameObject, Seat, Target

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def change_life(game: Game, player: int, amount: int) -> None:
    """Gain (positive) or lose (negative) life (CR 119.3)."""
    if amount == 0:
        return
    p = game.players[player]
    p.life += amount
    game.emit(ev.LifeChanged(player, amount, p.life))


def _prevent(game: Game, target: Target, amount: int, combat: bool, source: int = 0) -> int:
    """Apply prevention shields (CR 615.1, 615.7: a shield for N prevents the next N); a
    shield naming a source prevents only the damage that source would deal (CR 615.1a)."""
    if not game.prevention or amount <= 0:
        return amount
    code = -1 - target.index if isinstance(target, Seat) else target
    kept: list[tuple[int, int, bool, int]] = []
    for recipient, left, combat_only, from_source in game.prevention:
        if amount > 0 and recipient in (0, code) and (combat or not combat_only) \
                and from_source in (0, source):
            if left < 0:
                amount = 0
                kept.append((recipient, left, combat_only, from_source))
                continue
            used = min(left, amount)
            amount -= used
            if left - used > 0:
                kept.append((recipient, left - used, combat_only, from_source))
            continue
        kept.append((recipient, left, combat_only, from_source))
    game.prevention = tuple(kept)
    return amount


def destroy(game: Game, oid: int) -> int | None:
    """Destroy a permanent (CR 701.8): indestructible ones aren't (CR 702.12b); a
    regeneration shield replaces it (CR 701.15a: tap it, remove all damage, remove it
    from combat). Returns the new graveyard id, or None if it stayed."""
    obj = game.objects[oid]
    if query.has_keyword(game, obj, "indestructible"):
        return None
    from grimoire.rules.umbra_armor import armor_replaces
    if armor_replaces(game, obj):  # CR 702.89a: the Aura is destroyed instead
        return None
    if oid in game.regeneration:
        shields = list(game.regeneration)
        shields.remove(oid)
        game.regeneration = tuple(shields)
        was_tapped, obj.tapped = obj.tapped, True
        if not was_tapped:
            game.emit(ev.Tapped(oid))
        obj.damage = 0
        obj.deathtouched = False
        game.combat.remove(oid)
        return None
    from grimoire.rules import zones
    return zones.move(game, oid, "graveyard")


def deal_damage(game: Game, source: GameObject, target: Target, amount: int,
                combat: bool = False) -> int:
    """``source`` deals ``amount`` damage to ``target`` (CR 120.3); returns the damage dealt."""
    if not isinstance(target, Seat) and target in game.objects \
            and "protection" in game.objects[target].info.keywords:
        from grimoire.rules.protection import prevents_damage
        if prevents_damage(game, source, game.objects[target]):
            return 0  # CR 702.16e
    if source.info.statics:  # CR 614.1a: "deals that much damage plus the result of a d6"
        from grimoire.rules.damage_roll import plus_roll
        amount = plus_roll(game, source, amount)
    amount = _prevent(game, target, amount, combat, source.id)
    if amount <= 0:
        return 0
    kws = query.keywords(game, source)
    if isinstance(target, Seat):
        if game.players[target.index].lost:
            return 0
        game.emit(ev.DamageDealt(source.id, source.name, -1 - target.index, amount, combat))
        if combat and game.commander is not None and source.id in game.commander.ids:
            from grimoire.rules.commander import combat_damage
            combat_damage(game, source.id, target.index, amount)  # CR 903.10a
        if "infect" in kws:  # CR 120.3b, 702.90b: poison counters instead of life loss
            counters = game.players[target.index].counters
            counters["poison"] = counters.get("poison", 0) + amount
        else:
            change_life(game, target.index, -amount)  # CR 120.3a
        if combat and "toxic" in kws:  # CR 702.164c: poison counters besides the damage
            from grimoire.rules.return_keywords import toxic_value
            counters = game.players[target.index].counters
            counters["poison"] = counters.get("poison", 0) + toxic_value(source)
        if combat and game.monarch == target.index and source.controller != target.index:
            game.monarch = source.controller  # CR 722.2 (applied at once here)
    else:
        obj = game.objects.get(target)
        if obj is None or obj.zone != "battlefield":
            return 0
        game.emit(ev.DamageDealt(source.id, source.name, obj.id, amount, combat))
        if "planeswalker" in obj.info.types:  # CR 120.3c: removed (a CountersChanged event)
            from grimoire.effects.basic import add_counters
            add_counters(game, obj, "loyalty", -amount)
        if obj.info.is_creature and ("wither" in kws or "infect" in kws):
            from grimoire.effects.basic import add_counters  # CR 120.3d, 702.80a, 702.90c
            add_counters(game, obj, "-1/-1", amount)
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
