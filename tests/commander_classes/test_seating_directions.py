"""Seating directions and the attack restriction built on them (CR 101.4, 103.1, 508.1c,
800.4a): Mystic Barrier, "When this enchantment enters and at the beginning of your upkeep,
choose left or right. / Each player may attack only the nearest opponent in the last chosen
direction and planeswalkers controlled by that opponent."

Turn order goes clockwise, to each player's left (CR 103.1, 101.4), so "left" is the next
player in turn order and "right" the one before. Rulings honoured: only attacks by declared
attackers are restricted (not targets); two Barriers with different directions allow only a
player nearest in both directions (with four players, nobody; with two, the opponent)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, settle, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import combat, zones
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

BARRIER = record("Mystic Barrier", "{4}{W}", "Enchantment",
                 "When this enchantment enters and at the beginning of your upkeep, choose "
                 "left or right.\nEach player may attack only the nearest opponent in the last "
                 "chosen direction and planeswalkers controlled by that opponent.")
WALKER = {**record("Test Walker", "{2}{W}", "Legendary Planeswalker — Test",
                   "+1: You gain 1 life."), "loyalty": "5"}
RECORDS = (BARRIER, WALKER)
BEARS = PermanentSpec("Grizzly Bears")
PLAINS = tuple(PermanentSpec("Plains") for _ in range(5))


def test_the_records_compile() -> None:
    """The class compiles: the choice is a ``direction`` choice, the rule a static one."""
    compiled(BARRIER)
    card = compile_source(BARRIER)
    trigger, static = card.abilities
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.effect == ir.ChooseQuality("direction")
    assert isinstance(static, ir.StaticAbility)
    assert isinstance(static.effect, ir.CombatRestrictionStatic)
    assert static.effect.rule == "attack_only_nearest"


def _targets(game: Game) -> set[object]:
    """Everything the active player's creatures may attack in some legal declaration."""
    return {t for d in combat.attack_options(game) for _, t in d.attacks}


def _four(direction: str | None, *, active: int = 0, walker: bool = False) -> Game:
    """Four players, each with Grizzly Bears; Alice controls a Mystic Barrier that chose
    ``direction``; Carol a planeswalker if ``walker``."""
    carol = (BEARS, PermanentSpec("Test Walker", counters=(("loyalty", 5),))) if walker \
        else (BEARS,)
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Mystic Barrier"), BEARS)),
                 PlayerSpec(battlefield=(BEARS,)), PlayerSpec(battlefield=carol),
                 PlayerSpec(battlefield=(BEARS,)), step="main1", active=active)
    game.objects[one(game, "Mystic Barrier")].chosen = direction
    return game


def test_left_is_the_next_player_in_turn_order() -> None:
    """CR 101.4, 103.1: with "left", Alice (seat 0) may attack only Bob (seat 1), the next
    player in turn order; a declaration attacking Carol is illegal (CR 508.1c)."""
    game = _four("left")
    assert _targets(game) == {Seat(1)}
    bears = next(o for o in game.battlefield if game.objects[o].controller == 0
                 and game.objects[o].name == "Grizzly Bears")
    assert DeclareAttackers(((bears, Seat(2)),)) not in combat.attack_options(game)
    assert DeclareAttackers(()) in combat.attack_options(game)  # it is a "may"


def test_right_is_the_player_before_and_it_binds_every_player() -> None:
    """"Each player": with "right", Alice may attack only Dave (seat 3), and on Bob's turn
    Bob may attack only Alice (the player before him)."""
    assert _targets(_four("right")) == {Seat(3)}
    assert _targets(_four("right", active=1)) == {Seat(0)}


def test_planeswalkers_only_of_that_opponent() -> None:
    """Carol's planeswalker may be attacked only when Carol is the nearest opponent in the
    direction: from Bob's seat with "left", yes; from Alice's seat, no."""
    game = _four("left", walker=True)
    walker = one(game, "Test Walker")
    assert walker not in _targets(game)
    game = _four("left", active=1, walker=True)
    assert _targets(game) == {Seat(2), one(game, "Test Walker")}


def test_a_player_who_left_is_passed_over() -> None:
    """CR 800.4a: Bob has left the game; the nearest opponent to Alice's left is Carol."""
    game = _four("left")
    game.players[1].lost = True
    assert _targets(game) == {Seat(2)}


def test_no_direction_chosen_yet_restricts_nothing() -> None:
    """Before any choice there is no "last chosen direction": every opponent may be
    attacked."""
    assert _targets(_four(None)) == {Seat(1), Seat(2), Seat(3)}


def test_two_barriers_with_different_directions() -> None:
    """Mystic Barrier's ruling: with two Barriers that chose different directions, only a
    player nearest in both directions may be attacked: in a four-player game no one, in a
    two-player game the opponent."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Mystic Barrier"), BEARS)),
                 PlayerSpec(battlefield=(PermanentSpec("Mystic Barrier"),)), PlayerSpec(),
                 PlayerSpec())
    left, right = (o for o in game.battlefield if game.objects[o].name == "Mystic Barrier")
    game.objects[left].chosen, game.objects[right].chosen = "left", "right"
    assert list(combat.attack_options(game)) == [DeclareAttackers(())]
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Mystic Barrier"), BEARS)),
                 PlayerSpec(battlefield=(PermanentSpec("Mystic Barrier"),)))
    left, right = (o for o in game.battlefield if game.objects[o].name == "Mystic Barrier")
    game.objects[left].chosen, game.objects[right].chosen = "left", "right"
    assert _targets(game) == {Seat(1)}


def test_enters_and_upkeep_choices_the_last_one_counts() -> None:
    """The enters trigger asks its controller left or right (CR 101.4); at the beginning of
    their next upkeep they choose again and the last chosen direction applies."""
    game = table(RECORDS, PlayerSpec(hand=("Mystic Barrier",), battlefield=PLAINS),
                 PlayerSpec(battlefield=(BEARS,)), PlayerSpec(battlefield=(BEARS,)))
    game.apply(CastSpell(one(game, "Mystic Barrier", "hand")))
    pass_to(game, "choose_mode", player=0)
    assert game.pending is not None and game.pending.options == ("left", "right")
    game.apply(Choose("left"))
    settle(game)
    barrier = one(game, "Mystic Barrier")
    assert game.objects[barrier].chosen == "left"
    pass_to(game, "declare_attackers", active=1)
    assert _targets(game) == {Seat(2)}  # Bob's left: Carol
    pass_to(game, "choose_mode", active=0, player=0)  # Alice's upkeep
    assert game.step == "upkeep"
    game.apply(Choose("right"))
    assert game.objects[barrier].chosen == "right"
    pass_to(game, "declare_attackers", active=1)
    assert _targets(game) == {Seat(0)}  # Bob's right: Alice


def test_the_barrier_gone_ends_the_restriction() -> None:
    """A static ability applies only while its source is on the battlefield (CR 611.3a)."""
    game = _four("left")
    zones.move(game, one(game, "Mystic Barrier"), "graveyard")
    assert _targets(game) == {Seat(1), Seat(2), Seat(3)}
