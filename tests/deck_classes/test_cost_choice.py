"""A choice of additional costs: "As an additional cost to cast this spell, discard a card or
pay {5}" (Lightning Axe). CR 601.2b: the player announces which of the costs they will pay;
exactly one of them is paid (CR 118.8: an additional cost must be paid), so with neither
payable the spell can't be cast, and paying both is not an option."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _game(hand: tuple[str, ...], mountains: int) -> Game:
    p0 = PlayerSpec(hand=("Lightning Axe", *hand), battlefield=lands("Mountain", mountains))
    p1 = PlayerSpec(battlefield=(perm("Hill Giant"),))
    return game(p0, p1, extra=defs("Lightning Axe"))


def _axes(g: Game) -> list[CastSpell]:
    axe = one(g, "Lightning Axe", "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == axe]


def test_honoured() -> None:
    assert not engine_gaps(defs("Lightning Axe")[0])


def test_discard_a_card() -> None:
    """One Mountain and a Shock in hand: the only way is to discard the Shock."""
    g = _game(("Shock",), 1)
    options = _axes(g)
    assert options and all(a.additional == (0,) for a in options)
    g.apply(options[0])
    resolve(g)
    assert sorted(g.objects[o].name for o in g.players[0].graveyard) == ["Lightning Axe",
                                                                          "Shock"]
    assert not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]


def test_pay_five_instead() -> None:
    """Six Mountains and no other card: {R} plus {5}; nothing is discarded."""
    g = _game((), 6)
    options = _axes(g)
    assert options and all(a.additional == (1,) for a in options)
    g.apply(options[0])
    resolve(g)
    assert all(g.objects[o].tapped for o in g.battlefield if g.objects[o].name == "Mountain")
    assert not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]


def test_neither_payable() -> None:
    """One Mountain, no other card: the additional cost can't be paid, no cast."""
    assert _axes(_game((), 1)) == []


def test_both_or_none_is_illegal() -> None:
    """With both payable the player chooses one; none or both are refused."""
    g = _game(("Shock",), 6)
    assert {a.additional for a in _axes(g)} == {(0,), (1,)}
    axe = one(g, "Lightning Axe", "hand")
    giant = one(g, "Hill Giant")
    for additional in ((), (0, 1)):
        with pytest.raises(IllegalActionError):
            g.apply(CastSpell(axe, targets=((giant,),), additional=additional))
