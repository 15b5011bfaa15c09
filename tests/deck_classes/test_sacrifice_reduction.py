"""Torgaar, Famine Incarnate (MTGA Saproling Swarm): "As an additional cost to cast this spell,
you may sacrifice any number of creatures. This spell costs {2} less to cast for each creature
sacrificed this way." (CR 601.2b: the creatures are chosen as the costs are; CR 601.2f: the
total cost is reduced by {2} per creature, generic mana only, CR 118.7a; none is a choice) and
"When Torgaar enters, up to one target player's life total becomes half their starting life
total, rounded down." (CR 115.1, 601.2c: zero or one target; CR 119.5: the player gains or
loses the difference; CR 103.4: the starting life total)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

TORGAAR = record("Torgaar, Famine Incarnate", "{6}{B}{B}", "Legendary Creature — Avatar",
                 "As an additional cost to cast this spell, you may sacrifice any number of "
                 "creatures. This spell costs {2} less to cast for each creature sacrificed "
                 "this way.\nWhen Torgaar enters, up to one target player's life total becomes "
                 "half their starting life total, rounded down.", "7", "6")


def test_torgaar_compiles() -> None:
    """Torgaar compiles with nothing the engine ignores."""
    compiled(TORGAAR)


def _table(swamps: int, bears: int, *others: PlayerSpec) -> Game:
    alice = PlayerSpec(battlefield=(*(PermanentSpec("Swamp") for _ in range(swamps)),
                                    *(PermanentSpec("Grizzly Bears") for _ in range(bears))),
                       hand=("Torgaar, Famine Incarnate",))
    return table((TORGAAR,), alice, *(others or (PlayerSpec(life=35),)))


def _casts(game: Game) -> list[CastSpell]:
    return [a for a in game.legal_actions() if isinstance(a, CastSpell)
            and a.card == one(game, "Torgaar, Famine Incarnate", "hand")]


def test_each_sacrifice_takes_two_off() -> None:
    """Four Swamps and three Bears: {6}{B}{B} needs two or three creatures sacrificed (8 - 2*2
    = 4 mana); with none or one it can't be cast."""
    game = _table(4, 3)
    assert sorted({len(a.costs) for a in _casts(game)}) == [2, 3]


def test_full_cost_without_sacrifices() -> None:
    """Eight Swamps: it may be cast sacrificing nothing (none is one of the choices)."""
    game = _table(8, 1)
    assert 0 in {len(a.costs) for a in _casts(game)}


def test_reduction_is_generic_only() -> None:
    """CR 118.7a: four sacrifices reduce at most the {6}; {B}{B} is still paid: two Swamps
    cast it with four Bears sacrificed, one Swamp can't."""
    assert {len(a.costs) for a in _casts(_table(2, 4))} == {3, 4}  # 8-6=2, 8-8 -> {B}{B}
    assert not _casts(_table(1, 4))


def _enter(game: Game, target: tuple[object, ...]) -> Game:
    cast = max(_casts(game), key=lambda a: len(a.costs))
    game.apply(cast)
    for _ in range(30):
        assert game.pending is not None
        if game.pending.kind == "trigger_targets":
            game.apply(Choose((target,)))
        elif game.pending.kind == "priority" and not game.stack and one(
                game, "Torgaar, Famine Incarnate"):
            return game
        else:
            game.apply(PassPriority() if game.pending.kind == "priority"
                       else game.legal_actions()[0])
    raise AssertionError("Torgaar never entered")


def test_the_sacrificed_creatures_are_gone() -> None:
    """The creatures chosen are sacrificed paying the cost (they go to the graveyard)."""
    game = _enter(_table(4, 3), ())
    names = [game.objects[o].name for o in game.players[0].graveyard]
    assert names.count("Grizzly Bears") == 3


def test_target_player_life_becomes_half_the_starting_life() -> None:
    """Bob at 35 becomes 10 (half of 20): he loses 25 (CR 119.5)."""
    game = _enter(_table(4, 3), (Seat(1),))
    assert game.players[1].life == 10
    lost = [e for e in game.events if isinstance(e, ev.LifeChanged) and e.player == 1]
    assert lost and lost[-1].amount == -25


def test_a_low_player_gains_up_to_half() -> None:
    """Alice herself at 3 life becomes 10: she gains 7; a third player is untouched."""
    game = _table(4, 3, PlayerSpec(), PlayerSpec())
    game.players[0].life = 3
    game = _enter(game, (Seat(0),))
    assert game.players[0].life == 10 and game.players[2].life == 20


def test_up_to_one_allows_no_target() -> None:
    """CR 601.2c: "up to one" may choose no player: no life total changes."""
    game = _enter(_table(4, 3), ())
    assert game.players[0].life == 20 and game.players[1].life == 35

