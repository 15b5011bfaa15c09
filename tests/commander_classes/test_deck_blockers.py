"""Classes that blocked the real Commander decks (issue 14), each from its rules text:

* X/X tokens (CR 111.4: the effect that creates a token sets its characteristics; CR 608.2h:
  X read once): Sylvan Offering, Phyrexian Rebirth; a creature token whose P/T come from
  the ability "It has ..." gives it (CR 604.3): Daxos's Spirit.
* Counters a player has (CR 122.1): "for each experience counter you have" (Kalemne,
  Mizzix's cost reduction and cast trigger).
* "Goad each creature that had counters put on it this way" after "each player may"
  (CR 101.4, 608.2c, 701.38): Agitator Ant.
* "whose controller was dealt combat damage by ~ this turn" (CR 510.2): Steel Hellkite.
* "target opponent may have you draw three cards. If the player doesn't, ..." (CR 608.2d):
  Combustible Gearhulk.
* Devotion (CR 700.5): Gray Merchant. "that entered this turn": Oran-Rief. "gain trample and
  get +X/+X" (CR 611.2c): Overwhelming Stampede. "all creature cards from target player's
  graveyard" (CR 404.1): Necromancer's Covenant.
"""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.rules import damage, query, zones
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

OFFERING = record("Sylvan Offering", "{X}{G}", "Sorcery",
                  "Choose an opponent. You and that player each create an X/X green Treefolk "
                  "creature token.\nChoose an opponent. You and that player each create X 1/1 "
                  "green Elf Warrior creature tokens.")
REBIRTH = record("Phyrexian Rebirth", "{4}{W}{W}", "Sorcery",
                 "Destroy all creatures, then create an X/X colorless Phyrexian Horror artifact "
                 "creature token, where X is the number of creatures destroyed this way.")
KALEMNE = record("Kalemne, Disciple of Iroas", "{2}{R}{W}", "Legendary Creature — Giant Soldier",
                 "Double strike, vigilance\nWhenever you cast a creature spell with mana value "
                 "5 or greater, you get an experience counter. (You get an experience counter.)"
                 "\nKalemne gets +1/+1 for each experience counter you have.", "3", "3")
MIZZIX = record("Mizzix of the Izmagnus", "{2}{U}{R}", "Legendary Creature — Goblin Wizard",
                "Whenever you cast an instant or sorcery spell with mana value greater than the "
                "number of experience counters you have, you get an experience counter.\n"
                "Instant and sorcery spells you cast cost {1} less to cast for each experience "
                "counter you have.", "2", "2")
MYR = record("Darksteel Myr", "{3}", "Artifact Creature — Myr", "Indestructible", "0", "1")
P = PermanentSpec


def _answer_every_question(game: Game, answer: bool) -> int:
    """Play on, answering each yes/no question with ``answer`` and passing priority, until
    the stack is empty after at least one question; return how many were asked."""
    asked = 0
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if pending.kind == "yes_no":
            asked += 1
            game.apply(Choose(answer))
        elif pending.kind == "priority":
            if not game.stack and asked:
                break
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    return asked


def test_the_records_compile() -> None:
    """Each card of these classes compiles with nothing the engine ignores."""
    compiled(OFFERING, REBIRTH, KALEMNE, MIZZIX, MYR)


def _resolve(game: Game) -> None:
    """Pass priority, choosing the last-listed opponent when asked, until the stack is empty."""
    while game.stack:
        assert game.pending is not None
        if game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[-1])


def test_sylvan_offering_makes_x_by_x_treefolk_for_both() -> None:
    """CR 111.4, 107.3: cast with X=3, Alice and the chosen opponent each get a 3/3
    Treefolk and three 1/1 Elf Warriors; the opponent not chosen gets nothing."""
    game = table((OFFERING,), PlayerSpec(hand=("Sylvan Offering",), battlefield=(P("Forest"),) * 4),
                 PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Sylvan Offering", "hand"), x=3))
    _resolve(game)
    treefolk = ids(game, "Treefolk")
    assert len(treefolk) == 2
    assert sorted(game.objects[t].controller for t in treefolk)[0] == 0
    for t in treefolk:
        obj = game.objects[t]
        assert (query.power(game, obj), query.toughness(game, obj)) == (3, 3)
    owners = {game.objects[t].controller for t in treefolk}
    elves = ids(game, "Elf Warrior")
    assert len(elves) == 6 and {game.objects[e].controller for e in elves} == owners
    assert len(owners) == 2


def test_sylvan_offering_with_x_zero_makes_tokens_that_die() -> None:
    """CR 704.5f: X=0 makes 0/0 Treefolk, put into the graveyard by state-based actions
    (a token then ceases to exist, CR 704.5d); no Elf Warrior is made."""
    game = table((OFFERING,), PlayerSpec(hand=("Sylvan Offering",), battlefield=(P("Forest"),)),
                 PlayerSpec())
    game.apply(CastSpell(one(game, "Sylvan Offering", "hand"), x=0))
    _resolve(game)
    assert ids(game, "Treefolk") == [] and ids(game, "Elf Warrior") == []


def test_phyrexian_rebirth_counts_the_creatures_destroyed() -> None:
    """CR 608.2c, 111.4: three creatures destroyed (one indestructible survives and isn't
    counted), so the Horror is 3/3, and it isn't destroyed itself (made after)."""
    board = (P("Plains"),) * 6
    game = table((REBIRTH, MYR),
                 PlayerSpec(hand=("Phyrexian Rebirth",), battlefield=(*board, P("Grizzly Bears"))),
                 PlayerSpec(battlefield=(P("Hill Giant"), P("Serra Angel"), P("Darksteel Myr"))))
    game.apply(CastSpell(one(game, "Phyrexian Rebirth", "hand")))
    _resolve(game)
    horror = game.objects[one(game, "Phyrexian Horror")]
    assert (query.power(game, horror), query.toughness(game, horror)) == (3, 3)
    assert "artifact" in horror.info.types and horror.controller == 0
    assert ids(game, "Darksteel Myr") and not ids(game, "Grizzly Bears")


def test_kalemne_grows_with_its_controllers_experience_counters() -> None:
    """CR 122.1, 613.4c: +1/+1 for each experience counter its controller has, read
    continuously; another player's experience counters don't count."""
    game = table((KALEMNE,), PlayerSpec(battlefield=(P("Kalemne, Disciple of Iroas"),)),
                 PlayerSpec())
    kalemne = game.objects[one(game, "Kalemne, Disciple of Iroas")]
    assert query.power(game, kalemne) == 3
    game.players[1].counters["experience"] = 5
    game.version += 1  # (set directly: tell the layers' cache the game moved on)
    assert query.power(game, kalemne) == 3
    game.players[0].counters["experience"] = 2
    game.version += 1  # (set directly: tell the layers' cache the game moved on)
    assert (query.power(game, kalemne), query.toughness(game, kalemne)) == (5, 5)


def test_mizzix_reduces_by_experience_and_gains_one() -> None:
    """CR 601.2f, 122.1: with two experience counters Divination ({2}{U}) costs {U}, so one
    Island casts it; its mana value 3 is greater than 2, so Alice gets a third counter."""
    game = table((MIZZIX,), PlayerSpec(hand=("Divination",),
                                       battlefield=(P("Mizzix of the Izmagnus"), P("Island"))),
                 PlayerSpec())
    game.players[0].counters["experience"] = 2
    choices = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert choices, "Divination is castable for {U} with two experience counters"
    game.apply(choices[0])
    _resolve(game)
    assert game.players[0].counters["experience"] == 3
    assert len(game.players[0].hand) == 2


def test_mizzix_without_counters_cant_cast_divination_off_one_island() -> None:
    """CR 601.2f: no experience counter, no reduction: one Island doesn't cast Divination."""
    game = table((MIZZIX,), PlayerSpec(hand=("Divination",),
                                       battlefield=(P("Mizzix of the Izmagnus"), P("Island"))),
                 PlayerSpec())
    assert not [a for a in game.legal_actions() if isinstance(a, CastSpell)]


DAXOS = record("Daxos the Returned", "{1}{W}{B}", "Legendary Creature — Zombie Soldier",
               "Whenever you cast an enchantment spell, you get an experience counter.\n"
               "{1}{W}{B}: Create a white and black Spirit enchantment creature token. It has "
               "\"This creature's power and toughness are each equal to the number of "
               "experience counters you have.\"", "2", "2")
ZONE = record("Awakening Zone", "{2}{G}", "Enchantment",
              "At the beginning of your upkeep, you may create a 0/1 colorless Eldrazi Spawn "
              "creature token. It has \"Sacrifice this token: Add {C}.\"")


def test_token_records_compile() -> None:
    """A token whose P/T come from the ability the next sentence gives it compiles; so does
    "It has ..." after "you may create"."""
    compiled(DAXOS, ZONE, ANT, HELLKITE, GEARHULK, MERCHANT, HYBRID, NIGHT, ORAN, STAMPEDE,
             COVENANT, HYDRA, VICTIMIZE, SEVINNE, DRAGONS, HUNT, DEMANDING, CREEPERHULK,
             DECIMATE, ROCK, AURA_LESS, PALACE, HOWL, INVESTIGATOR, REVERENCE,
             OPPORTUNIST, PLAGUE, FALCONER, VERDICT, OAK, FETTERS, ELF, BLADE, FUMIKO,
             VALKYRIE, SPEAKER, OOZE, GISELA, DUO, LIFEBLOOD, SPINNER, CANCEL, KONRAD)


def test_daxos_spirit_is_as_big_as_your_experience() -> None:
    """CR 604.3, 111.4: the Spirit's power and toughness are each the number of experience
    counters its controller has, read continuously (CR 611.3a): 2/2, then 3/3."""
    game = table((DAXOS,), PlayerSpec(battlefield=(P("Daxos the Returned"), P("Plains"),
                                                   P("Swamp"), P("Plains"))), PlayerSpec())
    game.players[0].counters["experience"] = 2
    game.apply(ActivateAbility(one(game, "Daxos the Returned"), 1))
    _resolve(game)
    spirit = game.objects[one(game, "Spirit")]
    assert {"enchantment", "creature"} <= spirit.info.types
    assert (query.power(game, spirit), query.toughness(game, spirit)) == (2, 2)
    game.players[0].counters["experience"] = 3
    game.version += 1
    assert (query.power(game, spirit), query.toughness(game, spirit)) == (3, 3)


def test_daxos_spirit_without_experience_dies() -> None:
    """CR 704.5f: with no experience counters the Spirit is 0/0 and dies at once."""
    game = table((DAXOS,), PlayerSpec(battlefield=(P("Daxos the Returned"), P("Plains"),
                                                   P("Swamp"), P("Plains"))), PlayerSpec())
    game.apply(ActivateAbility(one(game, "Daxos the Returned"), 1))
    _resolve(game)
    assert ids(game, "Spirit") == []


def test_a_creature_token_without_size_is_a_gap() -> None:
    """CR 111.4: a creature token the text gives no power and toughness (and no ability
    defining them) is reported, never played as a 0/0."""
    from grimoire.oracle.compiler import compile_source
    from grimoire.oracle.support import engine_gaps

    card = compile_source(record("Odd Maker", "{1}", "Artifact",
                                 "{T}: Create a green Treefolk creature token."))
    assert any("without power and toughness" in gap for gap in engine_gaps(card))


ANT = record("Agitator Ant", "{2}{R}", "Creature — Insect",
             "At the beginning of your end step, each player may put two +1/+1 counters on a "
             "creature they control. Goad each creature that had counters put on it this way. "
             "(Until your next turn, those creatures attack each combat if able and attack a "
             "player other than you if able.)", "1", "1")


def test_agitator_ant_goads_each_creature_that_got_counters() -> None:
    """CR 101.4 (APNAP), 608.2d, 701.38a: at Alice's end step each player in turn order may
    put two +1/+1 counters on a creature they control; Bob declines ("may"), Carol puts them
    on her Angel, Alice on her Bears. Exactly the Angel and the Bears are goaded by Alice;
    Bob's Giant gets nothing and isn't goaded."""
    game = table((ANT,), PlayerSpec(battlefield=(P("Agitator Ant"), P("Grizzly Bears"))),
                 PlayerSpec(battlefield=(P("Hill Giant"),)),
                 PlayerSpec(battlefield=(P("Serra Angel"),)), step="main2")
    bears, giant, angel = (one(game, n) for n in ("Grizzly Bears", "Hill Giant", "Serra Angel"))
    asked: list[int] = []
    for _ in range(60):
        pending = game.pending
        assert pending is not None
        if pending.kind == "yes_no":
            asked.append(pending.player)
            game.apply(Choose(pending.player != 1))  # Bob declines
        elif pending.kind == "priority":
            if not game.stack and asked:
                break
            game.apply(PassPriority())
        else:  # Alice picks her Bears over the Ant
            legal = game.legal_actions()
            pick = [a for a in legal if isinstance(a, Choose) and bears in (a.value or ())]
            game.apply(pick[0] if pick else legal[0])
    assert asked == [0, 1, 2]
    assert game.objects[bears].counter("+1/+1") == 2 and game.objects[angel].counter("+1/+1") == 2
    assert game.objects[giant].counter("+1/+1") == 0
    assert "goaded:0" in game.objects[angel].flags and "goaded:0" in game.objects[bears].flags
    assert not any(f.startswith("goaded") for f in game.objects[giant].flags)
    assert not any(f.startswith("goaded") for f in game.objects[one(game, "Agitator Ant")].flags)


def test_agitator_ant_with_everyone_declining_goads_nothing() -> None:
    """CR 608.2c: no counters were put, so no creature is goaded."""
    game = table((ANT,), PlayerSpec(battlefield=(P("Agitator Ant"),)),
                 PlayerSpec(battlefield=(P("Hill Giant"),)), step="main2")
    asked = _answer_every_question(game, False)
    assert asked == 2
    assert not any(f.startswith("goaded") for o in game.objects.values() for f in o.flags)


HELLKITE = record("Steel Hellkite", "{6}", "Artifact Creature — Dragon",
                  "Flying\n{2}: This creature gets +1/+0 until end of turn.\n{X}: Destroy each "
                  "nonland permanent with mana value X whose controller was dealt combat damage "
                  "by this creature this turn. Activate only once each turn.", "5", "5")


def test_steel_hellkite_destroys_only_what_the_damaged_player_controls() -> None:
    """CR 510.2, 202.3: the Hellkite dealt combat damage to Bob only; X=2 destroys Bob's
    mana value 2 Bears, not his mana value 4 Giant, not Carol's Bears (Carol wasn't dealt
    combat damage by it), not Alice's own Bears; then it can't be activated again this turn
    (CR 602.5b)."""
    game = table((HELLKITE,),
                 PlayerSpec(battlefield=(P("Steel Hellkite"), P("Grizzly Bears"),
                                         *(P("Mountain"),) * 4)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"), P("Hill Giant"))),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)), step="main1")
    hellkite = one(game, "Steel Hellkite")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((hellkite, Seat(1)),)))
    advance(game, lambda g: g.step == "main2" and g.pending is not None
            and g.pending.kind == "priority" and g.pending.player == 0)
    assert game.players[1].life == 15
    game.apply(ActivateAbility(hellkite, 2, x=2))
    _resolve(game)
    bears = {game.objects[b].controller for b in ids(game, "Grizzly Bears")}
    assert bears == {0, 2}
    assert ids(game, "Hill Giant")
    assert not [a for a in game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == hellkite and a.index == 2]


def test_steel_hellkite_without_combat_damage_destroys_nothing() -> None:
    """CR 510.2: no combat damage dealt by it this turn: nothing is destroyed."""
    game = table((HELLKITE,),
                 PlayerSpec(battlefield=(P("Steel Hellkite"), *(P("Mountain"),) * 4)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)))
    game.apply(ActivateAbility(one(game, "Steel Hellkite"), 2, x=2))
    _resolve(game)
    assert ids(game, "Grizzly Bears")


GEARHULK = record("Combustible Gearhulk", "{4}{R}{R}", "Artifact Creature — Construct",
                  "First strike\nWhen this creature enters, target opponent may have you draw "
                  "three cards. If the player doesn't, you mill three cards, then this creature "
                  "deals damage to that player equal to the total mana value of those cards.",
                  "6", "6")


def _gearhulk(bob_lets_draw: bool) -> Game:
    """Alice casts the Gearhulk, targets Bob (not Carol), and Bob answers."""
    game = table((GEARHULK,),
                 PlayerSpec(hand=("Combustible Gearhulk",), battlefield=(P("Mountain"),) * 6,
                            library=("Hill Giant", "Grizzly Bears", "Forest", "Serra Angel")),
                 PlayerSpec(life=40), PlayerSpec(life=40))
    game.apply(CastSpell(one(game, "Combustible Gearhulk", "hand")))
    asked = []
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority":
            if asked and not game.stack:
                break
            game.apply(PassPriority())
        elif pending.kind == "yes_no":
            asked.append(pending.player)
            game.apply(Choose(bob_lets_draw))
        else:  # the trigger's target: Bob
            game.apply(Choose(((Seat(1),),)))
    assert asked == [1], "the target opponent decides (CR 608.2d)"
    return game


def test_combustible_gearhulk_opponent_lets_you_draw() -> None:
    """CR 608.2d: Bob chooses to have Alice draw three: she draws them and mills nothing;
    Bob takes no damage."""
    game = _gearhulk(True)
    assert len(game.players[0].hand) == 3 and not game.players[0].graveyard
    assert game.players[1].life == 40


def test_combustible_gearhulk_opponent_declines_takes_the_milled_mana_value() -> None:
    """CR 701.13a, 608.2c: Bob declines; Alice mills Hill Giant (4), Grizzly Bears (2) and a
    Forest (0), and the Gearhulk deals 6 damage to Bob; Carol is untouched."""
    game = _gearhulk(False)
    assert len(game.players[0].graveyard) == 3 and not game.players[0].hand
    assert (game.players[1].life, game.players[2].life) == (34, 40)


MERCHANT = record("Gray Merchant of Asphodel", "{3}{B}{B}", "Creature — Zombie",
                  "When this creature enters, each opponent loses X life, where X is your "
                  "devotion to black. You gain life equal to the life lost this way.", "2", "4")
HYBRID = record("Hybrid Elf", "{B/G}{B/G}", "Creature — Elf", "", "2", "2")
NIGHT = record("Night Thing", "{B}{B}{B}", "Creature — Horror", "", "3", "3")


def test_gray_merchant_drains_each_opponent_by_devotion() -> None:
    """CR 700.5: Alice's devotion to black is 2 (the Merchant) + 2 (two hybrid {B/G}, each
    counted once) = 4; Bears add nothing; Bob's {B}{B}{B} Horror is his, not hers. Each
    opponent loses 4 and Alice gains the 8 lost (CR 119.3)."""
    game = table((MERCHANT, HYBRID, NIGHT),
                 PlayerSpec(hand=("Gray Merchant of Asphodel",),
                            battlefield=(*(P("Swamp"),) * 5, P("Hybrid Elf"), P("Grizzly Bears"))),
                 PlayerSpec(life=40, battlefield=(P("Night Thing"),)), PlayerSpec(life=40))
    game.apply(CastSpell(one(game, "Gray Merchant of Asphodel", "hand")))
    _resolve(game)
    assert [p.life for p in game.players] == [28, 36, 36]


ORAN = record("Oran-Rief, the Vastwood", "", "Land",
              "This land enters tapped.\n{T}: Add {G}.\n{T}: Put a +1/+1 counter on each green "
              "creature that entered this turn.")


def test_oran_rief_counts_only_creatures_that_entered_this_turn() -> None:
    """CR 603.6a, 400.7: the Bears cast this turn get a counter; the Bears that were there
    since before the turn and the red Goblin cast this turn (not green) don't; the land
    itself isn't a creature."""
    lands = (P("Forest"), P("Forest"), P("Mountain"))
    game = table((ORAN,), PlayerSpec(hand=("Grizzly Bears", "Raging Goblin"),
                                     battlefield=(P("Grizzly Bears"), *lands)), PlayerSpec())
    old_bears = one(game, "Grizzly Bears")
    for name in ("Grizzly Bears", "Raging Goblin"):
        game.apply(CastSpell(one(game, name, "hand")))
        _resolve(game)
    # (the land is put there afterwards, so paying for the spells can't tap it)
    oran = zones.create_token(game, info_for(compile_source(ORAN)), 0)
    game.objects[oran].tapped = False  # (it entered tapped; say it has been there a turn)
    put = [a for a in game.legal_actions()
           if isinstance(a, ActivateAbility) and a.source == oran and a.index == 2]
    game.apply(put[0])
    _resolve(game)
    new_bears = next(b for b in ids(game, "Grizzly Bears") if b != old_bears)
    assert game.objects[new_bears].counter("+1/+1") == 1
    assert game.objects[old_bears].counter("+1/+1") == 0
    assert game.objects[one(game, "Raging Goblin")].counter("+1/+1") == 0


STAMPEDE = record("Overwhelming Stampede", "{3}{G}{G}", "Sorcery",
                  "Until end of turn, creatures you control gain trample and get +X/+X, where X "
                  "is the greatest power among creatures you control.")


def test_overwhelming_stampede_x_is_locked_as_it_resolves() -> None:
    """CR 608.2h, 611.2c: X is the greatest power among Alice's creatures as it resolves (the
    Giant's 3): Bears 5/5 and Giant 6/6 with trample, Bob's Angel unchanged; the Giant
    leaving afterwards doesn't shrink the Bears."""
    game = table((STAMPEDE,), PlayerSpec(hand=("Overwhelming Stampede",),
                                         battlefield=(P("Grizzly Bears"), P("Hill Giant"),
                                                      *(P("Forest"),) * 5)),
                 PlayerSpec(battlefield=(P("Serra Angel"),)))
    game.apply(CastSpell(one(game, "Overwhelming Stampede", "hand")))
    _resolve(game)
    bears, giant = (game.objects[one(game, n)] for n in ("Grizzly Bears", "Hill Giant"))
    angel = game.objects[one(game, "Serra Angel")]
    assert (query.power(game, bears), query.toughness(game, bears)) == (5, 5)
    assert query.power(game, giant) == 6 and query.has_keyword(game, bears, "trample")
    assert query.power(game, angel) == 4 and not query.has_keyword(game, angel, "trample")
    zones.move(game, giant.id, "graveyard")
    assert query.power(game, game.objects[one(game, "Grizzly Bears")]) == 5


COVENANT = record("Necromancer's Covenant", "{3}{W}{B}{B}", "Enchantment",
                  "When this enchantment enters, exile all creature cards from target player's "
                  "graveyard, then create a 2/2 black Zombie creature token for each card exiled "
                  "this way.\nZombies you control have lifelink.")


def test_necromancers_covenant_exiles_only_creature_cards_of_the_target() -> None:
    """CR 404.1, 608.2c: Bob's two creature cards are exiled (his Bolt stays; Carol's Bears,
    not targeted, stay), and Alice gets two 2/2 Zombies with lifelink."""
    game = table((COVENANT,),
                 PlayerSpec(hand=("Necromancer's Covenant",),
                            battlefield=(*(P("Swamp"),) * 4, *(P("Plains"),) * 2)),
                 PlayerSpec(graveyard=("Grizzly Bears", "Lightning Bolt", "Hill Giant")),
                 PlayerSpec(graveyard=("Grizzly Bears",)))
    game.apply(CastSpell(one(game, "Necromancer's Covenant", "hand")))
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority":
            if not game.stack and ids(game, "Necromancer's Covenant"):
                break
            game.apply(PassPriority())
        else:  # the trigger's target: Bob
            game.apply(Choose(((Seat(1),),)))
    names = [game.objects[o].name for o in game.players[1].graveyard]
    assert names == ["Lightning Bolt"] and len(game.players[2].graveyard) == 1
    zombies = ids(game, "Zombie")
    assert len(zombies) == 2
    assert all(query.has_keyword(game, game.objects[z], "lifelink") for z in zombies)


HYDRA = record("Genesis Hydra", "{X}{G}{G}", "Creature — Plant Hydra",
               "When you cast this spell, reveal the top X cards of your library. You may put a "
               "nonland permanent card with mana value X or less from among them onto the "
               "battlefield. Then shuffle the rest into your library.\nThis creature enters "
               "with X +1/+1 counters on it.", "0", "0")
VICTIMIZE = record("Victimize", "{2}{B}", "Sorcery",
                   "Choose two target creature cards in your graveyard. Sacrifice a creature. If "
                   "you do, return the chosen cards to the battlefield tapped.")


def _hydra(take: bool) -> Game:
    game = table((HYDRA,), PlayerSpec(hand=("Genesis Hydra",), battlefield=(P("Forest"),) * 5,
                                      library=("Hill Giant", "Grizzly Bears", "Forest",
                                               "Serra Angel", "Island")), PlayerSpec())
    game.apply(CastSpell(one(game, "Genesis Hydra", "hand"), x=3))
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
        elif pending.kind == "yes_no":
            game.apply(Choose(take))
        else:  # the one card it may put: the Bears (mana value 2 <= 3; the Giant is 4)
            options = [a for a in game.legal_actions() if isinstance(a, Choose)]
            assert all("Hill Giant" not in repr([game.objects[o].name for o in a.value or ()])
                       for a in options if isinstance(a.value, tuple))
            game.apply(options[0])
    return game


def test_genesis_hydra_puts_a_revealed_card_and_shuffles_the_rest() -> None:
    """CR 701.16a, 701.20a: X=3 reveals Giant, Bears, Forest; the Bears (a nonland permanent
    card with mana value 3 or less) go onto the battlefield; the other four cards stay in
    the library, which is shuffled; the Hydra enters with three +1/+1 counters."""
    game = _hydra(True)
    assert ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert len(game.players[0].library) == 4
    hydra = game.objects[one(game, "Genesis Hydra")]
    assert hydra.counter("+1/+1") == 3


def test_genesis_hydra_may_put_nothing() -> None:
    """The "may" declined: nothing is put onto the battlefield; all five cards stay."""
    game = _hydra(False)
    assert not ids(game, "Grizzly Bears") and len(game.players[0].library) == 5


def _victimize(board: tuple[PermanentSpec, ...]) -> Game:
    game = table((VICTIMIZE,), PlayerSpec(hand=("Victimize",), graveyard=("Hill Giant",
                                                                          "Serra Angel"),
                                          battlefield=(*(P("Swamp"),) * 3, *board)),
                 PlayerSpec())
    giant, angel = one(game, "Hill Giant", "graveyard"), one(game, "Serra Angel", "graveyard")
    game.apply(CastSpell(one(game, "Victimize", "hand"), targets=((giant, angel),)))
    _resolve(game)
    return game


def test_victimize_returns_the_chosen_cards_tapped() -> None:
    """CR 608.2c: the Bears are sacrificed, so the two target cards return tapped."""
    game = _victimize((P("Grizzly Bears"),))
    giant, angel = (game.objects[one(game, n)] for n in ("Hill Giant", "Serra Angel"))
    assert giant.tapped and angel.tapped and not ids(game, "Grizzly Bears")


def test_victimize_without_a_sacrifice_returns_nothing() -> None:
    """CR 608.2c ("If you do"): no creature to sacrifice, so the cards stay."""
    game = _victimize(())
    assert len(game.players[0].graveyard) == 3 and not ids(game, "Hill Giant")


SEVINNE = record("Sevinne's Reclamation", "{W}", "Sorcery",
                 "Return target permanent card with mana value 3 or less from your graveyard to "
                 "the battlefield. If this spell was cast from a graveyard, you may copy this "
                 "spell and may choose a new target for the copy.\nFlashback {4}{W} (You may "
                 "cast this card from your graveyard for its flashback cost. Then exile it.)")


def _sevinne(where: str) -> tuple[Game, list[str]]:
    """Alice casts the Reclamation (from ``where``) targeting the Bears; asked, she copies it
    and retargets the copy at the Goblin. Returns the game and the decisions she saw."""
    game = table((SEVINNE,), PlayerSpec(
        hand=("Sevinne's Reclamation",) if where == "hand" else (),
        graveyard=(("Sevinne's Reclamation",) if where == "graveyard" else ())
        + ("Grizzly Bears", "Raging Goblin", "Hill Giant"),
        battlefield=(P("Plains"),) * 5), PlayerSpec())
    bears = one(game, "Grizzly Bears", "graveyard")
    goblin = one(game, "Raging Goblin", "graveyard")
    spell = one(game, "Sevinne's Reclamation", where)
    cast = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == spell
            and a.targets == ((bears,),)]
    game.apply(cast[0])
    seen: list[str] = []
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
            continue
        seen.append(pending.kind)
        if pending.kind == "yes_no":
            game.apply(Choose(True))
        else:
            choose = [a for a in game.legal_actions()
                      if isinstance(a, Choose) and a.value == ((goblin,),)]
            game.apply(choose[0] if choose else game.legal_actions()[0])
    return game, seen


def test_sevinne_from_a_graveyard_copies_with_a_new_target() -> None:
    """CR 702.34a, 707.10c: cast by flashback from the graveyard, Alice may copy it and
    choose a new target: both the Bears and the Goblin return; the Giant (mana value 4)
    never could; the Reclamation is exiled (flashback)."""
    game, seen = _sevinne("graveyard")
    assert "yes_no" in seen
    assert ids(game, "Grizzly Bears") and ids(game, "Raging Goblin")
    assert not ids(game, "Hill Giant") and ids(game, "Sevinne's Reclamation", "exile")


def test_sevinne_from_the_hand_makes_no_copy() -> None:
    """CR 601.2a: cast from the hand, the condition is false: no copy is offered, only the
    Bears return."""
    game, seen = _sevinne("hand")
    assert seen == [] and ids(game, "Grizzly Bears") and not ids(game, "Raging Goblin")


DRAGONS = record("Death by Dragons", "{4}{R}{R}", "Sorcery",
                 "Each player other than target player creates a 5/5 red Dragon creature token "
                 "with flying.")


def test_death_by_dragons_gives_every_other_player_a_dragon() -> None:
    """CR 101.4, 111.2: with Bob targeted, Alice, Carol and Dan each create a 5/5 flying
    Dragon under their own control; Bob gets none."""
    game = table((DRAGONS,), PlayerSpec(hand=("Death by Dragons",),
                                        battlefield=(P("Mountain"),) * 6),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Death by Dragons", "hand"), targets=((Seat(1),),)))
    _resolve(game)
    dragons = [game.objects[d] for d in ids(game, "Dragon")]
    assert sorted(d.controller for d in dragons) == [0, 2, 3]
    assert all(query.power(game, d) == 5 and query.has_keyword(game, d, "flying")
               for d in dragons)


HUNT = record("Curse of the Nightly Hunt", "{2}{R}", "Enchantment — Aura Curse",
              "Enchant player\nCreatures enchanted player controls attack each combat if able.")


def test_curse_of_the_nightly_hunt_binds_only_the_enchanted_player() -> None:
    """CR 303.4, 508.1d: Alice's Curse enchants Bob: on Bob's turn his Bears must attack
    (not attacking is illegal); on Carol's turn her Bears may stay home."""
    game = table((HUNT,), PlayerSpec(battlefield=(P("Curse of the Nightly Hunt",
                                                    attached_to=(1, -1)),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)))
    bob_bears = next(b for b in ids(game, "Grizzly Bears") if game.objects[b].controller == 1)
    pass_to(game, "declare_attackers", active=1)
    with pytest.raises(IllegalActionError):
        game.apply(DeclareAttackers(()))
    assert all(bob_bears in dict(a.attacks) for a in game.legal_actions()
               if isinstance(a, DeclareAttackers))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, DeclareAttackers)))
    pass_to(game, "declare_attackers", active=2)
    game.apply(DeclareAttackers(()))  # legal: Carol isn't enchanted


DEMANDING = record("Demanding Dragon", "{3}{R}{R}", "Creature — Dragon",
                   "Flying\nWhen this creature enters, it deals 5 damage to target opponent "
                   "unless that player sacrifices a creature of their choice.", "5", "5")


def _demanding(bob: tuple[PermanentSpec, ...], answers: list[object]) -> Game:
    """Alice casts the Dragon and targets Bob, who answers in order from ``answers``."""
    game = table((DEMANDING,), PlayerSpec(hand=("Demanding Dragon",),
                                          battlefield=(P("Mountain"),) * 5),
                 PlayerSpec(life=40, battlefield=bob), PlayerSpec(life=40))
    game.apply(CastSpell(one(game, "Demanding Dragon", "hand")))
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
        elif pending.kind == "trigger_targets":
            game.apply(Choose(((Seat(1),),)))
        else:
            assert pending.player == 1, "the target opponent decides and chooses (CR 118.3)"
            answer = answers.pop(0)
            game.apply(Choose(answer(game) if callable(answer) else answer))
    assert not answers
    return game


def test_demanding_dragon_opponent_sacrifices_the_creature_they_choose() -> None:
    """CR 118.12a, 118.3: Bob sacrifices to prevent the damage, and chooses which creature:
    his Giant goes, his Bears stay, and he takes no damage."""
    game = _demanding((P("Grizzly Bears"), P("Hill Giant")),
                      [True, lambda g: (one(g, "Hill Giant"),)])
    assert ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert game.players[1].life == 40


def test_demanding_dragon_declined_deals_five() -> None:
    """CR 118.12a: Bob declines; the Dragon deals 5 damage to him; Carol is untouched."""
    game = _demanding((P("Grizzly Bears"),), [False])
    assert ids(game, "Grizzly Bears") and game.players[1].life == 35
    assert game.players[2].life == 40


def test_demanding_dragon_with_nothing_to_sacrifice_deals_five() -> None:
    """CR 118.12a: with no creature Bob can't pay, so he isn't asked and takes 5."""
    game = _demanding((), [])
    assert game.players[1].life == 35


CREEPERHULK = record("Creeperhulk", "{3}{G}{G}", "Creature — Plant Elemental",
                     "Trample\n{1}{G}: Until end of turn, target creature you control has base "
                     "power and toughness 5/5 and gains trample.", "5", "5")


def test_creeperhulk_sets_base_size_and_grants_trample_until_end_of_turn() -> None:
    """CR 613.4b, 613.4c, 611.2a: the Bears become 5/5 with trample; a Giant Growth after
    it still adds (7c after 7b): 8/8; at cleanup both effects end: 2/2 without trample."""
    game = table((CREEPERHULK,),
                 PlayerSpec(hand=("Giant Growth",), battlefield=(
                     P("Creeperhulk"), P("Grizzly Bears"), *(P("Forest"),) * 3)), PlayerSpec())
    bears_id = one(game, "Grizzly Bears")
    game.apply(ActivateAbility(one(game, "Creeperhulk"), 1, targets=((bears_id,),)))
    _resolve(game)
    bears = game.objects[bears_id]
    assert (query.power(game, bears), query.toughness(game, bears)) == (5, 5)
    assert query.has_keyword(game, bears, "trample")
    game.apply(CastSpell(one(game, "Giant Growth", "hand"), targets=((bears_id,),)))
    _resolve(game)
    assert query.power(game, bears) == 8
    advance(game, lambda g: g.active == 1)
    assert query.power(game, bears) == 2 and not query.has_keyword(game, bears, "trample")


DECIMATE = record("Decimate", "{2}{R}{G}", "Sorcery",
                  "Destroy target artifact, target creature, target enchantment, and target "
                  "land.")
ROCK = record("Mind Rock", "{2}", "Artifact", "")
AURA_LESS = record("Plain Field", "{1}{W}", "Enchantment", "")


def test_decimate_destroys_one_of_each_even_if_one_target_is_gone() -> None:
    """CR 601.2c: four targets, one of each kind; CR 608.2b: the creature left before the
    resolution (an illegal target), the other three are still destroyed."""
    game = table((DECIMATE, ROCK, AURA_LESS),
                 PlayerSpec(hand=("Decimate",), battlefield=(*(P("Mountain"),) * 2,
                                                             *(P("Forest"),) * 2)),
                 PlayerSpec(battlefield=(P("Mind Rock"), P("Grizzly Bears"), P("Plain Field"),
                                         P("Swamp"))))
    rock, bears, field = (one(game, n) for n in ("Mind Rock", "Grizzly Bears", "Plain Field"))
    swamp = one(game, "Swamp")
    game.apply(CastSpell(one(game, "Decimate", "hand"),
                         targets=((rock,), (bears,), (field,), (swamp,))))
    zones.move(game, bears, "hand")  # (bounced in response)
    _resolve(game)
    assert not ids(game, "Mind Rock") and not ids(game, "Plain Field") and not ids(game, "Swamp")
    assert ids(game, "Grizzly Bears", "hand")


PALACE = record("Palace Siege", "{3}{B}{B}", "Enchantment",
                "As this enchantment enters, choose Khans or Dragons.\n• Khans — At the "
                "beginning of your upkeep, return target creature card from your graveyard to "
                "your hand.\n• Dragons — At the beginning of your upkeep, each opponent loses 2 "
                "life and you gain 2 life.")


def _siege(word: str) -> Game:
    """Alice casts Palace Siege choosing ``word``; the game runs to her next turn's draw."""
    game = table((PALACE,), PlayerSpec(hand=("Palace Siege",), graveyard=("Grizzly Bears",),
                                       battlefield=(P("Swamp"),) * 5),
                 PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Palace Siege", "hand")))
    asked: list[tuple[object, ...]] = []
    for _ in range(400):
        pending = game.pending
        assert pending is not None
        if game.active == 0 and game.turn > 3 and game.step == "draw":
            break
        if pending.kind == "choose_mode" and pending.source == one(game, "Palace Siege",
                                                                   "stack"):
            asked.append(pending.options)
            game.apply(Choose(word))
        elif pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    assert asked == [("Khans", "Dragons")], "CR 614.12: chosen as it enters"
    return game


def test_palace_siege_dragons_drains_each_opponent() -> None:
    """CR 614.12, 603.4: Dragons chosen: at Alice's upkeep each opponent loses 2 and she
    gains 2 (once, not per opponent); the Khans ability never triggers (the Bears stay in
    her graveyard)."""
    game = _siege("Dragons")
    assert [p.life for p in game.players] == [22, 18, 18]
    assert ids(game, "Grizzly Bears", "graveyard")


def test_palace_siege_khans_returns_a_creature_card_instead() -> None:
    """CR 614.12: Khans chosen: the Bears return to Alice's hand; no one loses life."""
    game = _siege("Khans")
    assert [p.life for p in game.players] == [20, 20, 20]
    assert ids(game, "Grizzly Bears", "hand")


HOWL = record("Wolfcaller's Howl", "{3}{G}", "Enchantment",
              "At the beginning of your upkeep, create X 2/2 green Wolf creature tokens, where "
              "X is the number of your opponents with four or more cards in hand.")


def test_wolfcallers_howl_counts_opponents_with_four_or_more_cards() -> None:
    """CR 800.4a, 608.2h: Bob (5 cards) and Carol (4) count, Dan (3) doesn't, Alice's own
    hand never does: two Wolves at her upkeep."""
    cards = ("Forest",)
    game = table((HOWL,), PlayerSpec(hand=cards * 6, battlefield=(P("Wolfcaller's Howl"),)),
                 PlayerSpec(hand=cards * 5), PlayerSpec(hand=cards * 4),
                 PlayerSpec(hand=cards * 3), step="end", active=3)
    advance(game, lambda g: g.active == 0 and g.step == "draw")
    wolves = ids(game, "Wolf")
    assert len(wolves) == 2 and all(game.objects[w].controller == 0 for w in wolves)


INVESTIGATOR = record("Ethereal Investigator", "{3}{U}", "Creature — Spirit Detective",
                      "Flying\nWhen this creature enters, investigate X times, where X is the "
                      "number of opponents you have.", "2", "3")


def test_investigate_x_times_counts_opponents_still_in_the_game() -> None:
    """CR 701.36a, 800.4a: three opponents, one of whom has left the game: two Clues."""
    game = table((INVESTIGATOR,), PlayerSpec(hand=("Ethereal Investigator",),
                                             battlefield=(P("Island"),) * 4),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    game.players[3].lost = True
    game.apply(CastSpell(one(game, "Ethereal Investigator", "hand")))
    _resolve(game)
    assert len(ids(game, "Clue")) == 2


REVERENCE = record("Wall of Reverence", "{3}{W}", "Creature — Spirit Wall",
                   "Defender, flying\nAt the beginning of your end step, you may gain life "
                   "equal to the power of target creature you control.", "1", "6")


def test_wall_of_reverence_gains_the_targets_power() -> None:
    """CR 608.2h: Alice targets her Hill Giant (power 3) and gains 3 life; Bob's Angel
    couldn't be targeted (a creature you control)."""
    game = table((REVERENCE,), PlayerSpec(battlefield=(P("Wall of Reverence"), P("Hill Giant"))),
                 PlayerSpec(battlefield=(P("Serra Angel"),)), step="main2")
    giant, angel = one(game, "Hill Giant"), one(game, "Serra Angel")
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if pending.kind == "trigger_targets":
            assert ((angel,),) not in pending.options
            game.apply(Choose(((giant,),)))
        elif pending.kind == "yes_no":
            game.apply(Choose(True))
        elif pending.kind == "priority":
            if game.step == "end" and not game.stack and game.players[0].life != 20:
                break
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    assert game.players[0].life == 23


OPPORTUNIST = record("Morbid Opportunist", "{2}{B}", "Creature — Human Rogue",
                     "Whenever one or more other creatures die, draw a card. This ability "
                     "triggers only once each turn.", "2", "1")
PLAGUE = record("Plague Sweep", "{2}{B}{B}", "Sorcery", "Destroy all creatures you don't "
                "control.")


def test_morbid_opportunist_draws_once_for_a_batch_and_once_a_turn() -> None:
    """CR 603.2c: two creatures dying at once trigger it once (one card); a third dying
    later that turn doesn't trigger it again (only once each turn)."""
    game = table((OPPORTUNIST, PLAGUE),
                 PlayerSpec(hand=("Plague Sweep", "Murder"),
                            battlefield=(P("Morbid Opportunist"), P("Grizzly Bears"),
                                         *(P("Swamp"),) * 7)),
                 PlayerSpec(battlefield=(P("Hill Giant"), P("Serra Angel"))))
    game.apply(CastSpell(one(game, "Plague Sweep", "hand")))
    _resolve(game)
    assert not ids(game, "Hill Giant") and len(game.players[0].hand) == 2  # Murder + 1
    game.apply(CastSpell(one(game, "Murder", "hand"), targets=((one(game, "Grizzly Bears"),),)))
    _resolve(game)
    assert not ids(game, "Grizzly Bears") and len(game.players[0].hand) == 1


FALCONER = record("Abzan Falconer", "{2}{W}", "Creature — Human Soldier",
                  "Outlast {W} ({W}, {T}: Put a +1/+1 counter on this creature. Outlast only as "
                  "a sorcery.)\nEach creature you control with a +1/+1 counter on it has "
                  "flying.", "2", "3")
VERDICT = record("Damning Verdict", "{3}{W}{W}", "Sorcery",
                 "Destroy all creatures with no counters on them.")


def test_creatures_with_a_counter_have_flying_while_they_have_it() -> None:
    """CR 122.1, 611.3a: the Bears fly once a +1/+1 counter is on them and stop when it's
    gone; Bob's Giant with a counter doesn't (a creature you control)."""
    game = table((FALCONER,), PlayerSpec(battlefield=(P("Abzan Falconer"), P("Grizzly Bears"))),
                 PlayerSpec(battlefield=(P("Hill Giant", counters=(("+1/+1", 1),)),)))
    bears = game.objects[one(game, "Grizzly Bears")]
    giant = game.objects[one(game, "Hill Giant")]
    assert not query.has_keyword(game, bears, "flying")
    bears.counters = {"+1/+1": 1}
    game.version += 1
    assert query.has_keyword(game, bears, "flying")
    assert not query.has_keyword(game, giant, "flying")
    bears.counters = {"+1/+1": 0}
    game.version += 1
    assert not query.has_keyword(game, bears, "flying")


def test_damning_verdict_spares_creatures_with_any_counter() -> None:
    """CR 122.1: the Giant (a +1/+1 counter) and the Angel (a -1/-1 counter) survive; the
    Bears (no counters) are destroyed."""
    game = table((VERDICT,), PlayerSpec(hand=("Damning Verdict",),
                                        battlefield=(*(P("Plains"),) * 5, P("Grizzly Bears"))),
                 PlayerSpec(battlefield=(P("Hill Giant", counters=(("+1/+1", 1),)),
                                         P("Serra Angel", counters=(("-1/-1", 1),)))))
    game.apply(CastSpell(one(game, "Damning Verdict", "hand")))
    _resolve(game)
    assert not ids(game, "Grizzly Bears") and ids(game, "Hill Giant") and ids(game, "Serra Angel")


OAK = record("Great Oak Guardian", "{5}{G}", "Creature — Treefolk",
             "Flash\nReach\nWhen this creature enters, creatures target player controls get "
             "+2/+2 until end of turn. Untap them.", "4", "5")


def test_great_oak_guardian_pumps_and_untaps_the_target_players_creatures() -> None:
    """CR 611.2c: Bob's creatures (tapped Bears) get +2/+2 and untap; Alice's Giant and
    Carol's Bears don't change."""
    game = table((OAK,), PlayerSpec(hand=("Great Oak Guardian",),
                                    battlefield=(*(P("Forest"),) * 6, P("Hill Giant"))),
                 PlayerSpec(battlefield=(P("Grizzly Bears", tapped=True),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears", tapped=True),)))
    bob_bears, carol_bears = sorted(ids(game, "Grizzly Bears"),
                                    key=lambda b: game.objects[b].controller)
    game.apply(CastSpell(one(game, "Great Oak Guardian", "hand")))
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if pending.kind == "trigger_targets":
            game.apply(Choose(((Seat(1),),)))
        elif pending.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    bob, carol = game.objects[bob_bears], game.objects[carol_bears]
    assert query.power(game, bob) == 4 and not bob.tapped
    assert query.power(game, carol) == 2 and carol.tapped
    assert query.power(game, game.objects[one(game, "Hill Giant")]) == 3


FETTERS = record("Faith's Fetters", "{3}{W}", "Enchantment — Aura",
                 "Enchant permanent\nWhen this Aura enters, you gain 4 life.\nEnchanted "
                 "permanent can't attack or block, and its activated abilities can't be "
                 "activated unless they're mana abilities.")
ELF = record("Pump Elf", "{G}", "Creature — Elf Druid",
             "{T}: Add {G}.\n{1}: This creature gets +1/+1 until end of turn.", "1", "1")


def test_faiths_fetters_leaves_mana_abilities_usable() -> None:
    """CR 602.5, 605.1a: the fettered Elf's pump can't be activated, but its mana ability
    can: with one Forest it still pays for the Bears."""
    game = table((FETTERS, ELF),
                 PlayerSpec(hand=("Grizzly Bears",),
                            battlefield=(P("Pump Elf"), P("Forest"),
                                         P("Faith's Fetters", attached_to=(0, 0)))),
                 PlayerSpec())
    elf = one(game, "Pump Elf")
    assert not [a for a in game.legal_actions()
                if isinstance(a, ActivateAbility) and a.source == elf and a.index == 1]
    game.apply(CastSpell(one(game, "Grizzly Bears", "hand")))
    _resolve(game)
    assert ids(game, "Grizzly Bears") and game.objects[elf].tapped


BLADE = record("Blade of Selves", "{2}", "Artifact — Equipment",
               "Equipped creature has myriad. (Whenever it attacks, for each opponent other "
               "than defending player, you may create a token copy that's tapped and attacking "
               "that player or a planeswalker they control. Exile the tokens at end of "
               "combat.)\nEquip {4}")


def test_blade_of_selves_grants_myriad_with_its_trigger() -> None:
    """CR 613.1f, 702.116a: the equipped Bears attack Bob; for Carol and Dan (each other
    opponent) Alice may create a token copy attacking that player: she makes both."""
    game = table((BLADE,), PlayerSpec(battlefield=(P("Grizzly Bears"),
                                                   P("Blade of Selves", attached_to=(0, 0)))),
                 PlayerSpec(life=40), PlayerSpec(life=40), PlayerSpec(life=40))
    bears = one(game, "Grizzly Bears")
    assert query.has_keyword(game, game.objects[bears], "myriad")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    asked = _answer_every_question(game, True)
    assert asked == 2
    assert sorted(game.combat.attackers.values(), key=repr) == [Seat(1), Seat(2), Seat(3)]


FUMIKO = record("Fumiko the Lowblood", "{2}{R}{R}", "Legendary Creature — Human Samurai",
                "Fumiko has bushido X, where X is the number of attacking creatures. (Whenever "
                "this creature blocks or becomes blocked, it gets +X/+X until end of turn.)\n"
                "Creatures your opponents control attack each combat if able.", "3", "2")


def test_fumiko_bushido_x_counts_the_attacking_creatures() -> None:
    """CR 702.45a, 608.2h: Bob attacks with three creatures (Fumiko makes them); Fumiko
    blocks the Giant and gets +3/+3 as the trigger resolves: 6/5."""
    game = table((FUMIKO,), PlayerSpec(battlefield=(P("Fumiko the Lowblood"),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"), P("Hill Giant"),
                                         P("Raging Goblin"))), active=1, step="main1")
    fumiko, giant = one(game, "Fumiko the Lowblood"), one(game, "Hill Giant")
    pass_to(game, "declare_blockers", active=1)  # (all three had to attack: one choice)
    assert len(game.combat.attackers) == 3
    game.apply(DeclareBlockers(((fumiko, giant),)))
    advance(game, lambda g: not g.stack and g.step == "declare_blockers"
            and g.pending is not None and g.pending.kind == "priority"
            and query.power(g, g.objects[fumiko]) != 3)
    obj = game.objects[fumiko]
    assert (query.power(game, obj), query.toughness(game, obj)) == (6, 5)
    assert query.has_keyword(game, obj, "bushido")


VALKYRIE = record("Righteous Valkyrie", "{2}{W}", "Creature — Angel Cleric",
                  "Flying\nWhenever another Angel or Cleric you control enters, you gain life "
                  "equal to that creature's toughness.\nAs long as you have at least 7 life "
                  "more than your starting life total, creatures you control get +2/+2.",
                  "4", "5")


def test_righteous_valkyrie_needs_seven_life_over_the_start() -> None:
    """CR 103.4, 611.3a: starting at 20, 26 life isn't enough (Bears 2/2), 27 is (4/4);
    Bob's creatures never get it."""
    game = table((VALKYRIE,), PlayerSpec(life=26, battlefield=(P("Righteous Valkyrie"),
                                                               P("Grizzly Bears"))),
                 PlayerSpec(life=40, battlefield=(P("Hill Giant"),)))
    bears = game.objects[one(game, "Grizzly Bears")]
    assert query.power(game, bears) == 2
    game.players[0].life = 27
    game.version += 1
    assert query.power(game, bears) == 4
    assert query.power(game, game.objects[one(game, "Hill Giant")]) == 3


SPEAKER = record("Speaker of the Heavens", "{W}", "Creature — Human Cleric",
                 "Vigilance, lifelink\n{T}: Create a 4/4 white Angel creature token with "
                 "flying. Activate only if you have at least 7 life more than your starting "
                 "life total and only as a sorcery.", "1", "1")


def test_speaker_of_the_heavens_needs_the_life_and_sorcery_timing() -> None:
    """CR 602.5b, 307.1: at 26 life it can't be activated; at 27, in Alice's main phase with
    an empty stack it can; not in her upkeep."""

    def can(life: int, step: str) -> bool:
        game = table((SPEAKER,), PlayerSpec(life=life, battlefield=(P("Speaker of the Heavens"),)),
                     PlayerSpec(), step=step)
        speaker = one(game, "Speaker of the Heavens")
        return any(isinstance(a, ActivateAbility) and a.source == speaker
                   for a in game.legal_actions())

    assert not can(26, "main1") and can(27, "main1") and not can(27, "upkeep")


OOZE = record("Scavenging Ooze", "{1}{G}", "Creature — Ooze",
              "{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 "
              "counter on this creature and you gain 1 life.", "2", "2")


def _ooze(card: str, *, gone: bool = False) -> Game:
    game = table((OOZE,), PlayerSpec(battlefield=(P("Scavenging Ooze"), P("Forest"))),
                 PlayerSpec(graveyard=(card,)))
    target = one(game, card, "graveyard")
    game.apply(ActivateAbility(one(game, "Scavenging Ooze"), 0, targets=((target,),)))
    if gone:
        zones.move(game, target, "exile")  # (exiled in response: an illegal target)
    _resolve(game)
    return game


def test_scavenging_ooze_grows_only_from_creature_cards() -> None:
    """CR 608.2c: a creature card exiled: a counter and 1 life; a land card: nothing more;
    the target gone before it resolves (CR 608.2b): the ability does nothing."""
    game = _ooze("Grizzly Bears")
    ooze = game.objects[one(game, "Scavenging Ooze")]
    assert ooze.counter("+1/+1") == 1 and game.players[0].life == 21
    game = _ooze("Forest")
    assert game.objects[one(game, "Scavenging Ooze")].counter("+1/+1") == 0
    assert game.players[0].life == 20 and ids(game, "Forest", "exile")
    game = _ooze("Hill Giant", gone=True)
    assert game.objects[one(game, "Scavenging Ooze")].counter("+1/+1") == 0
    assert game.players[0].life == 20


GISELA = record("Gisela, Blade of Goldnight", "{4}{R}{R}{W}{W}", "Legendary Creature — Angel",
                "Flying, first strike\nIf a source would deal damage to an opponent or a "
                "permanent an opponent controls, that source deals double that damage to that "
                "player or permanent instead.\nIf a source would deal damage to you or a "
                "permanent you control, prevent half that damage, rounded up.", "5", "5")


def test_gisela_doubles_for_opponents_and_halves_for_you() -> None:
    """CR 614.1a, 615.1a: 3 damage to Bob or to Carol's Giant is 6; 3 damage to Alice or
    her Bears is 1 (2 prevented, half rounded up), whoever's the source."""
    game = table((GISELA,), PlayerSpec(battlefield=(P("Gisela, Blade of Goldnight"),
                                                    P("Grizzly Bears"))),
                 PlayerSpec(life=40, battlefield=(P("Boggart Brute"),)),
                 PlayerSpec(battlefield=(P("Colossal Dreadmaw"),)))
    bob_source = game.objects[one(game, "Boggart Brute")]
    mine = game.objects[one(game, "Grizzly Bears")]
    assert damage.deal_damage(game, mine, Seat(1), 3) == 6 and game.players[1].life == 34
    dreadmaw = one(game, "Colossal Dreadmaw")
    assert damage.deal_damage(game, bob_source, dreadmaw, 3) == 6
    assert damage.deal_damage(game, bob_source, Seat(0), 3) == 1 and game.players[0].life == 19
    assert damage.deal_damage(game, bob_source, mine.id, 3) == 1


DUO = record("Fiendish Duo", "{4}{R}{R}", "Creature — Devil",
             "First strike\nIf a source would deal damage to an opponent, it deals double that "
             "damage to that player instead.", "5", "5")


def test_fiendish_duo_doubles_damage_to_opponents_only() -> None:
    """CR 614.1a: 3 damage to Bob is 6; to Bob's creature 3 (a permanent isn't "an
    opponent"); to Alice 3."""
    game = table((DUO,), PlayerSpec(battlefield=(P("Fiendish Duo"), P("Grizzly Bears"))),
                 PlayerSpec(life=40, battlefield=(P("Colossal Dreadmaw"),)))
    bears = game.objects[one(game, "Grizzly Bears")]
    assert damage.deal_damage(game, bears, Seat(1), 3) == 6
    assert damage.deal_damage(game, bears, one(game, "Colossal Dreadmaw"), 3) == 3
    assert damage.deal_damage(game, bears, Seat(0), 3) == 3


LIFEBLOOD = record("Lifeblood Hydra", "{X}{G}{G}{G}", "Creature — Hydra",
                   "Trample\nThis creature enters with X +1/+1 counters on it.\nWhen this "
                   "creature dies, you gain life and draw cards equal to its power.", "0", "0")


def test_lifeblood_hydra_gains_and_draws_its_last_power() -> None:
    """CR 608.2h: it dies as a 3/3 (three counters): Alice gains 3 life and draws 3 cards,
    its power as it last existed on the battlefield."""
    game = table((LIFEBLOOD,), PlayerSpec(hand=("Murder",), battlefield=(
        P("Lifeblood Hydra", counters=(("+1/+1", 3),)), *(P("Swamp"),) * 3)), PlayerSpec())
    game.apply(CastSpell(one(game, "Murder", "hand"),
                         targets=((one(game, "Lifeblood Hydra"),),)))
    _resolve(game)
    assert game.players[0].life == 23 and len(game.players[0].hand) == 3


SPINNER = record("Destiny Spinner", "{1}{G}", "Enchantment Creature — Human",
                 "Creature and enchantment spells you control can't be countered.\n{3}{G}: "
                 "Target land you control becomes an X/X Elemental creature with trample and "
                 "haste until end of turn, where X is the number of enchantments you control. "
                 "It's still a land.", "2", "3")
CANCEL = record("Cancel", "{1}{U}{U}", "Instant", "Counter target spell.")


def _counter_own(spell: str, spinner: bool = True) -> Game:
    """Alice casts ``spell``, then Cancel targeting it (she keeps priority, CR 117.3c)."""
    board = (*(P("Island"),) * 6, *(P("Forest"),) * 3)
    game = table((SPINNER, CANCEL), PlayerSpec(hand=(spell, "Cancel"), battlefield=(
        *board, *((P("Destiny Spinner"),) if spinner else ()))), PlayerSpec())
    game.apply(CastSpell(one(game, spell, "hand")))
    target = one(game, spell, "stack")
    cancel = one(game, "Cancel", "hand")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                    and a.card == cancel and a.targets == ((target,),)))
    _resolve(game)
    return game


def test_destiny_spinner_protects_only_creature_and_enchantment_spells() -> None:
    """CR 101.2: with the Spinner, Alice's Bears can't be countered (it resolves); her
    Divination is countered; without the Spinner the Bears are countered."""
    assert ids(_counter_own("Grizzly Bears"), "Grizzly Bears")
    assert ids(_counter_own("Divination"), "Divination", "graveyard")
    assert ids(_counter_own("Grizzly Bears", spinner=False), "Grizzly Bears", "graveyard")


KONRAD = record("Syr Konrad, the Grim", "{3}{B}{B}", "Legendary Creature — Human Knight",
                "Whenever another creature dies, or a creature card is put into a graveyard "
                "from anywhere other than the battlefield, or a creature card leaves your "
                "graveyard, Syr Konrad deals 1 damage to each opponent.\n{1}{B}: Each player "
                "mills a card.", "5", "4")


def test_syr_konrad_triggers_on_each_of_its_three_events() -> None:
    """CR 603.2, 603.6a: each player mills: Alice's Giant and Carol's Bears are creature
    cards put into graveyards from libraries (two triggers), Bob's Forest isn't: each
    opponent takes 2. Alice's Giant then leaving her graveyard: 1 more each; Carol's Bears
    leaving Carol's graveyard: nothing."""
    game = table((KONRAD,), PlayerSpec(library=("Hill Giant",), battlefield=(
        P("Syr Konrad, the Grim"), P("Swamp"), P("Swamp"))),
        PlayerSpec(library=("Forest",)), PlayerSpec(library=("Grizzly Bears",)))
    game.apply(ActivateAbility(one(game, "Syr Konrad, the Grim"), 1))

    def settled(g: Game) -> bool:
        return not g.stack and not g.pending_triggers and g.pending is not None \
            and g.pending.kind == "priority"

    advance(game, lambda g: settled(g) and g.players[1].life < 20)
    assert [p.life for p in game.players] == [20, 18, 18]
    zones.move(game, one(game, "Hill Giant", "graveyard"), "exile")
    zones.move(game, one(game, "Grizzly Bears", "graveyard"), "exile")
    game.apply(PassPriority())  # (the triggers go on the stack as a player would get priority)
    advance(game, lambda g: settled(g) and g.players[1].life < 18)
    assert [p.life for p in game.players] == [20, 17, 17]
