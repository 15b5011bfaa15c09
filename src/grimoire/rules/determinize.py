"""A game consistent with what one player may know: hidden information sampled, for search.

A search AI that reasons about hidden information (information-set Monte Carlo tree
search) plays out many games that could be the one in front of it. :func:`determinize`
makes one: a :meth:`~grimoire.rules.game.Game.copy` of the game behind a
:class:`~grimoire.rules.view.PlayerView` in which everything the viewer can't know is
replaced by a sample drawn from what they can (CR 400.2, 401.3, 402.3):

* every other player's hand, and every library, the viewer's own included (CR 401.2: no
  one knows a library's order), are dealt at random from that player's *unseen cards*:
  their deck list (public: the lists the game was made with, as in an open-decklist
  event) less their cards the viewer can see (battlefield, graveyards, exile, stack,
  command zone). A game built from a position has no deck list; the cards of its hidden
  zones stand for it, as their multiset is all a deck list would add;
* a card the viewer's pending decision shows them (a card of their library they search
  among) keeps its identity;
* the copy's random number generator is reseeded from the caller's: the real game's RNG
  state decides future shuffles and die rolls, which no player may know.

This module, like :mod:`grimoire.rules.view`, is the barrier: it alone reads the game
behind the view, and what it returns depends on that game's hidden zones only through
their sizes (a test swaps the hidden cards and gets the same sample). Known limits: a
face-down permanent or exiled card keeps its identity (none of the built-in decks has
one), and what the viewer saw once and was hidden again (a revealed card shuffled away,
the top card after a scry) is forgotten.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from grimoire.rules.cardinfo import info_for, note
from grimoire.rules.objects import GameObject
from grimoire.rules.view import _game, hidden_in_public_zone

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.view import PlayerView

PUBLIC_ZONES = ("battlefield", "graveyard", "exile", "stack", "command")


def _visible_names(game: Game, seat: int, viewer: int) -> Counter[str]:
    """The names of ``seat``'s own cards in public zones (as cards, not tokens) that
    ``viewer`` can see."""
    seen: Counter[str] = Counter()
    for obj in game.objects.values():
        if obj.owner != seat or obj.kind != "card" or obj.zone not in PUBLIC_ZONES:
            continue
        if obj.hidden is not None or hidden_in_public_zone(game, obj, viewer):
            continue  # face down: unseen (its identity is kept, see the module docstring)
        seen[obj.name] += 1
    return seen


def unseen_cards(view: PlayerView, seat: int) -> list[str]:
    """``seat``'s cards ``view``'s player has not seen, as a sorted list of names (see the
    module docstring): the deck list less the cards in public zones."""
    game = _game(view)
    decks = game.setup.get("decks")
    if not decks:  # a position: the hidden cards stand for the deck list
        hidden = _hidden_ids(view, seat)
        return sorted(game.objects[oid].name for oid in hidden)
    remaining = Counter(decks[seat])
    remaining.subtract(_visible_names(game, seat, view.player))
    if seat == view.player:
        remaining.subtract(name for _, name in view.hand)
    return sorted(remaining.elements())


def _hidden_ids(view: PlayerView, seat: int) -> list[int]:
    """The ids of ``seat``'s hand (another player's) and library cards ``view``'s player
    can't see, hand first, each zone in its order."""
    game = _game(view)
    pending = view.pending
    offered = set(pending.options) if pending is not None else set()
    player = game.players[seat]
    hand = [] if seat == view.player else list(player.hand)
    return [oid for oid in (*hand, *player.library) if oid not in offered]


def determinize(view: PlayerView, rng: random.Random) -> Game:
    """A copy of the game in which what ``view``'s player can't know is sampled with
    ``rng`` (see the module docstring)."""
    game = _game(view)
    clone = game.copy()
    clone.rng = random.Random(rng.getrandbits(64))
    for seat in range(len(game.players)):
        hidden = _hidden_ids(view, seat)
        if not hidden:
            continue
        names = unseen_cards(view, seat)
        offered_names = Counter(game.objects[oid].name for oid in
                                set(game.players[seat].library) - set(hidden))
        pool_names = list((Counter(names) - offered_names).elements())
        rng.shuffle(pool_names)
        while len(pool_names) < len(hidden):  # cards from outside the deck list
            pool_names.append(rng.choice(names or [game.objects[hidden[0]].name]))
        for oid, name in zip(hidden, pool_names, strict=False):
            old = clone.objects[oid]
            info = info_for(game.pool.get(name))
            note(clone, info)
            clone.objects[oid] = GameObject(oid, info, old.owner, old.zone, "card",
                                            old.timestamp)
    clone.chars = None
    clone.version += 1
    return clone
