"""Static boosts that count (CR 613.4c, layer 7c): "<subject> gets +N/+M for each <thing>".
The count is read whenever the characteristics are (CR 611.3a), so it follows the game;
a creature whose toughness drops to 0 is put into its owner's graveyard (CR 704.5f)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm
from tests.rules.helpers import pass_until

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.oracle.ir import CardDefinition
from grimoire.rules import query
from grimoire.rules.actions import PlayLand
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NIM = {"name": "Nim Grotesque", "mana_cost": "{6}{B}", "type_line": "Creature — Zombie",
       "oracle_text": "This creature gets +1/+0 for each artifact you control.",
       "power": "3", "toughness": "6"}
PLATING = {"name": "Cranial Plating", "mana_cost": "{2}", "type_line": "Artifact — Equipment",
           "oracle_text": "Equipped creature gets +1/+0 for each artifact you control.\n"
           "{B}{B}: Attach this Equipment to target creature you control.\nEquip {1}"}
QUAG = {"name": "Quag Sickness", "mana_cost": "{2}{B}", "type_line": "Enchantment — Aura",
        "oracle_text": "Enchant creature\nEnchanted creature gets -1/-1 for each Swamp you "
        "control."}
ETHEREAL = {"name": "Ethereal Armor", "mana_cost": "{W}", "type_line": "Enchantment — Aura",
            "oracle_text": "Enchant creature\nEnchanted creature gets +1/+1 for each "
            "enchantment you control and has first strike."}
EMPYRIAL = {"name": "Empyrial Armor", "mana_cost": "{1}{W}{W}",
            "type_line": "Enchantment — Aura",
            "oracle_text": "Enchant creature\nEnchanted creature gets +1/+1 for each card in "
            "your hand."}
ORNITHOPTER = {"name": "Ornithopter", "mana_cost": "{0}",
               "type_line": "Artifact Creature — Thopter", "oracle_text": "Flying",
               "power": "0", "toughness": "2"}
CARDS = (NIM, PLATING, QUAG, ETHEREAL, EMPYRIAL)
EXTRA: tuple[CardDefinition, ...] = tuple(compile_source(r) for r in (*CARDS, ORNITHOPTER))
BEARS = "Grizzly Bears"


def _pt(g: Game, oid: int) -> tuple[int, int]:
    return query.power(g, g.objects[oid]), query.toughness(g, g.objects[oid])


def test_compiled() -> None:
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_self_counts_artifacts_you_control() -> None:
    """Nim Grotesque: 3/6 with no artifact; +1/+0 for each of its controller's artifacts,
    not the opponent's."""
    g = game(PlayerSpec(battlefield=(perm(NIM["name"]),)), extra=EXTRA)
    assert _pt(g, one(g, NIM["name"])) == (3, 6)
    g = game(PlayerSpec(battlefield=(perm(NIM["name"]), perm(ORNITHOPTER["name"]),
                                     perm(ORNITHOPTER["name"]))),
             PlayerSpec(battlefield=(perm(ORNITHOPTER["name"]),)), extra=EXTRA)
    assert _pt(g, one(g, NIM["name"])) == (5, 6)


def test_equipment_counts_itself() -> None:
    """Cranial Plating is an artifact too: with an Ornithopter, the equipped Bears is 4/2."""
    g = game(PlayerSpec(battlefield=(perm(BEARS), perm(PLATING["name"], attached_to=(0, 0)),
                                     perm(ORNITHOPTER["name"]))), extra=EXTRA)
    assert _pt(g, one(g, BEARS)) == (4, 2)


def test_shrinking_to_death_as_swamps_arrive() -> None:
    """Quag Sickness counts its controller's Swamps (not the enchanted creature's
    controller's) as they change: 1/1 with one Swamp; playing a second makes the Bears 0/0
    and it dies (CR 704.5f), and the Aura follows (CR 704.5m)."""
    g = game(PlayerSpec(hand=("Swamp",),
                        battlefield=(*lands("Swamp", 1), perm(QUAG["name"], attached_to=(1, 0)))),
             PlayerSpec(battlefield=(perm(BEARS), *lands("Swamp", 3))), extra=EXTRA)
    bears = one(g, BEARS)
    assert _pt(g, bears) == (1, 1)
    g.apply(PlayLand(one(g, "Swamp", "hand")))
    pass_until(g, "priority")
    assert one(g, BEARS, "graveyard") and one(g, QUAG["name"], "graveyard")


def test_counted_boost_and_a_keyword() -> None:
    """Ethereal Armor with Empyrial Armor also on the battlefield: two enchantments, so
    +2/+2 and first strike; Empyrial Armor gives +1/+1 per card in its controller's hand."""
    g = game(PlayerSpec(hand=("Forest", "Forest", "Forest"),
                        battlefield=(perm(BEARS), perm(ETHEREAL["name"], attached_to=(0, 0)),
                                     perm("Hill Giant"),
                                     perm(EMPYRIAL["name"], attached_to=(0, 2)))),
             extra=EXTRA)
    bears, giant = one(g, BEARS), one(g, "Hill Giant")
    assert _pt(g, bears) == (4, 4)
    assert "first strike" in query.keywords(g, g.objects[bears])
    assert _pt(g, giant) == (6, 6)
    g.apply(PlayLand(ids(g, "Forest", "hand")[0]))
    assert _pt(g, giant) == (5, 5)
