"""Splice onto Arcane (CR 702.47) in real games: a card revealed from the hand as an Arcane
spell is cast adds its text to that spell, for its splice cost paid as an additional cost.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import events as ev
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

_SPLICE = ("(As you cast an Arcane spell, you may reveal this card from your hand and pay "
           "its splice cost. If you do, add this card's effects to that spell.)")
RECORDS = {r["name"]: r for r in (
    {"name": "Glacial Ray", "type_line": "Instant — Arcane", "mana_cost": "{1}{R}",
     "oracle_text": "Glacial Ray deals 2 damage to any target.\nSplice onto Arcane {1}{R} "
     + _SPLICE},
    {"name": "Kodama's Might", "type_line": "Instant — Arcane", "mana_cost": "{G}",
     "oracle_text": "Target creature gets +2/+2 until end of turn.\nSplice onto Arcane {G} "
     + _SPLICE},
    {"name": "Vital Surge", "type_line": "Instant — Arcane", "mana_cost": "{1}{G}",
     "oracle_text": "You gain 3 life.\nSplice onto Arcane {1}{G} " + _SPLICE},
    {"name": "Lava Spike", "type_line": "Sorcery — Arcane", "mana_cost": "{R}",
     "oracle_text": "Lava Spike deals 3 damage to target player or planeswalker."},
    {"name": "Shock", "type_line": "Instant", "mana_cost": "{R}",
     "oracle_text": "Shock deals 2 damage to any target."},
    {"name": "Hill Giant", "type_line": "Creature — Giant", "mana_cost": "{3}{R}",
     "power": "3", "toughness": "3", "oracle_text": ""},
)}


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def _game(hand: tuple[str, ...], battlefield: tuple[object, ...],
          theirs: tuple[object, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, battlefield=battlefield)  # type: ignore[arg-type]
    them = PlayerSpec(battlefield=theirs)  # type: ignore[arg-type]
    return game(me, them, extra=_defs())


def _casts(g: Game, name: str) -> list[CastSpell]:
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_compiled_without_gaps() -> None:
    """CR 702.47a: splice onto Arcane is honoured where printed."""
    for name in ("Glacial Ray", "Kodama's Might", "Vital Surge"):
        assert engine_gaps(compile_source(dict(RECORDS[name]))) == [], name


def test_spliced_text_resolves_after_the_spell_and_card_stays_in_hand() -> None:
    """CR 702.47a-d: Lava Spike with Glacial Ray spliced: {R} + {1}{R}; Glacial Ray's
    target is chosen with the spell's; 3 then 2 damage; Glacial Ray is revealed and stays
    in the hand."""
    g = _game(("Lava Spike", "Glacial Ray"), lands("Mountain", 3))
    ray = one(g, "Glacial Ray", "hand")
    cast = next(a for a in _casts(g, "Lava Spike") if a.spliced == (ray,)
                and a.targets == ((Seat(1),), (Seat(1),)))
    g.apply(cast)
    assert any(isinstance(e, ev.HandRevealed) and e.cards == ("Glacial Ray",)
               for e in g.events)
    assert sum(1 for o in g.battlefield if g.objects[o].tapped) == 3
    resolve(g)
    assert g.players[1].life == 15
    assert one(g, "Glacial Ray", "hand") == ray
    assert one(g, "Lava Spike", "graveyard")


def test_not_offered_without_mana_for_the_splice_cost() -> None:
    """CR 601.2f-h: the splice cost is part of the total cost: with one Mountain only Lava
    Spike alone can be cast."""
    g = _game(("Lava Spike", "Glacial Ray"), lands("Mountain", 1))
    assert {a.spliced for a in _casts(g, "Lava Spike")} == {()}


def test_not_onto_a_non_arcane_spell_nor_onto_itself() -> None:
    """CR 702.47a: only an Arcane spell; CR 702.47b: a card isn't spliced onto itself."""
    g = _game(("Shock", "Glacial Ray"), lands("Mountain", 4))
    assert {a.spliced for a in _casts(g, "Shock")} == {()}
    assert {a.spliced for a in _casts(g, "Glacial Ray")} == {()}


def test_two_cards_spliced_in_order() -> None:
    """CR 702.47b: several cards spliced at once; each once; the main spell first."""
    g = _game(("Lava Spike", "Glacial Ray", "Vital Surge"), lands("Mountain", 3)
              + lands("Forest", 2))
    ray, surge = one(g, "Glacial Ray", "hand"), one(g, "Vital Surge", "hand")
    cast = next(a for a in _casts(g, "Lava Spike") if set(a.spliced) == {ray, surge}
                and a.targets == ((Seat(1),), (Seat(1),)))
    g.apply(cast)
    resolve(g)
    assert g.players[1].life == 15
    assert g.players[0].life == 23
    with pytest.raises(IllegalActionError):  # the same card twice (CR 702.47b)
        g2 = _game(("Lava Spike", "Glacial Ray"), lands("Mountain", 5))
        ray2 = one(g2, "Glacial Ray", "hand")
        g2.apply(CastSpell(one(g2, "Lava Spike", "hand"), ((Seat(1),), (Seat(1),),
                                                         (Seat(1),)), spliced=(ray2, ray2)))


def test_no_legal_target_for_the_spliced_text_no_splice() -> None:
    """CR 702.47b: Kodama's Might needs a target creature: with none it can't be spliced."""
    g = _game(("Lava Spike", "Kodama's Might"), lands("Mountain", 1) + lands("Forest", 1))
    assert {a.spliced for a in _casts(g, "Lava Spike")} == {()}


def test_spliced_target_gone_the_spell_still_resolves() -> None:
    """CR 608.2b: the spliced text's target (a creature) became illegal; the spell's own
    target is legal: Lava Spike still deals its damage, the pump does nothing."""
    g = _game(("Lava Spike", "Kodama's Might"), lands("Mountain", 1) + lands("Forest", 1),
              theirs=(perm("Hill Giant"),))
    might = one(g, "Kodama's Might", "hand")
    giant = one(g, "Hill Giant")
    cast = next(a for a in _casts(g, "Lava Spike") if a.spliced == (might,)
                and a.targets == ((Seat(1),), (giant,)))
    g.apply(cast)
    zones.move(g, giant, "graveyard")
    resolve(g)
    assert g.players[1].life == 17


def test_spliced_pump_lasts_until_end_of_turn() -> None:
    """CR 702.47c: the spliced text is the spell's: "Target creature gets +2/+2"."""
    g = _game(("Lava Spike", "Kodama's Might"), lands("Mountain", 1) + lands("Forest", 1),
              theirs=(perm("Hill Giant"),))
    might, giant = one(g, "Kodama's Might", "hand"), one(g, "Hill Giant")
    g.apply(next(a for a in _casts(g, "Lava Spike") if a.spliced == (might,)
                 and a.targets == ((Seat(1),), (giant,))))
    resolve(g)
    assert query.power(g, g.objects[giant]) == 5
    assert one(g, "Kodama's Might", "hand") == might
