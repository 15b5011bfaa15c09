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
from typing import IO, Any, cast

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
    if kind != "plain":  # a small file that inflates without end is refused while reading
        size = os.path.getsize(path)
        binary = io.BufferedReader(_Bounded(binary, max(RATIO_FLOOR, MAX_RATIO * size),
                                            str(path)))
    # utf-8-sig: a byte-order mark some tools write is skipped, not parsed as JSON.
    return io.TextIOWrapper(binary, encoding="utf-8-sig", newline="")


MAX_RATIO = 100
"""Card data compresses about 5-20 to 1: decompressing past 100 times the file's size (and
past :data:`RATIO_FLOOR`) means a decompression bomb, not card data."""
RATIO_FLOOR = 64 * 1024 * 1024


class _Bounded(io.RawIOBase):
    """A decompressing stream that raises DataFileError past ``limit`` bytes (a
    whitespace bomb of 1 MB would otherwise be read, slowly, as 1 GB)."""

    def __init__(self, inner: IO[bytes], limit: int, path: str) -> None:
        self.inner = inner
        self.limit = limit
        self.path = path
        self.total = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self.inner.read(len(buffer))
        self.total += len(data)
        if self.total > self.limit:
            raise DataFileError(f"refusing to read: it decompresses to more than "
                                f"{self.limit // 2**20} MB, over {MAX_RATIO} times its "
                                "size: not card data", path=self.path)
        buffer[:len(data)] = data
        return len(data)

    def close(self) -> None:
        self.inner.close()
        super().close()
