"""Prevention effects that also do something (CR 615.5: "Some prevention effects also
include an additional effect, which may refer to the amount of damage that was prevented"):
"If combat damage would be dealt to this creature, prevent that damage and exile that many
cards from the top of your library" (Gloom Surgeon), "If damage would be dealt to this
creature, prevent that damage. Put a -1/-1 counter on this creature for each 1 damage
prevented this way" (Phyrexian Hydra), "If noncombat damage would be dealt to this creature,
prevent that damage. Put a +1/+1 counter ..." (Stormwild Capridor)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, lands, one, perm

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.damage import deal_damage
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

SURGEON = card("Gloom Surgeon", "{1}{B}", "Creature — Spirit",
               "If combat damage would be dealt to this creature, prevent that damage and "
               "exile that many cards from the top of your library.", "2/1")
HYDRA = card("Phyrexian Hydra", "{3}{G}{G}", "Creature — Phyrexian Hydra",
             "If damage would be dealt to this creature, prevent that damage. Put a -1/-1 "
             "counter on this creature for each 1 damage prevented this way.", "7/7")
CAPRIDOR = card("Stormwild Capridor", "{2}{W}", "Creature — Bird Goat",
                "Flying\nIf noncombat damage would be dealt to this creature, prevent that "
                "damage. Put a +1/+1 counter on this creature for each 1 damage prevented "
                "this way.", "1/3")
NANTUKO = card("Phantom Nantuko", "{2}{G}", "Creature — Insect Spirit",
               "Trample\nThis creature enters with two +1/+1 counters on it.\nIf damage would "
               "be dealt to this creature, prevent that damage. Remove a +1/+1 counter from "
               "this creature.", "0/0")
RECORDS = (SURGEON, HYDRA, CAPRIDOR)


def _game(me: PlayerSpec, library: tuple[str, ...] = ()) -> Game:
    if library:
        me = PlayerSpec(library=library, battlefield=me.battlefield)
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    return game(me, them, extra=[compile_source(r) for r in RECORDS])


def _exiled(g: Game, owner: int) -> list[int]:
    return [o.id for o in g.objects.values() if o.zone == "exile" and o.owner == owner]


def test_the_records_are_honoured() -> None:
    assert_honoured(RECORDS)


def test_a_fixed_instruction_per_event_compiles_once_per_batch() -> None:
    """Phantom Nantuko removes one counter per damage event however many sources deal it at
    once (its rulings; CR 615.5). Simultaneous damage is now one batch and the counter is
    removed once per batch (rules/batch.py; played in
    tests/replacement/test_counter_prevention.py), so the card compiles whole."""
    d = compile_source(NANTUKO)
    assert not any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(d))
    assert not engine_gaps(d)


def test_gloom_surgeon_exiles_that_many_from_the_top() -> None:
    """3 combat damage: none is dealt, and the top three cards of its controller's library
    are exiled (CR 615.5: right after the prevention)."""
    g = _game(PlayerSpec(battlefield=(perm("Gloom Surgeon"),)))
    surgeon = g.objects[one(g, "Gloom Surgeon")]
    top = list(g.players[0].library[-3:])  # the top is the end of the list
    before = len(g.players[0].library)
    dealt = deal_damage(g, g.objects[one(g, "Hill Giant")], surgeon.id, 3, combat=True)
    assert dealt == 0 and surgeon.damage == 0
    assert len(g.players[0].library) == before - 3
    assert len(_exiled(g, 0)) == 3
    assert not set(top) & set(g.players[0].library)
    assert not _exiled(g, 1)  # the Giant's controller exiles nothing


def test_gloom_surgeon_noncombat_damage_is_dealt() -> None:
    """Only combat damage is prevented: 1 noncombat damage kills the 2/1, nothing exiled."""
    g = _game(PlayerSpec(battlefield=(perm("Gloom Surgeon"),)))
    surgeon = one(g, "Gloom Surgeon")
    assert deal_damage(g, g.objects[one(g, "Hill Giant")], surgeon, 1) == 1
    assert g.objects[surgeon].damage == 1 and not _exiled(g, 0)


def test_gloom_surgeon_short_library_still_prevents() -> None:
    """Ruling: the damage is prevented even if you can't exile that many cards."""
    g = _game(PlayerSpec(battlefield=(perm("Gloom Surgeon"),)), library=("Swamp",))
    surgeon = g.objects[one(g, "Gloom Surgeon")]
    assert deal_damage(g, g.objects[one(g, "Hill Giant")], surgeon.id, 3, combat=True) == 0
    assert surgeon.damage == 0
    assert not g.players[0].library and len(_exiled(g, 0)) == 1


def test_phyrexian_hydra_takes_counters_instead() -> None:
    """3 damage from two sources: 3 -1/-1 counters in all (one per point prevented), no
    damage marked; the 7/7 is a 4/4."""
    g = _game(PlayerSpec(battlefield=(perm("Phyrexian Hydra"), *lands("Forest", 1))))
    hydra = g.objects[one(g, "Phyrexian Hydra")]
    giant = g.objects[one(g, "Hill Giant")]
    deal_damage(g, giant, hydra.id, 2, combat=True)
    deal_damage(g, giant, hydra.id, 1)
    assert hydra.damage == 0
    assert (hydra.counters or {}).get("-1/-1") == 3
    assert (query.power(g, hydra), query.toughness(g, hydra)) == (4, 4)


def test_stormwild_capridor_grows_from_noncombat_damage_only() -> None:
    """Noncombat damage becomes +1/+1 counters; combat damage is dealt as usual."""
    g = _game(PlayerSpec(battlefield=(perm("Stormwild Capridor"),)))
    goat = g.objects[one(g, "Stormwild Capridor")]
    giant = g.objects[one(g, "Hill Giant")]
    assert deal_damage(g, giant, goat.id, 2) == 0
    assert (goat.counters or {}).get("+1/+1") == 2 and goat.damage == 0
    assert deal_damage(g, giant, goat.id, 1, combat=True) == 1
    assert goat.damage == 1 and (goat.counters or {}).get("+1/+1") == 2
