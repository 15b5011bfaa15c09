"""The learning environments: PettingZoo AEC and Gymnasium, checked by the libraries' own
checkers, seeded, and built from each player's view only (CR 400.2)."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test

from grimoire.agents.ai import AIAgent
from grimoire.oracle.compiler import compile_source
from grimoire.rl import aec_env, gym_env
from grimoire.rl.encoding import SLOTS, CombatChoice, Slot, mask, observe, slots
from grimoire.rl.table import EnvError, Table
from grimoire.rules.actions import DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import vanilla_pool


@pytest.fixture(autouse=True)
def _quiet() -> None:
    # Both checkers warn that a Dict observation (observation + action_mask, PettingZoo's
    # own convention for masked games) is not a plain array.
    warnings.filterwarnings("ignore", message=".*(NumPy array|probably should be|spec).*")


def test_pettingzoo_api_test() -> None:
    api_test(aec_env(seed=3), num_cycles=1000, verbose_progress=False)


def test_gymnasium_check_env() -> None:
    check_env(gym_env(seed=3), skip_render_check=True)


def _masked_episode(env_seed: int, policy_seed: int, steps: int = 150) -> list[bytes]:
    env = aec_env(seed=env_seed)
    env.reset()
    rng = np.random.default_rng(policy_seed)
    trace = []
    for agent in env.agent_iter(max_iter=steps):
        observation, _, terminated, truncated, _ = env.last()
        trace.append(observation["observation"].tobytes() + agent.encode())
        if terminated or truncated:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    return trace


def test_aec_is_reproducible_from_its_seed() -> None:
    assert _masked_episode(1, 2) == _masked_episode(1, 2)
    assert _masked_episode(1, 2) != _masked_episode(4, 2)


def test_gym_is_reproducible_and_plays_to_a_result() -> None:
    def episode(seed: int) -> tuple[list[bytes], float]:
        env = gym_env(seed=0)
        observation, _ = env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        trace, reward, done = [observation["observation"].tobytes()], 0.0, False
        while not done:
            action = int(rng.choice(np.flatnonzero(env.action_masks())))
            observation, r, terminated, truncated, _ = env.step(action)
            trace.append(observation["observation"].tobytes())
            reward, done = float(r), terminated or truncated
        return trace, reward
    first, reward = episode(5)
    assert episode(5) == (first, reward)
    assert reward in (-1.0, 0.0, 1.0)


def test_a_masked_out_action_changes_nothing() -> None:
    env = gym_env(seed=2)
    observation, _ = env.reset()
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    after, reward, terminated, truncated, info = env.step(illegal)
    assert info["illegal_action"] and reward == 0.0 and not (terminated or truncated)
    assert np.array_equal(after["observation"], observation["observation"])


def test_the_observation_reads_only_the_players_view() -> None:
    """CR 400.2: swapping the opponent's hidden cards (hand and library) leaves a player's
    observation unchanged; the opponent's own observation changes."""
    env = aec_env(seed=6)
    env.reset()
    game = env.table.current
    seat = game.pending.player if game.pending else 0
    before = env.observe(f"player_{seat}")["observation"].copy()
    other = game.players[1 - seat]
    hidden = [*other.hand, *other.library]
    infos = [game.objects[o].info for o in hidden]
    random.Random(3).shuffle(infos)
    for oid, info in zip(hidden, infos, strict=True):
        game.objects[oid].info = info
    game.chars, game._legal = None, None
    assert np.array_equal(env.observe(f"player_{seat}")["observation"], before)


def test_combat_is_declared_one_pair_at_a_time() -> None:
    """CR 508.1a: the attacking player chooses attackers; here one slot per creature and
    a slot that declares the choice, so 2**n declarations need only n + 2 slots."""
    position = Position(players=(
        PlayerSpec(library=("Forest",) * 5, battlefield=tuple(
            PermanentSpec(n) for n in ("Grizzly Bears", "Hill Giant", "Serra Angel"))),
        PlayerSpec(library=("Forest",) * 5)), active=0, turn=3, step="main1")
    game = Game.from_position(position, vanilla_pool(), seed=0)
    ai = AIAgent(1)
    while game.pending is not None and game.pending.kind != "declare_attackers":
        game.apply(ai.decide(game.view(game.pending.player), game.pending))
    combat = CombatChoice()
    view = game.view(0)
    choices = slots(view, combat)
    assert choices[0].done and choices[0].action == DeclareAttackers(())  # no attack: legal
    pairs = [s.pair for s in choices if s.pair is not None]
    assert len(pairs) == 3
    giant = next(p.id for p in view.battlefield() if p.name == "Hill Giant")
    pair = next(p for p in pairs if p[0] == giant)
    combat.pairs.append(pair)
    choices = slots(view, combat)
    assert choices[0].action == DeclareAttackers((pair,)) and choices[1].clear
    assert len([s for s in choices if s.pair is not None]) == 2
    assert observe(view, choices, combat).shape == observe(view, [], combat).shape
    game.apply(choices[0].action)
    assert set(game.combat.attackers) == {giant}


def test_more_legal_actions_than_slots_are_paged_not_lost() -> None:
    """Issue 17: Lightning Bolt with 70 creatures on the battlefield has 72 targets (CR
    115.1): more legal actions than slots. Every one is reachable through the pages (the
    last slot turns the page, and the mask offers it); turning a page changes nothing in
    the game, and the page starts again at the first once the game moves on."""
    position = Position(players=(
        PlayerSpec(library=("Mountain",) * 5, hand=("Lightning Bolt",),
                   battlefield=(PermanentSpec("Mountain"),
                                *(PermanentSpec("Grizzly Bears") for _ in range(35)))),
        PlayerSpec(library=("Forest",) * 5,
                   battlefield=tuple(PermanentSpec("Hill Giant") for _ in range(35)))),
        active=0, turn=3, step="main1")
    game = Game.from_position(position, vanilla_pool(), seed=0)
    legal = game.legal_actions()
    assert len(legal) > SLOTS
    combat = CombatChoice()
    view = game.view(0)
    seen: list[object] = []
    for _ in range(-(-len(legal) // (SLOTS - 1))):
        choices = slots(view, combat)
        assert len(choices) == SLOTS and choices[-1].next_page
        assert mask(choices)[-1] == 1
        seen.extend(s.action for s in choices if s.action is not None)
        assert observe(view, choices, combat).shape == observe(view, [], combat).shape
        combat.page += 1  # what the last slot does
    assert seen == list(legal)  # each legal action on exactly one page
    assert slots(view, combat)[0].action == legal[0]  # back to the first page
    saved = game.save()
    env = aec_env(seed=0)
    env.reset()
    env.table.game = game
    env.table.combat = [CombatChoice(), CombatChoice()]
    env.step(SLOTS - 1)
    assert env.table.combat[0].page == 1 and game.save() == saved
    target = seen[SLOTS - 1]  # the first action of the second page
    env.step(slots(game.view(0), env.table.combat[0]).index(Slot(action=target)))
    assert target in game.action_log
    assert env.table.combat[0].page == 0


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(EnvError, match="two to six"):
        aec_env(decks=["demo-red-green"])
    with pytest.raises(EnvError, match="seat"):
        gym_env(seat=5)
    env = gym_env(seed=1)
    with pytest.raises(EnvError, match="reset"):
        env.table.current  # noqa: B018
    assert env.action_space.n == SLOTS


def test_the_example_evaluates_a_random_masked_agent() -> None:
    import subprocess
    import sys
    from pathlib import Path
    script = Path(__file__).resolve().parents[2] / "examples" / "random_masked_agent.py"
    proc = subprocess.run([sys.executable, str(script), "--episodes", "1"], capture_output=True,
                          text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "random masked agent vs heuristic AI: " in proc.stdout


def test_a_loop_no_player_ends_is_capped_in_one_turn() -> None:
    """As ``Game.run``: a turn of optional actions that never ends (random choices keep
    activating a free "{0}:" ability, CR 729.2a) is truncated as a draw at the table's cap
    on one turn's actions, long before its game-wide action cap."""
    free = compile_source({"name": "Restless Tinkerer", "type_line": "Creature — Human",
                           "mana_cost": "{G}", "power": "1", "toughness": "1",
                           "oracle_text": "{0}: Restless Tinkerer gets +1/+0 until end of "
                                          "turn."})
    deck = ["Restless Tinkerer"] * 20 + ["Forest"] * 20
    table = Table([deck, deck], 4, vanilla_pool().add(free))
    table.max_turn_actions = 200
    game = table.reset()
    rng = random.Random(1)
    while not table.over:
        table.apply(rng.choice(list(game.legal_actions())))
    assert table.capped and game.result is not None
    assert game.result.reason.startswith("turn action cap 200 reached")
    assert len(game.action_log) < 5_000
