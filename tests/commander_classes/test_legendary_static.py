""""Enchanted creature is legendary, gets +1/+1, and has flying, vigilance, and lifelink" and
"All nonland permanents are legendary": the supertype added in layer 4 (CR 613.1d, 205.4a),
with the rest of the line's rules for the same subject (CR 604.1); the legend rule then
applies to the permanents made legendary (CR 704.5j)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import layers, query
from grimoire.rules.actions import PassPriority
from grimoire.rules.position import PermanentSpec, PlayerSpec

WINGS = record("On Serra's Wings", "{3}{W}", "Legendary Enchantment — Aura",
               "Enchant creature\nEnchanted creature is legendary, gets +1/+1, and has flying, "
               "vigilance, and lifelink.")
LEYLINE = record("Leyline of Singularity", "{2}{U}{U}", "Enchantment",
                 "If this card is in your opening hand, you may begin the game with it on the "
                 "battlefield.\nAll nonland permanents are legendary.")
RECORDS = (WINGS, LEYLINE)


def test_the_records_compile() -> None:
    compiled(*RECORDS)


def test_on_serras_wings_makes_the_creature_legendary_and_grants_the_rest() -> None:
    """The enchanted Bears: legendary, 3/3, flying, vigilance and lifelink; the other Bears
    is unchanged."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        PermanentSpec("Grizzly Bears"), PermanentSpec("Hill Giant"),
        PermanentSpec("On Serra's Wings", attached_to=(0, 0)))), PlayerSpec())
    bears = game.objects[one(game, "Grizzly Bears")]
    assert "legendary" in layers.characteristics(game, bears).supertypes
    assert (query.power(game, bears), query.toughness(game, bears)) == (3, 3)
    assert all(query.has_keyword(game, bears, k) for k in ("flying", "vigilance", "lifelink"))
    giant = game.objects[one(game, "Hill Giant")]
    assert "legendary" not in layers.characteristics(game, giant).supertypes


def test_leyline_of_singularity_puts_the_legend_rule_on_same_named_creatures() -> None:
    """CR 704.5j: two Grizzly Bears, now legendary with the same name: one is kept."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        PermanentSpec("Leyline of Singularity"), PermanentSpec("Grizzly Bears"),
        PermanentSpec("Grizzly Bears"), PermanentSpec("Forest"), PermanentSpec("Forest"))),
        PlayerSpec())
    for _ in range(10):
        assert game.pending is not None
        if len(ids(game, "Grizzly Bears")) == 1:
            break
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert len(ids(game, "Grizzly Bears")) == 1 and len(ids(game, "Forest")) == 2
