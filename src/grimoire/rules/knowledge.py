"""What each player knows about cards in hidden zones (CR 400.2, 401.3, 402.3, 701.20a).

A library's cards and a hand are hidden from the players who can't see them, but a player
can still know some of them: the cards they scried and put back on top, the cards they
searched among, a card an opponent revealed from their hand, a creature they saw returned
to its owner's hand. The search AI's sampling of hidden information
(:mod:`grimoire.rules.determinize`) keeps such cards and samples only the rest, and an
agent reads them through :meth:`grimoire.rules.view.PlayerView.known_cards`.

``game.known`` maps the id of a card in a library or a hand to the seats that know which
card it is (its owner always knows the cards of their own hand). Knowledge comes from:

* a decision that shows a player cards of a hidden zone (:func:`shown`: a scry, a search,
  "look at the top N", choosing from a revealed hand: CR 701.18a, 701.19a, 701.16a);
* a reveal (:func:`learn` with every seat: CR 701.16a, "reveal it" keeps it in the hand);
* a card going from a public zone to a hand or a library: everyone saw it (CR 400.2);
* a card going from its owner's hand to their library: its owner knows where it went;
* cards revealed "until" one matches (CR 701.16a): everyone knows them, and as they stay
  revealed for the rest of the effect, everyone sees where each goes (the found card put
  into a hand) — unless the library is reordered (701.16d: "the rest on the bottom in a
  random order"). The resolution lists them under :data:`REVEALED` in its scratch.

It follows a card as it moves (:func:`moved`, CR 400.7: a new object, a new id) only where
the players who knew it can tell which card moved: the top card of a library drawn or
put somewhere (its place is public), a card leaving a hand its owner sees. It is lost when
the card goes to a public zone (everyone sees it there), when its library is shuffled
(CR 701.20a: the cards get new ids and no one knows the order, :func:`forget`), and when
someone else reorders a library (a scry's own placing is learned again by the scrier:
:mod:`grimoire.mechanics.scry`). So a player never knows more than the rules let them;
they may know less (a card seen in an opponent's hand that then moved within it).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from grimoire.rules.actions import Decision

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

REVEALED = "revealed_cards"
"""Key of a resolution's scratch: the cards its effect revealed and still shows (CR 701.16a:
"for as long as necessary to complete the parts of the effect that card is relevant to")."""

HIDDEN = ("library", "hand")
PUBLIC = ("battlefield", "graveyard", "stack")
"""Public zones a card leaves face up for everyone to see (exile and the command zone can
hold cards hidden from some players: foretell, CR 702.143a; a card from there is known
to its owner only)."""


def learn(game: Game, seats: Iterable[int], oids: Iterable[int]) -> None:
    """``seats`` now know which cards the objects ``oids`` are (those in a library or a
    hand; the others are public or gone)."""
    who = frozenset(seats)
    if not who:
        return
    for oid in oids:
        obj = game.objects.get(oid)
        if obj is None or obj.zone not in HIDDEN or obj.kind != "card":
            continue
        had = game.known.get(oid)
        game.known[oid] = who if had is None else had | who


def shown(game: Game, decision: Decision) -> None:
    """The deciding player sees the cards a ``choose_objects`` decision offers them (the
    cards they scry, search among or choose from a revealed hand)."""
    if decision.kind != "choose_objects" or not decision.options:
        return
    objects = game.objects
    seen = [o for o in decision.options if type(o) is int and o in objects
            and objects[o].zone in HIDDEN]
    if seen:
        learn(game, (decision.player,), seen)


def moved(game: Game, old: GameObject, new: GameObject, from_zone: str,
          was_top: bool) -> None:
    """``old`` became ``new`` by a zone change (CR 400.7): who knows the new object (see
    the module docstring). ``was_top``: ``old`` was the top card of a library."""
    knew = game.known.pop(old.id, None)
    to_zone = new.zone
    if to_zone not in HIDDEN or new.kind != "card":
        return
    seats: frozenset[int] = frozenset()
    if from_zone in PUBLIC and old.hidden is None:
        seats = frozenset(range(len(game.players)))  # everyone saw it go (CR 400.2)
    elif from_zone in HIDDEN or from_zone in ("exile", "command"):
        if from_zone == "hand" or from_zone in ("exile", "command"):
            seats = frozenset((old.owner,))  # its owner saw which card left
        if knew is not None and (was_top or _still_revealed(game, old.id)) \
                and not (from_zone == "library" == to_zone):
            seats |= knew  # the top card (its place was public), or a card still revealed
    if seats:
        game.known[new.id] = seats


def _still_revealed(game: Game, oid: int) -> bool:
    """Whether the resolution in progress revealed ``oid`` (see :data:`REVEALED`)."""
    return bool(game.resolving) and oid in game.resolving[-1].scratch.get(REVEALED, ())


def forget(game: Game, oids: Iterable[int]) -> None:
    """No one knows these library cards any more (CR 701.20a: shuffled)."""
    for oid in oids:
        game.known.pop(oid, None)


def known_to(game: Game, seat: int) -> tuple[int, ...]:
    """The cards in libraries and other players' hands that ``seat`` knows, by id (in
    id order)."""
    out = []
    for oid, seats in game.known.items():
        obj = game.objects.get(oid)
        if seat not in seats or obj is None or obj.zone not in HIDDEN:
            continue
        if obj.zone == "hand" and obj.owner == seat:
            continue  # their own hand: seen anyway
        out.append(oid)
    return tuple(sorted(out))


def revealed(game: Game, oids: Iterable[int]) -> None:
    """The cards ``oids`` were revealed (CR 701.16a: shown to every player)."""
    learn(game, range(len(game.players)), oids)
