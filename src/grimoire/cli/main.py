"""Entry point of the ``grimoire`` command.

Command modules live beside this one. Each defines::

    def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None

which adds one or more sub-commands whose parsers set ``func`` (taking the parsed
``argparse.Namespace`` and returning an exit status).
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from collections.abc import Callable, Sequence
from typing import cast

import grimoire
import grimoire.cli as cli_package

Handler = Callable[[argparse.Namespace], int]


def build_parser() -> argparse.ArgumentParser:
    """Build the top-level parser with every command module's sub-commands."""
    parser = argparse.ArgumentParser(
        prog="grimoire",
        description="Magic: The Gathering rules engine and offline card database.",
    )
    parser.add_argument("--version", action="version", version=f"grimoire {grimoire.__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for info in sorted(pkgutil.iter_modules(cli_package.__path__), key=lambda m: m.name):
        if info.name in {"main"} or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{cli_package.__name__}.{info.name}")
        register = getattr(module, "register", None)
        if register is not None:
            register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the process exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", None)
    if func is None:
        parser.print_help()
        return 2
    try:
        return cast(Handler, func)(args)
    except BrokenPipeError:
        return 0
    except ValueError as error:  # every Grimoire error subclasses ValueError
        print(f"grimoire: error: {error}", file=sys.stderr)
        return 2
    # The last line of defence against hostile input: no traceback reaches a user. Each
    # command bounds its own input first (query size, repeat counts, file sizes...).
    except RecursionError:
        print("grimoire: error: the input is nested too deeply", file=sys.stderr)
        return 2
    except MemoryError:
        print("grimoire: error: out of memory: the input is too large", file=sys.stderr)
        return 2
    except OSError as error:
        where = f"{error.filename}: " if error.filename else ""
        print(f"grimoire: error: {where}{error.strerror or error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
