"""``grimoire serve [--host H] [--port P] [--db PATH] [--games DIR]``: Grimoire in a browser.

Starts the web app (:mod:`grimoire.web`) with uvicorn on the same card database and pool as
the other commands, prints its address, and serves until Ctrl-C.
"""

from __future__ import annotations

import argparse
import contextlib

from grimoire.cards.default_db import user_data_dir
from grimoire.cli.card import add_db_argument
from grimoire.web import create_app


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``serve`` command."""
    parser = subparsers.add_parser(
        "serve", help="card pages, search, odds, deck check and games in a web browser",
        description="Serve Grimoire's web pages: /card/NAME, /search?q=, /odds/NAME, /deck, "
                    "/play.")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on "
                        "(default 127.0.0.1: this machine only)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument("--games", metavar="DIR", default=None,
                        help="folder of the games' save files (default: the user data folder)")
    add_db_argument(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Build the app, print the address and serve."""
    import uvicorn


    if not 0 <= args.port <= 65535:
        raise ValueError(f"--port must be 0-65535, not {args.port}")
    app = create_app(args.db, games=args.games or user_data_dir() / "web-games")
    host = f"[{args.host}]" if ":" in args.host else args.host
    print(f"Grimoire is serving on http://{host}:{args.port}/  (Ctrl-C stops it)", flush=True)
    config = uvicorn.Config(app, host=args.host, port=args.port, log_level="warning")
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn.Server(config).run()
    return 0
