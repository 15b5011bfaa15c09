"""Devour (CR 702.82): "Devour N" means "As this object enters, you may sacrifice any number
of creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
this way." "Devour [quality] N" sacrifices [quality] permanents instead (CR 702.82c).

The choice is asked as the permanent spell resolves, before it enters (CR 614.1c, 614.12,
608.3; the kernel's :data:`grimoire.rules.hooks.ENTERING_SPELL` hook): its controller chooses
any number of the permanents they control that the devour ability allows (zero is a choice,
CR 107.1c), sacrifices them at once (CR 701.17a: one event, so "whenever one or more ..."
sees one batch), and then the permanent enters; its compiled :class:`~grimoire.oracle.ir.Devour`
static is an "enters with counters" replacement (CR 614.1c) that reads how many were
sacrificed, so Hardened Scales and the like apply to the counters (CR 122.6). The permanent
remembers the number as the flag ``devoured:<n>`` (CR 702.82b: what "it devoured" means).
Several devour abilities of one permanent each ask in turn; an object that has left its zone
in between can't be sacrificed twice. The same choice written out ("As this creature enters,
you may sacrifice any number of creatures and/or planeswalkers. If you do, ...") compiles to
the same static, and so does "you may reveal any number of other artifact cards from your
hand ... for each card revealed this way" (``reveal``: the cards are revealed and stay).

A permanent with devour (or amplify, CR 702.38a, compiled to a revealing devour) an effect
puts onto the battlefield asks at once, before anything else happens (CR 614.1c; the
kernel's :data:`grimoire.rules.hooks.ENTERED_BY_EFFECT` hook): what it sacrifices (never
itself) or reveals, the counters then put on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, knowledge, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.batch import simultaneous
from grimoire.rules.costs import unsacrificeable
from grimoire.rules.counters import add_counters
from grimoire.rules.objects import GameObject
from grimoire.rules.query import matches
from grimoire.rules.registry import resolves
from grimoire.rules.replacement import enters_replacement
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game

SCRATCH = "devoured"
"""Resolution scratch key: per devour ability (by index), how many it sacrificed."""
FLAG = "devoured:"
"""The flag prefix of the permanent's devoured count (CR 702.82b)."""


@dataclass(frozen=True, slots=True)
class EnterDevouring:
    """Internal node: the controller of the resolving spell ``spell`` chooses what its
    devour ability number ``nth`` sacrifices; after the last, the spell enters (CR 702.82a)."""

    spell: int
    nth: int = 0


def _devours(obj: GameObject) -> list[ir.Devour]:
    return [a.effect for _, a in obj.info.statics if isinstance(a.effect, ir.Devour)]


def entering(game: Game, oid: int) -> bool:
    """The kernel's entering-spell hook: ask if the resolving spell has devour."""
    obj = game.objects[oid]
    if not obj.info.statics or not _devours(obj):
        return False
    res = Resolution(item=oid, source=oid, controller=obj.controller, source_name=obj.name)
    res.scratch[SCRATCH] = ()
    res.push(EnterDevouring(oid))
    game.resolving.append(res)
    game.stage = "resolving"
    return True


def _options(game: Game, player: int, devour: ir.Devour, source: int) -> tuple[int, ...]:
    """The permanents ``player`` controls that this devour ability may sacrifice (the cards
    of their hand it may reveal)."""
    if devour.reveal:
        return tuple(o for o in game.players[player].hand if o != source
                     and matches(game, game.objects[o], devour.filter, player, source))
    return tuple(o for o in game.battlefield if game.objects[o].controller == player
                 and o != source and matches(game, game.objects[o], devour.filter, player, source)
                 and not unsacrificeable(game, game.objects[o]))


@resolves(EnterDevouring)
def enter_devouring(game: Game, res: Resolution, node: EnterDevouring,
                    answer: Action | None) -> Decision | None:
    obj = game.objects[node.spell]
    devours = _devours(obj)
    devour = devours[node.nth]
    if answer is None:
        options = _options(game, res.controller, devour, node.spell)
        if options:
            verb = "reveal any number of cards" if devour.reveal else \
                "sacrifice any number of permanents"
            return Decision("choose_objects", res.controller,
                            prompt=f"{verb} for {obj.name} ({devour.count} +1/+1 counters "
                            "each)", options=options,
                            min_count=0, max_count=len(options), source=node.spell,
                            rule="CR 702.82a")
        chosen: tuple[int, ...] = ()
    else:
        assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
        chosen = answer.value
    if devour.reveal:
        knowledge.revealed(game, chosen)  # CR 701.16a: shown, they stay in the hand
    else:
        with simultaneous(game):  # CR 701.17a: sacrificed at once
            for oid in chosen:
                zones.sacrifice(game, oid)
    res.scratch[SCRATCH] = (*res.scratch[SCRATCH], len(chosen))
    if node.nth + 1 < len(devours):
        res.push(EnterDevouring(node.spell, node.nth + 1))
        return None
    name, info = obj.name, obj.stack
    new = zones.move(game, node.spell, "battlefield", controller=obj.controller,
                     x=info.x if info is not None else 0)
    permanent = game.objects.get(new)
    if permanent is not None:
        permanent.flags = permanent.flags | {f"{FLAG}{sum(res.scratch[SCRATCH])}"}
    game.emit(ev.Resolved(node.spell, name))
    return None


@enters_replacement(ir.Devour)
def _enters_devoured(game: Game, obj: GameObject, effect: ir.Devour) -> None:
    """CR 702.82a, 614.1c: N +1/+1 counters for each permanent this devour ability
    sacrificed as the permanent entered (none when it wasn't asked)."""
    top = game.resolving[-1] if game.resolving else None
    counts = top.scratch.get(SCRATCH) if top is not None else None
    if not counts:
        return
    nth = next(i for i, d in enumerate(_devours(obj)) if d is effect)
    if nth < len(counts) and counts[nth] > 0:
        add_counters(game, obj, "+1/+1", effect.count * counts[nth])


def devoured(obj: GameObject) -> int:
    """How many permanents ``obj`` devoured as it entered (CR 702.82b), 0 if none."""
    for flag in obj.flags:
        if flag.startswith(FLAG):
            return int(flag[len(FLAG):])
    return 0


@dataclass(frozen=True, slots=True)
class DevourEntered:
    """Internal node: the controller of ``oid``, just put onto the battlefield by an effect,
    chooses what its devour ability number ``nth`` sacrifices or reveals (CR 702.82a,
    702.38a, 614.1c); the counters are put on it at once."""

    oid: int
    nth: int = 0
    total: int = 0


def entered(game: Game, obj: GameObject) -> DevourEntered | None:
    """The kernel's entered-by-effect hook: a devour permanent asks (once: its flag)."""
    if not obj.info.statics or not _devours(obj) or any(f.startswith(FLAG) for f in obj.flags):
        return None
    return DevourEntered(obj.id)


@resolves(DevourEntered)
def devour_entered(game: Game, res: Resolution, node: DevourEntered,
                   answer: Action | None) -> Decision | None:
    obj = game.objects.get(node.oid)
    if obj is None or obj.zone != "battlefield" or any(f.startswith(FLAG) for f in obj.flags):
        return None  # (gone already: nothing to choose)
    devour = _devours(obj)[node.nth]
    options = _options(game, obj.controller, devour, obj.id)
    chosen: tuple[int, ...] = ()
    if answer is None and options:
        verb = "reveal any number of cards" if devour.reveal else \
            "sacrifice any number of permanents"
        return Decision("choose_objects", obj.controller,
                        prompt=f"{verb} for {obj.name} ({devour.count} +1/+1 counters each)",
                        options=options, min_count=0, max_count=len(options),
                        source=obj.id, rule="CR 702.82a")
    if answer is not None:
        assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
        chosen = answer.value
    if devour.reveal:
        knowledge.revealed(game, chosen)  # CR 701.16a: shown, they stay in the hand
    else:
        with simultaneous(game):  # CR 701.17a: sacrificed at once
            for oid in chosen:
                zones.sacrifice(game, oid)
    if chosen:
        add_counters(game, obj, "+1/+1", devour.count * len(chosen))
    total = node.total + len(chosen)
    if node.nth + 1 < len(_devours(obj)):
        res.push(DevourEntered(node.oid, node.nth + 1, total))
        return None
    obj.flags = obj.flags | {f"{FLAG}{total}"}
    return None


hooks.ENTERING_SPELL.add(entering)
hooks.ENTERED_BY_EFFECT.add(entered)
