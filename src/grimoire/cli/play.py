"""``grimoire play [DECK...] [--players N] [--format F] [--seed S] [--ai easy|normal|hard]
[--save F] [--load F]``.

A game against the AI in the terminal: you play the first deck (seat 0), the AI the
others; the built-in demo decks by default. ``--players N`` (2-6) seats N-1 AI opponents,
the decks given reused in turn when there are fewer than N; ``--format commander`` (or
``duel_commander``) plays the Commander variant with each deck's Commander section
(CR 903). ``--save FILE`` writes the game after every
action (the engine's save format, :mod:`grimoire.rules.save`, plus a ``play`` entry saying
who is who); ``--load FILE`` resumes it exactly. At the end a replay file is written
(``--replay FILE``, or next to the save as ``FILE.replay.json``). A save or replay holds the
whole game (the seed, the RNG state, every hidden card): it is for resuming and reviewing,
and a random seed is shown only once the game is over (CR 401.3, 402.3).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

from grimoire.agents.ai import AIAgent
from grimoire.cli._pool import add_pool_argument, open_pool
from grimoire.decks import deck_from_spec
from grimoire.errors import GrimoireError, IllegalActionError
from grimoire.rules.game import Game
from grimoire.rules.save import save_game
from grimoire.rules.setup import default_name
from grimoire.sim.decks import game_options
from grimoire.tui import QuitGame, TerminalAgent
from grimoire.tui.render import render_board

DEFAULT_DECKS = ("demo-red-green", "demo-wub-flyers")
AI_NAME = "Bob"


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "play", help="play a game against the AI in the terminal",
        description="Play against the AI: you play the first deck, the AI the second "
                    "(built-in deck names or deck files; the demo decks by default).")
    parser.add_argument("decks", nargs="*", metavar="DECK", help="your deck, then the AI's")
    parser.add_argument("--seed", type=int, default=None, help="game seed (default: random)")
    parser.add_argument("--ai", choices=("easy", "normal", "hard"), default=None,
                        help="AI level (default normal, or the saved one); hard searches "
                             "(up to about a second a decision)")
    parser.add_argument("--save", metavar="FILE", help="save after every action")
    parser.add_argument("--load", metavar="FILE", help="resume a saved game")
    parser.add_argument("--replay", metavar="FILE", help="write the replay here at the end")
    parser.add_argument("--name", default="Alice", help="your name (default Alice)")
    parser.add_argument("--first", choices=("you", "ai", "random"), default="random",
                        help="who plays first (default: decided by the seed, CR 103.1)")
    parser.add_argument("--players", type=int, default=None,
                        help="players at the table, you included (2-6; default: one per "
                             "deck given, at least 2)")
    parser.add_argument("--format", default="constructed",
                        help="constructed (default), commander or duel_commander (CR 903)")
    add_pool_argument(parser)
    parser.set_defaults(func=run)


def _write(path: str, text: str) -> None:
    """Write atomically (a save is never left half-written)."""
    tmp = f"{path}.tmp"
    Path(tmp).write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def _save_text(game: Any, human: int, level: str) -> str:
    data = json.loads(game.save())
    data["play"] = {"human": human, "ai": level}
    return json.dumps(data, separators=(",", ":"))


def run(args: argparse.Namespace) -> int:
    try:
        pool = open_pool(args)
    except (OSError, GrimoireError) as error:
        print(f"grimoire: error: {error}", file=sys.stderr)
        return 2
    human, level = 0, args.ai or "normal"
    try:
        if args.load:
            text = Path(args.load).read_text(encoding="utf-8")
            game = Game.load(text, pool)
            meta = json.loads(text).get("play", {})
            human = int(meta.get("human", 0))
            level = args.ai or str(meta.get("ai", "normal"))
            seed = int(game.setup.get("seed") or 0)
            if args.save is None:
                args.save = args.load
        else:
            seats = args.players or max(len(args.decks), 2)
            if not 2 <= seats <= 6 or len(args.decks) > seats:
                print("grimoire: error: two to six players, at most one deck each "
                      "(CR 800.1)", file=sys.stderr)
                return 2
            given = list(args.decks) or list(DEFAULT_DECKS)
            if seats == 2 and len(args.decks) < 2:
                given = list(args.decks) + list(DEFAULT_DECKS[len(args.decks):])
            specs = [given[i % len(given)] for i in range(seats)]
            parsed = [deck_from_spec(spec, pool=pool) for spec in specs]
            decks = [list(deck.main) for deck in parsed]
            seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
            first = {"you": 0, "ai": 1, "random": None}[args.first]
            names = [args.name] + [default_name(i) if default_name(i) != args.name
                                   else f"AI {i}" for i in range(1, seats)]
            if seats == 2:
                names[1] = AI_NAME
            game = Game.new(decks, pool, seed=seed, players=names,
                            first_player=first, **game_options(parsed, args.format))
            # A random seed is shown only when the game is over: with it and the deck
            # lists, the player could replay the shuffles and know every hidden card
            # (CR 401.3, 402.3); a seed the player chose, they know already.
            said = f"seed {seed}" if args.seed is not None else "random seed"
            if seats == 2:
                print(f"{args.name} ({specs[0]}) vs {names[1]}, the {level} AI ({specs[1]}); "
                      f"{said}")
            else:
                rivals = ", ".join(f"{names[i]} ({specs[i]})" for i in range(1, seats))
                print(f"{args.name} ({specs[0]}) vs the {level} AI: {rivals}; {said}")
    except (OSError, GrimoireError) as error:
        print(f"grimoire: error: {error}", file=sys.stderr)
        return 2
    ai = AIAgent(seed, level)  # type: ignore[arg-type]
    terminal = TerminalAgent(pool)

    def save() -> None:
        if args.save:
            _write(args.save, _save_text(game, human, level))

    try:
        while game.result is None:
            legal = game.legal_actions()
            decision = game.pending
            assert decision is not None
            if len(legal) == 1:
                game.apply(legal[0])
            elif decision.player == human:
                try:
                    game.apply(terminal.decide(game.view(human), decision))
                except IllegalActionError as error:  # pragma: no cover (parser gives legal)
                    print(f"! {error}")
                    continue
            else:
                # The AI's own RNG is reseeded from the game's progress, so a resumed game
                # makes exactly the choices the uninterrupted one would have.
                ai.rng.seed(seed * 1_000_003 + len(game.action_log))
                game.apply(ai.decide(game.view(decision.player), decision))
            save()
    except QuitGame:
        save()
        where = f"; resume with: grimoire play --load {args.save}" if args.save else ""
        print(f"Game stopped{where}")
        return 0
    except KeyboardInterrupt:  # Ctrl-C: no traceback; the game is saved or a save offered
        return _interrupted(game, human, level, args)
    return _end(game, human, args, terminal)


def _interrupted(game: Any, human: int, level: str, args: argparse.Namespace) -> int:
    """Ctrl-C: save to ``--save`` if given, else offer to save; exit status 130."""
    print("\nInterrupted.")
    path = args.save
    if not path:
        try:
            path = input("Save the game? Type a file name (Enter: quit without saving): "
                         ).strip()
        except (EOFError, KeyboardInterrupt):
            path = ""
    if path:
        try:
            _write(path, _save_text(game, human, level))
        except OSError as error:
            print(f"grimoire: error: cannot save: {error}", file=sys.stderr)
            return 130
        print(f"Game saved; resume with: grimoire play --load {path}")
    return 130


def _end(game: Any, human: int, args: argparse.Namespace, terminal: Any) -> int:
    from rich.panel import Panel
    from rich.text import Text

    result = game.result
    terminal.console.print(render_board(game.view(human), game.pool, events=12))
    names = [p.name for p in game.players]
    winner = "a draw" if result.winner is None else f"{names[result.winner]} wins"
    terminal.console.print(Panel(Text(f"GAME OVER: {winner} after {result.turns} turns "
                                      f"({result.reason}); seed {game.setup.get('seed')}"),
                                 title="Result"))
    replay = args.replay or (f"{args.save}.replay.json" if args.save else None)
    if replay:
        _write(replay, save_game(game, replay_only=True))
        print(f"Replay written to {replay}")
    return 0
