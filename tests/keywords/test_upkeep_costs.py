"""Echo and cumulative upkeep in real games (grimoire.oracle.upkeep_keywords,
grimoire.mechanics.upkeep_costs)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.keywords._cards import definitions
from tests.unsets._util import pass_until

from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Acridian", "Deepcavern Imp", "Uktabi Efreet", "Gallowbraid")


def _asked(g: Game) -> bool:
    return g.pending is not None and g.pending.kind == "yes_no"


def _at(turn: int, step: str = "main1"):  # type: ignore[no-untyped-def]
    return lambda g: g.turn == turn and g.step == step


def test_echo_paid_once_then_never_again() -> None:
    """CR 702.30a: at the beginning of your next upkeep after it came under your control,
    sacrifice it unless you pay its echo cost; paid, it doesn't trigger again (it has been
    under your control since your last upkeep)."""
    g = game(PlayerSpec(hand=("Acridian",), battlefield=lands("Forest", 4)), extra=EXTRA)
    g.apply(CastSpell(one(g, "Acridian", "hand")))
    resolve(g)
    acridian = one(g, "Acridian")
    pass_until(g, _asked)
    assert (g.turn, g.step, g.active) == (5, "upkeep", 0)  # not the opponent's upkeep
    assert g.pending is not None and g.pending.source == acridian
    g.apply(Choose(True))
    assert sum(g.objects[o].tapped for o in ids(g, "Forest")) == 2
    pass_until(g, _at(7))
    assert one(g, "Acridian") == acridian
    # CR 603.4: the intervening "if" is false on turn 7: nothing asked, nothing paid
    assert not any(g.objects[o].tapped for o in ids(g, "Forest"))


def test_echo_unpaid_sacrifices_it() -> None:
    """CR 702.30a: not paying the echo cost sacrifices the permanent."""
    g = game(PlayerSpec(hand=("Acridian",), battlefield=lands("Forest", 4)), extra=EXTRA)
    g.apply(CastSpell(one(g, "Acridian", "hand")))
    resolve(g)
    pass_until(g, _asked)
    g.apply(Choose(False))
    pass_until(g, _at(5, "main1"))
    assert ids(g, "Acridian") == []
    assert ids(g, "Acridian", "graveyard")


def test_echo_non_mana_cost_discards() -> None:
    """CR 702.30a with a non-mana echo cost: "Echo—Discard a card."."""
    g = game(PlayerSpec(hand=("Deepcavern Imp", "Shock"), battlefield=lands("Swamp", 3)),
             extra=EXTRA)
    g.apply(CastSpell(one(g, "Deepcavern Imp", "hand")))
    resolve(g)
    pass_until(g, _asked)
    hand = len(g.players[0].hand)
    g.apply(Choose(True))
    assert len(g.players[0].hand) == hand - 1
    assert one(g, "Deepcavern Imp")


def test_cumulative_upkeep_grows_until_it_cannot_be_paid() -> None:
    """CR 702.24a: an age counter each upkeep, then pay {G} for each age counter or
    sacrifice it; with two Forests the third upkeep ({G}{G}{G}) can't be paid."""
    g = game(PlayerSpec(battlefield=(perm("Uktabi Efreet"), *lands("Forest", 2))),
             extra=EXTRA)
    efreet = one(g, "Uktabi Efreet")
    pass_until(g, _asked)
    assert g.objects[efreet].counter("age") == 1
    g.apply(Choose(True))
    assert sum(g.objects[o].tapped for o in ids(g, "Forest")) == 1
    pass_until(g, _asked)
    assert (g.turn, g.objects[efreet].counter("age")) == (7, 2)
    g.apply(Choose(True))
    assert all(g.objects[o].tapped for o in ids(g, "Forest"))
    pass_until(g, _at(9, "draw"))
    assert ids(g, "Uktabi Efreet") == []  # three age counters, {G}{G}{G} unpayable


def test_cumulative_upkeep_pay_life() -> None:
    """CR 702.24a: "Cumulative upkeep—Pay 1 life": 1 life, then 2 life."""
    g = game(PlayerSpec(battlefield=(perm("Gallowbraid"),)), extra=EXTRA)
    pass_until(g, _asked)
    g.apply(Choose(True))
    assert g.players[0].life == 19
    pass_until(g, _asked)
    g.apply(Choose(True))
    assert g.players[0].life == 17
    assert one(g, "Gallowbraid")
    copy = g.copy()
    assert copy.objects[one(g, "Gallowbraid")].flags == g.objects[one(g, "Gallowbraid")].flags
