""""As an additional cost to cast this spell, pay X life." (CR 601.2b: the value of X is
announced as the spell is cast; CR 107.3: it is the same X everywhere in the spell; CR 119.4:
a player pays no more life than their life total, and may pay 0). Toxic Deluge's ruling
(2013-10-17): "You choose the value of X as you cast Toxic Deluge and pay life at that time."
"""

from __future__ import annotations

import pytest
from tests.coverage_classes._cards import card
from tests.dice_rules._util import cast, game, one, perm, resolve
from tests.hostile.test_listing_agrees import digest

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

COST = "As an additional cost to cast this spell, pay X life.\n"
RECORDS = (
    card("Toxic Deluge", "{2}{B}", "Sorcery", COST + "All creatures get -X/-X until end of turn."),
    card("Hatred", "{3}{B}{B}", "Instant", COST + "Target creature gets +X/+0 until end of turn."),
    card("Bond of Agony", "{X}{B}", "Sorcery", COST + "Each other player loses X life."),
    card("Fire Covenant", "{1}{B}{R}", "Instant", COST + "Fire Covenant deals X damage divided "
         "as you choose among any number of target creatures."),
)
DEFS = [compile_source(r) for r in RECORDS]


def _game(me: PlayerSpec, opponent: PlayerSpec | None = None) -> Game:
    return game(me, opponent or PlayerSpec(), extra=DEFS)


def _swamps(n: int) -> tuple[object, ...]:
    return tuple(perm("Swamp") for _ in range(n))


def test_compiled_and_honoured() -> None:
    for d in DEFS:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name


def test_x_life_paid_as_cast_and_read_by_the_effect() -> None:
    """X=3: 3 life paid on casting (before it resolves), every creature gets -3/-3."""
    g = _game(PlayerSpec(hand=("Toxic Deluge",), battlefield=(*_swamps(3), perm("Grizzly Bears"))),
        PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    cast(g, "Toxic Deluge", x=3)
    assert g.players[0].life == 17 and g.stack  # CR 601.2h: paid as it is cast
    resolve(g)
    assert not [o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"]


def test_x_zero_and_x_over_life() -> None:
    """CR 119.4: X may be 0 (nothing paid); X above the life total can't be chosen, and the
    refused cast changes nothing."""
    g = _game(PlayerSpec(life=5, hand=("Hatred",), battlefield=(*_swamps(5), perm(
        "Grizzly Bears"))))
    bears = one(g, "Grizzly Bears")
    xs = {a.x for a in g.legal_actions() if isinstance(a, CastSpell)}
    assert xs == set(range(6))
    before = digest(g)
    with pytest.raises(IllegalActionError):
        cast(g, "Hatred", targets=((bears,),), x=6)
    assert digest(g) == before
    cast(g, "Hatred", targets=((bears,),), x=0)
    resolve(g)
    assert g.players[0].life == 5 and query.power(g, g.objects[bears]) == 2


def test_target_gone_life_still_paid() -> None:
    """The cost is paid on casting: if the target is gone as Hatred resolves, the life stays
    paid and the spell does nothing (CR 608.2b)."""
    g = _game(PlayerSpec(hand=("Hatred",), battlefield=(*_swamps(5), perm("Grizzly Bears"))))
    bears = one(g, "Grizzly Bears")
    cast(g, "Hatred", targets=((bears,),), x=4)
    zones.move(g, bears, "hand")
    resolve(g)
    assert g.players[0].life == 16


def test_x_in_mana_cost_and_life() -> None:
    """Bond of Agony {X}{B}: the same X is paid in mana and in life (CR 107.3); each other
    player loses X."""
    g = _game(PlayerSpec(hand=("Bond of Agony",), battlefield=_swamps(4)))
    cast(g, "Bond of Agony", x=3)
    resolve(g)
    assert g.players[0].life == 17 and g.players[1].life == 17
    assert all(g.objects[o].tapped for o in g.battlefield)
