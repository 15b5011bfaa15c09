"""Discover N (CR 701.55a): exile cards from the top of your library until you exile a
nonland card with mana value N or less; you may cast it without paying its mana cost; if you
don't, it goes to your hand; the other exiled cards go to the bottom in a random order.
Trumpeting Carnosaur: "When this creature enters, discover 5." """

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, lands, one, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Decline, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

# top card first: a land, a nonland card above 5, another land, then the discovered card
LIBRARY = ("Forest", "Shivan Dragon", "Island", "Hill Giant", "Mountain", "Grizzly Bears")


def _carnosaur(library: tuple[str, ...]) -> Game:
    me = PlayerSpec(hand=("Trumpeting Carnosaur",), library=library,
                    battlefield=lands("Mountain", 6))
    g = game(me, PlayerSpec(), extra=defs("Trumpeting Carnosaur"))
    g.apply(CastSpell(one(g, "Trumpeting Carnosaur", "hand")))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    return g


def _names(g: Game, ids: list[int]) -> list[str]:
    return [g.objects[o].name for o in ids]


def test_honoured() -> None:
    assert not engine_gaps(defs("Trumpeting Carnosaur")[0])


def test_declined_goes_to_hand_and_the_rest_to_the_bottom() -> None:
    """The first nonland card with mana value 5 or less is Hill Giant (Shivan Dragon, 6, is
    passed over). Declining to cast it puts it into the hand; Forest, Shivan Dragon and
    Island go to the bottom; the two cards below Hill Giant stay on top."""
    g = _carnosaur(LIBRARY)
    assert g.pending is not None and g.pending.kind == "cast_copy"
    g.apply(Decline())
    resolve(g)
    library = _names(g, g.players[0].library)  # bottom first
    assert _names(g, g.players[0].hand) == ["Hill Giant"]
    assert sorted(library[:3]) == ["Forest", "Island", "Shivan Dragon"]
    assert library[3:] == ["Grizzly Bears", "Mountain"]
    assert not g.exile


def test_cast_without_paying() -> None:
    """Casting it: Hill Giant is cast with every land already tapped (no mana paid) and
    resolves; it doesn't also go to the hand."""
    g = _carnosaur(LIBRARY)
    giant = g.pending.options[0]
    g.apply(CastSpell(giant))
    resolve(g)
    assert one(g, "Hill Giant")
    assert not g.players[0].hand
    assert all(g.objects[o].tapped for o in g.battlefield if g.objects[o].name == "Mountain")


def test_nothing_to_discover() -> None:
    """No nonland card with mana value 5 or less: every card is exiled, nothing is cast or
    put into the hand, and all of them go back to the bottom (CR 701.55b: the player has
    still discovered)."""
    g = _carnosaur(("Forest", "Shivan Dragon", "Island"))
    resolve(g)
    assert not g.players[0].hand and not g.exile
    assert sorted(_names(g, g.players[0].library)) == ["Forest", "Island", "Shivan Dragon"]
