"""Mayhem (Marvel's Spider-Man, 2025; the 2025-02-07 Comprehensive Rules predate it, so the
expectations follow its reminder text: "You may cast this card from your graveyard for
[cost] if you discarded it this turn. Timing rules still apply."; grimoire.mechanics.mayhem).

Edges: a card already in the graveyard (not discarded this turn) can't be cast, the cost is
never offered from the hand, the card isn't exiled afterwards."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

BOLT = compile_source({
    "name": "Electro's Bolt", "type_line": "Sorcery", "mana_cost": "{2}{R}",
    "oracle_text": "Electro's Bolt deals 4 damage to target creature.\nMayhem {1}{R} (You may "
    "cast this card from your graveyard for {1}{R} if you discarded it this turn. Timing "
    "rules still apply.)"})
RUMMAGE = compile_source({"name": "Test Rummage", "type_line": "Instant", "mana_cost": "{0}",
                          "oracle_text": "Discard a card."})


def _start(hand: tuple[str, ...] = (), graveyard: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=hand, graveyard=graveyard, battlefield=lands("Mountain", 3))
    return game(me, PlayerSpec(battlefield=(perm("Hill Giant"),)), extra=(BOLT, RUMMAGE))


def _casts(g: Game, zone: str) -> list[CastSpell]:
    card = one(g, "Electro's Bolt", zone)
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_compiled_and_honoured() -> None:
    """The mayhem line is an alternative cost the engine executes."""
    assert ir.is_fully_implemented(BOLT) and not engine_gaps(BOLT)
    assert [a.option for a in BOLT.alternative_costs] == ["mayhem"]


def test_not_discarded_this_turn_it_cant_be_cast() -> None:
    """"if you discarded it this turn": a card that was in the graveyard already can't."""
    g = _start(graveyard=("Electro's Bolt",))
    assert _casts(g, "graveyard") == []


def test_not_from_the_hand() -> None:
    """The mayhem cost is paid only from the graveyard: from the hand only {2}{R}."""
    g = _start(hand=("Electro's Bolt",))
    assert {a.alt for a in _casts(g, "hand")} == {None}


def test_discarded_this_turn_cast_for_its_mayhem_cost() -> None:
    """Discarded this turn, it may be cast from the graveyard for {1}{R} (alt 0 only); it
    resolves into the graveyard (nothing exiles it)."""
    g = _start(hand=("Electro's Bolt", "Test Rummage"))
    g.apply(CastSpell(one(g, "Test Rummage", "hand")))
    resolve(g)
    assert ids(g, "Electro's Bolt", "graveyard")
    giant = one(g, "Hill Giant")
    casts = [a for a in _casts(g, "graveyard") if a.targets == ((giant,),)]
    assert casts and {a.alt for a in casts} == {0}
    g.apply(casts[0])
    resolve(g)
    assert ids(g, "Hill Giant") == [] and ids(g, "Electro's Bolt", "graveyard")
    assert sum(1 for o in ids(g, "Mountain") if g.objects[o].tapped) == 2
