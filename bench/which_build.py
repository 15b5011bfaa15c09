"""Which build of Grimoire a benchmark measures, and saying so.

By default a benchmark runs the source tree (``ROOT/src`` first on ``sys.path``, pure Python).
With ``GRIMOIRE_BUILD=installed`` it runs the ``grimoire`` package installed in the running
interpreter instead, e.g. the compiled build ``make fast`` installs in ``.venv-fast``:

    GRIMOIRE_BUILD=installed .venv-fast/bin/python bench/bench_engine.py

The variable is inherited by the subprocesses a benchmark starts (worker processes, the
``--only`` halves of ``bench_phase.py``). :func:`describe` names the build that actually ran.
"""

from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def select() -> None:
    """Put ``ROOT/src`` first on ``sys.path`` unless ``GRIMOIRE_BUILD=installed``."""
    mode = os.environ.get("GRIMOIRE_BUILD", "source")
    if mode not in ("source", "installed"):
        raise SystemExit(f"GRIMOIRE_BUILD must be 'source' or 'installed', not {mode!r}")
    if mode == "source":
        sys.path.insert(0, str(ROOT / "src"))


def compiled_modules() -> list[str]:
    """The ``grimoire`` modules imported so far that are extension modules (mypyc)."""
    return sorted(name for name, module in list(sys.modules.items())
                  if name.split(".")[0] == "grimoire"
                  and str(getattr(module, "__file__", "") or "").endswith(
                      tuple(EXTENSION_SUFFIXES)))


def describe() -> str:
    """``compiled (mypyc, N modules)`` or ``pure Python``, and where it was imported from;
    call it after the run, when the modules the run uses are imported."""
    import grimoire

    where = Path(grimoire.__file__).resolve().parent
    compiled = compiled_modules()
    kind = f"compiled (mypyc, {len(compiled)} modules)" if compiled else "pure Python"
    return f"build: {kind}, from {where}"
