"""Properties of the public API under random and hostile use (hypothesis; issue 18).

Random games on random decks of the built-in pool's playable cards never crash and end
within ``Game.run``'s caps; any action, legal or forged, either applies or raises
IllegalActionError with the game unchanged (its save before and after compared); a save
loads back to the same game at any point; and a player's view (its log, its pending
decision, its pickle and its JSON) holds no card the player may not know (CR 400.2, 401.3,
402.3). Example counts are kept small so the module runs in a few tens of seconds.
"""

from __future__ import annotations

import dataclasses
import json
import pickle
from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.build import constructible
from tests.hostile.test_listing_agrees import digest

from grimoire.agents import RandomAgent
from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.pool import CardPool
from grimoire.rules import events as ev
from grimoire.rules.actions import ACTION_TYPES
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
MARKER = "Zzyzx Sealed Vault"
"""A card no random game can cast or reveal ({20}): it stays in hidden zones, so a view
that shows its name or its identity leaks."""


@cache
def _pool() -> tuple[CardPool, tuple[str, ...]]:
    pool = CardPool.builtin()
    pool.add(compile_source({"name": MARKER, "type_line": "Artifact", "mana_cost": "{20}",
                             "oracle_text": ""}))
    names = tuple(n for n in sorted(pool) if n != MARKER and not pool.support_problems(n)
                  and not pool.unsupported(n) and "land" not in pool.get(n).card_types)
    return pool, names


def _decks(draw: st.DrawFn) -> list[list[str]]:
    _, names = _pool()
    out = []
    for _ in range(2):
        lands = draw(st.lists(st.sampled_from(BASICS), min_size=16, max_size=16))
        spells = draw(st.lists(st.sampled_from(names), min_size=24, max_size=24))
        out.append(lands + spells)
    return out


decks = st.composite(_decks)()
SETTINGS = settings(max_examples=8, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _game(deck_pair: list[list[str]], seed: int, decisions: int) -> Game:
    pool, _ = _pool()
    game = Game.new(deck_pair, pool, seed=seed)
    game.run([RandomAgent(seed), RandomAgent(seed + 1)], max_decisions=decisions)
    return game


@SETTINGS
@given(deck_pair=decks, seed=st.integers(0, 2**32 - 1))
def test_random_games_end_within_the_caps(deck_pair: list[list[str]], seed: int) -> None:
    """Every game ends (a win, or a draw with a reason at a cap: CR 104.4b) without any
    exception; the save replays to the same result."""
    pool, _ = _pool()
    game = Game.new(deck_pair, pool, seed=seed)
    result = game.run([RandomAgent(seed), RandomAgent(seed + 1)], max_turns=40,
                      max_actions=4_000)
    assert result.winner in (0, 1, None) and result.reason
    assert game.result == result and result.turns <= 41
    assert Game.load(game.save(), pool).result == result


values = st.one_of(
    st.integers(-3, 400), st.integers(2**62, 2**70), st.none(), st.booleans(),
    st.floats(allow_nan=True), st.text(max_size=3), st.builds(Seat, st.integers(-2, 3)),
    st.tuples(st.integers(0, 300)), st.tuples(st.tuples(st.integers(0, 300))),
    st.lists(st.integers(0, 5), max_size=2), st.dictionaries(st.text(max_size=1),
                                                            st.integers(), max_size=1))


@st.composite
def forged(draw: st.DrawFn, legal: list[Any]) -> list[Any]:
    """A legal action, one with a field replaced by an arbitrary value, or any action
    class filled with arbitrary values; as a list of it, empty for an action the compiled
    build can't construct (a field of the wrong type: see :func:`tests.build.constructible`)."""
    kind = draw(st.integers(0, 2))
    if kind == 0 and legal:
        return [draw(st.sampled_from(legal))]
    if kind == 1 and legal:
        action = draw(st.sampled_from(legal))
        names = [f.name for f in dataclasses.fields(action)]
        if names:
            change = {draw(st.sampled_from(names)): draw(values)}
            return constructible(lambda: dataclasses.replace(action, **change))
        return [action]
    cls = draw(st.sampled_from(sorted(ACTION_TYPES.values(), key=lambda c: c.__name__)))
    fields = {f.name: draw(values) for f in dataclasses.fields(cls)}
    return constructible(lambda: cls(**fields))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 120))
def test_any_action_applies_or_changes_nothing(data: st.DataObject, seed: int,
                                               cut: int) -> None:
    """CR 730.1 (an illegal action is reversed entirely), CR 104.3a: an action either
    applies or raises IllegalActionError, and then the game's save and the digest of its
    whole state are unchanged."""
    deck_pair = data.draw(decks)
    game = _game(deck_pair, seed, cut)
    if game.result is not None:
        return
    legal = list(game.legal_actions()[:30])
    before, state = game.save(), digest(game)
    for _ in range(5):
        made = data.draw(forged(legal))
        if not made:  # the compiled build can't construct it: it can't reach the game
            continue
        action = made[0]
        try:
            game.apply(action)
        except IllegalActionError:
            assert game.save() == before and digest(game) == state
        else:
            return


@SETTINGS
@given(deck_pair=decks, seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 300))
def test_save_and_load_round_trip_anywhere(deck_pair: list[list[str]], seed: int,
                                          cut: int) -> None:
    """A save taken at any point loads to the same game (its save is the same text)."""
    pool, _ = _pool()
    game = _game(deck_pair, seed, cut)
    assert Game.load(game.save(), pool).save() == game.save()


def _revealed(game: Game) -> bool:
    """Whether a marker card was ever in a public zone (then its name may be known)."""
    return any(isinstance(e, ev.ZoneChanged) and e.name == MARKER and not (
        e.from_zone in ("library", "hand") and e.to_zone in ("library", "hand"))
        for e in game.events)


@SETTINGS
@given(deck_pair=decks, seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 200),
       markers=st.integers(3, 10))
def test_a_view_holds_nothing_hidden(deck_pair: list[list[str]], seed: int, cut: int,
                                     markers: int) -> None:
    """CR 400.2, 401.3, 402.3: the opponent's hand and every library are hidden. The
    opponent's deck holds marker cards that never become public: no part of the other
    player's view (log, pending decision, JSON, pickle) names one, no card leaving the
    opponent's hand or library unseen shows its old id there (CR 400.7), and asking the
    view for the definition of a hidden card fails."""
    deck_pair[1][-markers:] = [MARKER] * markers
    game = _game(deck_pair, seed, cut)
    if _revealed(game):
        return
    view = game.view(0)
    text = json.dumps(view.to_data())
    assert MARKER not in text
    assert MARKER.encode() not in pickle.dumps(view)
    assert all(MARKER not in line for line in view.describe_log())
    assert MARKER not in repr(view.pending) and MARKER not in repr(view.log())
    for event in view.log():  # CR 400.7: no link from an unseen card to its hidden past
        if isinstance(event, ev.ZoneChanged) and event.owner == 1 \
                and event.from_zone in ("library", "hand") \
                and (event.face_down or event.to_zone in ("library", "hand")):
            assert (event.old, event.name) == (0, "?"), event
    hidden = [o for o in (*game.players[1].hand, *game.players[1].library,
                          *game.players[0].library)
              if 0 not in game.known.get(o, ())]  # not a card seen going there (bounced)
    for oid in hidden[:10]:
        try:
            view.definition(oid)
        except ValueError:
            continue
        raise AssertionError(f"the definition of hidden object #{oid} was shown")
