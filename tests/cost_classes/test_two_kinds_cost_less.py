"""Cost reductions for spells of either of two kinds: "Green spells and blue spells you cast
cost {1} less to cast" (the Familiars), "Treefolk spells and Shaman spells ..." (the
Bannerets), "Each spell you cast that's red or green costs {1} less to cast" (CR 601.2f: the
total cost is reduced; one static ability reduces a spell of both kinds once)."""

from __future__ import annotations

from tests.cost_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

NAMES = ("Sunscape Familiar", "Bosk Banneret", "Goblin Anarchomancer", "Divination",
         "Craw Wurm", "Shock", "Savannah Lions")


def _castable(hand: str, board: tuple[PermanentSpec, ...]) -> bool:
    g: Game = game(PlayerSpec(hand=(hand,), battlefield=board), PlayerSpec(),
                   extra=defs(*NAMES))
    oid = one(g, hand, "hand")
    return any(isinstance(a, CastSpell) and a.card == oid for a in g.legal_actions())


def test_either_color_costs_one_less() -> None:
    """Sunscape Familiar: Divination ({2}{U}) with two Islands, Craw Wurm ({4}{G}{G}) with
    five Forests; a white spell isn't reduced (Savannah Lions, {W}, with no Plains)."""
    familiar = perm("Sunscape Familiar")
    assert _castable("Divination", (familiar, *lands("Island", 2)))
    assert not _castable("Divination", lands("Island", 2))
    assert _castable("Craw Wurm", (familiar, *lands("Forest", 5)))
    assert not _castable("Savannah Lions", (familiar, *lands("Forest", 1)))


def test_either_creature_type_costs_one_less() -> None:
    """Bosk Banneret: another Bosk Banneret (a Treefolk Shaman, {1}{G}) costs {G}; a spell
    of neither type (Divination) isn't reduced."""
    banneret = perm("Bosk Banneret")
    assert _castable("Bosk Banneret", (banneret, *lands("Forest", 1)))
    assert not _castable("Bosk Banneret", lands("Forest", 1))
    assert not _castable("Divination", (banneret, *lands("Island", 2)))


def test_each_spell_thats_red_or_green() -> None:
    """Goblin Anarchomancer: Craw Wurm with five Forests; Divination (blue) not reduced."""
    anarchomancer = perm("Goblin Anarchomancer")
    assert _castable("Craw Wurm", (anarchomancer, *lands("Forest", 5)))
    assert not _castable("Divination", (anarchomancer, *lands("Island", 2)))
