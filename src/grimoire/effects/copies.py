"""Copying cards and casting during a resolution (CR 707.12, 608.2g, 118.9).

:class:`ir.CopyCard` creates each copy in the zone the card is in (CR 707.12); a copy of a
card ceases to exist outside the stack and battlefield (CR 704.5e), so copies that are
not cast vanish at the next state-based-action check, after the resolution.
:class:`ir.CastCard` lets a player cast the objects during the resolution: timing is
ignored, no player receives priority afterwards (CR 608.2g). With ``mode="without_paying"``
no mana cost is paid and X is 0 (CR 118.9, 107.3b); with ``"instead_mana"`` the given mana
is paid instead; in both, alternative costs can't be used, mandatory additional costs must
be paid and optional ones may be (Wizard's Spellbook's rulings).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.effects.registry import resolves
from grimoire.effects.values import objects
from grimoire.oracle import ir
from grimoire.rules import casting, zones
from grimoire.rules.actions import Action, CastSpell, Decision, Decline
from grimoire.rules.resolution import Resolution

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@resolves(ir.CopyCard)
def copy_card(game: Game, res: Resolution, node: ir.CopyCard, answer: Action | None) -> None:
    made: list[int] = []
    for oid in objects(game, res, node.what):
        original = game.objects[oid]
        copy = zones.new_object(game, original.info, res.you, original.zone, "copy")
        copy.controller = res.you
        made.append(copy.id)
    res.bindings[node.bind] = tuple(made)
    res.did = bool(made)


def context_for(node: ir.CastCard) -> casting.CastContext:
    """The casting context a CastCard node allows."""
    mana = node.mana.symbols if node.mana is not None else ()
    return casting.CastContext(mode=node.mode, mana=mana, during=True)


@resolves(ir.CastCard)
def cast_card(game: Game, res: Resolution, node: ir.CastCard,
              answer: Action | None) -> Decision | None:
    key = "cast_remaining"
    if answer is None:
        remaining = tuple(objects(game, res, node.what))
        res.scratch[key] = remaining
        res.did = False
    else:
        remaining = res.scratch[key]
        if isinstance(answer, Decline):
            res.scratch.pop(key, None)
            return None
        assert isinstance(answer, CastSpell)
        casting.cast(game, res.you, answer, context_for(node))
        res.did = True
        remaining = tuple(o for o in remaining if o != answer.card)
        res.scratch[key] = remaining
    remaining = tuple(o for o in remaining if o in game.objects)
    if not node.any_number and answer is not None:
        remaining = ()  # "cast it": one object, once
    if not remaining:
        res.scratch.pop(key, None)
        return None
    offered = remaining if node.any_number else remaining[:1]
    ctx = context_for(node)
    if not any(casting.cast_options(game, res.you, o, ctx, limit=1) for o in offered):
        res.scratch.pop(key, None)  # nothing can be cast: the copies will cease to exist
        return None
    return Decision("cast_copy", res.you, prompt="cast a copy?", options=offered,
                    min_count=0 if node.optional else 1, source=res.source,
                    rule="CR 707.12",
                    data=(node.mode, ctx.mana, node.optional))
