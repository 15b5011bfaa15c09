"""Forces of the Imperium classes (part 1): a target that is one of a list of spells and
abilities, "Counter target spell, activated ability, or triggered ability" / "instant spell,
sorcery spell, activated ability, or triggered ability" (CR 115.1, 115.2, 701.5a), with the
follow-up "Its controller loses life equal to ..." (CR 608.2h); a type added by a static to a
group of permanents, "Creatures you control with +1/+1 counters on them are artifacts in
addition to their other types" (CR 205.1b, 613.1d: layer 4, read by a later layer's filter);
"protection from mana value 3 or less" (CR 702.16a-b); a two-word flavor word beginning
"Chapter" ("Chapter Master — {6}: ...", CR 207.2c)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.rules import layers, protection, query, targets
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
DENY = record("Deny the Witch", "{1}{W}{U}{B}", "Instant",
              "Counter target spell, activated ability, or triggered ability. Its controller "
              "loses life equal to the number of creatures you control.")
SISTER = record("Sister of Silence", "{4}{U}", "Creature — Human Knight",
                "Flash\nPsychic Abomination — When this creature enters, counter target "
                "instant spell, sorcery spell, activated ability, or triggered ability.",
                "3", "3")
PINGER = record("Test Pinger", "{1}{R}", "Creature — Human Wizard",
                "{T}: This creature deals 1 damage to any target.", "1", "1")
SPARK = record("Test Spark", "{R}", "Creature — Elemental",
               "When this creature enters, it deals 1 damage to any target.", "1", "1")
FLESH = record("The Flesh Is Weak", "{2}{W}{U}{B}", "Enchantment",
               "When this enchantment enters, put a +1/+1 counter on each creature you "
               "control.\nCreatures you control with +1/+1 counters on them are artifacts in "
               "addition to their other types.\nNonartifact creatures get -1/-1.")
TITAN = record("Reaver Titan", "{7}", "Artifact — Vehicle",
               "Void Shields — Protection from mana value 3 or less\nGatling Blaster — Whenever "
               "this Vehicle attacks, it deals 5 damage to each opponent.\nCrew 4", "10", "10")
CALGAR = record("Marneus Calgar", "{2}{W}{U}{B}", "Legendary Creature — Astartes Warrior",
                "Double strike\nMaster Tactician — Whenever one or more tokens you control "
                "enter, draw a card.\nChapter Master — {6}: Create two 2/2 white Astartes "
                "Warrior creature tokens with vigilance.", "3", "5")
RECORDS = (DENY, SISTER, PINGER, SPARK, FLESH, TITAN, CALGAR)
LANDS = (P("Plains"), P("Island"), P("Swamp"), P("Island"), P("Island"))


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores."""
    compiled(*RECORDS)


def _pinger_ability_on_stack(mine: tuple[PermanentSpec, ...] = ()) -> tuple[Game, int]:
    """Bob (seat 1, active) activates his Test Pinger at Alice; Alice holds priority with
    Deny the Witch and Sister of Silence in hand."""
    game = table(RECORDS, PlayerSpec(hand=("Deny the Witch", "Sister of Silence"),
                                     battlefield=(*LANDS, *mine)),
                 PlayerSpec(battlefield=(P("Test Pinger"), P("Mountain"))), active=1)
    pinger = one(game, "Test Pinger")
    game.apply(ActivateAbility(pinger, 0, ((Seat(0),),)))
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.player == 0
    ability = next(o for o in game.stack if game.objects[o].kind == "ability")
    return game, ability


def _resolve(game: Game) -> None:
    for _ in range(50):
        if not game.stack:
            return
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    raise AssertionError("the stack never emptied")


def test_deny_the_witch_counters_an_activated_ability() -> None:
    """CR 701.5a, 115.2: the Pinger's ability is countered (Alice takes no damage); CR
    608.2h: its controller, Bob, loses life equal to the creatures Alice controls (two)."""
    game, ability = _pinger_ability_on_stack((P("Grizzly Bears"), P("Grizzly Bears")))
    game.apply(CastSpell(one(game, "Deny the Witch", "hand"), targets=((ability,),)))
    _resolve(game)
    assert game.players[0].life == 20
    assert game.players[1].life == 18
    assert ids(game, "Deny the Witch", "graveyard")


def test_deny_the_witch_counters_a_spell() -> None:
    """A spell is one of the choices: Bob's Grizzly Bears spell is countered, and Bob loses
    no life when Alice controls no creatures (0)."""
    game = table(RECORDS, PlayerSpec(hand=("Deny the Witch",), battlefield=LANDS),
                 PlayerSpec(hand=("Grizzly Bears",), battlefield=(P("Forest"), P("Forest"))),
                 active=1)
    game.apply(CastSpell(one(game, "Grizzly Bears", "hand")))
    bears = one(game, "Grizzly Bears", "stack")
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Deny the Witch", "hand"), targets=((bears,),)))
    _resolve(game)
    assert ids(game, "Grizzly Bears", "graveyard") and not ids(game, "Grizzly Bears")
    assert game.players[1].life == 20


def test_deny_the_witch_target_gone_does_nothing() -> None:
    """CR 608.2b: the only target left the stack before Deny the Witch resolves (the
    ability ceased to exist): Deny doesn't resolve, so nobody loses life."""
    game, ability = _pinger_ability_on_stack((P("Grizzly Bears"),))
    game.apply(CastSpell(one(game, "Deny the Witch", "hand"), targets=((ability,),)))
    deny = one(game, "Deny the Witch", "stack")
    game.stack.remove(ability)  # the ability ceases to exist (as if countered first)
    del game.objects[ability]
    game.version += 1
    _resolve(game)
    assert game.players[1].life == 20 and game.players[0].life == 20
    assert deny not in game.stack and ids(game, "Deny the Witch", "graveyard")


def test_sister_of_silence_targets_instants_sorceries_and_abilities_only() -> None:
    """CR 115.1: "instant spell, sorcery spell, activated ability, or triggered ability": the
    Pinger's ability and a Lightning Bolt are legal targets; a creature spell is not."""
    game, ability = _pinger_ability_on_stack()
    spec = ir.TargetSpec("object", filter=next(
        a for a in game.pool.get("Sister of Silence").abilities
        if isinstance(a, ir.TriggeredAbility)).targets[0].filter)
    bolt = table(RECORDS, PlayerSpec(hand=("Lightning Bolt",), battlefield=(P("Mountain"),)),
                 PlayerSpec(hand=("Grizzly Bears",), battlefield=(P("Forest"), P("Forest"))))
    bolt.apply(CastSpell(one(bolt, "Lightning Bolt", "hand"), targets=((Seat(1),),)))
    spell = one(bolt, "Lightning Bolt", "stack")
    assert targets.is_legal(game, spec, ability, 0, None)
    assert targets.is_legal(bolt, spec, spell, 0, None)
    bears = table(RECORDS, PlayerSpec(hand=("Grizzly Bears",),
                                      battlefield=(P("Forest"), P("Forest"))), PlayerSpec())
    bears.apply(CastSpell(one(bears, "Grizzly Bears", "hand")))
    assert not targets.is_legal(bears, spec, one(bears, "Grizzly Bears", "stack"), 0, None)


def test_sister_of_silence_counters_a_triggered_ability() -> None:
    """CR 603.3, 701.5a: Alice flashes in the Sister in response to Bob's Test Spark
    trigger; her trigger counters it: Alice takes no damage."""
    game = table(RECORDS, PlayerSpec(hand=("Sister of Silence",), battlefield=LANDS),
                 PlayerSpec(hand=("Test Spark",), battlefield=(P("Mountain"),)), active=1)
    game.apply(CastSpell(one(game, "Test Spark", "hand")))
    for _ in range(10):  # the Spark resolves; its trigger targets Alice
        if any(game.objects[o].kind == "ability" for o in game.stack):
            break
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority" else next(
            a for a in game.legal_actions() if "Seat(0)" in str(a)))
    spark_trigger = next(o for o in game.stack if game.objects[o].kind == "ability")
    while game.pending is not None and game.pending.player != 0:
        game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Sister of Silence", "hand")))
    for _ in range(10):  # the Sister resolves; her trigger targets the Spark's trigger
        assert game.pending is not None
        if game.pending.kind != "priority":
            game.apply(next(a for a in game.legal_actions() if str(spark_trigger) in str(a)))
            break
        game.apply(PassPriority())
    _resolve(game)
    assert game.players[0].life == 20 and ids(game, "Sister of Silence")


def test_the_flesh_is_weak_makes_countered_creatures_artifacts() -> None:
    """CR 613.1d then 613.4c: Alice's Bears with a +1/+1 counter is an artifact (layer 4), so
    "Nonartifact creatures get -1/-1" skips it (3/3); her Bears without a counter is 1/1;
    Bob's Bears with a counter isn't Alice's: not an artifact, 2/2."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("The Flesh Is Weak"), P("Grizzly Bears", counters=(("+1/+1", 1),)),
        P("Grizzly Bears"))), PlayerSpec(battlefield=(
            P("Grizzly Bears", counters=(("+1/+1", 1),)),)))
    seen = sorted((game.objects[o].controller, "artifact" in layers.characteristics(
        game, game.objects[o]).types, query.power(game, game.objects[o]),
                   query.toughness(game, game.objects[o])) for o in ids(game, "Grizzly Bears"))
    assert seen == [(0, False, 1, 1), (0, True, 3, 3), (1, False, 2, 2)]


def test_the_flesh_is_weak_condition_changes_with_the_counter() -> None:
    """A condition changed: the counter removed, the Bears stops being an artifact and gets
    -1/-1 (CR 613: continuously rechecked)."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        P("The Flesh Is Weak"), P("Grizzly Bears", counters=(("+1/+1", 1),)))), PlayerSpec())
    bears = game.objects[one(game, "Grizzly Bears")]
    bears.counters.pop("+1/+1")
    game.version += 1
    assert "artifact" not in layers.characteristics(game, bears).types
    assert query.power(game, bears) == 1


def test_reaver_titan_protection_from_mana_value_three_or_less() -> None:
    """CR 702.16b: Lightning Bolt (mana value 1) can't target Reaver Titan; a creature of
    mana value 5 (Serra Angel) isn't of the quality: its damage isn't prevented, a mana
    value 2 creature's is (CR 702.16e)."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Reaver Titan"),)),
                 PlayerSpec(hand=("Lightning Bolt",), battlefield=(
                     P("Mountain"), P("Serra Angel"), P("Grizzly Bears"))), active=1)
    titan = one(game, "Reaver Titan")
    bolt = one(game, "Lightning Bolt", "hand")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == bolt]
    assert casts and all(titan not in t for a in casts for t in a.targets)
    obj = game.objects[titan]
    assert not protection.prevents_damage(game, game.objects[one(game, "Serra Angel")], obj)
    assert protection.prevents_damage(game, game.objects[one(game, "Grizzly Bears")], obj)


def test_marneus_calgar_chapter_master_makes_two_tokens() -> None:
    """CR 207.2c: "Chapter Master" is a flavor word; {6}: two 2/2 white Astartes Warrior
    tokens with vigilance (CR 111.3); Master Tactician draws one card for them (one event)."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Marneus Calgar"), *(P("Plains"),) * 6)),
                 PlayerSpec())
    calgar = one(game, "Marneus Calgar")
    hand = len(game.players[0].hand)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == calgar))
    _resolve(game)
    tokens = [o for o in game.battlefield if game.objects[o].kind == "token"]
    assert len(tokens) == 2
    assert all(query.has_keyword(game, game.objects[t], "vigilance") for t in tokens)
    assert all("Astartes" in game.objects[t].info.subtypes for t in tokens)
    assert len(game.players[0].hand) == hand + 1
