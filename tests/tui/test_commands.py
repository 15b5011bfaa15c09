"""The terminal's command parser: every typed command resolves to one legal action, or to
a CommandError that says what was wrong (and changes nothing)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from grimoire.rules.actions import (
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    Keep,
    PassPriority,
    PlayLand,
    TakeMulligan,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import vanilla_pool
from grimoire.tui.commands import Command, CommandError, parse_command
from grimoire.tui.describe import Names, describe_action, explain


def game_at(alice: PlayerSpec, bob: PlayerSpec, step: str = "main1") -> Game:
    alice = replace(alice, name="Alice", library=("Forest",) * 5)
    bob = replace(bob, name="Bob", library=("Forest",) * 5)
    return Game.from_position(Position(players=(alice, bob), step=step, turn=3),
                              vanilla_pool(), seed=0)


def parse(game: Game, text: str) -> Command:
    assert game.pending is not None
    view = game.view(game.pending.player)
    return parse_command(text, view.legal_actions, Names.of(view), me=view.player)


def name(game: Game, oid: int) -> str:
    return game.objects[oid].name


@pytest.fixture
def bolt_game() -> Game:
    return game_at(PlayerSpec(hand=("Lightning Bolt", "Forest"),
                              battlefield=(PermanentSpec("Mountain"),
                                           PermanentSpec("Grizzly Bears"))),
                   PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                           PermanentSpec("Hill Giant"))))


def test_cast_at_a_player(bolt_game: Game) -> None:
    """``cast bolt at bob``: the card by a word of its name, the target by name."""
    action = parse(bolt_game, "cast bolt at bob").action
    assert isinstance(action, CastSpell) and action.targets == ((Seat(1),),)
    assert parse(bolt_game, "cast bolt at me").action == CastSpell(
        action.card, ((Seat(0),),))
    assert parse(bolt_game, "Cast Lightning Bolt targeting opponent").action == action


def test_cast_at_a_creature_and_ambiguity(bolt_game: Game) -> None:
    """Both players have Grizzly Bears: ``at bears`` is ambiguous (the error lists the
    numbered choices); ``at bob's bears`` and ``at my bears`` are not."""
    with pytest.raises(CommandError, match="ambiguous"):
        parse(bolt_game, "cast bolt at bears")
    theirs = parse(bolt_game, "cast bolt at bob's bears").action
    mine = parse(bolt_game, "cast bolt at my bears").action
    assert isinstance(theirs, CastSpell) and isinstance(mine, CastSpell)
    (t,), = theirs.targets
    (m,), = mine.targets
    assert isinstance(t, int) and isinstance(m, int)
    assert bolt_game.objects[t].controller == 1 and bolt_game.objects[m].controller == 0
    assert name(bolt_game, t) == name(bolt_game, m) == "Grizzly Bears"
    giant = parse(bolt_game, "cast bolt on giant").action
    assert isinstance(giant, CastSpell)


def test_play_pass_numbers_help_quit(bolt_game: Game) -> None:
    action = parse(bolt_game, "play forest").action
    assert isinstance(action, PlayLand) and name(bolt_game, action.card) == "Forest"
    assert parse(bolt_game, "pass").action == PassPriority()
    assert parse(bolt_game, "1").action == bolt_game.legal_actions()[0]
    assert parse(bolt_game, "help") == Command("help")
    assert parse(bolt_game, "quit") == Command("quit")


@pytest.mark.parametrize("text, message", [
    ("", "type a number"),
    ("99", "pick a number from 1 to"),
    ("dance", "unknown command"),
    ("cast murder at bob", "no legal action matches"),
    ("play mountain", "no legal action matches"),
    ("keep", "not a legal answer"),
])
def test_bad_commands_are_typed_errors(bolt_game: Game, text: str, message: str) -> None:
    """Bad input → a CommandError naming the problem; the game is unchanged."""
    before = len(bolt_game.action_log)
    with pytest.raises(CommandError, match=message):
        parse(bolt_game, text)
    assert len(bolt_game.action_log) == before


def _to(game: Game, kind: str) -> None:
    for _ in range(50):
        assert game.pending is not None
        if game.pending.kind == kind:
            return
        game.apply(PassPriority())
    raise AssertionError(kind)


def test_attack_commands() -> None:
    """CR 508.1: ``attack with all``, ``attack with <names>``, ``no attack`` (or pass)."""
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                           PermanentSpec("Hill Giant"))), PlayerSpec(),
                   step="beginning_of_combat")
    _to(game, "declare_attackers")
    every = parse(game, "attack with all").action
    assert isinstance(every, DeclareAttackers) and len(every.attacks) == 2
    assert all(t == Seat(1) for _, t in every.attacks)
    one = parse(game, "attack with giant").action
    assert isinstance(one, DeclareAttackers) and len(one.attacks) == 1
    assert name(game, one.attacks[0][0]) == "Hill Giant"
    both = parse(game, "attack with bears and giant").action
    assert isinstance(both, DeclareAttackers) and set(both.attacks) == set(every.attacks)
    assert parse(game, "no attack").action == DeclareAttackers(())
    assert parse(game, "pass").action == DeclareAttackers(())
    with pytest.raises(CommandError, match="no creature matches"):
        parse(game, "attack with dragon")


def test_block_commands() -> None:
    """CR 509.1: ``block <attacker> with <creature>``; ``no blocks``."""
    game = game_at(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                   PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),
                                           PermanentSpec("Wall of Wood"))),
                   step="beginning_of_combat")
    _to(game, "declare_attackers")
    game.apply(parse(game, "attack with all").action)  # type: ignore[arg-type]
    _to(game, "declare_blockers")
    block = parse(game, "block bears with giant").action
    assert isinstance(block, DeclareBlockers) and len(block.blocks) == 1
    blocker, attacker = block.blocks[0]
    assert (name(game, blocker), name(game, attacker)) == ("Hill Giant", "Grizzly Bears")
    double = parse(game, "block bears with giant and wall").action
    assert isinstance(double, DeclareBlockers) and len(double.blocks) == 2
    assert parse(game, "no blocks").action == DeclareBlockers(())
    with pytest.raises(CommandError, match="block <attacker> with"):
        parse(game, "block bears")


def test_mulligan_commands_and_help_text() -> None:
    """CR 103.5: keep or mulligan; ``help`` explains the pending decision."""
    deck = ["Forest"] * 20 + ["Grizzly Bears"] * 20
    game = Game.new([deck, deck], vanilla_pool(), seed=2)
    assert parse(game, "keep").action == Keep()
    assert parse(game, "mulligan").action == TakeMulligan()
    assert game.pending is not None
    text = explain(game.pending)
    assert "CR 103.5" in text and "cast <card>" in text


def test_describe_actions(bolt_game: Game) -> None:
    """Each listed action reads as a sentence with object names and ids."""
    view = bolt_game.view(0)
    names = Names.of(view)
    lines = [describe_action(a, names, view) for a in view.legal_actions]
    assert lines[0] == "Pass priority"
    assert any(line.startswith("Play Forest#") for line in lines)
    assert any(line.startswith("Cast Lightning Bolt#") and line.endswith("→ Bob")
               for line in lines)
