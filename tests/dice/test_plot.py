"""The pure-Python PNG bar chart: a valid PNG whose bars have the row colours."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pytest
from tests.dice._cards import PLUS_ONE, TREASURE_CHEST

from grimoire.dice import odds, plot_report, render_png
from grimoire.dice.plot import PALETTE, UNMATCHED, Canvas
from grimoire.errors import GrimoireError


def decode(png: bytes) -> tuple[int, int, list[bytes]]:
    """Decode our own PNGs (8-bit RGB, filter 0): width, height, rows of RGB bytes."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height = 8, b"", 0, 0
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos : pos + 4])
        kind, data = png[pos + 4 : pos + 8], png[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack(">I", png[pos + 8 + length : pos + 12 + length])
        assert crc == zlib.crc32(kind + data) & 0xFFFFFFFF
        if kind == b"IHDR":
            width, height, depth, color = struct.unpack(">IIBB", data[:10])
            assert (depth, color) == (8, 2)
        elif kind == b"IDAT":
            idat += data
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * 3 + 1
    rows = [raw[y * stride + 1 : (y + 1) * stride] for y in range(height)]
    assert all(raw[y * stride] == 0 for y in range(height))
    return width, height, rows


def colours(rows: list[bytes]) -> set[tuple[int, int, int]]:
    return {(r[i], r[i + 1], r[i + 2]) for r in rows for i in range(0, len(r), 3)}


def test_png_is_valid_and_coloured_by_row(tmp_path: Path) -> None:
    """Bars of each table row in that row's colour; results in no row in grey."""
    path = plot_report(odds(TREASURE_CHEST, with_=[PLUS_ONE]), tmp_path / "c.png")
    width, height, rows = decode(path.read_bytes())
    assert width >= 360 and height >= 200
    used = colours(rows)
    assert {PALETTE[1], PALETTE[2], PALETTE[3], UNMATCHED} <= used


def test_render_from_counts() -> None:
    """Weights may be counts with a total; the tallest bar reaches the top of the axis."""
    png = render_png([(1, 1), (2, 3)], [((1, 1), 1), ((2, None), 3)], total=4)
    _, _, rows = decode(png)
    assert PALETTE[0] in colours(rows) and PALETTE[1] in colours(rows)


def test_errors() -> None:
    """Empty data, unknown glyphs and non-PNG names are typed errors."""
    with pytest.raises(GrimoireError):
        render_png([], [])
    with pytest.raises(GrimoireError):
        Canvas(10, 10).text(0, 0, "A")
    with pytest.raises(GrimoireError, match=r"\.png"):
        plot_report(odds(TREASURE_CHEST), "out.gif")
