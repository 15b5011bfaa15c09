"""Forces of the Imperium (The Golden Throne): "If you would lose the game, instead exile The
Golden Throne and your life total becomes 1." (CR 614.1a, 104.3; a replacement done inside
the event, CR 614.6; a concession is never replaced, CR 104.3a; a state-based loss condition
still met afterwards is checked again, CR 704.3)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids

from grimoire.rules import sba
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
THRONE = record("The Golden Throne", "{4}", "Legendary Artifact",
                "Arcane Life-support — If you would lose the game, instead exile The Golden "
                "Throne and your life total becomes 1.\nA Thousand Souls Die Every Day — {T}, "
                "Sacrifice a creature: Add three mana in any combination of colors.")
ARCHANGEL = record("Exquisite Archangel", "{5}{W}{W}", "Creature — Angel",
                   "Flying\nIf you would lose the game, instead exile this creature and your "
                   "life total becomes equal to your starting life total.", "5", "5")
RECORDS = (THRONE, ARCHANGEL)


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores."""
    compiled(*RECORDS)


def _three(life: int, mine: tuple[str, ...] = ("The Golden Throne",)) -> Game:
    return table(RECORDS, PlayerSpec(life=life, battlefield=tuple(P(n) for n in mine)),
                 PlayerSpec(), PlayerSpec())


def test_zero_life_exiles_the_throne_and_sets_life_to_one() -> None:
    """CR 704.5a, 614.1a: Alice at 0 life would lose; instead the Throne is exiled and her
    life total becomes 1; she is still in the game."""
    game = _three(0)
    sba.check(game)
    assert not game.players[0].lost and game.players[0].life == 1
    assert ids(game, "The Golden Throne", "exile") and not ids(game, "The Golden Throne")


def test_second_loss_without_the_throne_ends_her_game() -> None:
    """The Throne is used up: the next time Alice is at 0 life she loses."""
    game = _three(0)
    sba.check(game)
    game.players[0].life = 0
    sba.check(game)
    assert game.players[0].lost


def test_an_opponents_throne_doesnt_save_her() -> None:
    """"If you would lose": only its controller's loss is replaced; Bob's Throne stays."""
    game = table(RECORDS, PlayerSpec(life=0), PlayerSpec(battlefield=(P("The Golden Throne"),)),
                 PlayerSpec())
    sba.check(game)
    assert game.players[0].lost and ids(game, "The Golden Throne")


def test_poisoned_player_loses_after_the_throne_is_gone() -> None:
    """CR 704.5c, 704.3: ten poison counters: the Throne replaces the first loss (life 1), but
    she still has ten poison counters and loses at the next check."""
    game = _three(20)
    game.players[0].counters["poison"] = 10
    sba.check(game)
    assert not ids(game, "The Golden Throne") and game.players[0].life == 1
    sba.check(game)
    assert game.players[0].lost


def test_concession_is_not_replaced() -> None:
    """CR 104.3a: a player who concedes leaves the game; the Throne doesn't stop it (her life
    total isn't set to 1; her objects leave with her, CR 800.4a)."""
    game = _three(20)
    game.lose(0, "conceded (CR 104.3a)")
    assert game.players[0].lost and game.players[0].life == 20


def test_archangel_sets_the_starting_life_total() -> None:
    """Exquisite Archangel: instead of losing, exile it and the life total becomes the
    starting life total (20 in this game, CR 103.4)."""
    game = _three(-3, ("Exquisite Archangel",))
    sba.check(game)
    assert not game.players[0].lost and game.players[0].life == 20
    assert ids(game, "Exquisite Archangel", "exile")
