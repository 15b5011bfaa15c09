"""Audit: combat (CR 506-511) and the combat keywords (CR 702)."""

from __future__ import annotations

import pytest
from tests.rules.helpers import finish_combat, game_at, ids, one, pass_until, perm

from grimoire.errors import IllegalActionError
from grimoire.rules import events as ev
from grimoire.rules.actions import AssignDamage, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import creature

EXTRA = (
    creature("Test Trample Deathtouch", "{3}{B}{G}", 4, 4, "trample", "deathtouch"),
    creature("Test Double Trampler", "{3}{R}", 3, 3, "double strike", "trample"),
    creature("Test Lifelink Wall", "{W}", 2, 5, "lifelink", "defender"),
    creature("Test Hasty Flyer", "{R}", 1, 1, "haste", "flying"),
)


def _to_attack(p0: PlayerSpec, p1: PlayerSpec) -> Game:
    game = game_at(p0, p1, step="beginning_of_combat", extra=EXTRA)
    pass_until(game, "declare_attackers")
    return game


def test_trample_with_deathtouch_needs_only_one_per_blocker() -> None:
    """CR 702.19c / 702.2c: with deathtouch, 1 damage counts as lethal for trample's
    assignment, so a 4-power deathtouch trampler blocked by a 2/4 may trample over 3."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Test Trample Deathtouch"),)),
                      PlayerSpec(battlefield=(perm("Giant Spider"),)))
    att, spider = one(game, "Test Trample Deathtouch"), one(game, "Giant Spider")
    game.apply(DeclareAttackers(((att, Seat(1)),)))
    pass_until(game, "declare_blockers")
    game.apply(DeclareBlockers(((spider, att),)))
    pass_until(game, "assign_damage")
    splits = {tuple((repr(r), n) for r, n in a.assignment) for a in game.legal_actions()
              if isinstance(a, AssignDamage)}
    assert ((repr(spider), 1), (repr(Seat(1)), 3)) in splits
    assert ((repr(Seat(1)), 4),) not in splits  # at least lethal (1) to the blocker
    game.apply(AssignDamage(att, ((spider, 1), (Seat(1), 3))))
    finish_combat(game)
    assert game.players[1].life == 17 and not ids(game, "Giant Spider")


def test_double_strike_trample_after_blocker_dies_hits_player() -> None:
    """CR 702.4b: double strike deals damage in both combat damage steps; CR 702.19e: a
    trampler whose blockers are all removed from combat assigns all its damage to the
    player."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Test Double Trampler"),)),
                      PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    att, bears = one(game, "Test Double Trampler"), one(game, "Grizzly Bears")
    game.apply(DeclareAttackers(((att, Seat(1)),)))
    pass_until(game, "declare_blockers")
    game.apply(DeclareBlockers(((bears, att),)))
    pass_until(game, "assign_damage")
    assert game.step == "first_strike_damage"
    game.apply(AssignDamage(att, ((bears, 2), (Seat(1), 1))))
    finish_combat(game)
    assert not ids(game, "Grizzly Bears")
    assert game.players[1].life == 20 - 1 - 3
    assert ids(game, "Test Double Trampler")  # the Bears died before dealing damage
    steps = [e.step for e in game.events if isinstance(e, ev.StepBegan)]
    assert steps.count("first_strike_damage") == 1 and steps.count("combat_damage") == 1


def test_no_first_strike_step_without_first_strikers() -> None:
    """CR 510.4: the first-strike combat damage step happens only if an attacking or
    blocking creature has first strike or double strike."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Grizzly Bears"),)), PlayerSpec())
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(1)),)))
    finish_combat(game)
    steps = [e.step for e in game.events if isinstance(e, ev.StepBegan)]
    assert "first_strike_damage" not in steps and "combat_damage" in steps
    assert game.players[1].life == 18


def test_defender_cant_attack_haste_can_vigilance_doesnt_tap() -> None:
    """CR 702.3b defender can't attack; CR 702.10b haste ignores summoning sickness;
    CR 702.20b vigilance: attacking doesn't cause it to tap."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Test Lifelink Wall"),
                                              perm("Test Hasty Flyer", sick=True),
                                              perm("Serra Angel"))), PlayerSpec())
    wall, flyer, angel = (one(game, n) for n in ("Test Lifelink Wall", "Test Hasty Flyer",
                                                   "Serra Angel"))
    with pytest.raises(IllegalActionError):
        game.apply(DeclareAttackers(((wall, Seat(1)),)))
    game.apply(DeclareAttackers(((flyer, Seat(1)), (angel, Seat(1)))))
    assert game.objects[flyer].tapped and not game.objects[angel].tapped


def test_flying_reach_and_menace_block_legality() -> None:
    """CR 702.9b: a flyer can be blocked only by flying or reach creatures; CR 702.111b:
    menace can't be blocked except by two or more creatures."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Serra Angel"), perm("Boggart Brute"))),
                      PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Giant Spider"))))
    angel, brute = one(game, "Serra Angel"), one(game, "Boggart Brute")
    bears, spider = one(game, "Grizzly Bears"), one(game, "Giant Spider")
    game.apply(DeclareAttackers(((angel, Seat(1)), (brute, Seat(1)))))
    pass_until(game, "declare_blockers")
    for illegal in (((bears, angel),), ((spider, brute),), ((bears, brute),)):
        with pytest.raises(IllegalActionError):
            game.apply(DeclareBlockers(illegal))
    legal = list(game.legal_actions())
    assert DeclareBlockers(((spider, angel),)) in legal
    assert DeclareBlockers(((bears, brute), (spider, brute))) in legal
    game.apply(DeclareBlockers(((bears, brute), (spider, brute))))
    assert set(game.combat.blocked_by[brute]) == {bears, spider}


def test_lifelink_on_a_blocker() -> None:
    """CR 702.15b: damage dealt by a lifelink source makes its controller gain that much
    life, whoever the source is blocking."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
                      PlayerSpec(battlefield=(perm("Test Lifelink Wall"),)))
    bears, wall = one(game, "Grizzly Bears"), one(game, "Test Lifelink Wall")
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    pass_until(game, "declare_blockers")
    game.apply(DeclareBlockers(((wall, bears),)))
    finish_combat(game)
    assert game.players[1].life == 22 and not ids(game, "Grizzly Bears")


def test_damage_is_simultaneous() -> None:
    """CR 510.2: all combat damage of a step is dealt at once: two 2/2s trade."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
                      PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    mine = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 0)
    theirs = next(o for o in ids(game, "Grizzly Bears") if game.objects[o].controller == 1)
    game.apply(DeclareAttackers(((mine, Seat(1)),)))
    pass_until(game, "declare_blockers")
    game.apply(DeclareBlockers(((theirs, mine),)))
    finish_combat(game)
    assert not ids(game, "Grizzly Bears")
