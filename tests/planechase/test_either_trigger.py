"""One triggered ability with two trigger events (CR 603.2): "When this creature enters and
at the beginning of your upkeep, surveil 1." triggers on each of the two events."""

from __future__ import annotations

from tests.dice_rules._util import cast, game, lands, perm, resolve

from grimoire.oracle.compiler import compile_source
from grimoire.rules import events as ev
from grimoire.rules.actions import PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

TAIL = compile_source({
    "name": "Unshakable Tail", "type_line": "Creature — Zombie Detective", "mana_cost": "{2}{B}",
    "power": "3", "toughness": "3",
    "oracle_text": "When this creature enters and at the beginning of your upkeep, surveil 1.",
})


def _triggered(g: Game) -> int:
    return sum(isinstance(e, ev.AbilityTriggered) and e.name == "Unshakable Tail"
               for e in g.events)


def test_enters_and_upkeep_both_trigger() -> None:
    """CR 603.2: the ability triggers when the creature enters (CR 603.6a) and again at the
    beginning of its controller's upkeep (CR 503.1a)."""
    g = game(PlayerSpec(hand=("Unshakable Tail",), battlefield=lands("Swamp", 3)),
             extra=(TAIL,))
    cast(g, "Unshakable Tail")
    resolve(g)
    resolve(g)
    assert _triggered(g) == 1
    resolved = [e for e in g.events if isinstance(e, ev.Resolved) and e.name == "Unshakable Tail"]
    assert len(resolved) == 2  # the creature spell, then its surveil ability


def test_upkeep_trigger_of_the_either_ability() -> None:
    """The upkeep half: only its controller's upkeep ("your upkeep")."""
    g = game(PlayerSpec(battlefield=(perm("Unshakable Tail"),)), step="end", active=1,
             extra=(TAIL,))
    for _ in range(12):
        if g.active == 0 and g.step == "upkeep" and g.stack:
            break
        g.apply(PassPriority())
    assert _triggered(g) == 1
