"""Firespout's class: "~ deals 3 damage to each creature without flying if {R} was spent to
cast this spell and 3 damage to each creature with flying if {G} was spent to cast this
spell" (and Dawnglow Infusion's "You gain X life if {G} ... and X life if {W} ..."): each
half is followed only if its color of mana was spent to cast the spell, as recorded when it
was paid (CR 601.2h) and checked as it resolves (CR 608.2c)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

FIRESPOUT = record("Firespout", "{2}{R/G}", "Sorcery",
                   "Firespout deals 3 damage to each creature without flying if {R} was spent "
                   "to cast this spell and 3 damage to each creature with flying if {G} was "
                   "spent to cast this spell.")
DAWNGLOW = record("Dawnglow Infusion", "{X}{G/W}", "Sorcery",
                  "You gain X life if {G} was spent to cast this spell and X life if {W} was "
                  "spent to cast this spell.")
BIRD = record("Test Roc", "{3}{W}", "Creature — Bird", "Flying", "3", "3")
MOONHOLD = record("Moonhold", "{2}{R/W}", "Instant",
                  "Target player can't play lands this turn if {R} was spent to cast this "
                  "spell and can't cast creature spells this turn if {W} was spent to cast "
                  "this spell.")


def _spout(lands: tuple[str, ...]) -> Game:
    game = table((FIRESPOUT, BIRD), PlayerSpec(hand=("Firespout",), battlefield=tuple(
        PermanentSpec(n) for n in lands)), PlayerSpec(battlefield=(
            PermanentSpec("Hill Giant"), PermanentSpec("Test Roc"))), PlayerSpec())
    game.apply(CastSpell(one(game, "Firespout", "hand")))
    settle(game)
    return game


def test_the_records_compile() -> None:
    """Firespout and Dawnglow Infusion compile with nothing the engine ignores."""
    compiled(FIRESPOUT, DAWNGLOW)


def test_only_red_spent_hits_the_creatures_without_flying() -> None:
    """Paid with three Mountains: {R} was spent, {G} wasn't: the Giant dies, the Roc lives."""
    game = _spout(("Mountain", "Mountain", "Mountain"))
    assert not ids(game, "Hill Giant") and ids(game, "Test Roc")


def test_only_green_spent_hits_the_flyers() -> None:
    """Paid with three Forests: only the creatures with flying are dealt damage."""
    game = _spout(("Forest", "Forest", "Forest"))
    assert ids(game, "Hill Giant") and not ids(game, "Test Roc")


def test_both_colors_spent_hit_both_and_the_hybrid_is_not_alone_what_counts() -> None:
    """The ruling: the whole cost counts, not just the hybrid symbol: a Mountain and two
    Forests spend both colors, so both halves happen (each once, not multiplied)."""
    game = _spout(("Mountain", "Forest", "Forest"))
    assert not ids(game, "Hill Giant") and not ids(game, "Test Roc")


def test_dawnglow_infusion_gains_x_for_each_color_spent() -> None:
    """X=2: paid with Forests only, 2 life; with a Forest and a Plains among the payment,
    2 + 2."""
    for lands, gained in ((("Forest",) * 3, 2), (("Forest", "Forest", "Plains"), 4)):
        game = table((DAWNGLOW,), PlayerSpec(hand=("Dawnglow Infusion",), battlefield=tuple(
            PermanentSpec(n) for n in lands)), PlayerSpec())
        game.apply(CastSpell(one(game, "Dawnglow Infusion", "hand"), x=2))
        settle(game)
        assert game.players[0].life == 20 + gained


def test_a_shared_target_is_not_written_twice() -> None:
    """Moonhold's halves share "Target player": written out again it would be a second
    target, so this shape stays unplayable (its first half isn't understood either)."""
    from grimoire.oracle.compiler import compile_source
    from grimoire.oracle.coverage import card_is_compiled
    assert not card_is_compiled([compile_source(MOONHOLD)])
