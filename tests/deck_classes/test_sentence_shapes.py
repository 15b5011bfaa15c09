"""Sentence shapes of real cards: a list of instructions with one subject, "Target opponent
sacrifices a creature of their choice, discards three cards, then loses 5 life" (Cruel
Ultimatum: each instruction in order, CR 608.2c), and "Untap them" after "Creatures you
control get +1/+1 until end of turn" (Rallying Roar: "them" is those creatures)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Cruel Ultimatum", "Rallying Roar")


def _game(p0: PlayerSpec, p1: PlayerSpec) -> Game:
    return game(p0, p1, extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_cruel_ultimatum_every_instruction() -> None:
    """The opponent sacrifices their only creature, discards three of four cards, loses 5;
    you return Grizzly Bears from your graveyard, draw three, gain 5."""
    p0 = PlayerSpec(hand=("Cruel Ultimatum",), graveyard=("Grizzly Bears",),
                    battlefield=(*lands("Island", 2), *lands("Swamp", 3),
                                 *lands("Mountain", 2)), library=("Forest",) * 5)
    p1 = PlayerSpec(battlefield=(perm("Hill Giant"),),
                    hand=("Shock", "Shock", "Lightning Bolt", "Giant Growth"))
    g = _game(p0, p1)
    g.apply(CastSpell(one(g, "Cruel Ultimatum", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]
    assert len(g.players[1].hand) == 1 and g.players[1].life == 15
    mine = sorted(g.objects[o].name for o in g.players[0].hand)
    assert mine == ["Forest", "Forest", "Forest", "Grizzly Bears"]
    assert g.players[0].life == 25


def test_cruel_ultimatum_with_nothing_to_take() -> None:
    """No creature to sacrifice, an empty hand, no creature card to return: the rest still
    happens (CR 608.2c: do as much as possible)."""
    p0 = PlayerSpec(hand=("Cruel Ultimatum",),
                    battlefield=(*lands("Island", 2), *lands("Swamp", 3),
                                 *lands("Mountain", 2)), library=("Forest",) * 5)
    g = _game(p0, PlayerSpec())
    g.apply(CastSpell(one(g, "Cruel Ultimatum", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 15 and g.players[0].life == 25
    assert len(g.players[0].hand) == 3


def test_untap_them() -> None:
    """Rallying Roar: both tapped creatures get +1/+1 and untap; the opponent's stays tapped."""
    p0 = PlayerSpec(hand=("Rallying Roar",), battlefield=(
        perm("Grizzly Bears", tapped=True), perm("Hill Giant", tapped=True),
        *lands("Plains", 3)))
    p1 = PlayerSpec(battlefield=(perm("Wind Drake", tapped=True),))
    g = _game(p0, p1)
    g.apply(CastSpell(one(g, "Rallying Roar", "hand")))
    resolve(g)
    bears, giant = g.objects[one(g, "Grizzly Bears")], g.objects[one(g, "Hill Giant")]
    assert not bears.tapped and not giant.tapped
    assert query.power(g, bears) == 3 and query.power(g, giant) == 4
    assert g.objects[one(g, "Wind Drake")].tapped


def _mulch(library: tuple[str, ...]) -> Game:
    p0 = PlayerSpec(hand=("Mulch",), battlefield=lands("Forest", 2), library=library)
    g = game(p0, PlayerSpec(), extra=defs("Mulch"))
    g.apply(CastSpell(one(g, "Mulch", "hand")))
    resolve(g)
    return g


def test_all_land_cards_revealed_this_way() -> None:
    """Mulch: of the top four (library listed top first), both lands go to the hand, the
    two others to the graveyard; the fifth card stays (CR 701.16a: revealed, then moved)."""
    g = _mulch(("Forest", "Grizzly Bears", "Island", "Shock", "Swamp"))
    assert sorted(g.objects[o].name for o in g.players[0].hand) == ["Forest", "Island"]
    assert sorted(g.objects[o].name for o in g.players[0].graveyard) == [
        "Grizzly Bears", "Mulch", "Shock"]
    assert [g.objects[o].name for o in g.players[0].library] == ["Swamp"]


def test_no_land_revealed() -> None:
    """No land among them: nothing to the hand, all four to the graveyard."""
    g = _mulch(("Shock", "Grizzly Bears", "Shock", "Hill Giant", "Swamp"))
    assert not g.players[0].hand
    assert len(g.players[0].graveyard) == 5
