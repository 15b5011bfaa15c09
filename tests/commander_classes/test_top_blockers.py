"""Top blockers of the Commander decks (issue 14), each from its Oracle text and rulings:

* "Return target Dragon creature card or Ugin planeswalker card from your graveyard to your
  hand" (Haven of the Spirit Dragon; CR 115.1: one target matching either description).
* "Whenever equipped creature dies, you may reveal cards from the top of your library until
  you reveal a creature card that shares a creature type with it. Put that card into your
  hand and the rest on the bottom of your library in a random order." (Heirloom Blade;
  CR 603.10a, 608.2h; "it" is the creature that died).
* "When the twelfth hour counter is put on this artifact, ..." (Midnight Clock; CR 603.2:
  the event that puts the twelfth on; not the thirteenth).
* Moving counters (CR 122.5): "you may move any number of +1/+1 counters from this creature
  onto other creatures" (Forgotten Ancient), "move a +1/+1 counter from ~ onto that
  creature" and graft (CR 702.58a: Llanowar Reborn, Simic Initiate).
* "Whenever one or more creatures an opponent controls attack you and aren't blocked, that
  player draws three cards and gains control of this artifact. Untap it." (Coveted Jewel;
  CR 509.3g-like, with its rulings: after blockers, once per such opponent).
* "Untap all creatures you control and all creatures target opponent controls. You and
  that opponent each gain control of all creatures the other controls until end of turn.
  Those creatures gain haste until end of turn." (Reins of Power; CR 613.1b, 611.2c).
* "Whenever this creature attacks or becomes the target of a spell an opponent controls,
  choose one — ..." (Tectonic Giant; CR 603.2: either event; CR 700.2b: the mode chosen as
  it is put on the stack), with "Exile the top two cards of your library. Choose one of
  them. Until the end of your next turn, you may play that card." (CR 608.2d, 611.2a).
* "Each player puts a vow counter on a creature they control and sacrifices the rest. Each
  of those creatures can't attack you or planeswalkers you control for as long as it has a
  vow counter on it." (Promise of Loyalty; CR 101.4, 701.17a, 508.1c, 611.2b).
* "choose a card at random in your graveyard. If it's a creature card, put it onto the
  battlefield. Otherwise, put it into your hand." (Deadbridge Chant; the game's RNG picks).
* "Whenever a creature attacks enchanted player, its controller gains 1 life." (Curse of the
  Forsaken; CR 303.4, 508.3a: once for each creature attacking that player).
* Addendum, "If you cast this spell during your main phase, ..." (Return to Dust; CR 505,
  601.2a: when it was cast, not when it resolves).
* "Each opponent draws a card, then you draw a card for each opponent who drew a card this
  way." (Cut a Deal; CR 608.2c).
* "Whenever one or more creatures attack, you may have target attacking creature gain
  double strike until end of turn." (Duelist's Heritage; CR 508.1, 603.2: any player's
  attack).
* "Each opponent attacking that player untaps all nonland permanents they control." (Curse
  of Bounty; CR 506.2: "they" is each of those opponents).
* "enters with a number of +1/+1 counters on it equal to one plus the number of other
  creatures you control" and "When this creature dies, create a ... token for each +1/+1
  counter on it" (Boss's Chauffeur; CR 614.1c, 608.2h: the counters it last had).
* "Each opponent chooses a creature card in their graveyard. Put those cards onto the
  battlefield under your control." (Dredge the Mire; CR 101.4, 608.2d).
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import query
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
HAVEN = record("Haven of the Spirit Dragon", "", "Land",
               "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a "
               "Dragon creature spell.\n{2}, {T}, Sacrifice this land: Return target Dragon "
               "creature card or Ugin planeswalker card from your graveyard to your hand.")
SHIVAN = record("Shivan Dragon", "{4}{R}{R}", "Creature — Dragon",
                "Flying\n{R}: This creature gets +1/+0 until end of turn.", "5", "5")
UGIN = {**record("Ugin, the Ineffable", "{6}", "Legendary Planeswalker — Ugin",
                 "Colorless spells you cast cost {2} less to cast.\n+1: Exile the top card of "
                 "your library face down and look at it. Create a 2/2 colorless Spirit "
                 "creature token. When that token leaves the battlefield, put the exiled card "
                 "into your hand.\n−3: Destroy target permanent that's one or more colors."),
        "loyalty": "4"}
CHANDRA = {**record("Chandra, Pyrogenius", "{4}{R}{R}", "Legendary Planeswalker — Chandra",
                    "+2: Chandra, Pyrogenius deals 2 damage to each opponent.\n−3: Chandra, "
                    "Pyrogenius deals 4 damage to target creature."), "loyalty": "5"}

BLADE = record("Heirloom Blade", "{3}", "Artifact — Equipment",
               "Equipped creature gets +3/+1.\nWhenever equipped creature dies, you may reveal "
               "cards from the top of your library until you reveal a creature card that "
               "shares a creature type with it. Put that card into your hand and the rest on "
               "the bottom of your library in a random order.\nEquip {1}")
ELVES = record("Llanowar Elves", "{G}", "Creature — Elf Druid", "{T}: Add {G}.", "1", "1")
VISIONARY = record("Elvish Visionary", "{1}{G}", "Creature — Elf Shaman",
                   "When this creature enters, draw a card.", "1", "1")
PIKER = record("Goblin Piker", "{1}{R}", "Creature — Goblin Warrior",
               "This creature can't block.", "2", "1")

CLOCK = record("Midnight Clock", "{2}{U}", "Artifact",
               "{T}: Add {U}.\n{2}{U}: Put an hour counter on this artifact.\nAt the beginning "
               "of each upkeep, put an hour counter on this artifact.\nWhen the twelfth hour "
               "counter is put on this artifact, shuffle your hand and graveyard into your "
               "library, then draw seven cards. Exile this artifact.")

ANCIENT = record("Forgotten Ancient", "{3}{G}", "Creature — Elemental",
                 "Whenever a player casts a spell, you may put a +1/+1 counter on this "
                 "creature.\nAt the beginning of your upkeep, you may move any number of +1/+1 "
                 "counters from this creature onto other creatures.", "0", "3")
INITIATE = record("Simic Initiate", "{G}", "Creature — Human Mutant",
                  "Graft 1 (This creature enters with a +1/+1 counter on it. Whenever another "
                  "creature enters, you may move a +1/+1 counter from this creature onto it.)",
                  "0", "0")
REBORN = record("Llanowar Reborn", "", "Land",
                "This land enters tapped.\n{T}: Add {G}.\nGraft 1 (This land enters with a "
                "+1/+1 counter on it. Whenever a creature enters, you may move a +1/+1 counter "
                "from this land onto it.)")

JEWEL = record("Coveted Jewel", "{6}", "Artifact",
               "When this artifact enters, draw three cards.\n{T}: Add three mana of any one "
               "color.\nWhenever one or more creatures an opponent controls attack you and "
               "aren't blocked, that player draws three cards and gains control of this "
               "artifact. Untap it.")

REINS = record("Reins of Power", "{2}{U}{U}", "Instant",
               "Untap all creatures you control and all creatures target opponent controls. You "
               "and that opponent each gain control of all creatures the other controls until "
               "end of turn. Those creatures gain haste until end of turn.")

TECTONIC = record("Tectonic Giant", "{2}{R}{R}", "Creature — Elemental Giant",
                  "Whenever this creature attacks or becomes the target of a spell an opponent "
                  "controls, choose one —\n• This creature deals 3 damage to each opponent.\n• "
                  "Exile the top two cards of your library. Choose one of them. Until the end "
                  "of your next turn, you may play that card.", "3", "4")

PROMISE = record("Promise of Loyalty", "{4}{W}", "Sorcery",
                 "Each player puts a vow counter on a creature they control and sacrifices the "
                 "rest. Each of those creatures can't attack you or planeswalkers you control "
                 "for as long as it has a vow counter on it.")

CHANT = record("Deadbridge Chant", "{4}{B}{G}", "Enchantment",
               "When this enchantment enters, mill ten cards.\nAt the beginning of your "
               "upkeep, choose a card at random in your graveyard. If it's a creature card, "
               "put it onto the battlefield. Otherwise, put it into your hand.")

FORSAKEN = record("Curse of the Forsaken", "{2}{W}", "Enchantment — Aura Curse",
                  "Enchant player\nWhenever a creature attacks enchanted player, its "
                  "controller gains 1 life.")

DUST = record("Return to Dust", "{2}{W}{W}", "Instant",
              "Exile target artifact or enchantment. If you cast this spell during your main "
              "phase, you may exile up to one other target artifact or enchantment.")

DEAL = record("Cut a Deal", "{2}{W}", "Sorcery",
              "Each opponent draws a card, then you draw a card for each opponent who drew a "
              "card this way.")

HERITAGE = record("Duelist's Heritage", "{2}{W}", "Enchantment",
                  "Whenever one or more creatures attack, you may have target attacking "
                  "creature gain double strike until end of turn.")

BOUNTY = record("Curse of Bounty", "{1}{G}", "Enchantment — Aura Curse",
                "Enchant player\nWhenever enchanted player is attacked, untap all nonland "
                "permanents you control. Each opponent attacking that player untaps all nonland "
                "permanents they control.")

CHAUFFEUR = record("Boss's Chauffeur", "{4}{W}", "Creature — Elf Citizen",
                   "This creature enters with a number of +1/+1 counters on it equal to one "
                   "plus the number of other creatures you control.\nAlliance — Whenever "
                   "another creature you control enters, put a +1/+1 counter on this creature."
                   "\nWhen this creature dies, create a 1/1 green and white Citizen creature "
                   "token for each +1/+1 counter on it.", "0", "0")

MIRE = record("Dredge the Mire", "{3}{B}", "Sorcery",
              "Each opponent chooses a creature card in their graveyard. Put those cards onto "
              "the battlefield under your control.")


def test_the_records_compile() -> None:
    """Each card of these classes compiles with nothing the engine ignores."""
    compiled(HAVEN, SHIVAN, BLADE, CLOCK, ANCIENT, INITIATE, REBORN, JEWEL, REINS,
             TECTONIC, PROMISE, CHANT, FORSAKEN, DUST, DEAL,
             HERITAGE, BOUNTY, CHAUFFEUR, MIRE)


def test_haven_returns_a_dragon_creature_or_an_ugin_planeswalker() -> None:
    """CR 115.1: the Dragon creature card and the Ugin planeswalker card may be targeted;
    a non-Dragon creature card and a non-Ugin planeswalker card may not; the chosen one
    returns to Alice's hand."""
    game = table((HAVEN, SHIVAN, UGIN, CHANDRA), PlayerSpec(
        battlefield=(P("Haven of the Spirit Dragon"), P("Mountain"), P("Mountain")),
        graveyard=("Shivan Dragon", "Ugin, the Ineffable", "Chandra, Pyrogenius",
                   "Hill Giant")), PlayerSpec())
    haven = one(game, "Haven of the Spirit Dragon")
    options = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
               and a.source == haven and a.targets]
    offered = {game.objects[a.targets[0][0]].name for a in options}
    assert offered == {"Shivan Dragon", "Ugin, the Ineffable"}
    ugin = one(game, "Ugin, the Ineffable", "graveyard")
    game.apply(next(a for a in options if a.targets == ((ugin,),)))
    while game.stack:
        game.apply(PassPriority())
    assert one(game, "Ugin, the Ineffable", "hand")
    assert one(game, "Haven of the Spirit Dragon", "graveyard")


def _blade(library: tuple[str, ...]) -> Game:
    """Alice's Llanowar Elves (an Elf Druid) wears Heirloom Blade; Bob murders it."""
    game = table((BLADE, ELVES, VISIONARY, PIKER), PlayerSpec(
        battlefield=(P("Llanowar Elves"), P("Heirloom Blade", attached_to=(0, 0))),
        library=library), PlayerSpec(hand=("Murder",), battlefield=(P("Swamp"),) * 3))
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Murder", "hand"), targets=((one(game, "Llanowar Elves"),),)))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        pending = game.pending
        assert pending is not None
        game.apply(Choose(True) if pending.kind == "yes_no" else PassPriority())
    return game


def test_heirloom_blade_finds_a_card_sharing_a_type_with_the_dead_creature() -> None:
    """Rulings: reveal until a creature card that shares a creature type with the Elves as
    they last existed (Elvish Visionary: Elf), past a Goblin and a land; it goes to Alice's
    hand, the others to the bottom."""
    game = _blade(("Forest", "Goblin Piker", "Elvish Visionary", "Island", "Swamp"))
    alice = game.players[0]
    assert [game.objects[o].name for o in alice.hand] == ["Elvish Visionary"]
    bottom = {game.objects[o].name for o in alice.library[:2]}
    assert bottom == {"Forest", "Goblin Piker"}
    assert game.objects[alice.library[-1]].name == "Island"  # the top is untouched


def test_heirloom_blade_finding_nothing_reveals_everything() -> None:
    """Ruling: with no creature card sharing a type, the whole library is revealed and put
    on the bottom in a random order: nothing goes to the hand."""
    game = _blade(("Forest", "Goblin Piker", "Island"))
    alice = game.players[0]
    assert alice.hand == [] and len(alice.library) == 3


def _clock(hours: int) -> Game:
    """Alice's Midnight Clock with ``hours`` hour counters, at the end of Bob's turn; Alice
    has two cards in hand and three in her graveyard."""
    return table((CLOCK,), PlayerSpec(
        hand=("Hill Giant", "Forest"), graveyard=("Island", "Swamp", "Grizzly Bears"),
        battlefield=(P("Midnight Clock", counters=(("hour", hours),)),)), PlayerSpec(),
        step="end", active=1)


def _to_main(game: Game) -> None:
    while not (game.active == 0 and game.step == "main1"):
        pending = game.pending
        assert pending is not None
        game.apply(PassPriority() if pending.kind == "priority" else game.legal_actions()[0])


def test_midnight_clock_twelfth_counter_resets_the_hand() -> None:
    """CR 603.2: the upkeep counter is the twelfth: Alice shuffles hand and graveyard into
    her library and draws seven (plus her draw step's card); the Clock is exiled."""
    game = _clock(11)
    library = len(game.players[0].library)
    _to_main(game)
    alice = game.players[0]
    assert one(game, "Midnight Clock", "exile")
    assert alice.graveyard == [] and len(alice.hand) == 8
    assert len(alice.library) == library + 5 - 8


def test_midnight_clock_thirteenth_counter_does_nothing() -> None:
    """Only the twelfth: a Clock already at twelve getting a thirteenth doesn't trigger."""
    game = _clock(12)
    _to_main(game)
    clock = game.objects[one(game, "Midnight Clock")]
    assert clock.counter("hour") == 13 and len(game.players[0].hand) == 3


def test_forgotten_ancient_moves_counters_one_at_a_time() -> None:
    """CR 122.5: at Alice's upkeep she moves two of the Ancient's three counters onto her
    Bears and one onto Bob's Hill Giant ("other creatures": any player's), then stops with
    none left; the Ancient itself is never offered."""
    game = table((ANCIENT,), PlayerSpec(battlefield=(
        P("Forgotten Ancient", counters=(("+1/+1", 3),)), P("Grizzly Bears"))),
        PlayerSpec(battlefield=(P("Hill Giant"),)), step="end", active=1)
    ancient, bears, giant = (one(game, n) for n in ("Forgotten Ancient", "Grizzly Bears",
                                                   "Hill Giant"))
    picks = [bears, bears, giant]
    while not (game.active == 0 and game.step == "draw"):
        pending = game.pending
        assert pending is not None
        if pending.kind == "choose_objects":
            assert ancient not in pending.options and set(pending.options) == {bears, giant}
            game.apply(Choose((picks.pop(0),)))
        else:
            game.apply(Choose(True) if pending.kind == "yes_no" else PassPriority())
    assert picks == []
    assert game.objects[ancient].counter("+1/+1") == 0
    assert game.objects[bears].counter("+1/+1") == 2 and game.objects[giant].counter("+1/+1") == 1


def test_forgotten_ancient_may_stop() -> None:
    """"any number": choosing none stops; the Ancient keeps the rest."""
    game = table((ANCIENT,), PlayerSpec(battlefield=(
        P("Forgotten Ancient", counters=(("+1/+1", 2),)), P("Grizzly Bears"))),
        PlayerSpec(), step="end", active=1)
    ancient, bears = one(game, "Forgotten Ancient"), one(game, "Grizzly Bears")
    answers = [(bears,), ()]
    while not (game.active == 0 and game.step == "draw"):
        pending = game.pending
        assert pending is not None
        if pending.kind == "choose_objects":
            game.apply(Choose(answers.pop(0)))
        else:
            game.apply(Choose(True) if pending.kind == "yes_no" else PassPriority())
    assert game.objects[ancient].counter("+1/+1") == 1
    assert game.objects[bears].counter("+1/+1") == 1


def test_graft_moves_a_counter_onto_the_creature_that_enters() -> None:
    """CR 702.58a: Simic Initiate enters with a counter (1/1); when Grizzly Bears enter,
    Alice moves it onto them: the Bears are 3/3 and the Initiate, a 0/0, dies
    (CR 704.5f)."""
    game = table((INITIATE,), PlayerSpec(hand=("Grizzly Bears",), battlefield=(
        P("Simic Initiate", counters=(("+1/+1", 1),)), P("Forest"), P("Forest"))),
        PlayerSpec())
    game.apply(CastSpell(one(game, "Grizzly Bears", "hand")))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        pending = game.pending
        assert pending is not None
        game.apply(Choose(True) if pending.kind == "yes_no" else PassPriority())
    bears = game.objects[one(game, "Grizzly Bears")]
    assert bears.counter("+1/+1") == 1
    assert one(game, "Simic Initiate", "graveyard")


def test_graft_land_enters_with_its_counter() -> None:
    """CR 702.58a, 122.6: Llanowar Reborn enters with a +1/+1 counter (and tapped)."""
    game = table((REBORN,), PlayerSpec(hand=("Llanowar Reborn",)), PlayerSpec())
    game.apply(next(a for a in game.legal_actions() if type(a).__name__ == "PlayLand"))
    land = game.objects[one(game, "Llanowar Reborn")]
    assert land.counter("+1/+1") == 1 and land.tapped


def _jewel_combat(defender: int, alice: tuple[str, ...] = ()) -> Game:
    """Alice's tapped Coveted Jewel; Bob attacks ``defender`` with Grizzly Bears; Alice's
    ``alice`` creatures may block."""
    game = table((JEWEL,), PlayerSpec(battlefield=(P("Coveted Jewel", tapped=True),
                                                   *(P(a) for a in alice))),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)), PlayerSpec(),
                 step="beginning_of_combat", active=1)
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(defender)),)))
    return game


def _to_damage(game: Game, blocks: tuple[tuple[int, int], ...] = ()) -> None:
    while game.step not in ("combat_damage", "end_of_combat"):
        pending = game.pending
        assert pending is not None
        if pending.kind == "declare_blockers":
            game.apply(DeclareBlockers(blocks))
        else:
            game.apply(PassPriority() if pending.kind == "priority"
                       else game.legal_actions()[0])


def test_coveted_jewel_goes_to_the_unblocked_attacker() -> None:
    """Rulings: after blockers, Bob's unblocked Bears attacking Alice make Bob draw three
    and gain control of the Jewel, untapped, before combat damage."""
    game = _jewel_combat(0)
    hand = len(game.players[1].hand)
    _to_damage(game)
    jewel = game.objects[one(game, "Coveted Jewel")]
    assert jewel.controller == 1 and not jewel.tapped
    assert len(game.players[1].hand) == hand + 3


def test_coveted_jewel_ignores_blocked_and_other_players_attacks() -> None:
    """Blocked, or attacking another player, the ability doesn't trigger."""
    game = _jewel_combat(0, ("Hill Giant",))
    _to_damage(game, ((one(game, "Hill Giant"), one(game, "Grizzly Bears")),))
    assert game.objects[one(game, "Coveted Jewel")].controller == 0
    game = _jewel_combat(2)
    _to_damage(game)
    assert game.objects[one(game, "Coveted Jewel")].controller == 0



def _reins() -> tuple[Game, dict[str, int]]:
    """Alice (tapped Grizzly Bears) casts Reins of Power on Bob (tapped Hill Giant); Carol
    has a tapped Serra Angel."""
    game = table((REINS,), PlayerSpec(hand=("Reins of Power",), battlefield=(
        P("Island"),) * 4 + (P("Grizzly Bears", tapped=True),)),
        PlayerSpec(battlefield=(P("Hill Giant", tapped=True),)),
        PlayerSpec(battlefield=(P("Serra Angel", tapped=True),)))
    named = {n: one(game, n) for n in ("Grizzly Bears", "Hill Giant", "Serra Angel")}
    game.apply(CastSpell(one(game, "Reins of Power", "hand"), targets=((Seat(1),),)))
    while game.stack:
        game.apply(PassPriority())
    return game, named


def test_reins_of_power_swaps_the_two_players_creatures() -> None:
    """CR 613.1b: Alice gains control of the Giant and Bob of the Bears until end of turn,
    both untapped and with haste; Carol's tapped Angel is untouched (ruling: only the two
    players' creatures untap)."""
    game, named = _reins()
    bears, giant, angel = (game.objects[named[n]] for n in ("Grizzly Bears", "Hill Giant",
                                                            "Serra Angel"))
    assert giant.controller == 0 and bears.controller == 1 and angel.controller == 2
    assert not giant.tapped and not bears.tapped and angel.tapped
    assert query.has_keyword(game, giant, "haste") and query.has_keyword(game, bears, "haste")
    assert not query.has_keyword(game, angel, "haste")


def test_reins_of_power_ends_at_end_of_turn() -> None:
    """CR 514.2: at the cleanup step the control effects end: each creature is back."""
    game, named = _reins()
    while game.active == 0:
        game.apply(PassPriority() if game.pending is not None and game.pending.kind ==
                   "priority" else game.legal_actions()[0])
    assert game.objects[named["Hill Giant"]].controller == 1
    assert game.objects[named["Grizzly Bears"]].controller == 0


def _giant_targeted(by: int) -> Game:
    """Alice's Tectonic Giant is targeted by a Lightning Bolt cast by player ``by``."""
    specs = [PlayerSpec(battlefield=(P("Tectonic Giant"), P("Mountain"))), PlayerSpec(
        battlefield=(P("Mountain"),)), PlayerSpec()]
    specs[by] = PlayerSpec(hand=("Lightning Bolt",), battlefield=specs[by].battlefield)
    game = table((TECTONIC,), *specs, active=by)
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"),
                         targets=((one(game, "Tectonic Giant"),),)))
    return game


def test_tectonic_giant_targeted_by_an_opponent_burns_each_opponent() -> None:
    """CR 603.2: Bob's Bolt targets the Giant: Alice chooses the first mode, 3 damage to
    each opponent (Bob and Carol)."""
    game = _giant_targeted(1)
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "trigger_modes"
    assert game.pending.player == 0
    game.apply(Choose((0,)))
    while game.stack:
        game.apply(PassPriority())
    assert [p.life for p in game.players] == [20, 17, 17]


def test_tectonic_giant_ignores_its_controllers_own_spell() -> None:
    """"a spell an opponent controls": Alice's own Bolt on it triggers nothing."""
    game = _giant_targeted(0)
    while game.stack:
        assert game.pending is not None and game.pending.kind == "priority"
        game.apply(PassPriority())
    assert [p.life for p in game.players] == [20, 20, 20]


def test_tectonic_giant_attacks_and_impulses() -> None:
    """CR 608.2d, 611.2a: attacking, Alice chooses the second mode: the top two cards are
    exiled; she chooses the Forest, which she may play this turn (it's a land play); the
    other stays in exile unplayable."""
    game = table((TECTONIC,), PlayerSpec(battlefield=(P("Tectonic Giant"),),
                                         library=("Forest", "Hill Giant", "Island")),
                 PlayerSpec(), step="beginning_of_combat")
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Tectonic Giant"), Seat(1)),)))
    assert game.pending is not None and game.pending.kind == "trigger_modes"
    game.apply(Choose((1,)))
    while game.pending is not None and game.pending.kind == "priority" and game.stack:
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "choose_objects"
    exiled = {game.objects[o].name: o for o in game.pending.options}
    assert set(exiled) == {"Forest", "Hill Giant"}
    game.apply(Choose((exiled["Forest"],)))
    while game.step != "main2":
        game.apply(PassPriority() if game.pending is not None and game.pending.kind ==
                   "priority" else game.legal_actions()[0])
    plays = [a for a in game.legal_actions() if type(a).__name__ == "PlayLand"]
    assert [a.card for a in plays] == [exiled["Forest"]]  # type: ignore[attr-defined]
    assert not [a for a in game.legal_actions() if isinstance(a, CastSpell)]


def _promise() -> tuple[Game, dict[str, int]]:
    """Alice casts Promise of Loyalty; Bob keeps his Hill Giant (of Giant, Bears), Carol her
    Serra Angel (her only creature), Alice her Raging Goblin (of Goblin, Wall of Wood)."""
    game = table((PROMISE,), PlayerSpec(hand=("Promise of Loyalty",), battlefield=(
        P("Plains"),) * 5 + (P("Raging Goblin"), P("Wall of Wood"))),
        PlayerSpec(battlefield=(P("Hill Giant"), P("Grizzly Bears"))),
        PlayerSpec(battlefield=(P("Serra Angel"),)))
    named = {n: one(game, n) for n in ("Raging Goblin", "Wall of Wood", "Hill Giant",
                                        "Grizzly Bears", "Serra Angel")}
    keep = {0: named["Raging Goblin"], 1: named["Hill Giant"]}
    game.apply(CastSpell(one(game, "Promise of Loyalty", "hand")))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        pending = game.pending
        assert pending is not None
        if pending.kind == "choose_objects":
            game.apply(Choose((keep.get(pending.player, pending.options[0]),)))
        else:
            game.apply(PassPriority())
    return game, named


def test_promise_of_loyalty_each_keeps_one_with_a_vow_counter() -> None:
    """CR 101.4, 701.17a: each player keeps the creature they chose, with a vow counter;
    the rest are sacrificed (Carol keeps her only creature)."""
    game, named = _promise()
    alive = {game.objects[o].name for o in game.battlefield
             if "creature" in game.objects[o].info.types}
    assert alive == {"Raging Goblin", "Hill Giant", "Serra Angel"}
    assert all(game.objects[named[n]].counter("vow") == 1
               for n in ("Raging Goblin", "Hill Giant", "Serra Angel"))


def _giant_targets(vowed: bool) -> set[object]:
    """Whom Bob's kept Hill Giant may attack on his turn (its vow counter removed first
    unless ``vowed``)."""
    game, named = _promise()
    giant = named["Hill Giant"]
    if not vowed:
        game.objects[giant].counters.pop("vow")
        game.version += 1  # (set directly: tell the caches the game moved on)
    while not (game.active == 1 and game.pending is not None
               and game.pending.kind == "declare_attackers"):
        game.apply(PassPriority() if game.pending is not None and game.pending.kind ==
                   "priority" else game.legal_actions()[0])
    return {t for a in game.legal_actions() if isinstance(a, DeclareAttackers)
            for o, t in a.attacks if o == giant}


def test_promise_of_loyalty_vowed_creatures_cant_attack_alice() -> None:
    """CR 508.1c, 611.2b: on Bob's turn his vowed Giant may attack Carol but not Alice;
    without its vow counter it may attack Alice too."""
    vowed = _giant_targets(True)
    assert Seat(0) not in vowed and Seat(2) in vowed
    assert {Seat(0), Seat(2)} <= _giant_targets(False)


def _chant(graveyard: tuple[str, ...]) -> Game:
    """Alice's Deadbridge Chant with ``graveyard``, through her next upkeep."""
    game = table((CHANT,), PlayerSpec(battlefield=(P("Deadbridge Chant"),),
                                      graveyard=graveyard), PlayerSpec(), step="end", active=1)
    while not (game.active == 0 and game.step == "draw"):
        game.apply(PassPriority() if game.pending is not None and game.pending.kind ==
                   "priority" else game.legal_actions()[0])
    return game


def test_deadbridge_chant_returns_a_creature_to_the_battlefield() -> None:
    """A creature card chosen at random is put onto the battlefield."""
    game = _chant(("Hill Giant",))
    assert game.objects[one(game, "Hill Giant")].controller == 0


def test_deadbridge_chant_puts_another_card_into_the_hand() -> None:
    """"Otherwise": a land card chosen goes to Alice's hand."""
    game = _chant(("Island",))
    assert one(game, "Island", "hand")


def test_deadbridge_chant_picks_at_random() -> None:
    """The pick is random (the game's RNG): over several seeds both cards get picked."""
    picked = set()
    for seed in range(8):
        game = table((CHANT,), PlayerSpec(battlefield=(P("Deadbridge Chant"),),
                                          graveyard=("Hill Giant", "Island")), PlayerSpec(),
                     step="end", active=1)
        game.rng.seed(seed)
        while not (game.active == 0 and game.step == "draw"):
            game.apply(PassPriority() if game.pending is not None and game.pending.kind ==
                       "priority" else game.legal_actions()[0])
        picked.add("Hill Giant" if ids(game, "Hill Giant") else "Island")
    assert picked == {"Hill Giant", "Island"}


def test_curse_of_the_forsaken_rewards_each_attacker_of_the_cursed() -> None:
    """CR 508.3a: Alice's Curse enchants Carol; Bob attacks Carol with two creatures and
    Dan with one: Bob gains 2 life (one per creature attacking Carol)."""
    game = table((FORSAKEN,), PlayerSpec(battlefield=(P("Curse of the Forsaken",
                                                        attached_to=(2, -1)),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"), P("Hill Giant"), P("Serra Angel"))),
                 PlayerSpec(), PlayerSpec(), step="beginning_of_combat", active=1)
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(2)),
                                 (one(game, "Hill Giant"), Seat(2)),
                                 (one(game, "Serra Angel"), Seat(3)))))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        game.apply(PassPriority() if game.pending is not None and game.pending.kind ==
                   "priority" else game.legal_actions()[0])
    while game.stack:
        game.apply(PassPriority())
    assert game.players[1].life == 22 and game.players[0].life == 20


def _dust(step: str) -> Game:
    """Alice casts Return to Dust in ``step`` of her turn on Bob's Coveted Jewel and
    Midnight Clock, answering yes to "you may"."""
    game = table((DUST, JEWEL, CLOCK), PlayerSpec(hand=("Return to Dust",), battlefield=(
        P("Plains"),) * 4), PlayerSpec(battlefield=(P("Coveted Jewel"), P("Midnight Clock"))),
        step=step)
    game.apply(CastSpell(one(game, "Return to Dust", "hand"), targets=(
        (one(game, "Coveted Jewel"),), (one(game, "Midnight Clock"),))))
    while game.stack:
        pending = game.pending
        assert pending is not None
        game.apply(Choose(True) if pending.kind == "yes_no" else PassPriority())
    return game


def test_addendum_in_the_main_phase_exiles_both() -> None:
    """Cast during Alice's main phase: both targets are exiled."""
    game = _dust("main1")
    assert ids(game, "Coveted Jewel", "exile") and ids(game, "Midnight Clock", "exile")


def test_addendum_outside_the_main_phase_exiles_one() -> None:
    """Cast in her beginning of combat step (an instant): only the first target is."""
    game = _dust("beginning_of_combat")
    assert ids(game, "Coveted Jewel", "exile") and ids(game, "Midnight Clock")


def _deal(opponents: int) -> list[int]:
    """Alice casts Cut a Deal with ``opponents`` opponents: how many cards each drew."""
    game = table((DEAL,), PlayerSpec(hand=("Cut a Deal",), battlefield=(P("Plains"),) * 3),
                 *(PlayerSpec() for _ in range(opponents)))
    before = [len(p.hand) for p in game.players]
    game.apply(CastSpell(one(game, "Cut a Deal", "hand")))
    while game.stack:
        game.apply(PassPriority())
    return [len(p.hand) - b for p, b in zip(game.players, before, strict=True)]


def test_cut_a_deal_counts_the_opponents_who_drew() -> None:
    """CR 608.2c: each opponent draws one; Alice draws one for each of them (her Cut a Deal
    left her hand: 3 - 1 with three opponents, 1 - 1 with one)."""
    assert _deal(3) == [2, 1, 1, 1]
    assert _deal(1) == [0, 1]


def test_duelists_heritage_triggers_on_any_players_attack() -> None:
    """CR 508.1, 603.2: Bob attacks Carol; Alice's Heritage triggers (once) and she gives
    Bob's attacking Bears double strike: Carol takes 4."""
    game = table((HERITAGE,), PlayerSpec(battlefield=(P("Duelist's Heritage"),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"), P("Hill Giant"))), PlayerSpec(),
                 step="beginning_of_combat", active=1)
    bears = one(game, "Grizzly Bears")
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((bears, Seat(2)),)))
    asked = 0
    while game.step not in ("combat_damage", "end_of_combat"):
        pending = game.pending
        assert pending is not None
        if pending.kind == "trigger_targets":
            asked += 1
            game.apply(Choose(((bears,),)))
        elif pending.kind == "yes_no":
            game.apply(Choose(True))
        elif pending.kind == "declare_blockers":
            game.apply(DeclareBlockers(()))
        else:
            game.apply(PassPriority() if pending.kind == "priority"
                       else game.legal_actions()[0])
    while game.step != "end_of_combat":
        game.apply(PassPriority())
    assert game.players[2].life == 16, (asked, [p.life for p in game.players])


def test_curse_of_bounty_untaps_the_attackers_nonland_permanents() -> None:
    """CR 506.2: Alice's Curse enchants Carol; Bob attacks Carol: Alice untaps her tapped
    Hill Giant, Bob his tapped Jewel and his attacking Bears; lands stay tapped."""
    game = table((BOUNTY, JEWEL), PlayerSpec(battlefield=(
        P("Curse of Bounty", attached_to=(2, -1)), P("Hill Giant", tapped=True),
        P("Forest", tapped=True))),
        PlayerSpec(battlefield=(P("Grizzly Bears"), P("Coveted Jewel", tapped=True),
                                P("Mountain", tapped=True))), PlayerSpec(),
        step="beginning_of_combat", active=1)
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(2)),)))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        game.apply(PassPriority() if game.pending is not None and game.pending.kind ==
                   "priority" else game.legal_actions()[0])
    tapped = {n: game.objects[one(game, n)].tapped for n in (
        "Hill Giant", "Forest", "Grizzly Bears", "Coveted Jewel", "Mountain")}
    assert tapped == {"Hill Giant": False, "Forest": True, "Grizzly Bears": False,
                      "Coveted Jewel": False, "Mountain": True}


def test_boss_chauffeur_counts_as_it_enters_and_leaves_tokens() -> None:
    """CR 614.1c: with two other creatures (Alice's Bears and Giant; Bob's Angel isn't hers)
    it enters with three counters; murdered, it leaves three Citizens (CR 608.2h)."""
    game = table((CHAUFFEUR,), PlayerSpec(hand=("Boss's Chauffeur",), battlefield=(
        P("Plains"),) * 5 + (P("Grizzly Bears"), P("Hill Giant"))),
        PlayerSpec(hand=("Murder",), battlefield=(P("Serra Angel"),) + (P("Swamp"),) * 3))
    game.apply(CastSpell(one(game, "Boss's Chauffeur", "hand")))
    while game.stack:
        game.apply(PassPriority())
    chauffeur = one(game, "Boss's Chauffeur")
    assert game.objects[chauffeur].counter("+1/+1") == 3
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Murder", "hand"), targets=((chauffeur,),)))
    while game.stack:
        game.apply(PassPriority())
    citizens = ids(game, "Citizen")
    assert len(citizens) == 3 and {game.objects[c].controller for c in citizens} == {0}


def test_dredge_the_mire_takes_the_card_each_opponent_chooses() -> None:
    """CR 101.4, 608.2d: Bob chooses between his Giant and Angel (the Angel), Carol has
    only Bears, Dan nothing: Alice gets the Angel and the Bears under her control."""
    game = table((MIRE,), PlayerSpec(hand=("Dredge the Mire",), battlefield=(
        P("Swamp"),) * 4), PlayerSpec(graveyard=("Hill Giant", "Serra Angel")),
        PlayerSpec(graveyard=("Grizzly Bears", "Island")), PlayerSpec(graveyard=("Forest",)))
    game.apply(CastSpell(one(game, "Dredge the Mire", "hand")))
    asked = []
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        pending = game.pending
        assert pending is not None
        if pending.kind == "choose_objects":
            asked.append(pending.player)
            names = {game.objects[o].name: o for o in pending.options}
            game.apply(Choose((names.get("Serra Angel", next(iter(names.values()))),)))
        else:
            game.apply(PassPriority())
    assert asked[0] == 1 and 3 not in asked
    mine = sorted(game.objects[o].name for o in game.battlefield
                  if game.objects[o].controller == 0 and "creature" in game.objects[o].info.types)
    assert mine == ["Grizzly Bears", "Serra Angel"]
    assert ids(game, "Hill Giant", "graveyard")
