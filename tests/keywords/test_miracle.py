"""Miracle (CR 702.94) in real games.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, resolve
from tests.unsets._util import pass_until

from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Decline
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

WRATH = {"name": "Thunderous Wrath", "type_line": "Instant", "mana_cost": "{4}{R}{R}",
         "oracle_text": "Thunderous Wrath deals 5 damage to any target.\nMiracle {R} (You may "
         "cast this card for its miracle cost when you draw it if it's the first card you drew "
         "this turn.)"}


def _start(library: tuple[str, ...], hand: tuple[str, ...] = (), step: str = "upkeep") -> Game:
    me = PlayerSpec(library=library, hand=hand,
                    battlefield=(*lands("Mountain", 1), *lands("Island", 3)))
    return game(me, PlayerSpec(), step=step, extra=[compile_source(dict(WRATH))])


def test_compiled_without_gaps() -> None:
    """CR 702.94a: miracle is honoured where printed."""
    assert engine_gaps(compile_source(dict(WRATH))) == []


def test_first_draw_cast_for_miracle_cost() -> None:
    """CR 702.94a: drawn first this turn (the draw step), it may be cast for {R} rather
    than {4}{R}{R}, at once (timing ignored: it is an instant anyway)."""
    g = _start(("Thunderous Wrath", *("Island",) * 10))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "cast_copy")
    assert g.step == "draw"
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and a.targets == ((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 15
    assert one(g, "Thunderous Wrath", "graveyard")


def test_declined_stays_in_hand() -> None:
    """ "You may": declined, the card stays in its owner's hand."""
    g = _start(("Thunderous Wrath", *("Island",) * 10))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "cast_copy")
    g.apply(Decline())
    resolve(g)
    assert one(g, "Thunderous Wrath", "hand")
    assert g.players[1].life == 20


def test_not_the_first_draw_no_miracle() -> None:
    """CR 702.94a: only the first card drawn this turn: drawn second by Divination (after
    the draw step's card), no trigger."""
    g = _start(("Island", "Thunderous Wrath", *("Island",) * 10), hand=("Divination",),
               step="main1")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    resolve(g)
    assert one(g, "Thunderous Wrath", "hand")
    assert g.pending is not None and g.pending.kind == "priority" and not g.stack
    assert ids(g, "Thunderous Wrath", "graveyard") == []
