"""London mulligan (CR 103.5): the cards put on the bottom go "in any order", chosen by
the player one card at a time (the first chosen ends up at the very bottom)."""

from __future__ import annotations

import pytest

from grimoire.agents import RandomAgent
from grimoire.errors import IllegalActionError
from grimoire.rules.actions import Choose, Keep, TakeMulligan
from grimoire.rules.game import Game
from grimoire.rules.testing import vanilla_pool

DECK = ["Grizzly Bears", "Hill Giant", "Serra Angel", "Forest", "Mountain"] * 8


def _after_two_mulligans(seed: int = 3) -> Game:
    """Player 0 takes two mulligans (player 1 keeps at once), then keeps."""
    game = Game.new([DECK, DECK], vanilla_pool(), seed=seed, first_player=0)
    game.apply(TakeMulligan())
    game.apply(Keep())  # player 1
    game.apply(TakeMulligan())
    game.apply(Keep())
    return game


def _choose_two(game: Game) -> tuple[int, int]:
    """Two cards of different names from the hand (a card put into the library becomes a
    new object, CR 400.7, so the library is checked by name)."""
    d = game.pending
    assert d is not None and d.kind == "bottom" and d.player == 0
    assert d.rule == "CR 103.5" and d.min_count == d.max_count == 2
    a = d.options[0]
    b = next(o for o in d.options if game.objects[o].name != game.objects[a].name)
    return a, b


def _bottom_names(game: Game, count: int) -> list[str]:
    return [game.objects[o].name for o in game.players[0].library[:count]]


def test_bottom_cards_end_in_the_chosen_order() -> None:
    """CR 103.5: after choosing the two cards, the player orders them; the first chosen
    is the very bottom card of the library."""
    game = _after_two_mulligans()
    a, b = _choose_two(game)
    game.apply(Choose((a, b)))
    d = game.pending
    assert d is not None and d.kind == "choose_objects" and d.player == 0
    assert d.rule == "CR 103.5" and set(d.options) == {a, b} and d.max_count == 1
    assert a in game.players[0].hand and b in game.players[0].hand  # not placed yet
    names = {o: game.objects[o].name for o in (a, b)}
    game.apply(Choose((b,)))  # b at the very bottom, then a just above it
    p = game.players[0]
    assert _bottom_names(game, 2) == [names[b], names[a]]
    assert len(p.hand) == 5 and p.kept


def test_other_order_and_single_card_needs_no_order() -> None:
    """CR 103.5: the reverse choice gives the reverse order; with one mulligan a single
    card goes to the bottom with no ordering decision."""
    game = _after_two_mulligans()
    a, b = _choose_two(game)
    names = [game.objects[a].name, game.objects[b].name]
    game.apply(Choose((a, b)))
    game.apply(Choose((a,)))
    assert _bottom_names(game, 2) == names
    one = Game.new([DECK, DECK], vanilla_pool(), seed=3, first_player=0)
    one.apply(TakeMulligan())
    one.apply(Keep())
    one.apply(Keep())
    card = one.pending.options[0]  # type: ignore[union-attr]
    name = one.objects[card].name
    one.apply(Choose((card,)))
    assert one.pending is None or one.pending.rule != "CR 103.5"
    assert _bottom_names(one, 1) == [name] and one.players[0].kept


def test_illegal_order_answers_raise_and_change_nothing() -> None:
    """CR 103.5: only one of the cards still to order may be chosen, one at a time;
    anything else raises IllegalActionError and leaves the game unchanged."""
    game = _after_two_mulligans()
    a, b = _choose_two(game)
    game.apply(Choose((a, b)))
    other = next(o for o in game.players[0].hand if o not in (a, b))
    before, events = game.save(), len(game.events)
    for bad in (Choose((other,)), Choose((a, b)), Choose(()), Keep()):
        with pytest.raises(IllegalActionError):
            game.apply(bad)
    assert game.save() == before and len(game.events) == events


def test_save_mid_order_loads_and_continues_identically() -> None:
    """A game saved while the bottom order is being chosen (CR 103.5) loads with the same
    pending decision and continues identically."""
    game = _after_two_mulligans(seed=11)
    a, b = _choose_two(game)
    game.apply(Choose((a, b)))
    loaded = Game.load(game.save(), game.pool)
    assert loaded.pending == game.pending
    game.run([RandomAgent(1), RandomAgent(2)], max_decisions=30)
    loaded.run([RandomAgent(1), RandomAgent(2)], max_decisions=30)
    assert loaded.events == game.events
    assert loaded.players[0].library == game.players[0].library
