"""Build script. By default (``make install``, ``pip install -e .``) the package is pure Python
and everything is in pyproject.toml. With ``GRIMOIRE_COMPILE=1`` (``make fast``) the modules
listed below are compiled with mypyc into C extension modules, installed next to their ``.py``
sources (an extension module is imported in preference to its source).

Build the compiled variant non-editable and in its own virtual environment, never in ``src/``:
a stale extension module there would shadow an edited ``.py`` file.
"""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from setuptools import Distribution, Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent
SRC = ROOT / "src"

# The one list of what is compiled: packages (each of their modules) or single modules.
# grimoire/rules (the game state, the turn, the layers, legal actions: 88-95% of the tottime
# of bench_engine.py and bench_decks.py --profile in the compiled build of session 18, see
# bench/RESULTS.md "cm"). The rest (mechanics/, effects/, oracle/) stays interpreted: under
# 6% of either profile, for most of the build time. grimoire/core too: its frozen dataclass
# ManaCost, compiled, does not unpickle (FrozenInstanceError), and card definitions hold it
# when a batch's pool is sent to worker processes (grimoire simulate --workers).
COMPILED = ("grimoire/rules",)

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

    def build_extension(self, ext: Extension) -> None:
        """Build ``ext`` with its C files compiled by as many gcc processes at once as there
        are cores: mypyc puts every compiled module's C file (multi_file) in one extension,
        whose files build_ext would compile one after the other."""
        serial = self.compiler.compile
        workers = os.cpu_count() or 1

        def compile_parallel(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
            if workers < 2 or len(sources) < 2:
                return serial(sources, *args, **kwargs)
            # The largest files first, so that no long compile starts last.
            order = sorted(sources, key=lambda s: -Path(s).stat().st_size)
            with ThreadPoolExecutor(workers) as pool:
                done = dict(zip(order, pool.map(
                    lambda source: serial([source], *args, **kwargs), order), strict=True))
            return [obj for source in sources for obj in done[source]]

        self.compiler.compile = compile_parallel  # type: ignore[method-assign]
        try:
            super().build_extension(ext)
        finally:
            self.compiler.compile = serial  # type: ignore[method-assign]


METADATA_ONLY = {"dist_info", "egg_info"}


if os.environ.get("GRIMOIRE_COMPILE") == "1":
    setup(distclass=CompiledDistribution, cmdclass={"build_ext": MypycBuildExt})
else:
    setup()
