"""Targets whose legality reads the X of the cost: "Destroy target artifact with mana value
X" (Hearth Kami), "Destroy target creature with power X or less" (Aryel, Knight of
Windgrace: X is the number of Knights tapped).

CR 601.2b (602.2b for abilities): X is announced before the targets are chosen (601.2c),
so each target must match with the announced X; CR 608.2b: a target that no longer does
as the ability resolves (Aryel's ruling: its power greater than X then) makes it not
resolve."""

from __future__ import annotations

import pytest
from tests.cost_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.hostile.test_listing_agrees import digest

from grimoire.errors import IllegalActionError
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Hearth Kami", "Sol Ring", "Mind Stone", "Aryel, Knight of Windgrace",
         "Benalish Knight", "Craw Wurm", "Savannah Lions", "Giant Growth")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES), **kwargs)  # type: ignore[arg-type]


def _activations(g: Game, name: str) -> list[ActivateAbility]:
    oid = one(g, name)
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_each_x_offers_the_targets_with_that_mana_value() -> None:
    """Hearth Kami ({X}, sacrifice it): X=1 targets only Sol Ring, X=2 only Mind Stone."""
    g = _game(PlayerSpec(battlefield=(perm("Hearth Kami"), *lands("Mountain", 2))),
              PlayerSpec(battlefield=(perm("Sol Ring"), perm("Mind Stone"))))
    ring, stone = one(g, "Sol Ring"), one(g, "Mind Stone")
    offered = {(a.x, a.targets) for a in _activations(g, "Hearth Kami")}
    assert offered == {(1, ((ring,),)), (2, ((stone,),))}
    g.apply(next(a for a in _activations(g, "Hearth Kami") if a.x == 2))
    resolve(g)
    assert ids(g, "Mind Stone", "graveyard") and ids(g, "Sol Ring")


def test_a_target_not_matching_the_announced_x_is_refused() -> None:
    """Submitting X=1 with Mind Stone (mana value 2) as the target is illegal (CR 601.2c),
    and the game is left as it was."""
    g = _game(PlayerSpec(battlefield=(perm("Hearth Kami"), *lands("Mountain", 2))),
              PlayerSpec(battlefield=(perm("Sol Ring"), perm("Mind Stone"))))
    before, state = g.save(), digest(g)
    kami, stone = one(g, "Hearth Kami"), one(g, "Mind Stone")
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(kami, 0, ((stone,),), x=1))
    assert g.save() == before and digest(g) == state
    assert ids(g, "Hearth Kami") == [kami]


def test_power_x_or_less_with_x_knights_tapped() -> None:
    """Aryel: tapping two other Knights makes X 2: a 2/1 or 2/2 may be targeted, the 6/4
    Wurm may not; Aryel itself (4/4) is never one of the Knights tapped for X."""
    g = _game(PlayerSpec(battlefield=(perm("Aryel, Knight of Windgrace"), perm("Swamp"),
                                      perm("Benalish Knight"), perm("Benalish Knight"))),
              PlayerSpec(battlefield=(perm("Savannah Lions"), perm("Craw Wurm"))))
    aryel, wurm, lions = (one(g, "Aryel, Knight of Windgrace"), one(g, "Craw Wurm"),
                          one(g, "Savannah Lions"))
    ways = [a for a in _activations(g, "Aryel, Knight of Windgrace") if a.index == 2]
    assert ways and all(a.x == 2 and len(a.costs) == 2 and aryel not in a.costs for a in ways)
    assert not [a for a in ways if a.targets == ((wurm,),)]
    g.apply(next(a for a in ways if a.targets == ((lions,),)))
    resolve(g)
    assert ids(g, "Savannah Lions", "graveyard") and ids(g, "Craw Wurm")


def test_target_grown_beyond_x_the_ability_does_not_resolve() -> None:
    """Aryel's ruling: the target's power greater than X as the ability resolves (Giant
    Growth in response), it doesn't resolve; the Knights stay tapped."""
    g = _game(PlayerSpec(battlefield=(perm("Aryel, Knight of Windgrace"), perm("Swamp"),
                                      perm("Benalish Knight"), perm("Benalish Knight"))),
              PlayerSpec(hand=("Giant Growth",),
                         battlefield=(perm("Savannah Lions"), perm("Forest"))))
    lions = one(g, "Savannah Lions")
    way = next(a for a in _activations(g, "Aryel, Knight of Windgrace")
               if a.index == 2 and a.targets == ((lions,),))
    g.apply(way)
    g.apply(PassPriority())
    growth = one(g, "Giant Growth", "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and a.card == growth and a.targets == ((lions,),)))
    resolve(g)
    assert ids(g, "Savannah Lions") == [lions]
    assert all(g.objects[o].tapped for o in ids(g, "Benalish Knight"))
