"""Determinization for search: a game consistent with what one player may know, whose
hidden zones are sampled from the unseen cards and never read (CR 400.2, 401.3)."""

from __future__ import annotations

import random
from collections import Counter

from tests.dice_rules._util import game, lands, resolve
from tests.face_down._cards import EXTRA, face_down_cast, hand_card

from grimoire.agents.ai import AIAgent
from grimoire.decks import builtin_deck
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
