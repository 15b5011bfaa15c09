"""Games of three to six players (CR 800-806, 802: attack multiple players)."""

from __future__ import annotations

import dataclasses

import pytest
from tests.rules.helpers import one, pool

from grimoire.agents import RandomAgent
from grimoire.agents.ai import AIAgent
from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules.actions import (
    CastSpell,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    Keep,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position
from grimoire.rules.testing import spell
from grimoire.rules.view import HiddenObjectError

DECK = ["Grizzly Bears"] * 20 + ["Forest"] * 20
LIBRARY = ("Forest",) * 10
TORMENT = spell("Torment", "{B}", ir.LoseLife(ir.Fixed(2), ir.EachOpponent()), kind="sorcery")
DRAIN_ALL = spell("Drain All", "{B}", ir.LoseLife(ir.Fixed(1), ir.EachPlayer()), kind="sorcery")
PUNISH = spell("Punish", "{R}", ir.DealDamage(ir.Fixed(4), ir.TargetRef(0)),
               ir.TargetSpec("player", player_filter="opponent"))


def at(*specs: PlayerSpec, step: str = "main1", active: int = 0) -> Game:
    """A game of ``len(specs)`` players in ``step`` of ``active``'s turn."""
    players = tuple(dataclasses.replace(s, library=s.library or LIBRARY) for s in specs)
    return Game.from_position(Position(players=players, active=active, turn=3, step=step),
                              pool(TORMENT, DRAIN_ALL, PUNISH), seed=0)


def test_four_player_setup_turn_order_and_mulligans() -> None:
    """CR 103.1, 101.4e, 103.5: the first player starts, everyone draws seven, and
    mulligan decisions go around the table in turn order from the starting player."""
    game = Game.new([DECK] * 4, pool(), seed=3, first_player=2)
    assert [p.name for p in game.players] == ["Alice", "Bob", "Carol", "Dave"]
    assert all(len(p.hand) == 7 for p in game.players)
    asked = []
    while game.stage == "mulligan":
        assert game.pending is not None
        asked.append(game.pending.player)
        game.apply(Keep())
    assert asked == [2, 3, 0, 1]
    assert game.active == 2 and game.turn == 1


def test_turns_go_around_the_table() -> None:
    """CR 101.4, 500.1: turns pass to the next player in turn order."""
    game = at(PlayerSpec(), PlayerSpec(), PlayerSpec())
    seen = [game.active]
    while len(seen) < 5:
        game.apply(PassPriority())
        if game.active != seen[-1]:
            seen.append(game.active)
    assert seen == [0, 1, 2, 0, 1]


@pytest.mark.parametrize("count", [1, 7])
def test_two_to_six_players(count: int) -> None:
    """CR 100.1, 800.1: a game has two to six players here; others are refused, clearly."""
    with pytest.raises(IllegalActionError, match="2 to 6"):
        Game.new([DECK] * count, pool(), seed=0)


def test_priority_passes_around_the_table() -> None:
    """CR 117.3d, 117.4: priority goes to each player in turn order; the spell resolves
    only after all four have passed in succession."""
    game = at(PlayerSpec(hand=("Lightning Bolt",), battlefield=(PermanentSpec("Mountain"),)),
              PlayerSpec(), PlayerSpec(), PlayerSpec())
    bolt = one(game, "Lightning Bolt", "hand")
    game.apply(CastSpell(bolt, targets=((Seat(2),),)))
    holders = []
    while game.stack:
        assert game.pending is not None and game.pending.kind == "priority"
        holders.append(game.pending.player)
        game.apply(PassPriority())
    assert holders == [0, 1, 2, 3]
    assert [p.life for p in game.players] == [20, 20, 17, 20]


def test_each_opponent_and_each_player() -> None:
    """CR 102.2-102.3: "each opponent" is every other player in a multiplayer game;
    "each player" includes the caster."""
    game = at(PlayerSpec(hand=("Torment", "Drain All"),
                         battlefield=(PermanentSpec("Swamp"), PermanentSpec("Swamp"))),
              PlayerSpec(), PlayerSpec(), PlayerSpec())
    for name in ("Torment", "Drain All"):
        game.apply(CastSpell(one(game, name, "hand")))
        while game.stack:
            game.apply(PassPriority())
    assert [p.life for p in game.players] == [19, 17, 17, 17]


def test_target_opponent_offers_every_opponent() -> None:
    """CR 115.1, 102.3: "target opponent" may be any of the caster's opponents."""
    game = at(PlayerSpec(hand=("Punish",), battlefield=(PermanentSpec("Mountain"),)),
              PlayerSpec(), PlayerSpec())
    casts = [a for a in game.legal_actions()
             if isinstance(a, CastSpell) and a.card == one(game, "Punish", "hand")]
    assert {a.targets for a in casts} == {((Seat(1),),), ((Seat(2),),)}


def test_attack_several_players_and_block_in_apnap_order() -> None:
    """CR 802.2-802.4, 508.1b: each attacker attacks a player of the attacker's choice; the
    defending players declare blockers in APNAP order, each blocking only creatures
    attacking them (CR 802.4a)."""
    game = at(PlayerSpec(battlefield=(PermanentSpec("Hill Giant"), PermanentSpec("Grizzly Bears"),
                                      PermanentSpec("Raging Goblin"))),
              PlayerSpec(battlefield=(PermanentSpec("Giant Spider"),)),
              PlayerSpec(battlefield=(PermanentSpec("Wall of Wood"),)),
              PlayerSpec(battlefield=(PermanentSpec("Typhoid Rats"),)), step="beginning_of_combat")
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "declare_attackers"
    giant, bears = one(game, "Hill Giant"), one(game, "Grizzly Bears")
    goblin = one(game, "Raging Goblin")
    game.apply(DeclareAttackers(((giant, Seat(1)), (bears, Seat(2)), (goblin, Seat(1)))))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    first = game.pending
    assert first is not None and first.kind == "declare_blockers" and first.player == 1
    spider = one(game, "Giant Spider")
    assert {b for a in game.legal_actions() for b, _ in a.blocks} <= {spider}
    with pytest.raises(IllegalActionError):  # Bob can't block what attacks Carol
        game.apply(DeclareBlockers(((spider, bears),)))
    game.apply(DeclareBlockers(((spider, giant),)))
    second = game.pending
    assert second is not None and second.kind == "declare_blockers" and second.player == 2
    game.apply(DeclareBlockers(((one(game, "Wall of Wood"), bears),)))
    while game.step != "main2":
        game.apply(PassPriority() if game.legal_actions()[0] == PassPriority()
                   else game.legal_actions()[0])
    assert [p.life for p in game.players] == [20, 19, 20, 20]  # only the goblin connected


def test_a_player_leaves_and_the_game_goes_on() -> None:
    """CR 800.4a: a player who loses leaves the game: everything they own leaves it, and
    the game goes on among the others (CR 800.4, 104.2a); they take no more turns
    (CR 800.4k) and never receive priority (CR 800.4j)."""
    game = at(PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)),
              PlayerSpec(life=3, battlefield=(PermanentSpec("Hill Giant"),),
                         graveyard=("Lightning Bolt",), hand=("Murder",)),
              PlayerSpec(battlefield=(PermanentSpec("Serra Angel"),)))
    owned_by_bob = [o for o, obj in game.objects.items() if obj.owner == 1]
    assert owned_by_bob
    game.apply(Concede(1))
    assert game.result is None
    assert not any(o in game.objects for o in owned_by_bob)
    assert all(obj.owner != 1 for obj in game.objects.values())
    seen = set()
    for _ in range(60):
        assert game.pending is not None
        seen.add(game.pending.player)
        seen.add(game.active)
        game.apply(PassPriority() if PassPriority() in game.legal_actions()
                   else game.legal_actions()[0])
    assert 1 not in seen and seen == {0, 2}


def test_leaving_player_with_priority_passes_it_on() -> None:
    """CR 800.4j: the active player concedes while holding priority; the turn goes on and
    the next player in turn order receives priority."""
    game = at(PlayerSpec(), PlayerSpec(), PlayerSpec())
    assert game.pending is not None and game.pending.player == 0
    game.apply(Concede(0))
    assert game.result is None
    assert game.pending is not None and game.pending.player == 1 and game.active == 0


def test_control_of_a_borrowed_permanent_ends_when_its_controller_leaves() -> None:
    """CR 800.4a: effects giving the leaving player control end; the permanent returns to
    its owner, who is still in the game."""
    game = at(PlayerSpec(), PlayerSpec(), PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)))
    giant = game.objects[one(game, "Hill Giant")]
    giant.controller = 1  # as if Bob had stolen it
    game.apply(Concede(1))
    assert giant.id in game.objects and game.objects[giant.id].controller == 2


def test_last_player_standing_wins() -> None:
    """CR 104.2a: a player still in the game when all their opponents have left wins."""
    game = at(PlayerSpec(), PlayerSpec(), PlayerSpec())
    game.apply(Concede(2))
    assert game.result is None
    game.apply(Concede(0))
    assert game.result is not None and game.result.winner == 1


def test_views_hide_every_other_hand_and_all_libraries() -> None:
    """CR 400.2, 402.3: a player sees their own hand; every other hand and every library
    shows only as counts."""
    game = at(PlayerSpec(hand=("Giant Growth",)), PlayerSpec(hand=("Murder",)),
              PlayerSpec(hand=("Lightning Bolt",)), PlayerSpec(hand=("Divination",)))
    view = game.view(2)
    assert view.hand == ((one(game, "Lightning Bolt", "hand"), "Lightning Bolt"),)
    assert view.hand_sizes == (1, 1, 1, 1)
    for name in ("Giant Growth", "Murder", "Divination"):
        with pytest.raises(HiddenObjectError):
            view.definition(one(game, name, "hand"))
    with pytest.raises(HiddenObjectError):
        view.definition(game.players[2].library[-1])


@pytest.mark.parametrize("seats", [3, 4, 6])
def test_multiplayer_games_finish_and_replay(seats: int) -> None:
    """CR 800.4, 104.2a: N-player games play to one winner; a save replays exactly
    (DESIGN principle 5)."""
    p = pool()
    for seed in range(2):
        game = Game.new([DECK] * seats, p, seed=seed)
        agents = [AIAgent(i) if (i + seed) % 2 else RandomAgent(i) for i in range(seats)]
        result = game.run(agents)
        assert result.winner is not None and sum(not pl.lost for pl in game.players) == 1
        assert Game.load(game.save(), p).result == result


WATCHER = ir.CardDefinition(
    "Watcher", card_types=("artifact",), abilities=(ir.TriggeredAbility(
        ir.StepTrigger("upkeep", "each"), ir.GainLife(ir.Fixed(1))),))


def test_triggers_go_on_the_stack_in_apnap_order() -> None:
    """CR 603.3b, 101.4: triggered abilities of several players wait; the active player
    puts theirs on the stack first, then each other player in turn order, so the last
    player's resolves first."""
    specs = tuple(PlayerSpec(library=LIBRARY, battlefield=(PermanentSpec("Watcher"),))
                  for _ in range(4))
    game = Game.from_position(Position(players=specs, active=1, turn=3, step="untap"),
                              pool(WATCHER), seed=0)
    while game.step != "upkeep" or not game.stack:
        game.apply(PassPriority())
    controllers = [game.objects[o].controller for o in game.stack]
    assert controllers == [1, 2, 3, 0]  # bottom to top: APNAP from the active player
    resolved = []
    before = [p.life for p in game.players]
    while game.stack:
        life = [p.life for p in game.players]
        game.apply(PassPriority())
        now = [p.life for p in game.players]
        resolved.extend(i for i in range(4) if now[i] != life[i])
    assert resolved == [0, 3, 2, 1]
    assert [p.life for p in game.players] == [b + 1 for b in before]


DIG = spell("Dig", "{U}", ir.MayDo(ir.DrawCards(ir.Fixed(1))), kind="sorcery")
SELF_DOOM = spell("Self Doom", "{B}", ir.LoseGame(ir.You()), kind="sorcery")


def _with(card: ir.CardDefinition, *specs: PlayerSpec) -> Game:
    players = tuple(dataclasses.replace(s, library=s.library or LIBRARY) for s in specs)
    return Game.from_position(Position(players=players, turn=3), pool(card), seed=0)


def test_conceding_while_ones_own_spell_asks() -> None:
    """CR 800.4a: a player who leaves while their spell waits for their answer takes the
    spell with them; the game goes on with the next player's priority (CR 800.4j)."""
    game = _with(DIG, PlayerSpec(hand=("Dig",), battlefield=(PermanentSpec("Island"),)),
                 PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Dig", "hand")))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.player == 0
    game.apply(Concede(0))
    assert game.result is None and not game.resolving and not game.stack
    assert game.pending is not None and game.pending.kind == "priority"
    assert game.pending.player == 1


def test_a_spell_that_makes_its_controller_lose() -> None:
    """CR 104.3e, 800.4a: "you lose the game" on resolution: its controller leaves, their
    spell with them, and the other two play on."""
    game = _with(SELF_DOOM, PlayerSpec(hand=("Self Doom",),
                                       battlefield=(PermanentSpec("Swamp"),)),
                 PlayerSpec(), PlayerSpec())
    game.apply(CastSpell(one(game, "Self Doom", "hand")))
    while game.stack:
        game.apply(PassPriority())
    assert game.players[0].lost and game.result is None
    assert all(o.owner != 0 for o in game.objects.values())


MYRIAD = {"name": "Myriad Hound", "type_line": "Creature — Dog", "mana_cost": "{2}{R}",
          "power": "2", "toughness": "2",
          "oracle_text": "Myriad (Whenever this creature attacks, for each opponent other than "
                         "defending player, you may create a token that's a copy of this "
                         "creature that's tapped and attacking that player or a planeswalker "
                         "they control. Exile the tokens at end of combat.)"}


def test_myriad_copies_attack_the_other_opponents() -> None:
    """CR 702.116a: attacking Bob, the Hound offers a token copy attacking each other
    opponent (Carol, Dave, in APNAP order); declined for Dave, Carol's connects; the token
    is exiled at end of combat."""
    from grimoire.pool import CardPool
    from grimoire.rules.actions import Choose
    p = CardPool([MYRIAD])
    base = pool()
    for name in ("Forest", "Mountain"):
        p.add(base.get(name))
    assert p.support_problems("Myriad Hound") == []
    specs = (PlayerSpec(library=LIBRARY, battlefield=(PermanentSpec("Myriad Hound"),)),
             *(PlayerSpec(library=LIBRARY) for _ in range(3)))
    game = Game.from_position(Position(players=specs, step="beginning_of_combat"), p, seed=0)
    while game.pending is not None and game.pending.kind != "declare_attackers":
        game.apply(PassPriority())
    hound = one(game, "Myriad Hound")
    game.apply(DeclareAttackers(((hound, Seat(1)),)))
    asked = []
    while game.step == "declare_attackers":
        assert game.pending is not None
        if game.pending.kind == "yes_no":
            asked.append(game.pending.player)
            game.apply(Choose(len(asked) == 1))  # yes for Carol, no for Dave
        else:
            game.apply(PassPriority())
    assert asked == [0, 0]
    tokens = [o for o in game.objects.values() if o.kind == "token"]
    assert len(tokens) == 1 and game.combat.attackers[tokens[0].id] == Seat(2)
    while game.step != "main2":
        game.apply(game.legal_actions()[0])
    assert [pl.life for pl in game.players] == [20, 18, 18, 20]
    assert not [o for o in game.objects.values() if o.kind == "token"]


def test_myriad_in_a_two_player_game_does_nothing() -> None:
    """CR 702.116a: with no opponent other than the defending player, no token."""
    from grimoire.pool import CardPool
    p = CardPool([MYRIAD])
    p.add(pool().get("Forest"))
    specs = (PlayerSpec(library=LIBRARY, battlefield=(PermanentSpec("Myriad Hound"),)),
             PlayerSpec(library=LIBRARY))
    game = Game.from_position(Position(players=specs, step="beginning_of_combat"), p, seed=0)
    while game.pending is not None and game.pending.kind != "declare_attackers":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Myriad Hound"), Seat(1)),)))
    while game.step != "main2":
        assert game.pending is not None and game.pending.kind != "yes_no"
        game.apply(game.legal_actions()[0])
    assert game.players[1].life == 18
