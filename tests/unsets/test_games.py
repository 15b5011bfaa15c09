"""Supplementary decks as a game option: ``Game.new(..., contraptions=, attractions=)``
shuffles them (CR 717.2), random agents answer the new decisions (sprockets, cranks), and
copies and saves keep the state."""

from __future__ import annotations

from tests.dice_cards._records import definition
from tests.dice_rules._util import dice_pool
from tests.unsets._cards import all_cards

from grimoire.agents import RandomAgent
from grimoire.decks.parser import parse_deck
from grimoire.mechanics import attractions, contraptions
from grimoire.mechanics.attractions import STATE as ATTRACTION_STATE
from grimoire.mechanics.contraptions import STATE as CONTRAPTION_STATE
from grimoire.pool import CardPool
from grimoire.rules import events as ev
from grimoire.rules.game import Game

CONTRAPTIONS = ["Hard Hat Area", "Gift Horse", "Boomflinger", "Thud-for-Duds",
                "Widget Contraption", "Division Table", "Gnomeball Machine"] * 2
ATTRACTIONS = ["Information Booth [1 2 3]", "Clown Extruder [4 5 6]",
               "Ferris Wheel [2 4 6]"]
MAIN = (["Grizzly Bears"] * 8 + ["Forest"] * 10 + ["Mountain"] * 10 + ["Coming Attraction"] * 6
        + ["Wrench-Rigger"] * 6 + ["Work a Double"] * 2)


def _pool() -> CardPool:
    dice = {"Hard Hat Area", "Gift Horse", "Boomflinger", "Thud-for-Duds"}
    return dice_pool(*[definition(n) for n in sorted(dice)], *all_cards())


def _new(seed: int) -> Game:
    return Game.new([MAIN, MAIN], _pool(), seed=seed, contraptions=[CONTRAPTIONS, CONTRAPTIONS],
                    attractions=[ATTRACTIONS, ATTRACTIONS])


def test_new_game_shuffles_the_supplementary_decks() -> None:
    """CR 717.2: each supplementary deck is shuffled before the game; the cards stay in
    the command zone, hidden from the players' views."""
    g = _new(3)
    decks = contraptions.state(g).decks
    assert sorted(g.objects[o].name for o in decks[0]) == sorted(CONTRAPTIONS)
    assert all(g.objects[o].zone == "command" for o in decks[0] + decks[1])
    orders = {tuple(g.objects[o].name for o in ATTRACTION_STATE.get(_new(s)).decks[0])
              for s in range(8)}
    assert len(orders) > 1
    assert len(attractions.state(g).lights) == 6


def test_random_games_with_contraptions_and_attractions_replay() -> None:
    """Random agents play to the end; Hard Hat Area's assembling, cranks and visits happen;
    a save replays to the same state and a copy plays on identically."""
    cranked = visited = 0
    for seed in range(6):
        g = _new(seed)
        result = g.run([RandomAgent(seed), RandomAgent(seed + 100)])
        assert result.winner in (0, 1, None)
        cranked += sum(isinstance(e, ev.Cranked) for e in g.events)
        visited += sum(isinstance(e, ev.VisitRolled) for e in g.events)
        loaded = Game.load(g.save(), g.pool)
        assert loaded.result == result
        assert CONTRAPTION_STATE.get(loaded) == CONTRAPTION_STATE.get(g)
        assert ATTRACTION_STATE.get(loaded) == ATTRACTION_STATE.get(g)
    assert cranked and visited


def test_copy_mid_game_plays_on_identically() -> None:
    g = _new(11)
    g.run([RandomAgent(1), RandomAgent(2)], max_decisions=150)
    twin = g.copy()
    a = g.run([RandomAgent(5), RandomAgent(6)])
    b = twin.run([RandomAgent(5), RandomAgent(6)])
    assert a == b and g.events == twin.events


def test_deck_files_carry_the_supplementary_decks() -> None:
    """A deck file's "Contraptions" and "Attractions" sections (lights in brackets)."""
    names = {"Forest", "Gift Horse", "Ferris Wheel"}
    deck = parse_deck("Deck\n20 Forest\n\nContraptions\n2 Gift Horse\n\n"
                      "Attractions\n1 Ferris Wheel [2 3 6]", pool_names=names)
    assert deck.contraptions == ("Gift Horse", "Gift Horse")
    assert deck.attractions == ("Ferris Wheel [2 3 6]",)
    assert parse_deck(str(deck), pool_names=names) == deck


def test_ai_plays_with_supplementary_decks() -> None:
    """The AI answers sprocket, crank and visit decisions too."""
    from grimoire.agents.ai import AIAgent
    g = _new(21)
    result = g.run([AIAgent(0), RandomAgent(1)])
    assert result.winner in (0, 1, None)


def test_supplementary_deck_cards_are_hidden() -> None:
    """CR 717.2, 400.2: the cards of a supplementary deck are face down: no player's view
    shows them; a card opened onto the battlefield is public."""
    import pytest

    from grimoire.rules.view import HiddenObjectError
    g = _new(4)
    top = attractions.state(g).decks[0][0]
    for seat in (0, 1):
        with pytest.raises(HiddenObjectError):
            g.view(seat).definition(top)
    opened = attractions.open_attraction(g, 0)
    assert opened is not None and g.view(1).definition(opened).name in {
        "Information Booth", "Clown Extruder", "Ferris Wheel"}
