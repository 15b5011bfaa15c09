"""X counters removed as a cost (CR 107.3a: X in an activation cost is chosen as the ability
is activated; CR 107.1c: "any number" is zero or more; CR 122): "Remove X +1/+1 counters from
this creature: It deals X damage to target creature" (Cruel Sadist) and the storage lands'
"Remove any number of storage counters from this land: Add {B} for each storage counter
removed this way" (a mana ability, CR 605.1a, resolving at once, CR 605.3a)."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SADIST = card("Cruel Sadist", "{B}", "Creature — Human Assassin",
              "{B}, {T}, Pay 1 life: Put a +1/+1 counter on this creature.\n{2}{B}, {T}, Remove "
              "X +1/+1 counters from this creature: It deals X damage to target creature.", "1/1")
HANGAR = card("Subterranean Hangar", "", "Land",
              "This land enters tapped.\n{T}: Put a storage counter on this land.\n{T}, Remove "
              "any number of storage counters from this land: Add {B} for each storage counter "
              "removed this way.")
CORPSE = card("Walking Corpse", "{1}{B}", "Creature — Zombie", "", "2/2")
RECORDS = (SADIST, HANGAR, CORPSE)


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them, extra=[compile_source(r) for r in RECORDS])


def _ways(g: Game, name: str, index: int) -> list[ActivateAbility]:
    oid = one(g, name)
    return [a for a in g.legal_actions()
            if isinstance(a, ActivateAbility) and a.source == oid and a.index == index]


def test_sadist_chooses_x_up_to_its_counters() -> None:
    """Three +1/+1 counters: X is 0 to 3 (never more, CR 107.3a); X = 2 deals 2 damage to
    Hill Giant (3/3) and leaves one counter; the Sadist is a 2/2 afterwards."""
    g = _game(PlayerSpec(battlefield=(perm("Cruel Sadist", counters=(("+1/+1", 3),)),
                                      *lands("Swamp", 3))),
              PlayerSpec(battlefield=(perm("Hill Giant"),)))
    assert sorted({a.x for a in _ways(g, "Cruel Sadist", 1)}) == [0, 1, 2, 3]
    sadist, giant = one(g, "Cruel Sadist"), one(g, "Hill Giant")
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(sadist, 1, ((giant,),), x=4))
    g.apply(ActivateAbility(sadist, 1, ((giant,),), x=2))
    assert g.objects[sadist].counter("+1/+1") == 1  # removed as the cost is paid
    resolve(g)
    assert g.objects[giant].damage == 2


def test_sadist_x_three_kills_the_giant() -> None:
    """X = 3: 3 damage to a 3/3 destroys it (CR 704.5g)."""
    g = _game(PlayerSpec(battlefield=(perm("Cruel Sadist", counters=(("+1/+1", 3),)),
                                      *lands("Swamp", 3))),
              PlayerSpec(battlefield=(perm("Hill Giant"),)))
    g.apply(ActivateAbility(one(g, "Cruel Sadist"), 1, ((one(g, "Hill Giant"),),), x=3))
    resolve(g)
    assert not [o for o in g.objects.values() if o.name == "Hill Giant"
                and o.zone == "battlefield"]


def test_storage_land_adds_one_mana_per_counter_removed() -> None:
    """Four storage counters; removing three adds {B}{B}{B} at once (a mana ability) and
    leaves one counter; removing none adds nothing (CR 107.1c: zero is "any number")."""
    g = _game(PlayerSpec(battlefield=(perm("Subterranean Hangar",
                                           counters=(("storage", 4),)),)))
    assert sorted(a.x for a in _ways(g, "Subterranean Hangar", 2)) == [0, 1, 2, 3, 4]
    hangar = one(g, "Subterranean Hangar")
    g.apply(ActivateAbility(hangar, 2, x=3))
    assert g.players[0].pool == [0, 0, 3, 0, 0, 0]  # W U B R G C (CR 106.2)
    assert g.objects[hangar].counter("storage") == 1 and g.objects[hangar].tapped
    other = _game(PlayerSpec(battlefield=(perm("Subterranean Hangar"),)))
    other.apply(ActivateAbility(one(other, "Subterranean Hangar"), 2, x=0))
    assert other.players[0].pool == [0] * 6


def test_storage_land_mana_casts_a_spell() -> None:
    """Two counters removed make {B}{B}, which pays for Walking Corpse ({1}{B}) with no other
    mana source (CR 605.3a: activated while its controller holds priority)."""
    g = _game(PlayerSpec(battlefield=(perm("Subterranean Hangar",
                                           counters=(("storage", 4),)),),
                         hand=("Walking Corpse",)))
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    g.apply(ActivateAbility(one(g, "Subterranean Hangar"), 2, x=2))
    g.apply(CastSpell(one(g, "Walking Corpse", "hand")))
    resolve(g)
    assert one(g, "Walking Corpse")
