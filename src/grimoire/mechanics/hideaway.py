"""Hideaway (CR 702.75): "When this permanent enters, look at the top N cards of your
library. Exile one of them face down and put the rest on the bottom of your library in a
random order. The exiled card gains 'The player who controls the permanent that exiled
this card may look at this card in the exile zone.'"

The compiler adds the triggered ability (:mod:`grimoire.oracle.creature_keywords`); its
effect, :class:`~grimoire.oracle.ir.Hideaway`, resolves here: the controller chooses one of
the looked-at cards (a ``choose_objects`` decision), it is exiled face down (the
:data:`FLAG` flag: only its owner, who controls the hideaway permanent that exiled it from
their library, sees it: :func:`hidden_from`, on the kernel's ``HIDDEN_FROM`` hook) and linked to the
source (CR 607.2a: "the exiled card" of its other abilities, :class:`ir.ExiledWith`); the
rest go to the bottom in an order from the game's RNG. The source leaving the battlefield
first changes nothing: the card is still exiled, and no later object is linked to it
(CR 400.7, Watcher for Tomorrow's ruling).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks, linked, zones
from grimoire.rules.actions import Choose, Decision
from grimoire.rules.registry import resolves

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

FLAG = "hidden_away"
"""A card exiled face down by a hideaway ability (CR 702.75a, 406.3)."""
_KEY = "hideaway_top"


@resolves(ir.Hideaway)
def hideaway(game: Game, res: Resolution, node: ir.Hideaway,
             answer: Action | None) -> Decision | None:
    """Look at the top cards, exile the chosen one face down, the rest to the bottom."""
    you = res.you
    if answer is None:
        library = game.players[you].library  # index 0 is the bottom
        top = tuple(reversed(library[-node.count:])) if node.count > 0 else ()
        if not top:
            res.did = False
            return None
        res.scratch[_KEY] = top
        return Decision("choose_objects", you, prompt="hideaway: exile which card face down?",
                        options=top, min_count=1, max_count=1, source=res.source,
                        rule="CR 702.75a")
    top = res.scratch.pop(_KEY)
    assert isinstance(answer, Choose) and isinstance(answer.value, tuple)
    chosen = int(answer.value[0])
    new = zones.move(game, chosen, "exile")
    exiled = game.objects.get(new)
    if exiled is not None and exiled.zone == "exile":
        exiled.flags = exiled.flags | {FLAG}
        last = game.events[-1] if game.events else None
        if isinstance(last, ev.ZoneChanged) and last.new == new:
            game.events[-1] = replace(last, face_down=True)  # CR 406.3: hidden from others
        linked.record(game, res.source, (new,))  # CR 607.2a: "the exiled card"
    rest = [o for o in top if o != chosen and o in game.objects]
    game.rng.shuffle(rest)  # "in a random order" (the game's seeded RNG)
    for oid in rest:
        zones.put_in_library(game, oid, None, bottom=True)
    res.did = exiled is not None
    return None


def hidden_from(game: Game, obj: GameObject, viewer: int) -> bool:
    """Whether ``obj`` is a card hidden away (exiled face down) that ``viewer`` may not look
    at (CR 702.75a, 406.3: the player who controls the hideaway permanent that exiled it,
    taken to be the card's owner, whose library it came from, may)."""
    return obj.zone == "exile" and FLAG in obj.flags and obj.owner != viewer


hooks.HIDDEN_FROM.add(hidden_from)
