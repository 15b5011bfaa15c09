"""Harmonize in real games (Tarkir: Dragonstorm; the 2025-02-07 Comprehensive Rules predate
it, so the expectations follow its reminder text: "You may cast this card from your graveyard
for its harmonize cost. You may tap a creature you control to reduce that cost by {X}, where
X is its power. Then exile this spell."; grimoire.oracle.spell_keywords).

Edges: not from the hand, the tap declined (full cost), a creature of power 0 reduces
nothing, the reduction never touches colored mana (CR 118.7a), exiled after resolving."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

WILD_RIDE = compile_source({
    "name": "Wild Ride", "type_line": "Sorcery", "mana_cost": "{R}",
    "oracle_text": "Target creature gets +3/+0 and gains haste until end of turn.\nHarmonize "
    "{4}{R} (You may cast this card from your graveyard for its harmonize cost. You may tap a "
    "creature you control to reduce that cost by {X}, where X is its power. Then exile this "
    "spell.)"})


def _start(mountains: int, mine: tuple[str, ...], zone: str = "graveyard") -> Game:
    me = PlayerSpec(battlefield=(*lands("Mountain", mountains), *(perm(n) for n in mine)),
                    **{zone: ("Wild Ride",)})  # type: ignore[arg-type]
    return game(me, extra=(WILD_RIDE,))


def _casts(g: Game, zone: str = "graveyard") -> list[CastSpell]:
    card = one(g, "Wild Ride", zone)
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_compiles_to_two_graveyard_costs() -> None:
    """The keyword is honoured: the harmonize cost, with and without the tap."""
    assert not ir.unimplemented_nodes(WILD_RIDE) and not engine_gaps(WILD_RIDE)
    assert [a.flashback for a in WILD_RIDE.alternative_costs] == [True, True]


def test_not_from_the_hand() -> None:
    """"cast this card from your graveyard": from the hand only its mana cost."""
    g = _start(5, ("Hill Giant",), zone="hand")
    assert {a.alt for a in _casts(g, "hand")} == {None}


def test_full_harmonize_cost_then_exiled() -> None:
    """Five Mountains pay {4}{R} (the tap declined: the Giant stays untapped); "Then exile
    this spell": it resolves into exile, not the graveyard."""
    g = _start(5, ("Hill Giant",))
    giant = one(g, "Hill Giant")
    (cast,) = [a for a in _casts(g) if a.alt == 0 and a.targets == ((giant,),)]
    g.apply(cast)
    resolve(g)
    assert not g.objects[giant].tapped and query.power(g, g.objects[giant]) == 6
    assert ids(g, "Wild Ride", "exile") and not ids(g, "Wild Ride", "graveyard")


def test_tapping_a_creature_reduces_by_its_power() -> None:
    """Tapping Hill Giant (power 3) reduces {4}{R} to {1}{R}: two Mountains are enough,
    and the Giant is tapped as the cost is paid."""
    g = _start(2, ("Hill Giant",))
    giant = one(g, "Hill Giant")
    casts = [a for a in _casts(g) if a.targets == ((giant,),)]
    assert {a.alt for a in casts} == {1}  # the full cost can't be paid
    g.apply(casts[0])
    assert g.objects[giant].tapped
    resolve(g)
    assert query.power(g, g.objects[giant]) == 6 and ids(g, "Wild Ride", "exile")


def test_power_zero_reduces_nothing_and_colored_mana_stays() -> None:
    """A 0/3 reduces nothing; a 6/6 reduces only the generic {4}, never the {R} (CR
    118.7a): with no Mountain it still can't be cast, with one it can."""
    g = _start(2, ("Wall of Wood",))
    assert _casts(g) == []
    g = _start(0, ("Colossal Dreadmaw",))
    assert _casts(g) == []
    g = _start(1, ("Colossal Dreadmaw",))
    assert {a.alt for a in _casts(g)} == {1}
