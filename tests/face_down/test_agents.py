"""The random and AI agents cast face down and turn face up in whole games."""

from __future__ import annotations

from tests.dice_rules._util import dice_pool, game, lands, resolve
from tests.face_down._cards import EXTRA, face_down_cast, face_down_ids, hand_card

from grimoire.agents.ai.agent import AIAgent
from grimoire.agents.random import RandomAgent
from grimoire.rules.actions import CastSpell, TurnFaceUp
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec, Position
from grimoire.rules.view import PlayerView

_MORPHS = ("Battering Craghorn", "Ainok Survivalist", "Hunted Bonebrute")
_LIBRARY = ("Mountain", "Battering Craghorn", "Forest", "Swamp", "Ainok Survivalist",
            "Manifest Dread", "Hunted Bonebrute", "Mountain", "Forest", "Swamp") * 2


def _game(seed: int) -> Game:
    battlefield = (*lands("Mountain", 2), *lands("Forest", 2), *lands("Swamp", 2))
    specs = tuple(PlayerSpec(f"P{i}", library=_LIBRARY, hand=_MORPHS, battlefield=battlefield)
                  for i in range(2))
    return Game.from_position(Position(players=specs, active=0, turn=1, step="main1"),
                              dice_pool(*EXTRA), seed=seed)


def _face_down_casts(g: Game) -> int:
    return sum(1 for a in g.action_log if isinstance(a, CastSpell) and a.alt is not None)


def test_random_agents_cast_face_down_and_turn_face_up() -> None:
    """Random play reaches both choices; a save replays to the same face-down state."""
    casts = turned = 0
    for seed in range(4):
        g = _game(seed)
        g.run([RandomAgent(seed), RandomAgent(seed + 100)], max_decisions=4000)
        casts += _face_down_casts(g)
        turned += sum(1 for a in g.action_log if isinstance(a, TurnFaceUp))
        loaded = Game.load(g.save(), g.pool)
        assert {o: (loaded.objects[o].name, loaded.objects[o].hidden is None)
                for o in loaded.battlefield} == {
            o: (g.objects[o].name, g.objects[o].hidden is None) for o in g.battlefield}
    assert casts and turned


def test_ai_casts_face_down_when_the_mana_cost_is_out_of_reach() -> None:
    """With three lands the AI casts Battering Craghorn face down for {3}."""
    g = game(PlayerSpec(hand=("Battering Craghorn",), battlefield=lands("Mountain", 3)),
             extra=EXTRA)
    assert g.pending is not None
    action = AIAgent(0).decide(PlayerView(g, 0), g.pending)
    assert isinstance(action, CastSpell) and action.alt is not None


def test_ai_turns_a_better_card_face_up() -> None:
    """With the morph cost available the AI turns its face-down creature face up."""
    g = game(PlayerSpec(hand=("Battering Craghorn",), battlefield=lands("Mountain", 6)),
             extra=EXTRA)
    g.apply(face_down_cast(g, hand_card(g, "Battering Craghorn")))
    resolve(g)
    assert g.pending is not None
    action = AIAgent(0).decide(PlayerView(g, 0), g.pending)
    assert action == TurnFaceUp(face_down_ids(g)[0])
