"""Supplementary decks as a game option: Contraption decks (Unstable) and Attraction decks
(CR 717.2), for new games and for positions.

A new game takes one list of names per seat for each (``Game.new(..., contraptions=...,
attractions=...)``); both decks are shuffled before the game (CR 717.2, 103.3a). An
Attraction entry names its lit-up numbers, which vary between printings (CR 717.1):
``"Ferris Wheel [2 3 6]"`` (:func:`grimoire.mechanics.attractions.parse_entry`).

A position (``Game.from_position(..., supplementary=...)``) takes plain data: the decks (top
card first, not shuffled), and for permanents of the position's battlefields, by index
into that player's battlefield list, the sprocket of each Contraption (``"sprockets"``) and
the lights of each Attraction (``"lights"``); ``"crank"``: each CRANK! counter's sprocket.

>>> sorted(POSITION_KEYS)
['attractions', 'contraptions', 'crank', 'lights', 'sprockets']
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from grimoire.errors import DeckError
from grimoire.mechanics import attractions as attraction_rules
from grimoire.mechanics import contraptions as contraption_rules
from grimoire.rules import hooks

if TYPE_CHECKING:
    import random

    from grimoire.rules.game import CardSource, Game
    from grimoire.rules.objects import GameObject

POSITION_KEYS = frozenset({"contraptions", "attractions", "sprockets", "lights", "crank"})


def install_new(game: Game, pool: CardSource, contraptions: Sequence[Sequence[str]] | None,
                attractions: Sequence[Sequence[str]] | None) -> None:
    """Give a new game's players their shuffled supplementary decks."""
    if contraptions is not None:
        contraption_rules.install(game, pool, contraptions, shuffle=True)
    if attractions is not None:
        attraction_rules.install(game, pool, attractions, shuffle=True)


def install_position(game: Game, pool: CardSource, data: Mapping[str, Any],
                     placed: Sequence[Sequence[int]]) -> None:
    """Apply a position's supplementary data (see the module docstring); ``placed``: each
    seat's battlefield object ids in position order."""
    unknown = set(data) - POSITION_KEYS
    if unknown:
        raise DeckError(f"unknown supplementary keys {sorted(unknown)}; "
                        f"known: {sorted(POSITION_KEYS)}")
    n = len(game.players)
    if "contraptions" in data or "sprockets" in data or "crank" in data:
        contraption_rules.install(game, pool, data.get("contraptions") or [[]] * n,
                                  shuffle=False)
        for seat, entries in enumerate(data.get("sprockets") or []):
            for index, sprocket in entries:
                contraption_rules.place(game, _placed(placed, seat, index), int(sprocket))
        if "crank" in data:
            crank = tuple(int(c) for c in data["crank"])
            contraption_rules.STATE.set(game, replace(contraption_rules.state(game), crank=crank))
    if "attractions" in data or "lights" in data:
        attraction_rules.install(game, pool, data.get("attractions") or [[]] * n,
                                 shuffle=False)
        for seat, entries in enumerate(data.get("lights") or []):
            for index, lights in entries:
                attraction_rules.light(game, _placed(placed, seat, index),
                                       tuple(int(x) for x in lights))


def _placed(placed: Sequence[Sequence[int]], seat: int, index: int) -> int:
    if not 0 <= seat < len(placed) or not 0 <= int(index) < len(placed[seat]):
        raise DeckError(f"supplementary: no permanent {index} on seat {seat}'s battlefield")
    return placed[seat][int(index)]


def in_deck(game: Game, oid: int) -> bool:
    """Whether ``oid`` is a face-down card in a Contraption or Attraction deck."""
    for current in (contraption_rules.STATE.get(game), attraction_rules.STATE.get(game)):
        decks = getattr(current, "decks", ())
        if any(oid in deck for deck in decks):
            return True
    return False


def _hidden(game: Game, obj: GameObject, viewer: int) -> bool:
    return in_deck(game, obj.id)  # CR 717.2: a supplementary deck's cards are face down


def _redeal(game: Game, clone: Game, decks: Sequence[Sequence[int]], rng: random.Random,
            lights: Callable[[int], tuple[int, ...]] | None) -> dict[int, tuple[int, ...]]:
    """Deal each deck's cards (their identities: the card and, for an Attraction, its
    lit-up numbers, CR 717.1) at random over that deck's places in ``clone``; returns the
    new lights by object id. The identities are sorted first, so the deal depends on the
    deck's contents (public: its list less the cards that left it face up) and never on
    their order in ``game``."""
    dealt: dict[int, tuple[int, ...]] = {}
    for deck in decks:
        cards = sorted(((game.objects[oid].info.card.name,
                         lights(oid) if lights is not None else (), game.objects[oid].info)
                        for oid in deck if oid in game.objects), key=lambda e: e[:2])
        rng.shuffle(cards)
        for oid, (_, lit, info) in zip((o for o in deck if o in game.objects), cards,
                                       strict=True):
            clone.objects[oid].info = info
            dealt[oid] = lit
    return dealt


def _resample(game: Game, clone: Game, viewer: int, rng: random.Random) -> None:
    """CR 717.2, 701.20a: a Contraption or Attraction deck is a shuffled face-down pile
    whose order no player knows, its owner included: in the search AI's sample
    (:mod:`grimoire.rules.determinize`) each deck's cards are dealt again at random."""
    contraptions = contraption_rules.STATE.get(game)
    if isinstance(contraptions, contraption_rules.ContraptionState):
        _redeal(game, clone, contraptions.decks, rng, None)
    attractions = attraction_rules.STATE.get(game)
    if isinstance(attractions, attraction_rules.AttractionState):
        dealt = _redeal(game, clone, attractions.decks, rng, attractions.lights_of)
        kept = tuple(e for e in attractions.lights if e[0] not in dealt)
        attraction_rules.STATE.set(clone, replace(attractions, lights=(
            *kept, *((oid, lit) for oid, lit in dealt.items() if lit))))


def _options(game: Game, pool: CardSource, options: Mapping[str, Any],
             placed: Sequence[Sequence[int]] | None) -> None:
    """The supplementary decks of ``Game.new`` (``contraptions``, ``attractions``) or the
    ``supplementary`` data of ``Game.from_position``."""
    if placed is None:
        install_new(game, pool, options.get("contraptions"), options.get("attractions"))
    elif options.get("supplementary") is not None:
        install_position(game, pool, options["supplementary"], placed)


hooks.HIDDEN_FROM.add(_hidden)
hooks.RESAMPLE.add(_resample)
hooks.GAME_OPTIONS.add(_options, order=10)  # CR 717.2
