"""Another player declares blockers (CR 509.1) and a requirement on every creature some
players control (CR 509.1c, 611.2c), from the Oracle text and the rulings:

* "{3}{R/W}{R/W}: Creatures your opponents control block this turn if able, and you choose
  how those creatures block." (Brutal Hordechief). Rulings: all blocking declarations must
  still be legal; a cost to block is the defending player's to pay or not ("you must propose
  a new set of blocking creatures"); the choice covers each creature an opponent controls,
  even one that arrived after the ability resolved; in multiplayer, the controller of the
  last such ability to resolve chooses for the players who didn't resolve it.
* "Each creature your opponents control blocks this turn if able." (Predatory Rampage's
  ruling: "even if that creature wasn't on the battlefield ... when Predatory Rampage
  resolved"; the opponent still chooses how it blocks).
* "Whenever Odric and at least three other creatures attack, you choose which creatures block
  this combat and how those creatures block." (Odric's rulings: you can decide that a
  creature won't block; the choice ends with this combat, CR 511.3).
"""

from __future__ import annotations

import random

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.agents.ai import AIAgent
from grimoire.agents.random import RandomAgent
from grimoire.errors import IllegalActionError
from grimoire.mechanics.block_control import CHOOSERS
from grimoire.rules import zones
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
HORDECHIEF = record("Brutal Hordechief", "{3}{B}", "Creature — Orc Warrior",
                    "Whenever a creature you control attacks, defending player loses 1 life and "
                    "you gain 1 life.\n{3}{R/W}{R/W}: Creatures your opponents control block "
                    "this turn if able, and you choose how those creatures block.", "3", "3")
RAMPAGE = record("Predatory Rampage", "{3}{G}{G}", "Sorcery",
                 "Creatures you control get +3/+3 until end of turn. Each creature your "
                 "opponents control blocks this turn if able.")
ODRIC = record("Odric, Master Tactician", "{2}{W}{W}", "Legendary Creature — Human Soldier",
               "First strike (This creature deals combat damage before creatures without "
               "first strike.)\nWhenever Odric and at least three other creatures attack, you "
               "choose which creatures block this combat and how those creatures block.",
               "3", "4")
RAIDER = record("Goblin Raider", "{1}{R}", "Creature — Goblin Warrior",
                "This creature can't block.", "2", "2")
TITHES = record("Archangel of Tithes", "{1}{W}{W}{W}", "Creature — Angel",
                "Flying\nAs long as this creature is untapped, creatures can't attack you or "
                "planeswalkers you control unless their controller pays {1} for each of "
                "those creatures.\nAs long as this creature is attacking, creatures can't "
                "block unless their controller pays {1} for each of those creatures.",
                "3", "5")
RECORDS = (HORDECHIEF, RAMPAGE, ODRIC, RAIDER, TITHES)
MANA = tuple(P("Mountain") for _ in range(5))


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)



def _activate(game: Game, seat: int) -> None:
    """``seat`` (holding priority) activates their Hordechief's ability and it resolves."""
    chief = next(o.id for o in game.objects.values() if o.name == "Brutal Hordechief"
                 and o.controller == seat and o.zone == "battlefield")
    assert game.pending is not None and game.pending.player == seat
    action = next(a for a in game.legal_actions()
                  if isinstance(a, ActivateAbility) and a.source == chief)
    game.apply(action)
    settle(game)


def _to_blocks(game: Game, attacks: dict[str, int]) -> None:
    """Pass to the declare attackers step, attack (name -> seat), pass to the blockers."""
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "declare_attackers"
    game.apply(DeclareAttackers(tuple((_of(game, n, game.active), Seat(s))
                                      for n, s in attacks.items())))
    settle(game)
    while game.pending is not None and game.pending.kind == "priority" \
            and game.step == "declare_attackers":
        game.apply(PassPriority())


def _four(alice: tuple[PermanentSpec, ...], bob: tuple[PermanentSpec, ...],
          carol: tuple[PermanentSpec, ...] = (), dave: tuple[PermanentSpec, ...] = (),
          step: str = "beginning_of_combat", bob_hand: tuple[str, ...] = ()) -> Game:
    return table(RECORDS, PlayerSpec(battlefield=alice), PlayerSpec(battlefield=bob,
                                                                    hand=bob_hand),
                 PlayerSpec(battlefield=carol), PlayerSpec(battlefield=dave), step=step)


def _alice_attacks_bob() -> Game:
    """Alice activates Hordechief, then attacks Bob with the Giant and the Bears and Carol
    with the Angel; Bob has a Spider, a Wall and a tapped Bears, Carol a Goblin."""
    game = _four((P("Brutal Hordechief"), P("Hill Giant"), P("Grizzly Bears"), P("Serra Angel"),
                  *MANA),
                 (P("Giant Spider"), P("Wall of Wood"), P("Grizzly Bears", tapped=True)),
                 (P("Raging Goblin"),), (P("Typhoid Rats"),))
    _activate(game, 0)
    _to_blocks(game, {"Hill Giant": 1, "Serra Angel": 2, "Grizzly Bears": 1})
    return game


def test_the_activator_declares_the_opponents_blocks() -> None:
    """CR 509.1, 509.1c: Bob's declaration is Alice's decision (game.pending.player), among
    Bob's legal declarations only: his untapped Spider and Wall each block one of the two
    creatures attacking him; the tapped Bears is not forced (CR 509.1a)."""
    game = _alice_attacks_bob()
    pending = game.pending
    assert pending is not None and pending.kind == "declare_blockers"
    assert (pending.player, pending.source) == (0, 1)
    options = list(game.legal_actions())
    spider, wall = one(game, "Giant Spider"), one(game, "Wall of Wood")
    giant = one(game, "Hill Giant")
    bears = _of(game, "Grizzly Bears", 0)
    assert len(options) == 4
    for option in options:
        assert isinstance(option, DeclareBlockers)
        assert sorted(b for b, _ in option.blocks) == sorted((spider, wall))
    assert DeclareBlockers(()) not in game.legal_actions()
    assert DeclareBlockers(((spider, giant),)) not in game.legal_actions()
    choice = DeclareBlockers(((spider, bears), (wall, bears)))
    game.apply(choice)
    assert sorted(game.combat.blocked_by[bears]) == sorted((spider, wall))
    assert giant not in game.combat.blocked_by


def test_an_illegal_declaration_is_refused() -> None:
    """Brutal Hordechief's ruling: "All blocking declarations must still be legal": leaving
    the Wall home breaks the requirement (CR 509.1c)."""
    game = _alice_attacks_bob()
    spider, giant = one(game, "Giant Spider"), one(game, "Hill Giant")
    try:
        game.apply(DeclareBlockers(((spider, giant),)))
    except IllegalActionError:
        pass
    else:
        raise AssertionError("a declaration breaking the requirement was accepted")


def test_a_creature_that_cant_block_the_attacker_is_not_forced() -> None:
    """CR 509.1b-c: Carol's Goblin can't block the flying Angel, so her only legal
    declaration (no block) is made at once and no decision is asked; Dave, not attacked,
    declares nothing (CR 506.2)."""
    game = _alice_attacks_bob()
    game.apply(DeclareBlockers(((one(game, "Giant Spider"), one(game, "Hill Giant")),
                                (one(game, "Wall of Wood"), one(game, "Hill Giant")))))
    assert game.combat.declared == frozenset({1, 2})
    assert one(game, "Raging Goblin") not in game.combat.blocking


def test_a_restriction_beats_the_requirement_and_a_late_creature_is_covered() -> None:
    """CR 509.1b-c: Bob's Goblin Raider "can't block" is never forced; Bob's Hill Giant, put
    onto the battlefield after the ability resolved, must block too and Alice chooses how
    (the ruling: "even if that creature wasn't on the battlefield ... as the activated
    ability resolved"; CR 611.2c)."""
    game = _four((P("Brutal Hordechief"), P("Grizzly Bears"), P("Serra Angel"), *MANA),
                 (P("Goblin Raider"), P("Giant Spider")), step="main1",
                 bob_hand=("Hill Giant",))
    _activate(game, 0)
    late = zones.move(game, one(game, "Hill Giant", "hand"), "battlefield")
    _to_blocks(game, {"Grizzly Bears": 1, "Serra Angel": 1})
    pending = game.pending
    assert pending is not None and (pending.player, pending.source) == (0, 1)
    raider = one(game, "Goblin Raider")
    for option in game.legal_actions():
        assert isinstance(option, DeclareBlockers)
        blockers = {b for b, _ in option.blocks}
        assert late in blockers and one(game, "Giant Spider") in blockers
        assert raider not in blockers


def test_the_last_ability_to_resolve_chooses() -> None:
    """Brutal Hordechief's multiplayer ruling: Alice's ability resolves, then Bob's: Bob
    (the last) chooses how Carol's creatures block; Alice, whose ability covers Bob, chooses
    Bob's; Bob's own ability doesn't reach his creatures."""
    game = _four((P("Brutal Hordechief"), P("Hill Giant"), P("Grizzly Bears"), P("Raging Goblin"),
                  P("Colossal Dreadmaw"), *MANA),
                 (P("Brutal Hordechief"), P("Giant Spider"), *MANA),
                 (P("Wall of Wood"), P("Giant Spider")))
    _activate(game, 0)
    game.apply(PassPriority())  # Alice passes: Bob may activate (CR 117.3d)
    _activate(game, 1)
    _to_blocks(game, {"Hill Giant": 1, "Grizzly Bears": 1, "Raging Goblin": 2,
                      "Colossal Dreadmaw": 2})
    seen: dict[int, int] = {}
    for _ in range(2):
        pending = game.pending
        assert pending is not None and pending.kind == "declare_blockers"
        assert pending.source is not None
        assert DeclareBlockers(()) not in game.legal_actions()  # both forced
        seen[pending.source] = pending.player
        game.apply(game.legal_actions()[0])
    assert seen == {1: 0, 2: 1}
    assert len(game.combat.blocking) == 4


def _of(game: Game, name: str, seat: int) -> int:
    return next(o.id for o in game.objects.values() if o.name == name and o.controller == seat
                and o.zone == "battlefield")


def test_on_another_players_turn_the_activator_declares_their_own_blocks() -> None:
    """Bob activates his Hordechief on Alice's turn: Alice's creatures attack Bob and Carol;
    Carol's blocks are Bob's choice and forced, Bob's own are his and free (he is not his
    own opponent)."""
    game = _four((P("Hill Giant"), P("Grizzly Bears"), P("Raging Goblin")),
                 (P("Brutal Hordechief"), P("Giant Spider"), *MANA),
                 (P("Wall of Wood"), P("Giant Spider")))
    game.apply(PassPriority())  # Alice passes: Bob may activate
    _activate(game, 1)
    _to_blocks(game, {"Hill Giant": 1, "Grizzly Bears": 2, "Raging Goblin": 2})
    pending = game.pending
    assert pending is not None and (pending.player, pending.source) == (1, 1)
    assert DeclareBlockers(()) in game.legal_actions()  # Bob's creatures aren't forced
    game.apply(DeclareBlockers(()))
    pending = game.pending
    assert pending is not None and (pending.player, pending.source) == (1, 2)
    assert DeclareBlockers(()) not in game.legal_actions()  # Carol's are
    for option in game.legal_actions():
        assert isinstance(option, DeclareBlockers) and len(option.blocks) == 2


def test_a_cost_to_block_is_never_imposed() -> None:
    """The ruling: the defending player may decline to pay a cost to block, and then "you
    must propose a new set": the Spider Alice would choose costs Bob {1} (Archangel of Tithes
    attacking, CR 509.1d), so it doesn't block (nor is it forced to, CR 509.1c) and Bob's
    Plains stays untapped."""
    game = _four((P("Brutal Hordechief"), P("Archangel of Tithes"), *MANA),
                 (P("Giant Spider"), P("Plains")), step="main1")
    _activate(game, 0)
    _to_blocks(game, {"Archangel of Tithes": 1})
    assert game.step == "declare_blockers" and 1 in game.combat.declared
    assert one(game, "Giant Spider") not in game.combat.blocking
    assert not game.objects[one(game, "Plains")].tapped


def test_predatory_rampage_reaches_a_later_creature_and_bob_chooses() -> None:
    """Predatory Rampage's rulings: a creature Bob gets after it resolved must block too, and
    Bob (not Alice) chooses which attacker each blocks."""
    game = table(RECORDS, PlayerSpec(hand=("Predatory Rampage",), battlefield=(
        P("Hill Giant"), P("Grizzly Bears"), *(P("Forest") for _ in range(5)))),
        PlayerSpec(battlefield=(P("Giant Spider"),), hand=("Wall of Wood",)), step="main1")
    game.apply(CastSpell(one(game, "Predatory Rampage", "hand")))
    settle(game)
    late = zones.move(game, one(game, "Wall of Wood", "hand"), "battlefield")
    _to_blocks(game, {"Hill Giant": 1, "Grizzly Bears": 1})
    pending = game.pending
    assert pending is not None and (pending.player, pending.source) == (1, 1)
    for option in game.legal_actions():
        assert isinstance(option, DeclareBlockers)
        assert {b for b, _ in option.blocks} == {late, one(game, "Giant Spider")}


def test_odric_lets_a_creature_stay_home_and_ends_with_combat() -> None:
    """Odric's rulings: Alice chooses Bob's blocks, and may have none block; CR 511.3: the
    choice ends as the end of combat step begins."""
    game = _four((P("Odric, Master Tactician"), P("Hill Giant"), P("Grizzly Bears"),
                  P("Raging Goblin")), (P("Giant Spider"), P("Wall of Wood")))
    _to_blocks(game, {"Odric, Master Tactician": 1, "Hill Giant": 1, "Grizzly Bears": 1,
                      "Raging Goblin": 1})
    pending = game.pending
    assert pending is not None and (pending.player, pending.source) == (0, 1)
    assert DeclareBlockers(()) in game.legal_actions()
    game.apply(DeclareBlockers(()))
    while game.step != "end_of_combat":
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert not CHOOSERS.get(game)


def test_the_agents_answer_for_another_players_creatures() -> None:
    """The AI and the random agent, choosing Bob's blocks for Alice, answer with a legal
    declaration; the AI doesn't have Bob's Spider block (and kill) Alice's Bears."""
    for agent in (AIAgent(1), RandomAgent(2), AIAgent(3, level="easy")):
        game = _alice_attacks_bob()
        assert game.pending is not None
        answer = agent.decide(game.view(0), game.pending)
        assert answer in game.legal_actions()
        game.apply(answer)
    rng = random.Random(5)
    game = _alice_attacks_bob()
    answer = AIAgent(rng.getrandbits(16)).decide(game.view(0), game.pending)  # type: ignore[arg-type]
    assert isinstance(answer, DeclareBlockers)
    spider, bears = one(game, "Giant Spider"), _of(game, "Grizzly Bears", 0)
    assert (spider, bears) not in answer.blocks  # the Spider would kill Alice's Bears


STEALING = record("You've Been Caught Stealing", "{1}{R}", "Sorcery",
                  "Choose one —\n• Threaten the Merchant — Each creature blocks this turn if "
                  "able.\n• Bribe the Guards — You create a Treasure token for each opponent "
                  "who was dealt damage this turn. (It's an artifact with \"{T}, Sacrifice this "
                  "token: Add one mana of any color.\")")


def test_each_creature_blocks_and_its_controller_chooses() -> None:
    """ "Each creature blocks this turn if able" (CR 509.1c, 611.2c): Bob's Spider and Wall
    must block Alice's attackers, Bob choosing which (no "you choose" here, CR 509.1)."""
    compiled(STEALING)
    game = table((*RECORDS, STEALING), PlayerSpec(
        hand=("You've Been Caught Stealing",),
        battlefield=(P("Hill Giant"), P("Grizzly Bears"), P("Mountain"), P("Mountain"))),
        PlayerSpec(battlefield=(P("Giant Spider"), P("Wall of Wood"))), PlayerSpec(),
        step="main1")
    game.apply(CastSpell(one(game, "You've Been Caught Stealing", "hand"), modes=(0,)))
    settle(game)
    _to_blocks(game, {"Hill Giant": 1, "Grizzly Bears": 1})
    pending = game.pending
    assert pending is not None and pending.kind == "declare_blockers"
    assert (pending.player, pending.source) == (1, 1)
    assert DeclareBlockers(()) not in game.legal_actions()
    for option in game.legal_actions():
        assert isinstance(option, DeclareBlockers) and len(option.blocks) == 2
