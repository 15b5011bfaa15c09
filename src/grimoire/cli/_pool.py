"""The card pool of the playing commands: ``--db PATH``, else the imported database, else the
built-in pool (:meth:`grimoire.pool.CardPool.open`), announced with one line on stderr."""

from __future__ import annotations

import argparse
import sys

from grimoire.pool import CardPool


def add_pool_argument(parser: argparse.ArgumentParser) -> None:
    """The ``--db PATH`` option of the commands that play or check cards."""
    parser.add_argument(
        "--db", metavar="PATH",
        help="card database to take cards from (default: $GRIMOIRE_DB, else the imported user"
             " database, else the built-in pool)",
    )


def open_pool(args: argparse.Namespace) -> CardPool:
    """The pool the command plays with; says which on stderr (``cards: ...``)."""
    pool = CardPool.open(getattr(args, "db", None))
    print(pool.describe(), file=sys.stderr)
    return pool
