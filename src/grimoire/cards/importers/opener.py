"""Open a data file as text, whatever its compression: plain, ``.gz`` or ``.xz``.

The compression is recognised by the file's first bytes (its magic number), not its name, so a
renamed file still opens. Errors name the file:

>>> import tempfile, os
>>> path = os.path.join(tempfile.mkdtemp(), "missing.json.xz")
>>> open_text(path)
Traceback (most recent call last):
  ...
grimoire.errors.DataFileError: ...missing.json.xz: cannot open: No such file or directory
"""

from __future__ import annotations

import gzip
import io
import lzma
import os
from typing import IO, cast

from grimoire.errors import DataFileError

__all__ = ["compression_of", "open_text"]

_GZIP_MAGIC = b"\x1f\x8b"
_XZ_MAGIC = b"\xfd7zXZ\x00"


def compression_of(path: str | os.PathLike[str]) -> str:
    """``"xz"``, ``"gz"`` or ``"plain"``, from the file's magic number."""
    try:
        with open(path, "rb") as raw:
            head = raw.read(6)
    except OSError as error:
        raise DataFileError(f"cannot open: {error.strerror or error}", path=str(path)) from None
    if head.startswith(_XZ_MAGIC):
        return "xz"
    if head.startswith(_GZIP_MAGIC):
        return "gz"
    return "plain"


def open_text(path: str | os.PathLike[str]) -> IO[str]:
    """Open ``path`` for reading as UTF-8 text, decompressing ``.gz`` and ``.xz`` on the fly.

    Decompression errors surface while reading; the importers turn them into
    :class:`~grimoire.errors.DataFileError` naming the file.
    """
    kind = compression_of(path)
    binary: IO[bytes]
    try:  # the files are returned open (wrapped), so no context managers here
        if kind == "xz":
            binary = lzma.open(path, "rb")  # noqa: SIM115
        elif kind == "gz":
            binary = cast(IO[bytes], gzip.open(path, "rb"))  # noqa: SIM115
        else:
            binary = open(path, "rb")  # noqa: SIM115
    except OSError as error:
        raise DataFileError(f"cannot open: {error.strerror or error}", path=str(path)) from None
    # utf-8-sig: a byte-order mark some tools write is skipped, not parsed as JSON.
    return io.TextIOWrapper(binary, encoding="utf-8-sig", newline="")
