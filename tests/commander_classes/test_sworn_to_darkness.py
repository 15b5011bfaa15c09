"""The classes of text the deck "Sworn to Darkness" (Commander 2014) needed, each from its
rule and the cards' rulings:

* a granted keyword that stands for a triggered ability: "Other creatures you control have
  extort" (CR 702.101a-b, 613.1f);
* "Remove all counters from target permanent / all permanents" (CR 122.1; a planeswalker
  left with no loyalty dies, CR 704.5i; a player's counters stay: Aether Snap's ruling);
* "If you can't sacrifice a creature, ..." (CR 701.17a; Xathrid Demon's rulings) and "the
  sacrificed creature's power" of an instruction's sacrifice (CR 608.2h);
* "a creature card put into a graveyard this way" after "Destroy all creatures" (CR 608.2c);
* "You can't win the game and your opponents can't lose the game" (CR 104.3; Abyssal
  Persecutor's rulings);
* "... lose hexproof and shroud and can't have hexproof or shroud" (CR 613.1f; Arcane
  Lighthouse's rulings);
* "Each player who sacrificed a creature this way draws two cards" and "then that player
  returns a creature card from their graveyard to the battlefield" (CR 608.2c-d, 101.4;
  Infernal Offering's rulings);
* an emblem's activated ability, activated from the command zone (CR 114.4, 602.2).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.hostile.test_listing_agrees import digest
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.mechanics.emblems import emblems
from grimoire.rules import layers
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

PONTIFF = record("Pontiff of Blight", "{4}{B}{B}", "Creature — Zombie Cleric",
                 "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each "
                 "opponent loses 1 life and you gain that much life.)\nOther creatures you "
                 "control have extort. (If a creature has multiple instances of extort, each "
                 "triggers separately.)", "2", "7")
HEXMAGE = record("Vampire Hexmage", "{B}{B}", "Creature — Vampire Shaman",
                 "First strike\nSacrifice this creature: Remove all counters from target "
                 "permanent.", "2", "1")
SNAP = record("Aether Snap", "{3}{B}{B}", "Sorcery",
              "Remove all counters from all permanents and exile all tokens.")
XATHRID = record("Xathrid Demon", "{3}{B}{B}{B}", "Creature — Demon",
                 "Flying, trample\nAt the beginning of your upkeep, sacrifice a creature other "
                 "than this creature, then each opponent loses life equal to the sacrificed "
                 "creature's power. If you can't sacrifice a creature, tap this creature and "
                 "you lose 7 life.", "7", "7")
SELECTION = record("Necromantic Selection", "{4}{B}{B}{B}", "Sorcery",
                   "Destroy all creatures, then return a creature card put into a graveyard "
                   "this way to the battlefield under your control. It's a black Zombie in "
                   "addition to its other colors and types. Exile Necromantic Selection.")
PERSECUTOR = record("Abyssal Persecutor", "{2}{B}{B}", "Creature — Demon",
                    "Flying, trample\nYou can't win the game and your opponents can't lose "
                    "the game.", "6", "6")
FELIDAR = record("Felidar Sovereign", "{4}{W}{W}", "Creature — Cat Beast",
                 "Vigilance, lifelink\nAt the beginning of your upkeep, if you have 40 or more "
                 "life, you win the game.", "4", "6")
LIGHTHOUSE = record("Arcane Lighthouse", "", "Land",
                    "{T}: Add {C}.\n{1}, {T}: Until end of turn, creatures your opponents "
                    "control lose hexproof and shroud and can't have hexproof or shroud.")
SCOUT = record("Gladecover Scout", "{G}", "Creature — Elf Scout",
               "Hexproof (This creature can't be the target of spells or abilities your "
               "opponents control.)", "1", "1")
GUILE = record("Ranger's Guile", "{G}", "Instant",
               "Target creature you control gets +1/+1 and gains hexproof until end of turn.")
OFFERING = record("Infernal Offering", "{4}{B}", "Sorcery",
                  "Choose an opponent. You and that player each sacrifice a creature. Each "
                  "player who sacrificed a creature this way draws two cards.\nChoose an "
                  "opponent. Return a creature card from your graveyard to the battlefield, "
                  "then that player returns a creature card from their graveyard to the "
                  "battlefield.")
OB = record("Ob Nixilis of the Black Oath", "{3}{B}{B}", "Legendary Planeswalker — Nixilis",
            "+2: Each opponent loses 1 life. You gain life equal to the life lost this way.\n"
            "−2: Create a 5/5 black Demon creature token with flying. You lose 2 life.\n"
            "−8: You get an emblem with \"{1}{B}, Sacrifice a creature: You gain X life and "
            "draw X cards, where X is the sacrificed creature's power.\"\nOb Nixilis of the "
            "Black Oath can be your commander.")
RECORDS = (PONTIFF, HEXMAGE, SNAP, XATHRID, SELECTION, PERSECUTOR, FELIDAR, LIGHTHOUSE, SCOUT,
           GUILE, OFFERING, OB)


def test_the_records_compile() -> None:
    """Every card of the class compiles with nothing the engine doesn't honour."""
    compiled(*RECORDS)


def _swamps(n: int) -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec("Swamp") for _ in range(n))


def _settle(game: Game, answers: dict[str, object] | None = None) -> list[str]:
    return settle(game, 200, answers)


# --- extort, granted (CR 702.101a-b) -----------------------------------------------------

def test_pontiff_grants_extort_each_instance_triggers() -> None:
    """Four players; Alice's Pontiff and Hill Giant (given extort) each trigger when she
    casts Grizzly Bears: paying both, each opponent loses 2 and she gains 6 (the total
    lost). The Bears on the stack isn't a creature on the battlefield: no third trigger."""
    game = table(RECORDS, PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        PermanentSpec("Pontiff of Blight"), PermanentSpec("Hill Giant"),
        PermanentSpec("Forest"), *_swamps(4))), PlayerSpec(), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Grizzly Bears", "hand")))
    assert "order_triggers" in _settle(game, {"yes_no": True})  # two extort triggers
    assert [p.life for p in game.players] == [26, 18, 18, 18]


def test_extort_declined_and_pontiff_gone() -> None:
    """Declining the payment does nothing; without the Pontiff the Giant has no extort."""
    game = table(RECORDS, PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        PermanentSpec("Pontiff of Blight"), PermanentSpec("Hill Giant"),
        PermanentSpec("Forest"), *_swamps(4))), PlayerSpec())
    game.apply(CastSpell(one(game, "Grizzly Bears", "hand")))
    _settle(game, {"yes_no": False})
    assert [p.life for p in game.players] == [20, 20]
    game2 = table(RECORDS, PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        PermanentSpec("Hill Giant"), PermanentSpec("Forest"), *_swamps(2))), PlayerSpec())
    game2.apply(CastSpell(one(game2, "Grizzly Bears", "hand")))
    assert "yes_no" not in _settle(game2, {"yes_no": True})


# --- remove all counters (CR 122.1) ------------------------------------------------------

def test_hexmage_removes_every_kind_and_the_planeswalker_dies() -> None:
    """Bob's Ob Nixilis with 3 loyalty counters and a +1/+1 and a -1/-1... on his Giant: the
    Hexmage's ability on Ob Nixilis removes all its loyalty counters; with no loyalty it is
    put into the graveyard (CR 704.5i)."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Vampire Hexmage"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Ob Nixilis of the Black Oath",
                                                       counters=(("loyalty", 3),)),)))
    ob = one(game, "Ob Nixilis of the Black Oath")
    hexmage = one(game, "Vampire Hexmage")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == hexmage and a.targets == ((ob,),)))
    _settle(game)
    assert ids(game, "Ob Nixilis of the Black Oath", "graveyard")
    assert ids(game, "Vampire Hexmage", "graveyard")  # sacrificed as the cost


def test_hexmage_target_with_several_kinds() -> None:
    """A creature with +1/+1 and charge counters loses both kinds."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        PermanentSpec("Vampire Hexmage"),
        PermanentSpec("Hill Giant", counters=(("+1/+1", 2), ("charge", 1))))), PlayerSpec())
    giant, hexmage = one(game, "Hill Giant"), one(game, "Vampire Hexmage")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == hexmage and a.targets == ((giant,),)))
    _settle(game)
    assert not game.objects[giant].counters


def test_aether_snap_counters_and_tokens() -> None:
    """Every permanent loses its counters, every token is exiled (and ceases to exist);
    a player's poison counters stay (Aether Snap's ruling)."""
    game = table(RECORDS, PlayerSpec(hand=("Aether Snap",), battlefield=(
        *_swamps(5), PermanentSpec("Hill Giant", counters=(("+1/+1", 2),)))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears", token=True),
                                         PermanentSpec("Serra Angel", counters=(("-1/-1", 1),)))))
    game.players[1].counters["poison"] = 3
    game.apply(CastSpell(one(game, "Aether Snap", "hand")))
    _settle(game)
    assert not game.objects[one(game, "Hill Giant")].counters
    assert not game.objects[one(game, "Serra Angel")].counters
    assert not ids(game, "Grizzly Bears") and not ids(game, "Grizzly Bears", "exile")
    assert game.players[1].counters["poison"] == 3


# --- "If you can't sacrifice a creature" (CR 701.17a) ------------------------------------

def _upkeep(game: Game) -> None:
    for _ in range(100):
        assert game.pending is not None
        if game.step == "draw":
            return
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    raise AssertionError("no draw step")


def test_xathrid_demon_sacrifices_another_creature() -> None:
    """With a Hill Giant: it is sacrificed; each opponent loses 3 (its power); no 7 life."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Xathrid Demon"),
                                                  PermanentSpec("Hill Giant"))),
                 PlayerSpec(), PlayerSpec(), step="untap")
    _upkeep(game)
    assert [p.life for p in game.players] == [20, 17, 17]
    assert ids(game, "Hill Giant", "graveyard")
    assert not game.objects[one(game, "Xathrid Demon")].tapped


def test_xathrid_demon_zero_power_sacrifice_is_still_a_sacrifice() -> None:
    """A 0-power Wall is sacrificed: nobody loses life, and the Demon's controller doesn't
    lose 7 (a creature was sacrificed: the ruling)."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Xathrid Demon"),
                                                  PermanentSpec("Wall of Wood"))),
                 PlayerSpec(), step="untap")
    _upkeep(game)
    assert [p.life for p in game.players] == [20, 20]
    assert not game.objects[one(game, "Xathrid Demon")].tapped


def test_xathrid_demon_alone_taps_and_costs_seven_life() -> None:
    """No other creature: the Demon is tapped and its controller loses 7."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Xathrid Demon"),)),
                 PlayerSpec(), step="untap")
    _upkeep(game)
    assert [p.life for p in game.players] == [13, 20]
    assert game.objects[one(game, "Xathrid Demon")].tapped


# --- "put into a graveyard this way" after "destroy all" (CR 608.2c) ---------------------

def test_necromantic_selection_returns_one_destroyed_card() -> None:
    """Every creature is destroyed; Alice returns Bob's Serra Angel under her control, a
    black Zombie Angel; the token Bears (never a card in a graveyard) can't be chosen; the
    spell is exiled."""
    game = table(RECORDS, PlayerSpec(hand=("Necromantic Selection",), battlefield=(
        *_swamps(7), PermanentSpec("Hill Giant"))),
        PlayerSpec(graveyard=("Colossal Dreadmaw",), battlefield=(
            PermanentSpec("Serra Angel"), PermanentSpec("Grizzly Bears", token=True))))
    game.apply(CastSpell(one(game, "Necromantic Selection", "hand")))
    for _ in range(50):
        assert game.pending is not None
        if game.pending.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
            continue
        options = game.pending.options
        names = {game.objects[o].name for o in options if isinstance(o, int)}
        # the Dreadmaw was in the graveyard already; the token ceased to exist
        assert names == {"Hill Giant", "Serra Angel"}, names
        angel = next(o for o in options if isinstance(o, int)
                     and game.objects[o].name == "Serra Angel")
        game.apply(Choose((angel,)))
    angel = game.objects[one(game, "Serra Angel")]
    assert angel.controller == 0
    chars = layers.characteristics(game, angel)
    assert {"B", "W"} <= chars.colors and "Zombie" in chars.subtypes  # (in addition)
    assert ids(game, "Necromantic Selection", "exile")
    assert ids(game, "Hill Giant", "graveyard")


def test_necromantic_selection_with_nothing_destroyed() -> None:
    """No creature on the battlefield: nothing is returned (the Dreadmaw already in a
    graveyard wasn't put there this way); the spell is still exiled."""
    game = table(RECORDS, PlayerSpec(hand=("Necromantic Selection",), battlefield=_swamps(7)),
                 PlayerSpec(graveyard=("Colossal Dreadmaw",)))
    game.apply(CastSpell(one(game, "Necromantic Selection", "hand")))
    _settle(game)
    assert not ids(game, "Colossal Dreadmaw") and ids(game, "Colossal Dreadmaw", "graveyard")
    assert ids(game, "Necromantic Selection", "exile")


# --- "You can't win the game and your opponents can't lose the game" (CR 104.3) ----------

def test_persecutor_keeps_an_opponent_at_zero_life_in_the_game() -> None:
    """Bolted to -1 life, Bob doesn't lose while Alice controls the Persecutor; once it is
    destroyed, he loses at the next state-based action check (the rulings)."""
    game = table(RECORDS, PlayerSpec(hand=("Lightning Bolt", "Murder"), battlefield=(
        PermanentSpec("Abyssal Persecutor"), PermanentSpec("Mountain"), *_swamps(3))),
                 PlayerSpec(life=2), PlayerSpec())
    bolt = next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                and a.card == one(game, "Lightning Bolt", "hand") and a.targets == ((Seat(1),),))
    game.apply(bolt)
    _settle(game)
    assert game.players[1].life == -1 and not game.players[1].lost
    murder = next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                  and a.card == one(game, "Murder", "hand")
                  and a.targets == ((one(game, "Abyssal Persecutor"),),))
    game.apply(murder)
    _settle(game)
    assert game.players[1].lost and not game.players[2].lost


def test_persecutor_stops_its_controller_winning() -> None:
    """Alice has 40 life and Felidar Sovereign: at her upkeep she doesn't win while she
    controls the Persecutor (the ruling names Felidar Sovereign); the game goes on."""
    game = table(RECORDS, PlayerSpec(life=40, battlefield=(PermanentSpec("Abyssal Persecutor"),
                                                           PermanentSpec("Felidar Sovereign"))),
                 PlayerSpec(), step="untap")
    _upkeep(game)
    assert game.result is None and not any(p.lost for p in game.players)


def test_felidar_without_persecutor_wins() -> None:
    """The same upkeep without the Persecutor: Alice wins (the condition holds)."""
    game = table(RECORDS, PlayerSpec(life=40, battlefield=(PermanentSpec("Felidar Sovereign"),)),
                 PlayerSpec(), step="untap")
    for _ in range(50):
        if game.result is not None:
            break
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert game.result is not None and game.result.winner == 0


# --- "lose hexproof and shroud and can't have hexproof or shroud" (CR 613.1f) ------------

def _lighthouse(game: Game) -> None:
    house = one(game, "Arcane Lighthouse")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == house and a.index == 1))
    _settle(game)


def test_lighthouse_makes_hexproof_creatures_targetable() -> None:
    """Bob's Gladecover Scout (hexproof) can't be targeted by Alice's Murder; after the
    Lighthouse's ability it can, and is destroyed."""
    game = table(RECORDS, PlayerSpec(hand=("Murder",), battlefield=(
        PermanentSpec("Arcane Lighthouse"), *_swamps(4))),
                 PlayerSpec(battlefield=(PermanentSpec("Gladecover Scout"),)))
    scout = one(game, "Gladecover Scout")
    murder = one(game, "Murder", "hand")

    def aimed() -> list[CastSpell]:
        return [a for a in game.legal_actions() if isinstance(a, CastSpell)
                and a.card == murder and a.targets == ((scout,),)]
    assert not aimed()
    _lighthouse(game)
    assert aimed()
    game.apply(aimed()[0])
    _settle(game)
    assert ids(game, "Gladecover Scout", "graveyard")


def test_lighthouse_a_later_grant_doesnt_give_hexproof_back() -> None:
    """Bob answers with Ranger's Guile on his Bears after the Lighthouse resolved: the Bears
    gets +1/+1 but not hexproof (the ruling); at the cleanup the effect ends (the Scout
    has hexproof again)."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Arcane Lighthouse"),
                                                  *_swamps(2))),
                 PlayerSpec(hand=("Ranger's Guile",), battlefield=(
                     PermanentSpec("Grizzly Bears"), PermanentSpec("Gladecover Scout"),
                     PermanentSpec("Forest"))))
    from grimoire.rules import query
    _lighthouse(game)
    bears = one(game, "Grizzly Bears")
    guile = one(game, "Ranger's Guile", "hand")
    game.apply(PassPriority())  # Bob gets priority with an empty stack
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                    and a.card == guile and a.targets == ((bears,),)))
    _settle(game)
    obj = game.objects[bears]
    assert query.power(game, obj) == 3 and not query.has_keyword(game, obj, "hexproof")
    scout = game.objects[one(game, "Gladecover Scout")]
    assert not query.has_keyword(game, scout, "hexproof")
    for _ in range(100):  # to Bob's turn: the effect ended in Alice's cleanup step
        if game.active == 1:
            break
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert query.has_keyword(game, scout, "hexproof")


def test_lighthouse_spares_its_controllers_creatures() -> None:
    """Only creatures Alice's opponents control as it resolves are affected: her own
    Gladecover Scout, cast afterwards, keeps hexproof; Bob's doesn't have it."""
    game = table(RECORDS, PlayerSpec(hand=("Gladecover Scout",), battlefield=(
        PermanentSpec("Arcane Lighthouse"), PermanentSpec("Forest"), *_swamps(1))),
        PlayerSpec(battlefield=(PermanentSpec("Gladecover Scout"),)))
    from grimoire.rules import query
    _lighthouse(game)
    game.apply(CastSpell(one(game, "Gladecover Scout", "hand")))
    _settle(game)
    mine = next(o for o in ids(game, "Gladecover Scout") if game.objects[o].controller == 0)
    bobs = next(o for o in ids(game, "Gladecover Scout") if game.objects[o].controller == 1)
    assert query.has_keyword(game, game.objects[mine], "hexproof")
    assert not query.has_keyword(game, game.objects[bobs], "hexproof")


# --- "Each player who sacrificed a creature this way", "that player returns" -------------

def test_infernal_offering_four_players() -> None:
    """Alice (Hill Giant) chooses Bob (Serra Angel) for the sacrifice: both sacrifice and
    draw two; Carol, who sacrificed nothing, draws none. Then she chooses Dave for the
    return: she returns her Giant (just sacrificed), Dave his Dreadmaw."""
    game = table(RECORDS, PlayerSpec(hand=("Infernal Offering",), battlefield=(
        *_swamps(5), PermanentSpec("Hill Giant"))),
                 PlayerSpec(battlefield=(PermanentSpec("Serra Angel"),)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
                 PlayerSpec(graveyard=("Colossal Dreadmaw",)))
    game.apply(CastSpell(one(game, "Infernal Offering", "hand")))
    chosen = iter((1, 3))
    for _ in range(100):
        assert game.pending is not None
        pending = game.pending
        if pending.kind == "priority":
            if not game.stack:
                break
            game.apply(PassPriority())
            continue
        seats = [o for o in pending.options if isinstance(o, Seat)]
        if seats:
            want = next(chosen)
            game.apply(Choose((next(s for s in seats if s.index == want),)))
        else:
            game.apply(game.legal_actions()[0])
    assert [len(p.hand) for p in game.players] == [2, 2, 0, 0]
    assert game.objects[one(game, "Hill Giant")].controller == 0
    assert game.objects[one(game, "Colossal Dreadmaw")].controller == 3
    assert ids(game, "Serra Angel", "graveyard") and ids(game, "Grizzly Bears")


def test_infernal_offering_without_creatures() -> None:
    """Nobody controls a creature: nobody sacrifices or draws (the ruling); the opponent's
    graveyard is empty: only Alice returns a card."""
    game = table(RECORDS, PlayerSpec(hand=("Infernal Offering",), graveyard=("Hill Giant",),
                                     battlefield=_swamps(5)), PlayerSpec())
    game.apply(CastSpell(one(game, "Infernal Offering", "hand")))
    _settle(game)
    assert [len(p.hand) for p in game.players] == [0, 0]
    assert game.objects[one(game, "Hill Giant")].controller == 0


# --- an emblem's activated ability (CR 114.4) --------------------------------------------

def test_ob_nixilis_emblem_ability_from_the_command_zone() -> None:
    """After the −8 the emblem is in Alice's command zone (Ob Nixilis dies with 0 loyalty);
    its ability, activated there, sacrifices the Hill Giant: she gains 3 and draws 3 (its
    power as it last existed). Bob can't activate Alice's emblem."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        PermanentSpec("Ob Nixilis of the Black Oath", counters=(("loyalty", 8),)),
        PermanentSpec("Hill Giant"), *_swamps(2))), PlayerSpec(battlefield=_swamps(2)))
    ob = one(game, "Ob Nixilis of the Black Oath")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == ob and a.index == 2))
    _settle(game)
    emblem = next(emblems(game, 0))
    assert ids(game, "Ob Nixilis of the Black Oath", "graveyard")
    activate = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == emblem.id]
    assert activate == [ActivateAbility(emblem.id, 0, costs=(one(game, "Hill Giant"),))]
    game.apply(activate[0])
    _settle(game)
    assert game.players[0].life == 23 and len(game.players[0].hand) == 3
    assert ids(game, "Hill Giant", "graveyard")


def test_ob_nixilis_emblem_needs_a_creature_and_its_owner() -> None:
    """No creature to sacrifice: the ability can't be activated (CR 602.2b); and only the
    emblem's owner may activate it (CR 114.2, 602.2): Bob's attempt is refused."""
    game = table(RECORDS, PlayerSpec(battlefield=(
        PermanentSpec("Ob Nixilis of the Black Oath", counters=(("loyalty", 8),)),
        *_swamps(2))), PlayerSpec(battlefield=(*_swamps(2), PermanentSpec("Hill Giant"))))
    ob = one(game, "Ob Nixilis of the Black Oath")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == ob and a.index == 2))
    _settle(game)
    emblem = next(emblems(game, 0))
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                and a.source == emblem.id]
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.player == 1
    before = digest(game)
    try:
        game.apply(ActivateAbility(emblem.id, 0, costs=(one(game, "Hill Giant"),)))
    except IllegalActionError:
        pass
    else:
        raise AssertionError("Bob activated Alice's emblem")
    assert digest(game) == before
