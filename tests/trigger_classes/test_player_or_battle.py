"""Combat damage "to a player or battle" (CR 120.3h: damage dealt to a battle; CR 510.2):
the trigger fires for combat damage to a player or to a battle, not to a creature or a
planeswalker, and not for noncombat damage.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RECORDS = (
    card("Deeproot Wayfinder", "{2}{G}", "Creature — Elf Scout",
         "Whenever this creature deals combat damage to a player or battle, surveil 1, then "
         "you may return a land card from your graveyard to the battlefield tapped. (To "
         "surveil 1, look at the top card of your library. You may put that card into your "
         "graveyard.)", "2/3"),
    card("Test Siege", "{2}{R}", "Battle — Siege", "", "0/0"),
)
DEFS = [compile_source(r) for r in RECORDS]


def _game() -> Game:
    return game(PlayerSpec(battlefield=(perm("Deeproot Wayfinder"),)),
                PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Test Siege"))),
                extra=DEFS)


def _hit(g: Game, target: int, *, combat: bool = True) -> int:
    """Emit damage from the Wayfinder to ``target``; how many triggers wait."""
    g.pending_triggers.clear()
    g.emit(ev.DamageDealt(one(g, "Deeproot Wayfinder"), "Deeproot Wayfinder", target, 2,
                          combat=combat))
    return len(g.pending_triggers)


def test_compiled_and_honoured() -> None:
    """The recipient "a player or battle" compiles (CR 120.3h)."""
    d = DEFS[0]
    assert ir.is_fully_implemented(d) and not engine_gaps(d)
    trig = next(a.trigger for a in d.abilities if isinstance(a, ir.TriggeredAbility))
    assert isinstance(trig, ir.CombatDamageTrigger) and trig.or_battle and trig.to_player


def test_player_and_battle_trigger() -> None:
    """Combat damage to a player or a battle triggers it; to a creature it doesn't, nor
    noncombat damage to a player."""
    g = _game()
    assert _hit(g, -1 - 1) == 1
    assert _hit(g, one(g, "Test Siege")) == 1
    assert _hit(g, one(g, "Grizzly Bears")) == 0
    assert _hit(g, -1 - 1, combat=False) == 0
