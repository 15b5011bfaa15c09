"""``grimoire roll SPEC``: roll dice from notation ("d20", "2d6", "4d6kh3", "d20+2").

Prints each die's natural result (CR 706.2), which dice were kept or ignored (CR 706.6),
the modifier and the total. Without ``--seed`` a fresh seed is drawn and printed, so any
roll can be repeated exactly.
"""

from __future__ import annotations

import argparse
import json
import random
import secrets

from grimoire.dice import RollOutcome, parse, roll


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``roll`` command."""
    parser = subparsers.add_parser(
        "roll",
        help="roll dice from notation (d20, 2d6, 4d6kh3, 2d20kl1, d20+2, d%%)",
        description="Roll dice fairly from a seeded RNG. Notation: [N]dS[khK|klK|dlK|dhK][+M|-M].",
    )
    parser.add_argument("spec", metavar="SPEC", help="what to roll, e.g. 4d6kh3 or d20+2")
    parser.add_argument("--seed", type=int, default=None, help="seed the RNG (repeatable rolls)")
    parser.add_argument("--json", action="store_true", help="print the roll as JSON")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Roll ``args.spec`` and print it; return 0."""
    spec = parse(args.spec)  # a DiceNotationError is reported by main with its position
    seed = args.seed if args.seed is not None else secrets.randbits(32)
    outcome = roll(spec, random.Random(seed))
    print(json.dumps(to_json(outcome, seed)) if args.json else format_outcome(outcome, seed))
    return 0


def to_json(outcome: RollOutcome, seed: int) -> dict[str, object]:
    """The JSON shape of a roll."""
    return {
        "spec": str(outcome.spec),
        "seed": seed,
        "dice": [{"natural": n, "kept": k}
                 for n, k in zip(outcome.naturals, outcome.kept, strict=True)],
        "kept": list(outcome.kept_naturals),
        "ignored": list(outcome.ignored_naturals),
        "modifier": outcome.modifier,
        "total": outcome.total,
    }


def format_outcome(outcome: RollOutcome, seed: int) -> str:
    """A person's view: naturals (ignored ones in brackets), kept, modifier, total."""
    shown = " ".join(str(n) if k else f"[{n}]"
                     for n, k in zip(outcome.naturals, outcome.kept, strict=True))
    lines = [f"{outcome.spec} (seed {seed})", f"dice:     {shown}"]
    if outcome.ignored_naturals:
        lines.append(f"kept:     {' '.join(map(str, outcome.kept_naturals))}")
        lines.append(f"ignored:  {' '.join(map(str, outcome.ignored_naturals))}")
    if outcome.modifier:
        lines.append(f"modifier: {outcome.modifier:+d}")
    lines.append(f"total:    {outcome.total}")
    return "\n".join(lines)
