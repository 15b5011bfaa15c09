"""What the multi-face honesty check (grimoire.oracle.faces) costs, before/after.

"Before" is the old verdict: the same problems without the face gap (the check only adds
that one problem). Prints the Oracle list's multi-face cards playable before and after (by
kind lost), and, for the deck folders, decks fully playable and playable slots.

Usage: GRIMOIRE_DB=/work/grimoire.db .venv/bin/python tools/multiface_loss.py ORACLE_LIST.xz
       DECK_FOLDER...
"""

from __future__ import annotations

import collections
import json
import lzma
import sys
from pathlib import Path
from typing import Any

from grimoire.decks.parser import parse_deck
from grimoire.errors import GrimoireError
from grimoire.oracle.coverage import coverage
from grimoire.oracle.faces import face_gap
from grimoire.pool import CardPool


def oracle_list(path: Path) -> None:
    """Multi-face cards of a Scryfall-shaped list playable before and after."""
    with lzma.open(path) as handle:
        cards: list[dict[str, Any]] = json.loads(handle.read())
    multi = [c for c in cards if " // " in str(c.get("name")) or "card_faces" in c]
    before = after = 0
    lost: collections.Counter[str] = collections.Counter()
    for card in multi:
        report = coverage([card])
        gap = face_gap(card)
        if report.compiled:
            before += 1
            after += 1
        elif gap is not None and set(report.phrases) == {"engine: " + gap[:82]}:
            before += 1
            lost[gap.split(":")[0]] += 1
    print(f"{path.name}: {len(multi)} multi-face cards; playable before {before}, after {after}")
    print(f"  lost by kind: {dict(lost)}")


def deck_folder(folder: Path, pool: CardPool) -> None:
    """Decks fully playable and playable slots, before and after."""
    decks = full_before = full_after = slots = ok_before = ok_after = 0
    newly: collections.Counter[str] = collections.Counter()
    for path in sorted(folder.glob("*.dck")):
        try:
            deck = parse_deck(path.read_text(encoding="utf-8"), pool_names=pool,
                              path=str(path), playable_only=False)
        except GrimoireError as error:
            print(f"  skipped: {error}")
            continue
        decks += 1
        counts = collections.Counter(deck.commander + deck.main)
        bad_before = bad_after = 0
        for name, copies in counts.items():
            problems = pool.support_problems(name)
            gap = face_gap(pool.record(name))
            rest = [p for p in problems if gap is None or p != f"not executed: {gap}"]
            slots += copies
            bad_before += copies if rest else 0
            bad_after += copies if problems else 0
            if problems and not rest:
                newly[name] += copies
        ok_before += sum(counts.values()) - bad_before
        ok_after += sum(counts.values()) - bad_after
        full_before += bad_before == 0
        full_after += bad_after == 0
    print(f"{folder}: {decks} decks; fully playable before {full_before}, after {full_after}; "
          f"playable slots before {ok_before}/{slots} ({100 * ok_before / max(slots, 1):.1f}%), "
          f"after {ok_after}/{slots} ({100 * ok_after / max(slots, 1):.1f}%)")
    print(f"  newly unplayable: {newly.most_common(15)}")


def main(argv: list[str]) -> int:
    """Measure an Oracle list, then each deck folder over the imported database."""
    if not argv:
        print(__doc__)
        return 2
    oracle_list(Path(argv[0]))
    pool = CardPool.open()
    for folder in argv[1:]:
        deck_folder(Path(folder), pool)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
