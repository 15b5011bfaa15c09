"""Attachments: Auras (CR 303.4, 702.5), Equipment (CR 301.5, 702.6) and Fortifications.

What may be attached to what, in one place, used by every path that attaches:

* an Aura spell targets what its enchant ability allows (CR 303.4a, 702.5a-d) and enters
  attached to that target (:func:`entering`); if the target is illegal on resolution the
  spell doesn't resolve (CR 608.3b, see ``turn.resolve_top``);
* an Aura put onto the battlefield any other way enchants what its controller chooses as it
  enters, without targeting (CR 303.4f); with nothing legal it stays where it was
  (CR 303.4g) — :func:`choose_hosts` asks, the putting effect moves;
* "attach" effects (the equip ability, CR 702.6a) move an attachment only onto something it
  can legally be attached to (CR 701.3a-b), with a new timestamp (CR 701.3c);
* state-based actions: an Aura attached illegally or to nothing goes to its owner's
  graveyard (CR 704.5m, 303.4c-d); an Equipment or Fortification attached illegally or to
  a player becomes unattached (CR 704.5n, 301.5c); anything else attached becomes
  unattached (CR 704.5p). Protection (CR 702.16c-d) is one of the reasons, decided by
  :mod:`grimoire.rules.protection`.

A player as an attachment host is encoded as ``-1 - seat`` in ``GameObject.attached_to``.

>>> from grimoire.rules.testing import vanilla_pool
>>> from grimoire.rules.game import Game
>>> from grimoire.rules.position import Position, PlayerSpec, PermanentSpec
>>> aura = ir.CardDefinition("Test Aura", card_types=("enchantment",), subtypes=("Aura",),
...     abilities=(ir.Keyword("enchant", filter=ir.ObjectFilter(types_any=("creature",))),))
>>> game = Game.from_position(Position(players=(
...     PlayerSpec(hand=("Test Aura",), battlefield=(PermanentSpec("Grizzly Bears"),
...                                                  PermanentSpec("Forest"))),
...     PlayerSpec())), vanilla_pool().add(aura))
>>> card = next(o for o in game.objects.values() if o.name == "Test Aura")
>>> bears, forest = sorted(game.battlefield)
>>> can_attach(game, card, bears), can_attach(game, card, forest)
(True, False)
>>> aura_specs(card)[0].filter.types_any
('creature',)
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import layers, query
from grimoire.rules.actions import Choose, Decision
from grimoire.rules.objects import GameObject, Seat, Target
from grimoire.rules.protection import fix_attachments, protected_from, qualities
from grimoire.rules.world_inputs import plain_filter

if TYPE_CHECKING:
    from grimoire.rules.cardinfo import CardInfo
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution

ATTACHMENT_SUBTYPES = frozenset({"Aura", "Equipment", "Fortification"})


def is_aura(info: CardInfo) -> bool:
    """Whether the object is an Aura (CR 303.4)."""
    return "Aura" in info.subtypes


def enchant_abilities(info: CardInfo) -> tuple[ir.Keyword, ...]:
    """The object's enchant abilities (CR 702.5a; several all apply, CR 702.5c)."""
    if "enchant" not in info.keywords:
        return ()
    return tuple(a for a in info.card.abilities
                 if isinstance(a, ir.Keyword) and a.name.lower() == "enchant")


def aura_specs(obj: GameObject) -> tuple[ir.TargetSpec, ...]:
    """CR 303.4a, 702.5a: the target an Aura spell requires, defined by its enchant
    ability (a player for "enchant player"/"enchant opponent", CR 702.5d); () for a
    non-Aura or an Aura without enchant. Further enchant abilities narrow what is legal
    (CR 702.5c): :func:`can_attach` checks them all when it resolves and afterwards."""
    return info_specs(obj.info)


def info_specs(info: CardInfo) -> tuple[ir.TargetSpec, ...]:
    """:func:`aura_specs` of a spell with the characteristics ``info`` (what a bestowed
    spell will be, CR 702.103b)."""
    if not is_aura(info):
        return ()
    found = enchant_abilities(info)
    if not found:
        return ()
    first = found[0]
    if first.players:
        who = first.filter.controller if first.filter is not None else "any"
        return (ir.TargetSpec("player", player_filter=who),)
    flt = first.filter if first.filter is not None else ir.ObjectFilter()
    return (ir.TargetSpec("object", replace(flt, zone="battlefield")),)


def _player_code(target: Target) -> int | None:
    if isinstance(target, Seat):
        return -1 - target.index
    return target


def _can_enchant(game: Game, aura: GameObject, host: int, controller: int) -> bool:
    if aura.info.is_creature:
        return False  # CR 303.4d: an Aura that's also a creature can't enchant anything
    found = enchant_abilities(aura.info)
    if not found:
        return False
    if host < 0:  # a player (CR 702.5d)
        seat = -1 - host
        if not 0 <= seat < len(game.players) or game.players[seat].lost:
            return False  # CR 303.4c: the player left the game
        for k in found:
            who = k.filter.controller if k.filter is not None else "any"
            if not k.players or (who != "any" and (seat == controller) != (who == "you")):
                return False
        return True
    target = game.objects.get(host)
    if target is None or target.zone != "battlefield" or host == aura.id:
        return False  # CR 303.4c-d: gone, or itself
    for k in found:  # CR 702.5c: every enchant ability applies
        if k.players or not query.matches(game, target, k.filter or ir.ObjectFilter(),
                                          controller, aura.id):
            return False
    return not _protected(game, target, aura) and not _refuses(game, target, "Aura")


def _refuses(game: Game, host: GameObject, kind: str) -> bool:
    """Whether ``host`` has "can't be equipped" / "can't be enchanted" (``kind``
    "Equipment" / "Aura"), printed or granted (CR 613.1f): such an attachment doesn't move
    onto it (CR 301.5b, 303.4d) and leaves it as a state-based action (CR 704.5m-n)."""
    return any(isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.CantBeAttached)
               and a.effect.kind == kind
               for a in layers.characteristics(game, host).abilities)


def _protected(game: Game, host: GameObject, attachment: GameObject) -> bool:
    """CR 702.16c-d: a permanent with protection from the attachment can't have it."""
    if "protection" not in host.info.keywords:
        return False
    return protected_from(game, host, attachment)


def _can_equip(game: Game, thing: GameObject, host: int, kind: str) -> bool:
    if host < 0:
        return False  # CR 704.5n: never attached to a player
    target = game.objects.get(host)
    if target is None or target.zone != "battlefield" or host == thing.id:
        return False  # CR 301.5c: nonexistent, or itself
    if kind == "Equipment":
        # CR 301.5c: equips creatures only; an Equipment that's also a creature can't equip
        # (unless it has reconfigure).
        if not target.info.is_creature:
            return False
        if thing.info.is_creature and "reconfigure" not in thing.info.keywords:
            return False
    elif not target.info.is_land or thing.info.is_creature:
        return False  # CR 301.6: a Fortification fortifies lands, and not as a creature
    return not _protected(game, target, thing) and not _refuses(game, target, kind)


def can_attach(game: Game, thing: GameObject, host: int | Target,
               controller: int | None = None) -> bool:
    """Whether ``thing`` could legally be attached to ``host`` (an object id, a
    :class:`Seat` or a ``-1 - seat`` code) now (CR 701.3a, 303.4, 301.5c).
    ``controller`` is who controls (or will control) ``thing``: its controller by default.
    """
    code = _player_code(host)
    if code is None:
        return False
    who = thing.controller if controller is None else controller
    subtypes = thing.info.subtypes
    if "Aura" in subtypes:
        return _can_enchant(game, thing, code, who)
    if "Equipment" in subtypes:
        return _can_equip(game, thing, code, "Equipment")
    if "Fortification" in subtypes:
        return _can_equip(game, thing, code, "Fortification")
    return False  # CR 701.3b, 704.5p: nothing else can be attached


def host_options(game: Game, thing: GameObject, controller: int) -> list[Target]:
    """Everything ``thing`` could be attached to as it enters under ``controller``'s
    control (CR 303.4f): players as :class:`Seat`, permanents as ids."""
    out: list[Target] = [Seat(p.index) for p in game.players
                         if can_attach(game, thing, -1 - p.index, controller)]
    out.extend(oid for oid in game.battlefield if can_attach(game, thing, oid, controller))
    return out


def entering(game: Game, old: GameObject, new: GameObject, attach_to: int | None) -> None:
    """Called by ``zones.move`` as ``new`` enters the battlefield (before the event).

    ``attach_to`` is what the putting effect (or the CR 303.4f choice) attaches it to;
    otherwise an Aura spell enters attached to its target (CR 303.4a, 608.3). An
    Equipment that can't legally equip it enters unattached (CR 301.5e); an Aura
    attached to nothing is put into the graveyard as a state-based action (CR 704.5m).
    """
    host: int | None = attach_to
    if host is None and old.zone == "stack" and is_aura(new.info) and old.stack is not None:
        chosen = old.stack.targets
        if chosen and chosen[0]:
            host = _player_code(chosen[0][0])
    if host is not None and can_attach(game, new, host):
        new.attached_to = host


def illegal_attachments(game: Game, candidates: list[int]) -> list[int]:
    """CR 704.5m-n, 704.5p, 303.4c-d, 301.5c: those of the ``candidates`` (permanents that
    are attached to something, and unattached Auras) whose attachment is illegal.

    Asked at every state-based check, and the answer for an attachment and a permanent
    host reads only what the layers' world holds when its enchant abilities and the
    host's protection qualities are plain filters (:func:`_settled_inputs`): their
    characteristics, controllers and counters (CR 613). So it is kept with that world
    (:func:`grimoire.rules.layers.world`, a new dict whenever those may have changed), for
    the same card data and controllers of both."""
    out: list[int] = []
    objects = game.objects
    memo = _memo(game) if layers.relevant(game) else None
    for oid in candidates:
        obj = objects[oid]
        host = obj.attached_to
        if host is None:
            if is_aura(obj.info):
                out.append(oid)  # CR 704.5m: an Aura not attached to anything
            continue
        target = objects.get(host) if memo is not None and host >= 0 else None
        if target is None:
            if not can_attach(game, obj, host):
                out.append(oid)
            continue
        assert memo is not None
        hit = memo.get((oid, host))
        if hit is not None and hit[0] is obj.info and hit[1] is target.info \
                and hit[2] == obj.controller and hit[3] == target.controller:
            legal = hit[4]
        else:
            legal = can_attach(game, obj, host)
            if _settled_inputs(obj, target):
                memo[(oid, host)] = (obj.info, target.info, obj.controller, target.controller,
                                     legal)
        if not legal:
            out.append(oid)
    return out


_SETTLED: list[Any] = [None, {}]
"""The world :func:`illegal_attachments`' answers were computed in, and those answers:
(attachment, host) -> (the attachment's card data, the host's, their controllers, legal)."""

_UNSETTLED_FIELDS = ("attached_to_source", "attached_to_this")
"""Plain filter fields that read attachments (:func:`_settled_inputs` leaves them out)."""


def _memo(game: Game) -> dict[tuple[int, int], tuple[Any, ...]]:
    """The answers kept for ``game``'s current world (a new, empty memo for a new world)."""
    current = layers.world(game)
    if _SETTLED[0] is not current:
        _SETTLED[0], _SETTLED[1] = current, {}
    memo: dict[tuple[int, int], tuple[Any, ...]] = _SETTLED[1]
    return memo


def _settled_inputs(thing: GameObject, host: GameObject) -> bool:
    """Whether :func:`can_attach` for ``thing`` on the permanent ``host`` reads only the
    world's inputs (:mod:`grimoire.rules.world_inputs`): every enchant ability's filter
    and every protection quality of the host is plain and reads no attachment."""
    filters = [k.filter for k in enchant_abilities(thing.info) if k.filter is not None]
    filters.extend(qualities(host))
    return all(plain_filter(f) and all(getattr(f, name) == _PLAIN_DEFAULTS[name]
                                       for name in _UNSETTLED_FIELDS) for f in filters)


_PLAIN_DEFAULTS = {f.name: f.default for f in fields(ir.ObjectFilter)
                   if f.name in _UNSETTLED_FIELDS}


def fix(game: Game, ids: list[int]) -> None:
    """Apply CR 704.5m-n/p to ``ids``: Auras go to their owners' graveyards; everything
    else becomes unattached and stays on the battlefield."""
    fix_attachments(game, ids)


def attach(game: Game, thing: int, host: int) -> bool:
    """Attach ``thing`` to ``host`` (CR 701.3a); whether it moved. It doesn't move onto
    something it can't be attached to (CR 701.3b, 303.4j, 301.5b); attaching to what it is
    already attached to does nothing (CR 701.3b); otherwise it gets a new timestamp
    (CR 701.3c)."""
    obj = game.objects.get(thing)
    if obj is None or obj.zone != "battlefield" or obj.attached_to == host:
        return False
    if not can_attach(game, obj, host):
        return False
    before, obj.attached_to = obj.attached_to, host
    if before is not None and before >= 0:  # moved off a permanent (CR 701.3a, 701.3d)
        game.emit(ev.BecameUnattached(thing, before))
    game.timestamp += 1
    obj.timestamp = game.timestamp
    game.version += 1  # what "equipped creature" / "enchanted creature" is changed (CR 613)
    return True


def choose_hosts(game: Game, res: Resolution, auras: list[tuple[int, int]],
                 answer: Any) -> dict[int, int | None] | Decision:
    """CR 303.4f-g for a resolving effect that puts ``auras`` ((card id, the player who
    will control it)) onto the battlefield without saying what they enchant: each
    controller chooses a legal object or player (not targeting). Returns, once every
    choice is made, card id → host code (None: nothing legal, the Aura stays where it is,
    CR 303.4g); or the decision to ask next (the resolver is called again with the answer).
    """
    chosen: dict[int, int | None] = dict(res.scratch.get("aura_hosts", {}))
    asking = res.scratch.pop("aura_asking", None)
    if asking is not None and isinstance(answer, Choose) and isinstance(answer.value, tuple):
        chosen[asking] = _player_code(answer.value[0])
    for oid, controller in auras:
        if oid in chosen:
            continue
        options = host_options(game, game.objects[oid], controller)
        if len(options) <= 1:
            chosen[oid] = _player_code(options[0]) if options else None
            continue
        res.scratch["aura_hosts"] = chosen
        res.scratch["aura_asking"] = oid
        return Decision("choose_objects", controller,
                        prompt=f"choose what {game.objects[oid].name} enchants",
                        options=tuple(options), source=oid, rule="CR 303.4f")
    res.scratch.pop("aura_hosts", None)
    return chosen
