"""Blitz in real games (CR 702.152; grimoire.oracle.alt_keywords.blitz_abilities,
grimoire.mechanics.alt_cast).

Expectations from CR 702.152a: "You may cast this card by paying [cost] rather than its
mana cost", "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes
at the beginning of the next end step", "As long as this permanent's blitz cost was paid, it
has haste and 'When this permanent is put into a graveyard from the battlefield, draw a
card.'"; CR 603.7 (the delayed sacrifice affects that permanent only, CR 400.7)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, resolve
from tests.ir_completeness._game import card
from tests.unsets._util import pass_until

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

GOONS = card("Girder Goons", "Creature — Ogre Warrior", "When this creature dies, create a "
             "tapped 2/2 black Rogue creature token.\nBlitz {3}{B} (If you cast this spell for "
             "its blitz cost, it gains haste and \"When this creature dies, draw a card.\" "
             "Sacrifice it at the beginning of the next end step.)", "4", "4",
             mana_cost="{4}{B}")
EXTRA = (GOONS,)


def _cast(g: Game, blitz: bool) -> None:
    oid = one(g, "Girder Goons", "hand")
    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == oid]
    g.apply(next(a for a in casts if (a.alt is not None) == blitz))
    resolve(g)


def test_blitzed_has_haste_is_sacrificed_at_end_step_and_draws() -> None:
    """CR 702.152a: cast for {3}{B}, it has haste; at the beginning of the next end step
    it is sacrificed; dying while blitzed it draws a card (and its own dies trigger makes
    the Rogue)."""
    g = game(PlayerSpec(hand=("Girder Goons",), battlefield=lands("Swamp", 4)), extra=EXTRA)
    _cast(g, blitz=True)
    goons = g.objects[one(g, "Girder Goons")]
    assert query.has_keyword(g, goons, "haste")
    hand = len(g.players[0].hand)
    pass_until(g, lambda g: g.step == "cleanup" or g.turn == 4)
    assert ids(g, "Girder Goons", "graveyard") and not ids(g, "Girder Goons")
    assert len(g.players[0].hand) == hand + 1
    assert any(g.objects[o].kind == "token" for o in g.battlefield
               if "Rogue" in g.objects[o].info.subtypes)


def test_cast_for_its_mana_cost_it_is_neither_hasty_nor_sacrificed() -> None:
    """CR 702.152a: the blitz cost not paid: no haste, no sacrifice, no draw on dying."""
    g = game(PlayerSpec(hand=("Girder Goons", "Murder"),
                        battlefield=(*lands("Swamp", 5), *lands("Swamp", 3))), extra=EXTRA)
    _cast(g, blitz=False)
    goons = one(g, "Girder Goons")
    assert not query.has_keyword(g, g.objects[goons], "haste")
    g.apply(CastSpell(one(g, "Murder", "hand"), ((goons,),)))
    resolve(g)
    assert ids(g, "Girder Goons", "graveyard") and len(g.players[0].hand) == 0


def test_blitzed_creature_killed_first_draws_and_nothing_is_sacrificed_later() -> None:
    """CR 702.152a: destroyed before the end step, it still draws (it was blitzed as it
    died, CR 603.10a); the delayed sacrifice then finds no such permanent (CR 400.7)."""
    g = game(PlayerSpec(hand=("Girder Goons",), battlefield=lands("Swamp", 4)),
             PlayerSpec(hand=("Murder",), battlefield=lands("Swamp", 3)), extra=EXTRA)
    _cast(g, blitz=True)
    goons = one(g, "Girder Goons")
    g.apply(PassPriority())
    while g.pending is not None and g.pending.player != 1:
        g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Murder", "hand"), ((goons,),)))
    resolve(g)
    assert ids(g, "Girder Goons", "graveyard") and len(g.players[0].hand) == 1
    pass_until(g, lambda g: g.turn == 4)
    assert len(ids(g, "Girder Goons", "graveyard")) == 1
