"""Triggered abilities that trigger an additional time (CR 603.2d): "If <objects> <event>
causes a triggered ability of a permanent you control to trigger, that ability triggers an
additional time." (Panharmonicon: entering; Teysa Karlov: dying; Wulfgar of Icewind Dale:
attacking). Each extra instance is a trigger of its own; two such statics add up (the
rulings: two Panharmonicons make three, not four); only abilities of permanents the
static's controller controls are affected; an event of another kind is not."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

PANHARMONICON = record("Panharmonicon", "{4}", "Artifact",
                       "If an artifact or creature entering causes a triggered ability of a "
                       "permanent you control to trigger, that ability triggers an additional "
                       "time.")
TEYSA = record("Teysa Karlov", "{2}{W}{B}", "Legendary Creature — Human Advisor",
               "If a creature dying causes a triggered ability of a permanent you control to "
               "trigger, that ability triggers an additional time.\nCreature tokens you control "
               "have vigilance and lifelink.", "2", "4")
WULFGAR = record("Wulfgar of Icewind Dale", "{3}{R}{G}", "Legendary Creature — Human Barbarian",
                 "Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for "
                 "each opponent you attacked this combat.)\nIf a creature you control attacking "
                 "causes a triggered ability of a permanent you control to trigger, that "
                 "ability triggers an additional time.", "4", "4")
VISIONARY = record("Elvish Visionary", "{1}{G}", "Creature — Elf Shaman",
                   "When this creature enters, draw a card.", "1", "1")
TRAVELER = record("Doomed Traveler", "{W}", "Creature — Human Soldier",
                  "When this creature dies, create a 1/1 white Spirit creature token with "
                  "flying.", "1", "1")
RAIDER = record("Test Raider", "{1}{R}", "Creature — Human Warrior",
                "Whenever this creature attacks, you gain 1 life.", "2", "2")
BOLT = record("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")
RECORDS = (PANHARMONICON, TEYSA, WULFGAR, VISIONARY, TRAVELER, RAIDER, BOLT)


def test_the_records_compile() -> None:
    """CR 603.2d: each doubler compiles to its event and filter."""
    compiled(*RECORDS)
    events = []
    for rec in (PANHARMONICON, TEYSA, WULFGAR):
        static = next(a for a in compile_source(rec).abilities if isinstance(a, ir.StaticAbility)
                      and isinstance(a.effect, ir.TriggerDoubling))
        assert isinstance(static.effect, ir.TriggerDoubling)
        events.append(static.effect.event)
    assert events == ["enters", "dies", "attacks"]


def _run(game: Game) -> None:
    """Pass priority (first answer to anything else) until the stack is empty."""
    advance(game, lambda g: not g.stack and not g.pending_triggers and g.pending is not None
            and g.pending.kind == "priority")


def _cast(game: Game, name: str, targets: tuple[tuple[int, ...], ...] = ()) -> None:
    game.apply(CastSpell(one(game, name, "hand"), targets=targets))
    advance(game, lambda g: not g.stack and g.pending is not None
            and g.pending.kind == "priority")


@pytest.mark.parametrize(("mine", "theirs", "drawn"), [
    (0, 0, 1),   # no Panharmonicon: once
    (1, 0, 2),   # one: an additional time
    (2, 0, 3),   # two: three times, not four (the rulings)
    (0, 1, 1),   # an opponent's Panharmonicon: only their permanents' abilities
])
def test_panharmonicon_doubles_an_enters_trigger(mine: int, theirs: int, drawn: int) -> None:
    """CR 603.2d: Elvish Visionary enters under Alice; each Panharmonicon she controls makes
    its "When this creature enters, draw a card" trigger once more."""
    forests = tuple(PermanentSpec("Forest") for _ in range(2))
    game = table(RECORDS, PlayerSpec(hand=("Elvish Visionary",), battlefield=(
        *forests, *(PermanentSpec("Panharmonicon") for _ in range(mine)))),
        PlayerSpec(battlefield=tuple(PermanentSpec("Panharmonicon") for _ in range(theirs))))
    before = len(game.players[0].hand)
    _cast(game, "Elvish Visionary")
    assert len(game.players[0].hand) == before - 1 + drawn


def _bolt_traveler(game: Game) -> None:
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"),
                         targets=((one(game, "Doomed Traveler"),),)))
    _run(game)


@pytest.mark.parametrize(("teysa_seat", "spirits"), [(0, 2), (1, 1), (None, 1)])
def test_teysa_doubles_a_dies_trigger_of_her_controllers_permanent(
        teysa_seat: int | None, spirits: int) -> None:
    """CR 603.2d, 700.4: Doomed Traveler (Alice's) dies: with Alice's Teysa its own dies
    trigger triggers twice (two Spirits, the rulings: a creature's own "when this creature
    dies" counts); with Bob's Teysa, or none, once."""
    specs = [PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        PermanentSpec("Mountain"), PermanentSpec("Doomed Traveler"))), PlayerSpec()]
    if teysa_seat is not None:
        spec = specs[teysa_seat]
        specs[teysa_seat] = PlayerSpec(hand=spec.hand, battlefield=(
            *spec.battlefield, PermanentSpec("Teysa Karlov")))
    game = table(RECORDS, *specs)
    _bolt_traveler(game)
    tokens = [o for o in game.battlefield if game.objects[o].kind == "token"]
    assert len(tokens) == spirits and {game.objects[o].controller for o in tokens} == {0}


def test_teysa_does_not_double_an_enters_trigger() -> None:
    """CR 603.2d: Teysa's event is dying; Elvish Visionary entering draws one card."""
    game = table(RECORDS, PlayerSpec(hand=("Elvish Visionary",), battlefield=(
        PermanentSpec("Forest"), PermanentSpec("Forest"), PermanentSpec("Teysa Karlov"))),
        PlayerSpec())
    before = len(game.players[0].hand)
    _cast(game, "Elvish Visionary")
    assert len(game.players[0].hand) == before


def _attack(game: Game, names: tuple[str, ...]) -> None:
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(tuple((one(game, n), Seat(1)) for n in names)))
    advance(game, lambda g: g.step != "declare_attackers" and g.pending is not None)


@pytest.mark.parametrize(("wulfgar", "attackers", "life"), [
    (True, ("Test Raider",), 22),            # Wulfgar on the battlefield, not attacking
    (True, ("Test Raider", "Wulfgar of Icewind Dale"), 22),
    (False, ("Test Raider",), 21),
])
def test_wulfgar_doubles_an_attack_trigger(wulfgar: bool, attackers: tuple[str, ...],
                                           life: int) -> None:
    """CR 603.2d, 508.1: Test Raider attacking causes its "whenever this creature attacks,
    you gain 1 life" to trigger; with Wulfgar it triggers an additional time (attacking or
    not, Wulfgar only has to be on the battlefield); without, once."""
    extra = (PermanentSpec("Wulfgar of Icewind Dale"),) if wulfgar else ()
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Test Raider"), *extra)),
                 PlayerSpec(), step="beginning_of_combat")
    _attack(game, attackers)
    _run(game)
    assert game.players[0].life == life


def test_wulfgar_of_an_opponent_does_not_double_your_attack_trigger() -> None:
    """CR 603.2d: "a creature you control attacking ... a permanent you control": Bob's
    Wulfgar doesn't touch Alice's Test Raider trigger."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Test Raider"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Wulfgar of Icewind Dale"),)),
                 step="beginning_of_combat")
    _attack(game, ("Test Raider",))
    _run(game)
    assert game.players[0].life == 21
