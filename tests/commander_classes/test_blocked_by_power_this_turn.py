""""<creature> can't be blocked by creatures with power 2 or less this turn" (Bright-Palm,
Soul Awakener; Verdant Outrider, Ghirapur Guide, Rhonas's Stalwart, Harvesttide Sentry,
Cavern Stomper): CR 509.1b, a restriction on which creatures may block it, for this turn
(CR 514.2: it ends in the cleanup step); the blockers' power is read as blockers are
declared. Bright-Palm's trigger first doubles the +1/+1 counters on its target (CR 701.10e:
it gets as many as it has)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.rules import zones
from grimoire.rules.actions import ActivateAbility, Choose, DeclareAttackers, PassPriority
from grimoire.rules.counters import add_counters
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
PALM = record("Bright-Palm, Soul Awakener", "{1}{R}{G}{W}", "Legendary Creature — Fox Shaman",
              "Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If "
              "that's another creature, it gains the following ability until end of turn.)\n"
              "Whenever this creature attacks, double the number of +1/+1 counters on target "
              "creature. That creature can't be blocked by creatures with power 2 or less this "
              "turn.", "4", "3")
OUTRIDER = record("Verdant Outrider", "{2}{G}", "Creature — Human Warrior",
                  "{1}{G}: This creature can't be blocked by creatures with power 2 or less "
                  "this turn.", "4", "2")
GUIDE = record("Ghirapur Guide", "{2}{G}", "Creature — Elf Scout",
               "{2}{G}: Target creature you control can't be blocked by creatures with power 2 "
               "or less this turn.", "3", "1")
STALWART = record("Rhonas's Stalwart", "{1}{G}", "Creature — Human Warrior",
                  "You may exert this creature as it attacks. When you do, it gets +1/+1 until "
                  "end of turn and can't be blocked by creatures with power 2 or less this "
                  "turn. (An exerted creature won't untap during your next untap step.)",
                  "2", "2")
SENTRY = record("Harvesttide Sentry", "{2}{G}", "Creature — Human Warrior",
                "Coven — At the beginning of combat on your turn, if you control three or more "
                "creatures with different powers, this creature can't be blocked by creatures "
                "with power 2 or less this turn.", "3", "2")
STOMPER = record("Cavern Stomper", "{4}{G}{G}", "Creature — Dinosaur",
                 "When this creature enters, scry 2.\n{3}{G}: This creature can't be blocked "
                 "by creatures with power 2 or less this turn.\nCycling {2}", "6", "6")
RECORDS = (PALM, OUTRIDER, GUIDE, STALWART, SENTRY, STOMPER)
BOB = PlayerSpec(battlefield=(P("Raging Goblin"), P("Youthful Knight"), P("Hill Giant")))


def test_the_records_compile() -> None:
    """Every card of the class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def _blockers(game: Game) -> dict[str, set[str]]:
    """Which of Bob's creatures may block each attacker."""
    pass_to(game, "declare_blockers")
    out: dict[str, set[str]] = {}
    for action in game.legal_actions():
        for b, a in action.blocks:  # type: ignore[attr-defined]
            out.setdefault(game.objects[a].name, set()).add(game.objects[b].name)
    return out


def _outrider(activate: bool) -> Game:
    game = table(RECORDS, PlayerSpec(battlefield=(P("Verdant Outrider"), P("Forest"),
                                                  P("Forest"))), BOB)
    if activate:
        game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                        and a.source == one(game, "Verdant Outrider")))
        game.apply(PassPriority())
        game.apply(PassPriority())
        assert not game.stack
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, "Verdant Outrider"), Seat(1)),)))
    return game


def test_activated_only_power_three_or_more_may_block() -> None:
    """Activated: the Goblin (1) and the Knight (2) can't block the Outrider; the Giant (3)
    can. Not activated: all three can."""
    assert _blockers(_outrider(True)) == {"Verdant Outrider": {"Hill Giant"}}
    assert _blockers(_outrider(False)) == {
        "Verdant Outrider": {"Raging Goblin", "Youthful Knight", "Hill Giant"}}


def test_power_read_as_blockers_are_declared() -> None:
    """The Knight gets a +1/+1 counter after the ability resolved: with power 3 it may
    block (the power is read as blocks are declared, CR 509.1b)."""
    game = _outrider(True)
    pass_to(game, "priority", player=1)
    add_counters(game, game.objects[one(game, "Youthful Knight")], "+1/+1", 1)
    assert _blockers(game) == {"Verdant Outrider": {"Youthful Knight", "Hill Giant"}}


def test_it_ends_with_the_turn() -> None:
    """CR 514.2: activated on Alice's turn, the restriction is gone on her next turn."""
    game = _outrider(True)
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, "Verdant Outrider"), Seat(1)),)))
    assert _blockers(game) == {
        "Verdant Outrider": {"Raging Goblin", "Youthful Knight", "Hill Giant"}}


def _palm(target: str) -> Game:
    """Four players: Bright-Palm and a Bears with one +1/+1 counter attack Bob; the trigger
    targets ``target``."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("Bright-Palm, Soul Awakener"), P("Grizzly Bears", counters=(("+1/+1", 1),)))),
        BOB, PlayerSpec(), PlayerSpec(battlefield=(P("Hill Giant"),)), step="upkeep")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, "Bright-Palm, Soul Awakener"), Seat(1)),
                                 (one(game, "Grizzly Bears"), Seat(1)))))
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    game.apply(Choose(((one(game, target),),)))
    return game


def test_bright_palm_doubles_the_counters_and_restricts_its_target() -> None:
    """The Bears (one counter) get a second (CR 701.10e), so 4/4; only the Giant may block
    them; Bright-Palm itself may be blocked by any of Bob's creatures."""
    game = _palm("Grizzly Bears")
    assert _blockers(game) == {
        "Grizzly Bears": {"Hill Giant"},
        "Bright-Palm, Soul Awakener": {"Raging Goblin", "Youthful Knight", "Hill Giant"}}
    assert game.objects[one(game, "Grizzly Bears")].counters.get("+1/+1") == 2


def test_target_gone_nothing_happens() -> None:
    """CR 608.2b: the Bears leave before the trigger resolves; it does nothing and every
    creature may still block Bright-Palm."""
    game = _palm("Grizzly Bears")
    zones.move(game, one(game, "Grizzly Bears"), "graveyard")
    assert _blockers(game) == {
        "Bright-Palm, Soul Awakener": {"Raging Goblin", "Youthful Knight", "Hill Giant"}}
