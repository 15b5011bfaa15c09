"""A division inside a mode is announced as the spell is cast, once that mode is chosen
(CR 601.2b: modes first; 601.2c targets; 601.2d the division; CR 700.2): Abzan Charm ("Choose
one — • Exile target creature with power 3 or greater. • You draw two cards and you lose 2
life. • Distribute two +1/+1 counters among one or two target creatures."). Its ruling: with
one counter on each of two targets, if one becomes illegal, its counter is lost (CR 608.2b).
A hand-built "choose one or both" with a divided mode shows the division's target group is
found after the earlier chosen mode's targets."""

from __future__ import annotations

import dataclasses

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec
from grimoire.rules.testing import spell

CHARM = record("Abzan Charm", "{W}{B}{G}", "Instant",
               "Choose one —\n• Exile target creature with power 3 or greater.\n• You draw two "
               "cards and you lose 2 life.\n• Distribute two +1/+1 counters among one or two "
               "target creatures.")
# "Choose one or both — • You gain 2 life for target player... • 3 damage divided among one,
# two or three targets": hand-built (no printed card has a division in a "choose both")
_CREATURES = ir.TargetSpec("any", min_count=1, max_count=3)
BLAST = spell("Test Blast", "{R}", ir.Modal((
    ir.Mode(ir.GainLife(ir.Fixed(2), ir.TargetRef(0)), (ir.TargetSpec("player"),)),
    ir.Mode(ir.DealDividedDamage(ir.Fixed(3), ir.TargetRef(0)), (_CREATURES,)),
), 1, 2))
LANDS = (PermanentSpec("Plains"), PermanentSpec("Swamp"), PermanentSpec("Forest"))


def _game(*extra: str) -> Game:
    alice = PlayerSpec(hand=("Abzan Charm", "Lightning Bolt"), battlefield=(
        *LANDS, PermanentSpec("Mountain"), PermanentSpec("Grizzly Bears"),
        *(PermanentSpec(n) for n in extra)))
    bob = PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),))
    return table((CHARM,), alice, bob, PlayerSpec(), step="main1")


def _cast_charm(game: Game, targets: tuple[int, ...]) -> int:
    charm = one(game, "Abzan Charm", "hand")
    game.apply(CastSpell(charm, targets=(targets,), modes=(2,)))
    return charm


def test_the_record_compiles() -> None:
    """The third mode's division is announced on casting: no gap."""
    compiled(CHARM)
    modal = compile_source(CHARM).spell
    assert modal is not None and isinstance(modal.effect, ir.Modal)


def test_one_counter_on_each_of_two_targets() -> None:
    """CR 601.2d: two targets, two counters: one each (the only division, no question)."""
    game = _game()
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    _cast_charm(game, (bears, giant))
    info = game.objects[game.stack[-1]].stack
    assert info is not None and info.division == (1, 1)
    while game.stack:
        game.apply(PassPriority())
    assert game.objects[bears].counters.get("+1/+1") == 1
    assert game.objects[giant].counters.get("+1/+1") == 1


def test_both_counters_on_one_target() -> None:
    """One target gets both counters."""
    game = _game()
    bears = one(game, "Grizzly Bears")
    _cast_charm(game, (bears,))
    while game.stack:
        game.apply(PassPriority())
    assert game.objects[bears].counters.get("+1/+1") == 2


def test_an_illegal_target_loses_its_counter() -> None:
    """The ruling, CR 608.2b: one counter each announced; Bob's Hill Giant leaves before
    the Charm resolves; the Bears get only their one counter, not the lost one."""
    game = _game()
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    _cast_charm(game, (bears, giant))
    zones.move(game, giant, "graveyard")
    while game.stack:
        game.apply(PassPriority())
    assert game.objects[bears].counters.get("+1/+1") == 1


def test_the_other_modes_still_work() -> None:
    """The first mode exiles a creature with power 3 or greater; the Bears (power 2) are not
    a legal target of it (CR 601.2c)."""
    game = _game()
    charm = one(game, "Abzan Charm", "hand")
    giant, bears = one(game, "Hill Giant"), one(game, "Grizzly Bears")
    listed = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == charm]
    assert any(a.modes == (0,) and a.targets == ((giant,),) for a in listed)
    assert not any(a.modes == (0,) and a.targets == ((bears,),) for a in listed)
    assert any(a.modes == (2,) and a.targets == ((bears, giant),) for a in listed)
    game.apply(CastSpell(charm, targets=((giant,),), modes=(0,)))
    while game.stack:
        game.apply(PassPriority())
    assert one(game, "Hill Giant", "exile")


def test_the_division_follows_an_earlier_modes_targets() -> None:
    """CR 700.2c, 601.2d: both modes chosen: the first mode's target (a player) comes first,
    the divided damage's group second; Alice is asked to divide 3 among the two creatures
    and the division is dealt as announced."""
    alice = PlayerSpec(hand=("Test Blast",), battlefield=(PermanentSpec("Mountain"),))
    bob = PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"), PermanentSpec("Hill Giant")))
    game = _blast_game(alice, bob)
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    blast = one(game, "Test Blast", "hand")
    game.apply(CastSpell(blast, targets=((Seat(0),), (bears, giant)), modes=(0, 1)))
    d = game.pending
    assert d is not None and d.kind == "divide" and d.rule == "CR 601.2d"
    assert set(d.options) == {(1, 2), (2, 1)}
    game.apply(Choose((2, 1)))
    while game.stack:
        game.apply(PassPriority())
    assert game.players[0].life == 22
    assert bears not in game.battlefield  # 2 damage: the Bears died
    assert game.objects[giant].damage == 1


def _blast_game(alice: PlayerSpec, bob: PlayerSpec) -> Game:
    from tests.commander_classes._table import LIBRARY
    from tests.rules.helpers import pool

    from grimoire.rules.position import Position
    players = tuple(dataclasses.replace(s, library=LIBRARY) for s in (alice, bob, PlayerSpec()))
    return Game.from_position(Position(players=players, active=0, turn=3, step="main1"),
                              pool(BLAST), seed=0)
