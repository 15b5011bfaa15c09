"""Counts of what an earlier instruction did (CR 608.2c): "for each creature destroyed this
way", "for each card discarded this way", "the number of creatures destroyed this way",
"the number of creatures they controlled that were destroyed this way".

>>> from grimoire.oracle.context import Context
>>> this_way_count("creature destroyed this way", Context()).how
'destroyed'
>>> this_way_count("creatures they controlled that were destroyed this way",
...                Context()).controlled_by_you
True
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AllMatching,
    AmountCompare,
    Conditional,
    CountedThisWay,
    CreateTokens,
    EachOpponent,
    EachPlayer,
    Effect,
    Fixed,
    ForEach,
    MayDo,
    NumberCheck,
    OfferEach,
    PlayersWhere,
    SearchLibrary,
    Sequence,
    Shuffle,
    ThisWayVerb,
    You,
    iter_nodes,
)

_VERBS: dict[str, ThisWayVerb] = {
    "destroyed": "destroyed", "discarded": "discarded", "exiled": "exiled",
    "sacrificed": "sacrificed", "milled": "milled",
    "put into a graveyard": "put_into_graveyard", "put into graveyards": "put_into_graveyard",
    "put into your graveyard": "put_into_graveyard",  # (a card you own, CR 404.1)
}
_THIS_WAY = re.compile(
    r"(?P<noun>.+?)(?P<theirs> (?:they|you) controlled)?(?: that (?:were|was))? "
    r"(?P<verb>destroyed|discarded|exiled|sacrificed|milled|put into a graveyard"
    r"|put into graveyards|put into your graveyard) this way", re.IGNORECASE)


def this_way_count(text: str, ctx: Context) -> CountedThisWay | None:
    """The count of "<noun> <verb>ed this way" (after "for each" or "the number of"), or
    None. "they controlled" is the player the instruction is about (``You()`` inside
    "each player ...")."""
    # (a subtype keeps its capital: "for each Spirit sacrificed this way")
    text = text.strip().rstrip(".")
    match = _THIS_WAY.fullmatch(text)
    if match is None:
        return None
    try:
        flt, _ = parse_filter(match.group("noun"))
    except ParseFailure:
        return None
    if match.group("verb") == "put into your graveyard":  # "your graveyard": cards you own
        flt = replace(flt, owner="you")
    # CR 608.2h: matched as they last existed, wherever they were
    return CountedThisWay(_VERBS[match.group("verb").lower()], replace(flt, zone=None),
                          controlled_by_you=bool(match.group("theirs")))


def per_player(effect: Effect) -> Effect:
    """ "Each player loses life equal to the number of creatures they controlled that were
    destroyed this way": the amount differs per player, so the instruction is done for each
    player in turn (APNAP, CR 101.4) with ``You()`` naming that player (``ForEach``)."""
    player = getattr(effect, "player", None)
    amount = getattr(effect, "amount", None)
    if not isinstance(player, EachPlayer | EachOpponent | PlayersWhere) or not any(
            isinstance(n, CountedThisWay) and n.controlled_by_you for n in iter_nodes(amount)):
        return effect
    return ForEach(player, replace(effect, player=You()))  # type: ignore[arg-type]


_EACH_ITS = re.compile(r"for each (.+? this way), its controller (creates .+)", re.IGNORECASE)


def per_controller(text: str, ctx: Context, parse: Callable[[str, Context], Effect]
                   ) -> Effect | None:
    """ "For each permanent put into a graveyard this way, its controller creates a 3/3
    green Elephant creature token" (Terastodon): each player creates one for each of those
    they controlled (as they last existed, CR 608.2h), in turn order (CR 101.4); None for
    another shape."""
    match = _EACH_ITS.fullmatch(text.strip().rstrip("."))
    if match is None:
        return None
    counted = this_way_count(match.group(1), ctx)
    if counted is None:
        return None
    made = parse("create " + match.group(2)[len("creates "):], ctx)
    if not isinstance(made, CreateTokens) or made.amount != Fixed(1):
        raise ParseFailure(text, "tokens for each, other than one each")
    return ForEach(EachPlayer(), replace(made, amount=replace(counted, controlled_by_you=True)))


_EACH_SEARCH = re.compile(r"for each (.+? this way), its controller may search their library "
                          r"for an? (.+? card) and put it onto the battlefield( tapped)?",
                          re.IGNORECASE)
_SEARCHED_SHUFFLE = "then each player who searched their library this way shuffles"
_OFFER_SHUFFLE = "then each player who searched a library this way shuffles"


def per_controller_search(text: str, ctx: Context) -> Effect | None:
    """ "For each land sacrificed this way, its controller may search their library for a
    basic land card and put it onto the battlefield tapped" (Wave of Vitriol): each player
    who had such a land may search for up to that many (CR 701.19b: a search for cards with
    a quality may find fewer), in turn order (CR 101.4); None for another shape."""
    match = _EACH_SEARCH.fullmatch(text.strip().rstrip("."))
    counted = this_way_count(match.group(1), ctx) if match else None
    if match is None or counted is None:
        return None
    counted = replace(counted, controlled_by_you=True)
    flt, _ = parse_filter(match.group(2))
    search = SearchLibrary(replace(flt, zone=None), counted, destination="battlefield",
                           tapped=bool(match.group(3)))
    return ForEach(EachPlayer(), Conditional(AmountCompare(counted, NumberCheck("ge", 1)),
                                             MayDo(search)))


def searched_shuffle(sentence: str, steps: list[Effect]) -> Effect | None:
    """ "Then each player who searched their library this way shuffles." after "each
    player may search their library for ... and put it onto the battlefield / into their
    hand" (or :func:`per_controller_search`): each searcher shuffles (CR 701.20a) right
    after their own search (nobody sees a library in between); a player who declined
    searched nothing and doesn't shuffle. The step before is amended, an empty step
    returned. None for another sentence."""
    said = sentence.strip().rstrip(".").lower()
    if said == _OFFER_SHUFFLE and steps and isinstance(steps[-1], OfferEach):
        return _offer_shuffle(steps)
    if said != _SEARCHED_SHUFFLE or not steps:
        return None
    last = steps[-1]
    if not isinstance(last, ForEach):
        return None
    shuffled = _with_shuffle(last.effect)
    if shuffled is None:
        return None
    steps[-1] = replace(last, effect=shuffled)
    return Sequence(())


def _offer_shuffle(steps: list[Effect]) -> Effect | None:
    """ "Then each player who searched a library this way shuffles." after a tempting offer
    whose offer is a search (Tempt with Discovery): each opponent who accepted shuffles
    after their search, the controller after each of their own searches -- the one before
    the offer and each reward (CR 701.20a; nobody sees a library in between). The steps
    are amended, an empty step returned; None if a search by the controller can't be
    found or the offer is not a search."""
    last = steps[-1]
    assert isinstance(last, OfferEach)
    offer = _with_shuffle(last.offer)
    reward = _with_shuffle(last.reward)
    before = _with_shuffle(steps[-2]) if len(steps) > 1 and _own_search(steps[-2]) else None
    if offer is None or (reward is None and before is None):
        return None  # the controller's search isn't one this reads: not understood
    steps[-1] = replace(last, offer=offer, reward=last.reward if reward is None else reward)
    if before is not None:
        steps[-2] = before
    return Sequence(())


def _own_search(effect: Effect) -> bool:
    """``effect`` is the controller's own search (maybe with what is done with the card),
    done whatever happens (no "may", no "if")."""
    if isinstance(effect, Sequence) and effect.steps:
        effect = effect.steps[0]
    return isinstance(effect, SearchLibrary) and isinstance(effect.player, You)


def _with_shuffle(effect: Effect) -> Effect | None:
    """``effect`` (a search, maybe with what it does with the card, under "if" and "may")
    with the searcher's shuffle after it; None if it isn't a search."""
    if isinstance(effect, Conditional) and effect.otherwise is None:
        then = _with_shuffle(effect.then)
        return None if then is None else replace(effect, then=then)
    if isinstance(effect, MayDo):
        inner = _with_shuffle(effect.effect)
        return None if inner is None else replace(effect, effect=inner)
    if isinstance(effect, SearchLibrary):
        return Sequence((effect, Shuffle(You())))
    if isinstance(effect, Sequence) and effect.steps and isinstance(effect.steps[0],
                                                                    SearchLibrary):
        return Sequence((*effect.steps, Shuffle(You())))
    return None


def note_mass_count(what: object, how: ThisWayVerb, ctx: Context) -> None:
    """After "exile all creatures you control" / "destroy all ...": a later "that many" in
    the same ability is how many of them the instruction moved (CR 608.2c; Day of the
    Dragons: "exile all creatures you control. Then create that many 5/5 ... Dragon ...
    tokens"), counted as they last were (CR 608.2h). Nothing for a single object."""
    if isinstance(what, AllMatching) and ctx.counted is None:
        ctx.counted = CountedThisWay(how, replace(what.filter, zone=None))
