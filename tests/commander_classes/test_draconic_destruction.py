"""Card classes of the Draconic Destruction Commander deck, each built for the phrase shape
and checked with several players: "Whenever <a filter> becomes the target of a spell or
ability an opponent controls" (CR 115.1, 603.2), doubling power and toughness (CR 701.9b),
short names of comma-less legendary names (CR 201.4c), "If a creature is dealt damage this
way" (CR 608.2c), "becomes a legendary N/N ... creature" (CR 205.1a), "target player shuffles
target cards from their graveyard" (CR 115.1, 701.20a), "Whenever that creature ... this
turn" delayed triggers (CR 603.7c) and "each of your main phases" (CR 505.1)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
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

REGENT = record("Thunderbreak Regent", "{2}{R}{R}", "Creature — Dragon",
                "Flying\nWhenever a Dragon you control becomes the target of a spell or ability "
                "an opponent controls, this creature deals 3 damage to that player.", "4", "4")
WHELP = record("Test Whelp", "{1}{R}", "Creature — Dragon", "Flying", "2", "2")
SHOCK = record("Shock", "{R}", "Instant", "Shock deals 2 damage to any target.")
RECORDS = (REGENT, WHELP, SHOCK)  # and FURY, ROAR, GIANT below
MOUNTAINS = tuple(PermanentSpec("Mountain") for _ in range(2))


def test_the_records_compile() -> None:
    """Every card of these classes compiles with nothing the engine ignores."""
    compiled(*RECORDS, FURY, ROAR, GIANT)


def _resolve(game: Game) -> None:
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])


def _regent_table() -> Game:
    alice = PlayerSpec(battlefield=(PermanentSpec("Thunderbreak Regent"),
                                    PermanentSpec("Test Whelp"), PermanentSpec("Grizzly Bears"),
                                    *MOUNTAINS))
    bob = PlayerSpec(battlefield=MOUNTAINS, hand=("Shock",))
    return table(RECORDS, alice, bob, PlayerSpec(), active=1)


def test_an_opponent_targeting_a_dragon_is_dealt_three() -> None:
    """CR 603.2: Bob's Shock targets Alice's other Dragon: the Regent deals 3 damage to Bob
    (the ruling: the trigger resolves before the Shock, which still deals its 2)."""
    game = _regent_table()
    whelp = one(game, "Test Whelp")
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((whelp,),)))
    assert len(game.stack) == 2  # the trigger is put on the stack above the Shock
    _resolve(game)
    assert game.players[1].life == 17 and game.players[2].life == 20
    assert one(game, "Test Whelp", "graveyard")


def test_the_regent_itself_is_a_dragon() -> None:
    """The Regent is a Dragon you control: targeting it triggers it too."""
    game = _regent_table()
    regent = one(game, "Thunderbreak Regent")
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((regent,),)))
    _resolve(game)
    assert game.players[1].life == 17


def test_no_trigger_for_a_non_dragon_or_a_player() -> None:
    """A non-Dragon creature or Alice herself as the target: no Dragon became a target."""
    for target in ("Grizzly Bears", None):
        game = _regent_table()
        chosen: int | Seat = one(game, target) if target else Seat(0)
        game.apply(CastSpell(one(game, "Shock", "hand"), targets=((chosen,),)))
        _resolve(game)
        assert game.players[1].life == 20


def test_no_trigger_for_the_controllers_own_spell() -> None:
    """"an opponent controls": Alice targeting her own Dragon doesn't trigger it."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Thunderbreak Regent"),
                                                  PermanentSpec("Test Whelp"), *MOUNTAINS),
                                     hand=("Shock",)), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Shock", "hand"), targets=((one(game, "Test Whelp"),),)))
    _resolve(game)
    assert [p.life for p in game.players] == [20, 20, 20]


FURY = record("Unleash Fury", "{1}{R}", "Instant",
              "Double the power of target creature until end of turn.")
ROAR = record("Roar of Endless Song", "{3}{G}", "Sorcery",
              "Double the power and toughness of each creature you control until end of turn.")
GIANT = record("Test Giant", "{3}{R}", "Creature — Giant", "", "3", "4")


def test_double_the_power_of_target_creature() -> None:
    """CR 701.9b: the creature gets +X/+0, X its power as the spell resolves: a 3/4 becomes
    6/4; if the target is gone, nothing happens (CR 608.2b)."""
    game = table((FURY, GIANT), PlayerSpec(battlefield=(PermanentSpec("Test Giant"), *MOUNTAINS),
                                           hand=("Unleash Fury",)), PlayerSpec(), PlayerSpec())
    giant = one(game, "Test Giant")
    game.apply(CastSpell(one(game, "Unleash Fury", "hand"), targets=((giant,),)))
    _resolve(game)
    assert (query.power(game, game.objects[giant]),
            query.toughness(game, game.objects[giant])) == (6, 4)
    pass_to(game, "priority", active=1)
    assert query.power(game, game.objects[giant]) == 3  # until end of turn


def test_double_power_and_toughness_of_each_creature_you_control() -> None:
    """CR 701.9b: each creature is doubled by its own power and toughness (a 3/4 and a 2/2
    become 6/8 and 4/4); another player's creatures are untouched."""
    lands = tuple(PermanentSpec("Forest") for _ in range(4))
    game = table((ROAR, GIANT), PlayerSpec(battlefield=(PermanentSpec("Test Giant"),
                                                        PermanentSpec("Grizzly Bears"), *lands),
                                           hand=("Roar of Endless Song",)),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec())
    game.apply(CastSpell(one(game, "Roar of Endless Song", "hand")))
    _resolve(game)
    sizes = sorted((query.power(game, o), query.toughness(game, o), o.controller)
                   for o in game.objects.values() if o.zone == "battlefield"
                   and o.name in ("Test Giant", "Grizzly Bears"))
    assert sizes == [(2, 2, 1), (4, 4, 0), (6, 8, 0)]


VERIX = record("Verix Bladewing", "{2}{R}{R}", "Legendary Creature — Dragon",
               "Kicker {3} (You may pay an additional {3} as you cast this spell.)\nFlying\n"
               "When Verix enters, if it was kicked, create Karox Bladewing, a legendary 4/4 red "
               "Dragon creature token with flying.", "4", "4")
KAERVEK = record("Kaervek the Merciless", "{5}{B}{R}", "Legendary Creature — Human Shaman",
                 "Whenever an opponent casts a spell, Kaervek deals damage equal to that spell's "
                 "mana value to any target.", "5", "4")


def test_a_legendary_short_name_is_the_card_itself() -> None:
    """CR 201.4c: "Verix" and "Kaervek" in the text are the card itself (a comma-less
    legendary name shortened); the cards compile with nothing ignored."""
    compiled(VERIX, KAERVEK)
    trigger = compile_source(KAERVEK).abilities[0]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert isinstance(trigger.effect, ir.DealDamage) and trigger.effect.source == ir.ThisObject()


def _verix(kicked: bool) -> Game:
    lands = tuple(PermanentSpec("Mountain") for _ in range(7))
    game = table((VERIX,), PlayerSpec(battlefield=lands, hand=("Verix Bladewing",)),
                 PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Verix Bladewing", "hand"),
                         additional=(0,) if kicked else ()))
    _resolve(game)
    _resolve(game)
    return game


def test_verix_kicked_creates_the_named_legendary_token() -> None:
    """CR 702.33d, 111.4: kicked, its enters trigger creates Karox Bladewing, a legendary 4/4
    red Dragon token with flying; not kicked, the "if it was kicked" trigger does nothing
    (CR 603.4)."""
    game = _verix(kicked=True)
    karox = game.objects[one(game, "Karox Bladewing")]
    assert "legendary" in karox.info.supertypes and "flying" in karox.info.keywords
    assert (query.power(game, karox), query.toughness(game, karox)) == (4, 4)
    unkicked = _verix(kicked=False)
    assert not [o for o in unkicked.objects.values() if o.name == "Karox Bladewing"]
    assert one(unkicked, "Verix Bladewing")


PROVOKE = record("Provoke the Trolls", "{3}{R}", "Instant",
                 "Provoke the Trolls deals 3 damage to any target. If a creature is dealt damage "
                 "this way, it gets +5/+0 until end of turn.")


def _provoke(target: str | None) -> tuple[Game, int | None]:
    game = table((PROVOKE, GIANT), PlayerSpec(battlefield=(
        PermanentSpec("Test Giant"), *(PermanentSpec("Mountain") for _ in range(4))),
        hand=("Provoke the Trolls",)), PlayerSpec(), PlayerSpec())
    giant = one(game, "Test Giant") if target else None
    game.apply(CastSpell(one(game, "Provoke the Trolls", "hand"),
                         targets=((giant if giant is not None else Seat(1),),)))
    _resolve(game)
    return game, giant


def test_a_creature_dealt_damage_this_way_gets_the_boost() -> None:
    """CR 608.2c: the 3/4 is dealt 3 damage, survives, and gets +5/+0 (8/4)."""
    compiled(PROVOKE)
    game, giant = _provoke("Test Giant")
    assert giant is not None
    obj = game.objects[giant]
    assert (query.power(game, obj), obj.damage) == (8, 3)


def test_a_player_dealt_damage_this_way_gets_nothing() -> None:
    """A player target is dealt the 3 damage; no creature was, so nothing else happens."""
    game, _ = _provoke(None)
    assert game.players[1].life == 17
    assert query.power(game, game.objects[one(game, "Test Giant")]) == 3


SARKHAN = {**record("Sarkhan, the Dragonspeaker", "{3}{R}{R}",
                    "Legendary Planeswalker — Sarkhan",
                    "+1: Until end of turn, Sarkhan becomes a legendary 4/4 red Dragon creature "
                    "with flying, indestructible, and haste. (He doesn't lose loyalty while "
                    "he's not a planeswalker.)\n−3: Sarkhan deals 4 damage to target creature."),
           "loyalty": "4"}
BOLT = record("Lightning Bolt", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.")


def test_a_planeswalker_becomes_a_legendary_dragon_creature_until_end_of_turn() -> None:
    """CR 205.1a: the new card type and subtype replace Planeswalker — Sarkhan; the
    supertype legendary stays (CR 205.4a); he is a 4/4 red Dragon with flying,
    indestructible and haste that can attack this turn. Damage dealt to him as a creature
    removes no loyalty (CR 120.3c applies to planeswalkers only: the card's reminder); at
    end of turn he is a 5-loyalty planeswalker again (CR 514.2)."""
    compiled(SARKHAN)
    game = table((SARKHAN, BOLT), PlayerSpec(battlefield=(
        PermanentSpec("Sarkhan, the Dragonspeaker", counters=(("loyalty", 4),)),)),
        PlayerSpec(battlefield=(PermanentSpec("Mountain"),), hand=("Lightning Bolt",)),
        PlayerSpec())
    sarkhan = one(game, "Sarkhan, the Dragonspeaker")
    game.apply(ActivateAbility(sarkhan, 0))
    _resolve(game)
    obj = game.objects[sarkhan]
    assert obj.info.card.card_types == ("creature",) and obj.info.card.subtypes == ("Dragon",)
    assert "legendary" in obj.info.card.supertypes and obj.info.card.colors == ("R",)
    assert {"flying", "indestructible", "haste"} <= set(obj.info.keywords)
    assert (query.power(game, obj), obj.counter("loyalty")) == (4, 5)
    game.apply(PassPriority())  # Alice passes; Bob bolts the Dragon
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), targets=((sarkhan,),)))
    _resolve(game)
    assert obj.zone == "battlefield" and obj.counter("loyalty") == 5 and obj.damage == 3
    pass_to(game, "priority", active=1)
    assert "planeswalker" in game.objects[sarkhan].info.card.card_types
    assert game.objects[sarkhan].counter("loyalty") == 5


LOAM = record("Loaming Shaman", "{2}{G}", "Creature — Centaur Shaman",
              "When this creature enters, target player shuffles any number of target cards "
              "from their graveyard into their library.", "3", "2")


def test_target_player_shuffles_target_cards_from_their_graveyard() -> None:
    """CR 115.1, 601.2c: the cards are chosen among the target player's graveyard only (a
    card of Carol's never goes with Bob); CR 701.20a: they go into Bob's library, which he
    shuffles; the other players' graveyards are untouched."""
    compiled(LOAM)
    game = table((LOAM,), PlayerSpec(battlefield=tuple(PermanentSpec("Forest") for _ in range(3)),
                                     hand=("Loaming Shaman",)),
                 PlayerSpec(graveyard=("Grizzly Bears", "Island")),
                 PlayerSpec(graveyard=("Lightning Bolt",)))
    game.apply(CastSpell(one(game, "Loaming Shaman", "hand")))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    bears, island = one(game, "Grizzly Bears", "graveyard"), one(game, "Island", "graveyard")
    bolt = one(game, "Lightning Bolt", "graveyard")
    choices = {a.value for a in game.legal_actions() if isinstance(a, Choose)}
    assert ((Seat(1),), (bears, island)) in choices and ((Seat(2),), (bolt,)) in choices
    assert not any(bolt in cards and who == (Seat(1),) for who, cards in choices)
    library = len(game.players[1].library)
    game.apply(Choose(((Seat(1),), (bears, island))))
    _resolve(game)
    assert not game.players[1].graveyard and len(game.players[1].library) == library + 2
    assert one(game, "Lightning Bolt", "graveyard")


INSIGHT = record("Hunter's Insight", "{2}{G}", "Instant",
                 "Choose target creature you control. Whenever that creature deals combat "
                 "damage to a player or planeswalker this turn, draw that many cards.")
DUELIST = record("Test Duelist", "{1}{W}", "Creature — Human", "Double strike", "2", "2")


def test_whenever_that_creature_deals_combat_damage_this_turn() -> None:
    """CR 603.7a, 603.7c: a delayed ability with a duration triggers each time this turn: a
    double striker unblocked deals 2 twice, and Alice draws 2 twice (CR 510.4); the other
    players' hands don't change; the next turn it is gone."""
    compiled(INSIGHT, DUELIST)
    game = table((INSIGHT, DUELIST), PlayerSpec(battlefield=(
        PermanentSpec("Test Duelist"), *(PermanentSpec("Forest") for _ in range(3))),
        hand=("Hunter's Insight",)), PlayerSpec(), PlayerSpec())
    duelist = one(game, "Test Duelist")
    game.apply(CastSpell(one(game, "Hunter's Insight", "hand"), targets=((duelist,),)))
    _resolve(game)
    hands = [len(p.hand) for p in game.players]
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((duelist, Seat(2)),)))
    pass_to(game, "priority", active=0)
    while game.step != "end_of_combat":
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    assert game.players[2].life == 16
    assert [len(p.hand) for p in game.players] == [hands[0] + 4, hands[1], hands[2]]
    assert not game.delayed or all(d.turn == game.turn for d in game.delayed)


SIEGE = record("Frontier Siege", "{3}{G}", "Enchantment",
               "As this enchantment enters, choose Khans or Dragons.\n• Khans — At the beginning "
               "of each of your main phases, add {G}{G}.\n• Dragons — Whenever a creature you "
               "control with flying enters, you may have it fight target creature you don't "
               "control.")


def test_at_the_beginning_of_each_of_your_main_phases() -> None:
    """CR 505.1: Khans chosen: the trigger adds {G}{G} at the beginning of each of Alice's
    main phases (precombat and postcombat), not in another player's; Dragons' trigger is
    not hers (CR 614.12: the choice is made as it enters)."""
    compiled(SIEGE)
    game = table((SIEGE,), PlayerSpec(battlefield=tuple(PermanentSpec("Forest") for _ in range(4)),
                                      hand=("Frontier Siege",)), PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Frontier Siege", "hand")))
    while game.pending is not None and game.pending.kind == "priority" and game.stack:
        game.apply(PassPriority())
    game.apply(Choose("Khans"))
    _resolve(game)
    green = 4  # WUBRGC order
    pass_to(game, "priority", active=0)
    while game.step != "main2":
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    _resolve(game)  # the main-phase trigger
    assert game.players[0].pool[green] == 2
    advance(game, lambda g: g.active == 1 and g.step == "main1")
    _resolve(game)
    assert game.players[1].pool[green] == 0
    advance(game, lambda g: g.active == 0 and g.step == "main1")
    _resolve(game)
    assert game.players[0].pool[green] == 2
