"""Casting from the top of your library (CR 601.3) with it revealed (CR 401.5): Garruk's
Horde's "Play with the top card of your library revealed. You may cast creature spells from
the top of your library." and "You may look at the top card of your library any time"."""

from __future__ import annotations

import pytest
from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec
from grimoire.rules.view import HiddenObjectError

HORDE = card("Garruk's Horde", "{5}{G}{G}", "Creature — Beast",
             "Trample\nPlay with the top card of your library revealed.\nYou may cast creature "
             "spells from the top of your library. (Do this only any time you could cast that "
             "creature spell. You still pay the spell's costs.)", "7/7")
COURSER = card("Top Watcher", "{G}", "Creature — Elf",
               "You may look at the top card of your library any time.", "1/1")


def _game(library: tuple[str, ...], *, active: int = 0, horde: bool = True) -> Game:
    mine = (*((perm("Garruk's Horde"),) if horde else ()), *lands("Forest", 3))
    me = PlayerSpec(library=library, battlefield=mine)
    return game(me, PlayerSpec(battlefield=lands("Forest", 1)), active=active,
                extra=[compile_source(HORDE), compile_source(COURSER)])


def _top(g: Game, seat: int = 0) -> int:
    return g.players[seat].library[-1]


def _casts_of_top(g: Game) -> list[CastSpell]:
    top = _top(g)
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == top]


def test_the_records_are_honoured() -> None:
    for record in (HORDE, COURSER):
        d = compile_source(record)
        assert not [n for n in ir.iter_nodes(d) if isinstance(n, ir.Unimplemented)], d.name
        assert not engine_gaps(d), d.name


def test_cast_the_top_creature() -> None:
    """Grizzly Bears on top: it may be cast, paying {1}{G}; it resolves onto the
    battlefield and the next card becomes the top."""
    g = _with_top("Grizzly Bears", "Forest")
    [cast] = _casts_of_top(g)
    g.apply(cast)
    resolve(g)
    assert one(g, "Grizzly Bears")
    assert g.objects[_top(g)].name == "Forest"


def _with_top(name: str, other: str = "Island", **kwargs: object) -> Game:
    for order in ((name, other), (other, name)):
        g = _game(order, **kwargs)  # type: ignore[arg-type]
        if g.objects[_top(g)].name == name:
            return g
    raise AssertionError("no such library order")


def test_a_noncreature_top_card_is_not_castable() -> None:
    """Only creature spells: an instant on top stays where it is."""
    g = _with_top("Lightning Bolt")
    assert _casts_of_top(g) == []


def test_a_land_on_top_is_not_cast() -> None:
    """A land is played, never cast (CR 305.9); the Horde allows no land play."""
    g = _with_top("Forest", "Grizzly Bears")
    assert _casts_of_top(g) == []


def test_timing_is_the_spells_own() -> None:
    """During the opponent's turn a creature spell can't be cast (CR 601.3b, 307.1)."""
    g = _with_top("Grizzly Bears", active=1)
    assert g.pending is not None
    assert _casts_of_top(g) == []


def test_without_the_horde_nothing() -> None:
    g = _with_top("Grizzly Bears", horde=False)
    assert _casts_of_top(g) == []


def test_the_second_card_is_not_castable() -> None:
    """Only the top card: the Bears under a land can't be cast."""
    g = _with_top("Forest", "Grizzly Bears")
    bears = next(o for o in g.players[0].library if g.objects[o].name == "Grizzly Bears")
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == bears]


def test_every_player_sees_the_revealed_top_card() -> None:
    """"Play with the top card of your library revealed": both players see it (CR 401.5);
    the card under it stays hidden."""
    g = _with_top("Grizzly Bears")
    top = _top(g)
    for seat in (0, 1):
        view = g.view(seat)
        assert view.revealed_tops() == ((0, (top, "Grizzly Bears")),)
        assert view.definition(top).name == "Grizzly Bears"
        with pytest.raises(HiddenObjectError):
            view.definition(g.players[0].library[0])
    zones.move(g, one(g, "Garruk's Horde"), "graveyard")
    assert g.view(1).revealed_tops() == ()
    with pytest.raises(HiddenObjectError):
        g.view(1).definition(top)


def test_look_at_the_top_any_time_is_for_its_controller_only() -> None:
    """"You may look at the top card of your library any time": its controller sees it, the
    opponent doesn't."""
    me = PlayerSpec(library=("Island", "Grizzly Bears"), battlefield=(perm("Top Watcher"),))
    g = game(me, extra=[compile_source(COURSER)])
    top = _top(g)
    assert [s for s, _ in g.view(0).revealed_tops()] == [0]
    assert g.view(0).definition(top).name == g.objects[top].name
    assert g.view(1).revealed_tops() == ()
    with pytest.raises(HiddenObjectError):
        g.view(1).definition(top)
