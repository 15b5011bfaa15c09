"""The classes of Family Matters [BLC] (issue #14), each for every card with its shape:

* "<creatures> with base power 1" / "with base power and toughness 1/1" / "with base power or
  toughness 1 or less" (CR 208.4b: the power after characteristic-defining abilities and
  effects that set it, layers 7a-7b, ignoring the effects and counters that modify it);
* "Whenever an opponent (a player) casts a <quality> spell with mana value less than this
  creature's power" (CR 603.2, 202.3: the spell's quality and the creature's power as the
  spell becomes cast; "that player" is the caster);
* "Each of them is a 1/1 Spirit with flying in addition to its other types" (CR 611.2a: for
  good; 205.1b subtypes added, 613.4b base power and toughness set, 702.9 flying);
* "the exiled card's owner creates an X/X ... token, where X is the mana value of the exiled
  card" (CR 607.2a: the card the linked ability exiled; its rulings: the sum of their mana
  values, no token when nothing is exiled);
* "You may put a creature card from among them onto the battlefield tapped and attacking"
  (CR 508.4: its controller chooses what it attacks; it never "attacked"), and "Return that
  creature to its owner's hand at end of combat" (CR 603.7, 511.1);
* "target noncommander creature" (CR 903.3) and "You gain control of that creature for as
  long as it has a shield counter on it" (CR 611.2b, 613.1b; shield counters, CR 122.1c);
* "As long as you've cast a spell this turn, you may play cards from the top of your library"
  (CR 611.3a, 305.1, 601.3) and "Spells you cast from anywhere other than your hand cost {2}
  less to cast" (CR 601.2a, 601.2f), on a Class's levels (CR 716.2a);
* "Whenever you attack a player, ..." (once for each player attacked, CR 506.2, 508.1) and
  "target creature that's attacking that player" (the trigger's player, CR 603.2).
"""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, settle, table
from tests.rules.helpers import ids, one, pool

from grimoire.mechanics.commander import STATE as COMMANDERS
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import layers, query, zones
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

ZINNIA_BOOST = record("Zinnia, Test Bard", "{U}{R}{W}", "Legendary Creature — Bird Bard",
                      "Flying\nZinnia gets +X/+0, where X is the number of other creatures you "
                      "control with base power 1.", "1", "3")
AUGMENTER = record("Rapid Augmenter", "{1}{U}{R}", "Creature — Otter Artificer",
                   "Haste\nWhenever another creature you control with base power 1 enters, it "
                   "gains haste until end of turn.\nWhenever another creature you control "
                   "enters, if it wasn't cast, put a +1/+1 counter on this creature and this "
                   "creature can't be blocked this turn.", "1", "3")
DUSKANA = record("Duskana, the Rage Mother", "{3}{G}", "Legendary Creature — Bear Berserker",
                 "When Duskana enters, draw a card for each creature you control with base "
                 "power and toughness 2/2.\nWhenever a creature you control with base power and "
                 "toughness 2/2 attacks, it gets +3/+3 until end of turn.", "2", "2")
ANTHEM = record("Glorious Anthem", "{1}{W}{W}", "Enchantment",
                "Creatures you control get +1/+1.")
SHRINK = record("Test Shrink", "{U}", "Instant",
                "Target creature has base power and toughness 1/1 until end of turn.")
SOLDIER = record("Test Soldier", "{W}", "Creature — Human Soldier", "", "1", "1")
BEAR = record("Test Bear", "{1}{G}", "Creature — Bear", "", "2", "2")
POLLYWOG = record("Pollywog Prodigy", "{1}{U}", "Creature — Frog Wizard",
                  "Evolve (Whenever a creature you control enters, if that creature has greater "
                  "power or toughness than this creature, put a +1/+1 counter on this "
                  "creature.)\nWhenever an opponent casts a noncreature spell with mana value "
                  "less than this creature's power, draw a card.", "1", "3")
EIDOLON = record("Eidolon of the Great Revel", "{R}{R}", "Enchantment Creature — Spirit",
                 "Whenever a player casts a spell with mana value 3 or less, this creature "
                 "deals 2 damage to that player.", "2", "2")
OPT = record("Test Opt", "{U}", "Instant", "Scry 1.")
DIVINATION = record("Test Divination", "{2}{U}", "Sorcery", "Draw two cards.")
STORM = record("Storm of Souls", "{4}{W}{W}", "Sorcery",
               "Return all creature cards from your graveyard to the battlefield. Each of them "
               "is a 1/1 Spirit with flying in addition to its other types. Exile Storm of "
               "Souls.")
SKYCLAVE = record("Skyclave Apparition", "{1}{W}{W}", "Creature — Kor Spirit",
                  "When this creature enters, exile up to one target nonland, nontoken "
                  "permanent you don't control with mana value 4 or less.\nWhen this creature "
                  "leaves the battlefield, the exiled card's owner creates an X/X blue Illusion "
                  "creature token, where X is the mana value of the exiled card.", "2", "2")
MURDER = record("Test Murder", "{B}", "Instant", "Destroy target creature.")
ARTHUR = record("Arthur, Marigold Knight", "{2}{U}{R}{W}", "Legendary Creature — Mouse Knight",
                "Haste\nWhenever Arthur and at least one other creature attack, look at the top "
                "six cards of your library. You may put a creature card from among them onto "
                "the battlefield tapped and attacking. Put the rest on the bottom of your "
                "library in a random order. Return that creature to its owner's hand at end of "
                "combat.", "4", "5")
BROKER = record("Shield Broker", "{3}{U}{U}", "Creature — Octopus Advisor",
                "When this creature enters, put a shield counter on target noncommander "
                "creature you don't control. You gain control of that creature for as long as "
                "it has a shield counter on it. (If it would be dealt damage or destroyed, "
                "remove a shield counter from it instead.)", "3", "4")
TALENT = record("Fortune Teller's Talent", "{U}", "Enchantment — Class",
                "(Gain the next level as a sorcery to add its ability.)\nYou may look at the top "
                "card of your library any time.\n{3}{U}: Level 2\nAs long as you've cast a spell "
                "this turn, you may play cards from the top of your library.\n{2}{U}: Level 3\n"
                "Spells you cast from anywhere other than your hand cost {2} less to cast.")
SENSOR = record("Test Sensor", "{2}{R}", "Artifact",
                "Whenever you attack a player, put a charge counter on this artifact.")
MENTOR = record("Test Mentor", "{2}{R}", "Creature — Minotaur Soldier",
                "Whenever you attack a player, target creature that's attacking that player "
                "gains first strike until end of turn.", "3", "2")
RECORDS = (SENSOR, MENTOR, TALENT, BROKER, ARTHUR, SKYCLAVE, MURDER, STORM, ZINNIA_BOOST,
           AUGMENTER, DUSKANA, ANTHEM, SHRINK, SOLDIER, BEAR, POLLYWOG, EIDOLON, OPT, DIVINATION)
ISLANDS = tuple(PermanentSpec("Island") for _ in range(4))


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None) -> Game:
    return table(RECORDS, p0, p1 or PlayerSpec(), PlayerSpec(), PlayerSpec())


def _power(game: Game, name: str) -> int:
    return query.power(game, game.objects[ids(game, name)[0]])


def test_base_power_records_compile() -> None:
    """Every card of the class compiles with nothing the engine ignores."""
    compiled(ZINNIA_BOOST, AUGMENTER, DUSKANA, SHRINK)


def test_a_malformed_base_phrase_is_not_understood() -> None:
    """"base power and toughness 1" names one number for two stats: no filter is guessed."""
    bad = record("Test Bad", "{1}", "Creature — Bird", "This creature gets +X/+0, where X is "
                 "the number of creatures you control with base power and toughness 1.",
                 "1", "1")
    assert not card_is_compiled([compile_source(bad)])


def test_zinnia_counts_base_power_not_counters_or_anthems() -> None:
    """CR 208.4b: a 1/1 with a +1/+1 counter under an anthem still has base power 1 (counters
    and "+1/+1" modify, they don't set); a 2/2 doesn't; Zinnia herself is not "other"."""
    game = _game(PlayerSpec(battlefield=(
        PermanentSpec("Zinnia, Test Bard"), PermanentSpec("Test Soldier", counters=(("+1/+1", 1),)),
        PermanentSpec("Test Soldier"), PermanentSpec("Test Bear"),
        PermanentSpec("Glorious Anthem"))),
        PlayerSpec(battlefield=(PermanentSpec("Test Soldier"),)))  # not "you control"
    assert _power(game, "Zinnia, Test Bard") == 1 + 1 + 2  # printed 1, anthem, two Soldiers
    soldiers = ids(game, "Test Soldier")
    # (the anthem: Alice's creatures only)
    assert [query.power(game, game.objects[o]) for o in soldiers] == [3, 2, 1]


def test_a_setting_effect_changes_the_base_power() -> None:
    """CR 208.4b, 613.4b: "has base power and toughness 1/1" sets it in layer 7b: the Bear
    counts for Zinnia while it lasts."""
    game = _game(PlayerSpec(hand=("Test Shrink",), battlefield=(
        PermanentSpec("Zinnia, Test Bard"), PermanentSpec("Test Bear"), *ISLANDS)))
    assert _power(game, "Zinnia, Test Bard") == 1
    game.apply(CastSpell(one(game, "Test Shrink", "hand"),
                         targets=((ids(game, "Test Bear")[0],),)))
    settle(game)
    assert _power(game, "Test Bear") == 1
    assert _power(game, "Zinnia, Test Bard") == 2


def test_rapid_augmenter_hastes_only_base_power_one() -> None:
    """A creature with base power 1 entering gains haste (CR 702.10); a 2/2 doesn't."""
    game = _game(PlayerSpec(hand=("Test Soldier", "Test Bear"), battlefield=(
        PermanentSpec("Rapid Augmenter"), *ISLANDS, PermanentSpec("Forest"),
        PermanentSpec("Plains"))))
    game.apply(CastSpell(one(game, "Test Soldier", "hand")))
    settle(game)
    game.apply(CastSpell(one(game, "Test Bear", "hand")))
    settle(game)
    soldier, bear = ids(game, "Test Soldier")[0], ids(game, "Test Bear")[0]
    assert "haste" in layers.keywords(game, game.objects[soldier])
    assert "haste" not in layers.keywords(game, game.objects[bear])


def test_duskana_draws_for_base_two_two() -> None:
    """"each creature you control with base power and toughness 2/2": both stats; a 2/2 with
    a counter still counts (CR 208.4b), a 1/1 doesn't; Duskana (2/2) counts herself."""
    game = _game(PlayerSpec(hand=("Duskana, the Rage Mother",), battlefield=(
        PermanentSpec("Test Bear", counters=(("+1/+1", 2),)), PermanentSpec("Test Soldier"),
        *ISLANDS, PermanentSpec("Forest"))))
    hand = len(game.players[0].hand)
    game.apply(CastSpell(one(game, "Duskana, the Rage Mother", "hand")))
    settle(game)
    assert len(game.players[0].hand) == hand - 1 + 2


def _cast_by_bob(game: Game, name: str) -> None:
    """Bob (seat 1, the active player) casts ``name`` and the stack resolves."""
    game.apply(CastSpell(one(game, name, "hand")))
    settle(game)


def test_pollywog_draws_for_an_opponents_cheaper_noncreature_spell() -> None:
    """CR 603.2: an opponent's noncreature spell with mana value less than Pollywog's power
    (1 + two +1/+1 counters = 3) draws a card: Opt (1) does, Divination (3, not less)
    doesn't, a creature spell doesn't."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        PermanentSpec("Pollywog Prodigy", counters=(("+1/+1", 2),)),)),
        PlayerSpec(hand=("Test Opt", "Test Divination", "Test Soldier"),
                   battlefield=(*ISLANDS, PermanentSpec("Plains"))),
        PlayerSpec(), PlayerSpec(), active=1)
    hand = len(game.players[0].hand)
    _cast_by_bob(game, "Test Opt")
    assert len(game.players[0].hand) == hand + 1
    _cast_by_bob(game, "Test Soldier")
    assert len(game.players[0].hand) == hand + 1
    _cast_by_bob(game, "Test Divination")
    assert len(game.players[0].hand) == hand + 1


def test_pollywog_ignores_its_controllers_spells_and_a_smaller_power() -> None:
    """"an opponent": Alice's own spell doesn't trigger it; with power 1 (no counters) even
    Bob's Opt (mana value 1, not less than 1) doesn't."""
    game = table(RECORDS, PlayerSpec(hand=("Test Opt",), battlefield=(
        PermanentSpec("Pollywog Prodigy", counters=(("+1/+1", 2),)), *ISLANDS)),
        PlayerSpec(battlefield=(PermanentSpec("Pollywog Prodigy"),)), PlayerSpec(),
        PlayerSpec())
    hands = [len(p.hand) for p in game.players]
    game.apply(CastSpell(one(game, "Test Opt", "hand")))
    settle(game)
    assert [len(p.hand) for p in game.players] == [hands[0] - 1, hands[1], *hands[2:]]


def test_eidolon_hits_whoever_casts_a_cheap_spell() -> None:
    """"Whenever a player casts a spell with mana value 3 or less, ... deals 2 damage to that
    player": the caster, its controller included (CR 603.2)."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Eidolon of the Great Revel"),)),
                 PlayerSpec(hand=("Test Opt",), battlefield=ISLANDS), PlayerSpec(),
                 PlayerSpec(), active=1)
    _cast_by_bob(game, "Test Opt")
    assert [p.life for p in game.players] == [20, 18, 20, 20]


def test_storm_of_souls_returns_one_one_flying_spirits() -> None:
    """The returned creatures are 1/1 Spirits with flying in addition to their types (layer 7b
    sets the base; Glorious Anthem still adds +1/+1 in 7c); the Opt card stays; the sorcery is
    exiled, not put into the graveyard."""
    game = table(RECORDS, PlayerSpec(hand=("Storm of Souls",), graveyard=(
        "Test Bear", "Duskana, the Rage Mother", "Test Opt"), battlefield=(
        *ISLANDS, PermanentSpec("Plains"), PermanentSpec("Plains"),
        PermanentSpec("Glorious Anthem"))), PlayerSpec(), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Storm of Souls", "hand")))
    settle(game)
    back = [ids(game, "Test Bear")[0], ids(game, "Duskana, the Rage Mother")[0]]
    for oid in back:
        obj = game.objects[oid]
        chars = layers.characteristics(game, obj)
        assert obj.zone == "battlefield" and "Spirit" in chars.subtypes
        assert "Bear" in chars.subtypes  # in addition to its other types
        assert "flying" in layers.keywords(game, obj)
        assert (query.power(game, obj), query.toughness(game, obj)) == (2, 2)
    assert ids(game, "Test Opt", "graveyard") and ids(game, "Storm of Souls", "exile")


def _skyclave_game() -> Game:
    return table(RECORDS, PlayerSpec(hand=("Skyclave Apparition", "Test Murder"), battlefield=(
        PermanentSpec("Plains"), PermanentSpec("Plains"), PermanentSpec("Plains"),
        PermanentSpec("Swamp"))), PlayerSpec(battlefield=(PermanentSpec("Test Bear"),)),
        PlayerSpec(), PlayerSpec())


def test_skyclave_apparition_gives_the_owner_an_illusion() -> None:
    """The Bear (mana value 2) is exiled; when the Apparition dies, Bob (its owner) creates a
    2/2 blue Illusion; the Bear stays exiled (CR 607.2a)."""
    game = _skyclave_game()
    bear = one(game, "Test Bear")
    game.apply(CastSpell(one(game, "Skyclave Apparition", "hand")))
    settle(game, answers={"trigger_targets": ((bear,),)})
    assert ids(game, "Test Bear", "exile")
    game.apply(CastSpell(one(game, "Test Murder", "hand"),
                         targets=((one(game, "Skyclave Apparition"),),)))
    settle(game)
    illusions = ids(game, "Illusion")
    assert len(illusions) == 1
    token = game.objects[illusions[0]]
    assert token.controller == 1 and token.kind == "token"
    assert (query.power(game, token), query.toughness(game, token)) == (2, 2)
    assert set(layers.characteristics(game, token).colors) == {"U"}
    assert ids(game, "Test Bear", "exile")


def test_skyclave_apparition_with_nothing_exiled_makes_no_token() -> None:
    """"up to one": no target chosen, nothing exiled: no player creates a token (rulings)."""
    game = _skyclave_game()
    game.apply(CastSpell(one(game, "Skyclave Apparition", "hand")))
    settle(game, answers={"trigger_targets": ((),)})
    game.apply(CastSpell(one(game, "Test Murder", "hand"),
                         targets=((one(game, "Skyclave Apparition"),),)))
    settle(game)
    assert not ids(game, "Illusion") and ids(game, "Test Bear")


def _arthur_attacks(put: bool) -> tuple[Game, int]:
    """Alice attacks Bob with Arthur and a Soldier; her library's top six hold one creature
    card (a Bear, third); she puts it (or declines the "may") and has it attack Carol."""
    library = ("Island", "Plains", "Test Bear", "Island", "Plains", "Island", "Forest")
    game = table(RECORDS, PlayerSpec(library=library, battlefield=(
        PermanentSpec("Arthur, Marigold Knight"), PermanentSpec("Test Soldier"))),
        PlayerSpec(), PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    bear = one(game, "Test Bear", "library")
    pass_to(game, "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Arthur, Marigold Knight"), Seat(1)),
                                 (one(game, "Test Soldier"), Seat(1)))))
    for _ in range(40):
        d = game.pending
        assert d is not None
        if d.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
        elif d.kind == "choose_defender":
            game.apply(Choose(-3))  # Carol (seat 2)
        elif d.kind == "yes_no":
            game.apply(Choose(put))
        elif (bear,) in d.options:
            game.apply(Choose((bear,) if put else ()))
        else:
            game.apply(game.legal_actions()[0])
    return game, bear


def test_arthur_puts_a_creature_onto_the_battlefield_attacking() -> None:
    """The Bear enters tapped and attacking Carol (CR 508.4, chosen by Alice); at end of
    combat it returns to its owner's hand (the delayed trigger, CR 603.7)."""
    game, _ = _arthur_attacks(True)
    bears = ids(game, "Test Bear")
    assert len(bears) == 1
    assert game.combat.attackers[bears[0]] == Seat(2) and game.objects[bears[0]].tapped
    advance(game, lambda g: g.step == "main2")
    assert ids(game, "Test Bear", "hand") and not ids(game, "Test Bear")


def test_arthur_declined_leaves_the_creature_in_the_library() -> None:
    """The "may" declined: nothing enters; all six go to the bottom (CR 401.1)."""
    game, _ = _arthur_attacks(False)
    assert not ids(game, "Test Bear") and ids(game, "Test Bear", "library")
    assert game.objects[game.players[0].library[-1]].name == "Forest"  # (the top: the end)


def test_shield_broker_steals_while_the_shield_lasts() -> None:
    """Alice takes Bob's Bear with a shield counter; Murder on it removes the counter instead
    of destroying it (CR 122.1c), and with no shield counter left the control effect ends
    (CR 611.2b): the Bear goes back to Bob, alive."""
    game = table(RECORDS, PlayerSpec(hand=("Shield Broker", "Test Murder"), battlefield=(
        *ISLANDS, PermanentSpec("Swamp"), PermanentSpec("Swamp"))),
        PlayerSpec(battlefield=(PermanentSpec("Test Bear"),)), PlayerSpec(), PlayerSpec())
    bear = one(game, "Test Bear")
    game.apply(CastSpell(one(game, "Shield Broker", "hand")))
    settle(game, answers={"trigger_targets": ((bear,),)})
    assert game.objects[bear].controller == 0 and game.objects[bear].counters.get("shield")
    game.apply(CastSpell(one(game, "Test Murder", "hand"), targets=((bear,),)))
    settle(game)
    assert game.objects[bear].zone == "battlefield" and not game.objects[bear].counters.get(
        "shield")
    assert game.objects[bear].controller == 1


def test_shield_broker_cannot_target_a_commander() -> None:
    """"noncommander creature" (CR 903.3): a commander on the battlefield doesn't match; the
    same creature card that isn't a commander does."""
    trigger = compile_source(BROKER).abilities[0]
    assert isinstance(trigger, ir.TriggeredAbility)
    flt = trigger.targets[0].filter
    main = ["Test Bear"] * 40 + ["Island"] * 59
    game = Game.new([main, main], pool(*(compile_source(r) for r in RECORDS)), seed=1,
                    first_player=0, format="commander", commanders=[["Zinnia, Test Bard"],
                                                                     ["Zinnia, Test Bard"]])
    state = COMMANDERS.get(game)
    assert state is not None
    commander = zones.move(game, state.ids[1], "battlefield")
    bear = zones.new_object(game, game.objects[state.ids[0]].info, 1, "battlefield").id
    assert not query.matches(game, game.objects[commander], flt, 0)
    assert query.matches(game, game.objects[bear], flt, 0)


def _talent_at_three(islands: int) -> tuple[Game, int]:
    """Alice's Talent, levelled to 3 ({3}{U} then {2}{U}); Test Divination on top of her
    library, then a Forest and an Island."""
    library = ("Test Divination", "Forest", "Island")
    game = table(RECORDS, PlayerSpec(hand=("Test Opt",), library=library,
                                     battlefield=(PermanentSpec("Fortune Teller's Talent"),
                                                  *(PermanentSpec("Island")
                                                    for _ in range(islands)))),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    talent = one(game, "Fortune Teller's Talent")
    for _ in range(2):  # the one level-up it has now (CR 716.2a; mechanics.classes)
        abilities = layers.characteristics(game, game.objects[talent]).abilities
        index = next(i for i, a in enumerate(abilities) if isinstance(a, ir.ActivatedAbility)
                     and isinstance(a.effect, ir.ClassLevelUp))
        game.apply(ActivateAbility(talent, index))
        settle(game)
    return game, one(game, "Test Divination", "library")


def _top_casts(game: Game, card: int) -> list[object]:
    return [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_fortune_tellers_talent_plays_from_the_top_after_a_spell_for_less() -> None:
    """Level 3: no spell cast yet this turn, the top card can't be cast (CR 611.3a); after
    Opt, Test Divination ({2}{U}) is cast from the top of the library for {U} (CR 601.2f:
    {2} less, from anywhere other than the hand)."""
    game, divination = _talent_at_three(7 + 1 + 1)  # (library: Divination, Forest, Island)
    assert not _top_casts(game, divination)
    game.apply(CastSpell(one(game, "Test Opt", "hand")))
    settle(game)
    divination = next(o for o in game.players[0].library
                      if game.objects[o].name == "Test Divination")
    assert game.players[0].library[-1] == divination  # (Opt's scry kept it on top)
    assert _top_casts(game, divination)
    untapped = [o for o in game.battlefield if game.objects[o].name == "Island"
                and not game.objects[o].tapped]
    assert len(untapped) == 1  # {U} is all there is
    hand = len(game.players[0].hand)
    game.apply(_top_casts(game, divination)[0])  # type: ignore[arg-type]
    settle(game)
    assert len(game.players[0].hand) == hand + 2


def test_fortune_tellers_talent_level_one_plays_nothing_from_the_top() -> None:
    """CR 716.2a: at level 1 the Talent has only its first ability: after a spell, still no
    cast from the top of the library."""
    game = table(RECORDS, PlayerSpec(hand=("Test Opt",), library=("Test Divination",),
                                     battlefield=(PermanentSpec("Fortune Teller's Talent"),
                                                  *ISLANDS)),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Test Opt", "hand")))
    settle(game)
    assert not _top_casts(game, one(game, "Test Divination", "library"))


def _attack(game: Game, attacks: tuple[tuple[str, int], ...],
            answers: dict[str, object] | None = None) -> None:
    pass_to(game, "declare_attackers")
    game.apply(DeclareAttackers(tuple((ids(game, name)[i], Seat(seat))
                                      for i, (name, seat) in enumerate(attacks))))
    settle(game, answers=answers)


def test_attack_a_player_triggers_once_per_player_attacked() -> None:
    """Two Soldiers attacking Bob and one attacking Carol: two triggers, two charge counters
    (CR 506.2: two players attacked); no attack: none."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        PermanentSpec("Test Sensor"), *(PermanentSpec("Test Soldier") for _ in range(3)))),
        PlayerSpec(), PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    _attack(game, (("Test Soldier", 1), ("Test Soldier", 1), ("Test Soldier", 2)))
    assert game.objects[one(game, "Test Sensor")].counters.get("charge") == 2


def test_a_creature_attacking_that_player_is_the_only_target() -> None:
    """"target creature that's attacking that player": for the trigger of Bob, only the
    Soldier attacking Bob can be chosen (for Carol's, only the Mentor): each gains first
    strike (CR 702.7)."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        PermanentSpec("Test Mentor"), PermanentSpec("Test Soldier"))),
        PlayerSpec(), PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    pass_to(game, "declare_attackers")
    soldier, mentor = one(game, "Test Soldier"), one(game, "Test Mentor")
    game.apply(DeclareAttackers(((soldier, Seat(1)), (mentor, Seat(2)))))
    met = settle(game)
    # each trigger had one legal target (the creature attacking its player): no choice asked
    assert "trigger_targets" not in met
    for oid in (soldier, mentor):
        assert "first strike" in layers.keywords(game, game.objects[oid])
