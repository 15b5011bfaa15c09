"""What static abilities give a spell as it is cast: "Creature spells you cast have offspring
{2}" (CR 611.3a, 613.1f).

CR 601.2a puts the card on the stack before its costs are determined (CR 601.2b, 601.2f), so
an ability a static gives "spells you cast" already counts then: an additional cost it adds
may be paid, a keyword that pays or reduces the total cost (convoke, affinity) helps pay it
(CR 113.6d-e). Mechanisms answer :data:`GRANTS` with what a card being cast gets: abilities
and additional costs, each as the card would print them. The kernel reads the card with them
wherever a cast is listed, checked and paid (:func:`as_granted`,
:func:`grimoire.rules.casting.cast`), and the spell on the stack has the abilities
(:func:`enter_granted`); the card in its zone never changes (CR 400.7).

Games with no such static pay one test of the hook.

>>> from grimoire.core.mana import ManaCost
>>> bears = ir.CardDefinition("Grizzly Bears", card_types=("creature",), power=2, toughness=2)
>>> extra = ir.AdditionalCost(ir.Cost(ManaCost(("2",))), optional=True, option="o")
>>> card = granted_card(bears, Grant((ir.Keyword("offspring"),), (extra,)))
>>> [a.name for a in card.abilities], card.additional_costs == (extra,)
(['offspring'], True)
>>> granted_card(bears, Grant()) is bears
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules.cardinfo import CardInfo, info_for, note, per_game, remember
from grimoire.rules.hooks import Hook

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject


@dataclass(frozen=True, slots=True)
class Grant:
    """What a static gives a spell being cast: ``abilities`` (it has them on the stack),
    ``additional`` costs (optional or not, CR 601.2b), after the card's own."""

    abilities: tuple[ir.Ability, ...] = ()
    additional: tuple[ir.AdditionalCost, ...] = ()
    alternative: tuple[ir.AlternativeCost, ...] = ()
    """Alternative costs it may be cast for (CR 118.9), after the card's own."""


GRANTS: Hook[Callable[[Game, int, GameObject], Grant | None]] = Hook("cast_grants")
"""What static abilities give ``card`` as ``player`` casts it from where it is (its
characteristics as cast, a face's if cast as one): ``(game, player, card)``, registered with
``words``; None: nothing."""

_CACHE: dict[tuple[int, Grant], tuple[CardInfo, CardInfo]] = per_game({})
"""(id of a card's info, grant) -> (that info, the info with the grant), per game."""


def granted_card(card: ir.CardDefinition, grant: Grant) -> ir.CardDefinition:
    """``card`` with what ``grant`` gives it after its own abilities and costs."""
    if not grant.abilities and not grant.additional and not grant.alternative:
        return card
    return replace(card, abilities=card.abilities + grant.abilities,
                   additional_costs=card.additional_costs + grant.additional,
                   alternative_costs=card.alternative_costs + grant.alternative)


def grant_for(game: Game, player: int, obj: GameObject) -> Grant | None:
    """Everything the statics give ``obj`` cast by ``player`` now, or None."""
    funcs = GRANTS.in_game(game)
    if not funcs:
        return None  # (most games: no such static)
    abilities: tuple[ir.Ability, ...] = ()
    additional: tuple[ir.AdditionalCost, ...] = ()
    alternative: tuple[ir.AlternativeCost, ...] = ()
    for func in funcs:
        found = func(game, player, obj)
        if found is not None:
            abilities += found.abilities
            additional += found.additional
            alternative += found.alternative
    return Grant(abilities, additional, alternative) \
        if abilities or additional or alternative else None


@contextmanager
def as_granted(game: Game, player: int, obj: GameObject) -> Iterator[Grant | None]:
    """While a cast of ``obj`` by ``player`` is listed, checked or its cost computed, it has
    what statics give it (CR 601.2b-f); its own characteristics are back afterwards.
    Yields what they give it (None: nothing)."""
    grant = grant_for(game, player, obj)
    if grant is None:
        yield None
        return
    saved = obj.info
    obj.info = with_grant(saved, grant)
    note(game, obj.info)
    try:
        yield grant
    finally:
        obj.info = saved


def with_grant(own: CardInfo, grant: Grant) -> CardInfo:
    """The characteristics ``own`` with what ``grant`` gives (cached per game)."""
    key = (id(own), grant)
    hit = _CACHE.get(key)
    if hit is None or hit[0] is not own:
        hit = remember(_CACHE, key, (own, info_for(granted_card(own.card, grant))))
    return hit[1]


def enter_granted(game: Game, spell: GameObject, grant: Grant) -> None:
    """The spell just put on the stack has the abilities given to it (CR 611.3a), the
    characteristics it has anywhere else kept in ``base`` (CR 400.7)."""
    if not grant.abilities:
        return
    base = spell.base or spell.info
    own = spell.info
    spell.info = with_grant(own, Grant(grant.abilities))
    spell.base = base
    remember(_GIVEN, id(spell.info), (spell.info, own))
    note(game, spell.info)


_GIVEN: dict[int, tuple[CardInfo, CardInfo]] = per_game({})
"""id of a spell's characteristics with given abilities -> (them, the spell's without)."""


def ungranted(info: CardInfo) -> CardInfo:
    """``info`` without the abilities :func:`enter_granted` gave a spell: the permanent it
    becomes keeps only what the static says it keeps (CR 611.3d), not the spell's."""
    found = _GIVEN.get(id(info))
    return found[1] if found is not None and found[0] is info else info
