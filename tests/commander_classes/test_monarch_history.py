"""The monarch's history (CR 722): "Whenever an opponent becomes the monarch, if you were the
monarch as the turn began, that player loses 2 life and you gain 2 life." (Knights of the
Black Rose). CR 722.2: combat damage to the monarch makes the attacking player the monarch;
the intervening "if" (CR 603.4) reads who held the crown as the turn began, not who held it
just before the change; "an opponent" never means you.
"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
KNIGHTS = record("Knights of the Black Rose", "{3}{W}{B}", "Creature — Human Knight",
                 "When this creature enters, you become the monarch.\nWhenever an opponent "
                 "becomes the monarch, if you were the monarch as the turn began, that player "
                 "loses 2 life and you gain 2 life.", "4", "4")
LICH = record("Test Lich", "{B}", "Creature — Zombie",
              "Whenever you become the monarch, you gain 1 life.", "1", "1")
RECORDS = (KNIGHTS, LICH)


def test_compiles() -> None:
    compiled(*RECORDS)
    trigger = compile_source(KNIGHTS).abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.trigger == ir.MonarchTrigger("opponent")


def _bob_hits(game: Game, defender: int) -> None:
    """Bob's Grizzly Bears attacks ``defender`` unblocked; combat damage is dealt."""
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(defender)),)))
    advance(game, lambda g: g.step == "main2")


def _game(players: int = 2) -> Game:
    specs = [PlayerSpec(battlefield=(P("Knights of the Black Rose", tapped=True),
                                     P("Test Lich", tapped=True))),
             PlayerSpec(battlefield=(P("Grizzly Bears"),))]
    specs.extend(PlayerSpec() for _ in range(players - 2))
    return table(RECORDS, *specs, step="beginning_of_combat", active=1)


def test_bob_takes_the_crown_from_alice() -> None:
    """Alice was the monarch as the turn began; Bob's Bears deal her 2 combat damage: Bob
    becomes the monarch, loses 2 life, Alice gains 2 (18 + 2). Her own "whenever you become
    the monarch" doesn't trigger: Bob became it."""
    game = _game()
    game.monarch = 0
    _bob_hits(game, 0)
    assert game.monarch == 1
    assert game.players[1].life == 18 and game.players[0].life == 20
    assert any(isinstance(e, ev.BecameMonarch) and e.player == 1 and e.previous == 0
               for e in game.events)


def test_not_the_monarch_as_the_turn_began() -> None:
    """Carol was the monarch: Bob takes it from her: nothing for Alice. Then the same with
    Alice having taken it from Carol earlier this turn: still nothing (she wasn't the
    monarch as the turn began)."""
    game = _game(3)
    game.monarch = 2
    _bob_hits(game, 2)
    assert game.monarch == 1 and game.players[1].life == 20 and game.players[0].life == 20
    game = _game(3)
    game.monarch = 0
    game.events.append(ev.BecameMonarch(0, 2))  # Alice took it from Carol this turn
    _bob_hits(game, 0)
    assert game.monarch == 1 and game.players[1].life == 20 and game.players[0].life == 18


def test_you_become_the_monarch_triggers_once() -> None:
    """Alice's Knights enter: she becomes the monarch (one BecameMonarch event); her Lich's
    "whenever you become the monarch" triggers (she gains 1)."""
    game = table(RECORDS, PlayerSpec(hand=("Knights of the Black Rose",),
                                     battlefield=(P("Test Lich"), *(P("Plains"),) * 3,
                                                  P("Swamp"), P("Swamp"))), PlayerSpec())
    game.apply(CastSpell(one(game, "Knights of the Black Rose", "hand")))
    advance(game, lambda g: not g.stack and g.monarch == 0 and g.players[0].life == 21)
    assert sum(isinstance(e, ev.BecameMonarch) for e in game.events) == 1
