"""Every ruling in ``../shared/seeds/`` is listed in ``seed_rulings`` and cited by a test."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tests.seed_rulings import NOT_A_RULES_TEST, RULINGS

TESTS = Path(__file__).resolve().parent
CITATION = re.compile(r"ruling:\s*([a-z0-9-]+)")


def _ruling_paragraphs(seeds: Path) -> list[str]:
    """Ruling paragraphs: long lines that are not card text (costs, table rows)."""
    found: list[str] = []
    for path in sorted(seeds.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if len(line.split()) >= 12 and not line.startswith("{") and " | " not in line:
                found.append(line)
    return found


def test_every_seed_ruling_is_registered(seeds_dir: Path) -> None:
    """Each ruling paragraph of the seeds matches exactly one registered ruling."""
    openings = [(rid, text) for rid, texts in RULINGS.items() for text in texts]
    unmatched = []
    for paragraph in _ruling_paragraphs(seeds_dir):
        ids = {rid for rid, opening in openings if paragraph.startswith(opening)}
        if len(ids) != 1:
            unmatched.append(paragraph[:80])
    assert not unmatched, f"seed rulings without exactly one id: {unmatched}"


def _cited_ids() -> set[str]:
    cited: set[str] = set()
    for path in TESTS.rglob("*"):
        if path.suffix in {".py", ".yaml", ".yml"} and path.name != "seed_rulings.py":
            cited.update(CITATION.findall(path.read_text(encoding="utf-8")))
    return cited


@pytest.mark.parametrize("ruling_id", sorted(RULINGS))
def test_ruling_is_cited_by_a_test(ruling_id: str) -> None:
    """Each ruling id is cited (``ruling:<id>``) by a test or scenario, or says why not."""
    if ruling_id in NOT_A_RULES_TEST:
        assert NOT_A_RULES_TEST[ruling_id], "an exemption must give its reason"
        return
    assert ruling_id in _cited_ids(), f"no test cites ruling:{ruling_id}"


def test_every_citation_names_a_registered_ruling() -> None:
    """A ``ruling:<id>`` written without a space in a Python test must be a known id (typos)."""
    unknown: set[str] = set()
    for path in TESTS.rglob("*.py"):
        if path.name in {"seed_rulings.py", "test_seed_rulings.py"}:
            continue
        for rid in re.findall(r"ruling:([a-z][a-z0-9-]*[a-z0-9])", path.read_text("utf-8")):
            if rid not in RULINGS:
                unknown.add(f"{path.relative_to(TESTS)}: {rid}")
    assert not unknown, f"citations of unknown rulings: {sorted(unknown)}"
