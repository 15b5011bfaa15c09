"""Training, dethrone and melee in real combats (CR 702.149a, 702.105a, 702.121a;
grimoire.oracle.creature_keywords, grimoire.mechanics.attack_conditions)."""

from __future__ import annotations

import pytest
from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import game, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

EXTRA = definitions("Wings of the Guard", "Gryff Rider", "Marchesa's Emissary")


def _attack(mine: tuple[PermanentSpec, ...], attackers: tuple[str, ...],
            my_life: int = 20, their_life: int = 20) -> Game:
    g = game(PlayerSpec(life=my_life, battlefield=mine), PlayerSpec(life=their_life),
             step="beginning_of_combat", extra=EXTRA)
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(tuple((one(g, n), Seat(1)) for n in attackers)))
    resolve(g)
    return g


def test_the_cards_compile() -> None:
    """Each keyword compiles to IR the engine runs."""
    assert all(card_is_compiled([d]) for d in EXTRA)


@pytest.mark.parametrize(("partner", "counters"), [("Grizzly Bears", 0), ("Hill Giant", 1),
                                                   (None, 0)])
def test_training(partner: str | None, counters: int) -> None:
    """CR 702.149a: Gryff Rider (power 2) trains only attacking beside a creature with
    greater power (Hill Giant 3), not beside Grizzly Bears (2) nor alone."""
    mine = (perm("Gryff Rider"), *((perm(partner),) if partner else ()))
    g = _attack(mine, ("Gryff Rider", *((partner,) if partner else ())))
    assert g.objects[one(g, "Gryff Rider")].counter("+1/+1") == counters


@pytest.mark.parametrize(("their_life", "counters"), [(20, 1), (25, 1), (15, 0)])
def test_dethrone(their_life: int, counters: int) -> None:
    """CR 702.105a: attacking the player with the most life or tied for it (20 vs 20, 25)
    gives a +1/+1 counter; a player with less life (15) doesn't."""
    g = _attack((perm("Marchesa's Emissary"),), ("Marchesa's Emissary",),
                their_life=their_life)
    assert g.objects[one(g, "Marchesa's Emissary")].counter("+1/+1") == counters


def test_melee() -> None:
    """CR 702.121a: attacking one opponent, Wings of the Guard gets +1/+1 (a 2/2) until end
    of turn."""
    g = _attack((perm("Wings of the Guard"),), ("Wings of the Guard",))
    wings = g.objects[one(g, "Wings of the Guard")]
    assert (query.power(g, wings), query.toughness(g, wings)) == (2, 2)
    pass_until(g, lambda g: g.turn == 4 and g.step == "main1")
    assert query.power(g, g.objects[one(g, "Wings of the Guard")]) == 1
