"""Exile instead of the graveyard (CR 614.1a), the class Eelectrocute belongs to: a spell
countered "this way" (Dissipate: "Counter target spell. If that spell is countered this
way, exile it instead of putting it into its owner's graveyard.") and a creature that would
die this turn (Lava Coil, Anger of the Gods), from their real Oracle text."""

from __future__ import annotations

from tests.dice_rules._util import game, lands, one, perm, resolve
from tests.engine_gaps._util import card
from tests.unsets._util import pass_until

from grimoire.oracle import ir
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

DISSIPATE = card("Dissipate", "Instant",
                 "Counter target spell. If that spell is countered this way, exile it instead "
                 "of putting it into its owner's graveyard.", "{1}{U}{U}")


def test_dissipate_compiles_to_an_exiling_counter() -> None:
    """The second sentence amends the counter before it."""
    assert DISSIPATE.spell is not None
    assert DISSIPATE.spell.effect == ir.CounterSpell(ir.TargetRef(0), exile_instead=True)


def test_countered_spell_is_exiled() -> None:
    """CR 701.5a: a countered spell would go to its owner's graveyard; it's exiled instead."""
    g = game(PlayerSpec(hand=("Dissipate",), battlefield=lands("Island", 3)),
             PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
             active=1, extra=[DISSIPATE])
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(0),),)))
    g.apply(PassPriority())  # Bob passes; Alice responds
    bolt = one(g, "Lightning Bolt", "stack")
    g.apply(CastSpell(one(g, "Dissipate", "hand"), targets=((bolt,),)))
    resolve(g)
    assert g.players[0].life == 20
    assert one(g, "Lightning Bolt", "exile")
    assert one(g, "Dissipate", "graveyard")


LAVA_COIL = card("Lava Coil", "Sorcery",
                 "Lava Coil deals 4 damage to target creature. If that creature would die this "
                 "turn, exile it instead.", "{1}{R}")
ANGER = card("Anger of the Gods", "Sorcery",
             "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage "
             "this way would die this turn, exile it instead.", "{1}{R}{R}")


def test_lava_coil_exiles_the_creature_that_would_die() -> None:
    """CR 614.1a, 700.4: the creature would be put into the graveyard from the battlefield
    (lethal damage, CR 704.5g); it's exiled instead."""
    g = game(PlayerSpec(hand=("Lava Coil",), battlefield=lands("Mountain", 2)),
             PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=[LAVA_COIL])
    g.apply(CastSpell(one(g, "Lava Coil", "hand"), targets=((one(g, "Hill Giant"),),)))
    resolve(g)
    assert one(g, "Hill Giant", "exile")


def test_anger_exiles_only_creatures_dealt_damage_and_only_this_turn() -> None:
    """"A creature dealt damage this way": both creatures were; the survivor (Craw Wurm, 6/4)
    loses the replacement in the cleanup step (CR 514.2)."""
    g = game(PlayerSpec(hand=("Anger of the Gods",), battlefield=lands("Mountain", 3)),
             PlayerSpec(battlefield=(perm("Hill Giant"), perm("Craw Wurm"))), extra=[ANGER])
    g.apply(CastSpell(one(g, "Anger of the Gods", "hand")))
    resolve(g)
    assert one(g, "Hill Giant", "exile")
    wurm = one(g, "Craw Wurm")
    assert "exile_if_dies" in g.objects[wurm].flags
    pass_until(g, lambda g: g.active == 1)
    assert "exile_if_dies" not in g.objects[wurm].flags
