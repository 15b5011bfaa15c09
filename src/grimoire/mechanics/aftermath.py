"""Aftermath (CR 702.127a): "Aftermath" on a half of a split card means "You may cast this
half of this split card from your graveyard," "This half of this split card can't be cast
from any zone other than a graveyard," and "If this spell was cast from a graveyard, exile it
instead of putting it anywhere else any time it would leave the stack."

The split card's halves are its definition's ``faces`` (:mod:`grimoire.oracle.split_faces`);
a half with the ``aftermath`` keyword is its aftermath half. Its owner may cast the card from
their graveyard (:func:`castable`, CR 601.3), as that half only (:func:`face_problem`: the
other half needs another permission to be cast from there, CR 709.3a), and never that half
from anywhere else. Cast from a graveyard, the spell is flagged :data:`FLAG`, a replacement
of its moves off the stack (:data:`~grimoire.rules.hooks.MOVE_RULES`, as flashback's): it is
exiled instead, resolved, countered or bounced (CR 614.1a).

>>> hooks.MOVE_RULES[FLAG].from_zone, hooks.MOVE_RULES[FLAG].to_zone
('stack', None)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import casting, hooks
from grimoire.rules.faces import whole

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

FLAG = "aftermath"
"""The keyword, and the flag of an aftermath half cast from a graveyard."""
_FLAGGED = frozenset({FLAG})


def aftermath_face(obj: GameObject) -> int | None:
    """The face index (as :attr:`~grimoire.rules.actions.CastSpell.face`) of the aftermath
    half of ``obj``'s card, or None if it has none."""
    halves = whole(obj).card.faces
    if len(halves) != 2:
        return None
    for index, half in enumerate(halves):
        if any(isinstance(a, ir.Keyword) and a.name.lower() == FLAG for a in half.abilities):
            return index
    return None


def castable(game: Game, player: int, obj: GameObject) -> bool:
    """CR 702.127a: ``obj`` is a split card with an aftermath half in ``player``'s
    graveyard."""
    return obj.zone == "graveyard" and obj.owner == player and aftermath_face(obj) is not None


def face_problem(game: Game, player: int, obj: GameObject, face: int) -> tuple[str, str] | None:
    """CR 702.127a: the aftermath half only from a graveyard; from a graveyard by aftermath's
    permission alone, only the aftermath half."""
    half = aftermath_face(obj)
    if half is None:
        return None
    if face == half:
        if obj.zone != "graveyard":
            return ("an aftermath half can be cast only from a graveyard", "CR 702.127a")
        return None
    if obj.zone == "graveyard" and not casting.permitted(game, player, obj.id) and not any(
            may(game, player, obj) for may in hooks.castable_from("graveyard").funcs
            if may is not castable):
        return ("only the aftermath half may be cast from a graveyard by aftermath",
                "CR 702.127a")
    return None


def _casting(game: Game, player: int, card: GameObject, action: CastSpell,
             ctx: CastContext) -> frozenset[str]:
    """The aftermath half is cast from a graveyard: flag the spell (CR 702.127a)."""
    if card.zone == "graveyard" and action.face == aftermath_face(card):
        return _FLAGGED
    return frozenset()


hooks.GRAVEYARD_CAST_WORDS.add(FLAG)  # a game with aftermath cards looks in graveyards
hooks.castable_from("graveyard").add(castable, order=20)  # CR 601.3, 702.127a
hooks.FACE_PROBLEMS.add(face_problem)
hooks.SPELL_CAST.add(_casting, order=10)
hooks.move_rule(FLAG, hooks.MoveRule(  # CR 702.127a: exiled whenever it would leave the stack
    "aftermath", "stack", None, "aftermath: exile it (CR 702.127a)"), order=10)
