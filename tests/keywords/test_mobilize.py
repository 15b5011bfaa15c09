"""Mobilize N in real games (grimoire.oracle.creature_keywords: Tarkir: Dragonstorm, 2025;
the 2025-02-07 Comprehensive Rules predate it, so its reminder text is the rule): "Whenever
this creature attacks, create N tapped and attacking 1/1 red Warrior creature tokens.
Sacrifice them at the beginning of the next end step." (CR 508.4: put onto the battlefield
attacking, they were never declared as attackers; CR 603.7: the delayed sacrifice)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, perm
from tests.ir_completeness._game import card
from tests.unsets._util import pass_until

from grimoire.rules.actions import DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

_REMINDER = ("(Whenever this creature attacks, create {n} tapped and attacking 1/1 red Warrior "
             "creature {tokens}. Sacrifice {them} at the beginning of the next end step.)")
PACKBEASTS = card("Dalkovan Packbeasts", "Creature — Ox", "Vigilance\nMobilize 3 " + _REMINDER
                  .format(n="three", tokens="tokens", them="them"), "0", "4",
                  mana_cost="{2}{W}")
BRIGADE = card("Shock Brigade", "Creature — Goblin Soldier", "Menace\nMobilize 1 " + _REMINDER
               .format(n="a", tokens="token", them="it"), "1", "3", mana_cost="{1}{R}")
EXTRA = (PACKBEASTS, BRIGADE)


def _warriors(g: Game) -> list[int]:
    return [o for o in g.battlefield if g.objects[o].kind == "token"
            and "Warrior" in g.objects[o].info.subtypes]


def _attack(g: Game, name: str) -> None:
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    (attacker,) = ids(g, name)
    g.apply(DeclareAttackers(((attacker, Seat(1)),)))


def test_mobilize_three_attacking_warriors_sacrificed_at_end_step() -> None:
    """Three 1/1 red Warriors enter tapped and attacking; unblocked they deal 3 combat
    damage (the 0/4 deals none); at the beginning of the next end step they are
    sacrificed."""
    g = game(PlayerSpec(battlefield=(perm("Dalkovan Packbeasts"),)), extra=EXTRA)
    _attack(g, "Dalkovan Packbeasts")
    pass_until(g, lambda g: g.step == "declare_blockers" or g.step == "combat_damage")
    warriors = _warriors(g)
    assert len(warriors) == 3
    assert all(g.objects[o].tapped and g.objects[o].info.colors == {"R"} for o in warriors)
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 17
    pass_until(g, lambda g: g.step == "cleanup" or g.turn == 4)
    assert _warriors(g) == []


def test_mobilize_one_makes_one_warrior_and_no_attack_no_token() -> None:
    """Mobilize 1: one Warrior; a creature that doesn't attack makes none."""
    g = game(PlayerSpec(battlefield=(perm("Shock Brigade"),)), extra=EXTRA)
    _attack(g, "Shock Brigade")
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 18  # the Brigade's 1 and the Warrior's 1
    g = game(PlayerSpec(battlefield=(perm("Shock Brigade"),)), extra=EXTRA)
    pass_until(g, lambda g: g.step == "main2")
    assert _warriors(g) == [] and g.players[1].life == 20
