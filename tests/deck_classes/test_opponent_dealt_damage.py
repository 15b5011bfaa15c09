"""Triggers on an opponent being dealt damage by sources of a kind (CR 120.3, 603.2):
"Whenever an opponent is dealt damage by a red instant or sorcery spell you control or by a
red planeswalker you control, return this card from your graveyard to your hand" (Chandra's
Phoenix: the ability works from the graveyard, CR 113.6k)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat, Target
from grimoire.rules.position import PlayerSpec

PHOENIX = card("Chandra's Phoenix", "{1}{R}{R}", "Creature — Phoenix",
               "Flying\nHaste (This creature can attack and deal damage this turn.)\n"
               "Whenever an opponent is dealt damage by a red instant or sorcery spell you "
               "control or by a red planeswalker you control, return this card from your "
               "graveyard to your hand.", "2/2")


def _phoenix() -> ir.CardDefinition:
    d = compile_source(PHOENIX)
    assert ir.is_fully_implemented(d) and not engine_gaps(d)
    return d


def test_the_sources_are_one_filter() -> None:
    """Red, controlled by you, and an instant, a sorcery or a planeswalker."""
    trig = next(a for a in _phoenix().abilities if isinstance(a, ir.TriggeredAbility))
    assert isinstance(trig.trigger, ir.DamageTrigger) and trig.zone == "graveyard"
    assert trig.trigger.recipient == "opponent" and trig.trigger.filter is not None
    assert set(trig.trigger.filter.types_any) == {"instant", "sorcery", "planeswalker"}
    assert trig.trigger.filter.colors_any == ("R",) and trig.trigger.filter.controller == "you"


def test_sources_that_differ_otherwise_are_not_merged() -> None:
    """"by a red instant you control or by a green creature" is two filters: not compiled."""
    text = ("Whenever an opponent is dealt damage by a red instant you control or by a green "
            "creature, you gain 1 life.")
    assert not ir.is_fully_implemented(compile_source(
        card("Test Watcher", "{1}", "Artifact", text)))


def _bolt(target: Target, *, them: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=("Lightning Bolt",), graveyard=("Chandra's Phoenix",),
                    battlefield=lands("Mountain", 1))
    g = game(me, PlayerSpec(battlefield=tuple(perm(n) for n in them)), extra=(_phoenix(),))
    if target == "creature":
        target = one(g, them[0])
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((target,),)))
    resolve(g)
    return g


def test_red_instant_to_an_opponent_returns_it() -> None:
    """Lightning Bolt (a red instant you control) deals 3 to the opponent: the Phoenix
    returns from your graveyard to your hand."""
    g = _bolt(Seat(1))
    assert g.players[1].life == 17
    assert one(g, "Chandra's Phoenix", "hand")


def test_damage_to_a_creature_or_to_you_does_not() -> None:
    """Bolting the opponent's creature, or yourself, deals no damage to an opponent: the
    Phoenix stays in the graveyard."""
    g = _bolt("creature", them=("Hill Giant",))  # type: ignore[arg-type]
    assert one(g, "Chandra's Phoenix", "graveyard")
    g = _bolt(Seat(0))
    assert g.players[0].life == 17
    assert one(g, "Chandra's Phoenix", "graveyard")


def test_a_creature_source_does_not() -> None:
    """Prodigal-style damage from a red creature is not from an instant, sorcery or
    planeswalker: no trigger."""
    pinger = card("Test Pinger", "{R}", "Creature — Human Wizard",
                  "{T}: This creature deals 1 damage to any target.", "1/1")
    me = PlayerSpec(graveyard=("Chandra's Phoenix",), battlefield=(perm("Test Pinger"),))
    g = game(me, extra=(_phoenix(), compile_source(pinger)))
    g.apply(ActivateAbility(one(g, "Test Pinger"), 0, targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 19
    assert one(g, "Chandra's Phoenix", "graveyard")
