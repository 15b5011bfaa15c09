"""Last known information after a move (CR 608.2h, 400.7): "Exile target creature. Its
controller may search ..." (Path to Exile) and "Its controller gains life equal to its power"
(Swords to Plowshares) read the creature as it last existed on the battlefield: its
controller then (not its owner, not the card in exile) and its power then (counters and
pumps included), although the card in exile is a new object."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Path to Exile", "Swords to Plowshares", "Mind Control")


def _stolen_giant(spell: str) -> Game:
    """Seat 0 controls seat 1's Hill Giant with Mind Control and casts ``spell`` on it."""
    mine = PlayerSpec(hand=(spell,), library=("Forest",) * 5,
                      battlefield=(*lands("Plains", 1),
                                   perm("Mind Control", attached_to=(1, 0))))
    theirs = PlayerSpec(battlefield=(perm("Hill Giant", counters=(("+1/+1", 2),)),),
                        library=("Swamp",) * 5)
    g = game(mine, theirs, extra=defs(*NAMES))
    giant = one(g, "Hill Giant")
    assert g.objects[giant].controller == 0 and g.objects[giant].owner == 1
    g.apply(CastSpell(one(g, spell, "hand"), targets=((giant,),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    return g


def test_path_to_exile_asks_the_controller_not_the_owner() -> None:
    """CR 608.2h: the stolen creature's controller (seat 0) may search, in their own library;
    its owner (seat 1) is not asked."""
    g = _stolen_giant("Path to Exile")
    assert g.pending is not None and g.pending.kind == "yes_no" and g.pending.player == 0
    g.apply(Choose(True))
    assert g.pending is not None and g.pending.player == 0
    g.apply(Choose((g.pending.options[0],)))
    resolve(g)
    assert one(g, "Hill Giant", "exile")
    forests = [o for o in g.objects.values() if o.name == "Forest" and o.zone == "battlefield"]
    assert len(forests) == 1 and forests[0].controller == 0 and forests[0].tapped
    assert len(g.players[1].library) == 5  # the owner's library untouched


def test_path_to_exile_declined_by_the_controller() -> None:
    """The "may" declined by the controller: nobody searches."""
    g = _stolen_giant("Path to Exile")
    g.apply(Choose(False))
    resolve(g)
    assert len(g.players[0].library) == 5 and len(g.players[1].library) == 5


def test_swords_reads_power_and_controller_from_the_battlefield() -> None:
    """Hill Giant (3/3) with two +1/+1 counters: 5 power as it last existed (the card in exile
    is a 3/3 with no counters, CR 400.7); its controller then (seat 0) gains the life."""
    g = _stolen_giant("Swords to Plowshares")
    resolve(g)
    assert one(g, "Hill Giant", "exile")
    assert (g.players[0].life, g.players[1].life) == (25, 20)


def test_swords_target_gone_does_nothing() -> None:
    """CR 608.2b: the target left before resolution: the spell doesn't resolve, no life."""
    from grimoire.rules import zones
    mine = PlayerSpec(hand=("Swords to Plowshares",), battlefield=lands("Plains", 1))
    theirs = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = game(mine, theirs, extra=defs(*NAMES))
    giant = one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Swords to Plowshares", "hand"), targets=((giant,),)))
    zones.move(g, giant, "hand")
    resolve(g)
    assert (g.players[0].life, g.players[1].life) == (20, 20)
    assert one(g, "Hill Giant", "hand")
