"""Import card data into a Grimoire database, atomically.

:func:`import_files` takes MTGJSON files (set files, ``AllPrintings``, ``AtomicCards``),
Scryfall bulk files (``oracle-cards``, ``default-cards``, ``all-cards``, ``rulings``), trimmed
card lists and Grimoire's own bundle format, each plain, ``.gz`` or ``.xz``; the shape is
recognised from the content, not the file name.

The import is **atomic**: it builds a new database in a temporary file beside the target (a
copy of the existing database, if any), and only when every file has been read does
:func:`os.replace` swap it in. A bad file (malformed JSON, a truncated ``.xz``, an unknown
shape) raises :class:`~grimoire.errors.DataFileError` naming the file, and a killed import
leaves the previous database byte for byte as it was.

>>> import json, os, tempfile
>>> folder = tempfile.mkdtemp()
>>> source = os.path.join(folder, "cards.json")
>>> with open(source, "w") as f:
...     json.dump([{"name": "Shock", "mana_cost": "{R}", "type_line": "Instant",
...                 "oracle_text": "Shock deals 2 damage to any target."}], f)
>>> report = import_files([source], os.path.join(folder, "cards.sqlite"))
>>> report.counts.new_cards, report.shapes[0][1]
(1, 'card list (1 cards)')
"""

from __future__ import annotations

import contextlib
import datetime
import gzip
import lzma
import os
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from grimoire.cards import schema
from grimoire.cards.importers.bundle import FORMAT as BUNDLE_FORMAT
from grimoire.cards.importers.bundle import import_bundle
from grimoire.cards.importers.jsonstream import JsonStream
from grimoire.cards.importers.mtgjson import import_data
from grimoire.cards.importers.opener import open_text
from grimoire.cards.importers.scryfall import import_list
from grimoire.cards.importers.writer import Counts, Writer
from grimoire.errors import DataFileError

__all__ = ["ImportReport", "import_files"]

Progress = Callable[[int, int, str], None]
"""Called as ``progress(index, total, path)`` before each file."""

_TEMP_SUFFIX = ".importing"


@dataclass(slots=True)
class ImportReport:
    """What an import did: the shape of each file, rows added, time taken."""

    path: Path
    shapes: list[tuple[str, str]] = field(default_factory=list)
    counts: Counts = field(default_factory=Counts)
    seconds: float = 0.0


def import_files(
    paths: Sequence[str | os.PathLike[str]],
    db_path: str | os.PathLike[str],
    *,
    base: str | os.PathLike[str] | None = None,
    progress: Progress | None = None,
    meta: dict[str, str] | None = None,
) -> ImportReport:
    """Import ``paths`` (in order) into the database at ``db_path``, atomically.

    If ``db_path`` exists the files are added to it; otherwise the new database starts as a
    copy of ``base`` (e.g. the built-in database) or empty. ``meta`` entries are stored in the
    ``meta`` table (``kind`` is ``user`` unless given: the built-in database says
    ``builtin``). Raises
    :class:`~grimoire.errors.DataFileError` naming the file at fault; the database is then
    untouched.
    """
    started = time.perf_counter()
    target = Path(db_path)
    if target.is_dir():
        raise DataFileError("is a folder, not a database file: give a file path with --db",
                            path=str(target))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with _locked(target):
            return _import_locked(paths, target, base, progress, meta, started)
    except OSError as error:  # an unwritable place, a full disk...
        raise DataFileError(f"cannot write the database: {error.strerror or error}",
                            path=str(target)) from None


LOCK_WAIT = 600.0
"""How long (seconds) an import waits for another import of the same database to finish."""


@contextlib.contextmanager
def _locked(target: Path) -> Iterator[None]:
    """Hold the database's import lock (``<db>.lock`` beside it): a second import of the
    same database waits for the first to finish, then adds to its result, instead of both
    starting from the old file and the last to finish silently dropping the other's cards.
    Where ``fcntl`` is missing (Windows) imports are not locked."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX
        yield
        return
    lock_path = target.with_name(target.name + ".lock")
    with open(lock_path, "a+b") as lock:
        deadline = time.monotonic() + LOCK_WAIT
        while True:
            try:
                fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    raise DataFileError(
                        f"another import of this database has been running for over "
                        f"{LOCK_WAIT:.0f} s (lock {lock_path}); try again when it is done",
                        path=str(target)) from None
                time.sleep(0.1)
        try:
            yield
        finally:
            fcntl.flock(lock.fileno(), fcntl.LOCK_UN)


def _import_locked(paths: Sequence[str | os.PathLike[str]], target: Path,
                   base: str | os.PathLike[str] | None, progress: Progress | None,
                   meta: dict[str, str] | None, started: float) -> ImportReport:
    """:func:`import_files` once the database's lock is held."""
    _remove_stale_temps(target)
    handle, temp_name = tempfile.mkstemp(
        prefix=f".{target.name}.{os.getpid()}.", suffix=_TEMP_SUFFIX, dir=target.parent
    )
    os.close(handle)
    temp = Path(temp_name)
    report = ImportReport(path=target)
    conn: sqlite3.Connection | None = None
    try:
        if target.exists():
            shutil.copyfile(target, temp)
            shutil.copymode(target, temp)
        else:
            if base is not None:
                shutil.copyfile(base, temp)
            os.chmod(temp, 0o644)  # mkstemp makes it private; a database is not a secret
        conn = sqlite3.connect(temp, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode = OFF")  # the temp file itself is the journal
            conn.execute("PRAGMA synchronous = OFF")
            conn.execute("PRAGMA cache_size = -200000")
            conn.execute("BEGIN")
            schema.create_schema(conn)
        except sqlite3.DatabaseError as error:
            raise DataFileError(f"not a Grimoire card database ({error})",
                                path=str(target)) from None
        schema.drop_indexes(conn)
        writer = Writer(conn)
        for index, path in enumerate(paths):
            if progress is not None:
                progress(index, len(paths), str(path))
            shape, date = _import_one(writer, path)
            writer.flush()
            report.shapes.append((str(path), shape))
            conn.execute(
                "INSERT INTO imports (path, shape, source_date, imported_at, cards, printings,"
                " rulings) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (str(Path(path).resolve()), shape, date,
                 datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
                 writer.counts.new_cards, writer.counts.printings, writer.counts.rulings),
            )
        writer.flush()
        for key, value in {"kind": "user", **(meta or {})}.items():
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (key, value))
        schema.create_indexes(conn)
        schema.rebuild_fts(conn)
        conn.execute("COMMIT")
        conn.close()
        conn = None
        os.replace(temp, target)
    except BaseException:
        if conn is not None:
            conn.close()
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    report.counts = writer.counts
    report.seconds = time.perf_counter() - started
    return report


def _import_one(writer: Writer, path: str | os.PathLike[str]) -> tuple[str, str | None]:
    """Import one file; return its shape and source date. Every failure names the file."""
    name = str(path)
    try:
        with open_text(path) as fp:
            stream = JsonStream(fp, name)
            start = stream.peek()
            if start == "[":
                shape = import_list(writer, stream, name)
                date = None
            elif start == "{":
                shape, date = _import_object(writer, stream, name)
            else:
                found = repr(start) if start else "an empty file"
                raise stream.error(f"unknown file shape: not JSON (starts with {found})")
            if not stream.at_end():
                raise stream.error("malformed JSON: extra data after the document")
        return shape, date
    except DataFileError:
        raise
    except (lzma.LZMAError, gzip.BadGzipFile, EOFError) as error:
        raise DataFileError(f"corrupt or truncated compressed data: {error}", path=name) from error
    except RecursionError:
        raise DataFileError("not a card data file: the JSON is nested too deeply",
                            path=name) from None
    except UnicodeDecodeError as error:
        raise DataFileError(f"not UTF-8 text: {error}", path=name) from error
    except OSError as error:
        raise DataFileError(f"cannot read: {error}", path=name) from error
    except (KeyError, TypeError, AttributeError, IndexError, ValueError) as error:
        detail = f"missing key {error}" if isinstance(error, KeyError) else str(error)
        raise DataFileError(f"unexpected data shape: {detail}", path=name) from error


def _import_object(writer: Writer, stream: JsonStream, name: str) -> tuple[str, str | None]:
    """A top-level object: MTGJSON (``meta`` + ``data``), a Scryfall API list (``data`` is an
    array) or a Grimoire bundle."""
    meta: dict[str, Any] = {}
    others: dict[str, Any] = {}
    shape = None
    for key in stream.iter_object():
        if key == "meta":
            meta = stream.decode_value()
        elif key == "data" and stream.peek() == "{":
            date = meta.get("date") if isinstance(meta, dict) else None
            writer.begin_source(str(date) if date else None, family="mtgjson")
            shape = import_data(writer, stream)
        elif key == "data" and stream.peek() == "[":
            shape = import_list(writer, stream, name)
        elif key == "cards" and others.get("format") == BUNDLE_FORMAT:
            shape = f"Grimoire bundle ({import_bundle(writer, stream.decode_value())} cards)"
        else:
            others[key] = stream.decode_value()
    if shape is None:
        keys = ", ".join(sorted({*others, *(["meta"] if meta else [])})) or "none"
        raise stream.error(f"unknown file shape: an object with keys {keys}")
    date = meta.get("date") if isinstance(meta, dict) else None
    return shape, str(date) if date else None


def _remove_stale_temps(target: Path) -> None:
    """Delete temporary files left by imports that were killed (their process is gone)."""
    if os.name != "posix":
        return
    for leftover in target.parent.glob(f".{target.name}.*{_TEMP_SUFFIX}"):
        parts = leftover.name[len(target.name) + 2 :].split(".")
        if not parts or not parts[0].isdigit():
            continue
        try:
            os.kill(int(parts[0]), 0)
        except ProcessLookupError:
            with contextlib.suppress(OSError):
                leftover.unlink()
        except PermissionError:
            continue
