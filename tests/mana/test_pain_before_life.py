"""Life paid for Phyrexian mana comes after the mana abilities that hurt their controller.

CR 601.2g: the player activates mana abilities before paying the total cost; CR 601.2h: then
pays it, in any order, and a Phyrexian symbol may be paid with 2 life (CR 107.4f). CR 119.4:
a player can pay life only if their life total is at least the payment. So a painland's
damage ("This land deals 1 damage to you", part of its mana ability, CR 605.1a) has already
been dealt when the Phyrexian symbols' life is paid: at 2 life, a cost of {B/P}{B/P} with a
painland as the only black source can't be paid (the land leaves 1 life, 2 are needed).
Found by the soak (game 848 of seed 2: Lashwrithe's equip with Elves of Deep Shadow).
"""

from __future__ import annotations

import pytest
from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, one
from tests.hostile.test_listing_agrees import digest

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.rules import manapay
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.manapay import Candidate
from grimoire.rules.position import PermanentSpec, PlayerSpec

RECORDS = (
    card("Painful Marsh", "", "Land",
         "{T}: Add {C}.\n{T}: Add {W} or {B}. This land deals 1 damage to you."),
    card("Blood Conduit", "", "Land", "{T}, Pay 1 life: Add {B}."),
    card("Phyrexian Insight", "{B/P}{B/P}", "Sorcery", "Draw a card."),
)
DEFS = tuple(compile_source(r) for r in RECORDS)


def _game(life: int, land: str) -> Game:
    return game(PlayerSpec(life=life, hand=("Phyrexian Insight",),
                           battlefield=(PermanentSpec(land),),
                           library=("Plains",) * 5),
                PlayerSpec(library=("Plains",) * 5), extra=DEFS)


def _casts(g: Game) -> list[CastSpell]:
    spell = one(g, "Phyrexian Insight", "hand")
    return [a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == spell]


def test_painland_damage_comes_before_the_phyrexian_life() -> None:
    """CR 601.2g-h, 119.4: at 2 life the painland's {B} pays one symbol but its 1 damage
    leaves 1 life, short of the 2 the other symbol needs; 4 life for both symbols is more
    than 2. The spell is not listed, and casting it anyway is refused with the game
    unchanged."""
    g = _game(2, "Painful Marsh")
    assert _casts(g) == []
    spell = one(g, "Phyrexian Insight", "hand")
    before = digest(g)
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(spell))
    assert digest(g) == before


def test_with_enough_life_after_the_damage_it_is_cast() -> None:
    """At 3 life: the painland's {B} (1 damage, 2 left) and 2 life for the other symbol;
    the player ends at 0 life (CR 119.4 allows paying down to 0) and loses by state-based
    actions (CR 704.5a) once the spell is cast."""
    g = _game(3, "Painful Marsh")
    (cast,) = _casts(g)
    g.apply(cast)
    assert g.players[0].life == 0


def test_a_life_cost_source_and_phyrexian_life_add_up() -> None:
    """CR 119.4, 601.2g-h: a source that costs 1 life to activate and 2 life for the other
    symbol need 3 life together; at 2 life neither way pays (4 life for both symbols is
    too much), at 3 life it is cast."""
    assert _casts(_game(2, "Blood Conduit")) == []
    g = _game(3, "Blood Conduit")
    (cast,) = _casts(g)
    g.apply(cast)
    assert g.players[0].life == 0


def test_the_payer_alone() -> None:
    """The payer's search, without a game: one painful black source (1 damage) and
    {B/P}{B/P}: no payment at 2 life, the source plus 2 life at 3."""
    marsh = Candidate(1, ((0, ("B",)),), False, pain=frozenset({0}), harm=((0, 1),))
    assert manapay.solve(("B/P", "B/P"), [0] * 6, [marsh], 2) is None
    plan = manapay.solve(("B/P", "B/P"), [0] * 6, [marsh], 3)
    assert plan is not None and plan.life == 2 and [t[0] for t in plan.taps] == [1]
