"""Expend (CR 700.14): "Whenever you expend 4" triggers as a player pays a cost to cast a
spell and the mana they spent this turn to cast spells goes from less than 4 to 4 or more
(the rule's example: a two-mana spell, then a three-mana one: 2, then 5). Wandertale
Mentor: "Whenever you expend 4, put a +1/+1 counter on this creature." Mana spent on
activated abilities is not mana spent to cast spells."""

from __future__ import annotations

from tests.dice_rules._util import ids, one, resolve
from tests.trigger_classes._records import defs, lands, perm, table

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat


def _counters(g: Game) -> int:
    return (g.objects[one(g, "Wandertale Mentor")].counters or {}).get("+1/+1", 0)


def _cast(g: Game, name: str, *targets: int | Seat) -> None:
    g.apply(CastSpell(one(g, name, "hand"), targets=tuple((t,) for t in targets)))
    resolve(g)


def test_honoured() -> None:
    assert not engine_gaps(defs("Wandertale Mentor")[0])


def test_two_then_four_crosses_once() -> None:
    """Grizzly Bears (2: total 2), Hill Giant (4: total 6, crossing 4: a counter), Shock
    (1: total 7, already past 4: nothing)."""
    mine = (perm("Wandertale Mentor", tapped=True), *lands("Forest", 2),
            *lands("Mountain", 5))
    g = table(mine, ("Grizzly Bears", "Hill Giant", "Shock"))
    _cast(g, "Grizzly Bears")
    assert _counters(g) == 0
    _cast(g, "Hill Giant")
    assert _counters(g) == 1
    _cast(g, "Shock", Seat(1))
    assert _counters(g) == 1


def test_one_big_spell() -> None:
    """Craw Wurm: 0 to 6 in one payment."""
    g = table((perm("Wandertale Mentor", tapped=True), *lands("Forest", 6)), ("Craw Wurm",))
    _cast(g, "Craw Wurm")
    assert _counters(g) == 1


def test_mana_for_abilities_doesnt_count() -> None:
    """Bearscape's ability ({1}{G}) and Grizzly Bears ({1}{G}): four mana spent, two of it
    to cast a spell: no expend."""
    g = table((perm("Wandertale Mentor", tapped=True), perm("Bearscape"),
               *lands("Forest", 4)), ("Grizzly Bears",), graveyard=("Shock", "Forest"))
    g.apply(ActivateAbility(one(g, "Bearscape"), 0, (),
                            costs=tuple(ids(g, n, "graveyard")[0] for n in ("Shock", "Forest"))))
    resolve(g)
    _cast(g, "Grizzly Bears")
    assert _counters(g) == 0
