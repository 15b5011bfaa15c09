"""Adventures (CR 715.3-715.4) and omens: casting an adventurer card's inset half, and what
becomes of the card after.

An adventurer card's definition carries its Adventure half in ``faces``
(:mod:`grimoire.oracle.split_faces`); casting it with ``face=1`` casts it as an Adventure,
a spell with only the Adventure's characteristics (CR 715.3a-b, :mod:`grimoire.rules.faces`).

* **Adventure** (CR 715.3d): "Instead of putting a spell that was cast as an Adventure into
  its owner's graveyard as it resolves, its controller exiles it. For as long as that card
  remains exiled, that player may cast it. It can't be cast as an Adventure this way." The
  card exiled this way is flagged :data:`ON_ADVENTURE` with the player who may cast it
  (:func:`castable`, listed by :func:`options`); a face-1 cast of it is refused
  (:func:`face_problem`) unless another effect lets that player cast it. Countered, or
  fizzling, the spell goes to its owner's graveyard as any spell does (CR 608.2b, 701.6a):
  only its resolution is replaced. A copy of an Adventure spell is an Adventure too (CR
  715.3c: it copies the stack object's characteristics) but is no card, so nothing is
  exiled (CR 704.5e).
* **Omen** (Tarkir: Dragonstorm, later than the 2025-02-07 Comprehensive Rules): its
  reminder text reads "(Then shuffle this card into its owner's library.)": as an Omen
  spell resolves it is shuffled into its owner's library instead of going to the graveyard
  (as CR 715.3d replaces an Adventure's); countered, it goes to the graveyard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.rules import casting, hooks, zones
from grimoire.rules.faces import whole

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

ON_ADVENTURE = "on_adventure"
"""The flag of a card exiled by its Adventure's resolution (CR 715.3d)."""
ADVENTURE = "Adventure"
OMEN = "Omen"
WORDS = frozenset({ADVENTURE.lower(), OMEN.lower()})
"""The vocabulary of a game with adventurer or omen cards (their halves' subtypes)."""


def _by(player: int) -> str:
    """The flag naming the player who may cast the exiled card (CR 715.3d)."""
    return f"{ON_ADVENTURE}:{player}"


def inset_half(obj: GameObject) -> str | None:
    """ "Adventure" or "Omen" when ``obj`` is a spell cast as its card's inset half (CR
    715.3b), else None."""
    base = obj.base
    if base is None or obj.zone != "stack" or len(base.card.faces) != 1 \
            or obj.info.card is not base.card.faces[0]:
        return None
    kinds = obj.info.subtypes
    return ADVENTURE if ADVENTURE in kinds else OMEN if OMEN in kinds else None


def resolved(game: Game, oid: int) -> bool:
    """CR 715.3d: the resolved spell ``oid`` cast as an Adventure is exiled (its controller
    may cast it from there), an Omen shuffled into its owner's library; True if so."""
    obj = game.objects[oid]
    if obj.kind != "card":
        return False  # CR 715.3c: a copy is no card
    half = inset_half(obj)
    if half is None:
        return False
    if half == OMEN:
        new = zones.move(game, oid, "library")
        if new in game.objects and game.objects[new].zone == "library":
            zones.shuffle(game, game.objects[new].owner)
        return True
    new = zones.move(game, oid, "exile")
    if new in game.objects and game.objects[new].zone == "exile":
        game.objects[new].flags = game.objects[new].flags | {ON_ADVENTURE, _by(obj.controller)}
    return True


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """CR 715.3d: ``player`` may cast ``obj``, a card they sent on an adventure."""
    return obj.zone == "exile" and ON_ADVENTURE in obj.flags and _by(player) in obj.flags


def face_problem(game: Game, player: int, obj: GameObject, face: int) -> tuple[str, str] | None:
    """CR 715.3d: a card on an adventure is cast from exile by that permission only as
    itself, not as an Adventure (another effect letting ``player`` cast it may allow it)."""
    if face != 1 or obj.zone != "exile" or ON_ADVENTURE not in obj.flags:
        return None
    if casting.permitted(game, player, obj.id) or any(
            may(game, player, obj) for may in hooks.castable_from("exile").funcs
            if may is not castable):
        return None
    return ("a card on an adventure can't be cast as an Adventure from exile", "CR 715.3d")


def options(game: Game, player: int) -> list[Action]:
    """The casts of the cards ``player`` sent on an adventure (CR 715.3d)."""
    out: list[Action] = []
    if WORDS.isdisjoint(game.vocabulary):
        return out  # no adventurer card in this game (grimoire.rules.cardinfo.present)
    for oid in game.exile:
        obj = game.objects[oid]
        if oid not in game.play_permissions and castable(game, player, obj) \
                and whole(obj).card.faces:
            out.extend(casting.cast_options(game, player, oid))
    return out


hooks.INSTEAD_OF_GRAVEYARD.add(resolved, order=20)  # CR 715.3d (after rebound's check)
hooks.castable_from("exile").add(castable)  # CR 715.3d
hooks.FACE_PROBLEMS.add(face_problem)
hooks.PRIORITY_OPTIONS.add(options, order=30, words=WORDS)  # only with adventurers
