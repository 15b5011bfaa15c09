"""An intervening "if" on the turn's attacks (CR 603.4, 508.1): Charging Cinderhorn, "At the
beginning of each player's end step, if no creatures attacked this turn, put a fury counter
on this creature. Then this creature deals damage equal to the number of fury counters on it
to that player."

Rulings honoured: it doesn't trigger if any creature attacked this turn (any player's); it
triggers on every player's end step, its controller's included; if it leaves the battlefield
in response it gets no new counter but deals damage equal to the counters it had."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

CINDERHORN = record("Charging Cinderhorn", "{3}{R}", "Creature — Elemental Ox",
                    "Haste\nAt the beginning of each player's end step, if no creatures "
                    "attacked this turn, put a fury counter on this creature. Then this "
                    "creature deals damage equal to the number of fury counters on it to that "
                    "player.", "4", "2")
RECORDS = (CINDERHORN,)


def test_the_records_compile() -> None:
    """The condition is the negation of "a creature attacked this turn"."""
    compiled(CINDERHORN)
    trigger = compile_source(CINDERHORN).abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.condition == ir.Not(ir.HappenedThisTurn("creature_attacked"))


def _game(active: int = 1, bears: bool = True) -> Game:
    return table(RECORDS, PlayerSpec(battlefield=(PermanentSpec(
        "Charging Cinderhorn", counters=(("fury", 1),)),)),
        PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),) if bears else ()),
        PlayerSpec(), active=active)


def _to_end_step(game: Game, attack: bool) -> None:
    pass_to(game, "declare_attackers")
    attackers = ((one(game, "Grizzly Bears"), Seat(0)),) if attack else ()
    game.apply(DeclareAttackers(attackers))
    advance(game, lambda g: (g.step == "end" and bool(g.stack)) or g.step == "cleanup"
            or g.active != 1)


def test_no_attack_on_an_opponents_turn() -> None:
    """Bob attacked with nothing: a second fury counter, then 2 damage to Bob (that
    player: the one whose end step it is)."""
    game = _game()
    _to_end_step(game, attack=False)
    assert game.step == "end" and game.stack
    advance(game, lambda g: not g.stack)
    assert game.objects[one(game, "Charging Cinderhorn")].counter("fury") == 2
    assert game.players[1].life == 18 and game.players[0].life == 20


def test_any_attack_this_turn_means_no_trigger() -> None:
    """Its ruling: Bob's Bears attacked Alice; at Bob's end step nothing triggers."""
    game = _game()
    _to_end_step(game, attack=True)
    assert not (game.step == "end" and game.stack)
    assert game.objects[one(game, "Charging Cinderhorn")].counter("fury") == 1
    assert game.players[1].life == 20


def test_its_controllers_own_end_step() -> None:
    """Its ruling: on Alice's own turn with no attack, Alice takes the damage."""
    game = _game(active=0, bears=False)
    pass_to(game, "declare_attackers")
    game.apply(DeclareAttackers(()))
    advance(game, lambda g: g.step == "end" and bool(g.stack))
    advance(game, lambda g: not g.stack)
    assert game.players[0].life == 18


def test_gone_in_response_deals_its_last_counters() -> None:
    """Its ruling: the Cinderhorn leaves with the trigger on the stack: no new counter, and
    it deals damage equal to the one counter it had (its last known information)."""
    game = _game()
    _to_end_step(game, attack=False)
    zones.move(game, one(game, "Charging Cinderhorn"), "graveyard")
    for _ in range(20):
        if not game.stack:
            break
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert game.players[1].life == 19
