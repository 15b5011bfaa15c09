"""Keep some, sacrifice the rest (CR 101.4, 701.17a): "that player chooses up to two
creatures they control, then sacrifices the rest", "Each player chooses three permanents
they control, then sacrifices the rest", "Each player chooses a creature or planeswalker
they control, then sacrifices the rest".

Each named player in turn order (CR 101.4) chooses the objects to keep among those they
control matching the filter (no targeting; Archfiend of Depravity's rulings); then every
one of them that wasn't chosen is sacrificed at once. "The rest" are the others of the same
kind: other creatures for "creatures", other permanents for "permanents". With "up to",
the player may keep none and sacrifice all.

>>> from grimoire.oracle.context import Context, ParseFailure
>>> steps = keep_rest_sentence("Each player chooses up to two creatures they control, "
...                            "then sacrifices the rest.", Context())
>>> [type(s).__name__ for s in steps.steps]
['ForEach', 'SacrificePermanents']
>>> steps.steps[0].effect.what.count, steps.steps[0].effect.what.up_to
(Fixed(value=2), True)
"""

from __future__ import annotations

import re
from dataclasses import fields, replace
from typing import Any

from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AllOf,
    AmountCompare,
    CheckedPlayer,
    ChooseObjects,
    Chosen,
    CompareAmounts,
    EachOpponent,
    EachPlayer,
    Effect,
    ForEach,
    GreatestMovedThisWay,
    LoseLife,
    NumberCheck,
    PlayersWhere,
    SacrificePermanents,
    Sequence,
    UnlessPays,
    You,
)
from grimoire.oracle.refs import parse_player

__all__ = ["each_unless", "greatest_this_way", "keep_one_of_each", "keep_rest_sentence",
           "unless_alternatives"]

_KEEP_ONE_OF_EACH = re.compile(
    r"(each player|each opponent|that player|target player|target opponent) chooses "
    r"((?:an? [\w-]+, )+(?:and )?an? [\w-]+) from among the ([\w -]+?) they control, then "
    r"sacrifices the rest", re.IGNORECASE)

_KEEP = re.compile(r"(each player|each opponent|that player|target player|target opponent) "
                   r"chooses (up to )?(an?|" + NUMBER_RE + r") (.+?) they control, then "
                   r"sacrifices the rest", re.IGNORECASE)
_KEPT = "kept_by_each"


def keep_rest_sentence(text: str, ctx: Context) -> Effect | None:
    """The steps of "<players> chooses [up to] N <kind> they control, then sacrifices the
    rest", or None for another sentence."""
    match = _KEEP.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    flt, _ = parse_filter(match.group(4))
    if not (flt.types_any or flt.subtypes_any or match.group(4).lower() == "permanents") \
            or flt.zone not in (None, "battlefield"):
        return None  # "a party from among creatures": another class
    word = match.group(3).lower()
    count = parse_number("one" if word in ("a", "an") else word, ctx)
    yours = replace(flt, controller="you", zone="battlefield")
    who = parse_player(match.group(1), ctx)
    keep = Chosen(yours, count, up_to=bool(match.group(2)), bind="kept_one")
    return Sequence((  # CR 101.4: all choose in turn order, then all sacrifice at once
        ForEach(who, ChooseObjects(keep, join=_KEPT)),
        SacrificePermanents(who, replace(yours, excluding=_KEPT), every=True)))


def keep_one_of_each(text: str, ctx: Context) -> Effect | None:
    """ "Each player chooses an artifact, a creature, an enchantment, and a planeswalker from
    among the nonland permanents they control, then sacrifices the rest" (CR 101.4, 701.17a;
    Cataclysmic Gearhulk's rulings): each player in turn order makes one choice per kind among
    the permanents of the pool (one permanent may answer two kinds: an artifact creature
    chosen as both is kept once; a kind they lack is skipped); then every permanent of the
    pool that wasn't chosen is sacrificed at once.

    >>> steps = keep_one_of_each("Each player chooses an artifact, a creature, an "
    ...     "enchantment, and a planeswalker from among the nonland permanents they control, "
    ...     "then sacrifices the rest.", Context())
    >>> [len(s.steps) for s in (steps, steps.steps[0].effect)]
    [2, 4]
    >>> steps.steps[1].filter.excluding, steps.steps[1].filter.types_none
    ('kept_by_each', ('land',))
    """
    match = _KEEP_ONE_OF_EACH.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    pool, _ = parse_filter(match.group(3))
    if pool.zone not in (None, "battlefield") or not match.group(3).endswith("permanents"):
        return None
    yours = replace(pool, controller="you", zone="battlefield")
    kinds = [k.strip() for k in re.split(r",(?: and)? ", match.group(2))]
    choices: list[Effect] = []
    for n, kind in enumerate(kinds):
        flt, _ = parse_filter(re.sub(r"^an? ", "", kind))
        if not flt.types_any or flt.subtypes_any or flt.zone not in (None, "battlefield"):
            return None  # only card types name the kinds here
        one = replace(yours, types_any=flt.types_any)
        choices.append(ChooseObjects(Chosen(one, parse_number("one", ctx),
                                            bind=f"kept_kind_{n}"), join=_KEPT))
    who = parse_player(match.group(1), ctx)
    return Sequence((  # CR 101.4: all choose in turn order, then all sacrifice at once
        ForEach(who, Sequence(tuple(choices))),
        SacrificePermanents(who, replace(yours, excluding=_KEPT), every=True)))


_ALTERNATIVE = re.compile(r"(.+?) or ((?:pays?|sacrifices?|discards?) .+)")


def unless_alternatives(cost: str) -> list[str]:
    """The costs of "unless that player sacrifices a creature of their choice or pays 3
    life" (CR 118.12a: the payer chooses one of them, or none), each in the imperative
    ("sacrifice a creature", "pay 3 life"); one cost stays one.

    >>> unless_alternatives("sacrifice a nonland permanent or discards a card")
    ['sacrifice a nonland permanent', 'discard a card']
    >>> unless_alternatives("pay {3}")
    ['pay {3}']
    """
    match = _ALTERNATIVE.fullmatch(cost)
    if match is None or not re.match(r"(?:pays?|sacrifices?|discards?) ", match.group(1)):
        return [cost]
    first = re.sub(r" of their choice$", "", match.group(1))
    second = re.sub(r"^(pay|sacrifice|discard)s ", r"\1 ", match.group(2))
    return [first, *unless_alternatives(re.sub(r" of their choice$", "", second))]


def each_unless(unless: UnlessPays, who: str, said: str) -> Effect:
    """ "Each opponent loses 3 life unless that player sacrifices ...": "that player" is each
    of them in turn (CR 101.4), so each one decides for their own part: a :class:`ForEach`
    over those players of the effect done to "you" (the player of that round) unless "you"
    pay. Other "unless" sentences come back unchanged; an effect whose player field isn't
    the "each" group is refused rather than compiled to something else."""
    each = re.match(r"(each opponent|each player) ", said, re.IGNORECASE)
    if each is None or who not in ("that player", "they"):
        return unless
    group = EachOpponent() if each.group(1).lower() == "each opponent" else EachPlayer()
    effect: Any = unless.effect
    named = [f.name for f in fields(effect) if getattr(effect, f.name) == group]
    if len(named) != 1:
        raise ParseFailure(said, "'unless that player' after an effect on each player")
    mine = replace(effect, **{named[0]: You()})
    return ForEach(group, replace(unless, effect=mine, who=You()))


_TOP = re.compile(r"each (player|opponent) who (discarded|milled|exiled|sacrificed) an? "
                  r"([\w ]+?) with the greatest mana value among ([\w ]+?) \2 this way loses "
                  r"life equal to that mana value", re.IGNORECASE)


def greatest_this_way(text: str, ctx: Context) -> Effect | None:
    """ "Each player who discarded a card with the greatest mana value among cards discarded
    this way loses life equal to that mana value" (CR 608.2c, 202.3; Scythe Specter's
    rulings: every player tied for the greatest loses it): a :class:`ForEach` over the
    players whose own greatest equals the greatest of all; None for another sentence."""
    match = _TOP.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    one, _ = parse_filter(match.group(3))
    among, _ = parse_filter(match.group(4))
    if replace(one, zone=None) != replace(among, zone=None):
        return None  # the chosen must be among those compared
    how, flt = match.group(2).lower(), replace(among, zone=None)
    top = GreatestMovedThisWay(how, flt)
    theirs = GreatestMovedThisWay(how, flt, CheckedPlayer())
    group = EachPlayer() if match.group(1).lower() == "player" else EachOpponent()
    who = PlayersWhere(group, AllOf((AmountCompare(theirs, NumberCheck("ge", 0)),
                                     CompareAmounts(theirs, "eq", top))))
    return ForEach(who, LoseLife(top, You()))
