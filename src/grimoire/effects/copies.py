"""Copying cards and casting during a resolution (CR 707.12, 608.2g, 118.9); permanents
becoming copies (CR 707.4, :class:`ir.BecomeCopy`, see :mod:`grimoire.rules.copy_effects`).

:class:`ir.CopyCard` creates each copy in the zone the card is in (CR 707.12), owned and
controlled by the player told to create it (CR 112.2a). A copy of a card ceases to exist in
any zone but the stack and the battlefield (CR 704.5e, 707.10a): a state-based action, so
copies that are not cast vanish at the first check after the resolution, and a cast copy
vanishes once it resolves or is countered.

:class:`ir.CastCard` lets a player cast the objects during the resolution: timing is
ignored and no player receives priority after each cast (CR 608.2g); each cast follows
CR 601.2a-h (modes, targets, X, costs). With ``mode="without_paying"`` no mana cost is paid
and X is 0 (CR 118.9, 107.3b); with ``"instead_mana"`` the given mana is paid instead; in
both, alternative costs can't be used (CR 118.9a), mandatory additional costs must be paid
and optional ones may be (Wizard's Spellbook's rulings). With several objects, one
``cast_copy`` decision at a time offers every object not yet cast: the player picks the
next one to cast, in any order, or stops (:mod:`grimoire.rules.copies` lists the answers);
with ``any_number=False`` ("a spell from among them") at most one is cast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import casting, copies, copy_effects, query, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, CastSpell, Decision, Decline, PlayLand
from grimoire.rules.enter_statics import land_entering_node
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import amount_value, objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_REMAINING = "cast_remaining"
_BUDGET = "cast_budget"


@resolves(ir.CopyCard)
def copy_card(game: Game, res: Resolution, node: ir.CopyCard, answer: Action | None) -> None:
    made: list[int] = []
    for oid in objects(game, res, node.what):
        original = game.objects[oid]
        if original.kind == "ability":
            continue  # only a card (or a copy of one) is copied this way
        for _ in range(node.times):
            # CR 707.12: created in the zone the card is in; CR 112.2a: owned by its creator.
            copy = zones.new_object(game, original.info, res.you, original.zone, "copy")
            copy.controller = res.you
            made.append(copy.id)
    res.bindings[node.bind] = tuple(made)
    res.did = bool(made)


def context_for(node: ir.CastCard) -> casting.CastContext:
    """The casting context a CastCard node allows (CR 608.2g: during a resolution).

    >>> context_for(ir.CastCard(ir.Bound("copy"), mode="without_paying")).during
    True
    """
    mana = node.mana.symbols if node.mana is not None else ()
    return casting.CastContext(mode=node.mode, mana=mana, during=True,
                               exile_instead=node.exile_instead)


@resolves(ir.CastCard)
def cast_card(game: Game, res: Resolution, node: ir.CastCard,
              answer: Action | None) -> Decision | None:
    if answer is None:
        remaining = tuple(objects(game, res, node.what))
        if node.filter is not None:  # "an instant or sorcery spell from among them"
            flt = node.filter
            remaining = tuple(o for o in remaining
                              if query.matches(game, game.objects[o], flt, res.you, res.source))
        res.did = False
        if node.total is not None:  # "with total mana value X or less" (CR 202.3)
            res.scratch[_BUDGET] = amount_value(game, res, node.total, res.you)
    else:
        remaining = res.scratch.pop(_REMAINING)
        if isinstance(answer, Decline):
            return None  # the player stops: copies not cast cease to exist afterwards
        if isinstance(answer, PlayLand):  # "you may play the exiled card": a land
            _play_land(game, res, answer.card)
        else:
            assert isinstance(answer, CastSpell)
            if _BUDGET in res.scratch:  # the cast card's mana value uses up the budget
                res.scratch[_BUDGET] -= game.objects[answer.card].info.mana_value
            # CR 608.2g: cast now, following 601.2a-i; the resolution then continues.
            casting.cast(game, res.you, answer, context_for(node))
        res.did = True
        if not node.any_number:
            return None  # "cast a spell from among them": one
        remaining = tuple(o for o in remaining if o != answer.card)
    remaining = tuple(o for o in remaining if o in game.objects and (
        _BUDGET not in res.scratch
        or game.objects[o].info.mana_value <= res.scratch[_BUDGET]))
    ctx = context_for(node)
    if not any((node.play and copies.land_playable(game, res.you, o))
               or casting.cast_options(game, res.you, o, ctx, limit=1) for o in remaining):
        return None  # nothing (more) can be cast
    res.scratch[_REMAINING] = remaining
    mana = ctx.mana
    verb = "play" if node.play else "cast"
    return Decision("cast_copy", res.you,
                    prompt=f"{verb} which next, {copies.describe_mode(node.mode, mana)}?",
                    options=remaining, min_count=0 if node.optional else 1,
                    source=res.source, rule="CR 707.12, 608.2g",
                    data=(node.mode, mana, node.optional, node.play))


def _play_land(game: Game, res: Resolution, card: int) -> None:
    """Play the land ``card`` as part of the resolution (CR 305.1; validated: your turn,
    a land play left, CR 305.2-305.3); it uses a land play. A land that asks as it enters
    ("As this land enters, you may pay ...") asks next in this resolution (CR 614.12)."""
    game.players[res.you].lands_played += 1
    asking = land_entering_node(game, res.you, card)
    if asking is not None:
        res.push(asking)
        return
    new = zones.move(game, card, "battlefield", controller=res.you)
    game.emit(ev.LandPlayed(res.you, new, game.objects[new].name))


@resolves(ir.BecomeCopy)
def become_copy(game: Game, res: Resolution, node: ir.BecomeCopy,
                answer: Action | None) -> None:
    """CR 707.4: each permanent named becomes a copy of the object (its copiable values,
    CR 707.2; a card in a graveyard or exile too), with the exceptions (CR 707.9); "it has
    this ability" adds the resolving ability (CR 707.9a)."""
    hit = [o for o in objects(game, res, node.what) if game.objects[o].zone == "battlefield"]
    found = objects(game, res, node.of)
    source = game.objects.get(found[0]) if found else None
    if not hit or source is None:
        res.did = False  # CR 608.2b: nothing to copy (or no permanent to change)
        return
    ability = _resolving_ability(game, res) if node.exceptions.this_ability else None
    for oid in hit:
        copy_effects.become_copy(game, game.objects[oid], source, node.exceptions, ability,
                                 node.duration == "end_of_turn")
    res.did = True


def _resolving_ability(game: Game, res: Resolution) -> ir.Ability | None:
    """The ability this resolution is (its source's ability at the stack item's index)."""
    item = game.objects.get(res.item) or game.last_known.get(res.item)
    index = item.stack.ability if item is not None and item.stack is not None else -1
    source = game.objects.get(res.source) or game.last_known.get(res.source)
    if source is None or not 0 <= index < len(source.info.card.abilities):
        return None
    return source.info.card.abilities[index]
