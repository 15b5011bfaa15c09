"""The classes of Desert Bloom [OTC] (issue #14), each for every card with its shape:

* token phrases (CR 111.4, 111.10): a colour list with commas ("a 1/1 red, green, and white
  Sand Warrior creature token", CR 105.2) and keywords followed by a quoted ability, with a
  token's own ability quoted inside it ("a 0/2 red Dragon Egg creature token with defender and
  "When this token dies, create a 2/2 red Dragon ... with flying and '{R}: ...'"");
* landwalk with a nonbasic land type: desertwalk (CR 702.14a, 702.14c);
* "Whenever a Desert card is put into your graveyard from anywhere" / "into an opponent's
  graveyard" (CR 603.6a, 404.2: a card goes to its owner's graveyard);
* "Other Plants and Treefolk you control get +2/+0" (a subtype list, CR 205.3) and "At the
  beginning of each of your postcombat main phases" (CR 505.1);
* "Search your library for up to two basic land cards and/or Desert cards" (CR 701.19);
* "Choose creature or land." then "of the chosen type" (CR 608.2d, 607.2d, 205.2a);
* "you may discard any number of land cards. Put that many +1/+1 counters ... and draw that
  many cards" (CR 701.9a, 608.2c);
* "Return up to three target land cards ... Create that many ..." (CR 608.2c, 608.2b).
"""

from __future__ import annotations

from typing import Any

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import combat, layers, query, zones
from grimoire.rules.actions import (
    CastSpell,
    Choose,
    DeclareAttackers,
    PassPriority,
    PlayLand,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

HAZEZON = record("Hazezon, Shaper of Sand", "{R}{G}{W}", "Legendary Creature — Human Warrior",
                 "Desertwalk (This creature can't be blocked as long as defending player "
                 "controls a Desert.)\nYou may play Desert lands from your graveyard.\nWhenever a "
                 "Desert you control enters, create two 1/1 red, green, and white Sand Warrior "
                 "creature tokens.", "3", "3")
YUMA = record("Yuma, Proud Protector", "{5}{R}{G}{W}", "Legendary Creature — Human Ranger",
              "This spell costs {1} less to cast for each land card in your graveyard.\nWhenever "
              "Yuma enters or attacks, you may sacrifice a land. If you do, draw a card.\n"
              "Whenever a Desert card is put into your graveyard from anywhere, create a 4/2 "
              "green Plant Warrior creature token with reach.", "6", "6")
KIRRI = record("Kirri, Talented Sprout", "{1}{R}{G}{W}", "Legendary Creature — Plant Druid",
               "Other Plants and Treefolk you control get +2/+0.\nAt the beginning of each of "
               "your postcombat main phases, return target Plant, Treefolk, or land card from "
               "your graveyard to your hand.", "0", "3")
NESTING = record("Nesting Dragon", "{3}{R}{R}", "Creature — Dragon",
                 "Flying\nLandfall — Whenever a land you control enters, create a 0/2 red Dragon "
                 "Egg creature token with defender and \"When this token dies, create a 2/2 red "
                 "Dragon creature token with flying and '{R}: This token gets +1/+0 until end of "
                 "turn.'\"", "5", "4")
MAP = record("Map the Frontier", "{3}{G}", "Sorcery",
             "Search your library for up to two basic land cards and/or Desert cards, put them "
             "onto the battlefield tapped, then shuffle.")
WINDING = record("Winding Way", "{1}{G}", "Sorcery",
                 "Choose creature or land. Reveal the top four cards of your library. Put all "
                 "cards of the chosen type revealed this way into your hand and the rest into "
                 "your graveyard.")
HARVEST = record("Abundant Harvest", "{G}", "Sorcery",
                 "Choose land or nonland. Reveal cards from the top of your library until you "
                 "reveal a card of the chosen kind. Put that card into your hand and the rest on "
                 "the bottom of your library in a random order.")
CULTIVATOR = record("Nantuko Cultivator", "{3}{G}", "Creature — Insect Druid",
                    "When this creature enters, you may discard any number of land cards. Put "
                    "that many +1/+1 counters on this creature and draw that many cards.",
                    "2", "2")
REGROWTH = record("Vengeful Regrowth", "{4}{G}{G}", "Sorcery",
                  "Return up to three target land cards from your graveyard to the battlefield "
                  "tapped. Create that many 4/2 green Plant Warrior creature tokens with reach.\n"
                  "Flashback {6}{G}{G} (You may cast this card from your graveyard for its "
                  "flashback cost. Then exile it.)")
SAND_SCOUT = record("Sand Scout", "{1}{W}", "Creature — Human Scout",
                    "When this creature enters, if an opponent controls more lands than you, "
                    "search your library for a Desert card, put it onto the battlefield tapped, "
                    "then shuffle.\nWhenever one or more land cards are put into your graveyard "
                    "from anywhere, create a 1/1 red, green, and white Sand Warrior creature "
                    "token. This ability triggers only once each turn.", "2", "2")
COMPOST = record("Compost", "{1}{G}", "Enchantment",
                 "Whenever a black card is put into an opponent's graveyard from anywhere, you "
                 "may draw a card.")
DESERT = record("Desert", "", "Land — Desert",
                "{T}: Add {C}.\n{T}: This land deals 1 damage to target attacking creature. "
                "Activate only during the end of combat step.")
TREEFOLK = record("Ironroot Treefolk", "{4}{G}", "Creature — Treefolk", "", "3", "5")
MIND_ROT = record("Mind Rot", "{2}{B}", "Sorcery", "Target player discards two cards.")
SPECTER = record("Hypnotic Specter", "{1}{B}{B}", "Creature — Specter",
                 "Flying\nWhenever this creature deals damage to an opponent, that player "
                 "discards a card at random.", "2", "2")
RECORDS = (HAZEZON, YUMA, KIRRI, NESTING, MAP, WINDING, HARVEST, CULTIVATOR, REGROWTH,
           SAND_SCOUT, COMPOST, DESERT, TREEFOLK, SPECTER, MIND_ROT)
FORESTS = tuple(PermanentSpec("Forest") for _ in range(8))


def _game(p0: PlayerSpec, p1: PlayerSpec | None = None, *, step: str = "main1") -> Game:
    return table(RECORDS, p0, p1 or PlayerSpec(), PlayerSpec(), PlayerSpec(), step=step)


def _play(game: Game, name: str, zone: str = "hand",
          targets: tuple[tuple[int, ...], ...] = ()) -> None:
    game.apply(CastSpell(one(game, name, zone), targets=targets))


def _settle(game: Game) -> None:
    """Pass priority (taking the first answer of other decisions, as ordering triggers)
    until the stack is empty."""
    advance(game, lambda g: not g.stack and g.pending is not None
            and g.pending.kind == "priority")


def _tokens(game: Game, name: str) -> list[int]:
    return [o for o in ids(game, name) if game.objects[o].kind == "token"]


def test_the_records_compile() -> None:
    """Every card of the class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_comma_colour_list_and_quoted_ability_after_keywords() -> None:
    """CR 105.2, 111.4: "red, green, and white" is three colours; "with defender and
    "When this token dies, ..."" gives the keyword and the quoted ability, whose own token
    has flying and the single-quoted activated ability."""
    spec = compile_source(HAZEZON).abilities[-1]
    assert isinstance(spec, ir.TriggeredAbility) and isinstance(spec.effect, ir.CreateTokens)
    assert spec.effect.token.colors == ("R", "G", "W")
    landfall = compile_source(NESTING).abilities[-1]
    assert isinstance(landfall, ir.TriggeredAbility)
    assert isinstance(landfall.effect, ir.CreateTokens)
    egg = landfall.effect.token
    assert egg.name == "Dragon Egg" and (egg.power, egg.toughness) == (0, 2)
    assert isinstance(egg.abilities[0], ir.Keyword) and egg.abilities[0].name == "defender"
    dies = egg.abilities[1]
    assert isinstance(dies, ir.TriggeredAbility) and isinstance(dies.effect, ir.CreateTokens)
    dragon = dies.effect.token
    assert [type(a).__name__ for a in dragon.abilities] == ["Keyword", "ActivatedAbility"]


def test_an_unknown_keyword_before_a_quoted_ability_is_not_understood() -> None:
    """Never a token with fewer abilities than its text: an unknown word stays a gap."""
    text = record("Test Nest", "{2}{R}", "Enchantment",
                  "At the beginning of your upkeep, create a 1/1 red Goblin creature token with "
                  "gobbling and \"This token can't block.\"")
    assert not compiled_ok(text)


def compiled_ok(rec: dict[str, Any]) -> bool:
    return card_is_compiled([compile_source(rec)])


def test_hazezon_desert_entering_makes_two_three_colour_warriors() -> None:
    """A Desert played from the graveyard (Hazezon's permission) enters: two 1/1 red, green
    and white Sand Warriors (CR 105.2)."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Hazezon, Shaper of Sand"),),
                            graveyard=("Desert",)))
    game.apply(PlayLand(one(game, "Desert", "graveyard")))
    _settle(game)
    warriors = _tokens(game, "Sand Warrior")
    assert len(warriors) == 2
    assert all(set(layers.characteristics(game, game.objects[o]).colors) == set("RGW")
               for o in warriors)


def test_nesting_dragon_egg_dies_into_a_firebreathing_dragon() -> None:
    """Landfall makes a 0/2 Egg with defender; when it dies (Lightning Bolt, CR 700.4) its
    own ability makes a 2/2 flying Dragon whose {R} ability pumps it (CR 602)."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Nesting Dragon"),
                                         *(PermanentSpec("Mountain") for _ in range(3))),
                            hand=("Forest", "Lightning Bolt")))
    game.apply(PlayLand(one(game, "Forest", "hand")))
    _settle(game)
    egg = one(game, "Dragon Egg")
    assert query.has_keyword(game, game.objects[egg], "defender")
    _play(game, "Lightning Bolt", targets=((egg,),))
    _settle(game)
    assert not ids(game, "Dragon Egg")
    dragon = game.objects[one(game, "Dragon")]
    assert query.has_keyword(game, dragon, "flying")
    assert query.power(game, dragon) == 2


def test_desertwalk_only_against_a_player_with_a_desert() -> None:
    """CR 702.14c: Hazezon can't be blocked while the defending player controls a Desert;
    without one (the Desert is the attacker's own) it can."""
    for theirs, blockable in ((True, False), (False, True)):
        desert = (PermanentSpec("Desert"),)
        game = _game(PlayerSpec(battlefield=(PermanentSpec("Hazezon, Shaper of Sand"),
                                             *(() if theirs else desert))),
                     PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),
                                             *(desert if theirs else ()))),
                     step="beginning_of_combat")
        pass_to(game, "declare_attackers", active=0)
        game.apply(DeclareAttackers(((one(game, "Hazezon, Shaper of Sand"), Seat(1)),)))
        assert any(option.blocks for option in combat.block_options(game, 1)) is blockable


def test_desert_cards_put_into_your_graveyard_from_anywhere() -> None:
    """Winding Way, choosing creature: the Bears go to the hand, the Desert and the two basic
    lands from the library to the graveyard (CR 603.6a: from anywhere). Yuma triggers once
    (one Desert card), Sand Scout once (a batch of land cards, only once each turn)."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Yuma, Proud Protector"),
                                         PermanentSpec("Sand Scout"), *FORESTS),
                            hand=("Winding Way",),
                            library=("Desert", "Forest", "Grizzly Bears", "Mountain",
                                     *(("Island",) * 10))))
    _play(game, "Winding Way")
    pass_to(game, "choose_mode", player=0)
    assert tuple(game.pending.options) == ("creature", "land")  # type: ignore[union-attr]
    game.apply(Choose("creature"))
    _settle(game)
    assert ids(game, "Grizzly Bears", "hand")
    assert {game.objects[o].name for o in game.players[0].graveyard} >= {
        "Desert", "Forest", "Mountain", "Winding Way"}
    assert len(_tokens(game, "Plant Warrior")) == 1
    assert len(_tokens(game, "Sand Warrior")) == 1


def test_winding_way_choosing_land() -> None:
    """CR 608.2d, 205.2a: choosing land puts the three lands into the hand, the Bears into
    the graveyard (a creature card: not a Desert, so Yuma doesn't trigger)."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Yuma, Proud Protector"), *FORESTS),
                            hand=("Winding Way",),
                            library=("Desert", "Forest", "Grizzly Bears", "Mountain",
                                     *(("Island",) * 10))))
    _play(game, "Winding Way")
    pass_to(game, "choose_mode", player=0)
    game.apply(Choose("land"))
    _settle(game)
    assert {game.objects[o].name for o in game.players[0].hand} == {"Desert", "Forest",
                                                                     "Mountain"}
    assert ids(game, "Grizzly Bears", "graveyard") and not _tokens(game, "Plant Warrior")


def test_abundant_harvest_nonland() -> None:
    """"nonland": the first card without the land type (CR 205.2a) goes to the hand."""
    game = _game(PlayerSpec(battlefield=FORESTS, hand=("Abundant Harvest",),
                            library=("Forest", "Desert", "Grizzly Bears", "Mountain")))
    _play(game, "Abundant Harvest")
    pass_to(game, "choose_mode", player=0)
    game.apply(Choose("nonland"))
    _settle(game)
    assert [game.objects[o].name for o in game.players[0].hand] == ["Grizzly Bears"]


def test_a_black_card_put_into_an_opponents_graveyard() -> None:
    """Compost: Mind Rot makes an opponent discard Hypnotic Specter (black) and a Forest: one
    trigger, "may" accepted, one card drawn; Mind Rot itself, black, goes to its caster's own
    graveyard and doesn't trigger it (CR 404.2)."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Compost"),
                                         *(PermanentSpec("Swamp") for _ in range(3))),
                            hand=("Mind Rot",)),
                 PlayerSpec(hand=("Hypnotic Specter", "Forest")))
    _play(game, "Mind Rot", targets=((Seat(1),),))
    pass_to(game, "yes_no", player=0)
    game.apply(Choose(True))
    _settle(game)
    assert len(game.players[0].hand) == 1
    assert game.pending is not None and game.pending.kind == "priority" and not game.stack


def test_kirri_pumps_other_plants_and_treefolk() -> None:
    """CR 205.3, 613.4c: Plants and Treefolk you control other than Kirri get +2/+0; a Bear
    and an opponent's Treefolk don't."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Kirri, Talented Sprout"),
                                         PermanentSpec("Ironroot Treefolk"),
                                         PermanentSpec("Grizzly Bears"))),
                 PlayerSpec(battlefield=(PermanentSpec("Ironroot Treefolk"),)))
    mine, theirs = sorted(ids(game, "Ironroot Treefolk"),
                          key=lambda o: game.objects[o].controller)
    assert query.power(game, game.objects[mine]) == 5
    assert query.power(game, game.objects[theirs]) == 3
    assert query.power(game, game.objects[one(game, "Grizzly Bears")]) == 2
    assert query.power(game, game.objects[one(game, "Kirri, Talented Sprout")]) == 0


def test_kirri_returns_a_land_card_in_the_postcombat_main_phase() -> None:
    """CR 505.1: at the beginning of the postcombat main phase, a target Plant, Treefolk or
    land card returns to the hand; a Bear in the graveyard is no legal target."""
    game = _game(PlayerSpec(battlefield=(PermanentSpec("Kirri, Talented Sprout"),),
                            graveyard=("Grizzly Bears", "Desert")), step="end_of_combat")
    pass_to(game, "priority", active=0, player=0)
    for _ in range(40):
        if ids(game, "Desert", "hand"):
            break
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert ids(game, "Desert", "hand") and ids(game, "Grizzly Bears", "graveyard")


def test_map_the_frontier_finds_basics_and_deserts_only() -> None:
    """CR 701.19: the search offers basic land cards and Desert cards, not a Bear; both
    found enter tapped."""
    game = _game(PlayerSpec(battlefield=FORESTS, hand=("Map the Frontier",),
                            library=("Grizzly Bears", "Desert", "Mountain", "Hill Giant")))
    _play(game, "Map the Frontier")
    pass_to(game, "choose_objects", player=0)
    offered = {game.objects[o].name for o in game.pending.options}  # type: ignore[union-attr]
    assert offered == {"Desert", "Mountain"}
    game.apply(Choose(tuple(game.pending.options)))  # type: ignore[union-attr]
    _settle(game)
    assert game.objects[one(game, "Desert")].tapped and game.objects[one(game, "Mountain")].tapped


def test_nantuko_cultivator_discards_lands_for_counters_and_cards() -> None:
    """CR 701.9a, 608.2c: only land cards may be discarded; two discarded: two +1/+1
    counters and two cards drawn (the rulings: all while the ability resolves)."""
    game = _game(PlayerSpec(battlefield=FORESTS,
                            hand=("Nantuko Cultivator", "Desert", "Mountain", "Grizzly Bears")))
    _play(game, "Nantuko Cultivator")
    pass_to(game, "yes_no", player=0)
    game.apply(Choose(True))
    pass_to(game, "choose_objects", player=0)
    options = game.pending.options  # type: ignore[union-attr]
    assert {game.objects[o].name for o in options} == {"Desert", "Mountain"}
    game.apply(Choose(tuple(options)))
    _settle(game)
    cultivator = game.objects[one(game, "Nantuko Cultivator")]
    assert cultivator.counter("+1/+1") == 2
    assert len(game.players[0].hand) == 3  # the Bears and two cards drawn


def test_nantuko_cultivator_declined() -> None:
    """The "may" declined: no counters, no cards."""
    game = _game(PlayerSpec(battlefield=FORESTS, hand=("Nantuko Cultivator", "Desert")))
    _play(game, "Nantuko Cultivator")
    pass_to(game, "yes_no", player=0)
    game.apply(Choose(False))
    _settle(game)
    assert game.objects[one(game, "Nantuko Cultivator")].counter("+1/+1") == 0
    assert [game.objects[o].name for o in game.players[0].hand] == ["Desert"]


def test_vengeful_regrowth_counts_the_lands_returned() -> None:
    """CR 608.2c: "that many" is how many land cards it returned: two targets, two Plant
    Warriors 4/2 with reach."""
    game = _game(PlayerSpec(battlefield=FORESTS, hand=("Vengeful Regrowth",),
                            graveyard=("Desert", "Mountain")))
    lands = (one(game, "Desert", "graveyard"), one(game, "Mountain", "graveyard"))
    _play(game, "Vengeful Regrowth", targets=(lands,))
    _settle(game)
    assert game.objects[one(game, "Desert")].tapped
    warriors = _tokens(game, "Plant Warrior")
    assert len(warriors) == 2
    assert query.has_keyword(game, game.objects[warriors[0]], "reach")


def test_vengeful_regrowth_with_a_target_gone() -> None:
    """CR 608.2b: a target that left the graveyard isn't returned, nor counted."""
    game = _game(PlayerSpec(battlefield=FORESTS, hand=("Vengeful Regrowth",),
                            graveyard=("Desert", "Mountain")))
    lands = (one(game, "Desert", "graveyard"), one(game, "Mountain", "graveyard"))
    _play(game, "Vengeful Regrowth", targets=(lands,))
    zones.move(game, lands[1], "exile")
    _settle(game)
    assert len(_tokens(game, "Plant Warrior")) == 1
