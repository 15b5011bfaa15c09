"""The payer's sources in a game with static abilities but no card that replaces mana: the
"tapped for mana" replacement pipeline (CR 106.12b) is not run for each source and option,
since no effect of this game can replace mana (issue 15), and the sources are the same."""

from __future__ import annotations

from tests.mana._game import card, game_at, one, perm

from grimoire.rules import manapay
from grimoire.rules.cardinfo import present
from grimoire.rules.position import PlayerSpec
from grimoire.rules.replacement import mana_words

ANTHEM = card("Test Anthem", "Enchantment", "Creatures you control get +1/+1.", "{2}{W}")
PRISM = card("Test Prism", "Artifact", "{T}: Add {W}.\n{T}: Add {W}.", "{2}")


def test_sources_without_mana_replacements_are_each_option_once() -> None:
    """CR 106.12b, 605.1a: with a static in play (Test Anthem) but no mana replacement, each
    untapped land and mana artifact is a source with the mana its abilities make, each
    (ability, mana) once, best first (sources making fewer kinds first)."""
    game = game_at(PlayerSpec(battlefield=(perm("Test Anthem"), perm("Forest"),
                                           perm("Test Prism"))), extra=(ANTHEM, PRISM))
    assert game.n_statics and not present(game, mana_words())
    found = {c.oid: c.options for c in manapay.candidates(game, 0)}
    assert found == {one(game, "Forest"): ((0, ("G",)),),
                     one(game, "Test Prism"): ((0, ("W",)), (1, ("W",)))}


def test_contamination_is_a_mana_replacement_word() -> None:
    """CR 106.12b: Contamination's static is a "tapped for mana" replacement, so a game with
    it runs the pipeline (its lands make {B}: tests/mana/test_payer.py)."""
    game = game_at(PlayerSpec(battlefield=(perm("Contamination"), perm("Plains"))))
    assert present(game, mana_words())
    assert [c.options for c in manapay.candidates(game, 0)] == [((0, ("B",)),)]
