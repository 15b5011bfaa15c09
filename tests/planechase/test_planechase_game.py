"""Planechase as an option of a new game (CR 901): planar decks checked (CR 901.3), the
starting plane revealed after mulligans (CR 901.5), agents rolling the planar die, and
saves that replay it."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import dice_pool
from tests.planechase._util import PLANES, TYPE_LINES, all_planes

from grimoire.agents import RandomAgent
from grimoire.mechanics.planechase import STATE as PLANAR_STATE
from grimoire.mechanics.planechase import PlanarDeckError
from grimoire.rules import events as ev
from grimoire.rules.game import Game

DECK = ["Grizzly Bears"] * 16 + ["Forest"] * 24
PLANAR = [*TYPE_LINES, *PLANES]  # 9 planes and 2 phenomena


def _pool():  # type: ignore[no-untyped-def]
    return dice_pool(*all_planes())


def test_new_game_reveals_the_starting_plane_after_mulligans() -> None:
    """CR 901.5: once both players kept, the starting player's top plane is face up; the
    decks were shuffled with the game's RNG (CR 901.3)."""
    g = Game.new([DECK, DECK], _pool(), seed=3, planar_decks=[PLANAR, PLANAR])
    assert PLANAR_STATE.get(g) is not None and not PLANAR_STATE.get(g).face_up
    while g.pending is not None and g.pending.kind != "priority":
        g.apply(g.legal_actions()[0])
    assert len(PLANAR_STATE.get(g).face_up) == 1
    top = g.objects[PLANAR_STATE.get(g).face_up[0]]
    assert "plane" in top.info.types and top.owner == g.first_player
    assert sum(len(d) for d in PLANAR_STATE.get(g).decks) == 2 * len(PLANAR) - 1


@pytest.mark.parametrize(("deck", "message"), [
    (PLANAR[:9], "at least 10"),
    ([*PLANAR[:9], "Goldmeadow"], "different name"),
    ([*PLANAR, "Grizzly Bears"], "not a plane"),
])
def test_planar_deck_rules(deck: list[str], message: str) -> None:
    """CR 901.3: ten or more plane/phenomenon cards, at most two phenomena, no two with the
    same English name."""
    with pytest.raises(PlanarDeckError, match=message):
        Game.new([DECK, DECK], _pool(), seed=1, planar_decks=[deck, PLANAR])


def test_random_agents_play_planechase_and_the_save_replays() -> None:
    """The random agent rolls the planar die; the game ends and a save replays exactly."""
    pool = _pool()
    rolled = 0
    for seed in range(3):
        g = Game.new([DECK, DECK], pool, seed=seed, planar_decks=[PLANAR, PLANAR],
                     turn_limit=30)
        g.run([RandomAgent(seed), RandomAgent(seed + 10)], max_decisions=1500)
        rolled += sum(isinstance(e, ev.PlanarRolled) for e in g.events)
        loaded = Game.load(g.save(), pool)
        assert PLANAR_STATE.get(loaded) == PLANAR_STATE.get(g)
        assert len(loaded.events) == len(g.events)
    assert rolled > 0


def test_deck_file_planar_section() -> None:
    """A deck file's "Planar" section is the player's planar deck (CR 901.3); it prints and
    reads back, and starts a Planechase game."""
    from grimoire.decks import parse_deck
    pool = _pool()
    text = "Deck\n16 Grizzly Bears\n24 Forest\n\nPlanar\n" + "".join(f"1 {n}\n" for n in PLANAR)
    deck = parse_deck(text, pool_names=pool)
    assert deck.planar == tuple(PLANAR) and len(deck.main) == 40
    assert parse_deck(str(deck), pool_names=pool) == deck
    g = Game.new([deck.main, deck.main], pool, seed=2, planar_decks=[deck.planar, deck.planar])
    assert PLANAR_STATE.get(g) is not None and g.setup["planar_decks"][0] == PLANAR
