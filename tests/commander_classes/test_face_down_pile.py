"""Forces of the Imperium (Triumph of Saint Katherine): "When this creature is put into your
graveyard from the battlefield, exile it and the top six cards of your library in a face-down
pile. If you do, shuffle that pile and put it back on top of your library." (CR 406.3 a
face-down exile, CR 701.20a a shuffle with the game's RNG, CR 608.2c as much as possible)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
TRIUMPH = record("Triumph of Saint Katherine", "{4}{W}", "Creature — Human Warrior",
                 "Lifelink\nPraesidium Protectiva — When this creature is put into your "
                 "graveyard from the battlefield, exile it and the top six cards of your library "
                 "in a face-down pile. If you do, shuffle that pile and put it back on top of "
                 "your library.\nMiracle {1}{W}", "5", "5")
LIBRARY = ("Forest",) * 6 + ("Island",) * 4  # listed top first
TEST_KILL = record("Test Kill", "{B}", "Instant", "Destroy target creature.")


def test_the_records_compile() -> None:
    """The card compiles with nothing the engine ignores."""
    compiled(TRIUMPH, TEST_KILL)


def _dies() -> Game:
    game = table((TRIUMPH, TEST_KILL), PlayerSpec(hand=("Test Kill",), battlefield=(
        P("Triumph of Saint Katherine"), P("Swamp")), library=LIBRARY), PlayerSpec())
    game.apply(CastSpell(one(game, "Test Kill", "hand"),
                         targets=((one(game, "Triumph of Saint Katherine"),),)))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    return game


def _top(game: Game, n: int) -> list[str]:
    library = game.players[0].library
    return [game.objects[o].name for o in reversed(library[-n:])]


def test_it_and_six_cards_go_back_on_top_shuffled() -> None:
    """The Triumph and the six Forests are shuffled back: the top seven cards are those seven
    (in some order), the four Islands stay below; nothing is left in exile or the graveyard."""
    game = _dies()
    assert not ids(game, "Triumph of Saint Katherine", "graveyard")
    assert not game.exile
    assert sorted(_top(game, 7)) == sorted(["Triumph of Saint Katherine"] + ["Forest"] * 6)
    assert len(game.players[0].library) == 11
    assert _top(game, 11)[7:] == ["Island"] * 4


def test_card_left_the_graveyard_first() -> None:
    """CR 400.7, 608.2c: the card left the graveyard before the trigger resolved: only the
    six cards are exiled and put back; the Triumph stays where it went (exile here)."""
    game = table((TRIUMPH, TEST_KILL), PlayerSpec(hand=("Test Kill",), battlefield=(
        P("Triumph of Saint Katherine"), P("Swamp")), library=LIBRARY), PlayerSpec())
    game.apply(CastSpell(one(game, "Test Kill", "hand"),
                         targets=((one(game, "Triumph of Saint Katherine"),),)))
    while not any(game.objects[o].kind == "ability" for o in game.stack):
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    zones.move(game, one(game, "Triumph of Saint Katherine", "graveyard"), "exile")
    while game.stack:
        game.apply(PassPriority())
    assert ids(game, "Triumph of Saint Katherine", "exile")
    assert len(game.players[0].library) == 10 and sorted(_top(game, 6)) == ["Forest"] * 6
