""""Discard all the cards in your hand, then draw that many cards" (Fateful Showdown) and
"that player discards all the cards in their hand, then draws that many cards" (Barbed
Shocker): "that many" is the number of cards discarded this way (CR 701.9a, 608.2c),
counted as the draw happens, and it is the discarding player who draws."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Fateful Showdown", "Barbed Shocker")


def _game(me: PlayerSpec, them: PlayerSpec, step: str = "main1") -> Game:
    return game(me, them, step=step, extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_discard_your_hand_then_draw_that_many() -> None:
    """Three other cards in hand: 3 damage to the target, the three are discarded and three
    new cards drawn (the library top cards), so the hand is three cards again."""
    me = PlayerSpec(hand=("Fateful Showdown", "Shock", "Shock", "Grizzly Bears"),
                    battlefield=lands("Mountain", 4), library=("Island",) * 10)
    g = _game(me, PlayerSpec())
    g.apply(CastSpell(one(g, "Fateful Showdown", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 17
    hand = [g.objects[o].name for o in g.players[0].hand]
    assert hand == ["Island"] * 3
    assert sorted(g.objects[o].name for o in g.players[0].graveyard) == [
        "Fateful Showdown", "Grizzly Bears", "Shock", "Shock"]
    assert len(g.players[0].library) == 7


def test_empty_hand_draws_nothing() -> None:
    """Nothing left in hand: no damage, nothing discarded, nothing drawn."""
    me = PlayerSpec(hand=("Fateful Showdown",), battlefield=lands("Mountain", 4),
                    library=("Island",) * 10)
    g = _game(me, PlayerSpec())
    g.apply(CastSpell(one(g, "Fateful Showdown", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 20 and not g.players[0].hand
    assert len(g.players[0].library) == 10


def test_that_player_discards_and_draws() -> None:
    """Barbed Shocker hits seat 1 holding two cards: seat 1 discards both, draws two; seat 0
    draws nothing."""
    me = PlayerSpec(battlefield=(perm("Barbed Shocker"),), library=("Island",) * 10)
    them = PlayerSpec(hand=("Shock", "Grizzly Bears"), library=("Swamp",) * 10)
    g = _game(me, them, step="beginning_of_combat")
    g.apply(PassPriority())
    g.apply(PassPriority())
    g.apply(DeclareAttackers(((one(g, "Barbed Shocker"), Seat(1)),)))
    resolve(g)
    while g.step != "combat_damage" or g.stack:
        resolve(g)
        if g.pending is not None and g.pending.kind == "priority" and not g.stack:
            g.apply(PassPriority())
        if g.step == "end_of_combat":
            break
    assert g.players[1].life == 18
    assert sorted(g.objects[o].name for o in g.players[1].hand) == ["Swamp", "Swamp"]
    assert sorted(g.objects[o].name for o in g.players[1].graveyard) == ["Grizzly Bears",
                                                                         "Shock"]
    assert len(g.players[0].library) == 10
