"""Triggers and amounts the engine now honours, each through a card compiled from text."""

from __future__ import annotations

from tests.ir_completeness._game import card, cast, game_at, ids, perm, resolve
from tests.rules.helpers import pass_to_step, pass_until

from grimoire.oracle import ir, support
from grimoire.rules import query
from grimoire.rules.actions import DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

BEARS = "Grizzly Bears"


def test_when_you_cast_this_spell_resolves_before_the_spell() -> None:
    """CR 603.2, 113.6c: "When you cast this spell" triggers on the cast event and works on
    the stack, so it resolves before the spell itself."""
    beast = card("Test Herald", "Creature — Beast",
                 "When you cast this spell, you gain 3 life.", "2", "2")
    assert isinstance(beast.abilities[0], ir.TriggeredAbility)
    assert beast.abilities[0].zone == "stack"
    game = game_at(PlayerSpec(hand=("Test Herald",)), extra=(beast,))
    cast(game, "Test Herald")
    pass_until(game, "priority")
    assert len(game.stack) == 2  # the trigger above the spell
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.players[0].life == 23 and not ids(game, "Test Herald")  # not yet resolved
    resolve(game)
    assert ids(game, "Test Herald")


def test_cast_trigger_does_not_fire_for_other_spells() -> None:
    """CR 603.2: only this spell's own cast event triggers it."""
    beast = card("Test Herald", "Creature — Beast",
                 "When you cast this spell, you gain 3 life.", "2", "2")
    game = game_at(PlayerSpec(hand=(BEARS,), battlefield=(perm("Forest"), perm("Forest"))),
                   extra=(beast,))
    cast(game, BEARS)
    resolve(game)
    assert game.players[0].life == 20


def _attacks_or_blocks() -> ir.CardDefinition:
    return card("Test Brawler", "Creature — Ape",
                "Whenever this creature attacks or blocks, it gets +1/+1 until end of turn.",
                "2", "2")


def test_attacks_or_blocks_triggers_on_block() -> None:
    """CR 509.3a (and CR 508.3a): "attacks or blocks" also triggers when it blocks."""
    brawler = _attacks_or_blocks()
    game = game_at(PlayerSpec(battlefield=(perm(BEARS),)),
                   PlayerSpec(battlefield=(perm("Test Brawler"),)),
                   step="beginning_of_combat", extra=(brawler,))
    pass_until(game, "declare_attackers")
    bears, ape = ids(game, BEARS)[0], ids(game, "Test Brawler")[0]
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    pass_until(game, "declare_blockers")
    game.apply(DeclareBlockers(((ape, bears),)))
    resolve(game)
    assert query.power(game, game.objects[ape]) == 3


def test_attacks_or_blocks_triggers_on_attack() -> None:
    """CR 508.3a: the same ability triggers when it attacks."""
    brawler = _attacks_or_blocks()
    game = game_at(PlayerSpec(battlefield=(perm("Test Brawler"),)),
                   step="beginning_of_combat", extra=(brawler,))
    pass_until(game, "declare_attackers")
    ape = ids(game, "Test Brawler")[0]
    game.apply(DeclareAttackers(((ape, Seat(1)),)))
    resolve(game)
    assert query.power(game, game.objects[ape]) == 3
    assert not support.engine_gaps(brawler)


def test_no_spells_cast_last_turn() -> None:
    """CR 500.1 (turns), CR 601.2i: "if no spells were cast last turn" counts the spells whose
    casting completed during the previous turn."""
    watcher = card("Test Watcher", "Enchantment",
                   "At the beginning of each upkeep, if no spells were cast last turn, "
                   "you gain 1 life.")
    game = game_at(PlayerSpec(hand=(BEARS,), battlefield=(
        perm("Test Watcher"), perm("Forest"), perm("Forest"))), extra=(watcher,))
    cast(game, BEARS)
    resolve(game)
    pass_to_step(game, "upkeep", active=1)  # a spell was cast last turn: no trigger
    resolve(game)
    assert game.players[0].life == 20
    pass_to_step(game, "upkeep", active=0)  # nothing was cast during player 1's turn
    resolve(game)
    assert game.players[0].life == 21


def test_sacrificed_creatures_power_uses_last_known_information() -> None:
    """CR 601.2h (additional costs are paid while casting), CR 608.2h: "the sacrificed
    creature's power" is its power as it last existed on the battlefield."""
    from grimoire.rules.actions import CastSpell
    fling = card("Test Fling", "Instant",
                 "As an additional cost to cast this spell, sacrifice a creature.\n"
                 "This spell deals damage equal to the sacrificed creature's power to any "
                 "target.")
    game = game_at(PlayerSpec(hand=("Test Fling",), battlefield=(
        perm("Hill Giant", counters=(("+1/+1", 2),)),)), extra=(fling,))
    (giant,) = ids(game, "Hill Giant")
    (spell,) = ids(game, "Test Fling", "hand")
    action = CastSpell(spell, targets=((Seat(1),),), costs=(giant,))
    assert action in game.legal_actions()
    game.apply(action)
    resolve(game)
    assert game.players[1].life == 15  # 3/3 with two +1/+1 counters
    assert ids(game, "Hill Giant", "graveyard")


def test_sacrificed_artifacts_mana_value_in_an_activated_ability() -> None:
    """CR 602.2b (costs paid as an ability is activated), CR 608.2h: the sacrificed
    artifact's mana value."""
    from grimoire.rules.actions import ActivateAbility
    golem = card("Test Golem", "Artifact Creature — Golem",
                 "Sacrifice an artifact: This creature deals damage equal to the sacrificed "
                 "artifact's mana value to any target.", "6", "7")
    rock = card("Test Rock", "Artifact", "", mana_cost="{4}")
    game = game_at(PlayerSpec(battlefield=(perm("Test Golem"), perm("Test Rock"))),
                   extra=(golem, rock))
    (source,) = ids(game, "Test Golem")
    (stone,) = ids(game, "Test Rock")
    action = ActivateAbility(source, 0, ((Seat(1),),), 0, (stone,))
    assert action in game.legal_actions(), game.legal_actions()
    game.apply(action)
    resolve(game)
    assert game.players[1].life == 16


def test_choose_a_card_from_a_revealed_hand() -> None:
    """CR 701.16a (reveal), CR 701.9a: the caster chooses a card matching the filter from the
    revealed hand; that player discards it."""
    duress = card("Test Duress", "Sorcery",
                  "Target opponent reveals their hand. You choose a noncreature, nonland card "
                  "from it. That player discards that card.")
    game = game_at(PlayerSpec(hand=("Test Duress",)),
                   PlayerSpec(hand=(BEARS, "Forest", "Test Duress")), extra=(duress,))
    cast(game, "Test Duress", (Seat(1),))
    pass_until(game, "priority")
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind != "priority"
    (target,) = ids(game, "Test Duress", "hand")
    legal = game.legal_actions()
    assert len(legal) == 1  # only the noncreature, nonland card may be chosen
    game.apply(legal[0])
    resolve(game)
    assert target not in game.players[1].hand
    assert sorted(game.objects[o].name for o in game.players[1].hand) == [
        "Forest", BEARS]
    assert [game.objects[o].name for o in game.players[1].graveyard] == ["Test Duress"]


def test_revealed_hand_without_a_matching_card() -> None:
    """CR 701.9a, 609.3: with no card to choose nothing is discarded."""
    duress = card("Test Duress", "Sorcery",
                  "Target opponent reveals their hand. You choose a noncreature, nonland card "
                  "from it. That player discards that card.")
    game = game_at(PlayerSpec(hand=("Test Duress",)), PlayerSpec(hand=(BEARS, "Forest")),
                   extra=(duress,))
    cast(game, "Test Duress", (Seat(1),))
    resolve(game)
    assert len(game.players[1].hand) == 2 and not game.players[1].graveyard


def test_a_creature_an_opponent_controls_becomes_tapped() -> None:
    """CR 603.2: "Whenever a creature an opponent controls becomes tapped" watches every
    permanent its filter matches (here: tapped by attacking, CR 508.1f)."""
    avenger = card("Test Avenger", "Creature — Human",
                   "Whenever a creature an opponent controls becomes tapped, put a +1/+1 "
                   "counter on this creature.", "2", "3")
    game = game_at(PlayerSpec(battlefield=(perm(BEARS),)),
                   PlayerSpec(battlefield=(perm("Test Avenger"),)),
                   step="beginning_of_combat", extra=(avenger,))
    pass_until(game, "declare_attackers")
    bears, watcher = ids(game, BEARS)[0], ids(game, "Test Avenger")[0]
    game.apply(DeclareAttackers(((bears, Seat(1)),)))
    resolve(game)
    assert game.objects[watcher].counter("+1/+1") == 1


def test_a_creature_becomes_the_target_then_that_creature() -> None:
    """CR 603.2, 115.1: "Whenever a creature becomes the target of a spell or ability" fires
    once per targeted creature; "that creature" is the targeted one, and it goes before the
    targeting spell resolves."""
    watcher = card("Test Horror", "Enchantment",
                   "Whenever a creature becomes the target of a spell or ability, return that "
                   "creature to its owner's hand.")
    bolt = card("Test Zap", "Instant", "This spell deals 1 damage to any target.")
    game = game_at(PlayerSpec(hand=("Test Zap",), battlefield=(perm("Test Horror"),)),
                   PlayerSpec(battlefield=(perm(BEARS),)), extra=(watcher, bolt))
    (bears,) = ids(game, BEARS)
    cast(game, "Test Zap", (bears,))
    resolve(game)
    assert [game.objects[o].name for o in game.players[1].hand] == [BEARS]
    cast_at_player = game_at(PlayerSpec(hand=("Test Zap",), battlefield=(
        perm("Test Horror"),)), PlayerSpec(battlefield=(perm(BEARS),)), extra=(watcher, bolt))
    cast(cast_at_player, "Test Zap", (Seat(1),))
    resolve(cast_at_player)
    assert ids(cast_at_player, BEARS) and cast_at_player.players[1].life == 19


def _cycler() -> ir.CardDefinition:
    return card("Test Cycler", "Creature — Beast",
                "Cycling {2}\nWhen you cycle this card, you gain 2 life.", "3", "3",
                mana_cost="{4}{G}")


def _cycle(game: Game) -> None:
    from grimoire.rules.actions import ActivateAbility
    (cycler,) = ids(game, "Test Cycler", "hand")
    options = [a for a in game.legal_actions()
               if isinstance(a, ActivateAbility) and a.source == cycler]
    assert len(options) == 1, game.legal_actions()
    game.apply(options[0])


def test_cycling_discards_and_draws_and_triggers() -> None:
    """CR 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." from the
    hand; CR 702.29c: "when you cycle this card" triggers from the graveyard it went to."""
    cycler = _cycler()
    assert support.engine_gaps(cycler) == []
    game = game_at(PlayerSpec(hand=("Test Cycler",), battlefield=(
        perm("Forest"), perm("Forest"))), extra=(cycler,))
    hand = len(game.players[0].hand)
    _cycle(game)
    assert ids(game, "Test Cycler", "graveyard")
    resolve(game)
    assert len(game.players[0].hand) == hand  # discarded one, drew one
    assert game.players[0].life == 22


def test_cycle_or_discard_and_discard_triggers() -> None:
    """CR 702.29d: "cycle or discard" triggers once for a cycled card; CR 701.9a: a discard
    (here the cycling cost) triggers "whenever you discard a card"."""
    cycler = _cycler()
    watcher = card("Test Drake", "Creature — Drake",
                   "Whenever you cycle or discard a card, put a +1/+1 counter on this "
                   "creature.", "1", "1")
    other = card("Test Hound", "Creature — Dog",
                 "Whenever you discard a card, you gain 1 life.", "1", "1")
    game = game_at(PlayerSpec(hand=("Test Cycler",), battlefield=(
        perm("Forest"), perm("Forest"), perm("Test Drake"), perm("Test Hound"))),
        extra=(cycler, watcher, other))
    _cycle(game)
    resolve(game)
    (drake,) = ids(game, "Test Drake")
    assert game.objects[drake].counter("+1/+1") == 1
    assert game.players[0].life == 23  # the cycler's own 2 and the hound's 1


def test_typecycling_searches_for_the_type() -> None:
    """CR 702.29e: "[Type]cycling [cost]" searches for a card of that type instead."""
    from grimoire.rules.actions import ActivateAbility
    slinger = card("Test Slinger", "Creature — Ogre", "Mountaincycling {2}", "4", "4")
    game = game_at(PlayerSpec(hand=("Test Slinger",), battlefield=(
        perm("Forest"), perm("Forest")), library=("Mountain",) + ("Forest",) * 5),
        extra=(slinger,))
    (oid,) = ids(game, "Test Slinger", "hand")
    action = next(a for a in game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == oid)
    game.apply(action)
    (mountain,) = ids(game, "Mountain", "library")
    resolve(game, (mountain,))
    assert [game.objects[o].name for o in game.players[0].hand] == ["Mountain"]


def test_dice_rolled_this_turn_grants_trample() -> None:
    """CR 706.6 (ignored rolls never happened), CR 611.3a: "has trample as long as you've
    rolled three or more dice this turn" counts this turn's dice."""
    from grimoire.rules.dice import roll_now
    goblin = card("Test Goblinson", "Creature — Goblin",
                  "This creature has trample as long as you've rolled three or more dice "
                  "this turn.", "1", "1")
    game = game_at(PlayerSpec(battlefield=(perm("Test Goblinson"),)), extra=(goblin,))
    (oid,) = ids(game, "Test Goblinson")
    roll_now(game, 0, ir.RollDice(ir.Fixed(2), 6), source=oid)
    assert not query.has_keyword(game, game.objects[oid], "trample")
    roll_now(game, 1, ir.RollDice(ir.Fixed(1), 6), source=oid)  # not yours
    assert not query.has_keyword(game, game.objects[oid], "trample")
    roll_now(game, 0, ir.RollDice(ir.Fixed(1), 6), source=oid)
    assert query.has_keyword(game, game.objects[oid], "trample")


def test_greatest_power_condition() -> None:
    """CR 208.1: "if it has the greatest power or is tied for greatest power among creatures
    on the battlefield" compares current powers."""
    hammer = card("Test Hammer", "Creature — Ogre",
                  "Whenever this creature attacks, if it has the greatest power or is tied for "
                  "greatest power among creatures on the battlefield, draw a card.", "3", "3")
    for other, drawn in (("Hill Giant", 1), ("Serra Angel", 0)):
        game = game_at(PlayerSpec(battlefield=(perm("Test Hammer"),)),
                       PlayerSpec(battlefield=(perm(other),)), step="beginning_of_combat",
                       extra=(hammer,))
        pass_until(game, "declare_attackers")
        hand = len(game.players[0].hand)
        game.apply(DeclareAttackers(((ids(game, "Test Hammer")[0], Seat(1)),)))
        resolve(game)
        assert len(game.players[0].hand) == hand + drawn


def test_players_being_attacked_counts_rolls() -> None:
    """CR 508.1b: each attacker attacks a player or planeswalker; "roll a d20 for each
    player being attacked" rolls once in a two-player game."""
    mastiff = card("Test Mastiff", "Artifact Creature — Dog",
                   "Whenever this creature attacks, roll a d20 for each player being attacked "
                   "and ignore all but the highest roll.\n"
                   "1—20 | You gain 1 life.", "2", "2")
    game = game_at(PlayerSpec(battlefield=(perm("Test Mastiff"),)),
                   step="beginning_of_combat", extra=(mastiff,))
    pass_until(game, "declare_attackers")
    game.apply(DeclareAttackers(((ids(game, "Test Mastiff")[0], Seat(1)),)))
    resolve(game)
    from grimoire.rules import events as ev
    assert sum(isinstance(e, ev.DieRolled) for e in game.events) == 1
    assert game.players[0].life == 21


def test_paying_energy() -> None:
    """CR 107.14: to pay {E}, a player removes one energy counter from themselves; without
    enough energy the cost can't be paid."""
    from grimoire.rules.actions import ActivateAbility
    coil = card("Test Coil", "Artifact", "Pay {E}{E}: Draw a card.\n"
                "When this artifact enters, you get {E}.")
    game = game_at(PlayerSpec(battlefield=(perm("Test Coil"),)), extra=(coil,))
    (oid,) = ids(game, "Test Coil")
    game.players[0].counters["energy"] = 1
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    game.players[0].counters["energy"] = 3
    hand = len(game.players[0].hand)
    game.apply(ActivateAbility(oid, 0))
    resolve(game)
    assert game.players[0].counters["energy"] == 1
    assert len(game.players[0].hand) == hand + 1


def test_may_pay_energy_if_you_do() -> None:
    """CR 107.14, 608.2c: "you may pay {E}{E}. If you do, ..." pays from your energy."""
    slith = card("Test Slith", "Creature — Slith",
                 "Whenever this creature attacks, you may pay {E}{E}. If you do, put a +1/+1 "
                 "counter on it.", "1", "1")
    game = game_at(PlayerSpec(battlefield=(perm("Test Slith"),)), step="beginning_of_combat",
                   extra=(slith,))
    game.players[0].counters["energy"] = 2
    pass_until(game, "declare_attackers")
    (oid,) = ids(game, "Test Slith")
    game.apply(DeclareAttackers(((oid, Seat(1)),)))
    resolve(game, True, True)  # "you may" (CR 608.2c), then pay the cost (CR 118.3)
    assert game.objects[oid].counter("+1/+1") == 1
    assert game.players[0].counters["energy"] == 0


def test_any_player_may_activate() -> None:
    """CR 602.2: "Any player may activate this ability": the opponent may activate it, pays
    its costs and controls it ("you" is the activating player)."""
    from grimoire.rules.actions import ActivateAbility
    shrine = card("Test Shrine", "Artifact",
                  "{1}: You gain 1 life. Any player may activate this ability.")
    game = game_at(PlayerSpec(battlefield=(perm("Test Shrine"),)),
                   PlayerSpec(battlefield=(perm("Forest"),)), extra=(shrine,))
    (oid,) = ids(game, "Test Shrine")
    game.apply(PassPriority())  # player 1 gets priority
    assert game.pending is not None and game.pending.player == 1
    action = ActivateAbility(oid, 0)
    assert action in game.legal_actions()
    game.apply(action)
    resolve(game)
    assert (game.players[0].life, game.players[1].life) == (20, 21)
    (forest,) = ids(game, "Forest")
    assert game.objects[forest].tapped


def test_populate_copies_a_creature_token_you_control() -> None:
    """CR 701.36a: populate: choose a creature token you control and create a copy of it;
    with none, nothing happens."""
    growth = card("Test Growth", "Sorcery",
                  "Create a 1/1 green Saproling creature token, then populate.")
    game = game_at(PlayerSpec(hand=("Test Growth",)), extra=(growth,))
    cast(game, "Test Growth")
    pass_until(game, "priority")
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "choose_objects"
    (token,) = ids(game, "Saproling")
    resolve(game, (token,))  # the chosen token (no target: CR 701.36a)
    assert len(ids(game, "Saproling")) == 2
    alone = card("Test Echoes", "Sorcery", "Populate.")
    empty = game_at(PlayerSpec(hand=("Test Echoes",)), extra=(alone,))
    cast(empty, "Test Echoes")
    resolve(empty)
    assert not ids(empty, "Saproling")


def test_returned_with_a_counter_on_it() -> None:
    """CR 614.1c, 122.6: "return ... to the battlefield with a +1/+1 counter on it": it
    enters with the counter."""
    raise_ = card("Test Return", "Sorcery",
                  "Return target creature card from your graveyard to the battlefield with a "
                  "+1/+1 counter on it.")
    game = game_at(PlayerSpec(hand=("Test Return",), graveyard=(BEARS,)), extra=(raise_,))
    (dead,) = ids(game, BEARS, "graveyard")
    cast(game, "Test Return", (dead,))
    resolve(game)
    (bear,) = ids(game, BEARS)
    assert game.objects[bear].counter("+1/+1") == 1
    assert query.power(game, game.objects[bear]) == 3


def test_sacrificed_mana_source_is_still_tapped_for_mana() -> None:
    """CR 106.12b, 608.2h: a Treasure sacrificed to pay its own mana ability was tapped for
    mana, so "produces twice as much" applies through its last known information."""
    from grimoire.rules.actions import ActivateAbility
    cache = card("Test Cache", "Artifact",
                 "{T}, Sacrifice this artifact: Add one mana of any color.")
    game = game_at(PlayerSpec(battlefield=(perm("Mana Reflection"), perm("Test Cache"))),
                   extra=(cache,))
    game.offer_mana_abilities = True
    (source,) = ids(game, "Test Cache")
    action = next(a for a in game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == source)
    game.apply(action)
    if game.pending is not None and game.pending.kind != "priority":
        game.apply(game.legal_actions()[0])  # the color
    assert not ids(game, "Test Cache")
    assert sum(game.players[0].pool) == 2  # two mana of the chosen color
