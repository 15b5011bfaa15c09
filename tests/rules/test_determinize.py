"""Determinization for search: a game consistent with what one player may know, whose
hidden zones are sampled from the unseen cards and never read (CR 400.2, 401.3)."""

from __future__ import annotations

import random
from collections import Counter

from tests.dice_rules._util import game, lands, resolve
from tests.face_down._cards import EXTRA, face_down_cast, hand_card

from grimoire.agents.ai import AIAgent
from grimoire.decks import builtin_deck
from grimoire.mechanics.hideaway import FLAG as HIDDEN_AWAY
from grimoire.pool import CardPool
from grimoire.rules.determinize import determinize, unseen_cards
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

POOL = CardPool.builtin()
DECKS = [list(builtin_deck("demo-red-green").main), list(builtin_deck("demo-wub-flyers").main)]


def _midgame(seed: int = 4) -> Game:
    game = Game.new(DECKS, POOL, seed=seed, first_player=0)
    game.run([AIAgent(1), AIAgent(2)], max_decisions=25)
    assert game.result is None
    return game


def _swap_hidden(game: Game, seat: int) -> Game:
    """The same game with ``seat``'s hand and library cards exchanged by identity: every
    public fact (zone sizes, battlefield, graveyards, the log others may read) is equal."""
    other = game.copy()
    player = other.players[seat]
    hidden = [*player.hand, *player.library]
    objects = [other.objects[oid] for oid in hidden]
    infos = [o.info for o in objects]
    random.Random(99).shuffle(infos)
    for obj, info in zip(objects, infos, strict=True):
        clone = obj.copy()
        clone.info = info
        other.objects[obj.id] = clone
    other.rng = random.Random(12345)  # the future randomness differs too
    return other


def _hidden_names(game: Game) -> list[tuple[list[str], list[str]]]:
    return [([game.objects[o].name for o in p.hand], [game.objects[o].name for o in p.library])
            for p in game.players]


def test_the_sample_never_depends_on_the_hidden_cards() -> None:
    """CR 400.2: two games alike in everything player 0 may see but not in player 1's hand
    and library (nor in the RNG's state) give player 0 the very same sample."""
    game = _midgame()
    other = _swap_hidden(game, 1)
    assert _hidden_names(game)[1] != _hidden_names(other)[1]
    a = determinize(game.view(0), random.Random(5))
    b = determinize(other.view(0), random.Random(5))
    assert _hidden_names(a) == _hidden_names(b)
    assert a.rng.random() == b.rng.random()


def test_the_sample_keeps_what_the_player_knows_and_every_zone_size() -> None:
    game = _midgame()
    sample = determinize(game.view(0), random.Random(1))
    assert [sample.objects[o].name for o in sample.players[0].hand] == \
        [game.objects[o].name for o in game.players[0].hand]
    assert sample.battlefield == game.battlefield
    assert [sample.objects[o].name for o in sample.battlefield] == \
        [game.objects[o].name for o in game.battlefield]
    for seat in (0, 1):
        assert len(sample.players[seat].hand) == len(game.players[seat].hand)
        assert len(sample.players[seat].library) == len(game.players[seat].library)
    assert sample.legal_actions() == game.legal_actions() or game.pending.player != 0


def test_hidden_cards_come_from_the_deck_list_less_the_seen_cards() -> None:
    """The opponent's hand and library hold exactly their unseen cards: their deck list
    less their cards in public zones (an open deck list)."""
    game = _midgame()
    view = game.view(0)
    unseen = unseen_cards(view, 1)
    seen = Counter(o.name for o in game.objects.values() if o.owner == 1
                   and o.kind == "card" and o.zone in ("battlefield", "graveyard", "exile",
                                                       "stack"))
    assert Counter(unseen) + seen == Counter(DECKS[1])
    sample = determinize(view, random.Random(3))
    hand, library = _hidden_names(sample)[1]
    assert Counter(hand + library) == Counter(unseen)


def test_the_sample_plays_on_without_touching_the_real_game() -> None:
    game = _midgame()
    before = game.save()
    sample = determinize(game.view(game.pending.player), random.Random(8))
    sample.run([AIAgent(3), AIAgent(4)])
    assert sample.result is not None
    assert game.save() == before


def _face_down_position(morph: str, other: str) -> Game:
    """Seat 0 has cast ``morph`` face down (CR 702.37c) and it resolved; ``other`` and a
    Forest are in seat 0's library."""
    g = game(PlayerSpec(hand=(morph,), battlefield=lands("Mountain", 3),
                        library=(other, "Forest")), extra=EXTRA)
    g.apply(face_down_cast(g, hand_card(g, morph)))
    resolve(g)
    return g


def test_a_face_down_permanent_is_sampled_not_kept() -> None:
    """CR 708.5: only its controller may look at a face-down permanent. Two positions that
    differ only in which morph card is face down (the other one in the library) give the
    opponent the same samples: the face-down identity is drawn from the unseen cards, one
    with a morph cost (it was cast face down: public), not read from the game."""
    a = _face_down_position("Battering Craghorn", "Pine Walker")
    b = _face_down_position("Pine Walker", "Battering Craghorn")
    seen: list[set[str]] = [set(), set()]
    for i, g in enumerate((a, b)):
        (down,) = [o for o in g.battlefield if g.objects[o].hidden is not None]
        for seed in range(12):
            sample = determinize(g.view(1), random.Random(seed))
            hidden = sample.objects[down].hidden
            assert hidden is not None and sample.objects[down].name == ""
            seen[i].add(hidden.card.name)
    assert seen[0] == seen[1] == {"Battering Craghorn", "Pine Walker"}
    own = determinize(a.view(0), random.Random(1))  # its controller knows it
    (down,) = [o for o in own.battlefield if own.objects[o].hidden is not None]
    assert own.objects[down].hidden.card.name == "Battering Craghorn"  # type: ignore[union-attr]


def _hidden_away(card: str, other: str) -> Game:
    """Seat 0 has ``card`` exiled face down by hideaway (CR 702.75a) and ``other`` and a
    Forest in its library."""
    g = game(PlayerSpec(exile=(card,), library=(other, "Forest")))
    (oid,) = g.exile
    g.objects[oid].flags = g.objects[oid].flags | {HIDDEN_AWAY}
    return g


def test_a_hidden_away_card_is_sampled_not_kept() -> None:
    """CR 702.75a, 406.3: only the player who hid it away may look at it. The opponent's
    samples are the same whichever of two cards is exiled face down, and its owner's
    sample keeps it."""
    a = _hidden_away("Grizzly Bears", "Hill Giant")
    b = _hidden_away("Hill Giant", "Grizzly Bears")
    seen: list[set[str]] = [set(), set()]
    for i, g in enumerate((a, b)):
        assert g.view(1).exile() == ((g.exile[0], "?"),)
        for seed in range(12):
            seen[i].add(determinize(g.view(1), random.Random(seed)).objects[g.exile[0]].name)
    assert seen[0] == seen[1] == {"Grizzly Bears", "Hill Giant", "Forest"}
    assert determinize(a.view(0), random.Random(1)).objects[a.exile[0]].name == "Grizzly Bears"


def _supplementary_game(seed: int) -> Game:
    from tests.unsets.test_games import _new
    return _new(seed)


def _deck_cards(g: Game) -> list[list[tuple[str, tuple[int, ...]]]]:
    """Each seat's Attraction deck, top first: (name, lit-up numbers)."""
    from grimoire.mechanics import attractions
    state = attractions.state(g)
    return [[(g.objects[o].name, state.lights_of(o)) for o in deck] for deck in state.decks]


def _exchange_attractions(g: Game, seat: int) -> Game:
    """The same game with ``seat``'s Attraction deck in another order: its cards (and
    their lit-up numbers) exchanged between the deck's places, ids kept."""
    from dataclasses import replace as dc_replace

    from grimoire.mechanics import attractions
    other = g.copy()
    state = attractions.state(other)
    deck = state.decks[seat]
    moved = deck[1:] + deck[:1]
    lights = dict(state.lights)
    for oid, src in zip(deck, moved, strict=True):
        obj = other.objects[oid].copy()
        obj.info = g.objects[src].info
        other.objects[oid] = obj
    new_lights = {**lights, **{oid: lights[src] for oid, src in zip(deck, moved, strict=True)}}
    attractions.STATE.set(other, dc_replace(state, lights=tuple(new_lights.items())))
    assert _deck_cards(other)[seat] != _deck_cards(g)[seat]
    return other


def test_a_supplementary_deck_is_dealt_again_not_kept() -> None:
    """CR 717.2, 701.20a: an Attraction or Contraption deck is a shuffled face-down pile
    whose order no player knows, its owner included. Two games alike but for the order of
    seat 0's Attraction deck give either player the same sample; across samples the top
    card varies; each card keeps its own lit-up numbers (CR 717.1) and each deck its
    contents; the real game is untouched."""
    from grimoire.mechanics import contraptions
    g = _supplementary_game(5)
    other = _exchange_attractions(g, 0)
    real = _deck_cards(g)
    before = g.save()
    tops: set[str] = set()
    contraption_tops: set[str] = set()
    for viewer in (0, 1):
        for seed in range(10):
            sample = determinize(g.view(viewer), random.Random(seed))
            twin = determinize(other.view(viewer), random.Random(seed))
            dealt = _deck_cards(sample)
            assert dealt == _deck_cards(twin)
            assert [sorted(d) for d in dealt] == [sorted(d) for d in real]
            tops.add(dealt[0][0][0])
            deck = contraptions.state(sample).decks[0]
            assert sorted(sample.objects[o].name for o in deck) == sorted(
                g.objects[o].name for o in contraptions.state(g).decks[0])
            contraption_tops.add(sample.objects[deck[0]].name)
    assert tops == {"Information Booth", "Clown Extruder", "Ferris Wheel"}
    assert len(contraption_tops) > 1
    assert g.save() == before


def test_an_opened_attraction_is_public_and_leaves_the_deal() -> None:
    """CR 701.48b: an opened Attraction is face up on the battlefield: every sample keeps
    it and its lights, and deals only the two cards left in the deck."""
    from grimoire.mechanics import attractions
    g = _supplementary_game(6)
    opened = attractions.open_attraction(g, 0)
    assert opened is not None
    name, lit = g.objects[opened].name, attractions.state(g).lights_of(opened)
    for seed in range(6):
        sample = determinize(g.view(1), random.Random(seed))
        assert sample.objects[opened].name == name
        assert attractions.state(sample).lights_of(opened) == lit
        assert name not in [n for n, _ in _deck_cards(sample)[0]]
        assert len(_deck_cards(sample)[0]) == 2
