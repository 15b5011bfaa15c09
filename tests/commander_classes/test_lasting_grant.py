"""A quoted static ability granted to a target permanent with no duration (CR 611.2a: it
lasts until the game ends, or until the permanent leaves the battlefield and becomes a new
object, CR 400.7; CR 613.1f: layer 6): The Book of Exalted Deeds's "Put an enlightened
counter on target Angel. It gains "You can't lose the game and your opponents can't win the
game."" (CR 104.3, 104.2b; "you" is the Angel's controller, CR 109.5). Its rulings: the
counter is only a memory aid (the Angel keeps the ability without it); the Angel keeps it
if it stops being an Angel."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

BOOK = record("The Book of Exalted Deeds", "{W}{W}{W}", "Legendary Artifact",
              "At the beginning of your end step, if you gained 3 or more life this turn, "
              "create a 3/3 white Angel creature token with flying.\n{W}{W}{W}, {T}, Exile The "
              "Book of Exalted Deeds: Put an enlightened counter on target Angel. It gains "
              "\"You can't lose the game and your opponents can't win the game.\" Activate only "
              "as a sorcery.")
ANGEL = record("Serra Angel", "{3}{W}{W}", "Creature — Angel", "Flying, vigilance", "4", "4")
RECORDS = (BOOK, ANGEL)
KIT = (PermanentSpec("The Book of Exalted Deeds"), PermanentSpec("Serra Angel"),
       *(PermanentSpec("Plains") for _ in range(3)))


def test_the_record_compiles() -> None:
    """The grant is lasting ("permanent") and holds the static ability."""
    compiled(*RECORDS)
    ability = compile_source(BOOK).abilities[1]
    assert isinstance(ability, ir.ActivatedAbility)
    assert isinstance(ability.effect, ir.Sequence)
    grant = ability.effect.steps[1]
    assert isinstance(grant, ir.GainAbilities) and grant.duration == "permanent"
    assert isinstance(grant.abilities[0], ir.StaticAbility)
    assert isinstance(grant.abilities[0].effect, ir.CantLoseGame)


def _game(players: int = 4) -> Game:
    return table(RECORDS, PlayerSpec(battlefield=KIT),
                 *(PlayerSpec(battlefield=(PermanentSpec("Serra Angel"),))
                   for _ in range(players - 1)))


def _activate(game: Game, target: int) -> None:
    game.apply(ActivateAbility(one(game, "The Book of Exalted Deeds"), 1,
                               targets=((target,),)))
    settle(game)


def _mine(game: Game) -> int:
    return next(o.id for o in game.objects.values() if o.name == "Serra Angel"
                and o.zone == "battlefield" and o.controller == 0)


def test_the_angel_stops_its_controller_losing_and_opponents_winning() -> None:
    """Four players: the Book resolves on Alice's Angel (counter placed, Book exiled as a
    cost). At 0 life Alice doesn't lose (CR 104.3b stopped, CR 704.5a); an opponent's "win
    the game" does nothing at all (CR 104.2b: Bob can't win, so no player loses by it)."""
    game = _game()
    angel = _mine(game)
    _activate(game, angel)
    assert game.objects[angel].counters == {"enlightened": 1}
    assert one(game, "The Book of Exalted Deeds", "exile")
    game.players[0].life = 0
    game.win(1, "test: Bob wins")
    game.apply(PassPriority())
    assert not game.players[0].lost and game.result is None
    assert not any(p.lost for p in game.players)  # Bob can't win: nothing happened


def test_the_counter_is_a_memory_aid_and_not_an_angel_anymore() -> None:
    """The rulings: removing the counter, or the creature stopping being an Angel, doesn't
    end the ability."""
    game = _game(2)
    angel = _mine(game)
    _activate(game, angel)
    game.objects[angel].counters = {}
    game.players[0].life = -3
    game.apply(PassPriority())
    assert not game.players[0].lost


def test_once_the_angel_leaves_the_player_loses_at_the_next_check() -> None:
    """CR 400.7: the Angel that left is a new object without the gained ability; at 0 life
    Alice then loses when state-based actions are checked (CR 704.5a)."""
    game = _game(2)
    angel = _mine(game)
    _activate(game, angel)
    game.players[0].life = 0
    game.apply(PassPriority())
    assert not game.players[0].lost
    zones.move(game, angel, "graveyard")
    game.apply(PassPriority())
    assert game.players[0].lost


def test_the_target_gone_and_another_angel() -> None:
    """The target left before resolution: the ability does nothing (CR 608.2b), and the Book
    is still exiled (its cost). Targeting an opponent's Angel protects that opponent, not
    Alice ("you" is the Angel's controller, CR 109.5)."""
    game = _game(2)
    angel = _mine(game)
    game.apply(ActivateAbility(one(game, "The Book of Exalted Deeds"), 1, targets=((angel,),)))
    zones.move(game, angel, "graveyard")
    settle(game)
    assert one(game, "The Book of Exalted Deeds", "exile")
    game.players[0].life = 0
    game.apply(PassPriority())
    assert game.players[0].lost

    game = _game(2)
    theirs = next(o.id for o in game.objects.values() if o.name == "Serra Angel"
                  and o.controller == 1)
    _activate(game, theirs)
    game.players[0].life = 0
    game.players[1].life = 0
    game.apply(PassPriority())
    assert game.players[0].lost and not game.players[1].lost
