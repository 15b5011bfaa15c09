"""Conspire (CR 702.78) in real games: an optional additional cost, tapping two untapped
creatures you control that each share a color with the spell (CR 702.78a, 105.2,
601.2f-h), and a cast trigger copying the spell if it was paid (the copy may have a new
target, CR 707.10c).

Edges: the cost declined (nothing tapped, no copy), creatures of another color can't pay
it, a hybrid spell shares each of its colors (CR 105.2, 202.2), summoning-sick creatures
may be tapped (it isn't a {T} cost, CR 302.6). Oracle records (Scryfall oracle-cards
2025-09-25) are embedded.
"""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

BURN_TRAIL = compile_source({
    "name": "Burn Trail", "type_line": "Sorcery", "mana_cost": "{3}{R}",
    "oracle_text": "Burn Trail deals 3 damage to any target.\nConspire (As you cast this "
    "spell, you may tap two untapped creatures you control that share a color with it. When "
    "you do, copy it and you may choose a new target for the copy.)"})
GIANTBAITING = compile_source({
    "name": "Giantbaiting", "type_line": "Sorcery", "mana_cost": "{2}{R/G}",
    "oracle_text": "Create a 4/4 red and green Giant Warrior creature token with haste. Exile "
    "it at the beginning of the next end step.\nConspire (As you cast this spell, you may "
    "tap two untapped creatures you control that share a color with it. When you do, copy "
    "it.)"})
EXTRA = (BURN_TRAIL, GIANTBAITING)


def _start(hand: str, mine: tuple[str, ...], sick: bool = False) -> Game:
    me = PlayerSpec(hand=(hand,), battlefield=(
        *lands("Mountain", 4), *(perm(n, sick=sick) for n in mine)))
    return game(me, PlayerSpec(battlefield=(perm("Hill Giant"), perm("Hill Giant"))),
                extra=EXTRA)


def _casts(g: Game, name: str, paid: bool) -> list[CastSpell]:
    card = one(g, name, "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card
            and bool(a.additional) == paid]


def test_compiles_to_an_optional_cost_and_a_copy_trigger() -> None:
    """CR 702.78a: both abilities are honoured: the cost sets "conspired"."""
    assert not ir.unimplemented_nodes(BURN_TRAIL) and not engine_gaps(BURN_TRAIL)
    (cost,) = BURN_TRAIL.additional_costs
    assert cost.optional and cost.option == "conspired"


def test_paid_conspire_copies_the_spell() -> None:
    """CR 702.78a, 707.10c: two red creatures are tapped as the spell is cast; the copy gets
    a new target, the other Hill Giant: each Giant is dealt 3 and dies."""
    g = _start("Burn Trail", ("Raging Goblin", "Boggart Brute"))
    giants = ids(g, "Hill Giant")
    paid = [a for a in _casts(g, "Burn Trail", True) if a.targets == ((giants[0],),)]
    assert paid
    g.apply(paid[0])
    assert all(g.objects[o].tapped for o in (one(g, "Raging Goblin"), one(g, "Boggart Brute")))
    resolve(g, [Choose(((giants[1],),))])
    assert ids(g, "Hill Giant") == [] and len(ids(g, "Hill Giant", "graveyard")) == 2


def test_declined_conspire_taps_nothing_and_copies_nothing() -> None:
    """The cost is optional ("you may"): declined, nothing is tapped, one Giant is hit."""
    g = _start("Burn Trail", ("Raging Goblin", "Boggart Brute"))
    giants = ids(g, "Hill Giant")
    g.apply(next(a for a in _casts(g, "Burn Trail", False) if a.targets == ((giants[0],),)))
    resolve(g)
    assert not g.objects[one(g, "Raging Goblin")].tapped
    assert ids(g, "Hill Giant") == [giants[1]]


def test_creatures_of_another_color_cant_pay() -> None:
    """CR 702.78a: "that each share a color with it": a red and a green creature can't pay
    a red spell's conspire cost (the green one shares no color), so it isn't offered."""
    g = _start("Burn Trail", ("Raging Goblin", "Grizzly Bears"))
    assert _casts(g, "Burn Trail", True) == []
    assert _casts(g, "Burn Trail", False)


def test_a_hybrid_spell_shares_each_of_its_colors_and_sick_creatures_may_pay() -> None:
    """CR 105.2, 202.2d: a {R/G} spell is red and green: a green and a red creature each
    share a color with it; summoning sickness doesn't matter (no {T} symbol, CR 302.6).
    Paid, the copy creates a second Giant token."""
    g = _start("Giantbaiting", ("Raging Goblin", "Grizzly Bears"), sick=True)
    paid = _casts(g, "Giantbaiting", True)
    assert paid
    g.apply(paid[0])
    resolve(g)
    assert len(ids(g, "Giant Warrior")) == 2
