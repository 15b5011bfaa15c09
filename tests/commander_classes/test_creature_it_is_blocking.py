"""A target "creature it's blocking" (CR 509.1h, 115.1): the creatures the source blocks.
Goblin Snowman ("{T}: This creature deals 1 damage to target creature it's blocking."),
Tinder Wall ("{R}, Sacrifice this creature: It deals 2 damage to target creature it's
blocking.") and Wall of Corpses ("{B}, Sacrifice this creature: Destroy target creature this
creature is blocking."). The target is checked again as the ability resolves; a source that
left the battlefield (sacrificed to pay the cost) is looked at through its last known
information (CR 608.2b, 113.7a), so the sacrificed wall's ability still resolves."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import (
    ActivateAbility,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
SNOWMAN = record("Goblin Snowman", "{3}{R}", "Creature — Goblin",
                 "Whenever this creature blocks, prevent all combat damage that would be dealt "
                 "to and dealt by it this turn.\n{T}: This creature deals 1 damage to target "
                 "creature it's blocking.", "1", "1")
TINDER = record("Tinder Wall", "{G}", "Creature — Plant Wall",
                "Defender (This creature can't attack.)\nSacrifice this creature: Add {R}{R}."
                "\n{R}, Sacrifice this creature: It deals 2 damage to target creature it's "
                "blocking.", "0", "3")
CORPSES = record("Wall of Corpses", "{1}{B}", "Creature — Wall",
                 "Defender (This creature can't attack.)\n{B}, Sacrifice this creature: "
                 "Destroy target creature this creature is blocking.", "0", "2")
CARDS = (SNOWMAN, TINDER, CORPSES)


def test_the_records_compile() -> None:
    compiled(SNOWMAN, TINDER, CORPSES)


def _blocking(wall: str, land: str, blocks: bool = True) -> Game:
    """Bob attacks Alice with Grizzly Bears and Hill Giant; Alice's ``wall`` blocks the
    Bears (if ``blocks``); Alice has priority in the declare blockers step."""
    game = table(CARDS, PlayerSpec(battlefield=(P(wall), P(land))),
                 PlayerSpec(battlefield=(P("Grizzly Bears"), P("Hill Giant"))), PlayerSpec(),
                 active=1)
    while game.pending is not None and game.pending.kind != "declare_attackers":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(0)),
                                 (one(game, "Hill Giant"), Seat(0)))))
    while game.pending is not None and game.pending.kind != "declare_blockers":
        game.apply(PassPriority())
    game.apply(DeclareBlockers(((one(game, wall), one(game, "Grizzly Bears")),)
                               if blocks else ()))
    while not (game.pending is not None and game.pending.kind == "priority"
               and game.pending.player == 0 and not game.stack):
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    return game


def _targeting(game: Game, wall: str) -> list[ActivateAbility]:
    return [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == one(game, wall) and a.targets]


def _resolve(game: Game, action: ActivateAbility) -> None:
    game.apply(action)
    while game.stack:
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])


def test_only_the_blocked_creature_is_a_target() -> None:
    """The Snowman blocks the Bears: its ability may target the Bears, never the Giant."""
    game = _blocking("Goblin Snowman", "Mountain")
    assert {a.targets for a in _targeting(game, "Goblin Snowman")} == {
        ((one(game, "Grizzly Bears"),),)}
    _resolve(game, _targeting(game, "Goblin Snowman")[0])
    assert game.objects[one(game, "Grizzly Bears")].damage == 1


def test_not_blocking_no_target() -> None:
    """No block declared: nothing it's blocking, the ability can't be activated."""
    game = _blocking("Goblin Snowman", "Mountain", blocks=False)
    assert not _targeting(game, "Goblin Snowman")


def test_the_sacrificed_wall_still_deals_its_damage() -> None:
    """CR 608.2b: Tinder Wall, sacrificed to pay the cost, was blocking the Bears as it
    left: the target stays legal and the wall (as it last existed) deals 2 damage."""
    game = _blocking("Tinder Wall", "Mountain")
    _resolve(game, _targeting(game, "Tinder Wall")[0])
    assert one(game, "Grizzly Bears", "graveyard") and one(game, "Tinder Wall", "graveyard")
    assert one(game, "Hill Giant")


def test_the_sacrificed_wall_destroys_what_it_blocked() -> None:
    """Wall of Corpses, sacrificed: the Bears it was blocking are destroyed."""
    game = _blocking("Wall of Corpses", "Swamp")
    _resolve(game, _targeting(game, "Wall of Corpses")[0])
    assert one(game, "Grizzly Bears", "graveyard") and one(game, "Hill Giant")
