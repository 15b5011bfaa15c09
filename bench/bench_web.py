"""Web app latency: each page type on the built-in card database (or ``--db``), and a game
move's round trip (the human's action, the AI's replies and auto-passes, the new page), all
in process through the ASGI test client (no network, no browser).

Reports, per page, the median and the 95th percentile over ``--repeat`` requests after one
warm-up request (the first request builds the card pool and compiles cards).

    PYTHONPATH=src python3 bench/bench_web.py [--repeat 50] [--db PATH] [--moves 60]
"""

from __future__ import annotations

import argparse
import html
import re
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from which_build import select  # noqa: E402

select()  # ROOT/src, or the installed build with GRIMOIRE_BUILD=installed
warnings.filterwarnings("ignore", message=".*httpx.*")

from starlette.testclient import TestClient  # noqa: E402

from grimoire.cards.default_db import builtin_db_path  # noqa: E402
from grimoire.web import create_app  # noqa: E402

PAGES = {
    "card (German name)": "/card/Schatztruhe",
    "card ?lang=ja": "/card/Treasure Chest?lang=ja",
    "search": '/search?q=o:"roll a d20" t:artifact',
    "search (syntax error)": "/search?q=t:artifact (o:roll",
    "odds with Pixie Guide": "/odds/Treasure Chest?with=Pixie Guide",
    "deck form": "/deck",
}


def _timed(action: object) -> float:
    start = time.perf_counter()
    action()  # type: ignore[operator]
    return (time.perf_counter() - start) * 1000


def _summary(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return f"median {statistics.median(ordered):7.1f} ms   p95 {p95:7.1f} ms   (n={len(ordered)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--moves", type=int, default=60, help="game moves to time")
    parser.add_argument("--db", default=None, help="card database (default: built-in)")
    args = parser.parse_args()
    db = args.db or builtin_db_path()
    with tempfile.TemporaryDirectory() as games, \
            TestClient(create_app(db, games=games)) as client:
        print(f"database: {db}")
        for label, url in PAGES.items():
            client.get(url)
            samples = [_timed(lambda u=url: client.get(u)) for _ in range(args.repeat)]
            print(f"{label:24} {_summary(samples)}")
        deck = "4 Treasure Chest\n4 Pixie Guide\n20 Island\n"
        client.post("/deck", data={"deck": deck})
        samples = [_timed(lambda: client.post("/deck", data={"deck": deck}))
                   for _ in range(args.repeat)]
        print(f"{'deck check (POST)':24} {_summary(samples)}")
        moves: list[float] = []
        url = str(client.post("/play/new", data={"seed": "1", "ai": "normal"}).url)
        page = client.get(url).text
        while len(moves) < args.moves:
            if 'id="result"' in page:
                url = str(client.post("/play/new", data={"seed": str(len(moves))}).url)
                page = client.get(url).text
                continue
            version = re.search(r'name="version" value="(\d+)"', page)
            assert version is not None
            data = {"version": version.group(1)}
            buttons = [html.unescape(v) for v in re.findall(r'name="action" value="([^"]+)"',
                                                             page)]
            if buttons:
                plays = [b for b in buttons if "PassPriority" not in b]
                data["action"] = (plays or buttons)[0]
            else:
                data["form"] = "attack" if 'id="attack-form"' in page else (
                    "block" if 'id="block-form"' in page else "choose")
            start = time.perf_counter()
            page = client.post(url + "/act", data=data).text  # redirect followed: new page
            moves.append((time.perf_counter() - start) * 1000)
        print(f"{'game move round trip':24} {_summary(moves)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
