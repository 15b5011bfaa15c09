"""A cost to block for the rest of the turn from a resolved ability (CR 509.1d, 611.2c):
"{X}{R}: This turn, creatures can't block unless their controller pays {X} for each
blocking creature they control." (War Cadence; rulings: only blocks declared after it
resolves; X = 0 is allowed). Every blocker of every player costs X; two activations add up;
the tax ends with the turn (CR 514.2)."""

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
CADENCE = record("War Cadence", "{2}{R}", "Enchantment",
                 "{X}{R}: This turn, creatures can't block unless their controller pays {X} "
                 "for each blocking creature they control.")
MOUNTAINS = tuple(P("Mountain") for _ in range(5))


def test_the_record_compiles() -> None:
    compiled(CADENCE)


def _cadence(game: Game, *xs: int) -> None:
    """Alice activates War Cadence with each X in ``xs`` (each resolving)."""
    cadence = one(game, "War Cadence")
    for x in xs:
        game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                        and a.source == cadence and a.x == x))
        while game.stack:
            game.apply(PassPriority())


def _blocks(xs: tuple[int, ...], bob: tuple[PermanentSpec, ...]
            ) -> tuple[Game, list[DeclareBlockers]]:
    """In Alice's first main phase War Cadence is activated with ``xs``; Alice attacks Bob
    with a Hill Giant; Bob's block declarations."""
    game = table((CADENCE,), PlayerSpec(battlefield=(P("War Cadence"), P("Hill Giant"),
                                                     *MOUNTAINS)),
                 PlayerSpec(battlefield=bob), PlayerSpec())
    _cadence(game, *xs)
    while game.pending is not None and game.pending.kind != "declare_attackers":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Hill Giant"), Seat(1)),)))
    while game.pending is not None and game.pending.kind == "priority" \
            and game.step == "declare_attackers":
        game.apply(PassPriority())
    if game.pending is None or game.pending.kind != "declare_blockers":
        return game, []
    return game, [a for a in game.legal_actions() if isinstance(a, DeclareBlockers)]


def _untapped(game: Game, name: str) -> int:
    return sum(1 for o in game.objects.values() if o.zone == "battlefield"
               and o.name == name and not o.tapped)


def test_each_blocker_costs_x() -> None:
    """X = 2: Bob, with three Forests, may block with one of his two Spiders (paying {2}),
    never both ({4}); not blocking stays legal (CR 509.1c)."""
    bob = (P("Giant Spider"), P("Giant Spider"), P("Forest"), P("Forest"), P("Forest"))
    game, options = _blocks((2,), bob)
    assert DeclareBlockers(()) in options
    assert max(len(o.blocks) for o in options) == 1
    spider = min(o.id for o in game.objects.values() if o.name == "Giant Spider")
    game.apply(DeclareBlockers(((spider, one(game, "Hill Giant")),)))
    assert _untapped(game, "Forest") == 1


def test_two_activations_add_up() -> None:
    """X = 1 twice: each blocker costs {2}; with one Forest Bob can't block at all."""
    _game, options = _blocks((1, 1), (P("Giant Spider"), P("Forest")))
    assert all(not o.blocks for o in options)


def test_x_zero_blocks_for_free() -> None:
    """X = 0 (allowed, ruling): a block costs {0}: Bob blocks with no land."""
    _game, options = _blocks((0,), (P("Giant Spider"),))
    assert any(o.blocks for o in options)


def test_the_tax_ends_with_the_turn() -> None:
    """CR 514.2: on Bob's next turn nothing is taxed: Alice (no land) blocks freely."""
    game = table((CADENCE,), PlayerSpec(battlefield=(P("War Cadence"), P("Giant Spider"),
                                                     P("Mountain"), P("Mountain"))),
                 PlayerSpec(battlefield=(P("Hill Giant"),)))
    _cadence(game, 1)
    while not (game.active == 1 and game.pending is not None
               and game.pending.kind == "declare_attackers"):
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    game.apply(DeclareAttackers(((one(game, "Hill Giant"), Seat(0)),)))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "declare_blockers"
    assert any(isinstance(a, DeclareBlockers) and a.blocks for a in game.legal_actions())
