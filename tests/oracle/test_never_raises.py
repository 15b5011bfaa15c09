"""Property: the compiler never raises, on random text or on any card of the shared pools."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grimoire.oracle import compile_card, compile_faces
from grimoire.oracle.coverage import load_pool

DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
needs_data = pytest.mark.skipif(not DATA.is_dir(), reason=f"{DATA} is absent (shared data)")
WORDS = st.sampled_from(
    [
        "{T}",
        "{2}",
        "{X}",
        ":",
        ",",
        ".",
        "target",
        "creature",
        "Draw",
        "a",
        "card",
        "roll",
        "d20",
        "1—9",
        "|",
        "When",
        "this",
        "enters",
        "you",
        "may",
        "If",
        "Otherwise",
        "(",
        ")",
        "\n",
        "—",
        "{",
        "}",
        "Add",
        "{G}",
        "mana",
        "of",
        "any",
        "color",
        "equal",
        "to",
        "the",
        "result",
        '"',
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(WORDS, max_size=30), st.text(max_size=40))
def test_random_text_never_raises(words: list[str], noise: str) -> None:
    """Any text, however broken, compiles to a definition (maybe with Unimplemented nodes)."""
    compile_card("Thing", "Artifact", "{1}", " ".join(words) + noise)


@pytest.mark.shared_data
@needs_data
def test_whole_oracle_pool_never_raises() -> None:
    """Every one of the 29,730 Oracle cards compiles without an exception."""
    with lzma.open(DATA / "oracle-cards-2025-09-25.json.xz", "rt", encoding="utf-8") as handle:
        cards = json.load(handle)
    for card in cards:
        compile_faces(card)
    assert len(cards) > 29000


@pytest.mark.shared_data
@needs_data
def test_dice_pool_never_raises() -> None:
    """Every dice_cards.tsv row (planar ones too) compiles without an exception."""
    for card in load_pool(DATA / "dice_cards.tsv", numeric_dice_only=False):
        compile_faces(card)
