""""Add X mana in any combination of {W} and/or {U}" (the storage lands, Goblin Clearcutter,
Xenagos, Burnt Offering): X mana, each one of the named types, chosen as it is added (CR
106.1a, 106.4; CR 107.3a: X from the cost "Remove X storage counters" is announced as the
ability is activated, CR 601.2b via 602.2b)."""

from __future__ import annotations

from tests.dice_rules._util import game, one, perm
from tests.verb_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, Choose
from grimoire.rules.position import PlayerSpec

NAMES = ("Calciform Pools", "Goblin Clearcutter")


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        found = [n for n in ir.iter_nodes(d) if isinstance(n, ir.AddManaChoice)]
        assert found and set(found[0].options) in ({"W", "U"}, {"R", "G"}), d.name


def test_storage_land_adds_x_of_the_two_types() -> None:
    """Calciform Pools with three storage counters, X = 2: two counters removed, a choice
    among WW, WU and UU only (no other color), two mana added."""
    g = game(PlayerSpec(battlefield=(perm("Calciform Pools", counters=(("storage", 3),)),
                                      perm("Plains"))), PlayerSpec(), extra=defs(*NAMES))
    pools = one(g, "Calciform Pools")
    xs = {a.x for a in g.legal_actions() if isinstance(a, ActivateAbility)
          and a.source == pools and a.index == 2}
    assert xs == {0, 1, 2, 3}  # never more than the counters it has (CR 118.3)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == pools and a.index == 2 and a.x == 2))
    assert g.pending is not None and set(g.pending.options) == {"WW", "WU", "UU"}
    g.apply(Choose("WU"))
    assert g.players[0].pool[:2] == [1, 1]  # W, U
    assert g.objects[pools].counters == {"storage": 1}


def test_the_storage_land_pays_its_own_generic_cost() -> None:
    """The seeds' {T} rulings exclude a source only when {T} (or {Q}) is part of the cost:
    "{1}, Remove X storage counters" doesn't tap Calciform Pools, so its own "{T}: Add {C}"
    may pay the {1} (CR 605.3a: a mana ability activated while paying a cost). The listing
    offers it with no other land; activating it pays and adds the mana (a four-player soak
    found the payer refusing what the listing offered)."""
    g = game(PlayerSpec(battlefield=(perm("Calciform Pools", counters=(("storage", 2),)),)),
             PlayerSpec(), extra=defs(*NAMES))
    pools = one(g, "Calciform Pools")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == pools and a.index == 2 and a.x == 2))
    assert g.pending is not None and set(g.pending.options) == {"WW", "WU", "UU"}
    g.apply(Choose("UU"))
    assert g.players[0].pool[:2] == [0, 2]
    assert g.objects[pools].tapped and g.objects[pools].counters == {}
