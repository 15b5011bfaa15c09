"""The hard AI's rollout policy (:mod:`grimoire.agents.ai.rollout`): a playout passes
priority without listing the legal actions where the heuristic could only pass, or in the
steps its policy leaves quiet; it never skips a player's own main phase or an instant it
holds (CR 117.1a: instants and abilities at any priority; CR 307.1: sorceries and
permanents in its own main phase on an empty stack)."""

from __future__ import annotations

import pytest

from grimoire.agents.ai import AIAgent
from grimoire.agents.ai.rollout import instant_play, passes
from grimoire.decks import builtin_deck
from grimoire.pool import CardPool
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

POOL = CardPool.builtin()
LANDS = tuple(PermanentSpec("Mountain") for _ in range(3))


def _game(step: str, hand: tuple[str, ...] = (), battlefield: tuple[PermanentSpec, ...] = LANDS,
          active: int = 0) -> Game:
    """Seat 0 holds ``hand`` and controls ``battlefield``; seat 1 has a bear. Priority to
    the active player in ``step``."""
    position = Position(players=(
        PlayerSpec(library=("Mountain",) * 5, hand=hand, battlefield=battlefield),
        PlayerSpec(library=("Forest",) * 5, battlefield=(PermanentSpec("Grizzly Bears"),))),
        active=active, turn=3, step=step)
    return Game.from_position(position, POOL, seed=0)


@pytest.mark.parametrize("step", ["upkeep", "draw", "beginning_of_combat", "end"])
def test_a_playout_passes_in_the_quiet_steps_even_holding_an_instant(step: str) -> None:
    """The rollout policy never casts at those moments (a policy choice, like the
    heuristic's speed), so the listing is skipped whatever the hand."""
    game = _game(step, hand=("Lightning Bolt",))
    assert game.pending is not None and game.pending.kind == "priority"
    assert passes(game, 0)


def test_its_own_main_phase_is_always_listed() -> None:
    """CR 307.1: lands, creatures and sorceries are played in its own main phase."""
    game = _game("main1", hand=("Grizzly Bears",))
    assert not passes(game, 0)
    assert not passes(_game("main1"), 0)  # even with nothing in hand: the heuristic decides


def test_another_players_main_phase_is_quiet() -> None:
    game = _game("main1", hand=("Grizzly Bears",), active=1)
    assert game.pending is not None and game.pending.player == 1
    assert passes(game, 0)


def test_combat_steps_are_listed_only_for_an_instant_speed_play() -> None:
    """CR 117.1a: in the declare-attackers step an instant may be cast; a hand of
    creatures and lands can't be, and the heuristic's only answer is to pass."""
    sorcery_speed = _game("declare_attackers", hand=("Grizzly Bears", "Forest"))
    assert passes(sorcery_speed, 0)
    assert list(sorcery_speed.legal_actions()) == [PassPriority()]  # what the skip assumes
    trick = _game("declare_attackers", hand=("Grizzly Bears", "Lightning Bolt"))
    assert instant_play(trick, 0) and not passes(trick, 0)
    assert any(isinstance(a, CastSpell) for a in trick.legal_actions())


def test_a_non_mana_activated_ability_is_an_instant_speed_play() -> None:
    """CR 602.2: an activated ability (other than a mana ability) is played at any
    priority; a land's mana ability alone is not a play the heuristic makes."""
    rift = _game("declare_blockers", battlefield=(*LANDS, PermanentSpec("Underdark Rift")))
    assert instant_play(rift, 0) and not passes(rift, 0)
    assert not instant_play(_game("declare_blockers"), 0)


def test_an_answer_to_a_spell_on_the_stack_needs_an_instant() -> None:
    """With a spell on the stack the other player may answer with an instant
    (CR 117.3c-d): listed when it holds one, passed at once when it holds none."""
    for hand, listed in ((("Lightning Bolt",), True), (("Grizzly Bears",), False)):
        position = Position(players=(
            PlayerSpec(library=("Mountain",) * 5, hand=("Shock",), battlefield=LANDS),
            PlayerSpec(library=("Mountain",) * 5, hand=hand, battlefield=LANDS)),
            active=0, turn=3, step="main1")
        game = Game.from_position(position, POOL, seed=0)
        shock = next(a for a in game.legal_actions() if isinstance(a, CastSpell))
        game.apply(shock)
        game.apply(PassPriority())  # CR 117.3c: the caster gets priority first
        assert game.pending is not None and game.stack and game.pending.player == 1
        assert passes(game, 1) is not listed


def test_the_skip_only_ever_passes_where_the_heuristic_had_nothing_else() -> None:
    """Over heuristic games on the demo decks: wherever the second rule skips a listing
    (a combat step or the stack, the seat holding no instant-speed play), the engine
    would have listed the pass alone."""
    decks = [list(builtin_deck(n).main) for n in ("demo-red-green", "demo-wub-flyers")]
    skipped = 0
    for seed in range(2):
        game = Game.new(decks, POOL, seed=seed, first_player=seed)
        agents = [AIAgent(1), AIAgent(2)]
        while game.result is None and game.turn <= 12:
            pending = game.pending
            assert pending is not None
            if pending.kind == "priority" and (game.stack or game.step in (
                    "declare_attackers", "declare_blockers")) and passes(game, pending.player):
                assert [a for a in game.legal_actions()
                        if not isinstance(a, PassPriority)] == []
                skipped += 1
            game.apply(agents[pending.player].decide(game.view(pending.player), pending))
    assert skipped > 10


@pytest.mark.parametrize("step", ["upkeep", "draw", "beginning_of_combat", "end"])
def test_without_the_quiet_rule_an_instant_is_listed_in_every_step(step: str) -> None:
    """``quiet=False``: CR 117.1a, an instant may be cast whenever its holder has priority,
    so a seat holding one is listed in the quiet steps too; holding none, the heuristic's
    only answer is to pass and the listing is still skipped."""
    game = _game(step, hand=("Lightning Bolt",))
    assert not passes(game, 0, quiet=False)
    assert any(isinstance(a, CastSpell) for a in game.legal_actions())
    idle = _game(step, hand=("Grizzly Bears", "Forest"))
    assert passes(idle, 0, quiet=False)
    assert list(idle.legal_actions()) == [PassPriority()]


def test_without_the_quiet_rule_another_players_main_phase_needs_an_instant() -> None:
    """In another player's main phase a seat may cast only at instant speed (CR 117.1a,
    307.1): listed holding an instant, passed at once holding a creature."""
    game = _game("main1", hand=("Lightning Bolt",), active=1)
    assert game.pending is not None and game.pending.player == 1
    assert passes(game, 0) and not passes(game, 0, quiet=False)
    assert passes(_game("main1", hand=("Grizzly Bears",), active=1), 0, quiet=False)


def test_without_the_quiet_rule_a_playout_plays_the_heuristic_exactly() -> None:
    """A playout with ``QUIET_PASS`` off is the heuristic AI's own game: from the same
    position and the same agent seed, the playout's game and a game where the heuristic
    answers every decision end in the same state (the skip only ever passes where the
    heuristic's listing held the pass alone, so its answers and its RNG draws are the
    same). With the quiet rule on, the instants held through the quiet steps make the
    two part in some of these games."""
    from grimoire.agents.ai import search

    decks = [list(builtin_deck(n).main) for n in ("demo-red-green", "demo-wub-flyers")]
    parted = 0
    for seed in range(3):
        start = Game.new(decks, POOL, seed=seed, first_player=seed % 2)
        runs = []
        for quiet in (False, True):
            game = start.copy()
            old = search.QUIET_PASS
            search.QUIET_PASS = quiet
            try:
                search._play_out(game, AIAgent(7), last_turn=10)
            finally:
                search.QUIET_PASS = old
            runs.append((game.turn, game.step, len(game.events),
                         [p.life for p in game.players]))
        plain = start.copy()
        agent = AIAgent(7)
        decisions = 0
        while plain.result is None and plain.turn <= 10 and \
                decisions < search.ROLLOUT_DECISIONS:
            pending = plain.pending
            assert pending is not None
            legal = plain.legal_actions()
            if len(legal) == 1:
                plain.apply(legal[0])
                continue
            plain.apply(agent.decide(plain.view(pending.player), pending))
            decisions += 1
        assert runs[0] == (plain.turn, plain.step, len(plain.events),
                           [p.life for p in plain.players])
        parted += runs[1] != runs[0]
    assert parted > 0
