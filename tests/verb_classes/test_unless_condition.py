""""<instruction> unless <condition>": the instruction is followed only if the condition is
false as it resolves (CR 608.2c), e.g. "When this creature enters, sacrifice it unless {U}
was spent to cast it." (Azorius Herald; CR 601.2h: the mana paid to cast it). Not the
"unless <a player> pays ..." shape (CR 118.12), which stays a cost."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, one, perm, resolve
from tests.verb_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_card
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec


def _cast_herald(*land_names: str) -> Game:
    g = game(PlayerSpec(hand=("Azorius Herald",), battlefield=tuple(perm(n) for n in land_names)),
             PlayerSpec(), extra=defs("Azorius Herald"))
    herald = one(g, "Azorius Herald", "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == herald))
    resolve(g)
    return g


def test_honoured() -> None:
    (herald,) = defs("Azorius Herald")
    assert not engine_gaps(herald)
    last = herald.abilities[-1]
    assert isinstance(last, ir.TriggeredAbility) and isinstance(last.effect, ir.Conditional)
    assert isinstance(last.effect.condition, ir.Not)


def test_sacrificed_without_blue_mana() -> None:
    """Cast with three Plains: no {U} spent, so it is sacrificed (the life is still gained)."""
    g = _cast_herald(*("Plains",) * 3)
    assert not ids(g, "Azorius Herald")
    assert ids(g, "Azorius Herald", "graveyard")
    assert g.players[0].life == 24


def test_kept_with_blue_mana() -> None:
    """Cast with an Island among its lands: {U} was spent, it stays."""
    g = _cast_herald("Plains", "Plains", "Island")
    assert ids(g, "Azorius Herald")


def test_a_cost_unless_is_not_a_condition() -> None:
    """ "Counter target spell unless its controller pays {3}" keeps its cost shape."""
    card = compile_card("Mana Leak", "Instant", "{1}{U}",
                        "Counter target spell unless its controller pays {3}.")
    assert card.spell is not None and isinstance(card.spell.effect, ir.UnlessPays)
