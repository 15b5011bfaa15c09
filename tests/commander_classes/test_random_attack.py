""""Choose an opponent at random. <This creature> attacks that player this combat if able."
(the game's RNG picks, CR 608.2d with no chooser; an attack requirement obeyed only by
attacking that player, CR 508.1d) and "that player loses half their life, rounded down"
(CR 107.1a): Ruhan of the Fomori, Raving Dead."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import DeclareAttackers
from grimoire.rules.attack_requirements import MUST_ATTACK
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

RUHAN = record("Ruhan of the Fomori", "{1}{U}{R}{W}", "Legendary Creature — Giant Warrior",
               "At the beginning of combat on your turn, choose an opponent at random. Ruhan "
               "attacks that player this combat if able.", "7", "7")
RAVING = record("Raving Dead", "{4}{B}", "Creature — Zombie",
                "Deathtouch\nAt the beginning of combat on your turn, choose an opponent at "
                "random. This creature attacks that player this combat if able.\nWhenever this "
                "creature deals combat damage to a player, that player loses half their life, "
                "rounded down.", "2", "6")
RECORDS = (RUHAN, RAVING)


def test_the_records_compile() -> None:
    """Both compile; the player is picked at random, not chosen."""
    compiled(*RECORDS)
    trigger = compile_source(RUHAN).abilities[0]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert "random=True" in repr(trigger.effect)


def _at_declare(seed: int, *, tapped: bool = False, name: str = "Ruhan of the Fomori",
                lives: tuple[int, int, int] = (40, 40, 40)) -> tuple[Game, int, int]:
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec(name, tapped=tapped),
                                                  PermanentSpec("Grizzly Bears"))),
                 *(PlayerSpec(life=life) for life in lives), step="upkeep")
    game.rng.seed(seed)
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    required = [int(rule.split(":")[1]) for _, rule in game.combat_rules
                if rule.startswith(MUST_ATTACK)]
    return game, one(game, name), required[0] if required else -1


def test_ruhan_must_attack_the_player_picked_at_random() -> None:
    """Whoever the RNG picks among Bob, Carol and Dave (never Alice), the only legal
    declarations have Ruhan attack that player; the Bears stay free (CR 508.1d). Over a few
    seeds every opponent can be picked."""
    picked = set()
    for seed in range(12):
        game, ruhan, seat = _at_declare(seed)
        assert seat in (1, 2, 3)
        picked.add(seat)
        legal = game.legal_actions()
        assert legal and all(dict(a.attacks).get(ruhan) == Seat(seat)  # type: ignore[attr-defined]
                             for a in legal)
        assert any(len(a.attacks) == 1 for a in legal)  # type: ignore[attr-defined]
    assert picked == {1, 2, 3}


def test_a_tapped_ruhan_is_not_able_to_attack() -> None:
    """Tapped, Ruhan can't attack, so the requirement asks nothing of it (CR 508.1d)."""
    game, ruhan, _ = _at_declare(0, tapped=True)
    assert DeclareAttackers(()) in game.legal_actions()
    assert all(ruhan not in dict(a.attacks) for a in game.legal_actions())  # type: ignore[attr-defined]


def test_raving_dead_halves_the_life_rounded_down() -> None:
    """Raving Dead deals 2 combat damage to the chosen player (at 31 life): 29 left, then
    they lose half of it rounded down (14), ending at 15."""
    game, raving, seat = _at_declare(3, name="Raving Dead", lives=(31, 31, 31))
    game.apply(DeclareAttackers(((raving, Seat(seat)),)))
    advance(game, lambda g: g.step == "main2")
    assert game.players[seat].life == 15
    assert [p.life for i, p in enumerate(game.players) if i not in (0, seat)] == [31, 31]
