"""Audit: the interface every caller uses: mulligans (CR 103.5), hidden information
(CR 400.2), save/load and replays (DESIGN principles 4-5), and decks."""

from __future__ import annotations

import pytest

from grimoire.agents import RandomAgent
from grimoire.errors import IllegalActionError
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, Choose, Keep, PassPriority, TakeMulligan
from grimoire.rules.game import Game
from grimoire.rules.save import events_hash
from grimoire.rules.testing import vanilla_pool
from grimoire.rules.view import HiddenObjectError

DECK = ["Grizzly Bears"] * 12 + ["Lightning Bolt"] * 8 + ["Mountain"] * 10 + ["Forest"] * 10


def _new(seed: int = 1) -> Game:
    return Game.new([DECK, DECK], vanilla_pool(), seed=seed, first_player=0)


def test_london_mulligan_each_decision_is_one_players() -> None:
    """CR 103.5: starting with the starting player, each player decides in turn; those
    who mulligan shuffle and draw seven at once; a player who keeps after N mulligans puts
    N cards from *their own* hand on the bottom. Every decision names exactly one player
    and offers only that player's cards."""
    game = _new()
    seen: list[tuple[str, int]] = []
    script: dict[int, list[Action]] = {0: [TakeMulligan(), TakeMulligan(), Keep()],
                                       1: [TakeMulligan(), Keep()]}
    while game.pending is not None and (game.pending.kind in ("mulligan", "bottom")
                                        or game.pending.rule == "CR 103.5"):
        d = game.pending
        seen.append((d.kind, d.player))
        hand = set(game.players[d.player].hand)
        assert set(d.options) <= hand
        other = game.players[1 - d.player].hand
        assert not set(d.options) & set(other)
        if d.kind == "bottom":
            n = game.players[d.player].mulligans
            assert d.min_count == d.max_count == n
            assert all(len(a.value) == n for a in game.legal_actions()  # type: ignore[arg-type]
                       if isinstance(a, Choose))
            with pytest.raises(IllegalActionError):
                game.apply(Choose(tuple(d.options[:n + 1])))
            game.apply(Choose(tuple(d.options[:n])))
        elif d.kind == "choose_objects":  # CR 103.5: the order of the bottom cards
            game.apply(Choose((d.options[0],)))
        else:
            game.apply(script[d.player].pop(0))
    assert seen == [("mulligan", 0), ("mulligan", 1), ("mulligan", 0), ("mulligan", 1),
                    ("bottom", 1), ("mulligan", 0), ("bottom", 0), ("choose_objects", 0)]
    assert len(game.players[0].hand) == 5 and len(game.players[1].hand) == 6
    assert len(game.players[0].library) == 35 and len(game.players[1].library) == 34
    kept = [e for e in game.events if isinstance(e, ev.HandKept)]
    assert [(k.player, k.size) for k in kept] == [(1, 6), (0, 5)]


def test_a_player_cannot_answer_the_others_mulligan() -> None:
    """CR 103.5: only the deciding player's answer is applied; the other seat's action
    is the same value, so the engine attributes it to ``pending.player``; a bottom
    choice naming the opponent's card is illegal."""
    game = _new()
    game.apply(TakeMulligan())
    game.apply(TakeMulligan())
    game.apply(Keep())
    assert game.pending is not None and game.pending.kind == "bottom"
    assert game.pending.player == 0
    with pytest.raises(IllegalActionError):
        game.apply(Choose((game.players[1].hand[0],)))


def test_view_hides_the_opponents_hand_and_libraries() -> None:
    """CR 400.2: a player's view shows the opponent's hand and both libraries only as
    counts; asking about a hidden object is an error; the redacted log never names a
    card the viewer hasn't seen."""
    game = _new(seed=4)
    game.run([RandomAgent(1), RandomAgent(2)], max_decisions=60)
    for seat in (0, 1):
        view = game.view(seat)
        own = {oid for oid, _ in view.hand}
        assert own == set(game.players[seat].hand)
        hidden = game.players[1 - seat].hand + game.players[0].library[:1]
        for oid in hidden:
            with pytest.raises(HiddenObjectError):
                view.definition(oid)
        text = " ".join(view.describe_log())
        for event in view.log():
            if isinstance(event, ev.CardDrawn) and event.player != seat:
                assert event.name == "?" and event.card == 0
        assert "Lightning Bolt" not in text or any(
            isinstance(e, ev.SpellCast | ev.ZoneChanged) and e.name == "Lightning Bolt"
            and (not isinstance(e, ev.ZoneChanged) or e.to_zone not in ("hand", "library")
                 or e.owner == seat) for e in view.log())


def test_save_load_continues_exactly_with_scripted_dice() -> None:
    """DESIGN principle 4: a saved game keeps the RNG's current state; loading it and
    playing on gives exactly the same events as the original."""
    game = _new(seed=21)
    game.run([RandomAgent(5), RandomAgent(6)], max_decisions=80)
    text = game.save()
    loaded = Game.load(text, vanilla_pool())
    assert loaded.events == game.events and loaded.rng.getstate() == game.rng.getstate()
    assert loaded.pending == game.pending
    game.run([RandomAgent(7), RandomAgent(8)])
    loaded.run([RandomAgent(7), RandomAgent(8)])
    assert loaded.events == game.events and loaded.result == game.result


def test_replay_reproduces_the_event_log() -> None:
    """DESIGN principle 5: seed + decks + actions reproduce the event log bit for bit."""
    from grimoire.rules.save import save_game
    game = _new(seed=22)
    game.run([RandomAgent(3), RandomAgent(4)])
    replay = save_game(game, replay_only=True)
    assert "rng_state" not in replay
    again = Game.load(replay, vanilla_pool())
    assert again.events == game.events and events_hash(again) == events_hash(game)


def test_illegal_action_changes_nothing() -> None:
    """Issue 2: an illegal action raises a typed ValueError naming the rule and changes
    nothing (the save text, including the RNG state, is unchanged)."""
    game = _new(seed=23)
    game.apply(Keep())
    game.apply(Keep())
    before = game.save()
    with pytest.raises(ValueError, match="CR"):
        game.apply(Keep())
    with pytest.raises(IllegalActionError):
        game.apply(Choose((1,)))
    assert game.save() == before
    game.apply(PassPriority())


def test_deck_with_an_unknown_name_is_an_error_naming_the_line() -> None:
    """Issue 2: an unknown card name is an error that names the line and suggests the
    closest names; nothing is dropped silently. Building a game with one fails too."""
    from grimoire.decks import parse_deck
    from grimoire.errors import UnknownCardError
    text = "4 Lightning Bolt\n2 Grizly Bears\n"
    with pytest.raises(ValueError) as info:
        parse_deck(text, pool_names=list(vanilla_pool().cards), path="my.txt")
    message = str(info.value)
    assert "my.txt" in message and "2" in message and "Grizzly Bears" in message
    with pytest.raises(UnknownCardError):
        Game.new([["Grizly Bears"] * 40, DECK], vanilla_pool(), seed=1)
