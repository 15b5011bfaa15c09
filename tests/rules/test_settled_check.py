"""The check before priority (CR 117.5: state-based actions, CR 704.3, then triggered
abilities) is skipped when it would find nothing again: the last check found nothing and
the only thing since is a player passing priority (issue 15). Skipping is invisible: the
same games, and a game changed from outside the engine is always checked again."""

from __future__ import annotations

import pytest
from tests.rules.helpers import game_at, ids, one, perm

from grimoire.agents import RandomAgent
from grimoire.rules.actions import Action, Decision, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import vanilla_pool
from grimoire.rules.view import PlayerView

DECK = ["Forest"] * 8 + ["Mountain"] * 8 + ["Grizzly Bears"] * 8 + ["Hill Giant"] * 8 \
    + ["Lightning Bolt"] * 8


class _Watcher:
    """Passes priority (else the first legal answer), noting at each decision which
    Grizzly Bears are on the battlefield."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.seen: list[list[int]] = []

    def decide(self, view: PlayerView, decision: Decision) -> Action:
        self.seen.append(ids(self.game, "Grizzly Bears"))
        return PassPriority() if decision.kind == "priority" else view.legal_actions[0]


@pytest.mark.parametrize("seed", [3, 11])
@pytest.mark.parametrize("untouched", [False, True])
def test_run_and_apply_one_by_one_play_the_same_game(seed: int, untouched: bool) -> None:
    """``Game.run`` (which skips a check after a pass when nothing changed) and a loop of
    ``Game.apply`` (which by default never trusts an earlier check: the caller may have
    changed the game; with ``untouched=True`` it does, as ``run``) play the same game from
    the same seed, action for action."""
    pool = vanilla_pool()
    ran = Game.new([DECK, DECK], pool, seed=seed)
    ran.run([RandomAgent(seed), RandomAgent(seed + 1)])
    stepped = Game.new([DECK, DECK], pool, seed=seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    while stepped.result is None:
        legal = stepped.legal_actions()
        assert stepped.pending is not None
        player = stepped.pending.player
        stepped.apply(legal[0] if len(legal) == 1 else agents[player].decide(
            PlayerView(stepped, player), stepped.pending), untouched=untouched)
    assert ran.action_log == stepped.action_log
    assert ran.result == stepped.result


def test_damage_marked_before_run_is_checked() -> None:
    """CR 704.5g, 117.5: lethal damage marked on a creature between decisions (from outside
    the engine, before ``run``) destroys it in the check before the next player receives
    priority, although the check before the pending priority found nothing and the only
    action since is a pass."""
    g = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
                PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Mountain"),),
                           library=("Forest",) * 10))
    g.objects[one(g, "Grizzly Bears")].damage = 2
    watcher = _Watcher(g)
    g.run([watcher, watcher], max_decisions=1)  # player 0 passes (the only action)
    assert watcher.seen == [[]]  # at player 1's priority (Bolt or pass), already dead
    assert ids(g, "Grizzly Bears", "graveyard")


def test_damage_marked_before_apply_is_checked() -> None:
    """CR 704.5g, 117.5: the same when the pass is applied with ``apply``."""
    g = game_at(PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    g.objects[one(g, "Grizzly Bears")].damage = 2
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.player == 1
    assert not ids(g, "Grizzly Bears")
