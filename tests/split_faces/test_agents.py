"""The agents choose the face (CR 709.3, 715.3): the legal actions list each face with its
own targets, a random agent may take any of them, and the heuristic AI scores a cast as
the face cast (its spell, not the combined card; a fused spell with both halves)."""

from __future__ import annotations

from tests.split_faces._faces import casts, lands, one, perm, play

from grimoire.agents.ai import AIAgent
from grimoire.agents.ai.board import Board
from grimoire.agents.random import RandomAgent
from grimoire.rules.actions import CastSpell
from grimoire.rules.objects import Seat
from grimoire.tui.describe import Names, describe_action


def test_ai_scores_the_half_cast() -> None:
    """Ice (tap the opponent's Grizzly Bears, draw a card) and Swift End (destroy them) are
    worth casting (> 0): scored as the instant cast, not as a permanent (the combined split
    card has no spell of its own, the adventurer card is a creature);
    fusing Wear // Tear at an artifact and an enchantment scores both halves (CR
    702.102d): more than either half alone."""
    g = play(hand=("Fire // Ice", "Wear // Tear", "Murderous Rider"),
             battlefield=(*lands("Mountain", 3), *lands("Island", 2), *lands("Plains", 1),
                          *lands("Swamp", 3)),
             theirs=(perm("Grizzly Bears"), perm("Fellwar Stone"), perm("Mana Reflection")))
    board = Board.of(g.view(0))
    agent = AIAgent(0)
    bears = one(g, "Grizzly Bears")
    ice = CastSpell(one(g, "Fire // Ice", "hand"), targets=((bears,),), face=1)
    swift_end = CastSpell(one(g, "Murderous Rider", "hand"), targets=((bears,),), face=1)
    for action in (ice, swift_end):
        assert action in casts(g, action.card)
        assert agent.score(board, action) > 0
    card = one(g, "Wear // Tear", "hand")
    stone, reflection = one(g, "Fellwar Stone"), one(g, "Mana Reflection")
    fused = CastSpell(card, targets=((stone,), (reflection,)), face=-1)
    wear = CastSpell(card, targets=((stone,),), face=0)
    tear = CastSpell(card, targets=((reflection,),), face=1)
    assert {fused, wear, tear} <= set(casts(g, card))
    assert agent.score(board, fused) > max(agent.score(board, wear), agent.score(board, tear))


def test_random_agent_takes_either_face() -> None:
    """A random agent's choice is one of the legal actions, which hold both faces: over
    seeds it casts both the creature and the Adventure (CR 715.3)."""
    chosen: set[int] = set()
    for seed in range(40):
        g = play(hand=("Murderous Rider",), battlefield=lands("Swamp", 3),
                 theirs=(perm("Grizzly Bears"),))
        legal = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
        assert g.pending is not None
        action = RandomAgent(seed).decide(g.view(0), g.pending)
        if isinstance(action, CastSpell):
            assert action in legal
            chosen.add(action.face)
    assert chosen == {0, 1}
    assert Seat(0) == Seat(0)


def test_a_person_reads_which_face_is_cast() -> None:
    """The menu line names the face (the TUI, the web page and the CLI describe actions
    with it): "as Ice", "as Swift End", "fused (both halves)"; the creature cast has no
    suffix (CR 715.4: it is the card as it is)."""
    g = play(hand=("Fire // Ice", "Wear // Tear", "Murderous Rider"),
             battlefield=(*lands("Mountain", 3), *lands("Island", 2), *lands("Plains", 1),
                          *lands("Swamp", 3)),
             theirs=(perm("Grizzly Bears"), perm("Fellwar Stone"), perm("Mana Reflection")))
    view = g.view(0)
    names = Names.of(view)
    lines = {describe_action(a, names, view) for a in g.legal_actions()
             if isinstance(a, CastSpell)}
    rider = one(g, "Murderous Rider", "hand")
    assert describe_action(CastSpell(rider), names, view) == f"Cast Murderous Rider#{rider}"
    assert any(" as Ice" in line for line in lines if line.startswith("Cast Fire // Ice#"))
    assert any(" as Swift End" in line for line in lines
               if line.startswith("Cast Murderous Rider#"))
    assert any(" fused (both halves)" in line for line in lines
               if line.startswith("Cast Wear // Tear#"))
