"""Casting or playing a card's other face (CR 712.11b-712.14: modal double-faced cards).

A card definition lists the faces it can be cast or played as besides its front face in
:attr:`~grimoire.oracle.ir.CardDefinition.faces` (the back face of a modal double-faced card,
:func:`grimoire.oracle.faces.modal_definition`). ``CastSpell.face`` / ``PlayLand.face`` ``n``
names ``faces[n - 1]``; 0 is the card as it is in its zone.

* **Outside the stack and the battlefield** (CR 712.8a) the card has only its front face's
  characteristics: the object's ``info`` is the front face, so a spell // land card in a hand,
  a library or a graveyard is a nonland card with the front face's name, mana value, colors
  and types.
* **Choosing a face** (CR 712.11b-c, 712.12): a player casting or playing the card chooses the
  face first; only that face is evaluated to see whether it can be cast or played
  (:func:`viewed_as` shows the card as that face while its casts are listed and checked).
  Once chosen, the card is turned to that face (:func:`turn_to`): its ``info`` is the face's
  and it carries :data:`FACE_UP`.
* **Where it goes** (CR 712.13-712.14, 400.7): moving onto the stack (cast) or onto the
  battlefield (played as a land, or a spell resolving into a permanent) keeps the chosen face
  up; any other move makes a new object with the front face up (:func:`moved`), so a card put
  onto the battlefield by an effect enters front face up (CR 712.14) and one that leaves the
  battlefield or the stack is its front face again.
* **Mana value** (CR 712.8f, 202.3): a face's own mana cost, so a back face spell's mana value
  on the stack is its own, and a land face's is 0; in a hand it is the front face's.
* **Transform** (CR 701.28c, 712.9): a modal double-faced card has no transforming back face
  (:attr:`~grimoire.oracle.ir.CardDefinition.back` is None), so instructions to transform it,
  or to put it onto the battlefield transformed, do nothing (:mod:`grimoire.rules.transform`).

>>> from grimoire.oracle import ir
>>> from grimoire.rules.objects import GameObject
>>> land = ir.CardDefinition("Shore", card_types=("land",))
>>> card = ir.CardDefinition("Mimic", card_types=("creature",), faces=(land,))
>>> obj = GameObject(1, info_for(card), 0, "hand")
>>> face_info(obj, 1).is_land, face_info(obj, 2), face_problem(obj, 2)
(True, None, ('that card has no face 2', 'CR 712.11b, 712.12'))
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.cardinfo import CardInfo, info_for, note
from grimoire.rules.spend import restricted

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

FACE_UP = "other_face_up"
"""The flag of a card turned to one of its other faces (cast or played as it, CR 712.11b,
712.12), and of the spell and permanent it becomes (CR 712.13)."""

_FRONT: dict[int, tuple[ir.CardDefinition, CardInfo]] = {}
"""id of a face's definition -> (that definition, the card's front face info). One entry per
face turned up in any game (a face definition belongs to one card definition, which the pool
keeps); each entry keeps its definition alive, so an id is never reused for another."""


def face_info(obj: GameObject, face: int) -> CardInfo | None:
    """The characteristics of ``obj`` as its face ``face`` (0: as it is), or None if it has
    no such face (or is already turned to one of its other faces)."""
    if face == 0:
        return obj.info
    faces = obj.info.card.faces
    if face < 1 or face > len(faces) or FACE_UP in obj.flags:
        return None
    card = faces[face - 1]
    if id(card) not in _FRONT:
        _FRONT[id(card)] = (card, obj.info)
    return info_for(card)


def face_problem(obj: GameObject, face: int) -> tuple[str, str] | None:
    """Why ``obj`` can't be cast or played as its face ``face`` (it has no such face), or
    None."""
    if face_info(obj, face) is None:
        return (f"that card has no face {face}", "CR 712.11b, 712.12")
    return None


def other_faces(obj: GameObject) -> range:
    """The indexes of ``obj``'s other faces (empty for a one-faced card or one whose other
    face is up)."""
    if FACE_UP in obj.flags:
        return range(0)
    return range(1, len(obj.info.card.faces) + 1)


def turn_to(game: Game, obj: GameObject, face: int) -> None:
    """Turn the card ``obj`` (in the zone it is cast or played from) to its face ``face``:
    the player chose it (CR 712.11b, 712.12). Nothing happens for face 0 or a card already
    turned."""
    info = face_info(obj, face) if face and FACE_UP not in obj.flags else None
    if info is None:
        return
    obj.info = info
    obj.flags = obj.flags | {FACE_UP}
    note(game, info)


@contextmanager
def viewed_as(game: Game, obj: GameObject | None, face: int) -> Iterator[None]:
    """While the block runs, ``obj`` is its face ``face`` (CR 712.11c: only the face that will
    be up on the stack is evaluated to see whether it can be cast); afterwards it is as it
    was. A missing object, face 0 or a face it lacks changes nothing. In a game where mana
    is restricted to some spells (CR 106.6), the caches of what may pay for "this spell"
    read its characteristics: they are dropped on both sides."""
    info = face_info(obj, face) if obj is not None and face else None
    if obj is None or info is None:
        yield
        return
    before, flags = obj.info, obj.flags
    depends = restricted(game)
    if depends:
        game.cand_cache.clear()
    obj.info, obj.flags = info, flags | {FACE_UP}
    try:
        yield
    finally:
        obj.info, obj.flags = before, flags
        if depends:
            game.cand_cache.clear()


def front_of(info: CardInfo) -> CardInfo | None:
    """The front face of the card whose other face ``info`` is, or None."""
    found = _FRONT.get(id(info.card))
    return found[1] if found is not None and found[0] is info.card else None


def moved(old: GameObject, new: GameObject, from_zone: str, to_zone: str) -> None:
    """CR 712.12-712.14, 400.7: a card turned to another face keeps it up moving onto the
    stack (cast) or the battlefield (played, or a resolving spell); any other move makes a
    new object with its front face up."""
    if FACE_UP not in old.flags:
        return
    if to_zone in ("stack", "battlefield") and from_zone != "battlefield":
        new.flags = new.flags | {FACE_UP}
        return
    front = front_of(new.info)
    if front is not None:
        new.info = front
    new.flags = new.flags - {FACE_UP}


hooks.FLAGGED_MOVED.add(moved)  # CR 712.13-712.14
