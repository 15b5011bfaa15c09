"""Counters for each 1 life gained, read from the life-gain event (CR 119.9, 603.2,
608.2h): "Whenever you gain life, you may pay {1}{W}. If you do, put a +1/+1 counter on
target creature for each 1 life you gained." (Cradle of Vitality). Rulings: the target is
chosen as it triggers, the payment decided as it resolves; one trigger per life-gain event,
the cost paid once, the counters equal to the life gained; two lifelink creatures dealing
damage at once are two events, two triggers. The same words "for each 1 life you lost" in a
"Whenever you lose life" trigger (Transcendence) read that event's amount."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.ir import EventAmount, GainLife, Times, TriggeredAbility
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CRADLE = record("Cradle of Vitality", "{3}{W}", "Enchantment",
                "Whenever you gain life, you may pay {1}{W}. If you do, put a +1/+1 counter on "
                "target creature for each 1 life you gained.")
SALVE = record("Test Salve", "{W}", "Instant", "You gain 3 life.")
LINKER = record("Test Linker", "{1}{W}", "Creature — Cleric", "Lifelink", "2", "2")
LINKER_TWO = record("Test Big Linker", "{3}{W}", "Creature — Cleric", "Lifelink", "4", "4")
PLAINS = tuple(P("Plains") for _ in range(3))
CARDS = (CRADLE, SALVE, LINKER, LINKER_TWO)


def test_the_record_compiles() -> None:
    compiled(CRADLE)


def test_life_lost_reads_the_loss_event() -> None:
    """Transcendence's "you gain 2 life for each 1 life you lost": twice the event's loss."""
    card = compile_source(record("Loss Tester", "{3}", "Enchantment",
                                 "Whenever you lose life, you gain 2 life for each 1 life "
                                 "you lost."))
    ability = card.abilities[0]
    assert isinstance(ability, TriggeredAbility)
    assert ability.effect == GainLife(Times(EventAmount(), 2))


def _salve(game: Game) -> None:
    """Alice casts Test Salve (gain 3 life); it resolves and Cradle triggers."""
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)))
    while game.pending is not None and game.pending.kind == "priority" and game.stack:
        game.apply(PassPriority())


def _resolve(game: Game, pay: bool, target: str = "Hill Giant") -> list[str]:
    """Choose ``target`` for each trigger, pass, answer the may-pay questions with ``pay``;
    returns the decision kinds met."""
    met: list[str] = []
    for _ in range(60):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority" and not game.stack:
            return met
        met.append(pending.kind)
        if pending.kind == "trigger_targets":
            game.apply(Choose(((one(game, target),),)))
        elif pending.kind == "yes_no":
            game.apply(Choose(pay))
        elif pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("never settled")


def _untapped_plains(game: Game) -> int:
    return sum(1 for o in game.objects.values() if o.zone == "battlefield"
               and o.name == "Plains" and not o.tapped)


def test_paid_three_life_three_counters() -> None:
    """3 life gained, {1}{W} paid: three +1/+1 counters on the target (6/6 Hill Giant)."""
    game = table(CARDS, PlayerSpec(hand=("Test Salve",), battlefield=(
        P("Cradle of Vitality"), P("Hill Giant"), *PLAINS)), PlayerSpec(), PlayerSpec())
    _salve(game)
    _resolve(game, True)
    giant = game.objects[one(game, "Hill Giant")]
    assert giant.counter("+1/+1") == 3 and game.players[0].life == 23
    assert _untapped_plains(game) == 0


def test_declined_no_counters_no_mana() -> None:
    """The "may" declined: no counters; the two Plains stay untapped."""
    game = table(CARDS, PlayerSpec(hand=("Test Salve",), battlefield=(
        P("Cradle of Vitality"), P("Hill Giant"), *PLAINS)), PlayerSpec())
    _salve(game)
    _resolve(game, False)
    assert not game.objects[one(game, "Hill Giant")].counter("+1/+1")
    assert _untapped_plains(game) == 2


def test_an_opponents_creature_may_be_the_target() -> None:
    """"Target creature": any creature, here Bob's Grizzly Bears gets the counters."""
    game = table(CARDS, PlayerSpec(hand=("Test Salve",), battlefield=(
        P("Cradle of Vitality"), P("Hill Giant"), *PLAINS)),
        PlayerSpec(battlefield=(P("Grizzly Bears"),)))
    _salve(game)
    _resolve(game, True, "Grizzly Bears")
    assert game.objects[one(game, "Grizzly Bears")].counter("+1/+1") == 3


def test_the_target_gone_nothing_is_asked() -> None:
    """CR 608.2b: the only target left the battlefield before resolution: the ability
    doesn't resolve, so no payment is asked and no mana spent."""
    game = table(CARDS, PlayerSpec(hand=("Test Salve",), battlefield=(
        P("Cradle of Vitality"), P("Hill Giant"), *PLAINS)),
        PlayerSpec(battlefield=(P("Grizzly Bears"),)))
    _salve(game)
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    game.apply(Choose(((one(game, "Hill Giant"),),)))
    zones.move(game, one(game, "Hill Giant"), "graveyard")
    met = _resolve(game, True)
    assert "yes_no" not in met and _untapped_plains(game) == 2


def test_an_opponents_life_gain_does_not_trigger() -> None:
    """"Whenever you gain life": Bob's Salve gives Cradle nothing to do."""
    game = table(CARDS, PlayerSpec(battlefield=(P("Cradle of Vitality"), P("Hill Giant"),
                                                *PLAINS)),
                 PlayerSpec(hand=("Test Salve",), battlefield=(P("Plains"),)), active=1)
    _salve(game)
    met = _resolve(game, True)
    assert "trigger_targets" not in met and game.players[1].life == 23


def test_two_lifelinkers_two_events_two_triggers() -> None:
    """Ruling: two lifelink attackers deal combat damage at once: two life-gain events, two
    triggers, each paid once: 2 and 4 counters (six in all, {1}{W} twice)."""
    game = table(CARDS, PlayerSpec(battlefield=(
        P("Cradle of Vitality"), P("Hill Giant"), P("Test Linker"), P("Test Big Linker"),
        *PLAINS, P("Plains"))), PlayerSpec(), PlayerSpec())
    while game.pending is not None and game.pending.kind != "declare_attackers":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Test Linker"), Seat(1)),
                                 (one(game, "Test Big Linker"), Seat(2)))))
    while game.step != "combat_damage" or game.pending is None \
            or game.pending.kind != "trigger_targets":
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    met = _resolve(game, True)
    assert met.count("trigger_targets") == 2
    assert game.objects[one(game, "Hill Giant")].counter("+1/+1") == 6
    assert game.players[0].life == 26 and _untapped_plains(game) == 0
