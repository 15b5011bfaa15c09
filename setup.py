"""Build script. By default (``make install``, ``pip install -e .``) the package is pure Python
and everything is in pyproject.toml. With ``GRIMOIRE_COMPILE=1`` (``make fast``) the modules
listed below are compiled with mypyc into C extension modules, installed next to their ``.py``
sources (an extension module is imported in preference to its source).

Build the compiled variant non-editable and in its own virtual environment, never in ``src/``:
a stale extension module there would shadow an edited ``.py`` file.
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"

# The one list of what is compiled: packages (each of their modules) or single modules. The
# rules modules that take the most time in vanilla and real-deck games (cProfile tottime of
# bench_engine.py, bench/RESULTS.md "cc"). All of grimoire/rules passes mypyc's checks, but
# compiled whole it is 94 MB of C: the rest stays interpreted until the build time is known.
COMPILED = tuple(f"grimoire/rules/{name}" for name in (
    "turn", "legal", "manapay", "combat_restrictions", "casting", "zones", "plain_casts",
    "payment", "combat", "sba", "costs", "keywords_cast", "spell_cost", "hooks", "spend",
    "cost_changes",
))

# Modules under a COMPILED package that stay interpreted, each with the reason.
INTERPRETED: dict[str, str] = {}


def compiled_paths() -> list[str]:
    """The source files mypyc compiles, relative to the project root, in a stable order."""
    paths: list[Path] = []
    for entry in COMPILED:
        path = SRC / entry
        paths.extend(sorted(path.glob("*.py")) if path.is_dir() else [path.with_suffix(".py")])
    skipped = {SRC / name for name in INTERPRETED}
    missing = skipped - set(paths)
    if missing:
        raise SystemExit(f"INTERPRETED names modules that are not compiled: {sorted(missing)}")
    return [str(p.relative_to(ROOT)) for p in paths if p not in skipped]


class CompiledDistribution(Distribution):
    """The distribution of the compiled build: it has extension modules (a platform wheel),
    which :class:`MypycBuildExt` makes only when they are built."""

    def has_ext_modules(self) -> bool:
        return True


class MypycBuildExt(build_ext):
    """``build_ext`` whose extensions are the mypyc-compiled modules, made only when
    something is built: not when pip only asks for the metadata (its ``dist_info`` run
    finalizes build_ext too, and mypyc type-checks the whole import graph each time)."""

    def finalize_options(self) -> None:
        if not set(self.distribution.commands) <= METADATA_ONLY:
            from mypyc.build import mypycify

            self.distribution.ext_modules = mypycify(
                compiled_paths(),
                opt_level=os.environ.get("MYPYC_OPT_LEVEL", "3"),
                # One C file per module instead of one for all: gcc's time and memory grow
                # faster than linearly with a file's size, and unchanged files are not
                # compiled again.
                multi_file=True,
            )
        super().finalize_options()


METADATA_ONLY = {"dist_info", "egg_info"}


if os.environ.get("GRIMOIRE_COMPILE") == "1":
    setup(distclass=CompiledDistribution, cmdclass={"build_ext": MypycBuildExt})
else:
    setup()
