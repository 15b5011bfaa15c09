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
  among), or that they know (see below), keeps its identity;
* the copy's random number generator is reseeded from the caller's: the real game's RNG
  state decides future shuffles and die rolls, which no player may know.

This module, like :mod:`grimoire.rules.view`, is the barrier: it alone reads the game
behind the view, and what it returns depends on that game's hidden zones only through
their sizes (a test swaps the hidden cards and gets the same sample). A face-down spell or
permanent another player controls (CR 708.5) and a card exiled face down by foretell or
hideaway (CR 702.143a, 702.75a, 406.3) are sampled as well, from the same unseen cards:
preferably one that could be there the way it got there (a morph or disguise card for one
cast face down, a card with foretell for a foretold one: public facts), else any. A
face-down pile whose order no player knows — a Contraption or Attraction deck (CR 717.2,
701.20a) — is dealt again by its mechanism (:data:`grimoire.rules.hooks.RESAMPLE`): the
deck's cards, with their lit-up numbers, in a random order drawn from its contents, never
read from its order.

Nothing the viewer saw and that was hidden again survives into the sample: a shuffled
library's cards have new ids (CR 701.20a, including "shuffle it into its owner's library
instead"), a card that changed zones is a new object (CR 400.7), and every hidden card is
drawn again. What the viewer still legitimately knows keeps its identity: the cards
:mod:`grimoire.rules.knowledge` says they know (the cards they scried back on top or
searched among until a shuffle, a card revealed from a hand, a card they saw go into a
hand or a library from a public zone), a hand played revealed (CR 400.2) and a library
top they may see (CR 401.5). Known limit: knowledge the rules give but the engine doesn't
track (a card seen in a hand that then moved within hidden zones, which cards a library
holds after it was searched) is forgotten, so the samples are less informed than the
player, never more.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

from grimoire.rules import hooks
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
        if obj.hidden is not None:  # CR 708.5: its controller may look at it
            if obj.controller == viewer:
                seen[obj.hidden.card.name] += 1
            continue
        if hidden_in_public_zone(game, obj, viewer):
            continue  # exiled face down: unseen (sampled, see the module docstring)
        seen[obj.name] += 1
    return seen


def unseen_cards(view: PlayerView, seat: int) -> list[str]:
    """``seat``'s cards ``view``'s player has not seen, as a sorted list of names (see the
    module docstring): the deck list less the cards in public zones."""
    game = _game(view)
    decks = game.setup.get("decks")
    if not decks:  # a position: the hidden cards stand for the deck list
        hidden = _hidden_ids(view, seat)
        return sorted([game.objects[oid].name for oid in hidden]
                      + [_true_name(game.objects[oid])
                         for oid in _face_down_ids(game, seat, view.player)])
    remaining = Counter(decks[seat])
    remaining.subtract(_visible_names(game, seat, view.player))
    if seat == view.player:
        remaining.subtract(name for _, name in view.hand)
    return sorted(remaining.elements())


def _known_ids(view: PlayerView, seat: int) -> set[int]:
    """The ids of ``seat``'s hand and library cards ``view``'s player knows though the
    zone is hidden from them: offered by their pending decision, known
    (:meth:`~grimoire.rules.view.PlayerView.known_cards`: scried back on top, searched
    among, revealed), a hand played revealed, a library top they may look at (CR 401.5)."""
    game = _game(view)
    pending = view.pending
    known = set(pending.options) if pending is not None and \
        pending.kind == "choose_objects" else set()  # (other kinds' options are no cards)
    known.update(oid for oid, _ in view.known_cards())
    for shown, cards in view.revealed_hands():
        if shown == seat:
            known.update(oid for oid, _ in cards)
    known.update(oid for shown, (oid, _) in view.revealed_tops() if shown == seat)
    player = game.players[seat]
    return known & {*player.hand, *player.library}


def _hidden_ids(view: PlayerView, seat: int) -> list[int]:
    """The ids of ``seat``'s hand (another player's) and library cards ``view``'s player
    can't see and doesn't know, hand first, each zone in its order."""
    game = _game(view)
    known = _known_ids(view, seat)
    player = game.players[seat]
    hand = [] if seat == view.player else list(player.hand)
    return [oid for oid in (*hand, *player.library) if oid not in known]


def _face_down_ids(game: Game, seat: int, viewer: int) -> list[int]:
    """``seat``'s cards in public zones whose identity ``viewer`` can't see: face-down
    spells and permanents another player controls (CR 708.5), cards exiled face down
    (foretell, hideaway: CR 702.143a, 702.75a; a Contraption or Attraction deck is in the
    command zone, CR 717.2), in zone order."""
    out = []
    for oid in (*game.stack, *game.battlefield, *game.exile):
        obj = game.objects[oid]
        if obj.owner != seat or obj.kind != "card":
            continue
        if (obj.hidden is not None and obj.controller != viewer) or (
                obj.zone == "exile" and hidden_in_public_zone(game, obj, viewer)):
            out.append(oid)
    return out


def _true_name(obj: GameObject) -> str:
    """The name of the card ``obj`` is, face down or not."""
    return obj.hidden.card.name if obj.hidden is not None else obj.name


def _could_be(game: Game, obj: GameObject, name: str) -> bool:
    """Whether the card ``name`` could be ``obj`` as far as anyone can tell, from how it got
    there (the mechanisms that hide cards answer: :data:`grimoire.rules.hooks.COULD_BE`);
    any card when none knows the object."""
    card = game.pool.get(name)
    for could_be in hooks.COULD_BE.funcs:
        answer = could_be(game, obj, card)
        if answer is not None:
            return answer
    return True


def _sample_face_down(game: Game, clone: Game, seat: int, viewer: int,
                      pool_names: list[str], rng: random.Random) -> None:
    """Give each of ``seat``'s face-down cards ``viewer`` can't see an identity drawn
    from ``pool_names`` (removed from it), one that could be there if any can."""
    for oid in _face_down_ids(game, seat, viewer):
        if not pool_names:
            return
        obj = game.objects[oid]
        fitting = [i for i, n in enumerate(pool_names) if _could_be(game, obj, n)]
        name = pool_names.pop(rng.choice(fitting) if fitting else rng.randrange(len(pool_names)))
        info = info_for(game.pool.get(name))
        note(clone, info)
        new = clone.objects[oid]
        if new.hidden is not None:
            new.hidden = info  # CR 708.2: its face-down characteristics stay
        else:
            new.info, new.base = info, None


def determinize(view: PlayerView, rng: random.Random) -> Game:
    """A copy of the game in which what ``view``'s player can't know is sampled with
    ``rng`` (see the module docstring)."""
    game = _game(view)
    clone = game.copy()
    clone.rng = random.Random(rng.getrandbits(64))
    for seat in range(len(game.players)):
        hidden = _hidden_ids(view, seat)
        if not hidden and not _face_down_ids(game, seat, view.player):
            continue
        names = unseen_cards(view, seat)
        # the cards the viewer knows keep their identity and are no longer unseen (a
        # position's unseen cards are its unknown hidden cards already)
        known = Counter(game.objects[oid].name for oid in _known_ids(view, seat)
                        if seat != view.player or game.objects[oid].zone == "library") \
            if game.setup.get("decks") else Counter()
        pool_names = list((Counter(names) - known).elements())
        rng.shuffle(pool_names)
        _sample_face_down(game, clone, seat, view.player, pool_names, rng)
        if not hidden:
            continue
        while len(pool_names) < len(hidden):  # cards from outside the deck list
            pool_names.append(rng.choice(names or [game.objects[hidden[0]].name]))
        for oid, name in zip(hidden, pool_names, strict=False):
            old = clone.objects[oid]
            info = info_for(game.pool.get(name))
            note(clone, info)
            clone.objects[oid] = GameObject(oid, info, old.owner, old.zone, "card",
                                            old.timestamp)
    for resample in hooks.RESAMPLE.funcs:  # CR 701.20a, 717.2: face-down piles re-dealt
        resample(game, clone, view.player, rng)
    clone.chars = None
    clone.version += 1
    return clone
