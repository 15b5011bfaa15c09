"""Overload (CR 702.96) in real games: the alternative cost that changes "target" to "each".

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

VANDALBLAST = {
    "name": "Vandalblast", "type_line": "Sorcery", "mana_cost": "{R}",
    "oracle_text": "Destroy target artifact you don't control.\nOverload {4}{R} (You may cast "
    "this spell for its overload cost. If you do, change \"target\" in its text to \"each.\")"}
BROKEN = {  # a made-up card whose changed text wouldn't compile
    "name": "Odd Overload", "type_line": "Sorcery", "mana_cost": "{R}",
    "oracle_text": "Target player flibbers a widget.\nOverload {2}{R}"}


def _start(n: int) -> Game:
    me = PlayerSpec(hand=("Vandalblast",), battlefield=(*lands("Mountain", n),
                                                        perm("Fellwar Stone")))
    them = PlayerSpec(battlefield=(perm("Fellwar Stone"), perm("Fellwar Stone")))
    return game(me, them, extra=[compile_source(dict(VANDALBLAST))])


def _casts(g: Game) -> list[CastSpell]:
    card = one(g, "Vandalblast", "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def _stones(g: Game, seat: int) -> int:
    return sum(1 for o in ids(g, "Fellwar Stone") if g.objects[o].controller == seat)


def test_compiled_without_gaps() -> None:
    """CR 702.96a: the overload cost carries the changed text ("Destroy each artifact you
    don't control"); a text that doesn't compile once changed is a gap."""
    card = compile_source(dict(VANDALBLAST))
    assert engine_gaps(card) == []
    (overload,) = card.alternative_costs
    assert overload.option == "overloaded" and overload.effect is not None
    assert str(overload.cost.mana) == "{4}{R}"
    broken = compile_source(dict(BROKEN))
    assert any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(broken))


def test_overloaded_spell_hits_each_and_has_no_target() -> None:
    """CR 702.96a: cast for {4}{R}, it has no target and destroys each artifact its
    controller doesn't control; its own Fellwar Stone stays."""
    g = _start(5)
    (overloaded,) = [a for a in _casts(g) if a.alt is not None]
    assert overloaded.targets == ()
    g.apply(overloaded)
    resolve(g)
    assert _stones(g, 1) == 0 and _stones(g, 0) == 1


def test_normal_cast_one_target() -> None:
    """Cast for {R}: one target artifact destroyed, the other stays."""
    g = _start(5)
    plain = [a for a in _casts(g) if a.alt is None]
    assert len(plain) == 2  # either of the opponent's artifacts, not its own
    g.apply(plain[0])
    resolve(g)
    assert _stones(g, 1) == 1 and _stones(g, 0) == 1


def test_overload_unaffordable_not_offered() -> None:
    """With two lands only the normal cost can be paid."""
    g = _start(2)
    assert all(a.alt is None for a in _casts(g))
