"""Casting or playing one face of a multi-face card: a split card's half (CR 709.3), both
halves fused (CR 702.102), an adventurer card as an Adventure (CR 715.3), either face of a
modal double-faced card (CR 712.11b-712.14).

A card whose definition has :attr:`~grimoire.oracle.ir.CardDefinition.faces` is cast as one
of them, chosen with :attr:`~grimoire.rules.actions.CastSpell.face`:

* a split card (two ``faces``, its halves; the card itself is the halves combined, CR
  709.4): face 0 its left half, 1 its right half, -1 both fused (only from a hand, and only
  with fuse, CR 702.102a); a fused split spell has the combined characteristics (CR
  702.102b, 709.4d), costs both mana costs (CR 702.102c), and follows the left half's
  instructions then the right half's (CR 702.102d: the right half's effect is added after
  the left's, its targets after the left's, as spliced text is);
* any other multi-face card (one other face: an Adventure or Omen half, the back of a modal
  double-faced card): face 0 the card as it is, 1 that other face.

Only the chosen face is evaluated to see whether it can be cast (CR 709.3a, 715.3a): while
the casts of a face are listed or one is made, the card's object has that face's
characteristics (:func:`as_face`); on the stack the spell has only them (CR 709.3b,
715.3b) and keeps the card's own in ``base``, which it has again in any other zone (CR
709.4, 715.4; :func:`grimoire.rules.zones.move` restores ``base``). Mechanisms object to
some faces from some zones (:data:`~grimoire.rules.hooks.FACE_PROBLEMS`: aftermath, an
Adventure from exile).

A modal double-faced card (CR 712.3) also keeps the face it was cast or played with as it
becomes a permanent (CR 712.12-712.13: :func:`moved`; a back face land is played with
:attr:`~grimoire.rules.actions.PlayLand.face` 1, and that is the land play); put onto the
battlefield any other way, or anywhere but the battlefield, it is its front face (CR 712.14,
712.8a: a spell // land card in a hand is a nonland card with the front face's mana value).
The object with another face up carries :data:`FACE_UP`: its copiable values are that face's
(CR 707.8; :func:`grimoire.rules.copy_effects.copiable`), and as its ``base`` (the front face)
has no transforming back face, instructions to transform it do nothing (CR 701.28c, 712.9).

>>> from grimoire.oracle.split_faces import combined
>>> left = ir.CardDefinition("Fire", card_types=("instant",))
>>> right = ir.CardDefinition("Ice", card_types=("instant",))
>>> card = combined("Fire // Ice", left, right)
>>> face_card(card, 1).name, face_card(card, 2), face_card(card, -1)
('Ice', None, None)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks
from grimoire.rules.cardinfo import info_for, note, remember
from grimoire.rules.cast_grants import ungranted
from grimoire.rules.spend import restricted

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.cardinfo import CardInfo
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

FUSED = -1
"""The face of a fused split spell (CR 702.102a)."""
FACE_UP = "other_face_up"
"""The flag of an object that has one of its card's faces' characteristics (cast or played
as it, CR 709.3b, 712.11b-712.12, 715.3b): the card it was, with that face (:func:`moved`)."""
FUSE = "fuse"

_FUSED: dict[int, tuple[ir.CardDefinition, ir.CardDefinition | None]] = {}
"""The fused definition of a split card, by the card's id (the card kept alive with it)."""


def is_split(card: ir.CardDefinition) -> bool:
    """Whether ``card`` is a split card: its ``faces`` are its two halves (CR 709.1)."""
    return len(card.faces) == 2


def has_fuse(card: ir.CardDefinition) -> bool:
    """Whether the split card ``card`` has fuse (CR 702.102a)."""
    return any(isinstance(a, ir.Keyword) and a.name.lower() == FUSE for a in card.abilities)


def fused(card: ir.CardDefinition) -> ir.CardDefinition | None:
    """The fused split spell of ``card`` (CR 702.102b-d): the combined characteristics,
    the left half's instructions with both halves' targets (the right half's effect is added
    by :func:`added_effects`), or None if the halves can't be fused (no fuse, a half
    without instructions, or a modal half, whose mode targets would follow both)."""
    found = _FUSED.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    made: ir.CardDefinition | None = None
    if is_split(card) and has_fuse(card):
        left, right = (f.spell for f in card.faces)
        if left is not None and right is not None and not any(
                isinstance(s.effect, ir.Modal) for s in (left, right)):
            made = replace(card, spell=ir.SpellAbility(left.effect,
                                                       left.targets + right.targets))
    remember(_FUSED, id(card), (card, made))
    return made


def face_card(card: ir.CardDefinition, face: int) -> ir.CardDefinition | None:
    """The definition ``card`` is cast as with ``face`` (see the module docstring), or
    None if it has no such face."""
    faces = card.faces
    if is_split(card):
        if face == FUSED:
            return fused(card)
        return faces[face] if face in (0, 1) else None
    if face == 0:
        return card
    return faces[0] if face == 1 and faces else None


def face_indexes(card: ir.CardDefinition) -> tuple[int, ...]:
    """Every face ``card`` has (fused included when it can be fused)."""
    if is_split(card):
        return (0, 1, FUSED) if fused(card) is not None else (0, 1)
    return (0, 1) if card.faces else (0,)


def whole(obj: GameObject) -> CardInfo:
    """The card's own characteristics (its ``base`` while it has one of its faces')."""
    base = obj.base
    return base if base is not None and base.card.faces else obj.info


def face_problem(game: Game, player: int, obj: GameObject, face: int) -> tuple[str, str] | None:
    """Why ``player`` can't cast ``obj`` as ``face`` from where it is (message, rule), or
    None: a face the card doesn't have, fusing outside a hand (CR 702.102a), a mechanism's
    objection (:data:`~grimoire.rules.hooks.FACE_PROBLEMS`)."""
    card = whole(obj).card
    if face not in face_indexes(card):
        if face == FUSED:
            return ("only a split card with fuse can be cast fused", "CR 702.102a")
        rule = "CR 709.3" if is_split(card) else "CR 712.11b, 715.3" if card.faces \
            else "CR 601.2a"
        return (f"this card has no face {face}", rule)
    if face == FUSED and obj.zone != "hand":
        return ("a split card is fused only as it is cast from a hand", "CR 702.102a")
    for objection in hooks.FACE_PROBLEMS.funcs:
        found = objection(game, player, obj, face)
        if found is not None:
            return found
    return None


def castable_faces(game: Game, player: int, obj: GameObject) -> tuple[int, ...]:
    """The faces of ``obj`` ``player`` may try to cast from where it is (each is then
    evaluated on its own, CR 709.3a, 715.3a)."""
    return tuple(f for f in face_indexes(whole(obj).card)
                 if face_problem(game, player, obj, f) is None)


def per_face(game: Game, player: int, oid: int, limit: int,
             options: Callable[[int], list[CastSpell]]) -> list[CastSpell]:
    """The casts of ``oid`` face by face: ``options(limit)`` lists those of the
    characteristics the object has (called with each castable face's, CR 709.3a, 712.11c,
    715.3a), each then marked with its face; at most ``limit``. In a game where mana is
    restricted to some spells (CR 106.6) the caches of what may pay for "this spell" read
    its characteristics: they are dropped between faces."""
    obj = game.objects.get(oid)
    if obj is None or not whole(obj).card.faces:
        return options(limit)
    out: list[CastSpell] = []
    depends = restricted(game)
    for face in castable_faces(game, player, obj):
        if depends:
            game.cand_cache.clear()
        with as_face(obj, face):
            found = options(limit - len(out))
        out.extend(replace(a, face=face) for a in found)
        if len(out) >= limit:
            break
    return out


def face_info(obj: GameObject, face: int) -> CardInfo | None:
    """The characteristics ``obj`` has cast as ``face``; None when they are its own (a card
    with one face, or face 0 of a card that is its face 0)."""
    own = whole(obj)
    card = face_card(own.card, face)
    if card is None or card is own.card:
        return None
    return info_for(card)


@contextmanager
def as_face(obj: GameObject, face: int) -> Iterator[None]:
    """While the casts of ``face`` are evaluated (CR 709.3a, 715.3a), ``obj`` has that face's
    characteristics; its own ones are back afterwards."""
    info = face_info(obj, face)
    if info is None:
        yield
        return
    saved = obj.info, obj.base
    obj.base, obj.info = whole(obj), info
    try:
        yield
    finally:
        obj.info, obj.base = saved


@contextmanager
def as_spell(game: Game, obj: GameObject, made: CardInfo) -> Iterator[None]:
    """While what may pay for ``obj`` cast with characteristics ``made`` is evaluated, it has
    them: a bestowed Aura spell is no creature spell, so mana spendable only on creature
    spells can't pay for it (CR 702.103b, 106.6). Only in a game where mana is restricted;
    the payer's caches, which read the spell, are dropped before and after."""
    if made is obj.info or not restricted(game):
        yield
        return
    saved = obj.info, obj.base
    obj.base, obj.info = whole(obj), made
    game.cand_cache.clear()
    try:
        yield
    finally:
        obj.info, obj.base = saved
        game.cand_cache.clear()


def enter_face(game: Game, obj: GameObject, face: int) -> CardInfo | None:
    """``obj`` is being cast as ``face``: it has that face's characteristics from now on
    (the card's own kept in ``base``); returns them, or None for its own."""
    info = face_info(obj, face)
    if info is not None:
        obj.base, obj.info = whole(obj), info
        obj.flags = obj.flags | {FACE_UP}
        note(game, info)
    return info


def moved(old: GameObject, new: GameObject, from_zone: str, to_zone: str) -> None:
    """CR 712.12-712.13: a card cast or played as one of its faces keeps it up as it moves
    onto the stack (the spell, :func:`grimoire.rules.casting.cast`) and onto the battlefield
    (the land played, or the permanent the spell becomes); any other move makes a new object
    that is the card itself (its ``base``, CR 400.7, 712.8a)."""
    if FACE_UP not in old.flags or from_zone == "battlefield" or to_zone not in (
            "stack", "battlefield"):
        return
    new.flags = new.flags | {FACE_UP}
    if to_zone == "battlefield" and new.info is not old.info:  # (not what a static gave the
        new.base, new.info = new.info, ungranted(old.info)  # spell, CR 611.3a)


def added_effects(obj: GameObject, face: int) -> tuple[tuple[ir.Effect, int], ...]:
    """The instructions a fused split spell follows after its left half's: the right
    half's, its targets after the left half's (CR 702.102d)."""
    return added_by_face(whole(obj).card, face)


def added_by_face(card: ir.CardDefinition, face: int) -> tuple[tuple[ir.Effect, int], ...]:
    """:func:`added_effects` of the card ``card`` (its whole definition or its fused one):
    each added effect with the index of its first target."""
    if face != FUSED or not is_split(card):
        return ()
    left, right = (h.spell for h in card.faces)
    if left is None or right is None:
        return ()
    return ((right.effect, len(left.targets)),)


def names(name: str) -> tuple[str, ...]:
    """The names of an object named ``name``: a split card has two (CR 709.4a).

    >>> names("Fire // Ice"), names("Shock")
    (('Fire', 'Ice'), ('Shock',))
    """
    return tuple(name.split(" // ")) if " // " in name else (name,)


hooks.FLAGGED_MOVED.add(moved)  # CR 712.12-712.13
