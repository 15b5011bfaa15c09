""""For each Aura and Equipment attached to it / to this creature" as a count (CR 301.5c,
303.4: the permanents attached to the source; "Aura and Equipment": each one that is either),
in a static boost (CR 613.4c, read whenever the characteristics are) and in a triggered
ability (counted as it resolves, CR 608.2h). "Enchanted creature gets +2/+2 for each Aura and
Equipment attached to it" (a count per affected object) stays not understood."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

CHAMPION = record("Champion of the Flame", "{1}{R}", "Creature — Human Warrior",
                  "Trample\nThis creature gets +2/+2 for each Aura and Equipment attached to it.",
                  "1", "1")
WYLETH = record("Wyleth, Soul of Steel", "{1}{R}{W}", "Legendary Creature — Human Warrior",
                "Trample\nWhenever Wyleth attacks, draw a card for each Aura and Equipment "
                "attached to it.", "2", "2")
BLADEMASTER = record("Heavenly Blademaster", "{5}{W}", "Creature — Angel",
                     "Flying, double strike\nWhen this creature enters, you may attach any number "
                     "of Auras and Equipment you control to it.\nOther creatures you control get "
                     "+1/+1 for each Aura and Equipment attached to this creature.", "3", "6")
STRENGTH = record("Holy Strength", "{W}", "Enchantment — Aura",
                  "Enchant creature\nEnchanted creature gets +1/+2.")
SPLITTER = record("Bonesplitter", "{1}", "Artifact — Equipment",
                  "Equipped creature gets +2/+0.\nEquip {1}")
RECORDS = (CHAMPION, WYLETH, BLADEMASTER, STRENGTH, SPLITTER)


def _game(*battlefield: PermanentSpec) -> Game:
    return table(RECORDS, PlayerSpec(battlefield=battlefield),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec(),
                 step="beginning_of_combat")


def test_the_records_compile() -> None:
    compiled(*RECORDS)


def test_a_count_per_affected_object_is_not_understood() -> None:
    """"attached to it" where "it" is each enchanted creature is no count of the source's."""
    text = record("Strong Back", "{2}{G}", "Enchantment — Aura",
                  "Enchant creature\nEnchanted creature gets +2/+2 for each Aura and Equipment "
                  "attached to it.")
    assert any(isinstance(a, ir.Unimplemented) for a in compile_source(text).abilities)


def test_champion_counts_auras_and_equipment_attached_to_it() -> None:
    """An Aura and an Equipment on the Champion: +4/+4 with their own +1/+2 and +2/+0; the
    Bonesplitter on the Bears (another creature) isn't counted."""
    game = _game(PermanentSpec("Champion of the Flame"), PermanentSpec("Grizzly Bears"),
                 PermanentSpec("Holy Strength", attached_to=(0, 0)),
                 PermanentSpec("Bonesplitter", attached_to=(0, 0)),
                 PermanentSpec("Bonesplitter", attached_to=(0, 1)))
    champion = game.objects[one(game, "Champion of the Flame")]
    assert (query.power(game, champion), query.toughness(game, champion)) == (8, 7)


def test_champion_alone_is_a_one_one() -> None:
    game = _game(PermanentSpec("Champion of the Flame"))
    champion = game.objects[one(game, "Champion of the Flame")]
    assert (query.power(game, champion), query.toughness(game, champion)) == (1, 1)


def test_blademaster_pumps_the_others_not_itself() -> None:
    """CR 613.4c: two attached to the Blademaster give the other creatures +2/+2."""
    game = _game(PermanentSpec("Heavenly Blademaster"), PermanentSpec("Grizzly Bears"),
                 PermanentSpec("Holy Strength", attached_to=(0, 0)),
                 PermanentSpec("Bonesplitter", attached_to=(0, 0)))
    bears = [o for o in game.battlefield if game.objects[o].name == "Grizzly Bears"
             and game.objects[o].controller == 0]
    assert query.power(game, game.objects[bears[0]]) == 4
    blademaster = game.objects[one(game, "Heavenly Blademaster")]
    assert query.power(game, blademaster) == 3 + 1 + 2


def test_wyleth_draws_for_each_attached_as_it_resolves() -> None:
    """CR 608.2h: Wyleth attacks with an Aura and an Equipment: two cards."""
    game = _game(PermanentSpec("Wyleth, Soul of Steel"),
                 PermanentSpec("Holy Strength", attached_to=(0, 0)),
                 PermanentSpec("Bonesplitter", attached_to=(0, 0)))
    pass_to(game, "declare_attackers", active=0)
    hand = len(game.players[0].hand)
    game.apply(DeclareAttackers(((one(game, "Wyleth, Soul of Steel"), Seat(1)),)))
    advance(game, lambda g: not g.stack and g.pending is not None
            and g.pending.kind == "priority" and g.step != "declare_attackers")
    assert len(game.players[0].hand) == hand + 2
