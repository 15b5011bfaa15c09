"""State-based actions read toughness as the layers give it (CR 704.5f-g, 613.4): a
static -1/-1 of an opponent's permanent puts a 1-toughness creature into the graveyard; a
+1/+1 counter (CR 613.4c) keeps one alive; damage equal to the lowered toughness destroys;
and a check after the static leaves reads the raised toughness again. Witch's Vengeance-like
"Creatures your opponents control get -1/-1", compiled from its Oracle text."""

from __future__ import annotations

from tests.rules.helpers import game_at, ids, one, perm

from grimoire.oracle.compiler import compile_source
from grimoire.rules import sba, zones
from grimoire.rules.position import PlayerSpec

SHRINKER = compile_source({
    "name": "Test Shrinking Field", "type_line": "Enchantment", "mana_cost": "{2}{B}",
    "oracle_text": "Creatures your opponents control get -1/-1."})


def test_layered_toughness_in_the_check() -> None:
    """CR 704.5f: Bob's Typhoid Rats (1/1) die to Alice's -1/-1; his Grizzly Bears with a
    +1/+1 counter are 2/2 and live; his other Bears (1/1 now) with 1 damage are destroyed
    (CR 704.5g); with the field gone, a Bears with 1 damage lives (2/2 again)."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Shrinking Field"),)),
                   PlayerSpec(battlefield=(perm("Typhoid Rats"),
                                           perm("Grizzly Bears", counters=(("+1/+1", 1),)),
                                           perm("Grizzly Bears"))), extra=(SHRINKER,))
    bears = ids(game, "Grizzly Bears")
    countered = next(b for b in bears if game.objects[b].counters)
    plain = next(b for b in bears if b != countered)
    game.objects[plain].damage = 1
    sba.check(game)
    assert not ids(game, "Typhoid Rats")
    assert ids(game, "Grizzly Bears") == [countered]
    zones.move(game, one(game, "Test Shrinking Field"), "graveyard")
    game.objects[countered].damage = 2
    sba.check(game)  # 3/3 with its counter once the field is gone: 2 damage isn't lethal
    assert ids(game, "Grizzly Bears") == [countered]
