""""When this creature enters, each other player may put a creature card from their hand onto
the battlefield" (Hunted Wumpus): each other player, in turn order (CR 101.4), decides and
chooses for themself (CR 608.2d); the card enters under that player's control; "may"
declined or no creature card: nothing."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _cast(other: PlayerSpec) -> Game:
    p0 = PlayerSpec(hand=("Hunted Wumpus", "Grizzly Bears"), battlefield=lands("Forest", 4))
    g = game(p0, other, extra=defs("Hunted Wumpus"))
    g.apply(CastSpell(one(g, "Hunted Wumpus", "hand")))
    g.apply(PassPriority())
    g.apply(PassPriority())  # the Wumpus resolves; its trigger goes on the stack
    return g


def test_honoured() -> None:
    assert not engine_gaps(defs("Hunted Wumpus")[0])


def test_the_other_player_puts_a_creature_onto_the_battlefield() -> None:
    g = _cast(PlayerSpec(hand=("Hill Giant", "Shock")))
    resolve(g, [Choose(True)])
    giant = [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]
    assert len(giant) == 1 and g.objects[giant[0]].controller == 1
    assert [g.objects[o].name for o in g.players[1].hand] == ["Shock"]
    assert [g.objects[o].name for o in g.players[0].hand] == ["Grizzly Bears"]  # not mine


def test_declined() -> None:
    g = _cast(PlayerSpec(hand=("Hill Giant",)))
    resolve(g, [Choose(False)])
    assert not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]
    assert len(g.players[1].hand) == 1


def test_no_creature_card() -> None:
    g = _cast(PlayerSpec(hand=("Shock",)))
    resolve(g)
    assert len(g.players[1].hand) == 1 and g.players[0].life == 20
