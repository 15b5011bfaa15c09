"""A filter on power *or* toughness (CR 208.1): "Creatures you control with power or
toughness 1 or less can't be blocked." (Tetsuko Umezawa, Fugitive; CR 509.1b). A 3/1 and a
1/3 qualify (one of the two is 1 or less), a 2/2 doesn't; the rule reads the values as they
are now (a +1/+1 counter takes a 1/1 out of it)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
TETSUKO = record("Tetsuko Umezawa, Fugitive", "{1}{U}", "Legendary Creature — Human Rogue",
                 "Creatures you control with power or toughness 1 or less can't be blocked.",
                 "1", "3")
RAIDER = record("Test Raider", "{2}{R}", "Creature — Goblin", "", "3", "1")
PAWN = record("Test Pawn", "{W}", "Creature — Human", "", "1", "1")


def test_the_record_compiles() -> None:
    compiled(TETSUKO)


def _blockable(pawn_counter: bool) -> tuple[Game, set[str]]:
    """Alice attacks Bob with Tetsuko (1/3), the Raider (3/1), the Pawn (1/1, with a +1/+1
    counter if ``pawn_counter``) and Grizzly Bears (2/2); Bob has two Giant Spiders. Which
    attackers his declarations may block."""
    pawn = P("Test Pawn", counters=(("+1/+1", 1),) if pawn_counter else ())
    game = table((TETSUKO, RAIDER, PAWN),
                 PlayerSpec(battlefield=(P("Tetsuko Umezawa, Fugitive"), P("Test Raider"), pawn,
                                         P("Grizzly Bears"))),
                 PlayerSpec(battlefield=(P("Giant Spider"), P("Giant Spider"))),
                 PlayerSpec(battlefield=(P("Test Pawn"),)), step="beginning_of_combat")
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    attackers = [one(game, n) for n in ("Tetsuko Umezawa, Fugitive", "Test Raider",
                                        "Grizzly Bears")]
    attackers += [o for o in game.battlefield if game.objects[o].name == "Test Pawn"
                  and game.objects[o].controller == 0]
    game.apply(DeclareAttackers(tuple((a, Seat(1)) for a in attackers)))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "declare_blockers"
    blocked = {game.objects[a].name for act in game.legal_actions()
               if isinstance(act, DeclareBlockers) for _, a in act.blocks}
    return game, blocked


def test_power_or_toughness_one_or_less_cant_be_blocked() -> None:
    """Tetsuko (toughness 3, power 1), the Raider (toughness 1) and the Pawn can't be
    blocked; the Bears can."""
    _, blocked = _blockable(False)
    assert blocked == {"Grizzly Bears"}


def test_a_counter_takes_the_pawn_out() -> None:
    """The Pawn with a +1/+1 counter is 2/2: it can be blocked now."""
    _, blocked = _blockable(True)
    assert blocked == {"Grizzly Bears", "Test Pawn"}
