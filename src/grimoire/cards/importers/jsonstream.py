"""A small pull parser for big JSON files: walk the outer containers, decode the items.

Python's :mod:`json` reads a whole document at once. MTGJSON's ``AllPrintings.json`` (over 400
MB) and Scryfall's ``all-cards`` (over 2 GB) are too big for that, but their *items* (one set,
one card) are small. :class:`JsonStream` reads the text in chunks, steps through the outer
``{`` / ``[`` structure by hand, and hands each item to the C-speed
:meth:`json.JSONDecoder.raw_decode`. Memory stays bounded by the largest item.

>>> import io
>>> stream = JsonStream(io.StringIO('{"meta": {"v": 1}, "data": [1, {"a": 2}, "x"]}'), "demo")
>>> for key in stream.iter_object():
...     if key == "data":
...         print(key, list(stream.iter_array()))
...     else:
...         print(key, stream.decode_value())
meta {'v': 1}
data [1, {'a': 2}, 'x']
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

from grimoire.errors import DataFileError

__all__ = ["JsonStream"]

_WHITESPACE = " \t\n\r"
_CHUNK = 1 << 20
# A decoding error this far before the end of the buffer cannot be cured by reading more: the
# longest single token (a string) in card data is a few kilobytes.
_SYNTAX_MARGIN = 1 << 20


class JsonStream:
    """Incremental reader over a text stream holding one JSON document.

    ``name`` (the file's path) appears in every error, with the character offset.
    """

    def __init__(self, fp: IO[str], name: str, *, chunk_size: int = _CHUNK) -> None:
        self._fp = fp
        self.name = name
        self._chunk = chunk_size
        self._buf = ""
        self._pos = 0
        self._offset = 0  # characters dropped from the front of the buffer so far
        self._eof = False
        self._decoder = json.JSONDecoder()

    # -- low level -------------------------------------------------------------------------

    def error(self, message: str, position: int | None = None) -> DataFileError:
        """A :class:`DataFileError` naming the file and the character offset."""
        where = self._offset + (self._pos if position is None else position)
        return DataFileError(f"{message} (at character {where})", path=self.name)

    def _fill(self, at_least: int = 0) -> bool:
        """Append at least one chunk (or ``at_least`` characters); False at end of file."""
        if self._eof:
            return False
        if self._pos > len(self._buf) // 2:
            self._offset += self._pos
            self._buf = self._buf[self._pos :]
            self._pos = 0
        wanted = max(self._chunk, at_least)
        piece = self._fp.read(wanted)
        if not piece:
            self._eof = True
            return False
        self._buf += piece
        return True

    def peek(self) -> str:
        """The next non-whitespace character, without consuming it ('' at end of file)."""
        while True:
            buf = self._buf
            pos = self._pos
            end = len(buf)
            while pos < end and buf[pos] in _WHITESPACE:
                pos += 1
            self._pos = pos
            if pos < end:
                return buf[pos]
            if not self._fill():
                return ""

    def _expect(self, chars: str, what: str) -> str:
        char = self.peek()
        if not char or char not in chars:
            found = repr(char) if char else "end of file"
            raise self.error(f"malformed JSON: expected {what}, found {found}")
        self._pos += 1
        return char

    # -- values ----------------------------------------------------------------------------

    def decode_value(self) -> Any:
        """Decode the next complete JSON value (of any size) and return it."""
        if not self.peek():
            raise self.error("malformed JSON: unexpected end of file (truncated?)")
        while True:
            try:
                value, end = self._decoder.raw_decode(self._buf, self._pos)
            except json.JSONDecodeError as exc:
                if self._eof:
                    raise self.error(f"malformed JSON: {exc.msg}", exc.pos) from None
                if exc.pos < len(self._buf) - _SYNTAX_MARGIN:
                    raise self.error(f"malformed JSON: {exc.msg}", exc.pos) from None
                # Probably just incomplete: read more, growing geometrically so a big value is
                # re-scanned only a few times.
                self._fill(at_least=len(self._buf) - self._pos)
                continue
            if end >= len(self._buf) and not self._eof and self._fill():
                continue  # a number at the very end of the buffer may go on in the next chunk
            self._pos = end
            return value

    def iter_array(self) -> Iterator[Any]:
        """Yield the items of the array that comes next, decoding each one."""
        self._expect("[", "'['")
        if self.peek() == "]":
            self._pos += 1
            return
        while True:
            yield self.decode_value()
            if self._expect(",]", "',' or ']'") == "]":
                return

    def iter_object(self) -> Iterator[str]:
        """Yield the keys of the object that comes next.

        After each key the caller must consume its value (:meth:`decode_value`,
        :meth:`iter_array`, :meth:`iter_object` or :meth:`skip_value`) before asking for the
        next key.
        """
        self._expect("{", "'{'")
        if self.peek() == "}":
            self._pos += 1
            return
        while True:
            if self.peek() != '"':
                raise self.error("malformed JSON: expected a string key")
            key = self.decode_value()
            self._expect(":", "':'")
            yield key
            if self._expect(",}", "',' or '}'") == "}":
                return

    def skip_value(self) -> None:
        """Consume the next value without keeping it."""
        self.decode_value()

    def at_end(self) -> bool:
        """True when only whitespace remains."""
        return self.peek() == ""
