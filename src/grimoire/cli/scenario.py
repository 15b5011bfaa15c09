"""``grimoire scenario run FILE...`` and ``grimoire scenario show FILE [--after]``.

See :mod:`grimoire.scenario` for the file format.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from grimoire.cli._pool import add_pool_argument, open_pool
from grimoire.errors import ScenarioError
from grimoire.scenario import build_game, load_file, run_file, run_scenario
from grimoire.scenario.board import render


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "scenario", help="run or show scenario files (positions + actions + expectations)",
        description="Scenario files set up a position, apply actions and check the result.")
    commands = parser.add_subparsers(dest="scenario_command", metavar="ACTION")
    run = commands.add_parser("run", help="run scenario files: PASS/FAIL per scenario",
                              description="Run each scenario; exit 0 only if all pass.")
    run.add_argument("files", nargs="+", metavar="FILE",
                     help="scenario files, or folders of *.yaml files")
    add_pool_argument(run)
    run.set_defaults(func=run_command)
    show = commands.add_parser("show", help="print a scenario's position as a board")
    show.add_argument("file", metavar="FILE")
    show.add_argument("--after", action="store_true",
                      help="show the board after the actions instead of before")
    add_pool_argument(show)
    show.set_defaults(func=show_command)
    parser.set_defaults(func=lambda args: (parser.print_help(), 2)[1])


def _expand(paths: list[str]) -> list[str]:
    out: list[str] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            out.extend(str(p) for p in sorted([*path.glob("*.yaml"), *path.glob("*.yml")]))
        else:
            out.append(name)
    return out


def run_command(args: argparse.Namespace) -> int:
    pool = open_pool(args)
    files = _expand(args.files)
    if not files:
        print("grimoire: error: no scenario files found", file=sys.stderr)
        return 2
    failed = total = 0
    for path in files:
        for outcome in run_file(path, pool):
            total += 1
            failed += not outcome.passed
            print(outcome.summary())
    print(f"{total - failed} passed, {failed} failed", file=sys.stderr)
    return 1 if failed else 0


def show_command(args: argparse.Namespace) -> int:
    from rich.console import Console

    pool = open_pool(args)
    console = Console()
    status = 0
    for scenario in load_file(args.file):
        if args.after:
            outcome = run_scenario(scenario, pool)
            if outcome.game is None:
                raise ScenarioError(outcome.problems[0], path=args.file)
            game = outcome.game
            if not outcome.passed:
                status = 1
            console.print(render(game, f"{scenario.name} — after the actions"))
            console.print(outcome.summary())
        else:
            console.print(render(build_game(scenario, pool), scenario.name))
    return status
