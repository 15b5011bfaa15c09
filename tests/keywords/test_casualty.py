"""Casualty N (CR 702.153) in real games: an optional additional cost, sacrificing a creature
with power N or greater (CR 702.153a, 601.2b, 601.2f-h), and a cast trigger copying the spell
if it was paid (the copy may have a new target, CR 707.10c).

Edges: the cost declined (no sacrifice, no copy), no creature big enough (the option isn't
offered), the copy's target kept (both on one creature). "Casualty X" stays a gap. Oracle
records (Scryfall oracle-cards 2025-09-25) are embedded.
"""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

LIGHT = compile_source({
    "name": "Light 'Em Up", "type_line": "Sorcery", "mana_cost": "{1}{R}",
    "oracle_text": "Casualty 2 (As you cast this spell, you may sacrifice a creature with "
    "power 2 or greater. When you do, copy this spell and you may choose a new target for "
    "the copy.)\nLight 'Em Up deals 2 damage to target creature or planeswalker."})


def _start(mine: tuple[str, ...], theirs: tuple[str, ...] = ("Hill Giant", "Hill Giant")
           ) -> Game:
    me = PlayerSpec(hand=("Light 'Em Up",),
                    battlefield=(*lands("Mountain", 2), *(perm(n) for n in mine)))
    return game(me, PlayerSpec(battlefield=tuple(perm(n) for n in theirs)), extra=(LIGHT,))


def _casts(g: Game) -> list[CastSpell]:
    card = one(g, "Light 'Em Up", "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card]


def test_compiles_to_an_optional_cost_and_a_copy_trigger() -> None:
    """CR 702.153a: the keyword is honoured; "Casualty X" is not (no fixed number)."""
    assert not ir.unimplemented_nodes(LIGHT) and not engine_gaps(LIGHT)
    cost = LIGHT.additional_costs[0]
    assert cost.optional and cost.option == "casualty"
    odd = compile_source({"name": "Odd", "type_line": "Sorcery", "mana_cost": "{B}",
                          "oracle_text": "Casualty X\nDraw a card."})
    assert engine_gaps(odd) or ir.unimplemented_nodes(odd)


def test_paid_casualty_copies_the_spell() -> None:
    """CR 702.153a, 707.10c: Grizzly Bears (power 2) is sacrificed as the spell is cast
    (CR 601.2h); the copy gets a new target, the other Hill Giant: each Giant is dealt 2."""
    g = _start(("Grizzly Bears",))
    giants = ids(g, "Hill Giant")
    paid = [a for a in _casts(g) if a.additional == (0,) and a.targets == ((giants[0],),)]
    assert paid
    g.apply(paid[0])
    assert ids(g, "Grizzly Bears", "graveyard")
    resolve(g, [Choose(((giants[1],),))])
    assert [g.objects[o].damage for o in giants] == [2, 2]


def test_copy_may_keep_the_same_target() -> None:
    """CR 707.10c: new targets are a choice; kept, both hit the same Giant: the copy resolves
    first (2 damage, it lives), then the original (4 in all: it dies, CR 704.5g), and the
    other Giant is untouched."""
    g = _start(("Grizzly Bears",))
    giants = ids(g, "Hill Giant")
    g.apply(next(a for a in _casts(g) if a.additional == (0,)
                 and a.targets == ((giants[0],),)))
    resolve(g, [Choose(((giants[0],),))])
    assert giants[0] not in g.objects and g.objects[giants[1]].damage == 0
    assert ids(g, "Light 'Em Up", "graveyard")


def test_declined_casualty_no_sacrifice_no_copy() -> None:
    """The cost is optional ("you may"): declined, nothing is sacrificed and there is no
    copy (the trigger copies once for each time it was paid: none)."""
    g = _start(("Grizzly Bears",))
    giants = ids(g, "Hill Giant")
    plain = [a for a in _casts(g) if not a.additional and a.targets == ((giants[0],),)]
    g.apply(plain[0])
    resolve(g)
    assert ids(g, "Grizzly Bears")
    assert [g.objects[o].damage for o in giants] == [2, 0]


def test_too_small_a_creature_cant_pay() -> None:
    """CR 702.153a: "a creature with power 2 or greater": a 1/1 can't pay it, so the
    option isn't offered (CR 601.2b, 118.3)."""
    g = _start(("Llanowar Elves",))
    assert _casts(g) and not any(a.additional for a in _casts(g))
