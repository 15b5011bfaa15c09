"""Retrace (CR 702.81) in real games: "You may cast this card from your graveyard by
discarding a land card as an additional cost to cast it."

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, lands, one, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

_RETRACE = ("Retrace (You may cast this card from your graveyard by discarding a land card in "
            "addition to paying its other costs.)")
RECORDS = {r["name"]: r for r in (
    {"name": "Flame Jab", "type_line": "Sorcery", "mana_cost": "{R}",
     "oracle_text": "Flame Jab deals 1 damage to any target.\n" + _RETRACE},
    {"name": "Shock", "type_line": "Instant", "mana_cost": "{R}",
     "oracle_text": "Shock deals 2 damage to any target."},
)}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def _game(hand: tuple[str, ...], graveyard: tuple[str, ...], mountains: int = 1,
          step: str = "main1") -> Game:
    me = PlayerSpec(hand=hand, graveyard=graveyard,
                    battlefield=lands("Mountain", mountains))  # type: ignore[arg-type]
    return game(me, PlayerSpec(), extra=_defs(), step=step)


def _casts(g: Game, name: str, zone: str) -> list[CastSpell]:
    card = one(g, name, zone)
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_compiled_without_gaps() -> None:
    """CR 702.81a: retrace is honoured where printed."""
    assert engine_gaps(compile_source(dict(RECORDS["Flame Jab"]))) == []


def test_cast_from_graveyard_discarding_a_land() -> None:
    """CR 702.81a: Flame Jab is cast from the graveyard for {R} plus a land card discarded;
    it resolves and goes back to the graveyard (not exiled), ready to be cast again."""
    g = _game(("Forest", "Shock"), ("Flame Jab",))
    forest = one(g, "Forest", "hand")
    casts = _casts(g, "Flame Jab", "graveyard")
    assert casts and all(a.costs == (forest,) for a in casts)  # only a land card (not Shock)
    g.apply(next(a for a in casts if a.targets == ((Seat(1),),)))
    assert one(g, "Forest", "graveyard")  # discarded (CR 701.9a)
    resolve(g)
    assert g.players[1].life == 19
    assert one(g, "Flame Jab", "graveyard")
    assert one(g, "Shock", "hand")


def test_no_land_card_in_hand_no_retrace() -> None:
    """CR 601.2h: the additional cost can't be paid without a land card in the hand."""
    g = _game(("Shock",), ("Flame Jab",))
    assert _casts(g, "Flame Jab", "graveyard") == []
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(one(g, "Flame Jab", "graveyard"), ((Seat(1),),),
                          costs=(one(g, "Shock", "hand"),)))


def test_from_hand_no_discard() -> None:
    """CR 702.81a: the discard is a cost only of a cast from the graveyard."""
    g = _game(("Flame Jab", "Forest"), ())
    assert all(a.costs == () for a in _casts(g, "Flame Jab", "hand"))


def test_sorcery_timing_still_applies() -> None:
    """CR 601.3b, 307.1: a sorcery cast with retrace still needs sorcery timing."""
    g = _game(("Forest",), ("Flame Jab",), step="upkeep")
    assert _casts(g, "Flame Jab", "graveyard") == []


def test_not_from_an_opponents_graveyard() -> None:
    """CR 702.81a: "your graveyard": the owner only."""
    me = PlayerSpec(hand=("Forest",), battlefield=lands("Mountain", 1))
    them = PlayerSpec(graveyard=("Flame Jab",))
    g = game(me, them, extra=_defs())
    assert _casts(g, "Flame Jab", "graveyard") == []
