"""The hard AI's combat candidates (issue 17) on crafted positions, and two properties of
the whole search: it never reads hidden cards (CR 400.2) and it replays per seed.

Expectations come from the combat rules: CR 506.4 (a tapped creature can't block),
CR 508.1a (attackers are declared as a set), CR 509.1a (several creatures may block one
attacker), CR 510.1c (a blocked creature divides its damage among its blockers, the
blockers' damage adds up), CR 702.9b (flying: only flying or reach blocks it), CR 104.3b
(a player at 0 life loses).
"""

from __future__ import annotations

import pytest
from tests.agents.test_search import DECKS, POOL, _priority_searched, _swap_hidden

from grimoire.agents.ai import AIAgent, search
from grimoire.agents.ai.board import Board
from grimoire.agents.ai.candidates import COMBAT_WIDTH, attack_merit
from grimoire.agents.ai.search import SearchAgent, candidates
from grimoire.rules.actions import Action, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import vanilla_pool


def _game(mine: tuple[str, ...], theirs: tuple[str, ...], my_life: int = 20,
          their_life: int = 20) -> Game:
    """Seat 0 (active, first main phase) with ``mine``, seat 1 with ``theirs``, all
    untapped and able to attack; libraries of Forests."""
    position = Position(players=(
        PlayerSpec(life=my_life, library=("Forest",) * 5,
                   battlefield=tuple(PermanentSpec(n) for n in mine)),
        PlayerSpec(life=their_life, library=("Forest",) * 5,
                   battlefield=tuple(PermanentSpec(n) for n in theirs))),
        active=0, turn=3, step="main1")
    return Game.from_position(position, vanilla_pool(), seed=0)


def _to(game: Game, kind: str) -> None:
    """Heuristic play until a decision of ``kind`` is pending."""
    agents = [AIAgent(1), AIAgent(2)]
    while game.pending is not None and game.pending.kind != kind:
        seat = game.pending.player
        game.apply(agents[seat].decide(game.view(seat), game.pending))
    assert game.pending is not None


def _ids(game: Game, seat: int, name: str) -> list[int]:
    return sorted(p.id for p in game.view(seat).battlefield()
                  if p.controller == seat and p.name == name)


def _options(game: Game, seat: int) -> list[Action]:
    view = game.view(seat)
    assert game.pending is not None
    return candidates(AIAgent(2), view, game.pending, view.legal_actions)


def test_attack_candidates_rank_attackers_by_how_safely_they_attack() -> None:
    """Against a 2/4 reach spider (CR 702.9b: it may block the flyer): the angel kills it
    and survives, and keeps a blocker home (vigilance, CR 702.20b); the giant bounces off;
    the bears die to it. The candidates hold the heuristic's plan first, no attack, the
    all-in, and the nested safest subsets (angel; angel and giant), each set once."""
    game = _game(("Serra Angel", "Hill Giant", "Grizzly Bears"), ("Giant Spider",))
    _to(game, "declare_attackers")
    view = game.view(0)
    board = Board.of(view)
    angel, giant, bears = (_ids(game, 0, n)[0] for n in
                           ("Serra Angel", "Hill Giant", "Grizzly Bears"))
    merit = {c: attack_merit(board, board.perms[c], Seat(1)) for c in (angel, giant, bears)}
    assert merit[angel] > merit[giant] > merit[bears]
    options = _options(game, 0)
    assert options[0] == AIAgent(2).decide(view, game.pending)  # type: ignore[arg-type]
    sets = [frozenset(c for c, _ in o.attacks) for o in options
            if isinstance(o, DeclareAttackers)]
    assert len(sets) == len(options) == len(set(sets)) <= COMBAT_WIDTH
    for expected in (set(), {angel}, {angel, giant}, {angel, giant, bears}):
        assert expected in sets
    assert all(o in view.legal_actions for o in options)


def test_a_creature_no_one_can_block_attacks_first() -> None:
    """CR 702.9b: a flyer facing only ground creatures deals its damage unblocked; tapped
    creatures can't block (CR 506.4), so the bears facing only a tapped giant are safe
    too."""
    game = _game(("Serra Angel", "Grizzly Bears"), ("Hill Giant",))
    _to(game, "declare_attackers")
    board = Board.of(game.view(0))
    angel, bears = _ids(game, 0, "Serra Angel")[0], _ids(game, 0, "Grizzly Bears")[0]
    assert attack_merit(board, board.perms[angel], Seat(1)) == 4 + 1
    assert attack_merit(board, board.perms[bears], Seat(1)) < 0  # the giant eats them
    position_giant = Game.from_position(Position(players=(
        PlayerSpec(library=("Forest",) * 5, battlefield=(PermanentSpec("Grizzly Bears"),)),
        PlayerSpec(library=("Forest",) * 5,
                   battlefield=(PermanentSpec("Hill Giant", tapped=True),))),
        active=0, turn=3, step="main1"), vanilla_pool(), seed=0)
    _to(position_giant, "declare_attackers")
    board = Board.of(position_giant.view(0))
    bears = _ids(position_giant, 0, "Grizzly Bears")[0]
    assert attack_merit(board, board.perms[bears], Seat(1)) == 2


def _attack_with(game: Game, names: tuple[str, ...]) -> None:
    """Seat 0 declares ``names`` as attackers (the player), then play to the blocks."""
    _to(game, "declare_attackers")
    attackers = [i for n in names for i in _ids(game, 0, n)]
    game.apply(DeclareAttackers(tuple((a, Seat(1)) for a in attackers)))
    _to(game, "declare_blockers")


def test_the_double_block_that_kills_is_offered_and_one_that_cannot_is_not() -> None:
    """CR 509.1a, 510.1c: against a 3/3, two 2/2s blocking together kill it (4 damage)
    and only one of them dies; two 1/1s together deal 2 and kill nothing, so that double
    block is not worth a candidate slot (at 20 life the heuristic blocks nothing: no
    single block kills the giant, and no chump is needed)."""
    game = _game(("Hill Giant",), ("Grizzly Bears", "Grizzly Bears", "Raging Goblin",
                                   "Raging Goblin"))
    _attack_with(game, ("Hill Giant",))
    giant = _ids(game, 0, "Hill Giant")[0]
    bears = set(_ids(game, 1, "Grizzly Bears"))
    goblins = set(_ids(game, 1, "Raging Goblin"))
    options = _options(game, 1)
    blocks = [{b for b, a in o.blocks if a == giant} for o in options
              if isinstance(o, DeclareBlockers)]
    assert any(bears <= b for b in blocks)
    assert not any(goblins <= b for b in blocks)
    assert len(options) <= COMBAT_WIDTH


def test_the_block_that_keeps_the_player_alive_at_the_least_cost() -> None:
    """CR 104.3b, 510.1: at 4 life, a 3/3 and a 2/2 attacking (5 damage) kill the player
    unless one is blocked; chumping the giant with one 1/1 leaves 2 damage: the player
    lives and keeps the other 1/1. The heuristic chumps both (it keeps a margin); the
    candidates also hold the cheaper block, and no block at all."""
    game = _game(("Hill Giant", "Grizzly Bears"), ("Raging Goblin", "Raging Goblin"),
                 their_life=4)
    _attack_with(game, ("Hill Giant", "Grizzly Bears"))
    giant = _ids(game, 0, "Hill Giant")[0]
    options = _options(game, 1)
    declared = [o for o in options if isinstance(o, DeclareBlockers)]
    assert DeclareBlockers(()) in declared
    one = [o for o in declared if len(o.blocks) == 1 and o.blocks[0][1] == giant]
    assert one, declared
    assert len({frozenset(o.blocks) for o in declared}) == len(declared)


def test_the_answers_never_depend_on_the_hidden_cards() -> None:
    """CR 400.2: over several agent seeds (the distribution of the search's answers), the
    answers to one attack and one block decision are the same whether or not the
    opponent's hand and library were dealt again: the search reads samples only."""
    for kind in ("declare_attackers", "declare_blockers"):
        game = _priority_searched(3, (kind,))
        pending = game.pending
        assert pending is not None
        me = pending.player
        other = _swap_hidden(game, me)
        assert [o.name for o in (game.objects[i] for i in game.players[1 - me].hand)] != \
            [o.name for o in (other.objects[i] for i in other.players[1 - me].hand)]
        answers = [[SearchAgent(seed, iterations=4, seconds=None).decide(seen.view(me), pending)
                    for seed in range(4)] for seen in (game, other)]
        assert answers[0] == answers[1]


def test_a_game_replays_per_seed() -> None:
    """The hard AI draws only from its own seeded RNG (never the game's): the same seeds
    give the same game, action for action."""
    logs = []
    for _ in range(2):
        game = Game.new(DECKS, POOL, seed=11, first_player=0)
        result = game.run([SearchAgent(5, iterations=3, seconds=None), AIAgent(6)],
                          max_turns=5)
        logs.append((result.winner, game.turn, list(game.action_log)))
    assert logs[0] == logs[1]


def test_a_search_short_of_time_looks_less_far(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17: a combat search whose time cap affords fewer than SHORT_OF_TIME playouts
    to the full horizon plays shorter ones (a playout's cost grows with the turns it
    covers); with no cap or no pace yet, the full horizon (CR 506.1: a combat's worth
    shows over the next turns)."""
    monkeypatch.setattr("grimoire.agents.ai.search.time.perf_counter", lambda: 0.0)
    full, mid, short = search.COMBAT_HORIZONS
    agent = SearchAgent(1, iterations=32, seconds=1.0)
    assert agent._horizon(0.0) == full  # no pace yet
    agent._pace = 1 / 64 / (full + 1)  # 64 full playouts fit
    assert agent._horizon(0.0) == full
    agent._pace = 1 / 8 / (full + 1)  # 8 full ones, 8 * 6 / 4 = 12 of 3 turns
    assert agent._horizon(0.0) == mid
    agent._pace = 1 / 2 / (full + 1)  # 2 full ones: not even 12 short ones fit
    assert agent._horizon(0.0) == short
    agent.seconds = None
    assert agent._horizon(0.0) == full


def test_a_search_short_of_time_still_weighs_every_candidate(monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    """Issue 17: under a time cap that affords few playouts (a slow recent pace), every
    combat candidate is still played on the first samples and halved on its results;
    keeping only the first candidates (in order of promise) lost nine tenths of the
    search's gain at equal time (bench/RESULTS.md, round 10). CR 508.1: the attack is
    any set of the creatures able to attack."""
    game = _game(("Grizzly Bears", "Hill Giant", "Colossal Dreadmaw"), ("Grizzly Bears",))
    _to(game, "declare_attackers")
    options = _options(game, 0)
    assert len(options) > 2
    played: list[Action] = []

    def playout(sample: Game, action: Action, me: int, seed: int, deadline: float | None,
                turns: int = 1) -> float:
        played.append(action)
        return 0.5

    monkeypatch.setattr("grimoire.agents.ai.search._playout", playout)
    monkeypatch.setattr("grimoire.agents.ai.search.time.perf_counter", lambda: 0.0)
    agent = SearchAgent(1, iterations=32, seconds=1.0)
    agent._pace = 1 / 4 / (search.COMBAT_HORIZONS[0] + 1)  # 4 full playouts fit
    assert game.pending is not None
    agent.decide(game.view(0), game.pending)
    assert set(played) == set(options)
