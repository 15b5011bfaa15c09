"""Instructions every player follows with their own graveyard (CR 101.4, 608.2c):

* "Each player exiles all creature cards from their graveyard, then sacrifices all creatures
  they control, then puts all cards they exiled this way onto the battlefield." (Living
  Death, Living End): the exiled cards are remembered (CR 607.2a does not apply: the same
  instruction) and come back under their owners' control, all at once;
* "Each player puts a creature card from their graveyard onto the battlefield." (Exhume):
  a choice each, in APNAP order, then one simultaneous move
  (:class:`~grimoire.oracle.ir.PlayersPutOntoBattlefield`);
* "Each player returns all creature cards from their graveyard to the battlefield|their hand"
  (Twilight's Call, Empty the Catacombs): every such card of every graveyard, at once, each
  under its owner's control (CR 110.2) or to its owner's hand;
* "<player> returns a card from their graveyard to their hand" (Skullwinder's chosen
  opponent, Obscura Confluence's target player): that player chooses among their own cards
  (CR 608.2d), each such player in turn (CR 101.4);
* "choose an opponent" as a clause ("..., then choose an opponent. That player ..."): the
  player "that player" then means, chosen as the ability resolves (CR 608.2d).

>>> from grimoire.oracle.context import Context
>>> type(each_player_clause("Each player puts a creature card from their graveyard onto "
...                         "the battlefield", Context())).__name__
'PlayersPutOntoBattlefield'
"""

from __future__ import annotations

import re
from dataclasses import replace

from grimoire.oracle.amounts import NUMBER_RE, parse_number
from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.filters import parse_filter
from grimoire.oracle.ir import (
    AllMatching,
    Bound,
    Chosen,
    ChosenPlayer,
    EachPlayer,
    Effect,
    Exile,
    ForEach,
    ObjectFilter,
    OwnerOf,
    PlayersPutOntoBattlefield,
    PutIntoHand,
    PutOntoBattlefield,
    SacrificePermanents,
    Sequence,
    You,
)
from grimoire.oracle.refs import parse_player

_LIVING = re.compile(r"each player exiles all (\w+) cards from their graveyard, then sacrifices "
                     r"all (\w+)s they control, then puts all cards they exiled this way onto "
                     r"the battlefield")
_ALL_BACK = re.compile(r"each player returns (?:all|each) ([\w ,~]+?) from their graveyard to (the "
                       r"battlefield|their hands?)")
_SOME_BACK = re.compile(r"(each player|target player|target opponent|that player) returns? "
                        r"(up to )?(" + NUMBER_RE + r") ([\w ]+?) from their graveyard to their "
                        r"hand")
_CHOOSE = re.compile(r"choose (an opponent|a player)( at random)?")
_EXHUME = re.compile(r"each player puts (?:a|an) ([\w ]+? card) from their graveyard onto the "
                     r"battlefield")


def each_player_clause(text: str, ctx: Context) -> Effect | None:
    """The instruction, or None for another shape."""
    low = text.strip().rstrip(".").lower()
    match = _LIVING.fullmatch(low)
    if match and match.group(1) == match.group(2):
        kind = match.group(1)
        back = Bound("living")
        return Sequence((
            Exile(AllMatching(ObjectFilter(types_any=(kind,), zone="graveyard")), linked=False,
                  bind=back.name),
            SacrificePermanents(EachPlayer(), ObjectFilter(types_any=(kind,),
                                                           zone="battlefield"), every=True),
            PutOntoBattlefield(back, controller=OwnerOf(back)),  # CR 110.2: their own
        ))
    match = _EXHUME.fullmatch(low)
    if match:
        flt, _ = parse_filter(match.group(1))
        return PlayersPutOntoBattlefield(EachPlayer(), replace(flt, zone="graveyard"))
    return _returns(low, ctx)


def _returns(low: str, ctx: Context) -> Effect | None:
    """The "returns ... from their graveyard" and "choose an opponent" shapes, or None."""
    match = _CHOOSE.fullmatch(low)
    if match:
        ctx.player_antecedent = ChosenPlayer(opponent=match.group(1) == "an opponent",
                                             random=bool(match.group(2)))
        return Sequence(())  # nothing happens yet: "that player" is chosen when read
    match = _ALL_BACK.fullmatch(low)
    if match:
        try:
            flt, _ = parse_filter(match.group(1))
        except ParseFailure:
            return None
        cards = AllMatching(replace(flt, zone="graveyard"))
        if match.group(2) == "the battlefield":  # under their owners' control (CR 110.2)
            return PutOntoBattlefield(cards, controller=OwnerOf(cards))
        return PutIntoHand(cards)
    match = _SOME_BACK.fullmatch(low)
    if match is None:
        return None
    try:
        flt, _ = parse_filter(match.group(4))
        player = parse_player(match.group(1), ctx)
        count = parse_number(match.group(3), ctx)
    except ParseFailure:
        return None
    own = PutIntoHand(Chosen(replace(flt, owner="you", zone="graveyard"), count,
                             up_to=bool(match.group(2))))
    return own if isinstance(player, You) else ForEach(player, own)
