"""Where card databases live, and the built-in one that ships with the package.

Reading commands use, in order: an explicit path (``--db``), the file named by the
``GRIMOIRE_DB`` environment variable, the user database in the platform's data directory
(``$XDG_DATA_HOME/grimoire/cards.sqlite`` on Linux, ``~/Library/Application Support/grimoire``
on macOS, ``%LOCALAPPDATA%\\grimoire`` on Windows), and, when none of those exists, the
**built-in** database.

The built-in database is built on first use from the bundled JSON files (the engine's card pool
``bundled/pool.json`` and the seed cards ``bundled/seed_cards.json``) into the user cache
directory, keyed by a hash of those files, so it is rebuilt only when they change. It needs no
network and no ``../shared`` data, and building it takes a few tens of milliseconds.

>>> store = open_db()
>>> store.lookup("Treasure Chest").oracle_id
'3df26058-c58d-4869-ae32-922d28c3aca2'
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sys
import tempfile
from importlib import resources
from pathlib import Path

from grimoire.cards import schema
from grimoire.cards.importers import ImportReport, import_files
from grimoire.cards.store import CardStore

__all__ = [
    "BUNDLED_FILES",
    "builtin_db_path",
    "default_db_path",
    "open_db",
    "user_cache_dir",
    "user_data_dir",
]

BUNDLED_FILES = ("pool.json", "seed_cards.json")
"""The bundled files the built-in database is built from, in import order."""

ENV_VAR = "GRIMOIRE_DB"


def _platform_dir(kind: str) -> Path:
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local") / "grimoire"
        return base / "Cache" if kind == "cache" else base
    if sys.platform == "darwin":
        sub = "Caches" if kind == "cache" else "Application Support"
        return home / "Library" / sub / "grimoire"
    if kind == "cache":
        return Path(os.environ.get("XDG_CACHE_HOME") or home / ".cache") / "grimoire"
    return Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share") / "grimoire"


def user_data_dir() -> Path:
    """The platform's per-user data directory for Grimoire (not created)."""
    return _platform_dir("data")


def user_cache_dir() -> Path:
    """The platform's per-user cache directory for Grimoire (not created)."""
    return _platform_dir("cache")


def default_db_path() -> Path:
    """The user database: ``$GRIMOIRE_DB`` if set, else ``cards.sqlite`` in the data dir."""
    env = os.environ.get(ENV_VAR)
    return Path(env).expanduser() if env else user_data_dir() / "cards.sqlite"


def _bundled_paths() -> list[Path]:
    folder = resources.files("grimoire.cards") / "bundled"
    paths = []
    for name in BUNDLED_FILES:
        entry = folder / name
        if entry.is_file():
            paths.append(Path(str(entry)))
    return paths


def _bundle_hash(paths: list[Path]) -> str:
    digest = hashlib.sha256(f"schema {schema.SCHEMA_VERSION}\n".encode())
    for path in paths:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def build_builtin(path: str | os.PathLike[str]) -> ImportReport:
    """Build the built-in database at ``path`` from the bundled files (atomically)."""
    return import_files(_bundled_paths(), path, meta={"kind": "builtin"})


def builtin_db_path() -> Path:
    """The built-in database's file, built on first use (in the user cache directory, or in a
    temporary directory when that is not writable)."""
    paths = _bundled_paths()
    name = f"builtin-{_bundle_hash(paths)}.sqlite"
    cache = user_cache_dir() / name
    if cache.is_file():
        return cache
    try:
        build_builtin(cache)
    except OSError:
        user = os.getuid() if hasattr(os, "getuid") else 0
        cache = Path(tempfile.gettempdir()) / f"grimoire-{user}-{name}"
        if not cache.is_file():
            build_builtin(cache)
        return cache
    for old in cache.parent.glob("builtin-*.sqlite"):
        if old != cache:
            with contextlib.suppress(OSError):
                old.unlink()
    return cache


def resolve_db_path(path: str | os.PathLike[str] | None = None) -> Path:
    """The database file reading commands use (see the module docstring)."""
    if path is not None:
        return Path(path)
    user = default_db_path()
    return user if user.is_file() else builtin_db_path()


def open_db(path: str | os.PathLike[str] | None = None) -> CardStore:
    """Open a card database: ``path``, else the user database, else the built-in one.

    An explicit ``path`` that does not exist is an error
    (:class:`~grimoire.errors.DataFileError`).
    """
    return CardStore(resolve_db_path(path))
