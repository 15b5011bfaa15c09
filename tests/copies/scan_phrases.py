"""Count how the copy / cast-during-resolution / linked-exile phrases compile over the 2025
Oracle list: ``python -m tests.copies.scan_phrases [path/to/oracle-cards.json.xz]``.

For each phrase family: the cards whose rules text (reminder text removed) uses it, how many
of those compile fully, and in how many the phrase itself was understood (no Unimplemented
span contains it: a lower bound on what the engine can run, since a card often fails on
another sentence). Not a test: a report used for the coverage figures of issue 7.
"""

from __future__ import annotations

import json
import lzma
import re
import sys
from pathlib import Path

from grimoire.oracle.compiler import compile_faces
from grimoire.oracle.ir import unimplemented_nodes

DEFAULT = Path(__file__).resolve().parents[3] / "shared" / "data" / \
    "oracle-cards-2025-09-25.json.xz"

PHRASES = {
    "copy that card": re.compile(
        r"\bcopy (?:that|the exiled|each|those)(?: [a-z ]*?)? ?cards?\b", re.I),
    "cast the copy": re.compile(r"\bcast (?:the|that|any number of the) cop(?:y|ies)\b", re.I),
    "by paying {N} rather than paying its mana cost": re.compile(
        r"by paying \{[^}]+\}[^.]*? rather than paying (?:its|their) mana costs?", re.I),
    "without paying its mana cost": re.compile(
        r"without paying (?:its|their|that (?:card|spell)'s) mana costs?", re.I),
    "cards exiled with <this>": re.compile(r"\bcards? exiled with (?:this|~)", re.I),
    "the exiled card": re.compile(r"\bthe exiled cards?\b", re.I),
}


def _rules_text(card: dict[str, object]) -> str:
    text = str(card.get("oracle_text") or "")
    for face in card.get("card_faces") or []:  # type: ignore[attr-defined]
        text += "\n" + str(face.get("oracle_text") or "")
    return re.sub(r"\([^)]*\)", "", text)  # reminder text is not rules text


def main(path: Path) -> int:
    with lzma.open(path, "rt", encoding="utf-8") as handle:
        cards = json.load(handle)
    rows = {name: [0, 0, 0] for name in PHRASES}
    for card in cards:
        text = _rules_text(card)
        hits = [name for name, rx in PHRASES.items() if rx.search(text)]
        if not hits:
            continue
        defs = compile_faces(card)
        spans = [u.text for d in defs for u in unimplemented_nodes(d)]
        for name in hits:
            rows[name][0] += 1
            rows[name][1] += not spans
            rows[name][2] += not any(PHRASES[name].search(s) for s in spans)
    print(f"{'phrase':50} {'cards':>6} {'compile':>8} {'phrase ok':>9}")
    for name, (n, full, ok) in rows.items():
        print(f"{name:50} {n:6} {full:8} {ok:9}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT))
