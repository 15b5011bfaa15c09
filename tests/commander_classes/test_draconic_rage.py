"""Card classes of the Draconic Rage Commander deck, each built for the phrase shape:
"Whenever a source you control deals 5 or more damage to a player" (CR 120.3: one source's
damage dealt at one time), "Enchanted creature's controller may have it assign its combat
damage as though it weren't blocked" (CR 510.1c), flavor words before modes (CR 207.2d:
"• Smash Relics — Destroy ..."), and a list of changes "For as long as ~ remains on the
battlefield" (CR 611.2b: control, loses all abilities, can't attack or block)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import (
    AssignDamage,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.combat import has_rule
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

CHAMPION = record("Dragonborn Champion", "{2}{R}{G}", "Creature — Dragon Warrior",
                  "Trample\nWhenever a source you control deals 5 or more damage to a player, "
                  "draw a card.", "5", "3")
MIGHT = record("Indomitable Might", "{3}{G}", "Enchantment — Aura",
               "Flash\nEnchant creature\nEnchanted creature gets +3/+3.\nEnchanted creature's "
               "controller may have it assign its combat damage as though it weren't blocked.")
KLAUTH = record("Klauth's Will", "{X}{R}{R}{G}", "Instant",
                "Choose one. If you control a commander as you cast this spell, you may choose "
                "both instead.\n• Breathe Flame — Klauth's Will deals X damage to each creature "
                "without flying.\n• Smash Relics — Destroy up to X target artifacts and/or "
                "enchantments.")
DRAGON = record("Opportunistic Dragon", "{2}{R}{R}", "Creature — Dragon",
                "Flying\nWhen this creature enters, choose target Human or artifact an opponent "
                "controls. For as long as this creature remains on the battlefield, gain control "
                "of that permanent, it loses all abilities, and it can't attack or block.",
                "4", "3")
KNIGHT = record("Test Knight", "{1}{W}", "Creature — Human Knight", "Flying", "2", "2")
DRUID = record("Druid of Purification", "{3}{G}", "Creature — Human Druid",
               "When this creature enters, starting with you, each player may choose an artifact "
               "or enchantment you don't control. Destroy each permanent chosen this way.",
               "2", "3")
ROD = record("Test Rod", "{2}", "Artifact", "")
CHARM = record("Test Charm", "{1}{W}", "Enchantment", "")
BOLT = record("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")
BLAST = record("Test Blast", "{R}", "Instant", "Test Blast deals 5 damage to any target.")
RECORDS = (CHAMPION, MIGHT, KLAUTH, DRAGON, KNIGHT, BOLT, BLAST, DRUID, ROD, CHARM)
MOUNTAIN = PermanentSpec("Mountain")


def test_the_records_compile() -> None:
    """Each card compiles with nothing the engine ignores; the damage trigger keeps its 5,
    the modes lose their flavor words (CR 207.2d)."""
    compiled(*RECORDS)
    trigger = compile_source(CHAMPION).abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.trigger, ir.DamageTrigger) and trigger.trigger.at_least == 5
    spell = compile_source(KLAUTH).spell
    assert spell is not None and isinstance(spell.effect, ir.Modal)
    assert len(spell.effect.modes) == 2 and spell.effect.more is not None


def _settle(game: Game) -> None:
    advance(game, lambda g: not g.stack and g.pending is not None
            and g.pending.kind == "priority")


@pytest.mark.parametrize(("spell", "caster", "drawn"), [
    ("Test Blast", 0, 1),       # Alice's spell deals 5 to Bob: she draws
    ("Lightning Bolt", 0, 0),   # 3 damage: below 5
    ("Test Blast", 1, 0),       # Bob's spell deals 5 to Alice: not her source
])
def test_dragonborn_champion_needs_five_from_one_source_of_yours(
        spell: str, caster: int, drawn: int) -> None:
    """CR 120.3 and the ruling: 5 or more damage from one source she controls to a player,
    at one time, draws Alice a card."""
    alice = PlayerSpec(hand=(spell,) if caster == 0 else (), battlefield=(
        PermanentSpec("Dragonborn Champion"), MOUNTAIN))
    bob = PlayerSpec(hand=(spell,) if caster == 1 else (), battlefield=(MOUNTAIN,))
    game = table(RECORDS, alice, bob, active=caster)
    hand = len(game.players[0].hand)
    target = Seat(1 - caster)
    game.apply(CastSpell(one(game, spell, "hand"), targets=((target,),)))
    _settle(game)
    assert len(game.players[0].hand) == hand - (caster == 0) + drawn


def test_dragonborn_champion_three_then_two_is_not_five() -> None:
    """The ruling: 3 damage and later 2 more from one source don't add up."""
    game = table((*RECORDS, record("Shock", "{R}", "Instant",
                                   "Shock deals 2 damage to any target.")),
                 PlayerSpec(hand=("Lightning Bolt", "Shock"), battlefield=(
                     PermanentSpec("Dragonborn Champion"), MOUNTAIN, MOUNTAIN)), PlayerSpec())
    for spell in ("Lightning Bolt", "Shock"):
        game.apply(CastSpell(one(game, spell, "hand"), targets=((Seat(1),),)))
        _settle(game)
    assert len(game.players[0].hand) == 0 and game.players[1].life == 15


def _blocked_by_giant(aura_on_bears: bool) -> tuple[Game, int]:
    alice = PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"), *(
        (PermanentSpec("Indomitable Might", attached_to=(0, 0)),) if aura_on_bears else ())))
    bob = PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),))
    game = table(RECORDS, alice, bob, step="beginning_of_combat")
    bears = one(game, "Grizzly Bears")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_blockers")
    game.apply(DeclareBlockers(((one(game, "Hill Giant"), bears),)))
    advance(game, lambda g: g.pending is not None and (
        g.pending.kind == "assign_damage" or g.step in ("end_of_combat", "main2")))
    return game, bears


def test_indomitable_might_lets_the_blocked_creature_hit_the_player() -> None:
    """CR 510.1c: the enchanted 5/5 blocked by Hill Giant may assign all its damage to Bob
    (all or nothing, the ruling); it still takes the Giant's 3."""
    game, bears = _blocked_by_giant(True)
    options = game.legal_actions()
    unblocked = AssignDamage(bears, ((Seat(1), 5),))
    assert unblocked in options
    assert not any(isinstance(a, AssignDamage) and len(a.assignment) > 1 for a in options)
    game.apply(unblocked)
    advance(game, lambda g: g.step in ("end_of_combat", "main2"))
    assert game.players[1].life == 15
    assert game.objects[bears].damage == 3
    assert game.objects[one(game, "Hill Giant")].damage == 0


def test_without_the_aura_a_blocked_creature_cannot_hit_the_player() -> None:
    """CR 510.1c: no such permission: all of the Bears' damage goes to its blocker."""
    game, _ = _blocked_by_giant(False)
    advance(game, lambda g: g.step in ("end_of_combat", "main2"))
    assert game.players[1].life == 20
    assert game.objects[one(game, "Hill Giant")].damage == 2


def _dragon_table() -> Game:
    alice = PlayerSpec(hand=("Opportunistic Dragon", "Lightning Bolt"),
                       battlefield=tuple(MOUNTAIN for _ in range(5)))
    return table(RECORDS, alice, PlayerSpec(battlefield=(PermanentSpec("Test Knight"),)))


def test_opportunistic_dragon_takes_the_human_until_it_leaves() -> None:
    """CR 611.2b: Alice controls the Knight, which has lost flying and can't attack or block,
    past the turn; once the Dragon leaves, the Knight is Bob's again with its abilities and
    may attack (the rulings)."""
    game = _dragon_table()
    knight = one(game, "Test Knight")
    game.apply(CastSpell(one(game, "Opportunistic Dragon", "hand")))
    _settle(game)
    obj = game.objects[knight]
    assert obj.controller == 0 and not query.has_keyword(game, obj, "flying")
    assert has_rule(game, obj, "cant_attack") and has_rule(game, obj, "cant_block")
    advance(game, lambda g: g.turn == 4 and g.step == "main1")  # Bob's turn: still so
    assert game.objects[knight].controller == 0 and has_rule(game, obj, "cant_block")
    advance(game, lambda g: g.turn == 5 and g.step == "main1" and g.pending is not None
            and g.pending.kind == "priority")
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"),
                         targets=((one(game, "Opportunistic Dragon"),),)))
    _settle(game)
    assert not [o for o in game.battlefield if game.objects[o].name == "Opportunistic Dragon"]
    obj = game.objects[knight]
    assert obj.controller == 1 and query.has_keyword(game, obj, "flying")
    assert not has_rule(game, obj, "cant_attack") and not has_rule(game, obj, "cant_block")


def test_opportunistic_dragon_gone_before_its_trigger_resolves_changes_nothing() -> None:
    """The ruling (CR 611.2b): the Dragon leaves with its trigger on the stack: Bob keeps
    the Knight, which keeps flying and can attack and block."""
    game = _dragon_table()
    knight = one(game, "Test Knight")
    game.apply(CastSpell(one(game, "Opportunistic Dragon", "hand")))
    advance(game, lambda g: bool(g.stack) and g.objects[g.stack[-1]].kind != "card"
            and g.pending is not None and g.pending.kind == "priority")
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"),
                         targets=((one(game, "Opportunistic Dragon"),),)))
    _settle(game)
    obj = game.objects[knight]
    assert obj.controller == 1 and query.has_keyword(game, obj, "flying")
    assert not has_rule(game, obj, "cant_block")


def _druid(picks: dict[int, str | None]) -> tuple[Game, list[int]]:
    """Alice casts Druid of Purification; each seat picks Bob's permanent of the named kind
    or none. Returns the game and the order the players were asked in."""
    forests = tuple(PermanentSpec("Forest") for _ in range(4))
    game = table(RECORDS, PlayerSpec(hand=("Druid of Purification",), battlefield=(
        *forests, PermanentSpec("Test Rod"))),
        PlayerSpec(battlefield=(PermanentSpec("Test Rod"), PermanentSpec("Test Charm"))),
        PlayerSpec(battlefield=(PermanentSpec("Test Charm"),)))
    game.apply(CastSpell(one(game, "Druid of Purification", "hand")))
    asked: list[int] = []
    for _ in range(200):
        d = game.pending
        assert d is not None
        if d.kind == "choose_objects":
            asked.append(d.player)
            name = picks.get(d.player)
            assert all(game.objects[o].controller != 0 for o in d.options)  # not Alice's
            pick = tuple(o for o in d.options if game.objects[o].name == name
                         and game.objects[o].controller == 1)[:1]
            game.apply(Choose(pick))
        elif d.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    return game, asked


def _names(game: Game, seat: int) -> list[str]:
    return sorted(game.objects[o].name for o in game.battlefield
                  if game.objects[o].controller == seat and game.objects[o].name.startswith(
                      "Test"))


def test_druid_of_purification_each_player_chooses_in_turn_order() -> None:
    """CR 101.4, the rulings: Alice, then Bob, then Carol choose among the artifacts and
    enchantments Alice doesn't control (her own Rod can't be chosen, even by Bob); two
    players may choose the same one; Bob may choose none. The chosen are destroyed."""
    game, asked = _druid({0: "Test Rod", 1: None, 2: "Test Rod"})
    assert asked == [0, 1, 2]
    assert _names(game, 0) == ["Test Rod"]
    assert _names(game, 1) == ["Test Charm"]
    assert _names(game, 2) == ["Test Charm"]


def test_druid_of_purification_nobody_chooses() -> None:
    """"may choose": all decline, nothing is destroyed."""
    game, _ = _druid({})
    assert _names(game, 1) == ["Test Charm", "Test Rod"]
