"""Soulbond (CR 702.95): paired creatures.

* CR 702.95a: the two triggered abilities (:mod:`grimoire.oracle.soulbond_text`) resolve
  :class:`ir.Pair`: the soulbond creature and another creature become paired, the other one
  chosen as it resolves (among the unpaired creatures its controller controls) or the
  creature whose entering triggered it.
* CR 702.95c: when it resolves, if either would-be-paired object is no longer a creature, no
  longer on the battlefield, or no longer under the control of the ability's controller (or
  is already paired, CR 702.95d), neither becomes paired.
* CR 702.95d: a creature is paired with at most one other creature.
* CR 702.95e: a pair ends when another player gains control of either creature, either
  stops being a creature, or either leaves the battlefield (a new object, CR 400.7). Leaving
  and a change of controller end it at once (:func:`partner` reads them); a creature that
  stops being a creature ends it as state-based actions are checked next (:func:`_unpair`,
  which reads the layers outside of them), and the pair never comes back.
* CR 702.95b: "paired", "unpaired" and "the creature it's paired with" are the filter field
  ``pairing`` (:func:`pairing_test`).

The pairs are a :class:`SoulbondState` in ``game.states``; a game without soulbond never
sets it, and its state-based check returns at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, query
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.values import objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution


@dataclass(frozen=True, slots=True)
class SoulbondState:
    """The pairs: ``(first, second, controller)``, each creature in one pair at most."""

    pairs: tuple[tuple[int, int, int], ...] = ()


STATE: hooks.StateKey[SoulbondState] = hooks.StateKey("soulbond")


def _holds(game: Game, pair: tuple[int, int, int]) -> bool:
    """Both creatures still on the battlefield under the pairing player's control."""
    for oid in pair[:2]:
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield" or obj.controller != pair[2]:
            return False
    return True


def partner(game: Game, oid: int) -> int | None:
    """The creature ``oid`` is paired with (CR 702.95b), or None."""
    state = STATE.get(game)
    if state is None:
        return None
    for pair in state.pairs:
        if oid in pair[:2] and _holds(game, pair):
            return pair[1] if pair[0] == oid else pair[0]
    return None


def pairing_test(game: Game, obj: GameObject, flt: ir.ObjectFilter, source: int | None) -> bool:
    """The filter field ``pairing``: a paired creature, an unpaired one, or the creature the
    source is paired with (CR 702.95b)."""
    if flt.pairing == "with_source":
        return source is not None and partner(game, source) == obj.id
    if flt.pairing == "with_target":  # the resolving spell's target, as it resolves
        item = game.objects.get(source) if source is not None else None
        aims = item.stack.targets if item is not None and item.stack is not None else ()
        first = aims[0][0] if aims and aims[0] else None
        return isinstance(first, int) and partner(game, first) == obj.id
    return (partner(game, obj.id) is not None) == (flt.pairing == "paired")


def _can_pair(game: Game, oid: int, you: int) -> bool:
    """CR 702.95c-d: an unpaired creature on the battlefield under ``you``'s control."""
    obj = game.objects.get(oid)
    return obj is not None and obj.zone == "battlefield" and obj.controller == you \
        and query.is_creature(game, obj) and partner(game, oid) is None


def _pair(game: Game, first: int, second: int, you: int) -> None:
    state = STATE.get(game) or SoulbondState()
    kept = tuple(p for p in state.pairs if _holds(game, p))
    STATE.set(game, SoulbondState((*kept, (first, second, you))))
    game.version += 1  # the layered world is built again (the paired creatures' abilities)


@resolves(ir.Pair)
def pair(game: Game, res: Resolution, node: ir.Pair, answer: Action | None) -> Decision | None:
    """Pair the source with the other creature (CR 702.95a, c)."""
    res.did = False
    if not _can_pair(game, res.source, res.you):
        return None  # CR 702.95c: neither becomes paired
    if node.other is not None:
        found = [o for o in objects(game, res, node.other) if o != res.source]
        if found and _can_pair(game, found[0], res.you):
            _pair(game, res.source, found[0], res.you)
            res.did = True
        return None
    options = tuple(o for o in game.battlefield
                    if o != res.source and _can_pair(game, o, res.you))
    if not options:
        return None
    if answer is None and len(options) > 1:
        return Decision("choose_objects", res.you, prompt="pair it with a creature",
                        options=options, source=res.source, rule="CR 702.95a")
    chosen = options[0]
    if answer is not None:
        if not isinstance(answer, Choose) or not isinstance(answer.value, tuple) \
                or len(answer.value) != 1 or answer.value[0] not in options:
            raise ValueError("choose one unpaired creature you control to pair with")
        chosen = answer.value[0]
    _pair(game, res.source, chosen, res.you)
    res.did = True
    return None


def _unpair(game: Game) -> bool:
    """CR 702.95e: the pairs that ended are forgotten, for good (a creature that comes back
    under its controller's control, or becomes a creature again, stays unpaired)."""
    state = STATE.get(game)
    if state is None or not state.pairs:
        return False
    kept = tuple(p for p in state.pairs if _holds(game, p) and all(
        query.is_creature(game, game.objects[o]) for o in p[:2]))
    if kept != state.pairs:
        STATE.set(game, SoulbondState(kept))
        game.version += 1
    return False  # (not a state-based action: nothing was performed)


hooks.FILTER_TESTS["pairing"] = pairing_test  # CR 702.95b
hooks.STATE_BASED.add(_unpair, state=STATE.name)  # CR 702.95e
