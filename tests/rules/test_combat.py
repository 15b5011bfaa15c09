"""Combat (CR 506-511) and combat keywords (CR 702)."""

from __future__ import annotations

import pytest
from tests.rules.helpers import finish_combat, game_at, ids, one, pass_until, perm

from grimoire.errors import IllegalActionError
from grimoire.rules import combat
from grimoire.rules.actions import AssignDamage, DeclareAttackers, DeclareBlockers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _to_attack(p0: PlayerSpec, p1: PlayerSpec) -> Game:
    game = game_at(p0, p1, step="beginning_of_combat")
    pass_until(game, "declare_attackers")
    return game


def test_attack_legality_haste_sickness_defender_tapped() -> None:
    """CR 508.1a untapped, haste or controlled since turn began; CR 702.3b defender."""
    game = _to_attack(PlayerSpec(battlefield=(
        perm("Grizzly Bears"), perm("Hill Giant", sick=True), perm("Raging Goblin", sick=True),
        perm("Wall of Wood"), perm("Serra Angel", tapped=True))), PlayerSpec())
    options = game.legal_actions()
    attackers = {c for a in options for c, _ in a.attacks}
    assert attackers == {one(game, "Grizzly Bears"), one(game, "Raging Goblin")}
    assert len(options) == 4
    with pytest.raises(IllegalActionError):
        game.apply(DeclareAttackers(((one(game, "Hill Giant"), Seat(1)),)))


def test_attack_taps_unless_vigilance_and_unblocked_damage() -> None:
    """CR 508.1f attackers tap; CR 702.20b vigilance; CR 510.1b unblocked damage."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Serra Angel"))),
                      PlayerSpec())
    bears, angel = one(game, "Grizzly Bears"), one(game, "Serra Angel")
    game.apply(DeclareAttackers(((bears, Seat(1)), (angel, Seat(1)))))
    assert game.objects[bears].tapped and not game.objects[angel].tapped
    finish_combat(game)
    assert game.players[1].life == 14


def test_flying_and_reach() -> None:
    """CR 702.9b: a flyer can be blocked only by flying or reach creatures."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Serra Angel"),)),
                      PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Giant Spider"))))
    angel = one(game, "Serra Angel")
    game.apply(DeclareAttackers(((angel, Seat(1)),)))
    decision = pass_until(game, "declare_blockers")
    blocks = {b for a in game.legal_actions() for b, _ in a.blocks}
    assert decision.player == 1 and blocks == {one(game, "Giant Spider")}


def test_menace_needs_two_blockers_exact_count() -> None:
    """CR 702.111b: menace can't be blocked except by two or more creatures."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Boggart Brute"),)),
                      PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Hill Giant"),
                                              perm("Wall of Wood"))))
    game.apply(DeclareAttackers(((one(game, "Boggart Brute"), Seat(1)),)))
    pass_until(game, "declare_blockers")
    options = game.legal_actions()
    assert len(options) == 5  # no block, three pairs, all three
    assert all(len(a.blocks) != 1 for a in options)
    assert isinstance(options, combat.BlockOptions) and list(options) == options[0:5]
    with pytest.raises(IllegalActionError):
        game.apply(DeclareBlockers(((one(game, "Grizzly Bears"), one(game, "Boggart Brute")),)))


def test_trample_and_damage_division() -> None:
    """CR 702.19b: lethal damage to blockers before the excess goes to the player."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Colossal Dreadmaw"),)),
                      PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    maw, bears = one(game, "Colossal Dreadmaw"), one(game, "Grizzly Bears")
    game.apply(DeclareAttackers(((maw, Seat(1)),)))
    pass_until(game, "declare_blockers")
    game.apply(DeclareBlockers(((bears, maw),)))
    pass_until(game, "assign_damage")
    splits = {tuple(n for _, n in a.assignment) for a in game.legal_actions()}
    assert (1, 5) not in splits and (2, 4) in splits and (6,) in splits
    game.apply(AssignDamage(maw, ((bears, 2), (Seat(1), 4))))
    finish_combat(game)
    assert game.players[1].life == 16 and not ids(game, "Grizzly Bears")


def test_first_strike_kills_before_regular_damage() -> None:
    """CR 510.4 / 702.7b: first-strike damage step; the killed blocker deals no damage."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Youthful Knight"),)),
                      PlayerSpec(battlefield=(perm("Typhoid Rats"),)))
    knight, rats = one(game, "Youthful Knight"), one(game, "Typhoid Rats")
    game.apply(DeclareAttackers(((knight, Seat(1)),)))
    pass_until(game, "declare_blockers")
    game.apply(DeclareBlockers(((rats, knight),)))
    finish_combat(game)
    assert ids(game, "Youthful Knight") and not ids(game, "Typhoid Rats")


def test_double_strike_deals_twice_and_lifelink_deathtouch() -> None:
    """CR 702.4b double strike; CR 702.15b lifelink; CR 702.2b deathtouch."""
    game = _to_attack(PlayerSpec(battlefield=(perm("Fencing Ace"), perm("Vampire Nighthawk"))),
                      PlayerSpec(battlefield=(perm("Giant Spider"),)))
    ace, hawk = one(game, "Fencing Ace"), one(game, "Vampire Nighthawk")
    maw = one(game, "Giant Spider")
    game.apply(DeclareAttackers(((ace, Seat(1)), (hawk, Seat(1)))))
    pass_until(game, "declare_blockers")
    game.apply(DeclareBlockers(((maw, hawk),)))
    finish_combat(game)
    assert game.players[1].life == 18  # the Ace hit twice
    assert game.players[0].life == 22  # lifelink: Nighthawk dealt 2 to the Spider
    assert not ids(game, "Giant Spider")  # deathtouch: 2 damage kills a 2/4
    assert ids(game, "Vampire Nighthawk")
