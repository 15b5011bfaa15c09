"""Casting "as though it had flash" (CR 601.3b, 702.8a): a static ability "You may cast green
creature spells as though they had flash" lets its controller cast such spells any time they
could cast an instant (CR 307.1's timing no longer applies to them).

The spell's qualities are those of the card as it would be cast (the card's own
characteristics; CR 601.3e), matched against the permission's filter without its "on the
stack" part.

A card's own "You may cast this spell as though it had flash if it targets a commander"
(:class:`~grimoire.oracle.ir.FlashIfTargets`, CR 601.3b, 601.3d) lets its owner begin to
cast it at instant speed (:func:`flash_permitted`); the targets chosen then must include a
matching object unless the timing or another permission allows the cast anyway
(:func:`own_flash_problem`, asked as a cast is listed and as one is made).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.cardinfo import present

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


OWN_FLASH_WORDS = frozenset({"FlashIfTargets"})
"""The card's own conditional flash (checked only in a game with such a card)."""
_WORDS = frozenset({"CastAsThoughFlash"})
"""The permission's IR node: a game none of whose cards has it scans no battlefield (it is
asked for each card in a hand at each priority outside the main phases)."""


def flash_permitted(game: Game, player: int, obj: GameObject) -> bool:
    """Whether a static ability of a permanent ``player`` controls lets them cast ``obj``
    as though it had flash (or the card's own conditional flash lets them begin to)."""
    if present(game, OWN_FLASH_WORDS) and own_flash(obj) is not None:
        return True  # CR 601.3b: its targets may make the permission apply
    return _by_statics(game, player, obj)


def _by_statics(game: Game, player: int, obj: GameObject) -> bool:
    if not game.n_statics or not present(game, _WORDS):
        return False
    for sid in game.battlefield:
        source = game.objects[sid]
        if source.controller != player:
            continue
        for _, ability in source.info.statics:
            effect = ability.effect
            if isinstance(effect, ir.CastAsThoughFlash) and query.matches(
                    game, obj, replace(effect.filter, zone=None, is_spell=False), player, sid):
                return True
    return False


def own_flash(obj: GameObject) -> ir.ObjectFilter | None:
    """The filter of ``obj``'s own "as though it had flash if it targets ..." (or None)."""
    for _, ability in obj.info.statics:
        if isinstance(ability.effect, ir.FlashIfTargets):
            return ability.effect.filter
    return None


def own_flash_problem(game: Game, player: int, action: CastSpell) -> tuple[str, str] | None:
    """Why the cast ``action`` is illegal for its targets: cast at instant speed only by its
    own permission, it targets no object that permission names (CR 601.3b, 601.3d)."""
    obj = game.objects.get(action.card)
    if obj is None or not present(game, OWN_FLASH_WORDS):
        return None
    flt = own_flash(obj)
    if flt is None or obj.info.is_instant or obj.info.has_flash or (
            player == game.active and game.step in ("main1", "main2") and not game.stack):
        return None  # (the timing allows it anyway: casting.sorcery_timing, CR 307.1)
    if _by_statics(game, player, obj) or any(
            isinstance(t, int) and t in game.objects
            and query.matches(game, game.objects[t], flt, player, obj.id)
            for group in action.targets for t in group):
        return None
    return ("cast as though it had flash only if it targets what its text says", "CR 601.3b")


def own_flash_kept(game: Game, player: int, options: list[CastSpell]) -> list[CastSpell]:
    """``options`` without the casts :func:`own_flash_problem` refuses."""
    if not options or not present(game, OWN_FLASH_WORDS):
        return options
    return [a for a in options if own_flash_problem(game, player, a) is None]
