"""The hard AI's candidates at priority (issue 17): the uses of a spell on an opponent's
permanent that the heuristic scores as wasted are weighed by the search too.

Expectations come from the rules: CR 120.3e and 704.5g (damage dealt to a creature stays
marked on it, and a creature with damage at least its toughness is destroyed), CR 514.2
(the damage wears off only in the cleanup step), CR 115.1 (targets), CR 400.2 (the
opponent's hand and the libraries are hidden: the search samples them).
"""

from __future__ import annotations

from pytest import MonkeyPatch
from tests.agents.test_search import POOL, _swap_hidden

from grimoire.agents.ai import AIAgent, search
from grimoire.agents.ai.board import Board
from grimoire.agents.ai.candidates import FLOOR, TARGETED, WIDTH, priority_candidates
from grimoire.agents.ai.rollout import quiet_moment
from grimoire.agents.ai.search import SearchAgent
from grimoire.rules.actions import Action, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position


def _game(my_life: int = 4) -> Game:
    """Seat 0 (active, first main phase, ``my_life`` life) holds Lightning Bolt and Shock
    with two untapped Mountains and a Grizzly Bears; seat 1 has an Air Elemental (4/4
    flying) able to attack next turn, five Islands, and in hand and library cards those
    can't cast (CR 202.1: Serra Angel needs {W}{W}, Murder and Doom Blade {B}), so that
    the game after the Elemental is gone hangs on nothing else it draws."""
    position = Position(players=(
        PlayerSpec(life=my_life, library=("Forest",) * 8, hand=("Lightning Bolt", "Shock"),
                   battlefield=(PermanentSpec("Mountain"), PermanentSpec("Mountain"),
                                PermanentSpec("Grizzly Bears"))),
        PlayerSpec(life=20, library=("Island", "Serra Angel", "Plains", "Murder") * 3,
                   hand=("Island", "Serra Angel", "Doom Blade"),
                   battlefield=(PermanentSpec("Air Elemental"),
                                *(PermanentSpec("Island") for _ in range(5))))),
        active=0, turn=4, step="main1")
    game = Game.from_position(position, POOL, seed=0)
    assert game.pending is not None and game.pending.kind == "priority"
    return game


def _named(game: Game, seat: int, name: str) -> int:
    return next(p.id for p in game.view(seat).battlefield() if p.name == name)


def _spells_at(options: list[Action], target: int) -> list[Action]:
    return [a for a in options if isinstance(a, CastSpell) and a.targets == ((target,),)]


def test_a_spell_aimed_at_an_opponents_creature_is_weighed_though_it_kills_nothing() -> None:
    """CR 120.3e, 704.5g: 3 or 2 damage doesn't destroy a 4/4, so the heuristic scores
    each spell at the Air Elemental below the floor and would pass; the candidates still
    hold each spell's use on it (both together destroy it), never a use on the player's
    own creature as such an extra, the heuristic's choice first, at most WIDTH besides
    the choice and the pass."""
    game = _game()
    view = game.view(0)
    board = Board.of(view)
    heuristic = AIAgent(2)
    legal = view.legal_actions
    elemental, bears = _named(game, 1, "Air Elemental"), _named(game, 0, "Grizzly Bears")
    at_it = _spells_at(list(legal), elemental)
    assert len(at_it) == 2
    assert all(heuristic.score(board, a) <= FLOOR for a in at_it)
    assert heuristic.decide(view, view.pending) == PassPriority()  # type: ignore[arg-type]
    options = priority_candidates(heuristic, board, legal)
    assert options[0] == PassPriority()
    assert set(at_it) <= set(options) and len(at_it) <= TARGETED
    assert len(options) <= WIDTH + 2 and len(set(options)) == len(options)
    assert not [a for a in _spells_at(options, bears) if heuristic.score(board, a) <= FLOOR]


def test_the_search_kills_the_creature_two_spells_kill_together() -> None:
    """At 4 life facing a 4/4 flyer (CR 702.9b: the Grizzly Bears can't block it), passing
    loses next turn; Lightning Bolt at it now, then Shock (the damage stays marked until
    the cleanup step, CR 514.2), destroys it (CR 704.5g). The search, weighing the spells'
    uses on it, casts one of them at it instead of the heuristic's pass, over seeds."""
    game = _game()
    elemental = _named(game, 1, "Air Elemental")
    pending = game.pending
    assert pending is not None
    for seed in range(3):
        answer = SearchAgent(seed, iterations=24, seconds=None).decide(game.view(0), pending)
        assert answer in _spells_at(list(game.view(0).legal_actions), elemental), answer


def test_the_priority_candidates_never_depend_on_the_hidden_cards() -> None:
    """CR 400.2: the opponent's hand and library dealt again among themselves change
    neither the candidates nor the search's answer."""
    game = _game()
    other = _swap_hidden(game, 0)
    assert game.players[1].hand != other.players[1].hand or \
        [game.objects[i].info for i in game.players[1].hand] != \
        [other.objects[i].info for i in other.players[1].hand]
    pending = game.pending
    assert pending is not None
    lists, answers = [], []
    for seen in (game, other):
        view = seen.view(0)
        lists.append(priority_candidates(AIAgent(2), Board.of(view), view.legal_actions))
        answers.append(SearchAgent(5, iterations=8, seconds=None).decide(view, pending))
    assert lists[0] == lists[1] and answers[0] == answers[1]


def _upkeep(active: int) -> Game:
    """Seat 0 holds Lightning Bolt with three untapped Mountains; seat 1 has a Grizzly
    Bears. The upkeep of seat ``active``, priority to seat 0 (CR 117.3a: the active player
    gets it first; seat 1 passes when active)."""
    position = Position(players=(
        PlayerSpec(library=("Mountain",) * 5, hand=("Lightning Bolt",),
                   battlefield=tuple(PermanentSpec("Mountain") for _ in range(3))),
        PlayerSpec(library=("Forest",) * 5, battlefield=(PermanentSpec("Grizzly Bears"),))),
        active=active, turn=3, step="upkeep")
    game = Game.from_position(position, POOL, seed=0)
    if active == 1:
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "priority"
    assert game.pending.player == 0 and game.step == "upkeep" and not game.stack
    return game


def test_in_a_quiet_moment_the_searchs_default_is_to_pass(monkeypatch: MonkeyPatch) -> None:
    """With ``QUIET_BASE``, on an empty stack in a step the rollout policy leaves quiet
    (here the opponent's upkeep, CR 503.1), the answer another candidate must beat is the
    pass the playouts themselves make there: a search that compares nothing (one playout,
    fewer than MIN_PAIRS samples) keeps it, where it keeps the heuristic's Lightning Bolt
    otherwise (CR 117.1a: an instant may be cast at any priority)."""
    game = _upkeep(active=1)
    view = game.view(0)
    heuristic = AIAgent(5).decide(view, game.pending)  # type: ignore[arg-type]
    assert isinstance(heuristic, CastSpell)
    monkeypatch.setattr(search, "QUIET_BASE", False)
    assert SearchAgent(5, iterations=1, seconds=None).decide(view, game.pending) == heuristic  # type: ignore[arg-type]
    monkeypatch.setattr(search, "QUIET_BASE", True)
    agent = SearchAgent(5, iterations=1, seconds=None)
    assert agent.decide(view, game.pending) == PassPriority()  # type: ignore[arg-type]
    assert agent.searches == 1  # the Bolt is still weighed


def test_outside_quiet_moments_the_default_stays_the_heuristics() -> None:
    """In the player's own upkeep the rollout policy is quiet too, but in its own main
    phase (CR 307.1) the default answer stays the heuristic's: a search that compares
    nothing keeps it."""
    position = Position(players=(
        PlayerSpec(library=("Mountain",) * 5, hand=("Lightning Bolt",),
                   battlefield=tuple(PermanentSpec("Mountain") for _ in range(3))),
        PlayerSpec(library=("Forest",) * 5, battlefield=(PermanentSpec("Grizzly Bears"),))),
        active=0, turn=3, step="main1")
    game = Game.from_position(position, POOL, seed=0)
    pending = game.pending
    assert pending is not None and pending.player == 0
    view = game.view(0)
    heuristic = AIAgent(5).decide(view, pending)
    assert isinstance(heuristic, CastSpell)
    assert SearchAgent(5, iterations=1, seconds=None).decide(view, pending) == heuristic


def test_quiet_moments_are_those_the_rollout_policy_passes_in() -> None:
    """The quiet steps and another player's main phase on an empty stack; never a
    player's own main phase (CR 307.1) nor an answer to the stack (CR 117.3)."""
    assert quiet_moment(False, "upkeep", 1, 0) and quiet_moment(False, "end", 0, 0)
    assert quiet_moment(False, "main1", 1, 0) and not quiet_moment(False, "main1", 0, 0)
    assert not quiet_moment(True, "upkeep", 1, 0)
    assert not quiet_moment(False, "declare_blockers", 1, 0)
