"""Parley as a mana ability (Selvala, Explorer Returned): "{T}: Each player reveals the top
card of their library. For each nonland card revealed this way, add {G} and you gain 1 life.
Then each player draws a card." The rulings: it is a mana ability (CR 605.1a: no target, it
could add mana), so it doesn't use the stack (CR 605.3b); each player then draws (usually the
revealed card). "For each <thing>, A and B" does each part that many times (CR 608.2c). The
automatic payer never plans it (it makes everyone reveal and draw): it is listed at priority."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import ActivateAbility
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

SELVALA = record("Selvala, Explorer Returned", "{1}{G}{W}", "Legendary Creature — Elf Scout",
                 "Parley — {T}: Each player reveals the top card of their library. For each "
                 "nonland card revealed this way, add {G} and you gain 1 life. Then each player "
                 "draws a card.", "2", "4")
SPOILS = record("Spoils of Evil", "{2}{B}", "Instant",
                "For each artifact or creature card in target opponent's graveyard, add {C} and "
                "you gain 1 life.")
CHAMPION = ("Grizzly Bears", "Forest")
LAND = ("Forest", "Grizzly Bears")


def test_the_records_compile() -> None:
    """Selvala compiles as a mana ability; a count naming a target (read twice, it would ask
    for two targets) stays not understood."""
    compiled(SELVALA)
    ability = compile_source(SELVALA).abilities[0]
    assert getattr(ability, "is_mana_ability", False)
    assert not card_is_compiled([compile_source(SPOILS)])


def _parley(*libraries: tuple[str, ...]) -> Game:
    specs = [PlayerSpec(library=lib) for lib in libraries]
    specs[0] = PlayerSpec(library=libraries[0], battlefield=(
        PermanentSpec("Selvala, Explorer Returned"),))
    return table((SELVALA,), *specs)


def _activate(game: Game) -> None:
    selvala = one(game, "Selvala, Explorer Returned")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == selvala))


def test_each_nonland_card_revealed_adds_g_and_a_life_then_everyone_draws() -> None:
    """Four players: Alice, Bob and Dave reveal Grizzly Bears, Carol a Forest: {G}{G}{G} and 3
    life for Alice; then each player draws the card they revealed; no stack was used (CR
    605.3b); the ability is listed at priority without offering mana abilities."""
    game = _parley(CHAMPION, CHAMPION, LAND, CHAMPION)
    _activate(game)
    assert not game.stack
    assert game.players[0].pool[4] == 3  # WUBRGC: green
    assert game.players[0].life == 23 and [p.life for p in game.players[1:]] == [20, 20, 20]
    assert [[game.objects[o].name for o in p.hand] for p in game.players] == [
        ["Grizzly Bears"], ["Grizzly Bears"], ["Forest"], ["Grizzly Bears"]]
    assert game.objects[one(game, "Selvala, Explorer Returned")].tapped


def test_only_lands_revealed_adds_nothing_but_still_draws() -> None:
    """No nonland card: no mana, no life; each player still draws."""
    game = _parley(LAND, LAND)
    _activate(game)
    assert sum(game.players[0].pool) == 0 and game.players[0].life == 20
    assert [len(p.hand) for p in game.players] == [1, 1]
