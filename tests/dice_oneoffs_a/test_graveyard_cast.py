"""Eelectrocute: "You may cast this card from your graveyard as long as you've rolled a 6
this turn. If you cast it this way and it would be put into your graveyard, exile it
instead." (CR 601.3: an effect allows casting it; 113.6f: the ability works from the
graveyard; 614.1a: the exile replaces going to the graveyard)."""

from __future__ import annotations

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import activate, game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _game() -> Game:
    """Lobe Lobber's roll is the die roll; Eelectrocute waits in the graveyard."""
    return game(PlayerSpec(graveyard=("Eelectrocute",),
                           battlefield=(perm("Grizzly Bears"),
                                        perm("Lobe Lobber", attached_to=(0, 0)),
                                        *lands("Mountain", 2))),
                extra=[definition("Eelectrocute"), definition("Lobe Lobber")])


def _roll(g: Game, natural: int) -> None:
    g.script_dice([natural])
    activate(g, "Grizzly Bears", targets=((Seat(1),),))
    resolve(g)


def _casts(g: Game, card: int) -> list[CastSpell]:
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_not_castable_from_graveyard_without_a_six() -> None:
    """CR 601.3: no 6 rolled this turn, no permission (a 5 doesn't count)."""
    g = _game()
    card = one(g, "Eelectrocute", "graveyard")
    assert _casts(g, card) == []
    with pytest.raises(IllegalActionError, match=r"601\.2a"):
        g.apply(CastSpell(card, targets=((Seat(1),),)))
    _roll(g, 5)
    assert _casts(g, one(g, "Eelectrocute", "graveyard")) == []


def test_cast_from_graveyard_after_a_six_then_exiled() -> None:
    """After a 6 this turn it may be cast from the graveyard for its mana cost; it deals 2
    damage and is exiled instead of going to the graveyard."""
    g = _game()
    _roll(g, 6)
    card = one(g, "Eelectrocute", "graveyard")
    assert _casts(g, card)
    g.apply(CastSpell(card, targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 20 - 1 - 2
    assert one(g, "Eelectrocute", "exile")
    assert not [o for o in g.objects.values() if o.name == "Eelectrocute"
                and o.zone == "graveyard"]


def test_cast_from_hand_goes_to_the_graveyard() -> None:
    """Cast from the hand, it isn't "cast this way": it goes to the graveyard as usual."""
    g = game(PlayerSpec(hand=("Eelectrocute",), battlefield=lands("Mountain", 2)),
             extra=[definition("Eelectrocute")])
    g.apply(CastSpell(one(g, "Eelectrocute", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert one(g, "Eelectrocute", "graveyard")
