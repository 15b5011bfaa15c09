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
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

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


def test_the_records_compile() -> None:
    """Each card of these classes compiles with nothing the engine ignores."""
    compiled(HAVEN, SHIVAN, BLADE, CLOCK, ANCIENT, INITIATE, REBORN, JEWEL)


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
