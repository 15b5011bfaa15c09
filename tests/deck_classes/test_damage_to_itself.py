""""Target creature deals damage to itself equal to its power." (Inner Struggle, Justice
Strike): the creature is the source of the damage (CR 120.3) and its recipient, so its own
deathtouch and lifelink apply (CR 702.2b, 702.15b); its power is read as the spell resolves
(CR 608.2h)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

STRUGGLE = card("Inner Struggle", "{3}{R}", "Instant",
                "Target creature deals damage to itself equal to its power.")


def _game(them: tuple[str, ...]) -> Game:
    d = compile_source(STRUGGLE)
    assert ir.is_fully_implemented(d) and not engine_gaps(d)
    me = PlayerSpec(hand=("Inner Struggle",), battlefield=lands("Mountain", 4))
    return game(me, PlayerSpec(battlefield=tuple(perm(n) for n in them)), extra=[d])


def _struggle(g: Game, name: str) -> None:
    target = one(g, name)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and a.targets == ((target,),)))
    resolve(g)


def test_power_equal_to_toughness_dies() -> None:
    """Hill Giant (3/3) deals 3 damage to itself and dies; the other creature is untouched."""
    g = _game(("Hill Giant", "Grizzly Bears"))
    _struggle(g, "Hill Giant")
    assert one(g, "Hill Giant", "graveyard")
    assert g.objects[one(g, "Grizzly Bears")].damage == 0


def test_power_below_toughness_survives_damaged() -> None:
    """Wall of Wood (0/3) deals no damage; Vampire Nighthawk (2/3, deathtouch, lifelink)
    deals 2 to itself: deathtouch destroys it (CR 702.2b) and its controller gains 2
    (CR 702.15b)."""
    g = _game(("Wall of Wood", "Vampire Nighthawk"))
    _struggle(g, "Wall of Wood")
    assert g.objects[one(g, "Wall of Wood")].damage == 0
    g = _game(("Vampire Nighthawk",))
    _struggle(g, "Vampire Nighthawk")
    assert one(g, "Vampire Nighthawk", "graveyard")
    assert g.players[1].life == 22
