"""Triggers on a player's event "for the first time each turn" (CR 119.9, 603.2): "Whenever
you gain life for the first time each turn" (Attended Healer, Cleric of Life's Bond) triggers
on that player's first life-gain event of the turn only."""

from __future__ import annotations

from tests.ir_completeness._game import card, game_at, perm, resolve

from grimoire.oracle import ir
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

HEALER = card("Attended Healer", "Creature — Kor Cleric",
              "Whenever you gain life for the first time each turn, create a 1/1 white Cat "
              "creature token.\n{2}{W}: Another target Cleric gains lifelink until end of turn.",
              "2", "3", "{3}{W}")
REVITALIZE = card("Revitalize", "Instant", "You gain 3 life.\nDraw a card.", mana_cost="{1}{W}")
PLAINS = tuple(perm("Plains") for _ in range(6))


def _cats(g: Game) -> int:
    return sum(1 for o in g.objects.values() if o.kind == "token" and o.zone == "battlefield")


def _cast_revitalize(g: Game, player: int = 0) -> None:
    hand = g.players[player].hand
    g.apply(CastSpell(next(o for o in hand if g.objects[o].name == "Revitalize")))
    resolve(g)


def test_the_trigger_compiles_with_its_qualifier() -> None:
    """The qualifier is part of the trigger, not text the compiler drops."""
    trigger = next(a for a in HEALER.abilities if isinstance(a, ir.TriggeredAbility)).trigger
    assert trigger == ir.LifeGainTrigger(first_each_turn=True)


def test_only_the_first_life_gain_of_the_turn_triggers() -> None:
    """CR 119.9, 603.2: two life-gain events in one turn: the first triggers, the second
    doesn't."""
    g = game_at(PlayerSpec(battlefield=(perm("Attended Healer"), *PLAINS),
                           hand=("Revitalize", "Revitalize")),
                extra=(HEALER, REVITALIZE))
    _cast_revitalize(g)
    assert g.players[0].life == 23 and _cats(g) == 1
    _cast_revitalize(g)
    assert g.players[0].life == 26 and _cats(g) == 1


def test_an_opponents_gain_does_not_use_up_the_first_time() -> None:
    """"Whenever you gain life": the opponent's gain neither triggers it nor counts as the
    controller's first; the controller's own gain later that turn triggers it."""
    g = game_at(PlayerSpec(battlefield=(perm("Attended Healer"), *PLAINS),
                           hand=("Revitalize",)),
                PlayerSpec(hand=("Revitalize",), battlefield=PLAINS),
                extra=(HEALER, REVITALIZE), active=1)
    _cast_revitalize(g, 1)
    assert g.players[1].life == 23 and _cats(g) == 0
    g.apply(PassPriority())  # Bob passes with an empty stack: Alice has priority
    assert g.pending is not None and g.pending.player == 0
    _cast_revitalize(g)
    assert g.players[0].life == 23 and _cats(g) == 1


def test_a_gain_before_the_permanent_arrived_was_the_first() -> None:
    """The ruling on Vanguard Seraph and its kin: the ability "won't trigger if you gain life
    during a turn before the permanent with that ability is on the battlefield, even if you
    gain life again later in the turn" (CR 119.9, 603.2): the first event of the turn, not
    the ability's first trigger."""
    g = game_at(PlayerSpec(battlefield=tuple(perm("Plains") for _ in range(8)),
                           hand=("Revitalize", "Attended Healer", "Revitalize")),
                extra=(HEALER, REVITALIZE))
    _cast_revitalize(g)
    hand = g.players[0].hand
    g.apply(CastSpell(next(o for o in hand if g.objects[o].name == "Attended Healer")))
    resolve(g)
    assert any(o.name == "Attended Healer" and o.zone == "battlefield"
               for o in g.objects.values())
    _cast_revitalize(g)
    assert g.players[0].life == 26 and _cats(g) == 0
