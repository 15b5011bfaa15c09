"""The hard AI's fitted evaluation (:mod:`grimoire.agents.ai.evaluation`): a finished game
scores its result, and in a game still going more life, more creatures and more cards are
better at every turn, whoever's turn it is."""

from __future__ import annotations

import pytest

from grimoire.agents.ai import evaluation
from grimoire.agents.ai.evaluation import FEATURES, TURN_WEIGHTS, WEIGHTS, evaluate
from grimoire.rules.actions import Keep
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import vanilla_pool

LIBRARY = ("Forest",) * 10


def _game(mine: PlayerSpec, theirs: PlayerSpec, turn: int = 5, active: int = 0) -> Game:
    return Game.from_position(Position(players=(mine, theirs), active=active, turn=turn,
                                       step="main1"), vanilla_pool(), seed=0)


def _me(**kwargs: object) -> PlayerSpec:
    return PlayerSpec(library=LIBRARY, **kwargs)  # type: ignore[arg-type]


def test_the_weights_name_every_feature() -> None:
    assert len(WEIGHTS) == len(TURN_WEIGHTS) == len(FEATURES)


@pytest.mark.parametrize("turn", [1, 5, 12, 30])
@pytest.mark.parametrize("active", [0, 1])
def test_more_life_board_and_cards_is_better(turn: int, active: int) -> None:
    """Each change makes seat 0 better off than the same position without it."""
    base = _me(life=12, battlefield=(PermanentSpec("Forest"), PermanentSpec("Forest")))
    even = evaluate(_game(base, base, turn, active))[0]
    better = [
        _me(life=16, battlefield=base.battlefield),
        _me(life=3, battlefield=base.battlefield),  # worse: the check below inverts
        _me(life=12, battlefield=(*base.battlefield, PermanentSpec("Hill Giant"))),
        _me(life=12, battlefield=(*base.battlefield, PermanentSpec("Serra Angel"))),
        _me(life=12, battlefield=base.battlefield, hand=("Grizzly Bears",) * 2),
    ]
    for k, spec in enumerate(better):
        score = evaluate(_game(spec, base, turn, active))[0]
        assert (score < even) if k == 1 else (score > even), (k, score, even)


def test_a_bigger_creature_is_worth_more() -> None:
    small = _me(battlefield=(PermanentSpec("Grizzly Bears"),))
    big = _me(battlefield=(PermanentSpec("Hill Giant"),))
    empty = _me()
    assert evaluate(_game(big, empty))[0] > evaluate(_game(small, empty))[0] > 0.5


def test_a_finished_game_scores_its_result() -> None:
    game = _game(_me(), _me(life=3))
    ahead, behind = evaluate(game)
    assert ahead > 0.5 > behind and ahead + behind == pytest.approx(1.0)
    game.lose(1, "test")
    assert evaluate(game) == [1.0, 0.0]


def test_equal_positions_differ_only_by_whose_turn_it_is() -> None:
    """The same side on both seats: the score is symmetric but for the active player's
    edge, and the same position always gets the same score."""
    spec = _me(life=14, battlefield=(PermanentSpec("Grizzly Bears"),))
    first, second = evaluate(_game(spec, spec, active=0)), evaluate(_game(spec, spec, active=1))
    assert first[0] == pytest.approx(second[1]) and first[1] == pytest.approx(second[0])
    assert evaluate(_game(spec, spec, active=0)) == first


def test_a_flyer_is_unblocked_unless_the_opponent_has_flying_or_reach() -> None:
    """CR 702.9b, 702.17b: Serra Angel's power counts as unblocked against Hill Giant, not
    against Giant Spider (reach)."""
    angel = _me(battlefield=(PermanentSpec("Serra Angel"), PermanentSpec("Forest")))
    unblocked = FEATURES.index("unblocked_flying")
    for blocker, expected in (("Hill Giant", 4), ("Giant Spider", 0)):
        game = _game(angel, _me(battlefield=(PermanentSpec(blocker),)))
        features = evaluation.seat_features(game.view(0), 0, 1)
        assert features[FEATURES.index("flying_power")] == 4
        assert features[unblocked] == expected
        assert features[FEATURES.index("lands")] == 1


def test_a_player_knocked_out_takes_no_share() -> None:
    """CR 800.4a: with three players, one who left the game scores 0, the others share."""
    game = Game.new([["Forest"] * 60] * 3, vanilla_pool(), seed=1, first_player=0)
    while game.stage == "mulligan":
        game.apply(Keep())
    before = evaluate(game)
    assert sum(before) == pytest.approx(1.0)
    game.lose(2, "test")
    after = evaluate(game)
    assert game.result is None and after[2] == 0.0 and sum(after) == pytest.approx(1.0)
    assert after[0] > before[0]


def test_progress_is_capped() -> None:
    assert evaluation.progress(1) == pytest.approx(0.1)
    assert evaluation.progress(40) == evaluation.progress(20) == 2.0
