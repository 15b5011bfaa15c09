"""Protection (CR 702.16): "DEBT" — damage, enchanting/equipping, blocking, targeting.

A permanent with "protection from [quality]" (CR 702.16a):

* can't be targeted by spells with the quality, nor by abilities from sources with it
  (CR 702.16b);
* can't be enchanted by Auras, nor equipped/fortified by Equipment/Fortifications, with
  the quality; such attachments leave as a state-based action (CR 702.16c-d, 704.5m-n);
* can't be blocked, when attacking, by creatures with the quality (CR 702.16f);
* has all damage from sources with the quality prevented (CR 702.16e).

The quality is the compiled keyword's :class:`~grimoire.oracle.ir.ObjectFilter`
("protection from multicolored" → ``ObjectFilter(multicolored=True)``; "from everything"
→ the empty filter, which every object matches, CR 702.16j).

>>> from grimoire.rules.testing import vanilla_pool
>>> from grimoire.rules.game import Game
>>> from grimoire.rules.position import Position, PlayerSpec, PermanentSpec
>>> serpent = ir.CardDefinition("Serpent", card_types=("creature",), power=2, toughness=2,
...     abilities=(ir.Keyword("protection", filter=ir.ObjectFilter(multicolored=True)),))
>>> gold = ir.CardDefinition("Gold", card_types=("creature",), colors=("W", "U"),
...                          power=1, toughness=1)
>>> game = Game.from_position(Position(players=(
...     PlayerSpec(battlefield=(PermanentSpec("Serpent"),)),
...     PlayerSpec(battlefield=(PermanentSpec("Gold"),)))), vanilla_pool().add(serpent, gold))
>>> s, g = sorted(game.battlefield)
>>> protected_from(game, game.objects[s], game.objects[g])
True
>>> protected_from(game, game.objects[g], game.objects[s])
False
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, query, zones
from grimoire.rules.objects import GameObject

if TYPE_CHECKING:
    from grimoire.rules.game import Game


def qualities(obj: GameObject) -> tuple[ir.ObjectFilter, ...]:
    """The qualities ``obj``'s printed protection abilities name (CR 702.16a, 702.16g:
    "from A and from B" is two abilities, one filter each as compiled)."""
    if "protection" not in obj.info.keywords:
        return ()
    return tuple(a.filter if a.filter is not None else ir.ObjectFilter()
                 for a in obj.info.card.abilities
                 if isinstance(a, ir.Keyword) and a.name.lower() == "protection")


def protected_from(game: Game, obj: GameObject, source: GameObject | None) -> bool:
    """Whether ``obj`` has protection from ``source`` (a spell, an ability's source, a
    creature, an Aura...). The quality is checked against the source's current
    characteristics (its last known information if it left its zone, CR 608.2h)."""
    if source is None:
        return False
    found = qualities(obj)
    if not found:
        return False
    # The quality is about the source's characteristics, not about who controls it from
    # the protected permanent's point of view: match as the source's controller.
    return any(query.matches(game, source, flt, source.controller, None) for flt in found)


def source_object(game: Game, source: int | None) -> GameObject | None:
    """The object whose characteristics count for a source id (or its last known
    information), or None."""
    if source is None:
        return None
    return game.objects.get(source) or game.last_known.get(source)


def can_target(game: Game, obj: GameObject, source: int | None) -> bool:
    """CR 702.16b: False if ``obj`` is a permanent with protection from the source."""
    if obj.zone != "battlefield" or "protection" not in obj.info.keywords:
        return True
    return not protected_from(game, obj, source_object(game, source))


def prevents_damage(game: Game, source: GameObject, target: GameObject) -> bool:
    """CR 702.16e: damage from a source with the quality to the permanent is prevented."""
    return "protection" in target.info.keywords and protected_from(game, target, source)


def can_block(game: Game, blocker: GameObject, attacker: GameObject) -> bool:
    """CR 702.16f: an attacker with protection can't be blocked by creatures with the
    quality."""
    return "protection" not in attacker.info.keywords or not protected_from(
        game, attacker, blocker)


def fix_attachments(game: Game, ids: list[int]) -> None:
    """Auras go to their owners' graveyards; Equipment and Fortifications become
    unattached and stay on the battlefield (CR 702.16c-d)."""
    for oid in ids:
        obj = game.objects.get(oid)
        if obj is None:
            continue
        if "Aura" in obj.info.subtypes:
            if any(kept(game, obj) for kept in hooks.AURA_UNATTACHED.funcs):
                continue  # a bestowed Aura becomes a creature (CR 702.103f)
            zones.move(game, oid, "graveyard")
        else:
            before, obj.attached_to = obj.attached_to, None
            if before is not None and before >= 0:  # (CR 704.5n-p)
                game.emit(ev.BecameUnattached(oid, before))
