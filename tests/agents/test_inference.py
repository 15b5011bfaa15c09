"""The hard AI's inference from land drops (grimoire.agents.ai.inference): a player who
ends a turn without playing a land held none (CR 305.2: a land may be played once a turn,
and a player who holds one plays it), so the search's samples give such an opponent lands
only among the cards that went into their hand since. Only the public log and the sample
are read (CR 400.2), never the real hidden cards."""

from __future__ import annotations

import random
from collections import Counter
from typing import cast

import pytest

from grimoire.agents.ai import AIAgent, search
from grimoire.agents.ai.inference import LandDrops, condition
from grimoire.agents.ai.search import SearchAgent
from grimoire.rules import events as ev
from grimoire.rules.determinize import determinize
from grimoire.rules.game import Game
from grimoire.rules.testing import vanilla_pool
from grimoire.rules.view import PlayerView


class _Log:
    """A view's log, player and turn (what :class:`LandDrops` reads)."""

    def __init__(self, player: int, events: list[ev.Event]) -> None:
        self.player = player
        self.events = events
        self.turn = max((e.turn for e in events if isinstance(e, ev.TurnBegan)), default=0)

    @property
    def event_count(self) -> int:
        return len(self.events)

    def log(self, start: int = 0) -> list[ev.Event]:
        return self.events[start:]


def _drawn(owner: int) -> ev.ZoneChanged:
    return ev.ZoneChanged(0, 0, "?", owner, owner, "library", "hand")


def _turn(player: int, turn: int, land: bool, draws: int = 1) -> list[ev.Event]:
    """A turn's public events: the draw, the main phase (a land played or not), combat."""
    out: list[ev.Event] = [ev.TurnBegan(turn, player), ev.StepBegan("draw", player)]
    out += [_drawn(player)] * draws
    out.append(ev.StepBegan("main1", player))
    if land:
        out.append(ev.LandPlayed(player, 99, "Forest"))
    out.append(ev.StepBegan("beginning_of_combat", player))
    return out


def _limits(drops: LandDrops, player: int, events: list[ev.Event]) -> dict[int, int]:
    return drops.limits(cast(PlayerView, _Log(player, events)))


def test_a_turn_without_a_land_played_means_a_hand_without_lands() -> None:
    """CR 305.2: the opponent (seat 1) ended turn 2 with no land played, so its hand held
    none; the two cards it drew since (draw step, then one more) are the only ones that may
    be lands, less the land it played on turn 4 (it was one of them)."""
    events = _turn(0, 1, True) + _turn(1, 2, False)
    drops = LandDrops()
    assert _limits(drops, 0, events) == {1: 0}  # its own turn: past main 1, no land
    events += _turn(0, 3, True)
    assert _limits(drops, 0, events) == {1: 0}
    events += _turn(1, 4, True, draws=2)
    assert _limits(drops, 0, events) == {1: 1}
    events += _turn(0, 5, False)  # the player's own land drops tell it nothing new
    assert _limits(drops, 0, events) == {1: 1}


def test_an_opponent_who_plays_every_land_drop_is_unconstrained() -> None:
    events = _turn(0, 1, True) + _turn(1, 2, True) + _turn(0, 3, True)
    assert _limits(LandDrops(), 0, events) == {}
    # before the precombat main phase ends, nothing is known of this turn
    assert _limits(LandDrops(), 0, [*events, ev.TurnBegan(4, 1), ev.StepBegan("main1", 1)]) == {}


def test_a_new_game_starts_the_log_again() -> None:
    drops = LandDrops()
    assert _limits(drops, 0, _turn(0, 1, True) + _turn(1, 2, False) + _turn(0, 3, True)) == {1: 0}
    assert _limits(drops, 0, _turn(0, 1, True)) == {}


POOL = vanilla_pool()


def _game(seed: int) -> Game:
    """Seat 1 holds lands and creatures half and half; heuristic play to turn 4."""
    decks = [["Forest"] * 24 + ["Grizzly Bears"] * 36, ["Forest"] * 30 + ["Grizzly Bears"] * 30]
    game = Game.new(decks, POOL, seed=seed, first_player=0)
    agents = [AIAgent(1), AIAgent(2)]
    while game.turn < 4:
        pending = game.pending
        assert pending is not None
        game.apply(agents[pending.player].decide(game.view(pending.player), pending))
    return game


def _zones(game: Game, seat: int) -> tuple[list[str], list[str]]:
    player = game.players[seat]
    return ([game.objects[o].name for o in player.hand],
            [game.objects[o].name for o in player.library])


def test_a_conditioned_sample_deals_the_lands_into_the_library() -> None:
    """With no card come in since the opponent held no land, none of its sampled hand is a
    land; the hand's and library's sizes, and the cards they hold together, stay."""
    game = _game(3)
    view = game.view(0)
    plain = determinize(view, random.Random(5))
    hand, library = _zones(plain, 1)
    assert "Forest" in hand  # (this seed deals lands into the sampled hand)
    sample = determinize(view, random.Random(5))
    condition(sample, view, {1: 0}, random.Random(6))
    new_hand, new_library = _zones(sample, 1)
    assert "Forest" not in new_hand
    assert len(new_hand) == len(hand) and len(new_library) == len(library)
    assert Counter(new_hand + new_library) == Counter(hand + library)
    assert _zones(sample, 0) == _zones(plain, 0)  # the player's own cards: untouched
    sample.run([AIAgent(1), AIAgent(2)])  # and the game plays on


def test_a_conditioned_sample_never_depends_on_the_hidden_cards() -> None:
    """CR 400.2: the same view over a game whose opponent's hidden cards were dealt again
    gets the same conditioned sample, and the same seeds give the same sample."""
    game = _game(4)
    other = game.copy()
    opponent = other.players[1]
    hidden = [*opponent.hand, *opponent.library]
    infos = [other.objects[o].info for o in hidden]
    random.Random(1).shuffle(infos)
    for oid, info in zip(hidden, infos, strict=True):
        clone = other.objects[oid].copy()
        clone.info = info
        other.objects[oid] = clone
    other.chars = None
    samples = []
    for seen in (game, other, game):
        view = seen.view(0)
        limits = LandDrops().limits(view)
        sample = determinize(view, random.Random(8))
        condition(sample, view, limits or {1: 0}, random.Random(9))
        samples.append((_zones(sample, 0), _zones(sample, 1)))
    assert samples[0] == samples[1] == samples[2]


def test_the_search_conditions_its_samples_on_missed_land_drops(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An opponent whose deck holds no land never plays one (CR 305.2): from its first turn
    on, the search's samples are conditioned on its land-free hand; an opponent who plays
    a land every turn (a deck of lands only) leaves the samples as dealt."""
    seen: list[dict[int, int]] = []
    real = search.condition

    def spy(sample: Game, view: PlayerView, limits: dict[int, int],
            rng: random.Random) -> None:
        seen.append(dict(limits))
        real(sample, view, limits, rng)

    monkeypatch.setattr(search, "condition", spy)
    mine = ["Forest"] * 24 + ["Grizzly Bears"] * 36
    for theirs, expected in ((["Grizzly Bears"] * 60, True), (["Forest"] * 60, False)):
        seen.clear()
        game = Game.new([mine, theirs], POOL, seed=2, first_player=1)
        game.run([SearchAgent(3, iterations=2, seconds=None), AIAgent(4)], max_turns=6)
        assert bool(seen) == expected
        assert all(set(limits) == {1} for limits in seen)
