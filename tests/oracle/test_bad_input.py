"""Bad input never crashes the compiler and never yields a wrong ability: it becomes an
``Unimplemented`` node (or, for a bad mana cost, an ``Unimplemented`` ability naming it)."""

from __future__ import annotations

from grimoire.oracle import compile_card
from grimoire.oracle.ir import Unimplemented, is_fully_implemented, unimplemented_nodes


def test_empty_text_is_a_vanilla_card() -> None:
    """No text: no abilities, and nothing unimplemented (a vanilla creature)."""
    card = compile_card("Bear", "Creature — Bear", "{1}{G}", "", "2", "2")
    assert card.abilities == () and card.spell is None and is_fully_implemented(card)


def test_unbalanced_braces_in_text() -> None:
    """Unbalanced braces in a cost become Unimplemented, carrying the text."""
    card = compile_card("X", "Artifact", "{1}", "{2: Draw a card.")
    nodes = unimplemented_nodes(card)
    assert nodes and "{2: Draw a card." in nodes[0].text


def test_unknown_mana_symbol_in_cost_text() -> None:
    """An unknown symbol in an activation cost is not guessed at."""
    card = compile_card("X", "Artifact", "{1}", "{K}: Draw a card.")
    assert not is_fully_implemented(card)


def test_invalid_mana_cost_is_reported() -> None:
    """A mana cost that is not valid gives an Unimplemented ability naming it (documented)."""
    card = compile_card("X", "Creature — Bear", "{2}{Q}", "", "2", "2")
    assert any(isinstance(a, Unimplemented) and "mana cost" in a.reason for a in card.abilities)
    card = compile_card("X", "Creature — Bear", "{2", "", "2", "2")
    assert not is_fully_implemented(card)


def test_text_in_another_language() -> None:
    """German Oracle text is not understood, and says so."""
    card = compile_card(
        "Unterreich-Spalte",
        "Land",
        "",
        "{T}: Erzeuge {C}.\n{5}, {T}, schicke die Unterreich-Spalte ins Exil: Würfle einen W10.",
    )
    assert len(unimplemented_nodes(card)) == 2


def test_unknown_sentence_keeps_exact_span() -> None:
    """The exact span of an unknown sentence is kept."""
    unknown = "Flip a coin that many times or until you lose a flip, whichever comes first."
    card = compile_card("S", "Sorcery", "{1}", "Draw a card. " + unknown)
    nodes = unimplemented_nodes(card)
    assert [n.text for n in nodes] == [unknown]
