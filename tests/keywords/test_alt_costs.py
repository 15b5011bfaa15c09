"""Evoke and dash in real games (grimoire.oracle.alt_keywords, grimoire.mechanics.alt_cast)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, resolve
from tests.keywords._cards import definitions
from tests.unsets._util import pass_until

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, DeclareAttackers
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Mulldrifter", "Mardu Scout")


def _casts(g, name):  # type: ignore[no-untyped-def]
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_evoke_is_a_listed_alternative_cost_and_sacrifices_on_entering() -> None:
    """CR 702.74a: cast for its evoke cost {2}{U} (three Islands: its {4}{U} mana cost is
    out of reach); it enters, its enters trigger draws two, and it is sacrificed."""
    g = game(PlayerSpec(hand=("Mulldrifter",), battlefield=lands("Island", 3)), extra=EXTRA)
    (evoke,) = _casts(g, "Mulldrifter")
    assert evoke.alt is not None
    g.apply(evoke)
    resolve(g)
    assert ids(g, "Mulldrifter") == []
    assert ids(g, "Mulldrifter", "graveyard")
    assert len(g.players[0].hand) == 2


def test_mulldrifter_cast_normally_stays() -> None:
    """CR 702.74a: the sacrifice trigger's "if its evoke cost was paid" is false when the
    mana cost was paid; both ways are listed when both are affordable."""
    g = game(PlayerSpec(hand=("Mulldrifter",), battlefield=lands("Island", 5)), extra=EXTRA)
    listed = _casts(g, "Mulldrifter")
    assert sorted(a.alt is None for a in listed) == [False, True]
    g.apply(next(a for a in listed if a.alt is None))
    resolve(g)
    assert one(g, "Mulldrifter")
    assert len(g.players[0].hand) == 2


def test_dash_haste_and_return_at_end_step() -> None:
    """CR 702.109a: dashed, it has haste (attacks the turn it comes) and returns to its
    owner's hand at the beginning of the next end step."""
    g = game(PlayerSpec(hand=("Mardu Scout",), battlefield=lands("Mountain", 2)), extra=EXTRA)
    listed = _casts(g, "Mardu Scout")
    dash = next(a for a in listed if a.alt is not None)
    g.apply(dash)
    resolve(g)
    scout = one(g, "Mardu Scout")
    assert query.has_keyword(g, g.objects[scout], "haste")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((scout, Seat(1)),)))
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 17
    pass_until(g, lambda g: g.turn == 4)
    assert ids(g, "Mardu Scout") == []
    assert ids(g, "Mardu Scout", "hand")


def test_scout_cast_normally_has_no_haste_and_stays() -> None:
    """Cast for {R}{R}: no haste (it can't attack this turn, CR 302.6), and it stays."""
    g = game(PlayerSpec(hand=("Mardu Scout",), battlefield=lands("Mountain", 2)), extra=EXTRA)
    g.apply(next(a for a in _casts(g, "Mardu Scout") if a.alt is None))
    resolve(g)
    assert not query.has_keyword(g, g.objects[one(g, "Mardu Scout")], "haste")
    pass_until(g, lambda g: g.turn == 4)
    assert one(g, "Mardu Scout")
    assert g.players[1].life == 20
