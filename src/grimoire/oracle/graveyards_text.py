"""Whole graveyards as the objects of an effect (CR 404.1): "Exile target player's
graveyard", "Exile all graveyards", "Each player shuffles their graveyard into their
library", "Shuffle ~ into its owner's library" (CR 701.20a: a player shuffles their own
library; the cards go to their owners' libraries, CR 400.3).

>>> from grimoire.oracle.context import Context
>>> graveyard_ref("all graveyards", Context())
GraveyardOf(player=EachPlayer(), filter=None)
>>> graveyard_ref("each opponent's graveyard", Context())
GraveyardOf(player=EachOpponent(), filter=None)
>>> graveyard_ref("target creature", Context()) is None
True
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.context import Context
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    EachOpponent,
    EachPlayer,
    Effect,
    GraveyardOf,
    HandOf,
    ObjectRef,
    OwnerOf,
    PlayerRef,
    PutIntoLibrary,
    Sequence,
    Shuffle,
    TargetRef,
    ThisObject,
    You,
)
from grimoire.oracle.lexer import SELF
from grimoire.oracle.refs import parse_object, parse_player

_KINDS_OWNED = re.compile(
    r"all ([\w -]+?) cards (?:from|in) (target player|target opponent|that player|each "
    r"opponent|each player)'s graveyard", re.IGNORECASE)
_OWNED = re.compile(
    r"(?:all cards (?:from|in) )?(target player|target opponent|that player|each opponent|"
    r"each player)'s graveyard"
)


def graveyard_ref(phrase: str, ctx: Context) -> GraveyardOf | None:
    """The graveyard(s) ``phrase`` names, or None for another phrase."""
    low = phrase.strip().lower()
    if low in ("all graveyards", "each graveyard", "all cards from all graveyards"):
        return GraveyardOf(EachPlayer())
    if low == "your graveyard":
        return GraveyardOf(You())
    if low in ("all opponents' graveyards", "your opponents' graveyards",
               "all your opponents' graveyards", "each opponent's graveyard"):
        return GraveyardOf(EachOpponent())  # (CR 102.2: a player's opponents)
    match = _OWNED.fullmatch(low)
    if match is None:
        kinds = _KINDS_OWNED.fullmatch(phrase.strip())
        if kinds is None:
            return None
        flt, _ = parse_filter(kinds.group(1) + " card")  # CR 404.1: only those cards
        return GraveyardOf(parse_player(kinds.group(2).lower(), ctx),
                           replace(flt, zone="graveyard"))

    return GraveyardOf(parse_player(match.group(1), ctx))


def shuffle_into_library(player: PlayerRef, rest: str, ctx: Context) -> Effect | None:
    """ "<player> shuffles <rest>" where ``rest`` moves cards into a library, or None.

    "their graveyard into their library" and "their hand and graveyard into their library"
    put the cards in, then the player shuffles (even with nothing moved, CR 701.20a);
    "~ into its owner's library" shuffles this object into its owner's library.
    """
    low = rest.strip().lower()
    if rest.strip() in (f"{SELF} into its owner's library", f"{SELF} into your library"):
        return PutIntoLibrary(ThisObject(), "shuffled")
    if rest.strip() == f"{SELF} and your graveyard into their owner's library" and \
            player == You():  # (Elixir of Immortality's rulings: this object from where it
        # is now, if it's still there, into its owner's library; your whole graveyard into
        # yours; each affected library is shuffled, CR 701.20a)
        return Sequence((PutIntoLibrary(ThisObject(), "shuffled"),
                         PutIntoLibrary(GraveyardOf(player), "top"), Shuffle(player)))
    if low == "it into their library" and isinstance(player, OwnerOf):
        # "~'s owner shuffles it into their library", "The owner of target permanent
        # shuffles it into their library": the object, if still where it was, into its
        # owner's library, which is shuffled (gone: nothing happens, Blitz Hellion's ruling;
        # a token is put in and shuffled, then ceases to exist, CR 111.8, 701.20a)
        return PutIntoLibrary(player.ref, "shuffled")
    if low == "it into its owner's library" and ctx.antecedent is not None:
        # the card goes in if it's still there, and its owner shuffles either way (the
        # Incarnations' ruling: gone from the graveyard, it stays where it is; CR 701.20a)
        it = ctx.antecedent
        return Sequence((PutIntoLibrary(it, "top"), Shuffle(OwnerOf(it))))
    chosen = _targeted_cards(player, low, ctx)
    if chosen is not None:
        return chosen
    match = re.fullmatch(
        r"(?:their|your|his or her) (hand and graveyard|graveyard and hand|graveyard|hand) "
        r"into (?:their|your|his or her) library", low)
    if match is None:
        return None
    steps: list[Effect] = []
    parts: list[ObjectRef] = []
    if "hand" in match.group(1):
        parts.append(HandOf(player))
    if "graveyard" in match.group(1):
        parts.append(GraveyardOf(player))
    steps.extend(PutIntoLibrary(part, "top") for part in parts)
    steps.append(Shuffle(player))
    return Sequence(tuple(steps))


_TARGET_CARDS = re.compile(r"((?:up to \w+|any number of) target cards?) from (their|your) "
                           r"graveyard into (?:their|your) library")


def _targeted_cards(player: PlayerRef, low: str, ctx: Context) -> Effect | None:
    """ "Target player shuffles up to three target cards from their graveyard into their
    library" (Gaea's Blessing, Loaming Shaman): the cards are targets in that player's
    graveyard (CR 115.1, 601.2c: chosen after the player), put in, then that player shuffles
    (CR 701.20a), even if no card is left to put in; "you" shuffle cards you own. None for
    another phrase."""
    match = _TARGET_CARDS.fullmatch(low)
    if match is None:
        return None
    if match.group(2) == "your" and player == You():
        cards = parse_object(match.group(1) + " from your graveyard", ctx)
    elif match.group(2) == "their" and isinstance(player, TargetRef) \
            and ctx.targets[player.index].kind == "player":
        cards = parse_object(match.group(1) + " from a graveyard", ctx)
        assert isinstance(cards, TargetRef)
        ctx.targets[cards.index] = replace(ctx.targets[cards.index],
                                           controlled_by_target=player.index)
    else:
        return None
    return Sequence((PutIntoLibrary(cards, "top"), Shuffle(player)))
