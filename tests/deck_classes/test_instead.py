"""An instruction replaced under a condition: "Target creature gets +2/+0 until end of turn.
If you control a Huatli planeswalker, that creature gets +4/+0 until end of turn instead."
(Huatli's Spurring) and the same on a landfall line (Groundswell: "If you had a land enter the
battlefield under your control this turn"). CR 608.2c: the text is read as a whole, so with
the condition true the second instruction is done *rather than* the first (not both: +4, not
+6), and with it false only the first; the condition is checked as the spell resolves."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Groundswell", "Huatli's Spurring", "Huatli, Dinosaur Knight")


def _cast(spell: str, battlefield: tuple[str, ...], play_land: bool = False) -> Game:
    p0 = PlayerSpec(hand=(spell, "Forest"), battlefield=(
        perm("Grizzly Bears"), *lands("Mountain", 1), *lands("Forest", 1),
        *(perm(n) for n in battlefield)))
    g = game(p0, PlayerSpec(), extra=defs(*NAMES))
    if play_land:
        g.apply(PlayLand(one(g, "Forest", "hand")))
    g.apply(CastSpell(one(g, spell, "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    return g


def _pt(g: Game) -> tuple[int, int]:
    bears = g.objects[one(g, "Grizzly Bears")]
    return query.power(g, bears), query.toughness(g, bears)


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_instead_with_the_condition() -> None:
    """With Huatli: +4/+0 instead of +2/+0 (a 6/2 Bears, not 8/2)."""
    assert _pt(_cast("Huatli's Spurring", ("Huatli, Dinosaur Knight",))) == (6, 2)


def test_only_the_first_without_it() -> None:
    assert _pt(_cast("Huatli's Spurring", ())) == (4, 2)


def test_landfall_instead() -> None:
    """Groundswell after a land play this turn: +4/+4; with no land this turn: +2/+2 (a land
    already on the battlefield doesn't count)."""
    assert _pt(_cast("Groundswell", (), play_land=True)) == (6, 6)
    assert _pt(_cast("Groundswell", ())) == (4, 4)
