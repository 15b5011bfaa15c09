"""The creatures that convoked a spell (CR 702.51c: "A creature tapped to pay for mana in a
spell's total cost this way is said to have 'convoked' that spell"): "put a +1/+1 counter on
each creature that convoked it" (Venerated Loxodon), "enters with two +1/+1 counters on it for
each creature that convoked it" (Ancient Imperiosaur), "Each creature that convoked ~
connives" (Lethal Scheme).

As a spell with convoke is cast (:data:`~grimoire.rules.hooks.SPELL_CAST`), the creatures
among its helpers (the trailing ids of the cast's costs, :mod:`grimoire.rules.keywords_cast`)
that pay by convoke are written in a flag of the spell, ``convoked:<id>,<id>``, which the
permanent it becomes keeps (:data:`~grimoire.rules.hooks.REMEMBERED_PREFIXES`, CR 608.3), so
an "enters with" replacement (CR 614.1c) reads it as the permanent enters. An
``ObjectFilter`` with ``convoked_source`` matches the creatures named by the source's flag
(the spell, or the permanent; its last known information if it has left, CR 608.2h: the
creatures are still the ones that convoked it).

>>> flag_of((12, 15))
'convoked:12,15'
>>> named(frozenset({"kicked", "convoked:12,15"}))
(12, 15)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import casting, hooks, keywords_cast, query

if TYPE_CHECKING:
    from grimoire.rules.actions import CastSpell
    from grimoire.rules.casting import CastContext
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

PREFIX = "convoked:"
_CREATURE = ir.ObjectFilter(types_any=("creature",))
_WORD = "convoked_source"
"""The filter field's name: a word of the game's vocabulary when one of its cards reads it."""


def flag_of(tapped: tuple[int, ...]) -> str:
    """The flag naming the creatures that convoked a spell."""
    return PREFIX + ",".join(str(oid) for oid in tapped)


def named(flags: frozenset[str]) -> tuple[int, ...]:
    """The creatures a spell's (or its permanent's) flags name as having convoked it."""
    for flag in flags:
        if flag.startswith(PREFIX):
            return tuple(int(part) for part in flag[len(PREFIX):].split(",") if part)
    return ()


def convokers(game: Game, player: int, card: GameObject, action: CastSpell,
              ctx: CastContext) -> tuple[int, ...]:
    """The creatures ``action`` taps to pay for ``card`` by convoke (CR 702.51a): the helpers
    that are untapped creatures ``player`` controls, the spell having convoke."""
    if "convoke" not in keywords_cast.helper_keywords(card):
        return ()
    cost = casting.action_cost(game, player, action, ctx)
    helpers = action.costs[keywords_cast.parts_taken(cost.parts, action.costs):]
    out: list[int] = []
    for oid in helpers:
        helper = game.objects.get(oid)
        if helper is not None and helper.zone == "battlefield" and not helper.tapped \
                and helper.controller == player \
                and query.matches(game, helper, _CREATURE, player, card.id):
            out.append(oid)
    return tuple(out)


def _casting(game: Game, player: int, card: GameObject, action: CastSpell,
             ctx: CastContext) -> frozenset[str]:
    """CR 702.51c: the spell remembers who convokes it (in a game whose cards ask)."""
    if action.costs and _WORD in game.vocabulary:
        tapped = convokers(game, player, card, action, ctx)
        if tapped:
            return frozenset({flag_of(tapped)})
    return frozenset()


def convoked(game: Game, obj: GameObject, flt: ir.ObjectFilter, source: int | None) -> bool:
    """Whether ``obj`` convoked the source (the spell, or the permanent it became)."""
    if source is None:
        return False
    found = game.objects.get(source) or game.last_known.get(source)
    return found is not None and obj.id in named(found.flags)


hooks.SPELL_CAST.add(_casting)  # CR 702.51c
hooks.REMEMBERED_PREFIXES.append(PREFIX)  # the permanent it becomes (CR 608.3)
hooks.FILTER_TESTS[_WORD] = convoked
