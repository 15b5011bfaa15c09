"""Choices passed around the table in a chosen direction (CR 101.4, 608.2d, 613.1b): Order of
Succession, "Choose left or right. Starting with you and proceeding in the chosen direction,
each player chooses a creature controlled by the next player in that direction. Each player
gains control of the creature they chose."

Left is the next player in turn order (CR 101.4, 103.1). Rulings honoured: nothing is
targeted (a creature with protection from blue may be chosen); the next player may be an
opponent or not; all control changes happen at once; a player whose next player controls no
creature gains nothing."""

from __future__ import annotations

from tests.commander_classes._table import compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

ORDER = record("Order of Succession", "{3}{U}", "Sorcery",
               "Choose left or right. Starting with you and proceeding in the chosen "
               "direction, each player chooses a creature controlled by the next player in "
               "that direction. Each player gains control of the creature they chose.")
WARDEN = record("Test Warden", "{1}{W}", "Creature — Human", "Protection from blue", "2", "2")
VANILLA = tuple(record(n, "{2}", "Creature — Test", "", "2", "2")
                for n in ("Test Ogre", "Test Piker", "Test Wurm", "Test Zombie"))
RECORDS = (ORDER, WARDEN, *VANILLA)
ISLANDS = tuple(PermanentSpec("Island") for _ in range(4))


def test_the_records_compile() -> None:
    """The spell is a direction choice, then the passed choices with the control change;
    without the control sentence the choices alone stay a gap (not playable)."""
    compiled(ORDER)
    spell = compile_source(ORDER).spell
    assert spell is not None and isinstance(spell.effect, ir.Sequence)
    first, second, *_ = spell.effect.steps
    assert first == ir.ChooseQuality("direction")
    assert isinstance(second, ir.ChooseFromNextPlayer) and second.gain_control
    half = record("Half Order", "{3}{U}", "Sorcery",
                  "Choose left or right. Starting with you and proceeding in the chosen "
                  "direction, each player chooses a creature controlled by the next player in "
                  "that direction.")
    from grimoire.oracle.coverage import card_is_compiled
    assert not card_is_compiled([compile_source(half)])


def _cast(*others: PlayerSpec, mine: tuple[str, ...] = ("Grizzly Bears",)) -> Game:
    game = table(RECORDS, PlayerSpec(hand=("Order of Succession",), battlefield=(
        *ISLANDS, *(PermanentSpec(n) for n in mine))), *others)
    game.apply(CastSpell(one(game, "Order of Succession", "hand")))
    pass_to(game, "choose_mode", player=0)
    return game


def _answer(game: Game, picks: dict[int, str]) -> list[int]:
    """Answer each chooser's decision with the creature named for them; the choosers in
    the order asked."""
    asked: list[int] = []
    for _ in range(50):
        assert game.pending is not None
        if not game.stack and game.pending.kind == "priority":
            return asked
        if game.pending.kind == "choose_objects":
            who = game.pending.player
            asked.append(who)
            found = [o for o in game.pending.options if game.objects[o].name == picks[who]]
            game.apply(Choose((found[0],)))
        elif game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("never resolved")


def _controller(game: Game, name: str) -> int:
    return game.objects[one(game, name)].controller


FOUR = (PlayerSpec(battlefield=(PermanentSpec("Hill Giant"), PermanentSpec("Test Warden"))),
        PlayerSpec(battlefield=(PermanentSpec("Test Ogre"), PermanentSpec("Test Piker"))),
        PlayerSpec(battlefield=(PermanentSpec("Test Wurm"), PermanentSpec("Test Zombie"))))


def test_left_each_takes_from_the_next_player_in_turn_order() -> None:
    """CR 101.4: "left": Alice chooses first (among Bob's), then Bob (Carol's), Carol
    (Dave's), Dave (Alice's only creature: no real choice to ask); each gains control of
    their choice at once, for good."""
    game = _cast(*FOUR)
    game.apply(Choose("left"))
    asked = _answer(game, {0: "Hill Giant", 1: "Test Piker", 2: "Test Wurm",
                           3: "Grizzly Bears"})
    assert asked == [0, 1, 2]
    assert [_controller(game, n) for n in ("Hill Giant", "Test Piker", "Test Wurm",
                                           "Grizzly Bears")] == [0, 1, 2, 3]
    assert _controller(game, "Test Warden") == 1 and _controller(game, "Test Ogre") == 2


def test_right_goes_the_other_way() -> None:
    """"right": Alice chooses among Dave's creatures, then Dave among Carol's, then Carol
    among Bob's, then Bob among Alice's (one creature: no real choice to ask)."""
    game = _cast(*FOUR)
    game.apply(Choose("right"))
    asked = _answer(game, {0: "Test Zombie", 3: "Test Ogre", 2: "Test Warden"})
    assert asked == [0, 3, 2]
    assert _controller(game, "Test Zombie") == 0
    assert _controller(game, "Test Ogre") == 3
    assert _controller(game, "Test Warden") == 2
    assert _controller(game, "Grizzly Bears") == 1


def test_protection_doesnt_stop_the_choice() -> None:
    """Its ruling: the creatures aren't targeted; Alice takes Bob's Test Warden (protection
    from blue)."""
    game = _cast(*FOUR)
    game.apply(Choose("left"))
    _answer(game, {0: "Test Warden", 1: "Test Ogre", 2: "Test Wurm", 3: "Grizzly Bears"})
    assert _controller(game, "Test Warden") == 0


def test_a_next_player_without_creatures_gives_nothing() -> None:
    """Its ruling: Carol controls no creature, so Bob (choosing to his left) gains nothing;
    the others still choose and gain control."""
    game = _cast(PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),
                                         PermanentSpec("Test Ogre"))), PlayerSpec(),
                 mine=("Grizzly Bears", "Test Piker"))
    game.apply(Choose("left"))
    asked = _answer(game, {0: "Test Ogre", 2: "Test Piker"})
    assert asked == [0, 2]
    assert _controller(game, "Test Ogre") == 0 and _controller(game, "Test Piker") == 2
    assert _controller(game, "Hill Giant") == 1


def test_a_player_who_left_is_passed_over() -> None:
    """CR 800.4a: Bob has left the game; to the left, Alice chooses among Carol's creatures
    and Carol among Alice's (a two-player exchange)."""
    game = table(RECORDS, PlayerSpec(hand=("Order of Succession",), battlefield=(
        *ISLANDS, PermanentSpec("Grizzly Bears"))), PlayerSpec(), PlayerSpec(battlefield=(
            PermanentSpec("Hill Giant"),)))
    game.players[1].lost = True
    game.apply(CastSpell(one(game, "Order of Succession", "hand")))
    pass_to(game, "choose_mode", player=0)
    game.apply(Choose("left"))
    _answer(game, {})
    assert _controller(game, "Hill Giant") == 0 and _controller(game, "Grizzly Bears") == 2
