""" "Choose any number of target opponents. Create X 1/1 white Human Soldier creature tokens,
where X is the number of creatures those opponents control." (Call the Coppercoats): "those
opponents" are the opponents chosen as targets.

Expectations from CR 115.1 and 601.2c (the targets chosen as it is cast), 702.108a (strive:
{1}{W} more for each target beyond the first), 608.2b (the rulings: an opponent who is no
longer a legal target isn't counted), and the ruling that casting it with no targets is legal
(then X is 0)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
COPPERCOATS = record("Call the Coppercoats", "{2}{W}", "Instant",
                     "Strive — This spell costs {1}{W} more to cast for each target beyond the "
                     "first.\nChoose any number of target opponents. Create X 1/1 white Human "
                     "Soldier creature tokens, where X is the number of creatures those "
                     "opponents control.")
BEARS = record("Test Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
RECORDS = (COPPERCOATS, BEARS)


def _game(plains: int) -> Game:
    """Alice with the spell and ``plains`` Plains; Bob with two Bears, Carol three, Dan
    one."""
    alice = PlayerSpec(hand=("Call the Coppercoats",),
                       battlefield=tuple(P("Plains") for _ in range(plains)))
    bears = [PlayerSpec(battlefield=tuple(P("Test Bears") for _ in range(n))) for n in (2, 3, 1)]
    return table(RECORDS, alice, *bears)


def _cast(game: Game, seats: tuple[int, ...]) -> None:
    spell = game.players[0].hand[0]
    wanted = {Seat(s) for s in seats}
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == spell
             and set(a.targets[0]) == wanted and len(a.targets[0]) == len(seats)]
    assert casts, seats
    game.apply(casts[0])
    settle(game)


def test_the_record_compiles() -> None:
    """Every card compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_counts_the_creatures_of_the_targeted_opponents_only() -> None:
    """Bob (2) and Carol (3) targeted, Dan (1) not: five Soldiers; strive's {1}{W} for the
    second target (five Plains in all)."""
    game = _game(5)
    _cast(game, (1, 2))
    soldiers = [game.objects[o] for o in ids(game, "Human Soldier")]
    assert len(soldiers) == 5 and all(s.controller == 0 for s in soldiers)
    assert all(game.objects[o].tapped for o in ids(game, "Plains"))


def test_strive_cost_limits_the_targets() -> None:
    """CR 702.108a: with three Plains only one target can be paid for."""
    game = _game(3)
    spell = game.players[0].hand[0]
    counts = {len(a.targets[0]) for a in game.legal_actions()
              if isinstance(a, CastSpell) and a.card == spell}
    assert counts == {0, 1}


def test_no_targets_no_tokens() -> None:
    """The ruling: it may be cast with no targets; X is then 0."""
    game = _game(3)
    _cast(game, ())
    assert not ids(game, "Human Soldier")
