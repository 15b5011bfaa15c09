"""Rebound in real games (CR 702.88a; grimoire.mechanics.rebound)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.keywords._cards import definitions
from tests.unsets._util import pass_until

from grimoire.rules.actions import CastSpell, Decline
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Staggershock")
FACE = ((Seat(1),),)


def _cast_offered(g):  # type: ignore[no-untyped-def]
    return g.pending is not None and g.pending.kind == "cast_copy"


def test_rebound_exiles_and_casts_again_at_next_upkeep() -> None:
    """CR 702.88a: cast from the hand, it is exiled as it resolves; at the beginning of your
    next upkeep you may cast it from exile without paying its mana cost (then it goes to
    the graveyard: that cast was not from the hand)."""
    g = game(PlayerSpec(hand=("Staggershock",), battlefield=lands("Mountain", 3)), extra=EXTRA)
    g.apply(CastSpell(one(g, "Staggershock", "hand"), FACE))
    resolve(g)
    assert g.players[1].life == 18
    assert ids(g, "Staggershock", "exile") and not ids(g, "Staggershock", "graveyard")
    pass_until(g, _cast_offered)
    assert (g.turn, g.step, g.active) == (5, "upkeep", 0)
    again = next(a for a in g.legal_actions()
                 if isinstance(a, CastSpell) and a.targets == FACE)
    g.apply(again)
    assert not any(g.objects[o].tapped for o in ids(g, "Mountain"))  # without paying
    resolve(g)
    assert g.players[1].life == 16
    assert ids(g, "Staggershock", "graveyard") and not ids(g, "Staggershock", "exile")


def test_rebound_declined_stays_in_exile() -> None:
    """CR 702.88a: "you may cast": declining leaves the card in exile."""
    g = game(PlayerSpec(hand=("Staggershock",), battlefield=lands("Mountain", 3)), extra=EXTRA)
    g.apply(CastSpell(one(g, "Staggershock", "hand"), FACE))
    resolve(g)
    pass_until(g, _cast_offered)
    g.apply(Decline())
    pass_until(g, lambda g: g.step == "main1")
    assert ids(g, "Staggershock", "exile")
    assert g.players[1].life == 18


def test_fizzled_rebound_spell_goes_to_graveyard() -> None:
    """CR 702.88a applies "as it resolves": a spell whose only target became illegal doesn't
    resolve (CR 608.2b) and goes to the graveyard, with no rebound."""
    g = game(PlayerSpec(hand=("Staggershock", "Lightning Bolt"),
                        battlefield=lands("Mountain", 4)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=EXTRA)
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Staggershock", "hand"), ((bears,),)))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), ((bears,),)))  # in response
    resolve(g)
    assert ids(g, "Grizzly Bears", "graveyard")
    assert ids(g, "Staggershock", "graveyard") and not ids(g, "Staggershock", "exile")
    assert not g.delayed
